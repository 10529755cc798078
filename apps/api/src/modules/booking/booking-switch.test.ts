// A venue created in the back office takes bookings once switched on: the switch needs a band
// with places, gives the venue what the booking service needs (its booking id, password and
// settings row, which only the seed used to create), and the diners' home offers booking only
// where it works. Then a diner books through the documented calls and staff take a phone
// booking on the board. Also: the booking board's "Non arrivati" waits for the booking's time,
// a phone booking chooses its kitchen, and a refused booking (509) is not logged as an error.
// Clock: Wednesday 11 June 2025, 10:00 in Rome (movable).
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationNote } from '@tavola/domain/booking';
import { emptyVenueInput } from '@tavola/domain/venue-admin';
import type { BookingCapacity, BookingCapacityInput } from '@tavola/domain/booking-capacity-admin';
import { authenticate, createTestApp } from '../../test/test-app';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';
import { companyBookingStatus, venueBookingStatus } from './booking-venue-service';

let clock = new Date('2025-06-11T08:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
type Signed = Awaited<ReturnType<typeof createSignedInStaff>>;
let owner: Signed;
const logLines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean))
        logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  t = await createTestApp({
    now: () => clock,
    env: { RATE_LIMIT_BOOKING_MAX: '1000' },
    serverOptions: { logger: { level: 'info', stream } },
  });
  owner = await createSignedInStaff(t, { role: 'owner' });
});
afterAll(() => t.close());

const staffCall = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/staff${url}`, headers, ...(payload ? { payload } : {}) });
const capacity = async (seatWebId: number) =>
  (await staffCall('GET', `/venues/${seatWebId}/booking-capacity`, owner.headers)).json() as BookingCapacity;
const switchTo = (seatWebId: number, enabled: boolean, headers = owner.headers) =>
  staffCall('PUT', `/venues/${seatWebId}/booking-capacity/enabled`, headers, { enabled });
const asInput = (c: BookingCapacity, bands: BookingCapacityInput['bands'] = c.bands): BookingCapacityInput => ({
  version: c.version,
  kitchen1Name: c.kitchen1Name || 'Sala',
  kitchen2Name: c.kitchen2Name,
  maxPeople: c.maxPeople,
  closedDays: c.closedDays,
  daysListed: c.daysListed,
  horizonDays: c.horizonDays,
  bands,
  exceptions: c.exceptions,
});
const DINNER = {
  bandId: null,
  kitchen: 1 as const,
  daysOfWeek: 127,
  startTime: '19:00',
  endTime: '22:00',
  times: ['19:00', '19:30', '20:00', '20:30'],
  places: 10,
  tables: '',
};
const LUNCH = { ...DINNER, startTime: '12:00', endTime: '14:30', times: ['12:00', '12:30', '13:00', '13:30'] };

async function newVenue(name: string, services: object = {}) {
  const res = await staffCall('POST', '/venues', owner.headers, {
    ...emptyVenueInput(),
    name,
    address: 'Via Roma 1',
    city: 'Milano',
    ...services,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().seatWebId as number;
}
const dinersVenue = async (seatWebId: number) => {
  const { company } = (await authenticate(t.app, { companyUrlName: 'demo' })).body as {
    company: {
      tableReservation: Array<{ seatWebId: number }>;
      seatWebs: Array<{
        seatWebId: number;
        tableReservationEnabled: boolean;
        tableReservationId: string | null;
        tableReservationPassword: string | null;
      }>;
    };
  };
  return {
    offered: company.tableReservation.some((s) => s.seatWebId === seatWebId),
    seatWeb: company.seatWebs.find((s) => s.seatWebId === seatWebId)!,
  };
};
const dinerBooks = (idloc: string, overrides: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/booking/AddPrenotazione',
    payload: {
      idloc,
      data: '12-06-2025',
      da: '19:00',
      a: '22:00',
      orari: '20:00',
      quanti: 2,
      tavoli: null,
      note: reservationNote('Giulia Rossi', ''),
      phone: '333 1234567',
      id: '',
      ...overrides,
    },
  });

describe("switching a new venue's bookings on", () => {
  it('refuses without a band with places, in a clear sentence, and changes nothing', async () => {
    const venue = await newVenue('Trattoria Nuova');
    const refused = await switchTo(venue, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'BOOKING_NEEDS_BAND',
      message: expect.stringMatching(/almeno una fascia con dei posti/),
    });
    // A band without places is no band to book.
    const first = await capacity(venue);
    expect(
      (
        await staffCall(
          'PUT',
          `/venues/${venue}/booking-capacity`,
          owner.headers,
          asInput(first, [{ ...DINNER, places: 0 }]),
        )
      ).statusCode,
    ).toBe(200);
    expect((await switchTo(venue, true)).json().code).toBe('BOOKING_NEEDS_BAND');
    expect(await capacity(venue)).toMatchObject({ bookingsOn: false, bookable: false });
    expect(await venueBookingStatus(t.db, venue)).toEqual({
      seatWebId: venue,
      on: false,
      hasBand: false,
      takesBookings: false,
    });
    expect((await dinersVenue(venue)).offered).toBe(false);
  });

  it('with a band: on, wired to the booking service, offered to diners, who book; a phone booking too', async () => {
    const venue = await newVenue('Osteria del Ponte');
    const first = await capacity(venue);
    expect(
      (await staffCall('PUT', `/venues/${venue}/booking-capacity`, owner.headers, asInput(first, [DINNER]))).statusCode,
    ).toBe(200);
    // Saved bands alone do not switch bookings on.
    expect(await capacity(venue)).toMatchObject({ bookingsOn: false, bookable: false });
    expect((await dinersVenue(venue)).offered).toBe(false);

    const kitchenStaff = await createSignedInStaff(t, { role: 'staff', seatWebIds: [venue] });
    expect((await switchTo(venue, true, kitchenStaff.headers)).statusCode).toBe(403);
    const on = await switchTo(venue, true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ seatWebId: venue, bookingsOn: true, bookable: true });
    expect(await venueBookingStatus(t.db, venue)).toEqual({
      seatWebId: venue,
      on: true,
      hasBand: true,
      takesBookings: true,
    });
    expect((await companyBookingStatus(t.db, owner.companyId)).find((s) => s.seatWebId === venue)?.takesBookings).toBe(
      true,
    );

    const { offered, seatWeb } = await dinersVenue(venue);
    expect(offered).toBe(true);
    expect(seatWeb.tableReservationEnabled).toBe(true);
    expect(seatWeb.tableReservationId).toBe(`demo-${venue}`);
    const info = await t.app.inject({
      method: 'GET',
      url: `/booking/GetInfo?p=${seatWeb.tableReservationId}_${seatWeb.tableReservationPassword}`,
    });
    expect(info.json()).toMatchObject({ enabled: true });
    const booked = await dinerBooks(seatWeb.tableReservationId!);
    expect(booked.statusCode, booked.body).toBe(200);

    const phone = await staffCall('POST', `/venues/${venue}/bookings`, kitchenStaff.headers, {
      day: '2025-06-12',
      time: '20:30',
      people: 4,
      name: 'Telefono',
    });
    expect(phone.statusCode, phone.body).toBe(200);
    expect(phone.json().reservations.map((r: { name: string; status: string }) => [r.name, r.status])).toEqual([
      ['Giulia Rossi', 'to-confirm'],
      ['Telefono', 'confirmed'],
    ]);

    // While on, a band with places stays (a band with reservations is never deleted anyway: its places go to 0).
    const current = await capacity(venue);
    const emptied = await staffCall(
      'PUT',
      `/venues/${venue}/booking-capacity`,
      owner.headers,
      asInput(
        current,
        current.bands.map((b) => ({ ...b, places: 0 })),
      ),
    );
    expect(emptied.json().code).toBe('BOOKINGS_ON_NEED_BAND');

    // Off: the diners' card goes, the booking calls say so in a sentence.
    const off = await switchTo(venue, false);
    expect(off.json()).toMatchObject({ bookingsOn: false, bookable: false });
    expect((await dinersVenue(venue)).offered).toBe(false);
    const refused = await dinerBooks(seatWeb.tableReservationId!, { orari: '19:30' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).not.toMatch(/E2KTable/);
    expect(refused.json().message).toMatch(/non accetta prenotazioni online/);
    // Back on: same id and password, the diner's links keep working.
    expect((await switchTo(venue, true)).json().bookable).toBe(true);
    expect((await dinersVenue(venue)).seatWeb.tableReservationPassword).toBe(seatWeb.tableReservationPassword);
  });

  it("the venue form's 'Prenotazione tavoli' and saved bands are enough: the capacity save wires the venue", async () => {
    const venue = await newVenue('Pizzeria Aperta', { tableReservationEnabled: true });
    // Ticked but no band: diners are not offered a booking page with nothing to book.
    expect(await capacity(venue)).toMatchObject({ bookingsOn: false, bookable: false });
    expect((await dinersVenue(venue)).offered).toBe(false);
    const first = await capacity(venue);
    expect(
      (await staffCall('PUT', `/venues/${venue}/booking-capacity`, owner.headers, asInput(first, [LUNCH, DINNER])))
        .statusCode,
    ).toBe(200);
    expect(await capacity(venue)).toMatchObject({ bookingsOn: true, bookable: true });
    const { offered, seatWeb } = await dinersVenue(venue);
    expect(offered).toBe(true);
    expect((await dinerBooks(seatWeb.tableReservationId!)).statusCode).toBe(200);
  });
});

describe('the booking board', () => {
  const CENTRO = 1;
  it("offers 'Non arrivati' only from the booking's time, on the venue's clock", async () => {
    const staff = await createSignedInStaff(t, { role: 'staff', seatWebIds: [CENTRO] });
    const add = await staffCall('POST', `/venues/${CENTRO}/bookings`, staff.headers, {
      day: '2025-06-11',
      time: '13:30',
      people: 2,
      name: 'Pranzo Rossi',
    });
    expect(add.statusCode, add.body).toBe(200);
    const board = add.json();
    expect(board.timeZone).toBe('Europe/Rome');
    const id = board.reservations.find((r: { name: string }) => r.name === 'Pranzo Rossi').reservationId as string;
    const noShow = () => staffCall('POST', `/venues/${CENTRO}/bookings/${id}/no-show`, staff.headers);
    clock = new Date('2025-06-11T08:30:00Z'); // 10:30 in Rome
    const early = await noShow();
    expect(early.statusCode).toBe(400);
    expect(early.json().code).toBe('NO_SHOW_TOO_EARLY');
    clock = new Date('2025-06-11T11:29:00Z'); // 13:29
    expect((await noShow()).statusCode).toBe(400);
    clock = new Date('2025-06-11T11:30:00Z'); // 13:30
    const marked = await noShow();
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().reservations.find((r: { reservationId: string }) => r.reservationId === id).attendance).toBe(
      'no-show',
    );
    clock = new Date('2025-06-11T08:00:00Z');
  });

  it('names the kitchens, and a phone booking goes to the kitchen chosen', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff', seatWebIds: [CENTRO] });
    const board = (await staffCall('GET', `/venues/${CENTRO}/bookings?day=2025-06-12`, staff.headers)).json();
    expect(board.kitchens).toEqual([
      { kitchen: 1, name: 'Ristorante' },
      { kitchen: 2, name: 'Pizzeria' },
    ]);
    const bandOf = (b: typeof board, reservationName: string) => {
      const r = b.reservations.find((x: { name: string }) => x.name === reservationName);
      return b.bands.find((x: { bandId: number }) => x.bandId === r.bandId) as { kitchen: number; startTime: string };
    };
    const pizza = await staffCall('POST', `/venues/${CENTRO}/bookings`, staff.headers, {
      day: '2025-06-12',
      time: '19:00',
      people: 3,
      name: 'Pizza Bianchi',
      kitchen: 2,
    });
    expect(pizza.statusCode, pizza.body).toBe(200);
    expect(bandOf(pizza.json(), 'Pizza Bianchi')).toMatchObject({ kitchen: 2, startTime: '19:00' });
    const restaurant = await staffCall('POST', `/venues/${CENTRO}/bookings`, staff.headers, {
      day: '2025-06-12',
      time: '19:00',
      people: 3,
      name: 'Cena Verdi',
      kitchen: 1,
    });
    expect(bandOf(restaurant.json(), 'Cena Verdi')).toMatchObject({ kitchen: 1, startTime: '19:00' });
    // 22:30 is the pizzeria's only: refused for the restaurant, taken by the pizzeria without a choice.
    const wrong = await staffCall('POST', `/venues/${CENTRO}/bookings`, staff.headers, {
      day: '2025-06-12',
      time: '22:30',
      people: 2,
      name: 'Tardi',
      kitchen: 1,
    });
    expect(wrong.statusCode).toBe(400);
    const any = await staffCall('POST', `/venues/${CENTRO}/bookings`, staff.headers, {
      day: '2025-06-12',
      time: '22:30',
      people: 2,
      name: 'Tardi',
    });
    expect(bandOf(any.json(), 'Tardi')).toMatchObject({ kitchen: 2 });
    expect(
      (
        await staffCall('POST', `/venues/${CENTRO}/bookings`, staff.headers, {
          day: '2025-06-12',
          time: '19:00',
          people: 2,
          name: 'X',
          kitchen: 3,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('a refused booking is not an error', () => {
  it('logs a full band (509) at info with its code, without a stack; no error line', async () => {
    const staff = await createSignedInStaff(t, { role: 'staff', seatWebIds: [3] });
    // Tavola Isola's 21:30 band holds 6, at most 4 a booking.
    for (const people of [4, 2]) {
      const fill = await staffCall('POST', '/venues/3/bookings', staff.headers, {
        day: '2025-06-12',
        time: '22:00',
        people,
        name: 'Tavolata',
      });
      expect(fill.statusCode, fill.body).toBe(200);
    }
    logLines.length = 0;
    for (let i = 0; i < 5; i++) {
      const full = await dinerBooks('demo-isola', { da: '21:30', a: '23:00', orari: '22:00' });
      expect(full.statusCode).toBe(509);
    }
    const refusals = logLines.filter((l) => l.code === 'BOOKING_NO_AVAILABILITY');
    expect(refusals).toHaveLength(5);
    for (const line of refusals) {
      expect(line.level).toBe(30);
      expect(JSON.stringify(line)).not.toMatch(/stack|"err"/);
    }
    expect(logLines.filter((l) => Number(l.level) >= 50)).toEqual([]);
  });
});
