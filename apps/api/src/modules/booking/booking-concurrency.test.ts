// No overbooking: concurrent AddPrenotazione calls for the last places admit exactly
// as many people as fit. Runs on PGlite (npx vitest run --project api) and on PostgreSQL
// (npm run test:pg), where the 50 requests really run in parallel on a connection pool and
// queue on the band/day row lock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationNote } from '@tavola/domain/booking';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // 150 reservations from one test address: lift the per-address budget (tested in booking-routes.test.ts).
  t = await createTestApp({ now: () => new Date('2025-06-11T08:00:00Z'), env: { RATE_LIMIT_BOOKING_MAX: '1000' } });
});
afterAll(() => t.close());

// Tavola Isola's lunch band holds 10 people per day (booking-seed.ts).
const lunch = { idloc: 'demo-isola', da: '12:30', a: '14:30', orari: '13:00', tavoli: null, id: '' };

function fire(data: string, sizes: number[]) {
  return Promise.all(
    sizes.map((quanti, i) =>
      t.app.inject({
        method: 'POST',
        url: '/booking/AddPrenotazione',
        payload: {
          ...lunch,
          data,
          quanti,
          note: reservationNote(`Ospite ${i}`, ''),
          phone: `+39333000${String(i).padStart(4, '0')}`,
        },
      }),
    ),
  );
}

const freeLunch = async (day: string) =>
  (await t.app.inject({ method: 'GET', url: '/booking/ProssimiDisponibili?id=demo-isola' }))
    .json()
    .turni.find((d: { data: string }) => d.data === day)?.disponibilip ?? 0;

describe('AddPrenotazione under concurrency', () => {
  it('admits exactly 10 of 50 simultaneous one-person requests at a band with 10 places', async () => {
    const responses = await fire(
      '12-06-2025',
      Array.from({ length: 50 }, () => 1),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 509)).toHaveLength(40);
    for (const r of responses.filter((r) => r.statusCode === 509)) {
      expect(r.json().message).toBe('Purtroppo non abbiamo disponibilità!');
    }
    const ids = new Set(responses.filter((r) => r.statusCode === 200).map((r) => r.json().id));
    expect(ids.size).toBe(10);
    expect(await freeLunch('12-06-2025')).toBe(0);
  });

  it('admits exactly 5 of 50 simultaneous two-person requests', async () => {
    const responses = await fire(
      '14-06-2025',
      Array.from({ length: 50 }, () => 2),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(responses.filter((r) => r.statusCode === 509)).toHaveLength(45);
  });

  it('never goes over with mixed party sizes: every refused party was larger than what is left', async () => {
    const sizes = Array.from({ length: 50 }, (_, i) => (i % 4) + 1);
    const responses = await fire('13-06-2025', sizes);
    const admitted = responses.map((r, i) => (r.statusCode === 200 ? sizes[i] : 0)).reduce((a, b) => a + b, 0);
    expect(admitted).toBeLessThanOrEqual(10);
    const left = 10 - admitted;
    const refused = sizes.filter((_, i) => responses[i].statusCode !== 200);
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 509)).toBe(true);
    expect(Math.min(...refused)).toBeGreaterThan(left);
    expect(await freeLunch('13-06-2025')).toBe(left);
  });
});
