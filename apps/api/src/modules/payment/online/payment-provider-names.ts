// The five online providers (spec 000 §3 codes T, P, S, U, N), from the domain's one list (the
// payments screen and the adapters read the same names), and the payment method of each. Kept
// out of the Drizzle schema module: every runtime export there is read as a table.
import { PaymentMethod } from '@tavola/domain/enums';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from '@tavola/domain/payment-provider-fields';

export { PAYMENT_PROVIDERS, type PaymentProviderName };

export const paymentTypeOfProvider: Record<PaymentProviderName, PaymentMethod> = {
  stripe: PaymentMethod.Stripe,
  paypal: PaymentMethod.Paypal,
  satispay: PaymentMethod.Satispay,
  sumup: PaymentMethod.Sumup,
  nexi: PaymentMethod.Nexi,
};

export function providerOfPaymentType(paymentType: number): PaymentProviderName | null {
  return PAYMENT_PROVIDERS.find((p) => paymentTypeOfProvider[p] === paymentType) ?? null;
}
