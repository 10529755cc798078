// The booking service's documented calls (spec 001 §7) against the demo capacity
// model, on a fixed clock: Wednesday 11 June 2025, 10:00 in Rome.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationBadge, reservationNote } from '@tavola/domain/booking';
import { nextDaysResponseSchema, timesResponseSchema } from '@tavola/domain/booking-calls';
import { tableReservationSchema } from '@tavola/domain/booking';
import { createTestApp } from '../../test/test-app';

let clock = new Date('2025-06-11T08:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    env: { RESERVATION_VERIFY_TIMEOUT_MINUTES: '15', RATE_LIMIT_BOOKING_MAX: '1000' },
  });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const TOMORROW = '12-06-2025';

function reservation(overrides: Record<string, unknown> = {}) {
  return {
    idloc: 'demo-isola',
    data: TOMORROW,
    da: '19:30',
    a: '21:30',
    orari: '20:00',
    quanti: 2,
    tavoli: null,
    note: reservationNote('Giulia Rossi', 'Un seggiolone, grazie'),
    phone: '333 1234567',
    id: '',
    ...overrides,
  };
}
const add = (overrides: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/booking/AddPrenotazione', payload: reservation(overrides) });

describe('GetInfo', () => {
  it('answers the booking settings for the right password', async () => {
    const res = await get('/booking/GetInfo?p=demo-centro_centro-prenota');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      enabled: true,
      cucina1: 'Ristorante',
      cucina2: 'Pizzeria',
      maxquanti: 8,
      waserver: true,
    });
    expect((await get('/booking/GetInfo?p=demo-isola_isola-prenota')).json()).toMatchObject({
      cucina2: null,
      maxquanti: 0,
    });
  });

  it('refuses a wrong password with 403 and a clear message', async () => {
    for (const p of ['demo-centro_sbagliata', 'demo-centro_', 'demo-centro', 'demo-centro_isola-prenota']) {
      const res = await get(`/booking/GetInfo?p=${p}`);
      expect(res.statusCode, p).toBe(403);
      expect(res.json()).toEqual({
        code: 'BOOKING_WRONG_PASSWORD',
        message: 'La password del servizio prenotazioni non è corretta.',
      });
    }
    expect((await get('/booking/GetInfo?p=non-esiste_x')).statusCode).toBe(404);
  });
});

describe('ProssimiDisponibili', () => {
  it('lists the next open days from today, dd-MM-yyyy, skipping the days the venue is closed', async () => {
    const res = await get('/booking/ProssimiDisponibili?id=demo-isola');
    expect(res.statusCode).toBe(200);
    const { turni } = nextDaysResponseSchema.parse(res.json());
    expect(turni.map((d) => d.data)).toEqual([
      '11-06-2025',
      '12-06-2025',
      '13-06-2025',
      '14-06-2025',
      '15-06-2025',
      '17-06-2025',
      '18-06-2025',
    ]);
    expect(turni[0]).toMatchObject({
      description: 'oggi',
      date: '2025-06-11',
      pranzo: true,
      cena: true,
      disponibilip: 10,
      disponibilic: 16,
      unicop: true,
      unicoc: false,
    });
    expect(turni[1].description).toBe('domani');
  });

  it('answers 404 for an unknown venue', async () => {
    expect((await get('/booking/ProssimiDisponibili?id=non-esiste')).statusCode).toBe(404);
  });
});

describe('GetOrariDisponibiliCapacita', () => {
  it('gives the bands of the day with their times, lunch and dinner', async () => {
    const res = await get(`/booking/GetOrariDisponibiliCapacita?id=demo-centro&day=${TOMORROW}&quanti=2&cucina=1`);
    expect(res.statusCode).toBe(200);
    const { turni } = timesResponseSchema.parse(res.json());
    expect(turni.map((b) => `${b.da}-${b.a}`)).toEqual(['12:00-14:30', '19:00-21:00', '21:00-23:00']);
    expect(turni[1]).toMatchObject({
      data: TOMORROW,
      tavoli: '16 tavoli',
      orari: ['19:00', '19:30', '20:00', '20:30'],
      description: 'Cena 19:00 - 21:00',
    });
    const pizzeria = (
      await get(`/booking/GetOrariDisponibiliCapacita?id=demo-centro&day=${TOMORROW}&quanti=2&cucina=2`)
    ).json();
    expect(pizzeria.turni.map((b: { da: string }) => b.da)).toEqual(['12:00', '19:00']);
  });

  it('never offers a time already past on the venue clock', async () => {
    clock = new Date('2025-06-11T10:40:00Z'); // 12:40 in Rome
    const { turni } = (await get('/booking/GetOrariDisponibiliCapacita?id=demo-isola&day=11-06-2025&quanti=2')).json();
    expect(turni[0].orari).toEqual(['13:00', '13:30', '14:00']);
    expect(
      (await get('/booking/GetOrariDisponibiliCapacita?id=demo-isola&day=10-06-2025&quanti=2')).json().turni,
    ).toEqual([]);
    clock = new Date('2025-06-11T08:00:00Z');
  });

  it('has nothing for a party above the maximum, a missing second kitchen or a closed day', async () => {
    expect(
      (await get(`/booking/GetOrariDisponibiliCapacita?id=demo-isola&day=${TOMORROW}&quanti=5`)).json().turni,
    ).toEqual([]);
    expect(
      (await get(`/booking/GetOrariDisponibiliCapacita?id=demo-isola&day=${TOMORROW}&quanti=2&cucina=2`)).json().turni,
    ).toEqual([]);
    expect(
      (await get('/booking/GetOrariDisponibiliCapacita?id=demo-isola&day=16-06-2025&quanti=2')).json().turni,
    ).toEqual([]); // Monday
  });

  it('answers 400 for a malformed day', async () => {
    expect((await get('/booking/GetOrariDisponibiliCapacita?id=demo-isola&day=2025-06-12&quanti=2')).statusCode).toBe(
      400,
    );
    expect((await get('/booking/GetOrariDisponibiliCapacita?id=demo-isola&day=31-02-2025&quanti=2')).statusCode).toBe(
      400,
    );
  });
});

describe('AddPrenotazione and GetStatoPrenotazione', () => {
  it('adds a reservation the browser can keep, held until verified', async () => {
    const res = await add();
    expect(res.statusCode).toBe(200);
    const kept = tableReservationSchema.parse(res.json());
    expect(kept).toMatchObject({
      idloc: 'demo-isola',
      data: TOMORROW,
      da: '19:30',
      a: '21:30',
      orari: '20:00',
      quanti: 2,
      phone: '+393331234567',
      lang: 'it',
      verified: false,
      tavoli: '4 tavoli',
    });
    expect(kept.id).toMatch(/^[A-Z2-9]{8}$/);
    expect(kept.token).toMatch(/^demo-isola\.\d+\.[\w-]+$/);

    const status = (await get(`/booking/GetStatoPrenotazione?id=${kept.id}`)).json();
    expect(status).toMatchObject({ verf: null, err: null });
    expect(reservationBadge(status)).toBe('toConfirm');
    const day = (await get('/booking/ProssimiDisponibili?id=demo-isola')).json().turni[1];
    expect(day.disponibilic).toBe(16 - 2);
  });

  it('releases the places of a reservation not verified in time', async () => {
    const before = (await get('/booking/ProssimiDisponibili?id=demo-isola')).json().turni[1].disponibilic;
    const { id } = (await add({ quanti: 3 })).json();
    expect((await get('/booking/ProssimiDisponibili?id=demo-isola')).json().turni[1].disponibilic).toBe(before - 3);
    clock = new Date(clock.getTime() + 16 * 60_000);
    const status = (await get(`/booking/GetStatoPrenotazione?id=${id}`)).json();
    expect(status.err).toBe('scaduta');
    expect(reservationBadge(status)).toBe('error');
    // Both unverified reservations of this file are now past their time.
    expect((await get('/booking/ProssimiDisponibili?id=demo-isola')).json().turni[1].disponibilic).toBe(16);
    clock = new Date('2025-06-11T08:00:00Z');
  });

  it("refuses a full band with 509 'Purtroppo non abbiamo disponibilità!'", async () => {
    const late = { da: '21:30', a: '23:00', orari: '22:00', data: '13-06-2025' }; // 6 places
    expect((await add({ ...late, quanti: 4 })).statusCode).toBe(200);
    const res = await add({ ...late, quanti: 3 });
    expect(res.statusCode).toBe(509);
    expect(res.json()).toMatchObject({
      code: 'BOOKING_NO_AVAILABILITY',
      message: 'Purtroppo non abbiamo disponibilità!',
    });
    expect((await add({ ...late, quanti: 2 })).statusCode).toBe(200);
    const bands = (await get('/booking/GetOrariDisponibiliCapacita?id=demo-isola&day=13-06-2025&quanti=1')).json()
      .turni;
    expect(bands.map((b: { da: string }) => b.da)).toEqual(['12:30', '19:30']);
  });

  it('refuses past times, times outside the band, too many people and disabled venues', async () => {
    clock = new Date('2025-06-11T17:00:00Z'); // 19:00 in Rome
    const today = { data: '11-06-2025', da: '12:30', a: '14:30', orari: '13:00' };
    expect((await add(today)).json().code).toBe('BOOKING_TIME_NOT_AVAILABLE');
    expect((await add({ data: '10-06-2025' })).json().code).toBe('BOOKING_BAD_DAY');
    clock = new Date('2025-06-11T08:00:00Z');
    expect((await add({ orari: '20:15' })).statusCode).toBe(400);
    expect((await add({ quanti: 5 })).json().code).toBe('BOOKING_PEOPLE');
    expect((await add({ da: '18:00', a: '19:00' })).statusCode).toBe(509);
    expect((await add({ idloc: 'non-esiste' })).statusCode).toBe(404);
    expect((await add({ data: '2025-06-12' })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown reservation', async () => {
    expect((await get('/booking/GetStatoPrenotazione?id=NOPE2345')).statusCode).toBe(404);
  });
});

describe('ConfermaDesktop', () => {
  it('requires the phone, then confirms and messages the diner on WhatsApp', async () => {
    const kept = (await add({ phone: '', data: '14-06-2025' })).json();
    const form = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/booking/ConfermaDesktop',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const noPhone = await form({ id: kept.id, token: kept.token, phone: '' });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().message).toBe('Il numero di telefono è obbligatorio per poter confermare la prenotazione');

    const forged = await form({ id: kept.id, token: `${kept.token.slice(0, -3)}abc`, phone: '3331234567' });
    expect(forged.statusCode).toBe(400);

    const ok = await form({
      ...Object.fromEntries(Object.entries(kept).map(([k, v]) => [k, String(v ?? '')])),
      phone: '333 7654321',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ verified: true, phone: '+393337654321' });
    expect(reservationBadge((await get(`/booking/GetStatoPrenotazione?id=${kept.id}`)).json())).toBe('confirmed');

    const page = await get('/dev/booking-messages');
    expect(page.body).toContain('+393337654321');
    expect(page.body).toContain(`/cancel-reservation/${kept.id}/`);
  });
});

describe('GetPrenotazione and Disdetta', () => {
  it('cancels with the link, frees the places, and says when it was already cancelled', async () => {
    const day = { data: '15-06-2025', da: '21:30', a: '23:00', orari: '21:30' };
    const kept = (await add({ ...day, quanti: 4 })).json();
    const other = (await add({ ...day, quanti: 1 })).json();
    const info = (await get(`/booking/GetPrenotazione?id=${kept.id}`)).json();
    expect(info).toEqual({ DATA: '15-06-2025', DA: '21:30', QUANTI: 4, CANCELLATADA: null, CANCELLATAIL: null });
    expect((await add({ ...day, quanti: 2 })).statusCode).toBe(509);

    const cancel = (c: string, p: string) =>
      get(`/booking/Disdetta?c=${encodeURIComponent(c)}&p=${encodeURIComponent(p)}`);
    expect((await cancel(kept.id, `${kept.token.slice(0, -4)}AAAA`)).body).toBe('WP');
    expect((await cancel(kept.id, other.token)).body).toBe('WP'); // same venue and instant, another reservation
    expect((await cancel(kept.id, kept.token.replace(/\.\d+\./, '.1700000000000.'))).body).toBe('BP');
    expect((await cancel(kept.id, kept.token.replace('demo-isola', 'demo-centro'))).body).toBe('BP');
    expect((await cancel('NOPE2345', kept.token)).body).toBe('BP');
    expect((await cancel(kept.id, 'rubbish')).body).toBe('BP');
    expect((await get('/booking/Disdetta')).body).toBe('BP');

    expect((await cancel(kept.id, kept.token)).body).toBe('OK');
    expect((await cancel(kept.id, kept.token)).body).toBe('GC');
    const after = (await get(`/booking/GetPrenotazione?id=${kept.id}`)).json();
    expect(after.CANCELLATADA).toBe('cliente');
    expect(after.CANCELLATAIL).toBe('11-06-2025 10:00');
    expect((await get(`/booking/GetStatoPrenotazione?id=${kept.id}`)).json().err).toBe('cancellata');
    expect((await add({ ...day, quanti: 2 })).statusCode).toBe(200);
  });
});

describe('GetOfferta', () => {
  it('answers a valid offer by its code, case-insensitively', async () => {
    const res = await get('/booking/GetOfferta?off=benvenuto10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ off: 'BENVENUTO10', idloc: 'demo-centro', sconto: '10%' });
    expect((await get('/booking/GetOfferta?off=NOPE')).statusCode).toBe(404);
  });

  it('keeps the offer on a reservation of its venue only', async () => {
    const centro = { idloc: 'demo-centro', da: '19:00', a: '21:00', orari: '19:30', sconto: 'BENVENUTO10', cucina: 1 };
    expect((await add(centro)).json().sconto).toBe('BENVENUTO10');
    expect((await add({ sconto: 'BENVENUTO10' })).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents every booking call and webhook', async () => {
    const doc = (await get('/openapi.json')).json();
    for (const path of [
      '/booking/GetInfo',
      '/booking/ProssimiDisponibili',
      '/booking/GetOrariDisponibiliCapacita',
      '/booking/AddPrenotazione',
      '/booking/ConfermaDesktop',
      '/booking/GetStatoPrenotazione',
      '/booking/GetOfferta',
      '/booking/GetPrenotazione',
      '/booking/Disdetta',
      '/booking/webhooks/telegram',
      '/booking/webhooks/whatsapp',
      '/booking/webhooks/sms',
    ]) {
      const operations = Object.values(doc.paths[path] ?? {}) as { summary?: string; tags?: string[] }[];
      expect(operations.length, path).toBeGreaterThan(0);
      for (const op of operations) {
        expect(op.summary, path).toBeTruthy();
        expect(op.tags?.length, path).toBeGreaterThan(0);
      }
    }
  });
});
