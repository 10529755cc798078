// maps/suggest and maps/nearestSeatWeb (ours) with the offline provider on the demo
// data: Tavola Centro (Via Torino 21, radius 5 km) and Tavola Navigli (radius 8 km) deliver;
// Tavola Isola does not.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressSuggestionSchema, nearestSeatWebResponseSchema } from '@tavola/domain/delivery-venue-rules';
import { seatWebs } from '../../db/schema';
import { authenticate, createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  tokens.demo = (await authenticate(t.app, { companyUrlName: 'demo' })).token;
  tokens.navigli = (await authenticate(t.app, { companyUrlName: 'demo', seatWebId: 2 })).token;
  tokens.isola = (await authenticate(t.app, { companyUrlName: 'demo', seatWebId: 3 })).token;
  tokens.bar = (await authenticate(t.app, { companyUrlName: 'menu-digitale' })).token;
});
afterAll(() => t.close());

const suggest = (query: string, token = tokens.demo) =>
  t.app.inject({
    method: 'GET',
    url: `/api/maps/suggest?query=${encodeURIComponent(query)}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const nearest = (payload: object, token = tokens.demo) =>
  t.app.inject({
    method: 'POST',
    url: '/api/maps/nearestSeatWeb',
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const found = async (payload: object, token?: string) => {
  const res = await nearest(payload, token);
  expect(res.statusCode, res.body).toBe(200);
  return nearestSeatWebResponseSchema.parse(res.json());
};

describe('map tiles in the settings file (issue #10)', () => {
  it('gives the browser the tile URL and attribution, and no maps key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/settings.json' });
    expect(res.json().maps).toEqual({
      tilesUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      tilesAttribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    });
    expect(res.body).not.toMatch(/GOOGLE_MAPS_API_KEY|apiKey/i);
  });
});

describe('maps/suggest', () => {
  it('suggests Italian street addresses', async () => {
    const res = await suggest('via tor');
    expect(res.statusCode).toBe(200);
    const list = addressSuggestionSchema.array().parse(res.json());
    expect(list[0]).toEqual({
      address: 'Via Torino',
      city: 'Milano',
      province: 'MI',
      label: 'Via Torino, Milano (MI)',
    });
  });

  it('gives nothing below 2 characters, refuses a long query, needs a session', async () => {
    expect((await suggest('v')).json()).toEqual([]);
    expect((await suggest('x'.repeat(201))).statusCode).toBe(400);
    expect((await suggest('via torino', '')).statusCode).toBe(401);
  });
});

describe('maps/nearestSeatWeb', () => {
  it('finds the nearest delivering venue for an address in Milan, as an estimate', async () => {
    const result = await found({ address: 'Via Torino', number: '10', city: 'Milano' });
    expect(result.location).toEqual({ latitude: 45.462, longitude: 9.186 });
    expect(result.seatWeb?.name).toBe('Tavola Centro');
    expect(result.distanceKm).toBeLessThan(0.5);
    expect(result.estimated).toBe(true);
    // Ripa di Porta Ticinese is next to the Navigli venue.
    expect(
      (await found({ address: 'Ripa di Porta Ticinese', number: '5', city: 'Milano', province: 'MI' })).seatWeb?.name,
    ).toBe('Tavola Navigli');
  });

  it("uses a farther venue's larger radius: Via Lorenteggio is beyond Centro's 5 km but within Navigli's 8 km", async () => {
    const result = await found({ address: 'Via Lorenteggio', number: '200', city: 'Milano' });
    expect(result.seatWeb?.name).toBe('Tavola Navigli');
    expect(result.distanceKm).toBeGreaterThan(3);
  });

  it('finds no venue in Rome, and no location for an unknown city', async () => {
    const rome = await found({ address: 'Via del Corso', number: '1', city: 'Roma' });
    expect(rome.location).not.toBeNull();
    expect(rome).toMatchObject({ seatWeb: null, distanceKm: null, estimated: true });
    expect(await found({ address: 'Via Torino', number: '1', city: 'Atlantide' })).toEqual({
      location: null,
      seatWeb: null,
      distanceKm: null,
      estimated: true,
    });
  });

  it("searches only the session company's venues, and only the fixed venue when the session fixed it", async () => {
    // The bar (company 2) does not deliver.
    expect((await found({ address: 'Via Torino', number: '10', city: 'Milano' }, tokens.bar)).seatWeb).toBeNull();
    // Tied to Navigli: Navigli is within its 8 km even though Centro is nearer.
    expect((await found({ address: 'Via Torino', number: '10', city: 'Milano' }, tokens.navigli)).seatWeb?.name).toBe(
      'Tavola Navigli',
    );
    // Tied to Isola, which does not deliver.
    expect((await found({ address: 'Via Torino', number: '10', city: 'Milano' }, tokens.isola)).seatWeb).toBeNull();
  });

  it('skips venues without delivery or coordinates', async () => {
    await t.db.update(seatWebs).set({ latitude: null }).where(eq(seatWebs.seatWebId, 1));
    try {
      expect((await found({ address: 'Via Torino', number: '10', city: 'Milano' })).seatWeb?.name).toBe(
        'Tavola Navigli',
      );
    } finally {
      await t.db.update(seatWebs).set({ latitude: 45.4613 }).where(eq(seatWebs.seatWebId, 1));
    }
  });

  it('validates the delivery form (address 250, number 4, city 100, all required)', async () => {
    const res = await nearest({ address: '', number: '12345', city: 'x'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['body.address', 'body.city', 'body.number']);
    expect((await nearest({ address: 'Via Torino', number: '1', city: 'Milano' }, '')).statusCode).toBe(401);
  });
});
