// A SumUp simulator answering like SumUp's documented REST API (
// https://developer.sumup.com/api): JSON bodies, `Authorization: Bearer <API key>`, amounts in
// major units, error bodies { error_code, message } (application/problem+json on the v1 calls).
// The calls Tavola makes through the official SDK `@sumup/sdk`: create and retrieve a checkout
// (/v0.1/checkouts), read the merchant (GET /v1/merchants/{merchant_code}, the connection test),
// refund a transaction (POST /v1.0/merchants/{merchant_code}/payments/{transaction_id}/refunds,
// 201); and the one the Payment Widget makes from the
// browser with the checkout id alone: process the checkout with a card (PUT /v0.1/checkouts/{id}).
// After processing it calls the checkout's return_url with { event_type, id } only, as SumUp
// does: the receiver must ask the API what happened. It is the tests' fake and the demo's
// simulated SumUp. Cards: 4242 4242 4242 4242 is paid, 4000 0000 0000 0002 is declined.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifySchema } from 'fastify';
import { allowCors, sleep } from './simulator-server';

export interface SumupSimulatorAccount {
  apiKey: string;
  merchantCode: string;
}

export interface SumupTransaction {
  id: string;
  transaction_code: string;
  amount: number;
  currency: string;
  status: 'SUCCESSFUL' | 'FAILED' | 'REFUNDED';
  payment_type: 'ECOM';
  timestamp: string;
}

export interface SumupCheckout {
  id: string;
  checkout_reference: string;
  amount: number;
  currency: string;
  merchant_code: string;
  description: string | null;
  return_url: string | null;
  status: 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED';
  date: string;
  transaction_code?: string;
  transaction_id?: string;
  transactions: SumupTransaction[];
}

export interface SumupSimulatorState {
  account: SumupSimulatorAccount;
  checkouts: Map<string, SumupCheckout>;
  refunds: Map<string, { transactionId: string; amount: number }>;
  calls: string[];
  /** Delay before each answer: above the client's timeout it is an outage. */
  delayMs: number;
  /** How return_url calls are made (default: HTTP POST); tests may hand them to app.inject. */
  deliver?: (url: string, body: string, headers: Record<string, string>) => Promise<number>;
  /** When false, processing a checkout notifies nobody (a lost notification). */
  notify: boolean;
  deliveries: Array<{ url: string; body: string; status: number | null }>;
}

export function createSumupSimulatorState(account: SumupSimulatorAccount): SumupSimulatorState {
  return { account, checkouts: new Map(), refunds: new Map(), calls: [], delayMs: 0, notify: true, deliveries: [] };
}

const error = (reply: FastifyReply, status: number, error_code: string, message: string, param?: string) =>
  reply.status(status).send({ error_code, message, ...(param ? { param } : {}) });

/** RFC 9457 problem details, as SumUp's v1 endpoints answer errors. */
const problem = (reply: FastifyReply, status: number, title: string, detail: string) =>
  reply
    .status(status)
    .header('content-type', 'application/problem+json')
    .send(JSON.stringify({ type: 'about:blank', title, status, detail }));

/** Card numbers the simulated widget accepts: the paid one and the declined one. */
export const SUMUP_TEST_CARDS = { paid: '4242424242424242', declined: '4000000000000002' } as const;

/** Marks a checkout paid or declined, as processing it with a card does. */
export function processSumupCheckout(state: SumupSimulatorState, checkout: SumupCheckout, paid: boolean) {
  const transaction: SumupTransaction = {
    id: randomUUID(),
    transaction_code: `T${randomBytes(5).toString('hex').toUpperCase()}`,
    amount: checkout.amount,
    currency: checkout.currency,
    status: paid ? 'SUCCESSFUL' : 'FAILED',
    payment_type: 'ECOM',
    timestamp: new Date().toISOString(),
  };
  checkout.transactions.push(transaction);
  checkout.status = paid ? 'PAID' : 'FAILED';
  checkout.transaction_code = transaction.transaction_code;
  checkout.transaction_id = transaction.id;
}

async function notifyReturnUrl(state: SumupSimulatorState, checkout: SumupCheckout) {
  if (!state.notify || !checkout.return_url) return;
  const body = JSON.stringify({ event_type: 'CHECKOUT_STATUS_CHANGED', id: checkout.id });
  const delivery = { url: checkout.return_url, body, status: null as number | null };
  state.deliveries.push(delivery);
  const headers = { 'content-type': 'application/json' };
  try {
    delivery.status = state.deliver
      ? await state.deliver(checkout.return_url, body, headers)
      : (await fetch(checkout.return_url, { method: 'POST', headers, body })).status;
  } catch {
    delivery.status = 0;
  }
}

export const sumupSimulator =
  (state: SumupSimulatorState, options: { prefix?: string } = {}): FastifyPluginAsync =>
  async (app) => {
    allowCors(app);
    const prefix = options.prefix ?? '';
    app.addHook('onRoute', (route) => {
      route.schema = { ...(route.schema ?? {}), hide: true } as FastifySchema;
    });
    app.addHook('preHandler', async (request, reply) => {
      state.calls.push(`${request.method} ${request.url.replace(prefix, '')}`);
      if (state.delayMs > 0) await sleep(state.delayMs);
      // Processing a checkout is the widget's call: the checkout id is its only credential.
      if (request.method === 'PUT') return;
      const key = String(request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
      if (key !== state.account.apiKey) return error(reply, 401, 'NOT_AUTHORIZED', 'Request unauthorized.');
    });

    // The merchant an API key may read: its own account only.
    app.get<{ Params: { merchantCode: string } }>(`${prefix}/v1/merchants/:merchantCode`, async (request, reply) => {
      if (request.params.merchantCode !== state.account.merchantCode)
        return problem(reply, 404, 'Not Found', 'Merchant not found.');
      return {
        merchant_code: state.account.merchantCode,
        country: 'IT',
        default_currency: 'EUR',
        default_locale: 'it-IT',
        business_profile: { name: 'Ristorante di prova' },
        created_at: '2026-01-01T00:00:00Z',
        updated_at: '2026-01-01T00:00:00Z',
      };
    });

    app.post(`${prefix}/v0.1/checkouts`, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const amount = Number(body.amount);
      if (
        typeof body.checkout_reference !== 'string' ||
        !body.checkout_reference ||
        body.checkout_reference.length > 90
      ) {
        return error(reply, 400, 'MISSING', 'Validation error: checkout_reference is required', 'checkout_reference');
      }
      if (!Number.isFinite(amount) || amount <= 0)
        return error(reply, 400, 'INVALID', 'Validation error: amount must be positive', 'amount');
      if (body.merchant_code !== state.account.merchantCode)
        return error(reply, 403, 'FORBIDDEN', 'The merchant code does not belong to this account', 'merchant_code');
      if (typeof body.currency !== 'string' || body.currency !== 'EUR') {
        return error(reply, 400, 'INVALID', 'Currency must match the merchant currency', 'currency');
      }
      if ([...state.checkouts.values()].some((c) => c.checkout_reference === body.checkout_reference)) {
        return error(
          reply,
          409,
          'DUPLICATED_CHECKOUT',
          'Checkout with this checkout reference and pay to email already exists',
        );
      }
      const checkout: SumupCheckout = {
        id: randomUUID(),
        checkout_reference: body.checkout_reference,
        amount,
        currency: body.currency,
        merchant_code: state.account.merchantCode,
        description: typeof body.description === 'string' ? body.description : null,
        return_url: typeof body.return_url === 'string' ? body.return_url : null,
        status: 'PENDING',
        date: new Date().toISOString(),
        transactions: [],
      };
      state.checkouts.set(checkout.id, checkout);
      return reply.status(201).send(checkout);
    });

    app.get<{ Params: { id: string } }>(`${prefix}/v0.1/checkouts/:id`, async (request, reply) => {
      const checkout = state.checkouts.get(request.params.id);
      if (!checkout) return error(reply, 404, 'NOT_FOUND', 'Resource not found');
      return checkout;
    });

    // What the Payment Widget does in the browser with the card the diner typed.
    app.put<{ Params: { id: string } }>(`${prefix}/v0.1/checkouts/:id`, async (request, reply) => {
      const checkout = state.checkouts.get(request.params.id);
      if (!checkout) return error(reply, 404, 'NOT_FOUND', 'Resource not found');
      if (checkout.status === 'PAID') return error(reply, 400, 'CHECKOUT_PROCESSED', 'Checkout is already processed');
      const body = (request.body ?? {}) as { payment_type?: string; card?: { number?: string } };
      if (body.payment_type !== 'card')
        return error(reply, 400, 'INVALID', 'Validation error: payment_type', 'payment_type');
      const number = String(body.card?.number ?? '').replace(/\s/g, '');
      if (number !== SUMUP_TEST_CARDS.paid && number !== SUMUP_TEST_CARDS.declined) {
        return error(reply, 400, 'INVALID', 'Validation error: card.number is not valid', 'card.number');
      }
      processSumupCheckout(state, checkout, number === SUMUP_TEST_CARDS.paid);
      await notifyReturnUrl(state, checkout);
      return checkout;
    });

    app.post<{ Params: { merchantCode: string; txn: string } }>(
      `${prefix}/v1.0/merchants/:merchantCode/payments/:txn/refunds`,
      async (request, reply) => {
        if (request.params.merchantCode !== state.account.merchantCode)
          return problem(reply, 403, 'Forbidden', 'The merchant code does not belong to this account.');
        const checkout = [...state.checkouts.values()].find((c) =>
          c.transactions.some((t) => t.id === request.params.txn),
        );
        const transaction = checkout?.transactions.find((t) => t.id === request.params.txn);
        if (!checkout || !transaction) return problem(reply, 404, 'Not Found', 'Transaction not found.');
        if (transaction.status !== 'SUCCESSFUL')
          return problem(reply, 409, 'Conflict', 'The transaction is not refundable.');
        // Several partial refunds of one transaction (amounts in euros), never more than it took;
        // no body (or no amount): what is left, as documented. REFUNDED once all is given back.
        const cents = (euros: number) => Math.round(euros * 100);
        const given = [...state.refunds.values()]
          .filter((r) => r.transactionId === transaction.id)
          .reduce((sum, r) => sum + cents(r.amount), 0);
        const left = cents(transaction.amount) - given;
        const amount = Number((request.body as { amount?: number } | undefined)?.amount ?? left / 100);
        if (!(amount > 0) || cents(amount) > left)
          return problem(reply, 400, 'Bad Request', 'The amount is not refundable.');
        if (cents(amount) === left) transaction.status = 'REFUNDED';
        state.refunds.set(`${transaction.id}-${state.refunds.size + 1}`, { transactionId: transaction.id, amount });
        return reply.status(204).send();
      },
    );
  };
