// Back office, hours: permissions of every route (owner, manager of
// the venue, manager of another venue, staff, diner, anonymous, another company), validation
// (nothing changed on error), the 409 on a stale version, the diners' days, slots and info
// modal following the saved hours at once, special opening hours on an exception date, and
// the confirm step when future orders would fall outside new hours.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MenuPublicationStatus, OrderType } from '@tavola/domain/enums';
import type { VenueHours, VenueHoursInput } from '@tavola/domain/venue-hours';
import { orders } from '../../db/schema';
import { authenticate, createTestApp } from '../../test/test-app';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';

const TAKEAWAY = MenuPublicationStatus.TakeAwayMenu;
const DELIVERY = MenuPublicationStatus.DeliveryMenu;
// Friday 7 March 2025, 09:00 in Rome.
const now = new Date('2025-03-07T08:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
type Signed = Awaited<ReturnType<typeof createSignedInStaff>>;
let owner: Signed;
let managerCentro: Signed;
let managerNavigli: Signed;
let kitchen: Signed;
let otherOwner: Signed;
let diner: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  owner = await createSignedInStaff(t, { role: 'owner' });
  managerCentro = await createSignedInStaff(t, { role: 'manager', seatWebIds: [1] });
  managerNavigli = await createSignedInStaff(t, { role: 'manager', seatWebIds: [2] });
  kitchen = await createSignedInStaff(t, { role: 'staff', seatWebIds: [1] });
  otherOwner = await createSignedInStaff(t, { company: 'menu-digitale', role: 'owner' });
  diner = (await authenticate(t.app, { companyUrlName: 'demo', seatWebId: 1 })).token;
});
afterAll(() => t.close());

const hours = (headers: Record<string, string> | undefined, seatWebId = 1) =>
  t.app.inject({ method: 'GET', url: `/api/staff/venues/${seatWebId}/hours`, headers });
const save = (headers: Record<string, string> | undefined, payload: unknown, seatWebId = 1) =>
  t.app.inject({ method: 'PUT', url: `/api/staff/venues/${seatWebId}/hours`, headers, payload: payload as object });
const cap = (headers: Record<string, string> | undefined, payload: unknown, seatWebId = 1) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/staff/venues/${seatWebId}/hours/slot-cap`,
    headers,
    payload: payload as object,
  });
const asInput = (h: VenueHours): VenueHoursInput => ({
  version: h.version,
  frames: h.frames.map(({ menuWebId: _m, ...f }) => f),
  closures: h.closures,
});
const read = async (seatWebId = 1) => (await hours(owner.headers, seatWebId)).json() as VenueHours;
const dinerGet = (url: string, token = diner) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const days = async (status: number, token = diner) =>
  (await dinerGet(`/api/timeFrameWeb/getDaysForCurrentSeat?menuPublicationStatus=${status}`, token)).json() as Array<{
    day: string;
  }>;
const slots = async (timeFrameWebId: number, date: string, orderType: number = OrderType.Asporto, token = diner) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/timeFrameWeb/getAvailableSlotsForTimeFrame',
      headers: { authorization: `Bearer ${token}` },
      payload: { timeFrameWebId, orderType, OrderDate: date, details: [] },
    })
  ).json().slotList as string[];

describe('who may read and change the hours', () => {
  it('owner and the venue’s manager read them; others are refused', async () => {
    expect((await hours(owner.headers)).statusCode).toBe(200);
    expect((await hours(managerCentro.headers)).statusCode).toBe(200);
    expect((await hours(managerNavigli.headers)).statusCode).toBe(403);
    expect((await hours(kitchen.headers)).statusCode).toBe(403);
    expect((await hours({ authorization: `Bearer ${diner}` })).statusCode).toBe(401);
    expect((await hours(undefined)).statusCode).toBe(401);
    expect((await hours(otherOwner.headers)).statusCode).toBe(404);
    expect((await hours(owner.headers, 4)).statusCode).toBe(404);
  });

  it('only owner and the venue’s manager may save; a refused save changes nothing', async () => {
    const before = await read();
    const body = { ...asInput(before), closures: [{ date: '2025-03-08', menuPublicationStatus: 15, note: 'x' }] };
    for (const [headers, status] of [
      [managerNavigli.headers, 403],
      [kitchen.headers, 403],
      [{ authorization: `Bearer ${diner}` }, 401],
      [undefined, 401],
      [otherOwner.headers, 404],
    ] as const) {
      expect((await save(headers, body)).statusCode).toBe(status);
      expect((await cap(headers, { version: before.version, orderType: 1, ordersPerSlot: 2 })).statusCode).toBe(status);
    }
    expect(await read()).toEqual(before);
  });
});

describe('validation', () => {
  it('refuses bad times, overlaps, duplicates and unknown windows with a 400 naming the field, changing nothing', async () => {
    const before = await read();
    const input = asInput(before);
    const frame = input.frames[0];
    const bad = async (payload: unknown, path: string) => {
      const res = await save(owner.headers, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields.map((f: { path: string }) => f.path)).toContain(path);
    };
    await bad({ ...input, frames: [{ ...frame, endTime: '10:00' }] }, 'body.frames.0.endTime');
    await bad({ ...input, frames: [{ ...frame, beginTime: '25:00' }] }, 'body.frames.0.beginTime');
    await bad({ ...input, frames: [{ ...frame, daysOfWeek: 0 }] }, 'body.frames.0.daysOfWeek');
    await bad({ ...input, frames: [{ ...frame, slotMinutes: 0 }] }, 'body.frames.0.slotMinutes');
    await bad({ ...input, frames: [{ ...frame, ordersPerSlot: 100000 }] }, 'body.frames.0.ordersPerSlot');
    await bad(
      { ...input, frames: [frame, { ...frame, timeFrameWebId: null, beginTime: '14:00', endTime: '16:00' }] },
      'body.frames.1.beginTime',
    );
    await bad({ ...input, closures: [{ date: '2025-02-30', menuPublicationStatus: 15 }] }, 'body.closures.0.date');
    await bad(
      {
        ...input,
        closures: [
          { date: '2025-03-09', menuPublicationStatus: 15 },
          { date: '2025-03-09', menuPublicationStatus: 2 },
        ],
      },
      'body.closures.1.date',
    );
    // A window of another venue (Navigli's frame 3) is not this venue's.
    await bad({ ...input, frames: [{ ...frame, timeFrameWebId: 3 }] }, 'body.frames.0.timeFrameWebId');
    expect((await cap(owner.headers, { version: before.version, orderType: 0, ordersPerSlot: 2 })).statusCode).toBe(
      400,
    );
    expect((await cap(owner.headers, { version: before.version, orderType: 1, ordersPerSlot: 0 })).statusCode).toBe(
      400,
    );
    expect(await read()).toEqual(before);
  });

  it('answers 409 to a save read at an older version, and keeps the newer one', async () => {
    const before = await read();
    const first = await save(managerCentro.headers, asInput(before));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(before.version + 1);
    const late = await save(owner.headers, { ...asInput(before), frames: [] });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('STALE_VERSION');
    expect((await read()).frames).toHaveLength(before.frames.length);
    expect((await cap(owner.headers, { version: before.version, orderType: 1, ordersPerSlot: 2 })).statusCode).toBe(
      409,
    );
  });
});

describe('the diners follow the hours', () => {
  it('a closure removes the day, its frames and its slots for the closed order types only', async () => {
    expect((await days(TAKEAWAY)).map((d) => d.day)).toContain('2025-03-08');
    expect(await slots(1, '2025-03-08')).toContain('12:00');
    const before = await read();
    const res = await save(owner.headers, {
      ...asInput(before),
      closures: [{ date: '2025-03-08', menuPublicationStatus: TAKEAWAY, note: 'Inventario' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await days(TAKEAWAY)).map((d) => d.day)).not.toContain('2025-03-08');
    expect(await slots(1, '2025-03-08')).toEqual([]);
    expect(
      (await dinerGet('/api/timeFrameWeb/getTimeFramesForCurrentSeat?date=2025-03-08&menuPublicationStatus=4')).json(),
    ).toEqual([]);
    // Delivery is still served that day.
    expect((await days(DELIVERY)).map((d) => d.day)).toContain('2025-03-08');
    expect(await slots(1, '2025-03-08', OrderType.Consegna)).toContain('12:00');
    const reopened = await save(owner.headers, { ...asInput((await res.json()) as VenueHours), closures: [] });
    expect(reopened.statusCode).toBe(200);
    expect(await slots(1, '2025-03-08')).toContain('12:00');
  });

  it('changed takeaway hours move the slots and the info modal’s hours together', async () => {
    const before = await read();
    expect(await slots(1, '2025-03-08')).toContain('11:30');
    const input = asInput(before);
    const res = await save(owner.headers, {
      ...input,
      frames: [
        // Lunch stays for dine-in and delivery; takeaway gets its own, later window.
        ...input.frames.map((f) =>
          f.timeFrameWebId === 1 ? { ...f, menuPublicationStatus: f.menuPublicationStatus & ~TAKEAWAY } : f,
        ),
        {
          description: 'Asporto pranzo',
          menuPublicationStatus: TAKEAWAY,
          daysOfWeek: 127,
          beginTime: '12:30',
          endTime: '14:00',
          slotMinutes: 30,
          ordersPerSlot: 3,
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as VenueHours;
    const takeawayWindow = saved.frames.find((f) => f.description === 'Asporto pranzo')!;
    expect(await slots(1, '2025-03-08')).toEqual([]);
    expect(await slots(takeawayWindow.timeFrameWebId, '2025-03-08')).toEqual(['12:30', '13:00', '13:30']);
    const centro = (await dinerGet('/api/seatWeb/getSetWeb?seatWebId=1')).json();
    const takeawayHours = centro.openingDays.flatMap(
      (d: Record<string, { takeawayStart: string | null; takeawayEnd: string | null } | null>) =>
        ['morning', 'afternoon', 'evening']
          .map((p) => d[p])
          .filter((s) => s?.takeawayStart)
          .map((s) => `${s!.takeawayStart}-${s!.takeawayEnd}`),
    );
    expect(takeawayHours).toEqual(['12:30-14:00', '18:30-23:30']);
    // The per-slot cap: one order per takeaway slot.
    const capped = await cap(owner.headers, { version: saved.version, orderType: OrderType.Asporto, ordersPerSlot: 1 });
    expect(capped.statusCode, capped.body).toBe(200);
    expect(
      (capped.json() as VenueHours).frames.find((f) => f.timeFrameWebId === takeawayWindow.timeFrameWebId)
        ?.ordersPerSlot,
    ).toBe(1);
    // Back to the demo hours for the other tests.
    const restore = await save(owner.headers, { ...input, version: (capped.json() as VenueHours).version });
    expect(restore.statusCode, restore.body).toBe(200);
  });
});

describe('special opening hours on an exception date', () => {
  // Saturday 8 March: takeaway only, 10:00-11:00, instead of the weekly lunch and dinner.
  const special = {
    description: 'Sabato speciale',
    menuPublicationStatus: TAKEAWAY,
    daysOfWeek: 127,
    beginTime: '10:00',
    endTime: '11:00',
    slotMinutes: 30,
    ordersPerSlot: 2,
    specialDate: '2025-03-08',
  };

  it('refuses a special date that is not a date, or two special windows overlapping on it, changing nothing', async () => {
    const before = await read();
    const input = asInput(before);
    const res = await save(owner.headers, {
      ...input,
      frames: [...input.frames, { ...special, specialDate: '2025-02-30' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { path: string }) => f.path)).toContain(
      `body.frames.${input.frames.length}.specialDate`,
    );
    const overlap = await save(owner.headers, {
      ...input,
      frames: [...input.frames, special, { ...special, beginTime: '10:30', endTime: '12:00' }],
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().fields.map((f: { path: string }) => f.path)).toContain(
      `body.frames.${input.frames.length + 1}.beginTime`,
    );
    // A manager of another venue may not set them either.
    expect((await save(managerNavigli.headers, { ...input, frames: [...input.frames, special] })).statusCode).toBe(403);
    expect(await read()).toEqual(before);
  });

  it('replace the weekday’s windows that day: the diner is offered exactly the special slots', async () => {
    const before = await read();
    const input = asInput(before);
    const res = await save(managerCentro.headers, { ...input, frames: [...input.frames, special] });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as VenueHours;
    const window = saved.frames.find((f) => f.specialDate === '2025-03-08')!;
    // Its weekday is its date's (Saturday), whatever was sent.
    expect(window.daysOfWeek).toBe(32);
    const frames = (
      await dinerGet('/api/timeFrameWeb/getTimeFramesForCurrentSeat?date=2025-03-08&menuPublicationStatus=4')
    ).json() as Array<{ timeFrameWebId: number }>;
    expect(frames.map((f) => f.timeFrameWebId)).toEqual([window.timeFrameWebId]);
    expect(await slots(window.timeFrameWebId, '2025-03-08')).toEqual(['10:00', '10:30']);
    // The weekly lunch has no slot that day, and delivery (not served by the special window) no day.
    expect(await slots(1, '2025-03-08')).toEqual([]);
    expect((await days(DELIVERY)).map((d) => d.day)).not.toContain('2025-03-08');
    // Sunday keeps the weekly hours; the special window has no slot on another date.
    expect(await slots(1, '2025-03-09')).toContain('12:00');
    expect(await slots(window.timeFrameWebId, '2025-03-09')).toEqual([]);
    // The info modal's weekly hours are unchanged; the date is an exception entry with its hours.
    const centro = (await dinerGet('/api/seatWeb/getSetWeb?seatWebId=1')).json();
    const exception = centro.openingDays.find(
      (d: { exceptionDate: string | null }) => d.exceptionDate === '2025-03-08',
    );
    expect(exception.morning.takeawayStart).toBe('10:00');
    expect(centro.openingDays.filter((d: { exceptionDate: string | null }) => !d.exceptionDate)).toHaveLength(
      before.frames.length,
    );
    // Without the special hours the weekly lunch is back that day.
    const back = await save(owner.headers, {
      ...asInput(saved),
      frames: asInput(saved).frames.filter((f) => !f.specialDate),
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await slots(1, '2025-03-08')).toContain('12:00');
  });
});

describe('future orders outside new hours', () => {
  let orderIds: number[] = [];
  afterAll(async () => {
    if (orderIds.length > 0)
      await t.db.update(orders).set({ cancelledAt: new Date() }).where(inArray(orders.orderId, orderIds));
  });

  it('a save leaving future orders outside the hours gets 409 with their count; confirmed, it saves and the orders keep their time', async () => {
    const inserted = await t.db
      .insert(orders)
      .values([
        // Saturday 12:00 takeaway and 12:15 delivery in the lunch window, and one in the past (Thursday).
        {
          companyId: 1,
          orderNumber: 9100,
          orderType: OrderType.Asporto,
          seatWebId: 1,
          timeFrameWebId: 1,
          requestedDateTime: '2025-03-08 12:00:00',
        },
        {
          companyId: 1,
          orderNumber: 9101,
          orderType: OrderType.Consegna,
          seatWebId: 1,
          timeFrameWebId: 1,
          requestedDateTime: '2025-03-08 12:15:00',
        },
        {
          companyId: 1,
          orderNumber: 9102,
          orderType: OrderType.Asporto,
          seatWebId: 1,
          timeFrameWebId: 1,
          requestedDateTime: '2025-03-06 12:00:00',
        },
      ])
      .returning({ orderId: orders.orderId });
    orderIds = inserted.map((o) => o.orderId);
    const before = await read();
    const input = asInput(before);
    // Unchanged hours and hours still covering both orders save without a question.
    const same = await save(owner.headers, input);
    expect(same.statusCode, same.body).toBe(200);
    let current = same.json() as VenueHours;
    // Lunch shrunk to start at 12:10: the 12:00 takeaway order falls outside, the 12:15 one not.
    const shrunk = asInput(current).frames.map((f) => (f.timeFrameWebId === 1 ? { ...f, beginTime: '12:10' } : f));
    const refused = await save(owner.headers, { ...asInput(current), frames: shrunk });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ORDERS_OUTSIDE_HOURS', affected: 1 });
    expect(refused.json().message).toContain('1 ordine futuro');
    expect(await read()).toEqual(current);
    // Deleting the window leaves both out: a confirmation of 1 is not enough.
    const withoutLunch = asInput(current).frames.filter((f) => f.timeFrameWebId !== 1);
    const stale = await save(owner.headers, {
      ...asInput(current),
      frames: withoutLunch,
      confirmedOrdersOutsideHours: 1,
    });
    expect(stale.json()).toMatchObject({ code: 'ORDERS_OUTSIDE_HOURS', affected: 2 });
    // A closure of the date counts too.
    const closed = await save(owner.headers, {
      ...asInput(current),
      closures: [{ date: '2025-03-08', menuPublicationStatus: DELIVERY, note: '' }],
    });
    expect(closed.json()).toMatchObject({ code: 'ORDERS_OUTSIDE_HOURS', affected: 1 });
    // Confirmed with the count shown: saved; the orders keep their requested time.
    const confirmed = await save(owner.headers, {
      ...asInput(current),
      frames: shrunk,
      confirmedOrdersOutsideHours: 1,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    current = confirmed.json() as VenueHours;
    expect(current.frames.find((f) => f.timeFrameWebId === 1)?.beginTime).toBe('12:10');
    const kept = await t.db
      .select({ requestedDateTime: orders.requestedDateTime })
      .from(orders)
      .where(eq(orders.orderId, orderIds[0]));
    expect(kept[0].requestedDateTime).toBe('2025-03-08 12:00:00');
    // Back to the demo hours (covering the order again: no question).
    const restore = await save(owner.headers, { ...input, version: current.version });
    expect(restore.statusCode, restore.body).toBe(200);
  });
});
