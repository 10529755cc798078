// An unverified reservation holds places until it expires, so one address may add only so
// many per 15 minutes (RATE_LIMIT_BOOKING_MAX); past that it gets a clear Italian 429.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationNote } from '@tavola/domain/booking';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2025-06-11T08:00:00Z'), env: { RATE_LIMIT_BOOKING_MAX: '3' } });
});
afterAll(() => t.close());

const add = (i: number) =>
  t.app.inject({
    method: 'POST',
    url: '/booking/AddPrenotazione',
    payload: {
      idloc: 'demo-isola',
      data: '12-06-2025',
      da: '12:30',
      a: '14:30',
      orari: '13:00',
      tavoli: null,
      id: '',
      quanti: 1,
      note: reservationNote(`Ospite ${i}`, ''),
      phone: `+39333111${i}`,
    },
  });

describe('AddPrenotazione rate limit', () => {
  it('answers 429 with an Italian message once an address goes over its budget', async () => {
    for (let i = 0; i < 3; i++) expect((await add(i)).statusCode).toBe(200);
    const over = await add(3);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Hai fatto troppi tentativi in poco tempo\. Riprova tra/);
  });
});
