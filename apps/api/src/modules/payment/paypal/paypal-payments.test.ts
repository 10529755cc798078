// PayPal against the local PayPal simulator (documented REST API over HTTP): the
// server creates the order for the stored total, captures it once the buyer approved, and
// marks the order Paid only after reading the capture back; webhooks are verified with
// verify-webhook-signature and handled once. Refusals leave the order unpaid.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onlinePayments, paymentCredentials } from '../../../db/schema';
import { anonymousCustomer, bearer } from '../../../test/ordering-fixtures';
import { startProviderTest, type ProviderTest } from '../provider-test-helpers';
import { expectPartialRefunds } from '../refund-test-helpers';
import {
  approvePaypalOrder,
  createPaypalSimulatorState,
  paypalSimulator,
  type PaypalSimulatorState,
} from '../../../simulators/payments/paypal-simulator';

const account = { clientId: 'AZ-client-id', clientSecret: 'EL-client-secret', webhookId: 'WH-ID-1' };

let p: ProviderTest;
let t: ProviderTest['t'];
let state: PaypalSimulatorState;

beforeAll(async () => {
  state = createPaypalSimulatorState(account);
  state.webhook = {
    url: () => '/api/paypal/webhook/demo',
    deliver: (url, body, headers) => p.deliver(url, body, headers),
  };
  p = await startProviderTest({
    paymentType: 2,
    simulator: paypalSimulator(state),
    env: (url) => ({ PAYPAL_API_BASE_URL: url }),
    credentials: {
      provider: 'paypal',
      mode: 'live',
      publicConfig: { clientId: account.clientId },
      secrets: { clientSecret: account.clientSecret, webhookId: account.webhookId },
    },
  });
  ({ t } = p);
});
afterAll(() => p.close());
beforeEach(() => {
  state.delayMs = 0;
});

const post = (token: string, url: string, payload: object) => p.post(token, url, payload);
const complete = (token: string, orderId: number, reference: string) => p.complete(token, orderId, reference);
const paypalOrder = (email: string) => p.order(email);
async function createOrder(token: string, orderId: number, amount?: number) {
  const res = await post(token, 'paypal/createOrder', { orderId, ...(amount === undefined ? {} : { amount }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}
const stored = (orderId: number) => p.stored(orderId);

describe('PayPal', () => {
  it('gives the browser the client id only; the secret is encrypted at rest', async () => {
    const [row] = await t.db.select().from(paymentCredentials).where(eq(paymentCredentials.provider, 'paypal'));
    expect(JSON.stringify(row)).not.toContain(account.clientSecret);
    const { token } = await anonymousCustomer(t.app, 'pp.id@example.com');
    const res = await t.app.inject({ method: 'GET', url: '/api/paypal/getPaypalClientID', headers: bearer(token) });
    expect(res.body).toBe(account.clientId);
  });

  it('pays: order created for the stored total, approved by the buyer, captured and verified by the server', async () => {
    const { token, order } = await paypalOrder('pp.paga@example.com');
    const reference = await createOrder(token, order.orderId, 18);
    expect(state.orders.get(reference)!.purchase_units[0]).toMatchObject({
      custom_id: String(order.orderId),
      amount: { currency_code: 'EUR', value: '18.00' },
    });
    // Not approved yet: nothing is captured, the order stays unpaid.
    expect((await complete(token, order.orderId, reference)).json().code).toBe('ORDER_COMPLETION_FAILED');
    approvePaypalOrder(state, reference);
    const done = await complete(token, order.orderId, reference);
    expect(done.json()).toMatchObject({
      orderStatus: 1,
      paymentStatus: 1,
      paymentType: 2,
      paymentReference: reference,
    });
    // The capture's webhook came too, and found the order already settled.
    expect(state.deliveries.at(-1)?.status).toBe(200);
  });

  it("refuses a wrong amount, a declined instrument, another order's reference, another currency", async () => {
    const { token, order } = await paypalOrder('pp.rifiuti@example.com');
    expect((await post(token, 'paypal/createOrder', { orderId: order.orderId, amount: 1 })).json().code).toBe(
      'PAYMENT_AMOUNT_MISMATCH',
    );
    const declined = await createOrder(token, order.orderId);
    approvePaypalOrder(state, declined, 'declined');
    expect((await complete(token, order.orderId, declined)).json().code).toBe('ORDER_COMPLETION_FAILED');
    expect(await stored(order.orderId)).toMatchObject({ paymentStatus: 0 });

    const other = await paypalOrder('pp.altro@example.com');
    const otherRef = await createOrder(other.token, other.order.orderId);
    approvePaypalOrder(state, otherRef);
    expect((await complete(token, order.orderId, otherRef)).json().code).toBe('ORDER_COMPLETION_FAILED');

    const usd = await createOrder(token, order.orderId);
    state.orders.get(usd)!.purchase_units[0].amount.currency_code = 'USD';
    approvePaypalOrder(state, usd);
    expect((await complete(token, order.orderId, usd)).json().code).toBe('ORDER_COMPLETION_FAILED');
    expect(await stored(order.orderId)).toMatchObject({ paymentStatus: 0, orderStatus: 0 });
  });

  it('completes from the verified webhook; forged ones are refused and a repeat is handled once', async () => {
    const { token, order } = await paypalOrder('pp.webhook@example.com');
    const reference = await createOrder(token, order.orderId);
    approvePaypalOrder(state, reference);
    // The diner closed the tab: the capture happens (e.g. by the sweeper or another device) and PayPal notifies.
    await t.app.onlinePayments.adapterFor(1, 'paypal').then((a) => a!.finalize!(reference));
    const delivery = state.deliveries.at(-1)!;
    expect(delivery.status).toBe(200);
    expect(await stored(order.orderId)).toMatchObject({ paymentStatus: 1, orderStatus: 1 });
    const again = await t.app.inject({
      method: 'POST',
      url: delivery.url,
      headers: delivery.headers,
      payload: delivery.body,
    });
    expect(again.json()).toEqual({ received: true, result: 'duplicate' });
    const forged = await t.app.inject({
      method: 'POST',
      url: delivery.url,
      headers: { ...delivery.headers, 'paypal-transmission-sig': 'forged' },
      payload: delivery.body.replace(/"id":"WH-[^"]+"/, '"id":"WH-FORGED"'),
    });
    expect(forged.statusCode).toBe(400);
  });

  it('answers a webhook it cannot verify because PayPal does not answer with a 503 (PayPal sends it again), not a 500', async () => {
    const { token, order } = await paypalOrder('pp.webhook.guasto@example.com');
    const reference = await createOrder(token, order.orderId);
    approvePaypalOrder(state, reference);
    await t.app.onlinePayments.adapterFor(1, 'paypal').then((a) => a!.finalize!(reference));
    const delivery = state.deliveries.at(-1)!;
    // verify-webhook-signature times out, like Satispay's and SumUp's reads in the same case.
    state.delayMs = 1500;
    const res = await t.app.inject({
      method: 'POST',
      url: delivery.url,
      headers: delivery.headers,
      payload: delivery.body,
    });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
  });

  it('reuses the access token of the account, and replaces it once when PayPal stops accepting it', async () => {
    const { token, order } = await paypalOrder('pp.token@example.com');
    const tokenCalls = () => state.calls.filter((c) => c === 'POST /v1/oauth2/token').length;
    await createOrder(token, order.orderId);
    const before = tokenCalls();
    const reference = await createOrder(token, order.orderId);
    expect(tokenCalls()).toBe(before);
    // Every token is ended at PayPal (its documented terminate call): the next call gets a 401,
    // asks for a new token once, and goes through.
    const endAllTokens = async () => {
      const basic = `Basic ${Buffer.from(`${account.clientId}:${account.clientSecret}`).toString('base64')}`;
      for (const issued of [...state.accessTokens]) {
        const ended = await fetch(`${p.fake.url}/v1/oauth2/token/terminate`, {
          method: 'POST',
          headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token: issued, token_type_hint: 'ACCESS_TOKEN' }).toString(),
        });
        expect(ended.status).toBe(200);
      }
      expect(state.accessTokens.size).toBe(0);
    };
    await endAllTokens();
    approvePaypalOrder(state, reference);
    expect((await complete(token, order.orderId, reference)).json()).toMatchObject({ paymentStatus: 1 });
    expect(tokenCalls()).toBe(before + 1);
    // The same for the webhook check (a plain HTTP call outside the SDK): ended token, one new one, verified.
    await endAllTokens();
    const delivery = state.deliveries.at(-1)!;
    const again = await t.app.inject({
      method: 'POST',
      url: delivery.url,
      headers: delivery.headers,
      payload: delivery.body,
    });
    expect(again.json()).toEqual({ received: true, result: 'duplicate' });
    expect(tokenCalls()).toBe(before + 2);
  });

  it('leaves the order unpaid and retryable when PayPal does not answer; refunds through the adapter', async () => {
    const { token, order } = await paypalOrder('pp.guasto@example.com');
    state.delayMs = 1500;
    expect((await post(token, 'paypal/createOrder', { orderId: order.orderId })).json().code).toBe(
      'PAYMENT_PROVIDER_UNAVAILABLE',
    );
    state.delayMs = 0;
    const reference = await createOrder(token, order.orderId);
    approvePaypalOrder(state, reference);
    state.delayMs = 1500;
    expect((await complete(token, order.orderId, reference)).json().code).toBe('PAYMENT_VERIFICATION_UNAVAILABLE');
    expect(await stored(order.orderId)).toMatchObject({ paymentStatus: 0 });
    state.delayMs = 0;
    expect((await complete(token, order.orderId, reference)).json()).toMatchObject({ paymentStatus: 1 });

    const [payment] = await t.db.select().from(onlinePayments).where(eq(onlinePayments.reference, reference));
    const { refundId } = await t.app.onlinePayments.refundPayment(payment.onlinePaymentId);
    expect(state.refunds.get(refundId)).toMatchObject({ status: 'COMPLETED', amount: { value: '18.00' } });
  });

  it('refunds a capture in parts, never more than it captured; the same PayPal-Request-Id answers the same refund', async () => {
    const { token, order } = await p.order('pp.parti@example.com');
    const reference = await createOrder(token, order.orderId);
    approvePaypalOrder(state, reference);
    expect((await complete(token, order.orderId, reference)).json()).toMatchObject({ paymentStatus: 1 });
    const captureId = state.orders.get(reference)!.purchase_units[0].payments!.captures[0].id;
    await expectPartialRefunds(await t.app.onlinePayments.adapterFor(1, 'paypal'), reference, {
      idempotent: true,
      given: () =>
        [...state.refunds.values()]
          .filter((r) => r.capture_id === captureId)
          .map((r) => Math.round(Number(r.amount.value) * 100)),
    });
    expect(state.orders.get(reference)!.purchase_units[0].payments!.captures[0].status).toBe('REFUNDED');
  });
});
