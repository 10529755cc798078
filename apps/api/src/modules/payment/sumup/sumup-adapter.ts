// SumUp (card-reader provider, venue code U, PaymentMethod 4) through SumUp's official Node SDK
// `@sumup/sdk` pointed at SUMUP_API_BASE_URL (its `host` option: https://api.sumup.com,
// or the SumUp simulator in tests and the demo). The SDK sends the API key as a Bearer token and
// aborts each call after PAYMENT_PROVIDER_TIMEOUT_MS (its `timeout` option; no retries, so an
// outage is reported at once and the order stays unpaid and retryable).
// - create: checkouts.create for the order's stored total (EUR, major units, checkout_reference
//   tavola-<orderId>-<random>, return_url = this company's notification URL);
// - verify: checkouts.get, read back (PAID, amount, currency, reference);
// - refund: transactions.refund of the checkout's successful transaction;
// - connection test: merchants.get of the configured merchant code (the key must reach it).
// SumUp's notification carries only the checkout id and no signature, so it is never believed:
// the adapter asks SumUp about the checkout it names.
import { randomBytes } from 'node:crypto';
import { APIError, SumUp } from '@sumup/sdk';
import type { PaymentCredentials } from '../online/payment-credentials';
import {
  ProviderUnavailableError,
  type ConnectionTest,
  type PaymentAdapter,
  type ProviderPayment,
} from '../payment-adapter';

export interface SumupAdapterOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Where SumUp calls back about a checkout of this company (its webhook route). */
  notificationUrl(companyUrlName: string): string;
}

const REFERENCE = /^tavola-(\d+)-[0-9a-f]+$/;

/** The parts of a checkout Tavola reads; the SDK types every field as optional. */
interface CheckoutRead {
  id: string;
  checkoutReference: string;
  amount: number;
  currency: string;
  merchantCode: string;
  status: string;
  transactions: Array<{ id: string; status: string }>;
}

export function createSumupAdapter(credentials: PaymentCredentials, options: SumupAdapterOptions): PaymentAdapter {
  const merchantCode = String(credentials.publicConfig.merchantCode ?? '');
  const apiKey = credentials.secrets.apiKey;
  if (!merchantCode || !apiKey) throw new Error('SumUp: merchantCode and apiKey required');
  const client = new SumUp({
    apiKey,
    // The SDK joins host and path itself: no trailing slash, so a base URL with a path prefix
    // (the demo's simulator is mounted under one) keeps it.
    host: options.baseUrl.replace(/\/$/, ''),
    timeout: options.timeoutMs,
    maxRetries: 0,
  });

  /**
   * Runs one SDK call. A timeout, a network failure, a 5xx or a body that is not JSON is an
   * outage (ProviderUnavailableError); a 4xx stays an APIError for the caller to read.
   */
  async function call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof APIError && error.status < 500) throw error;
      throw new ProviderUnavailableError('sumup', error);
    }
  }

  async function getCheckout(checkoutId: string): Promise<CheckoutRead | null> {
    try {
      // The SDK puts the id into the path as given: encode it (it comes from a notification body).
      const checkout = await call(() => client.checkouts.get(encodeURIComponent(checkoutId)));
      return {
        id: String(checkout.id ?? ''),
        checkoutReference: String(checkout.checkout_reference ?? ''),
        amount: Number(checkout.amount ?? 0),
        currency: String(checkout.currency ?? ''),
        merchantCode: String(checkout.merchant_code ?? ''),
        status: String(checkout.status ?? ''),
        transactions: (checkout.transactions ?? []).map((t) => ({
          id: String(t.id ?? ''),
          status: String(t.status ?? ''),
        })),
      };
    } catch (error) {
      if (error instanceof APIError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }
  }

  return {
    provider: 'sumup',

    async createPayment(input) {
      const checkout = await call(() =>
        client.checkouts.create({
          // One checkout per attempt: SumUp refuses a reference used before (409).
          checkout_reference: `tavola-${input.orderId}-${randomBytes(6).toString('hex')}`,
          amount: input.amountCents / 100,
          currency: input.currency,
          merchant_code: merchantCode,
          description: input.description,
          return_url: options.notificationUrl(input.companyUrlName),
        }),
      );
      if (!checkout.id) throw new Error('SumUp: checkout created without an id');
      return { reference: checkout.id, browserValue: checkout.id };
    },

    async retrievePayment(reference): Promise<ProviderPayment> {
      const checkout = await getCheckout(reference);
      if (!checkout || checkout.merchantCode !== merchantCode)
        return { reference, status: 'unknown', amountCents: 0, currency: 'EUR', orderId: null };
      const refunded = checkout.transactions.some((t) => t.status === 'REFUNDED');
      const status = refunded
        ? 'refunded'
        : checkout.status === 'PAID'
          ? 'succeeded'
          : checkout.status === 'PENDING'
            ? 'pending'
            : 'failed';
      const tagged = REFERENCE.exec(checkout.checkoutReference);
      return {
        reference: checkout.id,
        status,
        amountCents: Math.round(checkout.amount * 100),
        currency: checkout.currency.toUpperCase(),
        // A checkout not made by Tavola carries no order: it must not settle any.
        orderId: tagged ? Number(tagged[1]) : -1,
      };
    },

    async refund(payment) {
      const checkout = await getCheckout(payment.reference);
      const transaction = checkout?.transactions.find((t) => t.status === 'SUCCESSFUL');
      if (!transaction) throw new Error('SumUp: no successful transaction to refund');
      await call(() =>
        client.transactions.refund(merchantCode, encodeURIComponent(transaction.id), {
          amount: payment.amountCents / 100,
        }),
      );
      return { refundId: transaction.id };
    },

    async verifyNotification({ rawBody }) {
      let event: { event_type?: unknown; id?: unknown };
      try {
        event = JSON.parse(rawBody) as typeof event;
      } catch {
        return null;
      }
      if (event.event_type !== 'CHECKOUT_STATUS_CHANGED' || typeof event.id !== 'string' || event.id.length > 100)
        return null;
      // Unsigned: ask SumUp. A checkout it does not know (or an outage: SumUp retries) is refused.
      let checkout: CheckoutRead | null;
      try {
        checkout = await getCheckout(event.id);
      } catch {
        return null;
      }
      if (!checkout || checkout.merchantCode !== merchantCode) return null;
      // One event per state of the checkout: a later PAID is not a duplicate of PENDING.
      return { eventId: `${checkout.id}:${checkout.status}`, reference: checkout.id };
    },

    async testConnection(): Promise<ConnectionTest> {
      try {
        // The merchant account the key must reach: a wrong key is 401, a key of another
        // account 403/404 on this merchant code.
        await call(() => client.merchants.get(encodeURIComponent(merchantCode)));
        return { ok: true };
      } catch (error) {
        if (error instanceof APIError && [401, 403, 404].includes(error.status))
          return { ok: false, reason: 'credentials_rejected' };
        return { ok: false, reason: 'unavailable' };
      }
    },
  };
}
