// The one interface every payment provider implements: the five online providers (Stripe,
// PayPal, Satispay, SumUp, Nexi XPay: one company's account each, at a configurable base URL)
// and the offline test card of demo and dev. The browser only reports a method and a
// reference (order/completeCustomerOrder); the server asks the adapter what that reference
// really is before it marks an order Paid, and gives money back through the same adapter.
import type { PaymentProviderName } from './online/payment-provider-names';

/** Every payment is in euros. */
export const CURRENCY = 'EUR';

export interface ProviderPayment {
  reference: string;
  /** 'unknown': the provider does not know the reference. */
  status: 'succeeded' | 'pending' | 'failed' | 'refunded' | 'unknown';
  /** What the provider actually charged, in cents. */
  amountCents: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** The order the payment was created for, when the provider carries it (metadata, invoice id...). */
  orderId: number | null;
}

export interface CreatePaymentInput {
  companyId: number;
  /** The company's urlName: names its webhook URL. */
  companyUrlName: string;
  orderId: number;
  orderNumber: number;
  amountCents: number;
  currency: typeof CURRENCY;
  description: string;
  email: string | null;
}

/** A signed notification that was verified: which provider payment it is about. */
export interface VerifiedNotification {
  eventId: string;
  reference: string;
}

/** What "test the connection" in the back office learns: never a secret, only whether the provider accepts the keys. */
export type ConnectionTest = { ok: true } | { ok: false; reason: 'credentials_rejected' | 'unavailable' };

export interface PaymentAdapter {
  /** The provider's name; 'testCard' for the offline test card. */
  readonly provider: PaymentProviderName | 'testCard';
  /** Creates the payment at the provider; `browserValue` is what the spec's call answers (client secret, ids). */
  createPayment(input: CreatePaymentInput): Promise<{ reference: string; browserValue: string }>;
  /** A step the server takes before asking (PayPal: capture the approved order). */
  finalize?(reference: string): Promise<void>;
  /** Asks the provider about a payment; never trusts anything the browser said about it. */
  retrievePayment(reference: string): Promise<ProviderPayment>;
  /**
   * Gives the money back, whole or in part (the staff side, a paid order already cancelled, a second payment).
   * Absent when the provider moves no money (the test card): the refund is left to the restaurant.
   */
  refund?(payment: {
    reference: string;
    /** A part of the payment or all of it; a payment may be given back in several parts. */
    amountCents: number;
    /** Names this refund at the provider (where it takes one): a retry with it makes no second refund. */
    idempotencyKey?: string;
  }): Promise<{ refundId: string }>;
  /** Checks a notification's signature; null when it is forged or about something else. Absent: the provider sends none. */
  verifyNotification?(request: {
    rawBody: string;
    headers: Record<string, string | string[] | undefined>;
  }): Promise<VerifiedNotification | null>;
  /** One harmless authenticated call (a token request, a read) that tells whether the provider accepts the credentials. */
  testConnection?(): Promise<ConnectionTest>;
}

/** The provider did not answer in time or answered 5xx: the order stays unpaid and may be retried. */
export class ProviderUnavailableError extends Error {
  constructor(provider: string, cause: unknown) {
    super(`${provider} unavailable`, { cause });
    this.name = 'ProviderUnavailableError';
  }
}
