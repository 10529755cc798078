// The interface every online payment provider implements (issue #3 test card now; Stripe,
// PayPal, Satispay, SumUp and Nexi in their own issue). The browser only reports a method and a
// reference (order/completeCustomerOrder); the server asks the provider what that reference
// really is before it marks an order Paid (spec README: "payment success reported by the
// browser").
import { PaymentMethod } from '@tavola/domain/enums';
import { isTestCardEnabled } from '@tavola/domain/payment-rules';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createTestCardProvider } from './test-card-provider';

export type VerifiedPaymentStatus = 'succeeded' | 'pending' | 'failed' | 'unknown';

export interface VerifiedPayment {
  /** 'unknown': the provider does not know the reference. */
  status: VerifiedPaymentStatus;
  /** What the provider actually charged, in cents. */
  amountCents: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** The order the payment was created for (the provider's metadata), when known. */
  orderId: number | null;
}

export interface PaymentProvider {
  /** The numeric method carried by orders (enums PaymentMethod). */
  readonly paymentType: PaymentMethod;
  readonly name: string;
  /** Asks the provider about a payment; never trusts anything the browser said about it. */
  verifyPayment(reference: string): Promise<VerifiedPayment>;
}

export type PaymentProviders = ReadonlyMap<number, PaymentProvider>;

/** The providers this deployment can verify: for now the offline test card, in demo and dev only. */
export function createPaymentProviders(db: Db, config: Pick<Config, 'APP_ENV'>): PaymentProviders {
  const providers = new Map<number, PaymentProvider>();
  if (isTestCardEnabled(config.APP_ENV)) providers.set(PaymentMethod.Card, createTestCardProvider(db));
  return providers;
}
