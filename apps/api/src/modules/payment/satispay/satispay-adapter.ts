// Satispay (mobile payment provider, venue code S, PaymentMethod 3) over Satispay's documented
// GBusiness API: every call signed with the company's RSA key and key id (see
// satispay-signature.ts), a MATCH_CODE payment created by the server for the stored total in
// cents with the order in external_code and metadata and a callback_url naming this company,
// read back with GET /g_business/v1/payments/{id} (ACCEPTED, the exact amount, EUR), refunds
// as REFUND payments on the parent. Satispay's callback carries only the payment id: a
// notification is believed only after asking Satispay about that id.
import type { PaymentCredentials } from '../online/payment-credentials';
import {
  ProviderUnavailableError,
  type ConnectionTest,
  type PaymentAdapter,
  type ProviderPayment,
} from '../payment-adapter';
import { signRequest } from './satispay-signature';

export interface SatispayPaymentBody {
  id: string;
  type?: string;
  amount_unit: number;
  currency: string;
  status: 'PENDING' | 'ACCEPTED' | 'CANCELED' | 'AUTHORIZED';
  expired?: boolean;
  external_code?: string;
  metadata?: Record<string, string>;
}

class SatispayError extends Error {
  constructor(
    readonly status: number,
    readonly body: { code?: string | number; message?: string; wlt?: string },
  ) {
    super(`Satispay ${status} ${body.code ?? ''} ${body.message ?? ''}`.trim());
  }
}

const PAYMENTS = '/g_business/v1/payments';

export interface SatispayAdapterOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Where Satispay calls back (this app's public origin); null: no callback (completion and the sweeper still settle). */
  callbackOrigin: string | null;
}

export function createSatispayAdapter(
  credentials: PaymentCredentials,
  options: SatispayAdapterOptions,
): PaymentAdapter {
  const { keyId, privateKey } = credentials.secrets;
  if (!keyId || !privateKey) throw new Error('Satispay: keyId and privateKey required');
  const base = new URL(options.baseUrl.replace(/\/$/, ''));
  const basePath = base.pathname === '/' ? '' : base.pathname;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<T> {
    const text = body === undefined ? '' : JSON.stringify(body);
    const target = `${basePath}${path}`;
    const signed = signRequest({ keyId, privateKey, method, host: base.host, path: target, body: text });
    let res: Response;
    try {
      res = await fetch(`${base.origin}${target}`, {
        method,
        headers: {
          accept: 'application/json',
          date: signed.date,
          digest: signed.digest,
          authorization: signed.authorization,
          'x-satispay-appn': 'Tavola',
          'x-satispay-devicetype': 'ECOMMERCE_PLUGIN',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...extra,
        },
        body: body === undefined ? undefined : text,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailableError('satispay', error);
    }
    if (res.status >= 500) throw new ProviderUnavailableError('satispay', new Error(`HTTP ${res.status}`));
    const json = (await res.json().catch(() => ({}))) as T;
    if (!res.ok) throw new SatispayError(res.status, json as never);
    return json;
  }

  const getPayment = (id: string) => call<SatispayPaymentBody>('GET', `${PAYMENTS}/${encodeURIComponent(id)}`);

  async function readPayment(reference: string): Promise<SatispayPaymentBody | null> {
    try {
      return await getPayment(reference);
    } catch (error) {
      // 404 code 41 for an unknown id; 400 for an id that is not even a payment id.
      if (error instanceof SatispayError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }
  }

  return {
    provider: 'satispay',

    async createPayment(input) {
      const callback = options.callbackOrigin
        ? `${options.callbackOrigin.replace(/\/$/, '')}/api/satispay/callback/${encodeURIComponent(input.companyUrlName)}?payment_id={uuid}`
        : undefined;
      const payment = await call<SatispayPaymentBody>(
        'POST',
        PAYMENTS,
        {
          flow: 'MATCH_CODE',
          amount_unit: input.amountCents,
          currency: input.currency,
          // Shown to the consumer in the Satispay app and in the shop's reports (50 characters at most).
          external_code: input.description.slice(0, 50),
          ...(callback ? { callback_url: callback } : {}),
          metadata: { orderId: String(input.orderId), company: input.companyUrlName },
        },
        { 'idempotency-key': `tavola-order-${input.orderId}-${Date.now()}` },
      );
      return { reference: payment.id, browserValue: payment.id };
    },

    async retrievePayment(reference): Promise<ProviderPayment> {
      const payment = await readPayment(reference);
      if (!payment) return { reference, status: 'unknown', amountCents: 0, currency: 'EUR', orderId: null };
      const orderId = Number(payment.metadata?.orderId);
      return {
        reference: payment.id,
        status:
          payment.type === 'REFUND_TO_BUSINESS'
            ? 'failed'
            : payment.status === 'ACCEPTED'
              ? 'succeeded'
              : payment.status === 'CANCELED'
                ? 'failed'
                : 'pending',
        amountCents: payment.amount_unit,
        currency: payment.currency,
        orderId: Number.isInteger(orderId) && orderId > 0 ? orderId : null,
      };
    },

    async refund(payment) {
      const refund = await call<SatispayPaymentBody>(
        'POST',
        PAYMENTS,
        { flow: 'REFUND', amount_unit: payment.amountCents, currency: 'EUR', parent_payment_uid: payment.reference },
        {
          'idempotency-key': payment.idempotencyKey
            ? `tavola-refund-${payment.idempotencyKey}`
            : `tavola-refund-${payment.reference}`,
        },
      );
      return { refundId: refund.id };
    },

    /**
     * Satispay's callback (GET <callback_url>?payment_id=<id>) is not signed and carries only
     * the id: ask Satispay about it. Unknown to Satispay: refused. One event per payment status,
     * so a repeated callback is handled once and a later status change is still seen.
     */
    async verifyNotification({ rawBody }) {
      const id = new URLSearchParams(rawBody).get('payment_id')?.trim();
      if (!id || !/^[A-Za-z0-9-]{1,100}$/.test(id)) return null;
      const payment = await readPayment(id);
      if (!payment) return null;
      return { eventId: `${payment.id}:${payment.status}`, reference: payment.id };
    },

    /** A signed read of the payments list: Satispay answers 401 when it does not know the key id or the signature fails. */
    async testConnection(): Promise<ConnectionTest> {
      try {
        await call('GET', `${PAYMENTS}?limit=1`);
        return { ok: true };
      } catch (error) {
        if (error instanceof SatispayError && (error.status === 401 || error.status === 403))
          return { ok: false, reason: 'credentials_rejected' };
        if (error instanceof ProviderUnavailableError) return { ok: false, reason: 'unavailable' };
        throw error;
      }
    },
  };
}
