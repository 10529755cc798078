// Refunds by an owner or manager against the local Stripe fake: whole, partial (lines or an
// amount), several of one payment, never more than was paid whatever the concurrency (ten at
// once, a double click, a retry with the same key), a provider outage leaving the order as it
// was, a manager of another venue refused, a cash order given back at the counter, the diner's
// mail in their language, and what the order history then shows.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyPluginAsync } from 'fastify';
import { customers, onlinePayments, orderProgress, orders, refunds } from '../../db/schema';
import { anonymousCustomer } from '../../test/ordering-fixtures';
import { lastMailTo } from '../account/account-test-helpers';
import { dineInOrder, margheritaLine, save } from '../order/order-test-helpers';
import { startProviderTest, type ProviderTest } from '../payment/provider-test-helpers';
import {
  createStripeSimulatorState,
  stripeSimulator,
  type StripeSimulatorState,
} from '../../simulators/payments/stripe-simulator';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';

const account = { secretKey: 'sk_test_refunds', publishableKey: 'pk_test_refunds', webhookSecret: 'whsec_refunds' };

let p: ProviderTest;
let state: StripeSimulatorState;
/** When set, the fake answers every refund with this status (an outage, a refusal). */
let refundFault: number | null = null;
let owner: Awaited<ReturnType<typeof createSignedInStaff>>;
let manager1: Awaited<ReturnType<typeof createSignedInStaff>>;
let manager2: Awaited<ReturnType<typeof createSignedInStaff>>;
let key = 0;
const newKey = () => `refund-test-${++key}-${Date.now().toString(36)}`;

beforeAll(async () => {
  state = createStripeSimulatorState({ secretKey: account.secretKey, publishableKey: account.publishableKey });
  const faulty: FastifyPluginAsync = async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (refundFault && request.method === 'POST' && request.url.startsWith('/v1/refunds')) {
        return reply.status(refundFault).send({
          error: { type: refundFault >= 500 ? 'api_error' : 'invalid_request_error', message: 'Refused by the test' },
        });
      }
    });
    await app.register(stripeSimulator(state));
  };
  p = await startProviderTest({
    paymentType: 5,
    simulator: faulty,
    env: (url) => ({ STRIPE_API_BASE_URL: url }),
    credentials: {
      provider: 'stripe',
      mode: 'live',
      publicConfig: { publishableKey: account.publishableKey },
      secrets: { secretKey: account.secretKey },
    },
  });
  owner = await createSignedInStaff(p.t, { role: 'owner' });
  manager1 = await createSignedInStaff(p.t, { role: 'manager', seatWebIds: [1] });
  manager2 = await createSignedInStaff(p.t, { role: 'manager', seatWebIds: [2] });
});
afterAll(() => p.close());
beforeEach(() => {
  refundFault = null;
});

/** A Stripe-paid order of `quantity` margheritas (9 € each) of venue 1. */
async function paidOrder(email: string, quantity = 2) {
  const { token, order } = await p.order(email, quantity);
  const res = await p.post(token, 'stripe/CreatePaymentIntent', { orderId: order.orderId });
  expect(res.statusCode, res.body).toBe(200);
  const clientSecret = res.body;
  const id = clientSecret.split('_secret_')[0];
  const confirm = await fetch(`${p.fake.url}/v1/payment_intents/${id}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      key: account.publishableKey,
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': '4242424242424242',
    }),
  });
  expect(confirm.status).toBe(200);
  const done = await p.complete(token, order.orderId, id);
  expect(done.json(), done.body).toMatchObject({ paymentStatus: 1 });
  return { orderId: order.orderId as number, intentId: id };
}

type Member = typeof owner;
const refund = (member: Member, orderId: number, body: object) =>
  p.t.app.inject({
    method: 'POST',
    url: `/api/staff/orders/${orderId}/refunds`,
    headers: member.headers,
    payload: body,
  });
const detail = async (member: Member, orderId: number) =>
  (await p.t.app.inject({ method: 'GET', url: `/api/staff/orders/${orderId}`, headers: member.headers })).json();
const stripeRefundsOf = (intentId: string) => [...state.refunds.values()].filter((r) => r.payment_intent === intentId);
const succeededSum = async (orderId: number) =>
  (await p.t.db.select().from(refunds).where(eq(refunds.orderId, orderId)))
    .filter((r) => r.status === 'succeeded')
    .reduce((s, r) => s + r.amountCents, 0);

describe('refunds', () => {
  it('gives back an amount, then chosen lines, then the rest: never more than was paid, each one in the history with who and why', async () => {
    const { orderId, intentId } = await paidOrder('rimborso.parziale@example.com', 3);
    await p.t.db.update(customers).set({ language: 'en' }).where(eq(customers.email, 'rimborso.parziale@example.com'));
    const first = await refund(owner, orderId, { idempotencyKey: newKey(), reason: 'Pizza fredda', amountCents: 450 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      created: true,
      refundedCents: 450,
      refundableCents: 2250,
      refund: { amountCents: 450, status: 'succeeded', method: 'stripe', reason: 'Pizza fredda' },
    });
    expect(stripeRefundsOf(intentId).map((r) => r.amount)).toEqual([450]);
    // The diner's mail, in their language.
    const { mail } = await lastMailTo(p.t, 'rimborso.parziale@example.com');
    expect(mail.subject).toMatch(/refund for order no\./);
    expect(mail.text).toContain('€4.50');
    expect(mail.text).toContain('Pizza fredda');

    const view = await detail(owner, orderId);
    const line = view.lines[0];
    const byLine = await refund(owner, orderId, {
      idempotencyKey: newKey(),
      reason: 'Una pizza sbagliata',
      lines: [{ orderDetailId: line.orderDetailId, quantity: 1 }],
    });
    expect(byLine.json()).toMatchObject({
      refundedCents: 1350,
      refundableCents: 1350,
      refund: { amountCents: 900, lines: [{ orderDetailId: line.orderDetailId, quantity: 1 }] },
    });
    // More than is left is refused and changes nothing.
    const tooMuch = await refund(owner, orderId, { idempotencyKey: newKey(), reason: 'x', amountCents: 1351 });
    expect(tooMuch.statusCode).toBe(509);
    expect(tooMuch.json().code).toBe('REFUND_TOO_MUCH');
    const rest = await refund(owner, orderId, { idempotencyKey: newKey(), reason: 'Chiusi', whole: true });
    expect(rest.json()).toMatchObject({ refundedCents: 2700, refundableCents: 0, refund: { amountCents: 1350 } });
    const none = await refund(owner, orderId, { idempotencyKey: newKey(), reason: 'x', amountCents: 1 });
    expect(none.statusCode).toBe(509);
    expect(stripeRefundsOf(intentId).reduce((s, r) => s + r.amount, 0)).toBe(2700);
    // Given back whole: the payment reads refunded, as the diner's page and the board show it.
    const [payment] = await p.t.db.select().from(onlinePayments).where(eq(onlinePayments.reference, intentId));
    expect(payment.status).toBe('refunded');

    const after = await detail(owner, orderId);
    expect(after.refundedCents).toBe(2700);
    expect(after.refundableCents).toBe(0);
    expect(
      after.refunds.map((r: { amountCents: number; reason: string; status: string; by: string | null }) => [
        r.amountCents,
        r.reason,
        r.status,
        r.by !== null,
      ]),
    ).toEqual([
      [450, 'Pizza fredda', 'succeeded', true],
      [900, 'Una pizza sbagliata', 'succeeded', true],
      [1350, 'Chiusi', 'succeeded', true],
    ]);
    expect(after.lines[0].refundedQuantity).toBe(1);
    expect(after.history.filter((h: { event: string }) => h.event === 'refunded')).toHaveLength(3);
  });

  it('ten refunds of the last 5 € at once give exactly one', async () => {
    const { orderId, intentId } = await paidOrder('rimborso.dieci@example.com', 1);
    expect(
      (await refund(owner, orderId, { idempotencyKey: newKey(), reason: 'Sconto', amountCents: 400 })).statusCode,
    ).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        refund(owner, orderId, { idempotencyKey: newKey(), reason: 'Ultimi 5 €', amountCents: 500 }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 509)).toHaveLength(9);
    expect(
      stripeRefundsOf(intentId)
        .map((r) => r.amount)
        .sort(),
    ).toEqual([400, 500]);
    expect(await succeededSum(orderId)).toBe(900);
  });

  it('a double click and a retry with the same key give one refund', async () => {
    const { orderId, intentId } = await paidOrder('rimborso.doppio@example.com', 2);
    const same = newKey();
    const [a, b] = await Promise.all([
      refund(owner, orderId, { idempotencyKey: same, reason: 'Doppio clic', amountCents: 300 }),
      refund(owner, orderId, { idempotencyKey: same, reason: 'Doppio clic', amountCents: 300 }),
    ]);
    // One made it; the other found it under way (509) or made (200, created false).
    expect([a.statusCode, b.statusCode]).toContain(200);
    const again = await refund(owner, orderId, { idempotencyKey: same, reason: 'Doppio clic', amountCents: 300 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, refundedCents: 300, refund: { amountCents: 300 } });
    expect(stripeRefundsOf(intentId)).toHaveLength(1);
    expect(await succeededSum(orderId)).toBe(300);
    // The same key again, even with another amount, answers the refund already made: nothing more is given back.
    const reused = await refund(owner, orderId, { idempotencyKey: same, reason: 'x', amountCents: 200 });
    expect(reused.statusCode).toBe(200);
    expect(reused.json().created).toBe(false);
  });

  it('a provider outage or refusal leaves the order as it was and says why; a retry with the same key then gives one refund', async () => {
    const { orderId, intentId } = await paidOrder('rimborso.guasto@example.com', 2);
    const before = await detail(owner, orderId);
    const key503 = newKey();
    refundFault = 503;
    const down = await refund(owner, orderId, { idempotencyKey: key503, reason: 'Prova', amountCents: 500 });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'REFUND_PROVIDER_UNAVAILABLE' });
    expect(down.json().message).toMatch(/non risponde/);
    refundFault = 402;
    const refused = await refund(owner, orderId, { idempotencyKey: newKey(), reason: 'Prova', amountCents: 500 });
    expect(refused.statusCode).toBe(509);
    expect(refused.json()).toMatchObject({ code: 'REFUND_REFUSED' });
    const mid = await detail(owner, orderId);
    expect(mid.refundedCents).toBe(before.refundedCents);
    expect(mid.refundableCents).toBe(1800);
    expect(mid.refunds.map((r: { status: string; failure: string | null }) => [r.status, Boolean(r.failure)])).toEqual([
      ['failed', true],
      ['failed', true],
    ]);
    const [order] = await p.t.db.select().from(orders).where(eq(orders.orderId, orderId));
    expect(order.paymentStatus).toBe(1);
    expect(stripeRefundsOf(intentId)).toHaveLength(0);

    refundFault = null;
    const retry = await refund(owner, orderId, { idempotencyKey: key503, reason: 'Prova', amountCents: 500 });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ created: true, refundedCents: 500 });
    expect(stripeRefundsOf(intentId)).toHaveLength(1);
  });

  it('keeps a manager to the orders of their venues, and staff out', async () => {
    const { orderId } = await paidOrder('rimborso.sede@example.com', 1);
    const other = await refund(manager2, orderId, { idempotencyKey: newKey(), reason: 'x', amountCents: 100 });
    expect(other.statusCode).toBe(403);
    const kitchen = await createSignedInStaff(p.t, { role: 'staff', seatWebIds: [1] });
    expect(
      (await refund(kitchen, orderId, { idempotencyKey: newKey(), reason: 'x', amountCents: 100 })).statusCode,
    ).toBe(403);
    const otherOwner = await createSignedInStaff(p.t, { company: 'menu-digitale', role: 'owner' });
    expect(
      (await refund(otherOwner, orderId, { idempotencyKey: newKey(), reason: 'x', amountCents: 100 })).statusCode,
    ).toBe(404);
    expect(await succeededSum(orderId)).toBe(0);
    const mine = await refund(manager1, orderId, { idempotencyKey: newKey(), reason: 'Mia sede', amountCents: 100 });
    expect(mine.statusCode, mine.body).toBe(200);
  });

  it('records a cash order’s refund as given at the counter, and refuses an order not paid', async () => {
    const { token } = await anonymousCustomer(p.t.app, 'rimborso.contanti@example.com');
    const saved = (
      await save(p.t.app, token, dineInOrder(p.l, { moment: '1', paymentType: 0, details: [margheritaLine(p.l, 2)] }))
    ).json();
    await p.t.db.update(orders).set({ orderStatus: 0, paymentStatus: 0 }).where(eq(orders.orderId, saved.orderId));
    const unpaid = await refund(owner, saved.orderId, { idempotencyKey: newKey(), reason: 'x', amountCents: 100 });
    expect(unpaid.statusCode).toBe(509);
    expect(unpaid.json().code).toBe('ORDER_NOT_REFUNDABLE');
    await p.t.db.update(orders).set({ orderStatus: 4 }).where(eq(orders.orderId, saved.orderId));
    const calls = state.calls.length;
    const cash = await refund(owner, saved.orderId, {
      idempotencyKey: newKey(),
      reason: 'Bibita mancante',
      amountCents: 250,
    });
    expect(cash.statusCode, cash.body).toBe(200);
    expect(cash.json()).toMatchObject({
      refund: { method: 'counter', status: 'succeeded', amountCents: 250 },
      refundableCents: 1550,
    });
    expect(state.calls.length).toBe(calls);
    const { mail } = await lastMailTo(p.t, 'rimborso.contanti@example.com');
    expect(mail.text).toContain('in sede');
  });

  it('settles the refund a rejected order still owed once all is given back', async () => {
    const { orderId } = await paidOrder('rimborso.dovuto@example.com', 1);
    // The board rejected it and the provider's refund did not go through: owed.
    await p.t.db
      .insert(orderProgress)
      .values({ orderId, rejectedAt: new Date(), rejectionReason: 'Forno guasto', refundStatus: 'due' });
    expect((await detail(owner, orderId)).refund).toBe('due');
    const res = await refund(owner, orderId, { idempotencyKey: newKey(), reason: 'Ordine rifiutato', whole: true });
    expect(res.json()).toMatchObject({ refundedCents: 900, refundableCents: 0 });
    expect((await detail(owner, orderId)).refund).toBe('refunded');
  });

  it('refuses a request without a reason or with two kinds of amount, clearly', async () => {
    const { orderId } = await paidOrder('rimborso.richiesta@example.com', 1);
    for (const body of [
      { idempotencyKey: newKey(), reason: '', amountCents: 100 },
      { idempotencyKey: newKey(), reason: 'x', amountCents: 100, whole: true },
      { idempotencyKey: newKey(), reason: 'x' },
      { idempotencyKey: 'short', reason: 'x', amountCents: 100 },
    ]) {
      const res = await refund(owner, orderId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });
});
