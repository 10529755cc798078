// Back office, booking capacity: permissions of both routes (owner, manager of the
// venue, manager of another venue, staff, diner, anonymous, another company), validation with
// nothing changed on error, 409 on a stale version, a band with reservations never deleted,
// and the diners' booking service following a new band at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCapacity, BookingCapacityInput } from '@tavola/domain/booking-capacity-admin';
import { authenticate, createTestApp } from '../../test/test-app';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';

// Wednesday 11 June 2025, 10:00 in Rome. Tavola Isola (3, 'demo-isola') takes reservations.
const now = new Date('2025-06-11T08:00:00Z');
const ISOLA = 3;
let t: Awaited<ReturnType<typeof createTestApp>>;
type Signed = Awaited<ReturnType<typeof createSignedInStaff>>;
let owner: Signed;
let managerIsola: Signed;
let managerCentro: Signed;
let kitchen: Signed;
let otherOwner: Signed;
let diner: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => now, env: { RATE_LIMIT_BOOKING_MAX: '1000' } });
  owner = await createSignedInStaff(t, { role: 'owner' });
  managerIsola = await createSignedInStaff(t, { role: 'manager', seatWebIds: [ISOLA] });
  managerCentro = await createSignedInStaff(t, { role: 'manager', seatWebIds: [1] });
  kitchen = await createSignedInStaff(t, { role: 'staff', seatWebIds: [ISOLA] });
  otherOwner = await createSignedInStaff(t, { company: 'menu-digitale', role: 'owner' });
  diner = (await authenticate(t.app, { companyUrlName: 'demo', seatWebId: ISOLA })).token;
});
afterAll(() => t.close());

const url = `/api/staff/venues/${ISOLA}/booking-capacity`;
const read = async () => (await t.app.inject({ method: 'GET', url, headers: owner.headers })).json() as BookingCapacity;
const save = (headers: Record<string, string> | undefined, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, headers, payload: payload as object });
const asInput = (c: BookingCapacity): BookingCapacityInput => ({
  version: c.version,
  kitchen1Name: c.kitchen1Name,
  kitchen2Name: c.kitchen2Name,
  maxPeople: c.maxPeople,
  closedDays: c.closedDays,
  daysListed: c.daysListed,
  horizonDays: c.horizonDays,
  bands: c.bands,
  exceptions: c.exceptions,
});
const turni = async (day: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/booking/GetOrariDisponibiliCapacita?id=demo-isola&day=${day}&quanti=2` })
  ).json().turni as Array<{ da: string }>;

describe('who may read and change the booking capacity', () => {
  it('owner and the venue’s manager; others are refused and nothing changes', async () => {
    expect((await t.app.inject({ method: 'GET', url, headers: managerIsola.headers })).statusCode).toBe(200);
    const before = await read();
    expect(before.bands.length).toBeGreaterThan(0);
    for (const [headers, status] of [
      [managerCentro.headers, 403],
      [kitchen.headers, 403],
      [{ authorization: `Bearer ${diner}` }, 401],
      [undefined, 401],
      [otherOwner.headers, 404],
    ] as const) {
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(status);
      expect((await save(headers, { ...asInput(before), maxPeople: 9 })).statusCode).toBe(status);
    }
    expect(await read()).toEqual(before);
  });
});

describe('validation', () => {
  it('refuses bad bands and exceptions with a 400 naming the field, changing nothing', async () => {
    const before = await read();
    const input = asInput(before);
    const band = input.bands[0];
    const bad = async (payload: unknown, path: string) => {
      const res = await save(owner.headers, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields.map((f: { path: string }) => f.path)).toContain(path);
    };
    await bad({ ...input, bands: [{ ...band, endTime: band.startTime }] }, 'body.bands.0.endTime');
    await bad({ ...input, bands: [{ ...band, times: ['06:00'] }] }, 'body.bands.0.times.0');
    await bad({ ...input, bands: [{ ...band, places: -1 }] }, 'body.bands.0.places');
    await bad({ ...input, bands: [{ ...band, kitchen: 2 }], kitchen2Name: null }, 'body.bands.0.kitchen');
    await bad({ ...input, bands: [band, { ...band, bandId: null }] }, 'body.bands.1.startTime');
    await bad({ ...input, maxPeople: 100 }, 'body.maxPeople');
    await bad({ ...input, exceptions: [{ date: '2025-13-01', shift: null }] }, 'body.exceptions.0.date');
    await bad({ ...input, bands: [{ ...band, bandId: 1 }] }, 'body.bands.0.bandId'); // Centro's band
    expect(await read()).toEqual(before);
  });

  it('answers 409 to a stale version', async () => {
    const before = await read();
    expect((await save(managerIsola.headers, asInput(before))).statusCode).toBe(200);
    const late = await save(owner.headers, { ...asInput(before), maxPeople: 7 });
    expect(late.statusCode).toBe(409);
    expect((await read()).maxPeople).toBe(before.maxPeople);
  });
});

describe('the diners follow', () => {
  it('a new band is offered at once; a band with reservations cannot be deleted', async () => {
    const before = await read();
    expect((await turni('12-06-2025')).map((x) => x.da)).not.toContain('17:00');
    const res = await save(owner.headers, {
      ...asInput(before),
      bands: [
        ...before.bands,
        {
          bandId: null,
          kitchen: 1,
          daysOfWeek: 127,
          startTime: '17:00',
          endTime: '18:30',
          times: ['17:00', '17:30', '18:00'],
          places: 6,
          tables: '3 tavoli',
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as BookingCapacity;
    expect((await turni('12-06-2025')).map((x) => x.da)).toContain('17:00');
    const booked = await t.app.inject({
      method: 'POST',
      url: '/booking/AddPrenotazione',
      payload: {
        idloc: 'demo-isola',
        data: '12-06-2025',
        da: '17:00',
        a: '18:30',
        orari: '17:30',
        quanti: 2,
        tavoli: null,
        note: '{"name":"Anna","memo":"","x":false}',
        phone: '333 1234567',
        id: '',
      },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const removal = await save(owner.headers, {
      ...asInput(saved),
      bands: saved.bands.filter((b) => b.startTime !== '17:00'),
    });
    expect(removal.statusCode).toBe(400);
    expect(removal.json().code).toBe('BAND_HAS_RESERVATIONS');
    // Closed the next day by an exception: no band is offered.
    const closed = await save(owner.headers, {
      ...asInput(saved),
      exceptions: [...saved.exceptions, { date: '2025-06-12', shift: null, note: 'Evento privato' }],
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await turni('12-06-2025')).toEqual([]);
  });
});
