// The offline test card's two calls (testCard/createPayment, testCard/confirm), enabled only when
// APP_ENV is demo or dev. It behaves like a card provider's payment intent: the server creates
// a payment for the stored order's total (never an amount from the browser) through the test
// card's adapter, the browser confirms it with a card, and order/completeCustomerOrder asks the
// adapter before marking the order Paid. 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
// declined.
import { badRequest, notFound } from '@tavola/domain/error-codes';
import { PaymentStatus } from '@tavola/domain/enums';
import { fromCents } from '@tavola/domain/money';
import {
  isExpiryValid,
  TEST_CARD_DECLINED_MESSAGE,
  TEST_CARD_DECLINED_NUMBER,
  TEST_CARD_LABEL,
  TEST_CARD_SUCCESS_NUMBER,
  TEST_CARD_UNKNOWN_MESSAGE,
  testCardFormSchema,
  type TestCardForm,
} from '@tavola/domain/payment-rules';
import { formatValidationMessage } from '@tavola/domain/validation-messages';
import type { Db } from '../../db/database';
import type { ClientSession } from '../../plugins/session';
import { requireSessionCustomer } from '../customer/customer-service';
import { findCustomerOrderRow } from '../order';
import { CURRENCY } from './payment-adapter';
import { createTestCardAdapter } from './test-card-adapter';
import { findTestCardPayment, setTestCardPaymentOutcome, type TestCardPaymentRow } from './test-card-repository';

export const paymentNotFound = () => notFound('PAYMENT_NOT_FOUND', 'Il pagamento richiesto non esiste.');
export const orderNotFound = () => notFound('ORDER_NOT_FOUND', "L'ordine richiesto non esiste.");

export interface TestCardPayment {
  paymentId: string;
  orderId: number;
  amount: number;
  amountCents: number;
  currency: string;
  status: 'requires_confirmation' | 'succeeded' | 'declined';
  label: string;
}

function toPayment(
  row: Pick<TestCardPaymentRow, 'paymentId' | 'orderId' | 'amountCents' | 'currency' | 'status'>,
): TestCardPayment {
  return {
    paymentId: row.paymentId,
    orderId: row.orderId,
    amount: fromCents(row.amountCents),
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
    label: TEST_CARD_LABEL,
  };
}

/** testCard/createPayment: a payment for the stored total of one of the session customer's unpaid orders. */
export async function createTestCardPayment(db: Db, session: ClientSession, orderId: number): Promise<TestCardPayment> {
  const { customerId } = await requireSessionCustomer(db, session);
  const order = await findCustomerOrderRow(db, session.companyId, customerId, orderId);
  if (!order) throw orderNotFound();
  if (order.paymentStatus === PaymentStatus.Paid)
    throw badRequest('ORDER_ALREADY_PAID', "L'ordine è già stato pagato.");
  if (order.totalAmountCents <= 0) throw badRequest('NOTHING_TO_PAY', "L'ordine non ha importi da pagare.");
  const { reference } = await createTestCardAdapter(db).createPayment({
    companyId: session.companyId,
    companyUrlName: '',
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    amountCents: order.totalAmountCents,
    currency: CURRENCY,
    description: '',
    email: null,
  });
  return toPayment({
    paymentId: reference,
    orderId: order.orderId,
    amountCents: order.totalAmountCents,
    currency: CURRENCY,
    status: 'requires_confirmation',
  });
}

function invalidCard(fields: { path: string; message: string }[]) {
  return badRequest('TEST_CARD_INVALID', fields.map((f) => f.message).join(' '), fields);
}

/**
 * testCard/confirm: charges the test card. Only the last four digits are stored. A declined
 * payment may be confirmed again with another card; a succeeded one answers as such again.
 */
export async function confirmTestCardPayment(
  db: Db,
  session: ClientSession,
  request: { paymentId: string } & Record<keyof TestCardForm, string>,
  now: Date,
): Promise<TestCardPayment> {
  const { customerId } = await requireSessionCustomer(db, session);
  const payment = await findTestCardPayment(db, request.paymentId);
  if (!payment || payment.companyId !== session.companyId) throw paymentNotFound();
  const order = await findCustomerOrderRow(db, session.companyId, customerId, payment.orderId);
  if (!order) throw paymentNotFound();
  return chargeTestCard(db, payment.paymentId, request, now);
}

/**
 * Charges a created test card payment with a card (the caller checked who may pay it): a
 * declined card may be tried again with another, a succeeded payment answers as such again.
 */
export async function chargeTestCard(
  db: Db,
  paymentId: string,
  request: Record<keyof TestCardForm, string>,
  now: Date,
): Promise<TestCardPayment> {
  const payment = await findTestCardPayment(db, paymentId);
  if (!payment) throw paymentNotFound();
  if (payment.status === 'succeeded') return toPayment(payment);

  const parsed = testCardFormSchema.safeParse(request);
  if (!parsed.success) {
    throw invalidCard(
      parsed.error.issues.map((i) => ({
        path: `body.${i.path.join('.')}`,
        message: formatValidationMessage(i.message),
      })),
    );
  }
  const card = parsed.data;
  if (!isExpiryValid(card.expiry, now))
    throw invalidCard([{ path: 'body.expiry', message: formatValidationMessage('cardExpiry') }]);

  if (card.cardNumber === TEST_CARD_DECLINED_NUMBER) {
    await setTestCardPaymentOutcome(db, payment.paymentId, {
      status: 'declined',
      cardLast4: card.cardNumber.slice(-4),
      declineMessage: TEST_CARD_DECLINED_MESSAGE,
      confirmedAt: now,
    });
    throw badRequest('TEST_CARD_DECLINED', TEST_CARD_DECLINED_MESSAGE);
  }
  if (card.cardNumber !== TEST_CARD_SUCCESS_NUMBER) throw badRequest('TEST_CARD_UNKNOWN', TEST_CARD_UNKNOWN_MESSAGE);

  return toPayment(
    await setTestCardPaymentOutcome(db, payment.paymentId, {
      status: 'succeeded',
      cardLast4: card.cardNumber.slice(-4),
      declineMessage: null,
      confirmedAt: now,
    }),
  );
}
