// What each online provider's adapter does (issue #9). An adapter speaks to one company's
// account at one provider through the provider's API at a configurable base URL; it never
// trusts the browser: the order service asks it what a reference really is.
import type { PaymentMethod } from '@tavola/domain/enums';
import type { PaymentProviderName } from '../../../db/schema';
import type { PaymentMode } from './payment-credentials';

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
  currency: 'EUR';
  description: string;
  email: string | null;
}

/** A signed notification that was verified: which provider payment it is about. */
export interface VerifiedNotification {
  eventId: string;
  reference: string;
}

/** What "test the connection" in the back office learns (issue #13): never a secret, only whether the provider accepts the keys. */
export type ConnectionTest = { ok: true } | { ok: false; reason: 'credentials_rejected' | 'unavailable' };

export interface OnlinePaymentAdapter {
  readonly provider: PaymentProviderName;
  readonly paymentType: PaymentMethod;
  readonly mode: PaymentMode;
  /** Creates the payment at the provider; `browserValue` is what the spec's call answers (client secret, ids). */
  createPayment(input: CreatePaymentInput): Promise<{ reference: string; browserValue: string }>;
  /** A step the server takes before asking (PayPal: capture the approved order). */
  finalize?(reference: string): Promise<void>;
  /** Asks the provider about a payment. */
  retrievePayment(reference: string): Promise<ProviderPayment>;
  /** Gives the money back (used by the staff side, and when a paid order was already cancelled). */
  refund(payment: { reference: string; amountCents: number }): Promise<{ refundId: string }>;
  /** Checks a notification's signature; null when it is forged or about something else. */
  verifyNotification(request: { rawBody: string; headers: Record<string, string | string[] | undefined> }): Promise<VerifiedNotification | null>;
  /**
   * One harmless authenticated call (a token request, a read) that tells whether the provider
   * accepts this company's credentials. Optional only until every adapter has it (#9, #13).
   */
  testConnection?(): Promise<ConnectionTest>;
}

/** The provider did not answer in time or answered 5xx: the order stays unpaid and may be retried. */
export class ProviderUnavailableError extends Error {
  constructor(provider: string, cause: unknown) {
    super(`${provider} unavailable`, { cause });
    this.name = 'ProviderUnavailableError';
  }
}
