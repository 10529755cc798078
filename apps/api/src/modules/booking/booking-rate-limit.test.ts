// An unverified reservation holds places until it expires, so one address may add only so
// many per 15 minutes (RATE_LIMIT_BOOKING_MAX); past that it gets a clear Italian 429.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationNote } from '@tavola/domain/booking';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    now: () => new Date('2025-06-11T08:00:00Z'),
    env: { RATE_LIMIT_BOOKING_MAX: '3', RATE_LIMIT_DESKTOP_PHONE_MAX: '2' },
  });
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
      phone: `+39333111000${i}`, // a valid mobile: phones are validated
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

// ConfermaDesktop confirms a reservation for the phone it is given and messages it,
// so it is limited per address and per phone (a stranger must not message a phone at will).
describe('ConfermaDesktop rate limits', () => {
  const confirm = (phone: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/booking/ConfermaDesktop',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ id: 'nessuna', token: 'x', phone }).toString(),
    });

  it('limits one address', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await confirm(`+39 333 44455${i}0`, '198.51.100.1')).statusCode);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });

  it('limits one phone, whatever the address and however it is written', async () => {
    const statuses = [];
    for (const [i, phone] of ['+39 333 5556667', '3335556667', '0039 333 555 6667'].entries()) {
      statuses.push((await confirm(phone, `198.51.100.${10 + i}`)).statusCode);
    }
    expect(statuses.slice(0, 2)).not.toContain(429);
    expect(statuses[2]).toBe(429);
  });
});
