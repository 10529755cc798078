// Web Push end to end against a local push service (push-test-helpers.ts): the diner's order
// notices and the staff's new-order notice decrypted with the subscription's keys, the VAPID
// JWT's audience and subject, 404/410 removing a subscription, and no company's events
// reaching another company's subscriptions.
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushOutbox, pushSubscriptions } from '../../db/schema';
import { bearer, registeredCustomer } from '../../test/ordering-fixtures';
import { createTestApp } from '../../test/test-app';
import { demoLines, NOW, save, takeawayOrder, TODAY, type DemoLines } from '../order/order-test-helpers';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';
import { pushToParticipants } from './index';
import { startTestPushService, type TestBrowser } from './push-test-helpers';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const keys = webPush.generateVAPIDKeys();
const SUBJECT = 'mailto:ops@tavola.test';
let t: TestApp;
let l: DemoLines;
let service: Awaited<ReturnType<typeof startTestPushService>>;

beforeAll(async () => {
  service = await startTestPushService();
  t = await createTestApp({
    now: () => NOW,
    env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: SUBJECT },
  });
  l = await demoLines(t.db);
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

let diners = 0;
let slots = 0;
const nextSlot = () => {
  const minutes = 12 * 60 + 15 * (slots++ % 40);
  return `${TODAY}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
};

async function diner() {
  return registeredCustomer(t.app, t.db, `push-diner${++diners}-${Date.now()}@example.com`, { seatWebId: 2 });
}
async function order(token: string) {
  const res = await save(t.app, token, takeawayOrder(l, { requestedDateTime: nextSlot() }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { orderId: number; orderNumber: number };
}
const subscribe = (token: string, browser: TestBrowser, language = 'it') =>
  t.app.inject({
    method: 'POST',
    url: '/api/push/subscribe',
    headers: bearer(token),
    payload: { subscription: browser.subscription, language },
  });
const act = (headers: Record<string, string>, orderId: number, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/staff/venues/2/orders/${orderId}/actions`, headers, payload: body });
const subscriptionCount = async (endpoint: string) =>
  (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).length;

describe('the public key and subscribing', () => {
  it('gives the configured VAPID public key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/push/getPublicKey' });
    expect(res.json()).toEqual({ publicKey: keys.publicKey });
  });

  it('needs a diner, and refuses malformed keys with a clear 400', async () => {
    const browser = service.browser();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/push/subscribe',
          payload: { subscription: browser.subscription },
        })
      ).statusCode,
    ).toBe(401);
    const { token } = await diner();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscribe',
      headers: bearer(token),
      payload: {
        subscription: { ...browser.subscription, keys: { p256dh: 'abc', auth: browser.subscription.keys.auth } },
      },
    });
    expect(bad.statusCode).toBe(400);
    const notUrl = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscribe',
      headers: bearer(token),
      payload: { subscription: { ...browser.subscription, endpoint: 'javascript:alert(1)' } },
    });
    expect(notUrl.statusCode).toBe(400);
    expect(notUrl.json().code).toBe('PUSH_ENDPOINT_INVALID');
    expect(await subscriptionCount(browser.subscription.endpoint)).toBe(0);
  });
});

describe('order notices', () => {
  it('tells the diner when the order is accepted and ready, once each, encrypted for that browser and signed with VAPID', async () => {
    const anna = await diner();
    const browser = service.browser();
    expect((await subscribe(anna.token, browser, 'en')).statusCode).toBe(200);
    const status = await t.app.inject({
      method: 'POST',
      url: '/api/push/isSubscribed',
      headers: bearer(anna.token),
      payload: { endpoint: browser.subscription.endpoint },
    });
    expect(status.json()).toEqual({ subscribed: true });
    const kitchen = await createSignedInStaff(t, { role: 'staff', seatWebIds: [2] });
    const placed = await order(anna.token);
    await t.app.push.runNow();
    expect(browser.received).toEqual([]);

    expect(
      (await act(kitchen.headers, placed.orderId, { action: 'accept', estimatedReadyTime: '12:10' })).statusCode,
    ).toBe(200);
    await t.app.push.runNow();
    expect((await act(kitchen.headers, placed.orderId, { action: 'start-production' })).statusCode).toBe(200);
    await t.app.push.runNow();
    expect((await act(kitchen.headers, placed.orderId, { action: 'ready' })).statusCode).toBe(200);
    await t.app.push.runNow();
    await t.app.push.runNow();

    expect(service.failures).toEqual([]);
    expect(browser.received.map((r) => r.message)).toEqual([
      {
        title: `Order no. ${placed.orderNumber} accepted`,
        body: expect.any(String),
        url: `/main/order-summary/${placed.orderId}/${placed.orderNumber}`,
        tag: `order-${placed.orderId}`,
      },
      {
        title: `Order no. ${placed.orderNumber} ready`,
        body: 'Your order is ready.',
        url: `/main/order-summary/${placed.orderId}/${placed.orderNumber}`,
        tag: `order-${placed.orderId}`,
      },
    ]);
    for (const push of browser.received) {
      // RFC 8292: the audience is the push service's origin, the subject the configured contact.
      expect(push.vapid).toMatchObject({
        aud: service.origin,
        sub: SUBJECT,
        publicKey: keys.publicKey,
        signatureValid: true,
        alg: 'ES256',
      });
      expect(push.vapid.exp * 1000).toBeGreaterThan(Date.now());
      expect(push.vapid.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000);
      expect(push.headers.ttl).toBeDefined();
    }
    expect(await t.db.select().from(pushOutbox)).toEqual([]);
  });

  it('tells the venue’s staff boards of a new order, in Italian by default', async () => {
    const kitchen = await createSignedInStaff(t, { role: 'staff', seatWebIds: [2] });
    const tablet = service.browser();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/venues/2/push-subscription',
      headers: kitchen.headers,
      payload: { subscription: tablet.subscription },
    });
    expect(put.statusCode, put.body).toBe(200);
    // A member of venue 1 only cannot follow venue 2's board.
    const elsewhere = await createSignedInStaff(t, { role: 'staff', seatWebIds: [1] });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/staff/venues/2/push-subscription',
          headers: elsewhere.headers,
          payload: { subscription: service.browser().subscription },
        })
      ).statusCode,
    ).toBe(403);

    const placed = await order((await diner()).token);
    await t.app.push.runNow();
    expect(tablet.received.map((r) => r.message)).toEqual([
      {
        title: `Nuovo ordine n. ${placed.orderNumber}`,
        body: expect.any(String),
        url: '/staff/venues/2/orders',
        tag: `order-${placed.orderId}`,
      },
    ]);
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/staff/venues/2/push-subscription/remove',
      headers: kitchen.headers,
      payload: { endpoint: tablet.subscription.endpoint },
    });
    expect(removed.json()).toEqual({ removed: true });
    await order((await diner()).token);
    await t.app.push.runNow();
    expect(tablet.received).toHaveLength(1);
  });
});

describe('gone subscriptions', () => {
  for (const status of [410, 404]) {
    it(`removes a subscription whose push service answers ${status}`, async () => {
      const anna = await diner();
      const browser = service.browser();
      await subscribe(anna.token, browser);
      browser.answer(status);
      expect(
        await pushToParticipants(t.app, { companyId: 1, customerIds: [anna.customer.customerId] }, () => ({
          title: 't',
          body: 'b',
          url: '/',
          tag: 'x',
        })),
      ).toBe(1);
      await t.app.push.runNow();
      expect(await subscriptionCount(browser.subscription.endpoint)).toBe(0);
      expect(await t.db.select().from(pushOutbox)).toEqual([]);
    });
  }

  it('keeps a subscription whose push service fails for a while, and sends later', async () => {
    const anna = await diner();
    const browser = service.browser();
    await subscribe(anna.token, browser);
    browser.answer(503);
    await pushToParticipants(t.app, { companyId: 1, customerIds: [anna.customer.customerId] }, (language) => ({
      title: language,
      body: 'b',
      url: '/',
      tag: 'x',
    }));
    await t.app.push.runNow();
    expect(await subscriptionCount(browser.subscription.endpoint)).toBe(1);
    browser.answer(201);
    await t.app.push.runNow();
    expect(browser.received.map((r) => r.message.title)).toEqual(['it']);
  });
});

describe('companies apart', () => {
  it('never hands a company’s events to another company’s subscriptions', async () => {
    // Company 2's staff board (venue 4) and a diner row of company 2 that a forged
    // subscription ties to company 2 with a company-1 customer id.
    const otherKitchen = await createSignedInStaff(t, { company: 'menu-digitale', role: 'owner' });
    const otherTablet = service.browser();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/venues/4/push-subscription',
      headers: otherKitchen.headers,
      payload: { subscription: otherTablet.subscription },
    });
    expect(put.statusCode, put.body).toBe(200);
    // Company 2 reaching company 1's venue: 404, nothing saved.
    const stray = service.browser();
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/staff/venues/2/push-subscription',
          headers: otherKitchen.headers,
          payload: { subscription: stray.subscription },
        })
      ).statusCode,
    ).toBe(404);
    expect(await subscriptionCount(stray.subscription.endpoint)).toBe(0);

    const anna = await diner();
    const forged = service.browser();
    await t.db.insert(pushSubscriptions).values({
      companyId: 2,
      customerId: anna.customer.customerId,
      endpoint: forged.subscription.endpoint,
      ...forged.subscription.keys,
    });
    const own = service.browser();
    await subscribe(anna.token, own);

    const kitchen = await createSignedInStaff(t, { role: 'staff', seatWebIds: [2] });
    const placed = await order(anna.token);
    await act(kitchen.headers, placed.orderId, { action: 'accept', estimatedReadyTime: '12:10' });
    await t.app.push.runNow();
    expect(own.received.map((r) => r.message.title)).toEqual([`Ordine n. ${placed.orderNumber} accettato`]);
    expect(forged.received).toEqual([]);
    expect(otherTablet.received).toEqual([]);
    // The exported queue names a company: company 2 queues nothing for company 1's diner.
    expect(
      await pushToParticipants(t.app, { companyId: 2, customerIds: [anna.customer.customerId] }, () => ({
        title: 'x',
        body: 'x',
        url: '/',
        tag: 'x',
      })),
    ).toBe(1);
    await t.app.push.runNow();
    expect(own.received).toHaveLength(1);
    expect(forged.received.map((r) => r.message.title)).toEqual(['x']);
  });
});
