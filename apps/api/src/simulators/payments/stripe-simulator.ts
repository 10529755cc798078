// A Stripe simulator answering like Stripe's documented REST API: form-encoded
// requests, JSON objects and error bodies as https://docs.stripe.com/api describes them, for
// the calls Tavola makes: create and retrieve a PaymentIntent, confirm it with a card (what
// Stripe.js does in the browser), refunds, and signed `payment_intent.*` webhook events
// (Stripe-Signature: t=<unix>,v1=HMAC-SHA256(secret, "<t>.<payload>")). It is the tests' fake
// and the demo's simulated Stripe. Card numbers follow Stripe's test cards: 4242 4242 4242 4242
// succeeds, 4000 0000 0000 0002 is declined (also pm_card_visa / pm_card_chargeDeclined).
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { allowCors, hmacHex, parseBracketForm, sleep } from './simulator-server';

export interface StripeSimulatorAccount {
  secretKey: string;
  publishableKey: string;
  /** Where events go, and the endpoint's signing secret (whsec_...). */
  webhook?: {
    url: (intent: PaymentIntent) => string | null;
    secret: string;
    /** How an event is delivered (default: an HTTP POST); tests may hand it to app.inject. */
    deliver?: (url: string, body: string, headers: Record<string, string>) => Promise<number>;
  };
}

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_confirmation' | 'processing' | 'succeeded' | 'canceled';
  client_secret: string;
  description: string | null;
  receipt_email: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
  latest_charge: string | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  payment_method_types: string[];
}

export interface StripeSimulatorState {
  account: StripeSimulatorAccount;
  intents: Map<string, PaymentIntent>;
  refunds: Map<
    string,
    {
      id: string;
      object: 'refund';
      amount: number;
      currency: string;
      payment_intent: string;
      status: 'succeeded';
      created: number;
    }
  >;
  /** Every call received, for tests ("the provider was asked"). */
  calls: string[];
  /** Delay before each answer: a value above the client's timeout simulates an outage. */
  delayMs: number;
  /** Events sent (or attempted) to the webhook, with the body and signature header. */
  deliveries: Array<{ url: string; body: string; signature: string; status: number | null }>;
}

export function createStripeSimulatorState(account: StripeSimulatorAccount): StripeSimulatorState {
  return { account, intents: new Map(), refunds: new Map(), calls: [], delayMs: 0, deliveries: [] };
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

function stripeError(reply: FastifyReply, status: number, error: Record<string, unknown>) {
  return reply.status(status).send({ error: { type: 'invalid_request_error', ...error } });
}

/** Stripe's signature scheme for webhook events. */
export function stripeSignatureHeader(payload: string, secret: string, timestamp = now()): string {
  return `t=${timestamp},v1=${hmacHex('sha256', secret, `${timestamp}.${payload}`)}`;
}

export const stripeSimulator =
  (state: StripeSimulatorState, options: { prefix?: string } = {}): FastifyPluginAsync =>
  async (app) => {
    allowCors(app);
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, parseBracketForm(String(body))),
    );
    const prefix = options.prefix ?? '';
    const refundsByKey = new Map<string, StripeSimulatorState['refunds'] extends Map<string, infer R> ? R : never>();
    // Not part of this API: kept out of /openapi.json when mounted in the app (demo mode).
    app.addHook('onRoute', (route) => {
      // `hide` is @fastify/swagger's schema option.
      route.schema = { ...(route.schema ?? {}), hide: true } as FastifySchema;
    });

    /** Bearer sk_... (server) or, for confirm only, the publishable key with the client secret. */
    const auth = (request: FastifyRequest): 'secret' | 'publishable' | null => {
      const header = String(request.headers.authorization ?? '');
      const key =
        header.replace(/^Bearer\s+/i, '') || String((request.body as Record<string, unknown> | undefined)?.key ?? '');
      if (key === state.account.secretKey) return 'secret';
      if (key === state.account.publishableKey) return 'publishable';
      return null;
    };
    app.addHook('preHandler', async (request, reply) => {
      state.calls.push(`${request.method} ${request.url.replace(prefix, '')}`);
      if (state.delayMs > 0) await sleep(state.delayMs);
      if (!auth(request)) {
        return stripeError(reply, 401, { message: 'Invalid API Key provided: check your key.' });
      }
    });

    const intentOr404 = (reply: FastifyReply, intentId: string) => {
      const intent = state.intents.get(intentId);
      if (!intent) {
        stripeError(reply, 404, {
          code: 'resource_missing',
          param: 'intent',
          message: `No such payment_intent: '${intentId}'`,
        });
        return null;
      }
      return intent;
    };

    const sendEvent = async (type: string, intent: PaymentIntent) => {
      const hook = state.account.webhook;
      const url = hook?.url(intent);
      if (!hook || !url) return;
      const event = {
        id: id('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: now(),
        livemode: false,
        type,
        data: { object: intent },
      };
      const body = JSON.stringify(event);
      const signature = stripeSignatureHeader(body, hook.secret);
      const delivery = { url, body, signature, status: null as number | null };
      state.deliveries.push(delivery);
      const headers = { 'content-type': 'application/json', 'stripe-signature': signature };
      try {
        delivery.status = hook.deliver
          ? await hook.deliver(url, body, headers)
          : (await fetch(url, { method: 'POST', headers, body })).status;
      } catch {
        delivery.status = 0;
      }
    };

    app.post(`${prefix}/v1/payment_intents`, async (request, reply) => {
      if (auth(request) !== 'secret')
        return stripeError(reply, 401, { message: 'This API call cannot be made with a publishable API key.' });
      const body = (request.body ?? {}) as Record<string, unknown>;
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 50) {
        return stripeError(reply, 400, {
          code: 'amount_too_small',
          param: 'amount',
          message: 'Amount must be at least €0.50 eur',
        });
      }
      if (typeof body.currency !== 'string' || !/^[a-z]{3}$/.test(body.currency)) {
        return stripeError(reply, 400, {
          code: 'parameter_invalid_empty',
          param: 'currency',
          message: 'Missing required param: currency.',
        });
      }
      const intentId = id('pi');
      const intent: PaymentIntent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: body.currency,
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        description: typeof body.description === 'string' ? body.description : null,
        receipt_email: typeof body.receipt_email === 'string' ? body.receipt_email : null,
        metadata: (body.metadata as Record<string, string>) ?? {},
        created: now(),
        livemode: false,
        latest_charge: null,
        last_payment_error: null,
        payment_method_types: ['card'],
      };
      state.intents.set(intentId, intent);
      return intent;
    });

    // The account's balance (Stripe's "test the connection" read): the secret key only.
    app.get(`${prefix}/v1/balance`, async (request, reply) => {
      if (auth(request) !== 'secret')
        return stripeError(reply, 401, { message: 'This API call cannot be made with a publishable API key.' });
      const succeeded = [...state.intents.values()]
        .filter((i) => i.status === 'succeeded')
        .reduce((sum, i) => sum + i.amount, 0);
      return {
        object: 'balance',
        livemode: false,
        available: [{ amount: 0, currency: 'eur' }],
        pending: [{ amount: succeeded, currency: 'eur' }],
      };
    });

    app.get<{ Params: { id: string } }>(`${prefix}/v1/payment_intents/:id`, async (request, reply) => {
      const intent = intentOr404(reply, request.params.id);
      if (!intent) return reply;
      if (auth(request) !== 'secret') {
        // Stripe.js may retrieve with the client secret; never the metadata then.
        const secret = (request.query as Record<string, string>).client_secret;
        if (secret !== intent.client_secret)
          return stripeError(reply, 404, {
            code: 'resource_missing',
            message: `No such payment_intent: '${intent.id}'`,
          });
      }
      return intent;
    });

    // What Stripe.js calls from the browser: the publishable key, the client secret and the card.
    app.post<{ Params: { id: string } }>(`${prefix}/v1/payment_intents/:id/confirm`, async (request, reply) => {
      const intent = intentOr404(reply, request.params.id);
      if (!intent) return reply;
      const body = (request.body ?? {}) as {
        client_secret?: string;
        payment_method?: string;
        payment_method_data?: { card?: { number?: string } };
      };
      if (auth(request) === 'publishable' && body.client_secret !== intent.client_secret) {
        return stripeError(reply, 400, {
          code: 'payment_intent_invalid_parameter',
          message: 'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
        });
      }
      if (intent.status === 'succeeded') {
        return stripeError(reply, 400, {
          code: 'payment_intent_unexpected_state',
          message: 'This PaymentIntent has already succeeded.',
          payment_intent: intent,
        });
      }
      const number = String(body.payment_method_data?.card?.number ?? '').replace(/\s/g, '');
      const method = String(body.payment_method ?? '');
      const succeeds = number === '4242424242424242' || method === 'pm_card_visa';
      const declined = number === '4000000000000002' || method === 'pm_card_chargeDeclined';
      if (!succeeds) {
        const error = declined
          ? {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'La carta è stata rifiutata.',
            }
          : { type: 'card_error', code: 'incorrect_number', message: 'Il numero della carta non è corretto.' };
        intent.status = 'requires_payment_method';
        intent.last_payment_error = error;
        void sendEvent('payment_intent.payment_failed', intent);
        return reply.status(402).send({ error: { ...error, payment_intent: intent } });
      }
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.latest_charge = id('ch');
      intent.last_payment_error = null;
      await sendEvent('payment_intent.succeeded', intent);
      return intent;
    });

    app.post(`${prefix}/v1/refunds`, async (request, reply) => {
      if (auth(request) !== 'secret')
        return stripeError(reply, 401, { message: 'This API call cannot be made with a publishable API key.' });
      const body = (request.body ?? {}) as Record<string, string>;
      const intent = intentOr404(reply, String(body.payment_intent ?? ''));
      if (!intent) return reply;
      if (intent.status !== 'succeeded') {
        return stripeError(reply, 400, {
          code: 'charge_not_refundable',
          message: `PaymentIntent ${intent.id} does not have a successful charge to refund.`,
        });
      }
      // Idempotency-Key: the same key again answers the refund already made.
      const key = String(request.headers['idempotency-key'] ?? '');
      const seen = key ? refundsByKey.get(key) : undefined;
      if (seen) return seen;
      // Several refunds of one payment, each of a part: never more than was received.
      const refunded = [...state.refunds.values()]
        .filter((r) => r.payment_intent === intent.id)
        .reduce((sum, r) => sum + r.amount, 0);
      const left = intent.amount_received - refunded;
      if (left <= 0)
        return stripeError(reply, 400, {
          code: 'charge_already_refunded',
          message: `Charge ${intent.latest_charge} has already been refunded.`,
        });
      const amount = body.amount === undefined ? left : Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0)
        return stripeError(reply, 400, {
          code: 'parameter_invalid_integer',
          param: 'amount',
          message: 'Invalid positive integer',
        });
      if (amount > left) {
        return stripeError(reply, 400, {
          code: 'amount_too_large',
          param: 'amount',
          message: `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${(left / 100).toFixed(2)})`,
        });
      }
      const refund = {
        id: id('re'),
        object: 'refund' as const,
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded' as const,
        created: now(),
      };
      state.refunds.set(refund.id, refund);
      if (key) refundsByKey.set(key, refund);
      return refund;
    });
  };
