// PayPal (wallet provider, venue code P, PaymentMethod 2) over PayPal's documented REST API at
// PAYPAL_API_BASE_URL (issue #9): an OAuth 2.0 client-credentials token, an Orders v2 order
// created by the server for the stored total (EUR, custom_id = our order id), captured by the
// server after the buyer approved it, verified by reading the order back (COMPLETED capture of
// the exact amount), refunds of the capture, and webhooks checked with
// POST /v1/notifications/verify-webhook-signature.
import { PaymentMethod } from '@tavola/domain/enums';
import { fromCents, toCents } from '@tavola/domain/money';
import type { PaymentCredentials } from '../online/payment-credentials';
import { ProviderUnavailableError, type ConnectionTest, type OnlinePaymentAdapter, type ProviderPayment } from '../online/online-payment-adapter';

interface PaypalOrderBody {
  id: string;
  status: string;
  purchase_units?: Array<{
    custom_id?: string;
    amount?: { currency_code: string; value: string };
    payments?: { captures?: Array<{ id: string; status: string; amount: { currency_code: string; value: string } }> };
  }>;
}

class PaypalError extends Error {
  constructor(readonly status: number, readonly body: { name?: string; details?: Array<{ issue?: string }> }) {
    super(`PayPal ${status} ${body.name ?? ''}`);
  }
  get issue() {
    return this.body.details?.[0]?.issue ?? null;
  }
}

export function createPaypalAdapter(credentials: PaymentCredentials, options: { baseUrl: string; timeoutMs: number }): OnlinePaymentAdapter {
  const { clientId } = credentials.publicConfig as { clientId?: string };
  const { clientSecret, webhookId } = credentials.secrets;
  if (!clientId || !clientSecret) throw new Error('PayPal: clientId and clientSecret required');
  const base = options.baseUrl.replace(/\/$/, '');

  async function http<T>(path: string, init: { method: string; headers?: Record<string, string>; body?: string }): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (error) {
      throw new ProviderUnavailableError('paypal', error);
    }
    if (res.status >= 500) throw new ProviderUnavailableError('paypal', new Error(`HTTP ${res.status}`));
    const body = (await res.json().catch(() => ({}))) as T;
    if (!res.ok) throw new PaypalError(res.status, body as never);
    return body;
  }

  async function accessToken(): Promise<string> {
    const body = await http<{ access_token: string }>('/v1/oauth2/token', {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    return body.access_token;
  }

  async function api<T>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<T> {
    const token = await accessToken();
    return http<T>(path, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...extra },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  const getOrder = (reference: string) => api<PaypalOrderBody>('GET', `/v2/checkout/orders/${encodeURIComponent(reference)}`);

  return {
    provider: 'paypal',
    paymentType: PaymentMethod.Paypal,
    mode: credentials.mode,

    async createPayment(input) {
      const order = await api<PaypalOrderBody>(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: String(input.orderId),
              custom_id: String(input.orderId),
              description: input.description.slice(0, 127),
              amount: { currency_code: input.currency, value: fromCents(input.amountCents).toFixed(2) },
            },
          ],
        },
        { 'paypal-request-id': `tavola-order-${input.orderId}-${Date.now()}` },
      );
      return { reference: order.id, browserValue: order.id };
    },

    /** The buyer approved it in the wallet: the server captures it (idempotent per order). */
    async finalize(reference: string) {
      try {
        await api('POST', `/v2/checkout/orders/${encodeURIComponent(reference)}/capture`, {}, { 'paypal-request-id': `tavola-capture-${reference}` });
      } catch (error) {
        // Not approved yet, already captured, declined: reading the order back tells which.
        if (error instanceof PaypalError) return;
        throw error;
      }
    },

    async retrievePayment(reference): Promise<ProviderPayment> {
      let order: PaypalOrderBody;
      try {
        order = await getOrder(reference);
      } catch (error) {
        if (error instanceof PaypalError && error.status === 404) return { reference, status: 'unknown', amountCents: 0, currency: 'EUR', orderId: null };
        throw error;
      }
      const unit = order.purchase_units?.[0];
      const capture = unit?.payments?.captures?.[0];
      const orderId = Number(unit?.custom_id);
      const amount = capture?.amount ?? unit?.amount;
      const status =
        order.status === 'COMPLETED' && capture?.status === 'COMPLETED'
          ? 'succeeded'
          : capture?.status === 'REFUNDED'
            ? 'refunded'
            : order.status === 'VOIDED' || capture?.status === 'DECLINED'
              ? 'failed'
              : 'pending';
      return {
        reference: order.id,
        status,
        amountCents: amount ? toCents(Number(amount.value)) : 0,
        currency: amount?.currency_code ?? '',
        orderId: Number.isInteger(orderId) && orderId > 0 ? orderId : null,
      };
    },

    async refund(payment) {
      const order = await getOrder(payment.reference);
      const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
      if (!capture) throw new Error('PayPal: nothing captured to refund');
      const refund = await api<{ id: string }>('POST', `/v2/payments/captures/${capture.id}/refund`, {
        amount: { currency_code: 'EUR', value: fromCents(payment.amountCents).toFixed(2) },
      });
      return { refundId: refund.id };
    },

    async verifyNotification({ rawBody, headers }) {
      if (!webhookId) return null;
      let event: { id?: string; event_type?: string; resource?: { id?: string; supplementary_data?: { related_ids?: { order_id?: string } } } };
      try {
        event = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const header = (name: string) => (typeof headers[name] === 'string' ? (headers[name] as string) : '');
      const verification = await api<{ verification_status: string }>('POST', '/v1/notifications/verify-webhook-signature', {
        auth_algo: header('paypal-auth-algo'),
        cert_url: header('paypal-cert-url'),
        transmission_id: header('paypal-transmission-id'),
        transmission_sig: header('paypal-transmission-sig'),
        transmission_time: header('paypal-transmission-time'),
        webhook_id: webhookId,
        webhook_event: event,
      });
      if (verification.verification_status !== 'SUCCESS' || !event.id) return null;
      // PayPal signs when it sends: an old transmission replayed is refused by its time.
      const sentAt = Date.parse(header('paypal-transmission-time'));
      if (!Number.isFinite(sentAt) || Math.abs(Date.now() - sentAt) > 5 * 60_000) return null;
      const reference =
        event.event_type?.startsWith('CHECKOUT.ORDER.') ? event.resource?.id : event.resource?.supplementary_data?.related_ids?.order_id;
      return reference ? { eventId: event.id, reference } : null;
    },

    /** Asks for an OAuth token with the client id and secret: PayPal answers 401 invalid_client when it refuses them. */
    async testConnection(): Promise<ConnectionTest> {
      try {
        await accessToken();
        return { ok: true };
      } catch (error) {
        if (error instanceof PaypalError && (error.status === 401 || error.status === 403)) return { ok: false, reason: 'credentials_rejected' };
        if (error instanceof ProviderUnavailableError) return { ok: false, reason: 'unavailable' };
        throw error;
      }
    },
  };
}
