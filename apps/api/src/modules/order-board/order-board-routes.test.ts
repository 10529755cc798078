// The order board: permission boundaries (role x venue x company), every
// transition, the diner's e-mails, and the live stream with Last-Event-ID catch-up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_ACTIONS } from '@tavola/domain/order-progress';
import { anonymousCustomer, bearer, registeredCustomer } from '../../test/ordering-fixtures';
import { createTestApp } from '../../test/test-app';
import { lastMailTo } from '../account/account-test-helpers';
import { demoLines, NOW, save, takeawayOrder, TODAY, type DemoLines } from '../order/order-test-helpers';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';
import { openEventStream } from './sse-test-client';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Staff = Awaited<ReturnType<typeof createSignedInStaff>>;
let t: TestApp;
let l: DemoLines;
let owner: Staff;
let kitchen2: Staff;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, env: { RATE_LIMIT_MAIL_MAX: '200' } });
  l = await demoLines(t.db);
  owner = await createSignedInStaff(t, { role: 'owner' });
  kitchen2 = await createSignedInStaff(t, { role: 'staff', seatWebIds: [2] });
});
afterAll(async () => t?.close());

let emails = 0;
let slots = 0;
/** A new slot each time (a slot takes 5 orders): 12:00, 12:15, ... of the test day. */
function nextSlot() {
  const minutes = 12 * 60 + 15 * (slots++ % 40);
  return `${TODAY}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
}
/** A confirmed takeaway order at venue 2 by a registered diner. */
async function placeOrder(opts: { language?: string } = {}) {
  const email = `diner${++emails}-${Date.now()}@example.com`;
  const diner = await registeredCustomer(t.app, t.db, email, { seatWebId: 2 });
  if (opts.language) {
    const { customers } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await t.db
      .update(customers)
      .set({ language: opts.language })
      .where(eq(customers.customerId, diner.customer.customerId));
  }
  const res = await save(t.app, diner.token, takeawayOrder(l, { requestedDateTime: nextSlot() }));
  expect(res.statusCode, res.body).toBe(200);
  return { order: res.json() as { orderId: number; orderNumber: number }, diner, email };
}

const board = (headers: Record<string, string>, seatWebId = 2, query = `day=${TODAY}`) =>
  t.app.inject({ method: 'GET', url: `/api/staff/venues/${seatWebId}/orders?${query}`, headers });
const act = (headers: Record<string, string>, orderId: number, body: object, seatWebId = 2) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/venues/${seatWebId}/orders/${orderId}/actions`,
    headers,
    payload: body,
  });

describe('permissions: role x venue x company', () => {
  it('lets the owner and the venue’s own staff in, and keeps everyone else out', async () => {
    const { order } = await placeOrder();
    const manager1 = await createSignedInStaff(t, { role: 'manager', seatWebIds: [1] });
    const staff1 = await createSignedInStaff(t, { role: 'staff', seatWebIds: [1] });
    const otherOwner = await createSignedInStaff(t, { company: 'menu-digitale', role: 'owner' });
    const otherStaff = await createSignedInStaff(t, { company: 'menu-digitale', role: 'staff', seatWebIds: [4] });

    for (const member of [owner, kitchen2]) {
      const res = await board(member.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().orders.map((o: { order: { orderId: number } }) => o.order.orderId)).toContain(order.orderId);
    }
    // Same company, another venue: 403 for the list, the actions and the stream.
    for (const member of [manager1, staff1]) {
      expect((await board(member.headers)).statusCode).toBe(403);
      expect((await act(member.headers, order.orderId, { action: 'accept' })).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/staff/venues/2/orders/events', headers: member.headers }))
          .statusCode,
      ).toBe(403);
      expect((await board(member.headers, 1)).statusCode).toBe(200);
    }
    // Another company: its venues do not exist for them (404), even for its owner.
    for (const member of [otherOwner, otherStaff]) {
      expect((await board(member.headers)).statusCode).toBe(404);
      expect((await act(member.headers, order.orderId, { action: 'accept' })).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/staff/venues/2/orders/events', headers: member.headers }))
          .statusCode,
      ).toBe(404);
      // Nor can they reach demo's order through their own venue.
      expect((await act(member.headers, order.orderId, { action: 'accept' }, 4)).statusCode).toBe(404);
    }
    expect((await board(otherStaff.headers, 4)).statusCode).toBe(200);
    // Demo staff never see company 2's venue.
    expect((await board(owner.headers, 4)).statusCode).toBe(404);
    expect((await board(owner.headers, 999)).statusCode).toBe(404);
    // An order id of venue 2 through venue 1 is not found.
    expect((await act(owner.headers, order.orderId, { action: 'accept' }, 1)).statusCode).toBe(404);
  });

  it('answers 401 without a staff session and 401 with a diner token', async () => {
    const { order, diner } = await placeOrder();
    expect((await board({})).statusCode).toBe(401);
    expect((await board(bearer(diner.token))).statusCode).toBe(401);
    expect((await act(bearer(diner.token), order.orderId, { action: 'accept' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/venues/2/orders/events' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/staff/venues/2/ordering-pause', payload: { minutes: 10 } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('transitions', () => {
  it('moves an order along the service, recording who and when, and mails the diner', async () => {
    const { order, diner, email } = await placeOrder({ language: 'en' });
    const card = (await board(kitchen2.headers))
      .json()
      .orders.find((o: { order: { orderId: number } }) => o.order.orderId === order.orderId);
    expect(card).toMatchObject({
      stage: 'new',
      allowedActions: ['accept', 'reject'],
      customer: { name: 'Anna', email },
    });
    expect(card.extraFields.length).toBeGreaterThan(0);

    const steps: Array<[object, string, number]> = [
      [{ action: 'accept', estimatedReadyTime: '12:10' }, 'accepted', 1],
      [{ action: 'start-production' }, 'in-production', 2],
      [{ action: 'ready' }, 'ready', 3],
      [{ action: 'deliver' }, 'delivered', 4],
    ];
    for (const [body, stage, orderStatus] of steps) {
      // Every action the stage does not allow is refused and changes nothing.
      const current = (await board(kitchen2.headers))
        .json()
        .orders.find((o: { order: { orderId: number } }) => o.order.orderId === order.orderId);
      for (const other of ORDER_ACTIONS.filter((a) => !current.allowedActions.includes(a))) {
        const refused = await act(kitchen2.headers, order.orderId, { action: other, reason: 'x' });
        expect(refused.statusCode, `${other} from ${current.stage}`).toBe(400);
        expect(refused.json().code).toBe('ILLEGAL_TRANSITION');
      }
      const res = await act(kitchen2.headers, order.orderId, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ stage, order: { orderStatus } });
      if (stage === 'accepted') {
        expect(res.json().estimatedReadyTime).toBe('12:10');
        const { mail } = await lastMailTo(t, email);
        expect(mail.subject).toMatch(/accepted/);
        expect(mail.text).toContain('around 12:10');
      }
      if (stage === 'ready') expect((await lastMailTo(t, email)).mail.text).toMatch(/ready: you can collect it/);
    }
    const done = (await board(kitchen2.headers))
      .json()
      .orders.find((o: { order: { orderId: number } }) => o.order.orderId === order.orderId);
    expect(done.allowedActions).toEqual([]);
    expect(done.history.map((h: { action: string; by: string }) => [h.action, h.by])).toEqual([
      ['accept', 'staff 2'],
      ['start-production', 'staff 2'],
      ['ready', 'staff 2'],
      ['deliver', 'staff 2'],
    ]);
    // The diner's history shows the delivered status.
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/order/getCustomerOrders?customerId=${diner.customer.customerId}`,
      headers: bearer(diner.token),
    });
    expect(history.json()[0]).toMatchObject({ orderId: order.orderId, orderStatus: 4 });
  });

  it('rejects with a reason (required), mails it in Italian, and allows nothing after', async () => {
    const { order, email } = await placeOrder();
    const noReason = await act(owner.headers, order.orderId, { action: 'reject' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().code).toBe('VALIDATION');
    const res = await act(owner.headers, order.orderId, { action: 'reject', reason: 'Forno guasto' });
    expect(res.json()).toMatchObject({
      stage: 'rejected',
      rejectionReason: 'Forno guasto',
      allowedActions: [],
      refundStatus: null,
    });
    const { mail } = await lastMailTo(t, email);
    expect(mail.subject).toMatch(/rifiutato/);
    expect(mail.text).toContain('Rifiutato dal ristorante — Forno guasto');
    expect((await act(owner.headers, order.orderId, { action: 'accept' })).json().code).toBe('ILLEGAL_TRANSITION');
  });

  it('shows orders waiting for the e-mail link and lets staff confirm them by hand', async () => {
    const anonymous = await anonymousCustomer(t.app, `anonimo-${Date.now()}@example.com`, 2);
    const saved = (await save(t.app, anonymous.token, takeawayOrder(l, { requestedDateTime: nextSlot() }))).json();
    expect(saved.orderStatus).toBe(0);
    const card = (await board(kitchen2.headers))
      .json()
      .orders.find((o: { order: { orderId: number } }) => o.order.orderId === saved.orderId);
    expect(card).toMatchObject({ stage: 'awaiting-confirmation', allowedActions: ['confirm', 'reject'] });
    expect((await act(kitchen2.headers, saved.orderId, { action: 'accept' })).statusCode).toBe(400);
    const confirmed = await act(kitchen2.headers, saved.orderId, { action: 'confirm' });
    expect(confirmed.json()).toMatchObject({ stage: 'new', order: { orderStatus: 1 } });
  });

  it('refuses bad input with 4xx', async () => {
    const { order } = await placeOrder();
    expect((await act(owner.headers, order.orderId, { action: 'fly' })).statusCode).toBe(400);
    expect(
      (await act(owner.headers, order.orderId, { action: 'accept', estimatedReadyTime: '25:99' })).statusCode,
    ).toBe(400);
    expect((await act(owner.headers, 99999999, { action: 'accept' })).statusCode).toBe(404);
    expect((await board(owner.headers, 2, 'day=ieri')).statusCode).toBe(400);
    expect((await board(owner.headers, 2, `day=${TODAY}&orderType=3`)).statusCode).toBe(400);
  });

  it('keeps an order due after midnight on the board of the service it belongs to, the default one', async () => {
    const diner = await registeredCustomer(t.app, t.db, `late-${Date.now()}@example.com`, { seatWebId: 2 });
    const late = await save(t.app, diner.token, takeawayOrder(l, { requestedDateTime: '2026-11-22T00:30:00' }));
    expect(late.statusCode, late.body).toBe(200);
    const ids = (res: { json: () => { orders: Array<{ order: { orderId: number } }> } }) =>
      res.json().orders.map((o) => o.order.orderId);
    expect(ids(await board(owner.headers, 2, `day=${TODAY}`))).toContain(late.json().orderId);
    expect(ids(await board(owner.headers, 2, 'day=2026-11-22'))).not.toContain(late.json().orderId);
    // Without a day: the service under way at the venue (NOW is 11:00 in Milan).
    expect(ids(await board(owner.headers, 2, ''))).toContain(late.json().orderId);
  });

  it('filters by order type', async () => {
    await placeOrder();
    const takeaway = (await board(owner.headers, 2, `day=${TODAY}&orderType=1`)).json().orders;
    expect(takeaway.length).toBeGreaterThan(0);
    expect((await board(owner.headers, 2, `day=${TODAY}&orderType=2`)).json().orders).toEqual([]);
    expect((await board(owner.headers, 2, 'day=2026-11-22')).json().orders).toEqual([]);
  });
});

describe('pause of online orders', () => {
  it('pauses and resumes, visible on the board', async () => {
    const paused = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/venues/2/ordering-pause',
      headers: kitchen2.headers,
      payload: { minutes: 30, reason: 'Cucina piena' },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({
      pauseReason: 'Cucina piena',
      pausedUntil: new Date(NOW.getTime() + 30 * 60_000).toISOString(),
    });
    expect((await board(kitchen2.headers)).json().venue.pauseReason).toBe('Cucina piena');
    const today = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/venues/2/ordering-pause',
      headers: kitchen2.headers,
      payload: { untilEndOfDay: true },
    });
    // Midnight in Milan of 21 November 2026 is 23:00 UTC.
    expect(today.json().pausedUntil).toBe('2026-11-21T23:00:00.000Z');
    // Diners of the venue are refused with the reason, until staff resume.
    const diner = await registeredCustomer(t.app, t.db, `pausa-${Date.now()}@example.com`, { seatWebId: 2 });
    const refused = await save(t.app, diner.token, takeawayOrder(l, { requestedDateTime: nextSlot() }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'ORDERING_PAUSED' });
    expect(refused.json().message).toContain('fino alle 00:00');
    const resumed = await t.app.inject({
      method: 'DELETE',
      url: '/api/staff/venues/2/ordering-pause',
      headers: kitchen2.headers,
    });
    expect(resumed.json()).toMatchObject({ pausedUntil: null });
    expect((await save(t.app, diner.token, takeawayOrder(l, { requestedDateTime: nextSlot() }))).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/staff/venues/2/ordering-pause',
          headers: kitchen2.headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('event stream', () => {
  it('delivers new orders live and catches up after a reconnect with Last-Event-ID, without duplicates', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/api/staff/venues/2/orders/events`;
    const start = (await board(kitchen2.headers)).json().lastEventId as number;

    const first = openEventStream(`${url}?lastEventId=${start}`, kitchen2.headers);
    await first.ready;
    const a = await placeOrder();
    const seenA = await first.waitFor(
      (m) => m.event === 'order' && (m.data as { subject: string }).subject === String(a.order.orderId),
    );
    expect((seenA.data as { data: { stage: string } }).data.stage).toBe('new');
    const accepted = await act(kitchen2.headers, a.order.orderId, { action: 'accept' });
    expect(accepted.statusCode).toBe(200);
    const seenAccept = await first.waitFor(
      (m) => (m.data as { data: { stage?: string } | null }).data?.stage === 'accepted',
    );
    first.close();

    // While disconnected: a new order and a move of the first one.
    const b = await placeOrder();
    await act(kitchen2.headers, a.order.orderId, { action: 'start-production' });
    const lastSeen = seenAccept.id!;
    const second = openEventStream(url, { ...kitchen2.headers, 'last-event-id': lastSeen });
    const gotB = await second.waitFor((m) => (m.data as { subject: string }).subject === String(b.order.orderId));
    const gotA = await second.waitFor((m) => (m.data as { subject: string }).subject === String(a.order.orderId));
    expect((gotA.data as { data: { stage: string } }).data.stage).toBe('in-production');
    expect((gotB.data as { data: { stage: string } }).data.stage).toBe('new');
    // Nothing at or before the resume point is sent again, and each order comes once per catch-up.
    const ids = second.messages.map((m) => Number(m.id));
    expect(ids.every((id) => id > Number(lastSeen))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const subjects = second.messages.map((m) => (m.data as { subject: string }).subject);
    expect(subjects.filter((s) => s === String(a.order.orderId))).toHaveLength(1);
    expect(subjects.filter((s) => s === String(b.order.orderId))).toHaveLength(1);
    second.close();
  });

  it('refuses the stream to a member once disabled', async () => {
    const member = await createSignedInStaff(t, { role: 'staff', seatWebIds: [2] });
    const address = t.app.server.address() as { port: number };
    const stream = openEventStream(`http://127.0.0.1:${address.port}/api/staff/venues/2/orders/events`, member.headers);
    await stream.ready;
    await t.app.inject({
      method: 'POST',
      url: `/api/staff/members/${member.staffMemberId}/disable`,
      headers: owner.headers,
    });
    // A reconnect is refused at once.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/staff/venues/2/orders/events', headers: member.headers }))
        .statusCode,
    ).toBe(401);
    stream.close();
  });
});

describe('order/getOrderProgress (the diner’s live status)', () => {
  it('follows the board for the order’s own customer only', async () => {
    const { order, diner } = await placeOrder();
    const progress = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/order/getOrderProgress?orderId=${order.orderId}`,
        headers: bearer(token),
      });
    expect((await progress(diner.token)).json()).toMatchObject({
      stage: 'new',
      orderStatus: 1,
      estimatedReadyTime: null,
    });
    await act(kitchen2.headers, order.orderId, { action: 'accept', estimatedReadyTime: '12:30' });
    expect((await progress(diner.token)).json()).toMatchObject({ stage: 'accepted', estimatedReadyTime: '12:30' });
    const other = await placeOrder();
    expect((await progress(other.diner.token)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/order/getOrderProgress?orderId=${order.orderId}` })).statusCode,
    ).toBe(401);
  });
});
