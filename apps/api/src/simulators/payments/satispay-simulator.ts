// A Satispay simulator answering like Satispay's documented GBusiness API (
// https://developers.satispay.com): POST /g_business/v1/payments (MATCH_CODE payments and
// REFUND payments on a parent), GET /g_business/v1/payments/{id}, GET /g_business/v1/payments
// (the list), errors as { code, message, wlt }. Every call must be signed: the Digest must match
// the body, the Date be recent, and the RSA-SHA256 signature verify with the public key
// registered for the keyId (401 code 34 otherwise). What the consumer does in the Satispay app
// (accept or refuse) is the simulator's POST /pay/{id}/{accept|cancel}, used by the web button
// stand-in; after it the simulator calls the payment's callback_url with the id, as Satispay does.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { allowCors, sleep } from './simulator-server';
import {
  digestOf,
  parseSignatureHeader,
  signingString,
  verifySignature,
} from '../../modules/payment/satispay/satispay-signature';

export interface SatispayPayment {
  id: string;
  code_identifier?: string;
  type: 'TO_BUSINESS' | 'REFUND_TO_BUSINESS';
  amount_unit: number;
  currency: string;
  status: 'PENDING' | 'ACCEPTED' | 'CANCELED';
  expired: boolean;
  metadata: Record<string, string>;
  sender: { type: 'CONSUMER' | 'SHOP'; id?: string; name?: string };
  receiver: { id: string; type: 'SHOP' | 'CONSUMER' };
  insert_date: string;
  expire_date: string;
  external_code?: string;
  callback_url?: string;
  parent_payment_uid?: string;
  redirect_url?: string;
}

export interface SatispaySimulatorState {
  /** Public keys (PEM) by key id: the shops this Satispay knows. */
  keys: Map<string, string>;
  payments: Map<string, SatispayPayment>;
  calls: string[];
  delayMs: number;
  /** Answers every call with 503 (an outage). */
  down: boolean;
  /** When true, only refunds (the REFUND flow) answer 503: an outage in the middle of giving money back. */
  refuseRefunds: boolean;
  /** How a callback reaches the app (tests inject; the demo fetches). */
  deliverCallback?: (url: string) => Promise<number>;
  callbacks: Array<{ url: string; status: number | null }>;
}

export function createSatispaySimulatorState(keys: Record<string, string> = {}): SatispaySimulatorState {
  return {
    keys: new Map(Object.entries(keys)),
    payments: new Map(),
    calls: [],
    delayMs: 0,
    down: false,
    refuseRefunds: false,
    callbacks: [],
  };
}

const SHOP_ID = '0c4f4511-1afa-4b17-b529-ff7465d126c1';
const wlt = () => randomBytes(6).toString('base64url');
function satispayError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).send({ code, message, wlt: wlt() });
}

/** The consumer accepts or refuses the payment in the Satispay app; then Satispay calls back. */
export async function decideSatispayPayment(
  state: SatispaySimulatorState,
  id: string,
  decision: 'accept' | 'cancel',
): Promise<boolean> {
  const payment = state.payments.get(id);
  if (!payment || payment.status !== 'PENDING' || payment.type !== 'TO_BUSINESS') return false;
  payment.status = decision === 'accept' ? 'ACCEPTED' : 'CANCELED';
  if (decision === 'accept') payment.sender = { type: 'CONSUMER', id: randomUUID(), name: 'Mario Rossi' };
  await callBack(state, payment);
  return true;
}

async function callBack(state: SatispaySimulatorState, payment: SatispayPayment) {
  if (!payment.callback_url) return;
  const url = payment.callback_url.replace('{uuid}', payment.id);
  const entry = { url, status: null as number | null };
  state.callbacks.push(entry);
  try {
    entry.status = state.deliverCallback ? await state.deliverCallback(url) : (await fetch(url)).status;
  } catch {
    entry.status = 0;
  }
}

export const satispaySimulator =
  (state: SatispaySimulatorState): FastifyPluginAsync =>
  async (app) => {
    allowCors(app);
    app.addHook('onRoute', (route) => {
      // `hide` is @fastify/swagger's schema option.
      route.schema = { ...(route.schema ?? {}), hide: true } as FastifySchema;
    });
    // The Digest covers the exact bytes sent: keep them.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

    app.addHook('preHandler', async (request: FastifyRequest, reply) => {
      state.calls.push(`${request.method} ${request.url}`);
      if (state.delayMs > 0) await sleep(state.delayMs);
      if (state.down) return satispayError(reply, 503, '0', 'Service Temporarily Unavailable');
      // The consumer's side (the Satispay app / web button page) is not a shop's signed call.
      if ((request.routeOptions.url ?? '').includes('/pay/')) return;
      if (!verifyRequest(request)) return satispayError(reply, 401, '34', 'Merchant not found or unauthorized');
    });

    function verifyRequest(request: FastifyRequest): boolean {
      const params = parseSignatureHeader(String(request.headers.authorization ?? ''));
      if (!params || params.algorithm !== 'rsa-sha256') return false;
      const publicKey = state.keys.get(params.keyId);
      if (!publicKey) return false;
      const headers = params.headers ?? 'date';
      for (const required of ['(request-target)', 'host', 'date', 'digest'])
        if (!headers.split(' ').includes(required)) return false;
      const body = typeof request.body === 'string' ? request.body : '';
      const digest = String(request.headers.digest ?? '');
      if (digest !== digestOf(body)) return false;
      const date = String(request.headers.date ?? '');
      const sentAt = Date.parse(date);
      // A signature is good for a short while only: an old request replayed is refused.
      if (!Number.isFinite(sentAt) || Math.abs(Date.now() - sentAt) > 5 * 60_000) return false;
      const text = signingString(
        { method: request.method, path: request.url, host: String(request.headers.host ?? ''), date, digest },
        headers,
      );
      return verifySignature(publicKey, text, params.signature);
    }

    const parse = (request: FastifyRequest): Record<string, unknown> | null => {
      try {
        const value: unknown = JSON.parse(String(request.body ?? ''));
        return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
      } catch {
        return null;
      }
    };

    /** Idempotency-Key of each refund made, to its payment id. */
    const refundByKey = new Map<string, string>();

    app.post('/g_business/v1/payments', async (request, reply) => {
      const body = parse(request);
      const amount = body?.amount_unit;
      if (!body || typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0 || body.currency !== 'EUR') {
        return satispayError(reply, 400, '36', 'Malformed flow, payment or metadata');
      }
      const now = new Date();
      const id = randomUUID();
      if (body.flow === 'REFUND') {
        if (state.refuseRefunds) return satispayError(reply, 503, '0', 'Service Temporarily Unavailable');
        // Idempotency-Key: the same key again answers the refund already made.
        const key = String(request.headers['idempotency-key'] ?? '');
        const seen = key ? state.payments.get(refundByKey.get(key) ?? '') : undefined;
        if (seen) return seen;
        const parent = state.payments.get(String(body.parent_payment_uid ?? ''));
        if (!parent || parent.type !== 'TO_BUSINESS') return satispayError(reply, 404, '41', 'Resource not found');
        if (parent.status !== 'ACCEPTED') return satispayError(reply, 403, '44', 'Illegal state transition');
        const refunded = [...state.payments.values()]
          .filter((p) => p.parent_payment_uid === parent.id)
          .reduce((sum, p) => sum + p.amount_unit, 0);
        if (refunded + amount > parent.amount_unit)
          return satispayError(reply, 400, '36', 'Malformed flow, payment or metadata');
        const refund: SatispayPayment = {
          id,
          type: 'REFUND_TO_BUSINESS',
          amount_unit: amount,
          currency: 'EUR',
          status: 'ACCEPTED',
          expired: false,
          metadata: {},
          sender: { type: 'SHOP' },
          receiver: { id: parent.sender.id ?? randomUUID(), type: 'CONSUMER' },
          insert_date: now.toISOString(),
          expire_date: now.toISOString(),
          parent_payment_uid: parent.id,
        };
        state.payments.set(id, refund);
        if (key) refundByKey.set(key, id);
        return refund;
      }
      if (body.flow !== 'MATCH_CODE') return satispayError(reply, 400, '36', 'Malformed flow, payment or metadata');
      const payment: SatispayPayment = {
        id,
        code_identifier: `S6Y-PAY--${id.toUpperCase()}`,
        type: 'TO_BUSINESS',
        amount_unit: amount,
        currency: 'EUR',
        status: 'PENDING',
        expired: false,
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
        sender: { type: 'CONSUMER' },
        receiver: { id: SHOP_ID, type: 'SHOP' },
        insert_date: now.toISOString(),
        expire_date: new Date(now.getTime() + 2 * 3600_000).toISOString(),
        external_code: typeof body.external_code === 'string' ? body.external_code : undefined,
        callback_url: typeof body.callback_url === 'string' ? body.callback_url : undefined,
        redirect_url: `https://online.satispay.com/pay/${id}`,
      };
      state.payments.set(id, payment);
      const { callback_url: _hidden, ...answer } = payment;
      return answer;
    });

    app.get<{ Params: { id: string } }>('/g_business/v1/payments/:id', async (request, reply) => {
      const payment = state.payments.get(request.params.id);
      if (!payment) return satispayError(reply, 404, '41', 'Resource not found');
      const { callback_url: _hidden, ...answer } = payment;
      return answer;
    });

    app.get('/g_business/v1/payments', async () => ({
      has_more: false,
      data: [...state.payments.values()].slice(-20).map(({ callback_url: _hidden, ...p }) => p),
    }));

    app.post<{ Params: { id: string; decision: string } }>('/pay/:id/:decision', async (request, reply) => {
      const decision =
        request.params.decision === 'accept' ? 'accept' : request.params.decision === 'cancel' ? 'cancel' : null;
      if (!decision || !(await decideSatispayPayment(state, request.params.id, decision)))
        return satispayError(reply, 404, '41', 'Resource not found');
      return { id: request.params.id, status: state.payments.get(request.params.id)!.status };
    });
  };
