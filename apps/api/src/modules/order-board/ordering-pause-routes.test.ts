// The venue's pause of online orders as the diners meet it: the slot lists leave out the slots
// the pause covers and keep the later ones, the order save refuses only an order for a covered
// time (a covered slot, an order at the table while it lasts) and takes a later slot, and
// seatWeb/getOrderingPauses tells the company's own diners of it from the home page on.
// The clock: Saturday 21 November 2026, 11:00 in Milan (10:00 UTC).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderType } from '@tavola/domain/enums';
import { bearer, registeredCustomer } from '../../test/ordering-fixtures';
import { authenticate, createTestApp } from '../../test/test-app';
import { demoLines, dineInOrder, NOW, save, takeawayOrder, TODAY, type DemoLines } from '../order/order-test-helpers';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let l: DemoLines;
let staff: Awaited<ReturnType<typeof createSignedInStaff>>;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  l = await demoLines(t.db);
  staff = await createSignedInStaff(t, { role: 'owner' });
});
afterAll(async () => t?.close());

const pause = (seatWebId: number, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/staff/venues/${seatWebId}/ordering-pause`,
    headers: staff.headers,
    payload,
  });
const resume = (seatWebId: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/staff/venues/${seatWebId}/ordering-pause`, headers: staff.headers });
const slotsOf = async (token: string, date = TODAY) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/timeFrameWeb/getAvailableSlotsForTimeFrame',
    headers: bearer(token),
    payload: { timeFrameWebId: 3, orderType: OrderType.Asporto, OrderDate: date, details: [] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().slotList as string[];
};
const pausesFor = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/seatWeb/getOrderingPauses', headers: bearer(token) });

describe('a pause of online orders, for the diners', () => {
  it('leaves the covered slots out of the list and keeps the later ones', async () => {
    const { token } = await authenticate(t.app, { companyUrlName: 'demo', seatWebId: 2 });
    const before = await slotsOf(token);
    expect(before.slice(0, 3)).toEqual(['11:30', '11:45', '12:00']);
    // Paused at 11:00 for an hour: until 12:00 in Milan.
    expect((await pause(2, { minutes: 60, reason: 'Cucina piena' })).statusCode).toBe(200);
    const during = await slotsOf(token);
    expect(during[0]).toBe('12:00');
    expect(during).not.toContain('11:30');
    expect(during).not.toContain('11:45');
    expect(during).toEqual(before.filter((slot) => slot >= '12:00'));
    // Tomorrow is not touched; a pause at another venue does not touch this one's slots.
    expect((await slotsOf(token, '2026-11-22'))[0]).toBe('00:00');
    expect(await resume(2)).toMatchObject({ statusCode: 200 });
    expect(await slotsOf(token)).toEqual(before);
  });

  it('refuses only an order for a covered slot, and takes a later one', async () => {
    const diner = await registeredCustomer(t.app, t.db, `pausa-slot-${Date.now()}@example.com`, { seatWebId: 2 });
    expect((await pause(2, { minutes: 60, reason: 'Cucina piena' })).statusCode).toBe(200);
    const covered = await save(t.app, diner.token, takeawayOrder(l, { requestedDateTime: `${TODAY}T11:45:00` }));
    expect(covered.statusCode).toBe(400);
    expect(covered.json()).toMatchObject({ code: 'ORDERING_PAUSED' });
    expect(covered.json().message).toBe(
      'Al momento il ristorante non accetta ordini online (fino alle 12:00). Cucina piena',
    );
    // After the pause ends: taken while the pause is still on.
    const later = await save(t.app, diner.token, takeawayOrder(l, { requestedDateTime: `${TODAY}T12:30:00` }));
    expect(later.statusCode, later.body).toBe(200);
    // The first slot after the end is not covered either.
    const atEnd = await save(
      t.app,
      diner.token,
      takeawayOrder(l, { requestedDateTime: `${TODAY}T12:00:00`, extraField1: 'Citofono Bianchi' }),
    );
    expect(atEnd.statusCode, atEnd.body).toBe(200);
    expect((await resume(2)).statusCode).toBe(200);
  });

  it('refuses an order at the table while the pause lasts, whatever time it claims', async () => {
    const diner = await registeredCustomer(t.app, t.db, `pausa-tavolo-${Date.now()}@example.com`, { seatWebId: 1 });
    expect((await pause(1, { minutes: 20 })).statusCode).toBe(200);
    for (const requestedDateTime of [null, `${TODAY}T18:00:00`]) {
      const refused = await save(t.app, diner.token, dineInOrder(l, { requestedDateTime }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'ORDERING_PAUSED',
        message: 'Al momento il ristorante non accetta ordini online (fino alle 11:20).',
      });
    }
    expect((await resume(1)).statusCode).toBe(200);
    const taken = await save(t.app, diner.token, dineInOrder(l));
    expect(taken.statusCode, taken.body).toBe(200);
  });

  it("drops a day's time frame the pause covers whole, and the day itself", async () => {
    const { token } = await authenticate(t.app, { companyUrlName: 'demo', seatWebId: 1 });
    const frames = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/timeFrameWeb/getTimeFramesForCurrentSeat?date=${TODAY}&menuPublicationStatus=4`,
          headers: bearer(token),
        })
      ).json() as Array<{ timeFrameWebId: number }>;
    const days = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/timeFrameWeb/getDaysForCurrentSeat?menuPublicationStatus=4',
          headers: bearer(token),
        })
      ).json() as Array<{ day: string }>;
    expect((await frames()).map((f) => f.timeFrameWebId)).toEqual([1, 2]);
    // Until 16:00: Pranzo (11:30-15:00) is covered whole, Cena (18:30-23:30) is not.
    expect((await pause(1, { minutes: 5 * 60 })).statusCode).toBe(200);
    expect((await frames()).map((f) => f.timeFrameWebId)).toEqual([2]);
    expect((await days())[0].day).toBe(TODAY);
    // Until the end of the day: today is no longer a day to choose.
    expect((await pause(1, { untilEndOfDay: true })).statusCode).toBe(200);
    expect(await frames()).toEqual([]);
    expect((await days()).map((d) => d.day)).not.toContain(TODAY);
    expect((await resume(1)).statusCode).toBe(200);
  });

  it("tells the company's diners of a pause still on, and no one else", async () => {
    const { token } = await authenticate(t.app, { companyUrlName: 'demo' });
    expect((await pausesFor(token)).json()).toEqual([]);
    expect((await pause(2, { minutes: 45, reason: 'Forno in manutenzione' })).statusCode).toBe(200);
    const res = await pausesFor(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        seatWebId: 2,
        pausedUntil: new Date(NOW.getTime() + 45 * 60_000).toISOString(),
        untilDate: TODAY,
        untilTime: '11:45',
        endsToday: true,
        reason: 'Forno in manutenzione',
      },
    ]);
    // Another company's diners see none of it; without a session the call is refused.
    const other = await authenticate(t.app, { companyUrlName: 'menu-digitale' });
    expect((await pausesFor(other.token)).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/seatWeb/getOrderingPauses' })).statusCode).toBe(401);
    expect((await resume(2)).statusCode).toBe(200);
    expect((await pausesFor(token)).json()).toEqual([]);
  });
});
