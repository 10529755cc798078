// Satispay against the local Satispay fake (GBusiness API over HTTP, every call
// signed with the company's RSA key and checked by the fake): the server creates the payment
// for the stored total, and marks the order Paid only after reading the payment back from
// Satispay (ACCEPTED, exact amount, EUR, this order). Satispay's callback carries only the id:
// the server asks Satispay. Refusals leave the order unpaid and payable again.
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEncryptionKeyOrNull } from '../../../config';
import { onlinePayments, orders, paymentCredentials } from '../../../db/schema';
import { anonymousCustomer, bearer } from '../../../test/ordering-fixtures';
import { createTestApp } from '../../../test/test-app';
import { demoLines, dineInOrder, margheritaLine, NOW, save, type DemoLines } from '../../order/order-test-helpers';
import { savePaymentCredentials } from '../online/payment-credentials-repository';
import { expectPartialRefunds } from '../refund-test-helpers';
import { listenSimulator, type RunningSimulator } from '../../../simulators/payments/simulator-server';
import {
  createSatispaySimulatorState,
  decideSatispayPayment,
  satispaySimulator,
  type SatispaySimulatorState,
} from '../../../simulators/payments/satispay-simulator';

const KEY = Buffer.alloc(32, 6).toString('base64');
const shop = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const keyId = 'e2e-key-id-shop';

let t: Awaited<ReturnType<typeof createTestApp>>;
let l: DemoLines;
let fake: RunningSimulator;
let state: SatispaySimulatorState;

beforeAll(async () => {
  state = createSatispaySimulatorState({ [keyId]: shop.publicKey });
  // Satispay calls back the URL given at creation; here through the app's inject.
  state.deliverCallback = async (url) =>
    (await t.app.inject({ method: 'GET', url: url.replace('http://localhost', '') })).statusCode;
  fake = await listenSimulator(satispaySimulator(state));
  t = await createTestApp({
    now: () => NOW,
    env: { PAYMENTS_ENCRYPTION_KEY: KEY, SATISPAY_API_BASE_URL: fake.url, PAYMENT_PROVIDER_TIMEOUT_MS: '1000' },
  });
  l = await demoLines(t.db);
  await savePaymentCredentials(t.db, parseEncryptionKeyOrNull(KEY), 1, {
    provider: 'satispay',
    mode: 'live',
    publicConfig: { trialMode: false },
    secrets: { keyId, privateKey: shop.privateKey },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  state.delayMs = 0;
  state.down = false;
  state.refuseRefunds = false;
});

const complete = (token: string, orderId: number, reference: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/completeCustomerOrder',
    headers: bearer(token),
    payload: { orderId, paymentType: 3, paymentReference: reference },
  });
const createPayment = (token: string, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/satispay/createPayment?${query}`, headers: bearer(token) });
async function satispayOrder(email: string) {
  const { token } = await anonymousCustomer(t.app, email);
  const order = (
    await save(t.app, token, dineInOrder(l, { moment: '1', paymentType: 3, details: [margheritaLine(l, 2)] }))
  ).json();
  return { token, order };
}
async function paymentOf(token: string, orderId: number, amount?: number) {
  const res = await createPayment(token, `orderId=${orderId}${amount === undefined ? '' : `&amount=${amount}`}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}
async function stored(orderId: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.orderId, orderId));
  return row;
}

describe('Satispay', () => {
  it('stores the private key encrypted and never gives it to the browser', async () => {
    const [row] = await t.db.select().from(paymentCredentials).where(eq(paymentCredentials.provider, 'satispay'));
    expect(JSON.stringify(row)).not.toContain('PRIVATE KEY');
    const { token } = await anonymousCustomer(t.app, 'sp.metodi@example.com');
    const methods = (
      await t.app.inject({ method: 'GET', url: '/api/payments/getOnlinePaymentMethods', headers: bearer(token) })
    ).json();
    expect(methods).toContainEqual({
      provider: 'satispay',
      paymentType: 3,
      simulated: false,
      scriptUrl: 'https://online.satispay.com/web-button.js',
    });
    expect(JSON.stringify(methods)).not.toContain(keyId);
  });

  it('pays: a signed payment for the stored total, accepted in the app, verified by asking Satispay', async () => {
    const { token, order } = await satispayOrder('sp.paga@example.com');
    const id = await paymentOf(token, order.orderId, 1800);
    expect(state.payments.get(id)).toMatchObject({
      amount_unit: 1800,
      currency: 'EUR',
      status: 'PENDING',
      metadata: { orderId: String(order.orderId), company: 'demo' },
      callback_url: 'http://localhost/api/satispay/callback/demo?payment_id={uuid}',
    });
    // Still pending: nothing is paid.
    expect((await complete(token, order.orderId, id)).json().code).toBe('ORDER_COMPLETION_FAILED');
    expect(await decideSatispayPayment(state, id, 'accept')).toBe(true);
    // Satispay's callback came, the server asked Satispay and settled the order.
    expect(state.callbacks.at(-1)).toMatchObject({
      url: `http://localhost/api/satispay/callback/demo?payment_id=${id}`,
      status: 200,
    });
    expect(await stored(order.orderId)).toMatchObject({
      paymentStatus: 1,
      orderStatus: 1,
      paymentType: 3,
      paymentReference: id,
    });
    // The browser's completion that follows is answered with the settled order.
    expect((await complete(token, order.orderId, id)).json()).toMatchObject({ paymentStatus: 1, paymentReference: id });
  });

  it("refuses a wrong amount, an unknown payment, another order's payment; a refused payment leaves the order payable", async () => {
    const { token, order } = await satispayOrder('sp.rifiuti@example.com');
    expect((await createPayment(token, `orderId=${order.orderId}&amount=1`)).json().code).toBe(
      'PAYMENT_AMOUNT_MISMATCH',
    );
    expect((await createPayment(token, 'orderId=9999')).statusCode).toBe(404);
    expect((await complete(token, order.orderId, '8f27fbbc-ff4b-45eb-98d0-1cadb3a0afaa')).json().code).toBe(
      'ORDER_COMPLETION_FAILED',
    );

    const refused = await paymentOf(token, order.orderId);
    await decideSatispayPayment(state, refused, 'cancel');
    expect((await complete(token, order.orderId, refused)).json().code).toBe('ORDER_COMPLETION_FAILED');
    expect(await stored(order.orderId)).toMatchObject({ paymentStatus: 0, orderStatus: 0 });

    const other = await satispayOrder('sp.altro@example.com');
    const otherId = await paymentOf(other.token, other.order.orderId);
    await decideSatispayPayment(state, otherId, 'accept');
    expect((await complete(token, order.orderId, otherId)).json().code).toBe('ORDER_COMPLETION_FAILED');

    // Satispay charged another amount than the order's total (tampered at the provider): refused.
    const tampered = await paymentOf(token, order.orderId);
    state.payments.get(tampered)!.amount_unit = 100;
    state.payments.get(tampered)!.callback_url = undefined;
    await decideSatispayPayment(state, tampered, 'accept');
    expect((await complete(token, order.orderId, tampered)).json().code).toBe('ORDER_COMPLETION_FAILED');
    expect(await stored(order.orderId)).toMatchObject({ paymentStatus: 0 });

    // Payable again: a new payment, accepted, settles it.
    const good = await paymentOf(token, order.orderId);
    await decideSatispayPayment(state, good, 'accept');
    expect(await stored(order.orderId)).toMatchObject({ paymentStatus: 1, paymentReference: good });
  });

  it('handles a callback once, refuses one about a payment Satispay does not know, ignores one not yet paid', async () => {
    const { token, order } = await satispayOrder('sp.callback@example.com');
    const id = await paymentOf(token, order.orderId);
    const callback = (paymentId: string) =>
      t.app.inject({ method: 'GET', url: `/api/satispay/callback/demo?payment_id=${paymentId}` });
    expect((await callback(id)).json()).toEqual({ received: true, result: 'ignored' });
    expect((await callback('00000000-0000-4000-8000-000000000000')).statusCode).toBe(400);
    expect((await callback('bad id!')).statusCode).toBe(400);
    await decideSatispayPayment(state, id, 'accept');
    expect(state.callbacks.at(-1)?.status).toBe(200);
    expect(await stored(order.orderId)).toMatchObject({ paymentStatus: 1 });
    expect((await callback(id)).json()).toEqual({ received: true, result: 'duplicate' });
  });

  it('leaves the order unpaid and retryable when Satispay is down; refunds through the adapter', async () => {
    const { token, order } = await satispayOrder('sp.guasto@example.com');
    state.down = true;
    expect((await createPayment(token, `orderId=${order.orderId}`)).json().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    state.down = false;
    const id = await paymentOf(token, order.orderId);
    state.payments.get(id)!.callback_url = undefined;
    await decideSatispayPayment(state, id, 'accept');
    state.delayMs = 1500;
    expect((await complete(token, order.orderId, id)).json().code).toBe('PAYMENT_VERIFICATION_UNAVAILABLE');
    expect(await stored(order.orderId)).toMatchObject({ paymentStatus: 0 });
    state.delayMs = 0;
    expect((await complete(token, order.orderId, id)).json()).toMatchObject({ paymentStatus: 1 });

    const [payment] = await t.db.select().from(onlinePayments).where(eq(onlinePayments.reference, id));
    const { refundId } = await t.app.onlinePayments.refundPayment(payment.onlinePaymentId);
    expect(state.payments.get(refundId)).toMatchObject({
      type: 'REFUND_TO_BUSINESS',
      amount_unit: 1800,
      parent_payment_uid: id,
      status: 'ACCEPTED',
    });
  });

  it('refunds a payment in parts (REFUND payments of amount_unit), never more than it took; the same Idempotency-Key answers the same refund', async () => {
    const { token, order } = await satispayOrder('sp.parti@example.com');
    const id = await paymentOf(token, order.orderId);
    expect(await decideSatispayPayment(state, id, 'accept')).toBe(true);
    expect((await complete(token, order.orderId, id)).json()).toMatchObject({ paymentStatus: 1 });
    await expectPartialRefunds(await t.app.onlinePayments.adapterFor(1, 'satispay'), id, {
      idempotent: true,
      given: () => [...state.payments.values()].filter((r) => r.parent_payment_uid === id).map((r) => r.amount_unit),
    });
  });

  it('gives back at once a second accepted payment of an order already paid (two tabs), once, and records it', async () => {
    const { token, order } = await satispayOrder('sp.due.volte@example.com');
    const first = await paymentOf(token, order.orderId);
    const second = await paymentOf(token, order.orderId);
    await decideSatispayPayment(state, first, 'accept');
    expect(await stored(order.orderId)).toMatchObject({ paymentStatus: 1, paymentReference: first });
    // The second tab's payment is accepted too: its callback finds the order paid and refunds it.
    await decideSatispayPayment(state, second, 'accept');
    expect(state.callbacks.at(-1)).toMatchObject({ status: 200 });
    const refundsOf = (parent: string) => [...state.payments.values()].filter((p) => p.parent_payment_uid === parent);
    expect(refundsOf(second)).toEqual([
      expect.objectContaining({ type: 'REFUND_TO_BUSINESS', amount_unit: 1800, status: 'ACCEPTED' }),
    ]);
    const [row] = await t.db.select().from(onlinePayments).where(eq(onlinePayments.reference, second));
    expect(row).toMatchObject({ status: 'refunded', refundReason: 'duplicate', refundId: refundsOf(second)[0].id });
    expect(row.refundedAt).toBeInstanceOf(Date);
    // The order keeps its first payment; the first one is not touched.
    expect(await stored(order.orderId)).toMatchObject({ paymentStatus: 1, orderStatus: 1, paymentReference: first });
    expect(refundsOf(first)).toEqual([]);
    // The second tab completing, a repeated callback: nothing is refunded twice.
    expect((await complete(token, order.orderId, second)).json().code).toBe('ORDER_COMPLETION_FAILED');
    const again = await t.app.inject({ method: 'GET', url: `/api/satispay/callback/demo?payment_id=${second}` });
    expect(again.json()).toMatchObject({ received: true });
    expect(refundsOf(second)).toHaveLength(1);
  });

  it('keeps a second payment refundable when Satispay is down during its refund: the callback fails, its retry refunds', async () => {
    const { token, order } = await satispayOrder('sp.due.guasto@example.com');
    const first = await paymentOf(token, order.orderId);
    const second = await paymentOf(token, order.orderId);
    await decideSatispayPayment(state, first, 'accept');
    state.payments.get(second)!.callback_url = undefined;
    await decideSatispayPayment(state, second, 'accept');
    // Satispay answers the read but not the refund (a POST): the claim is undone.
    state.refuseRefunds = true;
    const callback = () => t.app.inject({ method: 'GET', url: `/api/satispay/callback/demo?payment_id=${second}` });
    expect((await callback()).statusCode).toBe(503);
    const [pending] = await t.db.select().from(onlinePayments).where(eq(onlinePayments.reference, second));
    expect(pending).toMatchObject({ status: 'created', refundReason: null, refundId: null });
    state.refuseRefunds = false;
    expect((await callback()).json()).toEqual({ received: true, result: 'ignored' });
    const [refunded] = await t.db.select().from(onlinePayments).where(eq(onlinePayments.reference, second));
    expect(refunded).toMatchObject({ status: 'refunded', refundReason: 'duplicate' });
    expect([...state.payments.values()].filter((p) => p.parent_payment_uid === second)).toHaveLength(1);
  });

  it("tests the company's connection through the app (issue #13's back-office button)", async () => {
    expect(await t.app.onlinePayments.testConnection(1, 'satispay')).toEqual({ ok: true });
    expect(await t.app.onlinePayments.testConnection(1, 'sumup')).toBeNull();
  });

  it('the fake refuses calls that are not signed by the registered key', async () => {
    const res = await fetch(`${fake.url}/g_business/v1/payments/anything`, {
      headers: {
        date: new Date().toUTCString(),
        digest: 'SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
        authorization: `Signature keyId="${keyId}", algorithm="rsa-sha256", headers="(request-target) host date digest", signature="Zm9yZ2Vk"`,
      },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: '34' });
  });
});
