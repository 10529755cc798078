// A PayPal simulator answering like PayPal's documented REST API (
// https://developer.paypal.com/api/rest/): OAuth 2.0 client-credentials tokens (and their
// terminate call), Orders v2 (create, show, capture), Payments v2 refunds and Notifications'
// verify-webhook-signature.
// The buyer's approval (done on paypal.com by the real wallet) is the simulator's own
// `approve(orderId, outcome)`; a declined instrument fails the capture as PayPal does (422
// INSTRUMENT_DECLINED). Webhook events PAYMENT.CAPTURE.COMPLETED are sent after a capture,
// with PayPal's transmission headers; their signature is "verified" by this simulator's
// verify-webhook-signature, which checks that it sent them.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { allowCors, sleep } from './simulator-server';

export interface PaypalOrder {
  id: string;
  intent: 'CAPTURE';
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  purchase_units: Array<{
    reference_id: string;
    custom_id?: string;
    description?: string;
    amount: { currency_code: string; value: string };
    payments?: {
      captures: Array<{
        id: string;
        status: 'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
        amount: { currency_code: string; value: string };
      }>;
    };
  }>;
  create_time: string;
  links: Array<{ href: string; rel: string; method: string }>;
}

export interface PaypalSimulatorState {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  orders: Map<string, PaypalOrder>;
  /** Buyer approvals: 'ok' approves, 'declined' approves with an instrument the capture declines. */
  approvals: Map<string, 'ok' | 'declined'>;
  refunds: Map<
    string,
    { id: string; status: 'COMPLETED'; amount: { currency_code: string; value: string }; capture_id: string }
  >;
  /** Access tokens issued and not terminated. */
  accessTokens: Set<string>;
  /** Transmission ids this simulator sent: the only ones its verify-webhook-signature accepts. */
  sentTransmissions: Map<string, string>;
  calls: string[];
  delayMs: number;
  webhook?: {
    url: (order: PaypalOrder) => string | null;
    deliver?: (url: string, body: string, headers: Record<string, string>) => Promise<number>;
  };
  deliveries: Array<{ url: string; body: string; headers: Record<string, string>; status: number | null }>;
}

export function createPaypalSimulatorState(account: {
  clientId: string;
  clientSecret: string;
  webhookId: string;
}): PaypalSimulatorState {
  return {
    ...account,
    accessTokens: new Set(),
    orders: new Map(),
    approvals: new Map(),
    refunds: new Map(),
    sentTransmissions: new Map(),
    calls: [],
    delayMs: 0,
    deliveries: [],
  };
}

/** The buyer approves the order on "paypal.com". */
export function approvePaypalOrder(state: PaypalSimulatorState, orderId: string, outcome: 'ok' | 'declined' = 'ok') {
  const order = state.orders.get(orderId);
  if (!order || order.status !== 'CREATED') return false;
  order.status = 'APPROVED';
  state.approvals.set(orderId, outcome);
  return true;
}

const token = () => `A21AA${randomBytes(24).toString('base64url')}`;
const id = (n = 17) => randomBytes(n).toString('hex').slice(0, n).toUpperCase();

function paypalError(reply: FastifyReply, status: number, name: string, message: string, issue?: string) {
  return reply.status(status).send({
    name,
    message,
    debug_id: id(13).toLowerCase(),
    ...(issue ? { details: [{ issue, description: message }] } : {}),
  });
}

export const paypalSimulator =
  (state: PaypalSimulatorState): FastifyPluginAsync =>
  async (app) => {
    allowCors(app);
    /** PayPal-Request-Id of each refund made, to its refund's id. */
    const refundByRequestId = new Map<string, string>();
    app.addHook('onRoute', (route) => {
      // `hide` is @fastify/swagger's schema option.
      route.schema = { ...(route.schema ?? {}), hide: true } as FastifySchema;
    });
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // PayPal documents capture (and refund) with `Content-Type: application/json` and no body at
    // all (its curl examples send none), which is what the server SDK sends when no body is given:
    // an empty JSON body is no body; a malformed one is PayPal's 400 MALFORMED_REQUEST_JSON.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(
          Object.assign(new Error('The request JSON is not well formed.'), {
            statusCode: 400,
            code: 'MALFORMED_REQUEST_JSON',
          }),
          undefined,
        );
      }
    });
    const tokens = state.accessTokens;
    app.addHook('preHandler', async (request: FastifyRequest, reply) => {
      state.calls.push(`${request.method} ${request.url}`);
      if (state.delayMs > 0) await sleep(state.delayMs);
      // The token call authenticates with Basic; the buyer's approval page with the buyer's own PayPal login.
      const route = request.routeOptions.url ?? '';
      if (
        route.endsWith('/v1/oauth2/token') ||
        route.endsWith('/v1/oauth2/token/terminate') ||
        route.includes('/checkoutnow/')
      )
        return;
      const bearer = String(request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
      if (!tokens.has(bearer))
        return paypalError(
          reply,
          401,
          'AUTHENTICATION_FAILURE',
          'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
        );
    });

    app.post('/v1/oauth2/token', async (request, reply) => {
      const basic = Buffer.from(
        String(request.headers.authorization ?? '').replace(/^Basic\s+/i, ''),
        'base64',
      ).toString();
      if (basic !== `${state.clientId}:${state.clientSecret}`) {
        return reply.status(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      const access = token();
      tokens.add(access);
      return {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: access,
        token_type: 'Bearer',
        app_id: 'APP-SIMULATED',
        expires_in: 32400,
        nonce: randomUUID(),
      };
    });

    // PayPal's documented token revocation (Identity API, POST /v1/oauth2/token/terminate):
    // the app's own Basic credentials and the token to end; PayPal answers 200 with no body.
    app.post('/v1/oauth2/token/terminate', async (request, reply) => {
      const basic = Buffer.from(
        String(request.headers.authorization ?? '').replace(/^Basic\s+/i, ''),
        'base64',
      ).toString();
      if (basic !== `${state.clientId}:${state.clientSecret}`) {
        return reply.status(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      const { token: ended } = (request.body ?? {}) as { token?: string };
      if (!ended) return reply.status(400).send({ error: 'invalid_request', error_description: 'token is required' });
      tokens.delete(ended);
      return reply.status(200).send();
    });

    const orderOr404 = (reply: FastifyReply, orderId: string) => {
      const order = state.orders.get(orderId);
      if (!order)
        paypalError(reply, 404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', 'INVALID_RESOURCE_ID');
      return order ?? null;
    };

    app.post('/v2/checkout/orders', async (request, reply) => {
      const body = (request.body ?? {}) as Partial<PaypalOrder>;
      const unit = body.purchase_units?.[0];
      if (
        body.intent !== 'CAPTURE' ||
        !unit?.amount ||
        !/^\d+(\.\d{2})?$/.test(unit.amount.value) ||
        !/^[A-Z]{3}$/.test(unit.amount.currency_code)
      ) {
        return paypalError(
          reply,
          422,
          'UNPROCESSABLE_ENTITY',
          'The requested action could not be performed, semantically incorrect, or failed business validation.',
          'INVALID_PARAMETER_VALUE',
        );
      }
      const orderId = id();
      const order: PaypalOrder = {
        id: orderId,
        intent: 'CAPTURE',
        status: 'CREATED',
        purchase_units: [
          {
            reference_id: unit.reference_id ?? 'default',
            custom_id: unit.custom_id,
            description: unit.description,
            amount: unit.amount,
          },
        ],
        create_time: new Date().toISOString(),
        links: [{ href: `https://www.sandbox.paypal.com/checkoutnow?token=${orderId}`, rel: 'approve', method: 'GET' }],
      };
      state.orders.set(orderId, order);
      return reply.status(201).send(order);
    });

    // What the buyer does on paypal.com (the approval popup of the real Buttons): approve, with
    // an instrument the capture accepts or declines. Answers 404 for an unknown or settled order.
    app.post<{ Params: { id: string }; Body: { outcome?: string } }>(
      '/checkoutnow/:id/approve',
      async (request, reply) => {
        const outcome = (request.body ?? {}).outcome === 'declined' ? 'declined' : 'ok';
        if (!approvePaypalOrder(state, request.params.id, outcome))
          return paypalError(
            reply,
            404,
            'RESOURCE_NOT_FOUND',
            'The specified resource does not exist.',
            'INVALID_RESOURCE_ID',
          );
        const order = state.orders.get(request.params.id)!;
        return { id: order.id, status: order.status, payer: { payer_id: 'SIMULATEDPAYER' } };
      },
    );

    app.get<{ Params: { id: string } }>(
      '/v2/checkout/orders/:id',
      async (request, reply) => orderOr404(reply, request.params.id) ?? reply,
    );

    app.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/capture', async (request, reply) => {
      const order = orderOr404(reply, request.params.id);
      if (!order) return reply;
      if (order.status === 'COMPLETED')
        return paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', 'Order already captured.', 'ORDER_ALREADY_CAPTURED');
      if (order.status !== 'APPROVED')
        return paypalError(
          reply,
          422,
          'UNPROCESSABLE_ENTITY',
          'Payer has not yet approved the Order for payment.',
          'ORDER_NOT_APPROVED',
        );
      if (state.approvals.get(order.id) === 'declined') {
        return paypalError(
          reply,
          422,
          'UNPROCESSABLE_ENTITY',
          'The instrument presented was either declined by the processor or bank, or it cannot be used for this payment.',
          'INSTRUMENT_DECLINED',
        );
      }
      const unit = order.purchase_units[0];
      unit.payments = { captures: [{ id: id(), status: 'COMPLETED', amount: { ...unit.amount } }] };
      order.status = 'COMPLETED';
      await sendCaptureCompleted(order);
      return reply.status(201).send(order);
    });

    app.post<{ Params: { id: string } }>('/v2/payments/captures/:id/refund', async (request, reply) => {
      const order = [...state.orders.values()].find((o) =>
        o.purchase_units[0].payments?.captures.some((c) => c.id === request.params.id),
      );
      const capture = order?.purchase_units[0].payments?.captures.find((c) => c.id === request.params.id);
      if (!capture)
        return paypalError(
          reply,
          404,
          'RESOURCE_NOT_FOUND',
          'The specified resource does not exist.',
          'INVALID_RESOURCE_ID',
        );
      if (capture.status === 'REFUNDED')
        return paypalError(
          reply,
          422,
          'UNPROCESSABLE_ENTITY',
          'Capture has already been fully refunded.',
          'CAPTURE_FULLY_REFUNDED',
        );
      // PayPal-Request-Id: the same id again answers the refund already made.
      const requestId = String(request.headers['paypal-request-id'] ?? '');
      const seen = requestId ? state.refunds.get(refundByRequestId.get(requestId) ?? '') : undefined;
      if (seen) return reply.status(201).send(seen);
      // Several partial refunds of one capture, never more than it captured (PARTIALLY_REFUNDED until then).
      const cents = (value: string) => Math.round(Number(value) * 100);
      const refunded = [...state.refunds.values()]
        .filter((r) => r.capture_id === capture.id)
        .reduce((sum, r) => sum + cents(r.amount.value), 0);
      const left = cents(capture.amount.value) - refunded;
      const asked = ((request.body ?? {}) as { amount?: { currency_code: string; value: string } }).amount;
      const amount = asked ?? { currency_code: capture.amount.currency_code, value: (left / 100).toFixed(2) };
      if (!(cents(amount.value) > 0) || cents(amount.value) > left) {
        return paypalError(
          reply,
          422,
          'UNPROCESSABLE_ENTITY',
          'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
          'REFUND_AMOUNT_EXCEEDED',
        );
      }
      capture.status = cents(amount.value) === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      const refund = { id: id(), status: 'COMPLETED' as const, amount, capture_id: capture.id };
      state.refunds.set(refund.id, refund);
      if (requestId) refundByRequestId.set(requestId, refund.id);
      return reply.status(201).send(refund);
    });

    app.post('/v1/notifications/verify-webhook-signature', async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const expected = state.sentTransmissions.get(String(body.transmission_id ?? ''));
      const event = body.webhook_event as { id?: string } | undefined;
      const ok =
        body.webhook_id === state.webhookId &&
        expected !== undefined &&
        expected === body.transmission_sig &&
        !!event?.id;
      return { verification_status: ok ? 'SUCCESS' : 'FAILURE' };
    });

    async function sendCaptureCompleted(order: PaypalOrder) {
      const url = state.webhook?.url(order);
      if (!state.webhook || !url) return;
      const capture = order.purchase_units[0].payments!.captures[0];
      const event = {
        id: `WH-${id(20)}`,
        event_version: '1.0',
        create_time: new Date().toISOString(),
        resource_type: 'capture',
        event_type: 'PAYMENT.CAPTURE.COMPLETED',
        resource: {
          ...capture,
          custom_id: order.purchase_units[0].custom_id,
          supplementary_data: { related_ids: { order_id: order.id } },
        },
      };
      const transmissionId = randomUUID();
      const signature = randomBytes(32).toString('base64');
      state.sentTransmissions.set(transmissionId, signature);
      const body = JSON.stringify(event);
      const headers = {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-SIMULATED',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': signature,
        'paypal-transmission-time': new Date().toISOString(),
      };
      const delivery = { url, body, headers, status: null as number | null };
      state.deliveries.push(delivery);
      try {
        delivery.status = state.webhook.deliver
          ? await state.webhook.deliver(url, body, headers)
          : (await fetch(url, { method: 'POST', headers, body })).status;
      } catch {
        delivery.status = 0;
      }
    }
  };
