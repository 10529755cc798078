// maps/suggest, maps/nearestSeatWeb and the order save's delivery check with the real
// adapters, MAPS_PROVIDER=osm and =google, each pointed through its base URLs at
// a local fake speaking the provider's wire format. Demo venues: Tavola Centro (Via Torino 21,
// radius 5 km) and Tavola Navigli (radius 8 km) deliver; Tavola Isola does not.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addressSuggestionSchema, nearestSeatWebResponseSchema } from '@tavola/domain/delivery-venue-rules';
import { orders } from '../../db/schema';
import { anonymousCustomer } from '../../test/ordering-fixtures';
import { authenticate, createTestApp } from '../../test/test-app';
import { deliveryOrder, demoLines, NOW, save, type DemoLines } from '../order/order-test-helpers';
import type { FakeServer } from '../../simulators/maps/fake-http-server';
import { CORRENTI_11, demoWorld, type FakeWorld } from '../../simulators/maps/fake-world';
import { startGoogleFake } from '../../simulators/maps/google-fake-server';
import { MAPS_UNAVAILABLE_MESSAGE } from './maps-http';
import { startOsmFake } from '../../simulators/maps/osm-fake-server';

const NO_VENUE = 'Siamo spiacenti, ma non ci sono sedi disponibili nella tua zona.';
const KEY = 'server-side-key-42';

const providers = [
  {
    name: 'osm',
    start: (world: FakeWorld) => startOsmFake(world),
    env: (url: string) => ({ MAPS_PROVIDER: 'osm', PHOTON_URL: url, OSRM_URL: `${url}/` }),
    province: '',
  },
  {
    name: 'google',
    start: (world: FakeWorld) => startGoogleFake(world, KEY),
    env: (url: string) => ({ MAPS_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: KEY, GOOGLE_MAPS_BASE_URL: url }),
    province: 'MI',
  },
];

describe.each(providers)('MAPS_PROVIDER=$name', (provider) => {
  let fake: FakeServer;
  let world: FakeWorld;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let token: string;
  let l: DemoLines;

  beforeAll(async () => {
    world = demoWorld();
    fake = await provider.start(world);
    // A deadline long enough for a loaded machine; the hanging fake costs this much per call.
    t = await createTestApp({ now: () => NOW, env: { ...provider.env(fake.url), MAPS_TIMEOUT_MS: '3000' } });
    token = (await authenticate(t.app, { companyUrlName: 'demo' })).token;
    l = await demoLines(t.db);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.mode = 'ok';
    world.roadKm = demoWorld().roadKm;
  });

  const suggest = (query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/maps/suggest?query=${encodeURIComponent(query)}&sessionToken=5f0e6a8e-8d1c-4a57-9c41-0c6f3b1d2e7a`,
      headers: { authorization: `Bearer ${token}` },
    });
  const nearest = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/maps/nearestSeatWeb',
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
  const found = async (payload: object) => {
    const res = await nearest(payload);
    expect(res.statusCode, res.body).toBe(200);
    return nearestSeatWebResponseSchema.parse(res.json());
  };

  it('suggests addresses with and without a house number', async () => {
    const street = addressSuggestionSchema.array().parse((await suggest('Via Torin')).json());
    expect(street[0]).toMatchObject({ address: 'Via Torino', city: 'Milano', province: provider.province });
    expect(street[0].number).toBeUndefined();
    const house = addressSuggestionSchema.array().parse((await suggest('via torino 68')).json());
    expect(house[0]).toMatchObject({ address: 'Via Torino', number: '68', city: 'Milano' });
  });

  it('picks the nearest venue by driving distance, not by straight line, and says it is not an estimate', async () => {
    // Via Cesare Correnti 11 is nearer Centro in a straight line; by road Navigli is nearer.
    const result = await found({ address: 'Via Cesare Correnti', number: '11', city: 'Milano' });
    expect(result).toMatchObject({ location: CORRENTI_11, distanceKm: 1.4, estimated: false });
    expect(result.seatWeb?.name).toBe('Tavola Navigli');
  });

  it('excludes a venue whose radius is shorter than the road: Centro (6 km > 5) loses to Navigli (7.5 km ≤ 8)', async () => {
    const result = await found({ address: 'Viale Fulvio Testi', number: '300', city: 'Milano' });
    expect(result.seatWeb?.name).toBe('Tavola Navigli');
    expect(result.distanceKm).toBe(7.5);
  });

  it('finds a street in a city with no venue, and no venue there', async () => {
    const rome = await found({ address: 'Via del Corso', number: '1', city: 'Roma' });
    expect(rome.location).toEqual({ latitude: 41.9106, longitude: 12.4766 });
    expect(rome).toMatchObject({ seatWeb: null, distanceKm: null, estimated: false });
    expect(await found({ address: 'Via Inventata', number: '1', city: 'Milano' })).toMatchObject({
      location: null,
      seatWeb: null,
    });
  });

  it('no route from any venue is no venue (200), not an outage', async () => {
    world.roadKm = () => null;
    expect(await found({ address: 'Via Torino', number: '68', city: 'Milano' })).toMatchObject({
      seatWeb: null,
      distanceKm: null,
    });
  });

  it('a provider error or timeout is 503 MAPS_UNAVAILABLE with its own message', async () => {
    for (const mode of ['error', 'hang'] as const) {
      fake.mode = mode;
      // Not in the cache: an address not asked before.
      const res = await nearest({
        address: 'Alzaia Naviglio Grande',
        number: mode === 'error' ? '40' : '41',
        city: 'Milano',
      });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toMatchObject({ code: 'MAPS_UNAVAILABLE', message: MAPS_UNAVAILABLE_MESSAGE });
      expect(MAPS_UNAVAILABLE_MESSAGE).not.toBe(NO_VENUE);
      expect((await suggest(`corso ${mode}`)).statusCode).toBe(503);
    }
  });

  it('the order save re-checks the address with the same provider', async () => {
    const { token: diner } = await anonymousCustomer(t.app, `consegna-${provider.name}@example.com`, 2);
    const address = (text: string, city = 'Milano') => ({
      customerDeliveryAddress: {
        address: text,
        city,
        customerAddressId: 0,
        customerId: 0,
        addressType: 'D',
        businessName: text,
        province: '',
      },
    });
    const [before] = await t.db.select({ n: count() }).from(orders);

    const far = await save(t.app, diner, deliveryOrder(l, address('Via del Corso 1', 'Roma')));
    expect(far.statusCode, far.body).toBe(400);
    expect(far.json()).toMatchObject({ code: 'DELIVERY_OUT_OF_RANGE', message: NO_VENUE });

    fake.mode = 'error';
    const down = await save(t.app, diner, deliveryOrder(l, address('Via Torino 21')));
    expect(down.statusCode, down.body).toBe(503);
    expect(down.json().code).toBe('MAPS_UNAVAILABLE');
    const [after] = await t.db.select({ n: count() }).from(orders);
    expect(after.n).toBe(before.n);

    fake.mode = 'ok';
    const near = await save(t.app, diner, deliveryOrder(l, address('Via Cesare Correnti 11')));
    expect(near.statusCode, near.body).toBe(200);
  });
});
