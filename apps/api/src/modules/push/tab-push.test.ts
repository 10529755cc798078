// Web Push to the participants of a table's shared tab, against the local push service
// (push-test-helpers.ts): a round sent by someone else, the kitchen accepting it and readying it,
// and the tab settled reach the other participants' browsers (decrypted with their keys), never
// the one who acted, another tab's or another company's; the subscriptions end with the tab.
import { and, eq } from 'drizzle-orm';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuClassifiers, products, pushSubscriptions, seatWebs, venueTables } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { invalidateCompanyVenueCache } from '../company/company-venue-cache';
import { NOW } from '../order/order-test-helpers';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';
import { startTestPushService, type TestBrowser } from './push-test-helpers';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const keys = webPush.generateVAPIDKeys();
let t: TestApp;
let service: Awaited<ReturnType<typeof startTestPushService>>;
let acqua: number;

beforeAll(async () => {
  service = await startTestPushService();
  t = await createTestApp({
    now: () => NOW,
    env: {
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:ops@tavola.test',
      RATE_LIMIT_MAIL_MAX: '1000',
    },
  });
  const [water] = await t.db
    .select({ id: products.productWebId })
    .from(products)
    .innerJoin(menuClassifiers, eq(menuClassifiers.menuClassifierId, products.menuClassifierId))
    .where(and(eq(menuClassifiers.menuWebId, 1), eq(products.description, 'Acqua naturale 75 cl')));
  acqua = water.id;
  // Bar Aperitivo (another company) gets the shared tab and a table 12 too.
  await t.db.update(seatWebs).set({ tableTabEnabled: true, localOrderEnabled: true }).where(eq(seatWebs.seatWebId, 4));
  await invalidateCompanyVenueCache(t.db, 4);
  await t.db.insert(venueTables).values({ seatWebId: 4, number: 12 });
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

const headers = (token: string) => ({ 'x-table-tab-token': token });

async function join(tableNumber: number, displayName: string, seatWebId = 1) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tableTab/join',
    payload: { seatWebId, tableNumber, displayName },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { participantToken: string; participantId: number; tab: { tableTabId: number } };
}

async function subscribed(token: string, language = 'it'): Promise<TestBrowser> {
  const browser = service.browser();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tableTab/push/subscribe',
    headers: headers(token),
    payload: { subscription: browser.subscription, language },
  });
  expect(res.statusCode, res.body).toBe(200);
  return browser;
}

async function sendRound(token: string, productWebId = acqua) {
  const line = await t.app.inject({
    method: 'POST',
    url: '/api/tableTab/cartLines',
    headers: headers(token),
    payload: { productWebId, quantity: 1 },
  });
  expect(line.statusCode, line.body).toBe(200);
  const round = await t.app.inject({ method: 'POST', url: '/api/tableTab/rounds', headers: headers(token) });
  expect(round.statusCode, round.body).toBe(200);
  return round.json() as { orderId: number; orderNumber: number };
}

const titles = (browser: TestBrowser) => browser.received.map((r) => r.message.title);

describe('push to a table’s tab', () => {
  it('needs a participant token and a tab still open', async () => {
    const browser = service.browser();
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/tableTab/push/subscribe',
      payload: { subscription: browser.subscription },
    });
    expect(none.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/tableTab/push/subscribe',
      headers: headers('forged'),
      payload: { subscription: browser.subscription },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('tells the others of a round, everyone of its progress and of the settled tab; never the actor, another tab or company', async () => {
    const anna = await join(12, 'Anna');
    const bruno = await join(12, 'Bruno');
    const carla = await join(13, 'Carla');
    const zoe = await join(12, 'Zoe', 4);
    const annaPhone = await subscribed(anna.participantToken, 'en');
    const brunoPhone = await subscribed(bruno.participantToken);
    const carlaPhone = await subscribed(carla.participantToken);
    const zoePhone = await subscribed(zoe.participantToken);
    const status = await t.app.inject({
      method: 'POST',
      url: '/api/tableTab/push/isSubscribed',
      headers: headers(bruno.participantToken),
      payload: { endpoint: brunoPhone.subscription.endpoint },
    });
    expect(status.json()).toEqual({ subscribed: true });
    // Another participant's token does not see (nor remove) Bruno's subscription.
    const notHers = await t.app.inject({
      method: 'POST',
      url: '/api/tableTab/push/unsubscribe',
      headers: headers(carla.participantToken),
      payload: { endpoint: brunoPhone.subscription.endpoint },
    });
    expect(notHers.json()).toEqual({ removed: false });

    // Anna sends a round: Bruno is told, Anna (who sent it), Carla (another tab) and Zoe (another company) are not.
    const round = await sendRound(anna.participantToken);
    await t.app.push.runNow();
    expect(service.failures).toEqual([]);
    expect(brunoPhone.received.map((r) => r.message)).toEqual([
      {
        title: 'Nuovo giro al tavolo 12',
        body: `Anna ha inviato il giro n. ${round.orderNumber} in cucina.`,
        url: '/main/table-tab/live',
        tag: `tab-${anna.tab.tableTabId}-round-${round.orderId}`,
      },
    ]);
    expect(annaPhone.received).toEqual([]);

    // The kitchen accepts, then readies the round: everyone at the table is told, in their language.
    const kitchen = await createSignedInStaff(t, { role: 'staff', seatWebIds: [1] });
    const act = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/venues/1/orders/${round.orderId}/actions`,
        headers: kitchen.headers,
        payload: body,
      });
    expect((await act({ action: 'accept', estimatedReadyTime: '12:10' })).statusCode).toBe(200);
    await t.app.push.runNow();
    expect((await act({ action: 'start-production' })).statusCode).toBe(200);
    expect((await act({ action: 'ready' })).statusCode).toBe(200);
    await t.app.push.runNow();
    expect(titles(annaPhone)).toEqual([
      `Round no. ${round.orderNumber} accepted`,
      `Round no. ${round.orderNumber} ready`,
    ]);
    expect(titles(brunoPhone)).toEqual([
      'Nuovo giro al tavolo 12',
      `Giro n. ${round.orderNumber} accettato`,
      `Giro n. ${round.orderNumber} pronto`,
    ]);

    // Bruno pays everything left with the test card: the tab is settled; Anna is told, Bruno (who paid) is not.
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/tableTab/payments',
      headers: headers(bruno.participantToken),
      payload: { idempotencyKey: `push-${Date.now()}`, share: { kind: 'rest' }, method: 'testCard' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/tableTab/payments/${started.json().payment.tabPaymentId}/testCard`,
      headers: headers(bruno.participantToken),
      payload: { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await t.app.push.runNow();
    await t.app.push.runNow();
    expect(annaPhone.received.at(-1)?.message).toEqual({
      title: 'Tab settled',
      body: "Table 12's tab is settled. Thank you!",
      url: '/main/table-tab/live',
      tag: `tab-${anna.tab.tableTabId}`,
    });
    expect(titles(annaPhone)).toHaveLength(3);
    expect(titles(brunoPhone)).toHaveLength(3);
    expect(carlaPhone.received).toEqual([]);
    expect(zoePhone.received).toEqual([]);
    // The tab ended: its participants' subscriptions went with it; another tab's stay.
    const endpoints = (await t.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions)).map(
      (s) => s.endpoint,
    );
    expect(endpoints).not.toContain(annaPhone.subscription.endpoint);
    expect(endpoints).not.toContain(brunoPhone.subscription.endpoint);
    expect(endpoints).toContain(carlaPhone.subscription.endpoint);
    // A tab that ended takes no new subscription.
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/tableTab/push/subscribe',
      headers: headers(anna.participantToken),
      payload: { subscription: service.browser().subscription },
    });
    expect(late.statusCode).toBe(509);
  });

  it('tells every participant when the staff close the tab, each company only of its own tabs', async () => {
    const carla = await join(13, 'Carla');
    const dario = await join(13, 'Dario');
    const zoe = await join(12, 'Zoe', 4);
    const yuri = await join(12, 'Yuri', 4);
    const carlaPhone = await subscribed(carla.participantToken);
    const darioPhone = await subscribed(dario.participantToken);
    const zoePhone = await subscribed(zoe.participantToken);
    const yuriPhone = await subscribed(yuri.participantToken, 'en');
    const before = carlaPhone.received.length;

    const ours = await createSignedInStaff(t, { role: 'owner' });
    const theirs = await createSignedInStaff(t, { role: 'owner', company: 'menu-digitale' });
    const close = (who: typeof ours, seatWebId: number, tableTabId: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/venues/${seatWebId}/tableTabs/${tableTabId}/close`,
        headers: who.headers,
      });
    expect((await close(theirs, 4, zoe.tab.tableTabId)).statusCode).toBe(200);
    await t.app.push.runNow();
    expect(yuriPhone.received.map((r) => r.message.body)).toEqual(["The staff closed table 12's tab."]);
    expect(zoePhone.received.map((r) => r.message.title)).toEqual(['Conto chiuso']);
    expect(carlaPhone.received.length).toBe(before);
    expect(darioPhone.received).toEqual([]);

    expect((await close(ours, 1, carla.tab.tableTabId)).statusCode).toBe(200);
    await t.app.push.runNow();
    await t.app.push.runNow();
    expect(carlaPhone.received.slice(before).map((r) => r.message.body)).toEqual([
      'Il personale ha chiuso il conto del tavolo 13.',
    ]);
    expect(darioPhone.received.map((r) => r.message.title)).toEqual(['Conto chiuso']);
    expect(yuriPhone.received).toHaveLength(1);
    expect(zoePhone.received).toHaveLength(1);
    expect(service.failures).toEqual([]);
  });
});
