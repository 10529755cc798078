// Which payment methods a venue offers for an order type (spec 000 §3 per-venue payment
// configuration, §4 payment flow), and the offline test card. The payments screen
// shows these methods; order/saveCustomerOrder and order/completeCustomerOrder accept only them.
import { plainText } from './primitives';
import { z } from 'zod';
import type { SeatWeb } from './entities';
import { ALL_PAYMENTS, OrderType, PaymentCode, PaymentMethod, paymentMethodByCode } from './enums';
import { message } from './validation-messages';

type PaymentSettings = Pick<
  SeatWeb,
  | 'localOrderAcceptedPayments'
  | 'takeawayAcceptedPayments'
  | 'deliveryAcceptedPayments'
  | 'enableImmediatePaymentLocalOrder'
  | 'enableImmediatePaymentTakeaway'
  | 'enableImmediatePaymentDelivery'
  | 'allowCODLocalOrder'
  | 'allowCODTakeaway'
  | 'allowCODDelivery'
>;

function settingsFor(seatWeb: PaymentSettings, orderType: number) {
  switch (orderType) {
    case OrderType.AlTavolo:
      return {
        accepted: seatWeb.localOrderAcceptedPayments,
        immediate: seatWeb.enableImmediatePaymentLocalOrder,
        cash: seatWeb.allowCODLocalOrder,
      };
    case OrderType.Asporto:
      return {
        accepted: seatWeb.takeawayAcceptedPayments,
        immediate: seatWeb.enableImmediatePaymentTakeaway,
        cash: seatWeb.allowCODTakeaway,
      };
    case OrderType.Consegna:
      return {
        accepted: seatWeb.deliveryAcceptedPayments,
        immediate: seatWeb.enableImmediatePaymentDelivery,
        cash: seatWeb.allowCODDelivery,
      };
    default:
      return null;
  }
}

const codes = new Set<string>(Object.values(PaymentCode));

/** The venue codes accepted for the order type: 'All' is every code; unknown codes are ignored. */
export function acceptedPaymentCodes(seatWeb: PaymentSettings, orderType: number): PaymentCode[] {
  const settings = settingsFor(seatWeb, orderType);
  if (!settings) return [];
  const raw = settings.accepted.trim();
  if (raw === '') return [];
  if (raw.toLowerCase() === ALL_PAYMENTS.toLowerCase()) return Object.values(PaymentCode);
  return [...new Set(raw.split(',').map((c) => c.trim().toUpperCase()))].filter((c): c is PaymentCode => codes.has(c));
}

/** Cash (pay at the counter, on delivery, at pick-up): accepted code C and allowCOD of the type. */
export function isCashAllowed(seatWeb: PaymentSettings, orderType: number): boolean {
  const settings = settingsFor(seatWeb, orderType);
  return !!settings?.cash && acceptedPaymentCodes(seatWeb, orderType).includes(PaymentCode.Cash);
}

/** Paying now online: enableImmediatePayment of the type. */
export function isImmediatePaymentEnabled(seatWeb: PaymentSettings, orderType: number): boolean {
  return !!settingsFor(seatWeb, orderType)?.immediate;
}

/** Environments where the offline test card exists (demo and dev only). */
export const TEST_CARD_ENVIRONMENTS = ['demo', 'dev'] as const;
export function isTestCardEnabled(env: string): boolean {
  return (TEST_CARD_ENVIRONMENTS as readonly string[]).includes(env);
}

/**
 * The methods the payments screen offers, in display order: cash when allowed, then the online
 * providers the venue accepts when immediate payment is enabled, then (demo and dev only) the
 * offline test card, PaymentMethod.Card. The test card needs immediate payment enabled, like
 * every online method, but no venue code: it stands in for whichever provider the venue uses.
 */
export function availablePaymentMethods(
  seatWeb: PaymentSettings,
  orderType: number,
  options: { testCard: boolean },
): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  if (isCashAllowed(seatWeb, orderType)) methods.push(PaymentMethod.Cash);
  if (isImmediatePaymentEnabled(seatWeb, orderType)) {
    for (const code of acceptedPaymentCodes(seatWeb, orderType)) {
      if (code !== PaymentCode.Cash) methods.push(paymentMethodByCode[code]);
    }
    if (options.testCard) methods.push(PaymentMethod.Card);
  }
  return methods;
}

// ---------------------------------------------------------------------------------------------
// The offline test card (demo and dev): no money moves, the numbers below decide the outcome.

/** Always succeeds. */
export const TEST_CARD_SUCCESS_NUMBER = '4242424242424242';
/** Always declined. */
export const TEST_CARD_DECLINED_NUMBER = '4000000000000002';
/** Shown to the diner when the declining test number is used. */
export const TEST_CARD_DECLINED_MESSAGE =
  "Pagamento rifiutato: la carta di prova è stata declinata. Prova con un'altra carta.";
/** Any other well-formed number. */
export const TEST_CARD_UNKNOWN_MESSAGE =
  'Carta non accettata: in questo ambiente di prova usa la carta 4242 4242 4242 4242.';
/** The label the payments screen must show: it is a test, nothing is charged. */
export const TEST_CARD_LABEL = 'Carta di prova (ambiente di test, nessun addebito reale)';

/** Digits only, spaces and dashes removed. */
export function normaliseCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** 'MM/YY' (or 'MM/YYYY') not before the current month; `now` is the caller's clock. */
export function isExpiryValid(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return false;
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** The test card form: number, expiry and CVV, with the format rules (the date rule needs a clock). */
export const testCardFormSchema = z.object({
  cardNumber: z
    .string({ error: message('fieldRequired') })
    .transform(normaliseCardNumber)
    .pipe(plainText().regex(/^\d{13,19}$/, message('cardNumber'))),
  expiry: z
    .string({ error: message('fieldRequired') })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, message('cardExpiry')),
  cvv: z
    .string({ error: message('fieldRequired') })
    .trim()
    .regex(/^\d{3,4}$/, message('cardCvv')),
});
export type TestCardForm = z.infer<typeof testCardFormSchema>;
