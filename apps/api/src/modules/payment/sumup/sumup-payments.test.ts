// SumUp against the local SumUp simulator (documented REST API over HTTP, reached by the
// server through the official `@sumup/sdk`): the server
// creates the checkout for the stored total, the Payment Widget processes it with the checkout
// id alone (PUT, made here over HTTP as the browser would), and the order is Paid only after the
// server retrieved the checkout. The return_url notification carries only the id: the server
// asks SumUp. Every refusal leaves the order unpaid.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { onlinePayments, paymentCredentials } from '../../../db/schema';
import { anonymousCustomer } from '../../../test/ordering-fixtures';
import { NOW } from '../../order/order-test-helpers';
import { savePaymentCredentials } from '../online/payment-credentials-repository';
import { parseEncryptionKeyOrNull } from '../../../config';
import { startProviderTest, type ProviderTest } from '../provider-test-helpers';
import { expectPartialRefunds } from '../refund-test-helpers';
import {
  createSumupSimulatorState,
  SUMUP_TEST_CARDS,
  sumupSimulator,
  type SumupSimulatorState,
} from '../../../simulators/payments/sumup-simulator';
import { PROVIDER_UNAVAILABLE_MESSAGE } from '../online/online-payment-errors';

const account = { apiKey: 'sup_sk_test_fake', merchantCode: 'MTEST1' };
let p: ProviderTest;
let state: SumupSimulatorState;

beforeAll(async () => {
  state = createSumupSimulatorState(account);
  state.deliver = (url, body, headers) => p.deliver(url, body, headers);
  p = await startProviderTest({
    paymentType: 4,
    simulator: sumupSimulator(state),
    env: (url) => ({ SUMUP_API_BASE_URL: url }),
    credentials: {
      provider: 'sumup',
      mode: 'live',
      publicConfig: { merchantCode: account.merchantCode },
      secrets: { apiKey: account.apiKey },
    },
  });
});
afterAll(() => p.close());
beforeEach(() => {
  state.delayMs = 0;
  state.notify = true;
});

/** What the Payment Widget does in the browser: process the checkout with the card, no key. */
async function payInWidget(checkoutId: string, number: string = SUMUP_TEST_CARDS.paid) {
  const res = await fetch(`${p.fake.url}/v0.1/checkouts/${checkoutId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      payment_type: 'card',
      card: { name: 'Mario Rossi', number, expiry_month: '12', expiry_year: '30', cvv: '123' },
    }),
  });
  return { status: res.status, body: (await res.json()) as { status?: string } };
}
async function checkoutFor(token: string, orderId: number, amount?: number) {
  const res = await p.get(
    token,
    `sumup/createPayment?orderId=${orderId}${amount === undefined ? '' : `&amount=${amount}`}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}
const withoutNotifications = () => {
  state.notify = false;
  onTestFinished(() => {
    state.notify = true;
  });
};

describe('SumUp', () => {
  it('keeps the API key encrypted; the browser learns only where the widget script is', async () => {
    const [row] = await p.t.db.select().from(paymentCredentials).where(eq(paymentCredentials.provider, 'sumup'));
    expect(JSON.stringify(row)).not.toContain(account.apiKey);
    const { token } = await anonymousCustomer(p.t.app, 'su.config@example.com');
    const config = await p.get(token, 'sumup/getSumupConfig');
    expect(config.json()).toEqual({
      sdkUrl: 'https://gateway.sumup.com/gateway/ecom/card/v2/sdk.js',
      simulated: false,
    });
    expect(config.body).not.toContain(account.apiKey);
    const methods = await p.get(token, 'payments/getOnlinePaymentMethods');
    expect(methods.json()).toContainEqual({ provider: 'sumup', paymentType: 4, simulated: false });
  });

  it('pays: checkout for the stored total, processed by the widget, verified by the server, Confirmed and Paid', async () => {
    withoutNotifications();
    const { token, order } = await p.order('su.paga@example.com');
    const checkoutId = await checkoutFor(token, order.orderId, 18);
    expect(state.checkouts.get(checkoutId)).toMatchObject({
      amount: 18,
      currency: 'EUR',
      merchant_code: account.merchantCode,
      return_url: 'http://localhost/api/sumup/webhook/demo',
      status: 'PENDING',
    });
    // Not paid yet: nothing settles.
    expect((await p.complete(token, order.orderId, checkoutId)).json().code).toBe('ORDER_COMPLETION_FAILED');
    expect((await payInWidget(checkoutId)).body.status).toBe('PAID');
    const done = await p.complete(token, order.orderId, checkoutId);
    expect(done.json()).toMatchObject({
      orderStatus: 1,
      paymentStatus: 1,
      paymentType: 4,
      paymentReference: checkoutId,
    });
    expect(state.calls).toContain(`GET /v0.1/checkouts/${checkoutId}`);
  });

  it("refuses a wrong amount, another diner's order, an order saved with another method", async () => {
    const { token, order } = await p.order('su.importo@example.com');
    const wrong = await p.get(token, `sumup/createPayment?orderId=${order.orderId}&amount=1`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('PAYMENT_AMOUNT_MISMATCH');
    const stranger = await anonymousCustomer(p.t.app, 'su.estraneo@example.com');
    expect((await p.get(stranger.token, `sumup/createPayment?orderId=${order.orderId}`)).statusCode).toBe(404);
    expect((await p.get(token, 'sumup/createPayment?orderId=abc')).statusCode).toBe(400);
  });

  it('leaves a declined card unpaid, and the order can be paid again with a new checkout', async () => {
    withoutNotifications();
    const { token, order } = await p.order('su.rifiutata@example.com');
    const declined = await checkoutFor(token, order.orderId);
    expect((await payInWidget(declined, SUMUP_TEST_CARDS.declined)).body.status).toBe('FAILED');
    expect((await p.complete(token, order.orderId, declined)).json().code).toBe('ORDER_COMPLETION_FAILED');
    expect(await p.stored(order.orderId)).toMatchObject({ paymentStatus: 0, orderStatus: 0 });
    const again = await checkoutFor(token, order.orderId);
    await payInWidget(again);
    expect((await p.complete(token, order.orderId, again)).json()).toMatchObject({ paymentStatus: 1 });
  });

  it("refuses another order's checkout, a reused one, one made outside this server, another amount and another currency", async () => {
    withoutNotifications();
    const a = await p.order('su.a@example.com');
    const b = await p.order('su.b@example.com', 3);
    const paidA = await checkoutFor(a.token, a.order.orderId);
    await payInWidget(paidA);
    expect((await p.complete(b.token, b.order.orderId, paidA)).json().code).toBe('ORDER_COMPLETION_FAILED');
    expect((await p.complete(a.token, a.order.orderId, paidA)).json()).toMatchObject({ paymentStatus: 1 });

    // Made with the same account, right amount, but not by this server.
    const outside = await fetch(`${p.fake.url}/v0.1/checkouts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        checkout_reference: `tavola-${b.order.orderId}-abc`,
        amount: 27,
        currency: 'EUR',
        merchant_code: account.merchantCode,
      }),
    }).then((r) => r.json() as Promise<{ id: string }>);
    await payInWidget(outside.id);
    expect((await p.complete(b.token, b.order.orderId, outside.id)).json().code).toBe('ORDER_COMPLETION_FAILED');

    const own = await checkoutFor(b.token, b.order.orderId);
    await payInWidget(own);
    state.checkouts.get(own)!.amount = 1;
    expect((await p.complete(b.token, b.order.orderId, own)).json().code).toBe('ORDER_COMPLETION_FAILED');
    state.checkouts.get(own)!.amount = 27;
    state.checkouts.get(own)!.currency = 'GBP';
    expect((await p.complete(b.token, b.order.orderId, own)).json().code).toBe('ORDER_COMPLETION_FAILED');
    expect(await p.stored(b.order.orderId)).toMatchObject({ paymentStatus: 0, orderStatus: 0 });
    state.checkouts.get(own)!.currency = 'EUR';
    expect((await p.complete(b.token, b.order.orderId, own)).json()).toMatchObject({ paymentStatus: 1 });
  });

  it('completes the order from the return_url notification after asking SumUp; a repeat is handled once', async () => {
    const { order, token } = await p.order('su.notifica@example.com');
    const checkoutId = await checkoutFor(token, order.orderId);
    const before = state.deliveries.length;
    await payInWidget(checkoutId); // the simulator calls return_url with the id only
    const delivery = state.deliveries[before];
    expect(JSON.parse(delivery.body)).toEqual({ event_type: 'CHECKOUT_STATUS_CHANGED', id: checkoutId });
    expect(delivery.status).toBe(200);
    expect(await p.stored(order.orderId)).toMatchObject({
      paymentStatus: 1,
      orderStatus: 1,
      paymentReference: checkoutId,
    });
    const again = await p.t.app.inject({
      method: 'POST',
      url: '/api/sumup/webhook/demo',
      headers: { 'content-type': 'application/json' },
      payload: delivery.body,
    });
    expect(again.json()).toEqual({ received: true, result: 'duplicate' });
  });

  it('refuses forged notifications: an id SumUp does not know, another body, an unpaid checkout', async () => {
    const { order, token } = await p.order('su.falsa@example.com');
    const checkoutId = await checkoutFor(token, order.orderId);
    const send = (payload: string, company = 'demo') =>
      p.t.app.inject({
        method: 'POST',
        url: `/api/sumup/webhook/${company}`,
        headers: { 'content-type': 'application/json' },
        payload,
      });
    expect(
      (
        await send(
          JSON.stringify({ event_type: 'CHECKOUT_STATUS_CHANGED', id: '00000000-0000-0000-0000-000000000000' }),
        )
      ).statusCode,
    ).toBe(400);
    expect((await send('{"status":"PAID"}')).statusCode).toBe(400);
    expect((await send('not json')).statusCode).toBe(400);
    expect(
      (await send(JSON.stringify({ event_type: 'CHECKOUT_STATUS_CHANGED', id: checkoutId }), 'nessuna')).statusCode,
    ).toBe(400);
    // A real id whose checkout is not paid: SumUp is asked, nothing changes.
    const pending = await send(JSON.stringify({ event_type: 'CHECKOUT_STATUS_CHANGED', id: checkoutId }));
    expect(pending.json()).toEqual({ received: true, result: 'ignored' });
    expect(await p.stored(order.orderId)).toMatchObject({ paymentStatus: 0 });
  });

  it('leaves the order unpaid and retryable when SumUp does not answer in time', async () => {
    withoutNotifications();
    const { token, order } = await p.order('su.guasto@example.com');
    state.delayMs = 1500;
    const create = await p.get(token, `sumup/createPayment?orderId=${order.orderId}`);
    expect(create.statusCode).toBe(503);
    expect(create.json()).toMatchObject({
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      message: PROVIDER_UNAVAILABLE_MESSAGE,
    });
    state.delayMs = 0;
    const checkoutId = await checkoutFor(token, order.orderId);
    await payInWidget(checkoutId);
    state.delayMs = 1500;
    expect((await p.complete(token, order.orderId, checkoutId)).json().code).toBe('PAYMENT_VERIFICATION_UNAVAILABLE');
    expect(await p.stored(order.orderId)).toMatchObject({ paymentStatus: 0 });
    // The sweeper does not cancel an order it cannot ask about.
    expect(
      (await p.t.app.onlinePayments.cancelExpiredOrders(new Date(NOW.getTime() + 31 * 60_000))).cancelled,
    ).not.toContain(order.orderId);
    state.delayMs = 0;
    expect((await p.complete(token, order.orderId, checkoutId)).json()).toMatchObject({ paymentStatus: 1 });
  });

  it("refunds the checkout's transaction through the adapter", async () => {
    const { token, order } = await p.order('su.rimborso@example.com');
    const checkoutId = await checkoutFor(token, order.orderId);
    await payInWidget(checkoutId);
    const [payment] = await p.t.db.select().from(onlinePayments).where(eq(onlinePayments.reference, checkoutId));
    const { refundId } = await p.t.app.onlinePayments.refundPayment(payment.onlinePaymentId);
    expect([...state.refunds.values()]).toContainEqual({ transactionId: refundId, amount: 18 });
    expect(state.checkouts.get(checkoutId)!.transactions[0].status).toBe('REFUNDED');
    // Through the SDK's documented refund call, for this merchant.
    expect(state.calls).toContain(`POST /v1.0/merchants/${account.merchantCode}/payments/${refundId}/refunds`);
  });

  it('refunds a transaction in parts (amount in euros), never more than it took', async () => {
    const { token, order } = await p.order('su.parti@example.com');
    const checkoutId = await checkoutFor(token, order.orderId);
    await payInWidget(checkoutId);
    const transactionId = () => state.checkouts.get(checkoutId)!.transactions[0].id;
    await expectPartialRefunds(await p.t.app.onlinePayments.adapterFor(1, 'sumup'), checkoutId, {
      idempotent: false,
      given: () =>
        [...state.refunds.values()]
          .filter((r) => r.transactionId === transactionId())
          .map((r) => Math.round(r.amount * 100)),
    });
    expect(state.checkouts.get(checkoutId)!.transactions[0].status).toBe('REFUNDED');
  });

  it('refunds a second paid checkout of an order already paid (two tabs) instead of keeping it, once', async () => {
    withoutNotifications();
    const { token, order } = await p.order('su.due.volte@example.com');
    const first = await checkoutFor(token, order.orderId);
    const second = await checkoutFor(token, order.orderId);
    await payInWidget(first);
    await payInWidget(second);
    expect((await p.complete(token, order.orderId, first)).json()).toMatchObject({
      paymentStatus: 1,
      paymentReference: first,
    });
    // The second tab completes: the order stays paid by the first, the second is given back.
    expect((await p.complete(token, order.orderId, second)).json().code).toBe('ORDER_COMPLETION_FAILED');
    expect(state.checkouts.get(second)!.transactions[0].status).toBe('REFUNDED');
    expect(state.checkouts.get(first)!.transactions[0].status).toBe('SUCCESSFUL');
    const [row] = await p.t.db.select().from(onlinePayments).where(eq(onlinePayments.reference, second));
    expect(row).toMatchObject({
      status: 'refunded',
      refundReason: 'duplicate',
      refundId: state.checkouts.get(second)!.transactions[0].id,
    });
    expect(await p.stored(order.orderId)).toMatchObject({ paymentStatus: 1, paymentReference: first });
    // Its notification arriving later refunds nothing more.
    const refundCalls = () => state.calls.filter((c) => c.endsWith('/refunds')).length;
    const before = refundCalls();
    const late = await p.t.app.inject({
      method: 'POST',
      url: '/api/sumup/webhook/demo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ event_type: 'CHECKOUT_STATUS_CHANGED', id: second }),
    });
    expect(late.statusCode).toBe(200);
    expect(refundCalls()).toBe(before);
  });

  it('tests the connection: accepted, rejected key, SumUp down', async () => {
    expect(await p.t.app.onlinePayments.testConnection(1, 'sumup')).toEqual({ ok: true });
    expect(state.calls).toContain(`GET /v1/merchants/${account.merchantCode}`);
    const key = parseEncryptionKeyOrNull(Buffer.alloc(32, 4).toString('base64'));
    const save = (apiKey: string, merchantCode = account.merchantCode) =>
      savePaymentCredentials(p.t.db, key, 1, {
        provider: 'sumup',
        mode: 'live',
        publicConfig: { merchantCode },
        secrets: { apiKey },
      });
    await save('sup_sk_wrong');
    onTestFinished(() => save(account.apiKey));
    expect(await p.t.app.onlinePayments.testConnection(1, 'sumup')).toEqual({
      ok: false,
      reason: 'credentials_rejected',
    });
    // The right key with a merchant code of another account.
    await save(account.apiKey, 'MALTRO9');
    expect(await p.t.app.onlinePayments.testConnection(1, 'sumup')).toEqual({
      ok: false,
      reason: 'credentials_rejected',
    });
    await save(account.apiKey);
    state.delayMs = 1500;
    expect(await p.t.app.onlinePayments.testConnection(1, 'sumup')).toEqual({ ok: false, reason: 'unavailable' });
  });
});
