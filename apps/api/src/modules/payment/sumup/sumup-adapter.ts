// SumUp (card-reader provider, venue code U, PaymentMethod 4) over SumUp's documented REST API
// at SUMUP_API_BASE_URL (issue #9; no official Node SDK is installable here): an API key
// (Bearer), a checkout created by the server for the order's stored total (EUR, major units,
// checkout_reference tavola-<orderId>-<random>, return_url = this company's notification URL),
// verified by retrieving it (PAID, amount, currency, reference), refunds of its successful
// transaction. SumUp's notification carries only the checkout id and no signature, so it is
// never believed: the adapter asks SumUp about the checkout it names.
import { randomBytes } from 'node:crypto';
import { PaymentMethod } from '@tavola/domain/enums';
import type { PaymentCredentials } from '../online/payment-credentials';
import { ProviderUnavailableError, type ConnectionTest, type OnlinePaymentAdapter, type ProviderPayment } from '../online/online-payment-adapter';
import type { SumupCheckout } from './sumup-simulator';

export interface SumupAdapterOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Where SumUp calls back about a checkout of this company (its webhook route). */
  notificationUrl(companyUrlName: string): string;
}

class SumupError extends Error {
  constructor(readonly status: number, readonly body: { error_code?: string; message?: string }) {
    super(`SumUp ${status} ${body.error_code ?? ''}`);
  }
}

const REFERENCE = /^tavola-(\d+)-[0-9a-f]+$/;

export function createSumupAdapter(credentials: PaymentCredentials, options: SumupAdapterOptions): OnlinePaymentAdapter {
  const merchantCode = String(credentials.publicConfig.merchantCode ?? '');
  const apiKey = credentials.secrets.apiKey;
  if (!merchantCode || !apiKey) throw new Error('SumUp: merchantCode and apiKey required');
  const base = options.baseUrl.replace(/\/$/, '');

  async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${apiKey}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailableError('sumup', error);
    }
    if (res.status >= 500) throw new ProviderUnavailableError('sumup', new Error(`HTTP ${res.status}`));
    const text = await res.text();
    const parsed = text ? (JSON.parse(text) as unknown) : {};
    if (!res.ok) throw new SumupError(res.status, parsed as never);
    return parsed as T;
  }

  async function getCheckout(reference: string): Promise<SumupCheckout | null> {
    try {
      return await api<SumupCheckout>('GET', `/v0.1/checkouts/${encodeURIComponent(reference)}`);
    } catch (error) {
      if (error instanceof SumupError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }
  }

  return {
    provider: 'sumup',
    paymentType: PaymentMethod.Sumup,
    mode: credentials.mode,

    async createPayment(input) {
      const checkout = await api<SumupCheckout>('POST', '/v0.1/checkouts', {
        // One checkout per attempt: SumUp refuses a reference used before (409).
        checkout_reference: `tavola-${input.orderId}-${randomBytes(6).toString('hex')}`,
        amount: input.amountCents / 100,
        currency: input.currency,
        merchant_code: merchantCode,
        description: input.description,
        return_url: options.notificationUrl(input.companyUrlName),
      });
      return { reference: checkout.id, browserValue: checkout.id };
    },

    async retrievePayment(reference): Promise<ProviderPayment> {
      const checkout = await getCheckout(reference);
      if (!checkout || checkout.merchant_code !== merchantCode) return { reference, status: 'unknown', amountCents: 0, currency: 'EUR', orderId: null };
      const refunded = checkout.transactions.some((t) => t.status === 'REFUNDED');
      const status = refunded ? 'refunded' : checkout.status === 'PAID' ? 'succeeded' : checkout.status === 'PENDING' ? 'pending' : 'failed';
      const tagged = REFERENCE.exec(checkout.checkout_reference);
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
      await api('POST', `/v0.1/me/refund/${encodeURIComponent(transaction.id)}`, { amount: payment.amountCents / 100 });
      return { refundId: transaction.id };
    },

    async verifyNotification({ rawBody }) {
      let event: { event_type?: unknown; id?: unknown };
      try {
        event = JSON.parse(rawBody) as typeof event;
      } catch {
        return null;
      }
      if (event.event_type !== 'CHECKOUT_STATUS_CHANGED' || typeof event.id !== 'string' || event.id.length > 100) return null;
      // Unsigned: ask SumUp. A checkout it does not know (or an outage: SumUp retries) is refused.
      let checkout: SumupCheckout | null;
      try {
        checkout = await getCheckout(event.id);
      } catch {
        return null;
      }
      if (!checkout || checkout.merchant_code !== merchantCode) return null;
      // One event per state of the checkout: a later PAID is not a duplicate of PENDING.
      return { eventId: `${checkout.id}:${checkout.status}`, reference: checkout.id };
    },

    async testConnection(): Promise<ConnectionTest> {
      try {
        await api('GET', '/v0.1/me');
        return { ok: true };
      } catch (error) {
        if (error instanceof SumupError && (error.status === 401 || error.status === 403)) return { ok: false, reason: 'credentials_rejected' };
        return { ok: false, reason: 'unavailable' };
      }
    },
  };
}
