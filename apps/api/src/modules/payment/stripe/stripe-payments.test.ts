// Stripe end to end against the local Stripe simulator: the real `stripe` SDK in the
// adapter, the simulator answering like Stripe's REST API, Stripe.js's confirm call made over
// HTTP as the browser would, signed webhook events. Every refusal leaves the order unpaid.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { onlinePayments, orders, paymentCredentials } from '../../../db/schema';
import { anonymousCustomer, bearer } from '../../../test/ordering-fixtures';
import { dineInOrder, margheritaLine, NOW, save, type DemoLines } from '../../order/order-test-helpers';
import { startProviderTest, type ProviderTest } from '../provider-test-helpers';
import { expectPartialRefunds } from '../refund-test-helpers';
import type { RunningSimulator } from '../../../simulators/payments/simulator-server';
import {
  createStripeSimulatorState,
  stripeSignatureHeader,
  stripeSimulator,
  type StripeSimulatorState,
} from '../../../simulators/payments/stripe-simulator';
import { PROVIDER_UNAVAILABLE_MESSAGE } from '../online/online-payment-errors';

const account = { secretKey: 'sk_test_fake_secret', publishableKey: 'pk_test_fake', webhookSecret: 'whsec_fake' };

let p: ProviderTest;
let t: ProviderTest['t'];
let l: DemoLines;
let fake: RunningSimulator;
let state: StripeSimulatorState;

beforeAll(async () => {
  state = createStripeSimulatorState({
    secretKey: account.secretKey,
    publishableKey: account.publishableKey,
    webhook: {
      secret: account.webhookSecret,
      url: (intent) => `/api/stripe/webhook/${intent.metadata.company}`,
      deliver: (url, body, headers) => p.deliver(url, body, headers),
    },
  });
  p = await startProviderTest({
    paymentType: 5,
    simulator: stripeSimulator(state),
    env: (url) => ({ STRIPE_API_BASE_URL: url }),
    credentials: {
      provider: 'stripe',
      mode: 'live',
      publicConfig: { publishableKey: account.publishableKey },
      secrets: { secretKey: account.secretKey, webhookSecret: account.webhookSecret },
    },
  });
  ({ t, l, fake } = p);
});
afterAll(() => p.close());
beforeEach(() => {
  state.delayMs = 0;
});

const post = (token: string, url: string, payload: object) => p.post(token, url, payload);
const complete = (token: string, orderId: number, reference: string) => p.complete(token, orderId, reference);

/** What Stripe.js does in the browser: confirm with the publishable key, the client secret and a card. */
async function confirmInBrowser(clientSecret: string, number = '4242424242424242') {
  const id = clientSecret.split('_secret_')[0];
  const body = new URLSearchParams({
    key: account.publishableKey,
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': number,
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': '30',
    'payment_method_data[card][cvc]': '123',
  });
  const res = await fetch(`${fake.url}/v1/payment_intents/${id}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function stripeOrder(email: string, quantity = 2) {
  const { token } = await anonymousCustomer(t.app, email);
  const order = (
    await save(t.app, token, dineInOrder(l, { moment: '1', paymentType: 5, details: [margheritaLine(l, quantity)] }))
  ).json();
  return { token, order };
}
async function intentFor(token: string, orderId: number, extra: object = {}) {
  const res = await post(token, 'stripe/CreatePaymentIntent', { orderId, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  const clientSecret = res.body;
  return { clientSecret, id: clientSecret.split('_secret_')[0] };
}
async function stored(orderId: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.orderId, orderId));
  return row;
}

describe('Stripe', () => {
  it('stores the secret key encrypted and gives the browser only the publishable key', async () => {
    const [row] = await t.db.select().from(paymentCredentials).where(eq(paymentCredentials.provider, 'stripe'));
    expect(JSON.stringify(row)).not.toContain(account.secretKey);
    expect(JSON.stringify(row)).not.toContain(account.webhookSecret);
    const { token } = await anonymousCustomer(t.app, 'chiave@example.com');
    const key = await t.app.inject({ method: 'GET', url: '/api/stripe/GetStripePublicKey', headers: bearer(token) });
    expect(key.statusCode).toBe(200);
    expect(key.body).toBe(account.publishableKey);
    const methods = await t.app.inject({
      method: 'GET',
      url: '/api/payments/getOnlinePaymentMethods',
      headers: bearer(token),
    });
    expect(methods.json()).toContainEqual({ provider: 'stripe', paymentType: 5, simulated: false });
  });

  it('pays an order: PaymentIntent for the stored total, confirmed by the card, verified by the server, Confirmed and Paid', async () => {
    const { token, order } = await stripeOrder('stripe.paga@example.com');
    expect(order).toMatchObject({ orderStatus: 0, paymentStatus: 0, totalAmount: 18 });
    const { clientSecret, id } = await intentFor(token, order.orderId, { amount: 1800, description: 'x', mail: 'y' });
    expect(state.intents.get(id)).toMatchObject({
      amount: 1800,
      currency: 'eur',
      metadata: { orderId: String(order.orderId) },
    });
    expect((await stored(order.orderId)).paymentStatus).toBe(0);

    expect((await confirmInBrowser(clientSecret)).body.status).toBe('succeeded');
    const done = await complete(token, order.orderId, id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ orderStatus: 1, paymentStatus: 1, paymentType: 5, paymentReference: id });
    expect(await stored(order.orderId)).toMatchObject({ orderStatus: 1, paymentStatus: 1, paymentReference: id });
    expect(state.calls).toContain(`GET /v1/payment_intents/${id}`);
  });

  it("refuses an amount that disagrees with the stored total, and orders that are not the caller's own unpaid Stripe order", async () => {
    const { token, order } = await stripeOrder('stripe.importo@example.com');
    const wrong = await post(token, 'stripe/CreatePaymentIntent', { orderId: order.orderId, amount: 100 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('PAYMENT_AMOUNT_MISMATCH');
    const stranger = await anonymousCustomer(t.app, 'stripe.estraneo@example.com');
    expect((await post(stranger.token, 'stripe/CreatePaymentIntent', { orderId: order.orderId })).statusCode).toBe(404);
    const cash = (await save(t.app, token, dineInOrder(l))).json();
    expect((await post(token, 'stripe/CreatePaymentIntent', { orderId: cash.orderId })).json().code).toBe(
      'PAYMENT_METHOD_MISMATCH',
    );
  });

  it('leaves a declined payment unpaid with the provider message, and the order can be paid again', async () => {
    const { token, order } = await stripeOrder('stripe.rifiutata@example.com');
    const { clientSecret, id } = await intentFor(token, order.orderId);
    const declined = await confirmInBrowser(clientSecret, '4000000000000002');
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({ code: 'card_declined', message: 'La carta è stata rifiutata.' });
    const refused = await complete(token, order.orderId, id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('ORDER_COMPLETION_FAILED');
    expect(refused.json().message).toContain(`Numero ordine: ${order.orderNumber}`);
    expect(await stored(order.orderId)).toMatchObject({ paymentStatus: 0, orderStatus: 0 });

    await confirmInBrowser(clientSecret);
    expect((await complete(token, order.orderId, id)).json()).toMatchObject({ paymentStatus: 1 });
  });

  it('refuses a reference of another order, a reused one, one the server never created, a changed amount and another currency', async () => {
    // No notifications here: each completion alone must verify.
    const hook = state.account.webhook;
    state.account.webhook = undefined;
    onTestFinished(() => {
      state.account.webhook = hook;
    });
    const a = await stripeOrder('stripe.a@example.com');
    const b = await stripeOrder('stripe.b@example.com', 3);
    const paidA = await intentFor(a.token, a.order.orderId);
    await confirmInBrowser(paidA.clientSecret);
    // B's customer, B's own order, A's payment.
    expect((await complete(b.token, b.order.orderId, paidA.id)).json().code).toBe('ORDER_COMPLETION_FAILED');
    const sameCustomerB = (
      await save(
        t.app,
        a.token,
        dineInOrder(l, { moment: '1', paymentType: 5, details: [margheritaLine(l, 3)] }),
        'altro-ordine-0001',
      )
    ).json();
    expect((await complete(a.token, sameCustomerB.orderId, paidA.id)).json().code).toBe('ORDER_COMPLETION_FAILED');
    expect((await complete(a.token, a.order.orderId, paidA.id)).json()).toMatchObject({ paymentStatus: 1 });
    // Reused: A's settled payment cannot settle B afterwards either.
    expect((await complete(a.token, sameCustomerB.orderId, paidA.id)).json().code).toBe('ORDER_COMPLETION_FAILED');

    // A PaymentIntent made outside this server (same account, right amount, tagged with B).
    const outside = await fetch(`${fake.url}/v1/payment_intents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        amount: '2700',
        currency: 'eur',
        'metadata[orderId]': String(sameCustomerB.orderId),
      }),
    }).then((r) => r.json() as Promise<{ id: string; client_secret: string }>);
    await confirmInBrowser(outside.client_secret);
    expect((await complete(a.token, sameCustomerB.orderId, outside.id)).json().code).toBe('ORDER_COMPLETION_FAILED');

    // The provider reports another amount, then another currency.
    const own = await intentFor(a.token, sameCustomerB.orderId);
    await confirmInBrowser(own.clientSecret);
    state.intents.get(own.id)!.amount_received = 100;
    expect((await complete(a.token, sameCustomerB.orderId, own.id)).json().code).toBe('ORDER_COMPLETION_FAILED');
    state.intents.get(own.id)!.amount_received = 2700;
    state.intents.get(own.id)!.currency = 'usd';
    expect((await complete(a.token, sameCustomerB.orderId, own.id)).json().code).toBe('ORDER_COMPLETION_FAILED');
    expect(await stored(sameCustomerB.orderId)).toMatchObject({ paymentStatus: 0, orderStatus: 0 });
    state.intents.get(own.id)!.currency = 'eur';
    expect((await complete(a.token, sameCustomerB.orderId, own.id)).json()).toMatchObject({ paymentStatus: 1 });
  });

  it('completes the order from the signed webhook when the diner closed the tab; a second delivery is handled once', async () => {
    const { token, order } = await stripeOrder('stripe.webhook@example.com');
    const { clientSecret, id } = await intentFor(token, order.orderId);
    const before = state.deliveries.length;
    await confirmInBrowser(clientSecret); // the simulator sends payment_intent.succeeded to the webhook
    const delivery = state.deliveries[before];
    expect(delivery.status).toBe(200);
    expect(await stored(order.orderId)).toMatchObject({ paymentStatus: 1, orderStatus: 1, paymentReference: id });

    const retrievals = state.calls.filter((c) => c === `GET /v1/payment_intents/${id}`).length;
    const again = await t.app.inject({
      method: 'POST',
      url: delivery.url,
      headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
      payload: delivery.body,
    });
    expect(again.json()).toEqual({ received: true, result: 'duplicate' });
    expect(state.calls.filter((c) => c === `GET /v1/payment_intents/${id}`).length).toBe(retrievals);
  });

  it('refuses forged and replayed notifications', async () => {
    const { token, order } = await stripeOrder('stripe.falsa@example.com');
    const { id } = await intentFor(token, order.orderId);
    const intent = { ...state.intents.get(id)!, status: 'succeeded', amount_received: 1800 };
    const body = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: intent },
    });
    const send = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook/demo',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      });
    expect((await send(stripeSignatureHeader(body, 'whsec_wrong'))).statusCode).toBe(400);
    expect((await send('t=1,v1=00')).statusCode).toBe(400);
    // Correctly signed but ten minutes old: a replay.
    expect(
      (await send(stripeSignatureHeader(body, account.webhookSecret, Math.floor(Date.now() / 1000) - 600))).statusCode,
    ).toBe(400);
    // Correctly signed and fresh, but Stripe says the intent is not paid: nothing changes.
    const fresh = await send(stripeSignatureHeader(body, account.webhookSecret));
    expect(fresh.json()).toEqual({ received: true, result: 'ignored' });
    expect(await stored(order.orderId)).toMatchObject({ paymentStatus: 0 });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/stripe/webhook/nessuna',
          headers: { 'content-type': 'application/json', 'stripe-signature': 'x' },
          payload: body,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('leaves the order unpaid and retryable when Stripe does not answer in time', async () => {
    const { token, order } = await stripeOrder('stripe.guasto@example.com');
    state.delayMs = 1500;
    const create = await post(token, 'stripe/CreatePaymentIntent', { orderId: order.orderId });
    expect(create.statusCode).toBe(503);
    expect(create.json()).toMatchObject({
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      message: PROVIDER_UNAVAILABLE_MESSAGE,
    });
    state.delayMs = 0;
    const { clientSecret, id } = await intentFor(token, order.orderId);
    const hook = state.account.webhook;
    state.account.webhook = undefined; // no notification: the completion alone must verify
    await confirmInBrowser(clientSecret);
    state.account.webhook = hook;
    state.delayMs = 1500;
    const during = await complete(token, order.orderId, id);
    expect(during.statusCode).toBe(503);
    expect(during.json().code).toBe('PAYMENT_VERIFICATION_UNAVAILABLE');
    expect(await stored(order.orderId)).toMatchObject({ paymentStatus: 0 });
    state.delayMs = 0;
    expect((await complete(token, order.orderId, id)).json()).toMatchObject({ paymentStatus: 1 });
  });

  it('cancels an online order left unpaid past the timeout (its slot freed), settles one whose notification never came', async () => {
    const unpaid = await stripeOrder('stripe.scaduto@example.com');
    const paid = await stripeOrder('stripe.senza.webhook@example.com');
    const intent = await intentFor(paid.token, paid.order.orderId);
    const hook = state.account.webhook!;
    state.account.webhook = undefined; // the notification is lost
    await confirmInBrowser(intent.clientSecret);
    state.account.webhook = hook;

    expect(
      (await t.app.onlinePayments.cancelExpiredOrders(new Date(NOW.getTime() + 29 * 60_000))).cancelled,
    ).not.toContain(unpaid.order.orderId);
    const swept = await t.app.onlinePayments.cancelExpiredOrders(new Date(NOW.getTime() + 31 * 60_000));
    expect(swept.cancelled).toContain(unpaid.order.orderId);
    expect(swept.settled).toContain(paid.order.orderId);
    expect((await stored(unpaid.order.orderId)).cancelledAt).not.toBeNull();
    expect(await stored(paid.order.orderId)).toMatchObject({ paymentStatus: 1, cancelledAt: null });

    const late = await post(unpaid.token, 'stripe/CreatePaymentIntent', { orderId: unpaid.order.orderId });
    expect(late.json().code).toBe('ORDER_CANCELLED');
  });

  it('refunds a payment through the adapter (the staff side uses it)', async () => {
    const { token, order } = await stripeOrder('stripe.rimborso@example.com');
    const { clientSecret, id } = await intentFor(token, order.orderId);
    await confirmInBrowser(clientSecret);
    const [payment] = await t.db.select().from(onlinePayments).where(eq(onlinePayments.reference, id));
    const { refundId } = await t.app.onlinePayments.refundPayment(payment.onlinePaymentId);
    expect(state.refunds.get(refundId)).toMatchObject({ payment_intent: id, amount: 1800 });
    const [after] = await t.db.select().from(onlinePayments).where(eq(onlinePayments.reference, id));
    expect(after.status).toBe('refunded');
  });

  it('refunds a payment in parts, never more than it took; the same Idempotency-Key answers the same refund', async () => {
    const { token, order } = await stripeOrder('stripe.parti@example.com');
    const { clientSecret, id } = await intentFor(token, order.orderId);
    await confirmInBrowser(clientSecret);
    await expectPartialRefunds(await t.app.onlinePayments.adapterFor(1, 'stripe'), id, {
      idempotent: true,
      given: () => [...state.refunds.values()].filter((r) => r.payment_intent === id).map((r) => r.amount),
    });
  });
});
