// PayPal (wallet provider, venue code P, PaymentMethod 2) through PayPal's official server SDK
// `@paypal/paypal-server-sdk`: its OAuth 2.0 client-credentials flow, OrdersController
// (an Orders v2 order created by the server for the stored total, EUR, custom_id = our order id;
// captured by the server after the buyer approved it; read back to verify a COMPLETED capture of
// the exact amount) and PaymentsController (refund of the capture). Webhooks are checked with
// POST /v1/notifications/verify-webhook-signature, which the SDK does not cover (see below).
import { createHash } from 'node:crypto';
import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  PaymentsController,
  type OAuthToken,
  type Order,
} from '@paypal/paypal-server-sdk';
import axios, { type AxiosAdapter } from 'axios';
import { fromCents, toCents } from '@tavola/domain/money';
import type { PaymentCredentials } from '../online/payment-credentials';
import {
  ProviderUnavailableError,
  type ConnectionTest,
  type PaymentAdapter,
  type ProviderPayment,
} from '../payment-adapter';

/** The hosts of the SDK's two environments (its `getBaseUri`). */
const ENVIRONMENT_ORIGINS: Record<Environment, string> = {
  [Environment.Production]: 'https://api-m.paypal.com',
  [Environment.Sandbox]: 'https://api-m.sandbox.paypal.com',
};

/**
 * The SDK (2.5.0) knows only PayPal's two hosts: `environment` picks one and it has no custom
 * base URL option. PAYPAL_API_BASE_URL is one of them in production and sandbox; anything else
 * (the tests' and the demo's PayPal simulator) is reached through the SDK's configuration option
 * `unstable_httpClientOptions`, which it passes to axios.create: an axios adapter that sends the
 * SDK's own request, unchanged but for the origin, with axios's standard HTTP adapter.
 */
function sdkTarget(baseUrl: string): { environment: Environment; transport?: AxiosAdapter } {
  const base = baseUrl.replace(/\/$/, '');
  const known = (Object.keys(ENVIRONMENT_ORIGINS) as Environment[]).find((env) => ENVIRONMENT_ORIGINS[env] === base);
  if (known) return { environment: known };
  const origin = ENVIRONMENT_ORIGINS[Environment.Sandbox];
  const http = axios.getAdapter('http');
  return {
    environment: Environment.Sandbox,
    transport: (config) =>
      http({ ...config, url: config.url?.startsWith(origin) ? base + config.url.slice(origin.length) : config.url }),
  };
}

/**
 * What PayPal answered, as the adapter needs it: a 4xx is PayPal refusing (kept as the SDK's
 * ApiError); a 5xx, a timeout, an abort or no connection is PayPal unavailable, so the order
 * stays unpaid and may be retried.
 */
function unavailableUnlessRefused(error: unknown): never {
  if (error instanceof ApiError && error.statusCode < 500) throw error;
  throw new ProviderUnavailableError('paypal', error);
}

/**
 * Access tokens per account (API base URL, client id, secret), shared by the adapters of the same
 * company: PayPal's tokens last hours and PayPal asks integrations to reuse them rather than
 * request one per call.
 */
const tokens = new Map<string, OAuthToken>();

/** A refusal of the token request itself (wrong keys) is not about a cached token. */
const isTokenRequest = (error: ApiError) => error.request.url.includes('/v1/oauth2/token');

const refusedWith = (error: unknown, ...statuses: number[]) =>
  error instanceof ApiError && statuses.includes(error.statusCode);

export function createPaypalAdapter(
  credentials: PaymentCredentials,
  options: { baseUrl: string; timeoutMs: number },
): PaymentAdapter {
  const { clientId } = credentials.publicConfig as { clientId?: string };
  const { clientSecret, webhookId } = credentials.secrets;
  if (!clientId || !clientSecret) throw new Error('PayPal: clientId and clientSecret required');
  const base = options.baseUrl.replace(/\/$/, '');
  const { environment, transport } = sdkTarget(base);

  const tokenKey = `${base}\n${clientId}\n${createHash('sha256').update(clientSecret).digest('hex')}`;

  /** An SDK client starting from the cached token of this account (the SDK refreshes it when it expires). */
  function sdk() {
    const client = new Client({
      environment,
      clientCredentialsAuthCredentials: {
        oAuthClientId: clientId!,
        oAuthClientSecret: clientSecret!,
        oAuthToken: tokens.get(tokenKey),
        oAuthOnTokenUpdate: (token) => tokens.set(tokenKey, token),
      },
      // PAYMENT_PROVIDER_TIMEOUT_MS for every call the SDK makes, the token request included; no
      // retries (the order service decides what a failed call means).
      timeout: options.timeoutMs,
      httpClientOptions: { timeout: options.timeoutMs, retryConfig: { maxNumberOfRetries: 0 } },
      ...(transport ? { unstable_httpClientOptions: { adapter: transport } } : {}),
    });
    return { client, orders: new OrdersController(client), payments: new PaymentsController(client) };
  }
  let current = sdk();
  /** Each call also ends when the whole of it (token included) took longer than the timeout. */
  const within = () => ({ abortSignal: AbortSignal.timeout(options.timeoutMs) });

  async function call<T>(request: (s: ReturnType<typeof sdk>) => Promise<{ result: T }>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const cached = tokens.get(tokenKey);
      try {
        return (await request(current)).result;
      } catch (error) {
        // A cached token PayPal no longer accepts (revoked, or the account's keys changed): forget
        // it and ask once more with a fresh one.
        if (
          attempt === 1 &&
          cached &&
          error instanceof ApiError &&
          error.statusCode === 401 &&
          !isTokenRequest(error)
        ) {
          if (tokens.get(tokenKey) === cached) tokens.delete(tokenKey);
          current = sdk();
          continue;
        }
        return unavailableUnlessRefused(error);
      }
    }
  }

  /** A valid token of this account: the cached one, or a new one from the SDK's OAuth flow. */
  async function accessToken(): Promise<string> {
    const cached = tokens.get(tokenKey);
    if (cached && !current.client.clientCredentialsAuthManager.isExpired(cached)) return cached.accessToken;
    return freshToken();
  }
  /** Always asks PayPal (client credentials): what "test the connection" needs. */
  const freshToken = () =>
    call(async (s) => {
      const token = await s.client.clientCredentialsAuthManager.fetchToken();
      tokens.set(tokenKey, token);
      return { result: token.accessToken };
    });

  const getOrder = (reference: string) => call((s) => s.orders.getOrder({ id: reference }, within()));

  return {
    provider: 'paypal',

    async createPayment(input) {
      const order = await call((s) =>
        s.orders.createOrder(
          {
            paypalRequestId: `tavola-order-${input.orderId}-${Date.now()}`,
            body: {
              intent: CheckoutPaymentIntent.Capture,
              purchaseUnits: [
                {
                  referenceId: String(input.orderId),
                  customId: String(input.orderId),
                  description: input.description.slice(0, 127),
                  amount: { currencyCode: input.currency, value: fromCents(input.amountCents).toFixed(2) },
                },
              ],
            },
          },
          within(),
        ),
      );
      if (!order.id) throw new ProviderUnavailableError('paypal', new Error('order without id'));
      return { reference: order.id, browserValue: order.id };
    },

    /** The buyer approved it in the wallet: the server captures it (idempotent per order). */
    async finalize(reference: string) {
      try {
        await call((s) =>
          s.orders.captureOrder({ id: reference, paypalRequestId: `tavola-capture-${reference}` }, within()),
        );
      } catch (error) {
        // Not approved yet, already captured, declined: reading the order back tells which.
        if (error instanceof ApiError) return;
        throw error;
      }
    },

    async retrievePayment(reference): Promise<ProviderPayment> {
      let order: Order;
      try {
        order = await getOrder(reference);
      } catch (error) {
        if (refusedWith(error, 404))
          return { reference, status: 'unknown', amountCents: 0, currency: 'EUR', orderId: null };
        throw error;
      }
      const unit = order.purchaseUnits?.[0];
      const capture = unit?.payments?.captures?.[0];
      const orderId = Number(unit?.customId);
      const amount = capture?.amount ?? unit?.amount;
      const status =
        // A capture given back in part still stands: the payment succeeded.
        order.status === 'COMPLETED' && (capture?.status === 'COMPLETED' || capture?.status === 'PARTIALLY_REFUNDED')
          ? 'succeeded'
          : capture?.status === 'REFUNDED'
            ? 'refunded'
            : order.status === 'VOIDED' || capture?.status === 'DECLINED'
              ? 'failed'
              : 'pending';
      return {
        reference: order.id ?? reference,
        status,
        amountCents: amount ? toCents(Number(amount.value)) : 0,
        currency: amount?.currencyCode ?? '',
        orderId: Number.isInteger(orderId) && orderId > 0 ? orderId : null,
      };
    },

    async refund(payment) {
      const order = await getOrder(payment.reference);
      const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
      if (!capture?.id) throw new Error('PayPal: nothing captured to refund');
      const captureId = capture.id;
      const refund = await call((s) =>
        s.payments.refundCapturedPayment(
          {
            captureId,
            // PayPal-Request-Id: the same id again answers the refund already made, not a second one.
            paypalRequestId: payment.idempotencyKey
              ? `tavola-refund-${payment.idempotencyKey}`
              : `tavola-refund-${captureId}-${payment.amountCents}`,
            body: { amount: { currencyCode: 'EUR', value: fromCents(payment.amountCents).toFixed(2) } },
          },
          within(),
        ),
      );
      if (!refund.id) throw new ProviderUnavailableError('paypal', new Error('refund without id'));
      return { refundId: refund.id };
    },

    /**
     * PayPal's Notifications API (verify-webhook-signature) is not part of the server SDK 2.5.0
     * (its controllers: OAuth, Orders, Payments, Subscriptions, Vault, Transaction search), so this
     * one call stays a documented plain HTTP request, with a token from the SDK's OAuth flow.
     */
    async verifyNotification({ rawBody, headers }) {
      if (!webhookId) return null;
      let event: {
        id?: string;
        event_type?: string;
        resource?: { id?: string; supplementary_data?: { related_ids?: { order_id?: string } } };
      };
      try {
        event = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const header = (name: string) => (typeof headers[name] === 'string' ? (headers[name] as string) : '');
      const verify = async (token: string) => {
        try {
          return await fetch(`${base}/v1/notifications/verify-webhook-signature`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              auth_algo: header('paypal-auth-algo'),
              cert_url: header('paypal-cert-url'),
              transmission_id: header('paypal-transmission-id'),
              transmission_sig: header('paypal-transmission-sig'),
              transmission_time: header('paypal-transmission-time'),
              webhook_id: webhookId,
              webhook_event: event,
            }),
            signal: AbortSignal.timeout(options.timeoutMs),
          });
        } catch (error) {
          throw new ProviderUnavailableError('paypal', error);
        }
      };
      let res = await verify(await accessToken());
      // The cached token no longer accepted: once more with a new one (as `call` does for the SDK's calls).
      if (res.status === 401) res = await verify(await freshToken());
      if (res.status >= 500) throw new ProviderUnavailableError('paypal', new Error(`HTTP ${res.status}`));
      const verification = (await res.json().catch(() => ({}))) as { verification_status?: string };
      if (!res.ok || verification.verification_status !== 'SUCCESS' || !event.id) return null;
      // PayPal signs when it sends: an old transmission replayed is refused by its time.
      const sentAt = Date.parse(header('paypal-transmission-time'));
      if (!Number.isFinite(sentAt) || Math.abs(Date.now() - sentAt) > 5 * 60_000) return null;
      const reference = event.event_type?.startsWith('CHECKOUT.ORDER.')
        ? event.resource?.id
        : event.resource?.supplementary_data?.related_ids?.order_id;
      return reference ? { eventId: event.id, reference } : null;
    },

    /** Asks for an OAuth token with the client id and secret: PayPal answers 401 invalid_client when it refuses them. */
    async testConnection(): Promise<ConnectionTest> {
      try {
        await freshToken();
        return { ok: true };
      } catch (error) {
        if (refusedWith(error, 401, 403)) return { ok: false, reason: 'credentials_rejected' };
        if (error instanceof ProviderUnavailableError) return { ok: false, reason: 'unavailable' };
        throw error;
      }
    },
  };
}
