// Preparation times over HTTP: the venue's defaults saved through the back office and bounded
// (a 400 naming the field, nothing changed), and what "Accetta" stores as the ready estimate
// (the default, "+N min", an exact time, none) as the board, the diner and the mail read it.
// NOW is 11:00 in Milan; the takeaway orders are for 12:00 onwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminVenue } from '@tavola/domain/venue-admin';
import { bearer, registeredCustomer } from '../../test/ordering-fixtures';
import { createTestApp } from '../../test/test-app';
import { lastMailTo } from '../account/account-test-helpers';
import { demoLines, NOW, save, takeawayOrder, TODAY, type DemoLines } from '../order/order-test-helpers';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Staff = Awaited<ReturnType<typeof createSignedInStaff>>;
let t: TestApp;
let l: DemoLines;
let owner: Staff;
let staff2: Staff;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, env: { RATE_LIMIT_MAIL_MAX: '200' } });
  l = await demoLines(t.db);
  owner = await createSignedInStaff(t, { role: 'owner' });
  staff2 = await createSignedInStaff(t, { role: 'staff', seatWebIds: [2] });
});
afterAll(async () => t?.close());

let emails = 0;
async function placeOrder(requestedTime = '12:00') {
  const email = `prep${++emails}-${Date.now()}@example.com`;
  const diner = await registeredCustomer(t.app, t.db, email, { seatWebId: 2 });
  const res = await save(t.app, diner.token, takeawayOrder(l, { requestedDateTime: `${TODAY}T${requestedTime}:00` }));
  expect(res.statusCode, res.body).toBe(200);
  return { orderId: (res.json() as { orderId: number }).orderId, diner, email };
}

const venue = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/staff/venues/2', headers: owner.headers })).json() as AdminVenue;
function formOf(v: AdminVenue) {
  const { seatWebId: _id, latitude: _lat, longitude: _lng, ...rest } = v;
  return rest;
}
const saveVenue = async (changes: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/staff/venues/2',
    headers: owner.headers,
    payload: { ...formOf(await venue()), ...changes },
  });
const accept = (orderId: number, body: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/venues/2/orders/${orderId}/actions`,
    headers: staff2.headers,
    payload: { action: 'accept', ...body },
  });

describe('default preparation times (back office)', () => {
  it('saves them per order type, and the board reads them', async () => {
    const res = await saveVenue({
      localOrderPreparationMinutes: 15,
      takeawayPreparationMinutes: 240,
      deliveryPreparationMinutes: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      localOrderPreparationMinutes: 15,
      takeawayPreparationMinutes: 240,
      deliveryPreparationMinutes: 0,
    });
    const board = await t.app.inject({
      method: 'GET',
      url: `/api/staff/venues/2/orders?day=${TODAY}`,
      headers: staff2.headers,
    });
    expect(board.json().venue.preparationMinutes).toEqual({ localOrder: 15, takeaway: 240, delivery: 0 });
  });

  it('refuses minutes out of 0-240, fractions and text with a 400 naming the field, changing nothing', async () => {
    const before = await venue();
    for (const bad of [241, -1, 12.5, '20', 1e9]) {
      const res = await saveVenue({ takeawayPreparationMinutes: bad });
      expect(res.statusCode, `${String(bad)}: ${res.body}`).toBe(400);
      expect(res.body).toContain('takeawayPreparationMinutes');
    }
    expect((await venue()).takeawayPreparationMinutes).toBe(before.takeawayPreparationMinutes);
    expect((await venue()).version).toBe(before.version);
  });

  it('clears a default with null', async () => {
    expect((await saveVenue({ deliveryPreparationMinutes: null })).json().deliveryPreparationMinutes).toBeNull();
  });
});

describe('Accetta with a ready estimate', () => {
  it('takes the venue’s default when no time is given: the board, the diner’s page and the mail show it', async () => {
    expect((await saveVenue({ takeawayPreparationMinutes: 90 })).statusCode).toBe(200);
    const { orderId, diner, email } = await placeOrder('12:00');
    const res = await accept(orderId);
    expect(res.statusCode, res.body).toBe(200);
    // 11:00 + 90 min, later than the 12:00 the diner asked for.
    expect(res.json().estimatedReadyTime).toBe('12:30');
    const progress = await t.app.inject({
      method: 'GET',
      url: `/api/order/getOrderProgress?orderId=${orderId}`,
      headers: bearer(diner.token),
    });
    expect(progress.json()).toMatchObject({ stage: 'accepted', estimatedReadyTime: '12:30' });
    expect((await lastMailTo(t, email)).mail.text).toContain('12:30');
  });

  it('never offers a time before the one the diner asked for', async () => {
    expect((await saveVenue({ takeawayPreparationMinutes: 20 })).statusCode).toBe(200);
    const { orderId } = await placeOrder('13:15');
    expect((await accept(orderId)).json().estimatedReadyTime).toBe('13:15');
  });

  it('"+10 min" is ten minutes from now on the venue’s clock; an exact time and null are kept as given', async () => {
    const quick = await placeOrder('12:00');
    expect((await accept(quick.orderId, { readyInMinutes: 10 })).json().estimatedReadyTime).toBe('11:10');
    const exact = await placeOrder('12:00');
    expect((await accept(exact.orderId, { estimatedReadyTime: '12:45' })).json().estimatedReadyTime).toBe('12:45');
    const none = await placeOrder('12:00');
    expect((await accept(none.orderId, { estimatedReadyTime: null })).json().estimatedReadyTime).toBeNull();
  });

  it('no default for the order type: no estimate', async () => {
    expect((await saveVenue({ takeawayPreparationMinutes: null })).statusCode).toBe(200);
    const { orderId } = await placeOrder('12:00');
    expect((await accept(orderId)).json().estimatedReadyTime).toBeNull();
  });

  it('refuses minutes out of 1-240 and a time given both ways, leaving the order new', async () => {
    const { orderId } = await placeOrder('12:00');
    for (const body of [
      { readyInMinutes: 0 },
      { readyInMinutes: 241 },
      { readyInMinutes: 2.5 },
      { readyInMinutes: 10, estimatedReadyTime: '12:00' },
    ]) {
      const res = await accept(orderId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const board = await t.app.inject({
      method: 'GET',
      url: `/api/staff/venues/2/orders?day=${TODAY}`,
      headers: staff2.headers,
    });
    expect(board.json().orders.find((o: { order: { orderId: number } }) => o.order.orderId === orderId).stage).toBe(
      'new',
    );
  });
});
