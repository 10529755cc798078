// The osm adapter against a local fake answering like Photon and OSRM.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { haversineKm } from '@tavola/domain/delivery-venue-rules';
import { DomainError } from '@tavola/domain/error-codes';
import type { FakeServer } from '../../../simulators/maps/fake-http-server';
import { CORRENTI_11, DEMO_VENUES, demoWorld } from '../../../simulators/maps/fake-world';
import { createMapsProvider } from '../maps-provider';
import { MAPS_UNAVAILABLE_MESSAGE } from '../maps-http';
import { OsmMapsProvider } from './osm-maps-provider';
import { startOsmFake } from '../../../simulators/maps/osm-fake-server';

let fake: FakeServer;
let maps: OsmMapsProvider;
const warnings: object[] = [];
beforeAll(async () => {
  fake = await startOsmFake(demoWorld());
  // A generous deadline for the answers; the hanging fake gets its own short one below.
  maps = new OsmMapsProvider({
    photonUrl: fake.url,
    osrmUrl: fake.url,
    timeoutMs: 5000,
    log: { warn: (d) => warnings.push(d) },
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'ok';
  fake.requests.length = 0;
  warnings.length = 0;
});

const unavailable = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({
    kind: 'ServiceUnavailable',
    code: 'MAPS_UNAVAILABLE',
    message: MAPS_UNAVAILABLE_MESSAGE,
  });
};

describe('OsmMapsProvider.suggest (Photon /api)', () => {
  it('suggests streets in Italy without a house number', async () => {
    expect(await maps.suggest('via torino')).toEqual([
      { address: 'Via Torino', city: 'Milano', province: '', label: 'Via Torino, Milano' },
    ]);
    const asked = fake.requests[0].url;
    expect(asked.pathname).toBe('/api');
    expect(asked.searchParams.get('q')).toBe('via torino');
    expect(asked.searchParams.get('lang')).toBe('it');
    expect(asked.searchParams.get('bbox')).toBe('6.6,35.4,18.6,47.1');
    expect(asked.searchParams.getAll('layer')).toEqual(['house', 'street']);
  });

  it('suggests the house first, with its number, when one is typed', async () => {
    const list = await maps.suggest('via torino 21');
    expect(list[0]).toEqual({
      address: 'Via Torino',
      number: '21',
      city: 'Milano',
      province: '',
      label: 'Via Torino 21, Milano',
    });
    expect(list[1]).toMatchObject({ address: 'Via Torino', label: 'Via Torino, Milano' });
    expect(list[1].number).toBeUndefined();
  });

  it('answers nothing for an unknown street', async () => {
    expect(await maps.suggest('rue de rivoli')).toEqual([]);
  });
});

describe('OsmMapsProvider.geocode', () => {
  it('places the house when the number is known, the street otherwise, from the number field or the address text', async () => {
    expect(await maps.geocode({ address: 'Via Torino', number: '21', city: 'Milano' })).toEqual(DEMO_VENUES.centro);
    expect(await maps.geocode({ address: 'Via Torino 68', city: 'milano' })).toEqual({
      latitude: 45.4596,
      longitude: 9.1829,
    });
    expect(await maps.geocode({ address: 'Via Torino', number: '999', city: 'Milano' })).toEqual({
      latitude: 45.462,
      longitude: 9.186,
    });
    expect(fake.requests.at(-1)?.url.searchParams.get('q')).toBe('Via Torino 999, Milano');
  });

  it('finds nothing for a street of another town, or an unknown street', async () => {
    expect(await maps.geocode({ address: 'Via Torino', number: '21', city: 'Roma' })).toBeNull();
    expect(await maps.geocode({ address: 'Via Inventata', number: '1', city: 'Milano' })).toBeNull();
  });
});

describe('OsmMapsProvider.drivingDistancesKm (OSRM /table)', () => {
  it('measures by road, which may rank venues unlike the straight line', async () => {
    const [centro, navigli] = await maps.drivingDistancesKm([DEMO_VENUES.centro, DEMO_VENUES.navigli], CORRENTI_11);
    expect(haversineKm(DEMO_VENUES.centro, CORRENTI_11)).toBeLessThan(haversineKm(DEMO_VENUES.navigli, CORRENTI_11));
    expect([centro, navigli]).toEqual([3.1, 1.4]);
    const asked = fake.requests[0].url;
    expect(asked.pathname).toBe('/table/v1/driving/9.1851,45.4613;9.1733,45.4514;9.18,45.4585');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      sources: '0;1',
      destinations: '2',
      annotations: 'distance',
    });
  });

  it('gives null where OSRM finds no route, and asks nothing without venues', async () => {
    const island = { latitude: 45.4, longitude: 9.1 };
    const world = demoWorld();
    const noRoad = await startOsmFake({ places: world.places, roadKm: () => null });
    try {
      const isolated = new OsmMapsProvider({ photonUrl: noRoad.url, osrmUrl: noRoad.url, timeoutMs: 5000 });
      expect(await isolated.drivingDistancesKm([DEMO_VENUES.centro], island)).toEqual([null]);
    } finally {
      await noRoad.close();
    }
    expect(await maps.drivingDistancesKm([], island)).toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('provider down', () => {
  it('an error status is MAPS_UNAVAILABLE, logged without the query', async () => {
    fake.mode = 'error';
    await unavailable(maps.suggest('via torino'));
    await unavailable(maps.geocode({ address: 'Via Torino', number: '21', city: 'Milano' }));
    await unavailable(maps.drivingDistancesKm([DEMO_VENUES.centro], CORRENTI_11));
    expect(warnings[0]).toEqual({ provider: 'photon', path: '/api', status: 503, reason: 'error status' });
  });

  it('no answer within the timeout is MAPS_UNAVAILABLE', async () => {
    fake.mode = 'hang';
    const impatient = new OsmMapsProvider({
      photonUrl: fake.url,
      osrmUrl: fake.url,
      timeoutMs: 300,
      log: { warn: (d) => warnings.push(d) },
    });
    await unavailable(impatient.suggest('via torino'));
    await unavailable(impatient.drivingDistancesKm([DEMO_VENUES.centro], CORRENTI_11));
    expect(warnings[0]).toMatchObject({ provider: 'photon', reason: 'no answer within 300 ms' });
  });

  it('a server that is not there is MAPS_UNAVAILABLE', async () => {
    const gone = new OsmMapsProvider({
      photonUrl: 'http://127.0.0.1:9',
      osrmUrl: 'http://127.0.0.1:9',
      timeoutMs: 5000,
    });
    await unavailable(gone.geocode({ address: 'Via Torino', city: 'Milano' }));
  });
});

describe('createMapsProvider osm', () => {
  it('caches: the same address is asked of Photon once', async () => {
    const cached = createMapsProvider({
      MAPS_PROVIDER: 'osm',
      PHOTON_URL: fake.url,
      OSRM_URL: fake.url,
      MAPS_TIMEOUT_MS: 5000,
    });
    expect(cached.estimated).toBe(false);
    const first = await cached.geocode({ address: 'Via Torino', number: '21', city: 'Milano' });
    expect(await cached.geocode({ address: 'via torino', number: '21', city: 'MILANO' })).toEqual(first);
    expect(fake.requests).toHaveLength(1);
    // A failure is not kept: the retry asks again.
    fake.mode = 'error';
    await unavailable(cached.suggest('corso'));
    fake.mode = 'ok';
    expect(await cached.suggest('alzaia')).toHaveLength(1);
  });
});
