// Every free text of a request is the domain's plain, bounded string (primitives.ts): a NUL
// (PostgreSQL cannot store it: a 500 before) or a lone UTF-16 surrogate (stored as U+FFFD, so
// not what was sent) is a 400 naming the field, and nothing is stored. Seen on the pause reason,
// allergen and feature names, translations and phone bookings; a real emoji (a whole surrogate
// pair) is fine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app';
import { createSignedInStaff } from './modules/staff-accounts/staff-test-helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Awaited<ReturnType<typeof createSignedInStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInStaff(t, { role: 'owner' });
});
afterAll(() => t.close());

const send = (method: 'PUT' | 'POST', url: string, payload: object) =>
  t.app.inject({ method, url: `/api/staff${url}`, headers: owner.headers, payload });
const BAD = {
  nul: 'Cucina\u0000piena',
  highAlone: 'Cucina \ud800 piena',
  lowAlone: 'Cucina \udc00 piena',
  reversed: 'x\udc00\ud800y',
};

function expectRefused(res: Awaited<ReturnType<typeof send>>, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({
    code: 'VALIDATION',
    fields: [{ path: field, message: 'Il testo contiene caratteri non ammessi' }],
  });
}

describe('NUL and lone surrogates are a 400, never a 500 or a U+FFFD', () => {
  it('the ordering pause reason', async () => {
    for (const [name, reason] of Object.entries(BAD)) {
      expectRefused(await send('PUT', '/venues/1/ordering-pause', { minutes: 10, reason }), 'body.reason');
      const board = await t.app.inject({ method: 'GET', url: '/api/staff/venues/1/orders', headers: owner.headers });
      expect(board.json().venue.pausedUntil, name).toBeNull();
    }
    const ok = await send('PUT', '/venues/1/ordering-pause', { minutes: 10, reason: 'Forno rotto 🍕' });
    expect(ok.json().pauseReason).toBe('Forno rotto 🍕');
  });

  it('allergen and feature names, and translations', async () => {
    const allergens = async () =>
      JSON.stringify(
        (await t.app.inject({ method: 'GET', url: '/api/staff/menu/allergens', headers: owner.headers })).json(),
      );
    const before = await allergens();
    for (const text of Object.values(BAD)) {
      expectRefused(await send('POST', '/menu/allergens', { description: text }), 'body.description');
      expectRefused(await send('POST', '/menu/features', { name: text }), 'body.name');
      expectRefused(
        await send('PUT', '/menu/translations', {
          entityType: 'menuWeb',
          entityId: 1,
          languageId: 2,
          fields: { displayDescription: text },
        }),
        'body.fields.displayDescription',
      );
    }
    expect(await allergens()).toBe(before);
    expect(before).not.toContain('\ufffd');
    const feature = await send('POST', '/menu/features', { name: 'Piccante 🌶️' });
    expect(feature.statusCode, feature.body).toBe(200);
    expect(feature.json().name).toBe('Piccante 🌶️');
  });

  it("a phone booking's name and memo", async () => {
    const booking = (over: object) =>
      send('POST', '/venues/1/bookings', { day: '2026-12-01', time: '20:00', people: 2, name: 'Rossi', ...over });
    expectRefused(await booking({ name: BAD.nul }), 'body.name');
    expectRefused(await booking({ memo: BAD.highAlone }), 'body.memo');
  });
});
