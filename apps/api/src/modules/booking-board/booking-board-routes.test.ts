// The booking board: reservations by band with people against places, statuses,
// arrived / no-show, staff cancellation freeing places, phone reservations under the same
// capacity rules, and the permission boundaries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationNote } from '@tavola/domain/booking';
import { createTestApp } from '../../test/test-app';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let isola: number;
let staff: Awaited<ReturnType<typeof createSignedInStaff>>;
const DAY = '2025-06-12';

beforeAll(async () => {
  t = await createTestApp({
    now: () => new Date('2025-06-11T08:00:00Z'),
    env: { RATE_LIMIT_BOOKING_MAX: '1000', LOG_LEVEL: process.env.DEBUG_LOG ? 'error' : 'silent' },
  });
  const { seatWebs } = await import('../../db/schema');
  const { eq } = await import('drizzle-orm');
  [{ seatWebId: isola }] = await t.db
    .select({ seatWebId: seatWebs.seatWebId })
    .from(seatWebs)
    .where(eq(seatWebs.tableReservationId, 'demo-isola'));
  staff = await createSignedInStaff(t, { role: 'staff', seatWebIds: [isola] });
});
afterAll(async () => t?.close());

const dinerBooks = (people: number, orari = '20:00') =>
  t.app.inject({
    method: 'POST',
    url: '/booking/AddPrenotazione',
    payload: {
      idloc: 'demo-isola',
      data: '12-06-2025',
      da: '19:30',
      a: '21:30',
      orari,
      quanti: people,
      tavoli: null,
      note: reservationNote('Giulia Rossi', ''),
      phone: '333 1234567',
      id: '',
    },
  });
const board = (headers: Record<string, string> = staff.headers, seatWebId = isola) =>
  t.app.inject({ method: 'GET', url: `/api/staff/venues/${seatWebId}/bookings?day=${DAY}`, headers });
const dinnerBand = (b: { bands: Array<{ startTime: string; places: number; held: number }> }) =>
  b.bands.find((x) => x.startTime === '19:30')!;

describe('booking board', () => {
  it('shows a diner’s reservation against the band’s places; staff cancellation frees them', async () => {
    const booked = await dinerBooks(4);
    expect(booked.statusCode, booked.body).toBe(200);
    const id = booked.json().id as string;
    const before = (await board()).json();
    expect(dinnerBand(before)).toMatchObject({ places: 10, held: 4 });
    expect(before.reservations.find((r: { reservationId: string }) => r.reservationId === id)).toMatchObject({
      name: 'Giulia Rossi',
      people: 4,
      status: 'to-confirm',
    });

    const arrived = await t.app.inject({
      method: 'POST',
      url: `/api/staff/venues/${isola}/bookings/${id}/arrived`,
      headers: staff.headers,
    });
    expect(arrived.statusCode, arrived.body).toBe(200);
    expect(arrived.json().reservations.find((r: { reservationId: string }) => r.reservationId === id).attendance).toBe(
      'arrived',
    );

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/staff/venues/${isola}/bookings/${id}/cancel`,
      headers: staff.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(dinnerBand(cancelled.json()).held).toBe(0);
    expect(cancelled.json().reservations.find((r: { reservationId: string }) => r.reservationId === id).status).toBe(
      'cancelled',
    );
    // The diner is told on the channel: the notice is in the messages log.
    const { bookingMessages } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    const notices = await t.db.select().from(bookingMessages).where(eq(bookingMessages.reservationId, id));
    expect(notices.some((m) => m.direction === 'out' && /annullata dal ristorante/.test(m.text))).toBe(true);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/staff/venues/${isola}/bookings/${id}/cancel`,
          headers: staff.headers,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/staff/venues/${isola}/bookings/${id}/no-show`,
          headers: staff.headers,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('adds phone reservations with the same capacity rules: never overbooked', async () => {
    const add = (people: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/venues/${isola}/bookings`,
        headers: staff.headers,
        payload: { day: DAY, time: '20:30', people, name: 'Walk-in', phone: '+39 333 0000000' },
      });
    const first = await add(4);
    expect(first.statusCode, first.body).toBe(200);
    expect(dinnerBand(first.json()).held).toBe(4);
    expect(first.json().reservations.find((r: { name: string }) => r.name === 'Walk-in')).toMatchObject({
      status: 'confirmed',
      via: 'staff',
    });
    expect((await add(4)).statusCode).toBe(200);
    // 8 + 3 > 10 places.
    const full = await add(3);
    expect(full.statusCode).toBe(509);
    expect(full.json().code).toBe('BOOKING_NO_AVAILABILITY');
    // Nor can a diner take more than what is left.
    expect((await dinerBooks(3)).statusCode).toBe(509);
    expect((await add(2)).statusCode).toBe(200);
    expect(dinnerBand((await board()).json()).held).toBe(10);
    const badTime = await t.app.inject({
      method: 'POST',
      url: `/api/staff/venues/${isola}/bookings`,
      headers: staff.headers,
      payload: { day: DAY, time: '03:00', people: 2, name: 'X' },
    });
    expect(badTime.statusCode).toBe(400);
  });

  it('keeps other venues and companies out', async () => {
    const otherVenue = await createSignedInStaff(t, { role: 'staff', seatWebIds: [1] });
    const otherCompany = await createSignedInStaff(t, { company: 'menu-digitale', role: 'owner' });
    expect((await board(otherVenue.headers)).statusCode).toBe(403);
    expect((await board(otherCompany.headers)).statusCode).toBe(404);
    expect((await board({})).statusCode).toBe(401);
    const id = (await dinerBooks(1, '21:00')).json().id as string;
    // A reservation of Isola through another venue of one's own is not found.
    const owner = await createSignedInStaff(t, { role: 'owner' });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/staff/venues/1/bookings/${id}/cancel`, headers: owner.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/staff/venues/${isola}/bookings/${id}/cancel`,
          headers: otherVenue.headers,
        })
      ).statusCode,
    ).toBe(403);
  });
});
