// The google adapter against a local fake answering like Places API (New)
// Autocomplete, the Geocoding API and the Routes API compute route matrix.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '@tavola/domain/error-codes';
import type { FakeServer } from '../../../simulators/maps/fake-http-server';
import { CORRENTI_11, DEMO_VENUES, demoWorld, roadNetwork } from '../../../simulators/maps/fake-world';
import { createMapsProvider } from '../maps-provider';
import { cityAndProvince, GoogleMapsProvider } from './google-maps-provider';
import { startGoogleFake } from '../../../simulators/maps/google-fake-server';

const KEY = 'test-key-0123456789';
let fake: FakeServer;
let maps: GoogleMapsProvider;
const warnings: object[] = [];
beforeAll(async () => {
  fake = await startGoogleFake(demoWorld(), KEY);
  maps = new GoogleMapsProvider({
    apiKey: KEY,
    baseUrl: fake.url,
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
  expect(error).toMatchObject({ kind: 'ServiceUnavailable', code: 'MAPS_UNAVAILABLE' });
};

describe('GoogleMapsProvider.suggest (Places Autocomplete New)', () => {
  it('asks for Italian addresses with the session token, and reads street, city and province', async () => {
    const token = '7b0c1c1e-4a37-4d0b-9d8e-0a3f7cf1b9a2';
    expect(await maps.suggest('via torino', 5, token)).toEqual([
      { address: 'Via Torino', city: 'Milano', province: 'MI', label: 'Via Torino, Milano (MI)' },
    ]);
    const asked = fake.requests[0];
    expect(asked.method).toBe('POST');
    expect(asked.url.pathname).toBe('/v1/places:autocomplete');
    expect(asked.headers['x-goog-api-key']).toBe(KEY);
    expect(asked.body).toEqual({
      input: 'via torino',
      includedRegionCodes: ['it'],
      includedPrimaryTypes: ['street_address', 'route', 'premise', 'subpremise'],
      languageCode: 'it',
      regionCode: 'it',
      sessionToken: token,
    });
  });

  it('gives the house number when one is typed', async () => {
    const [house, street] = await maps.suggest('via torino 21');
    expect(house).toEqual({
      address: 'Via Torino',
      number: '21',
      city: 'Milano',
      province: 'MI',
      label: 'Via Torino 21, Milano (MI)',
    });
    expect(street.number).toBeUndefined();
  });

  it('answers nothing when Google has no prediction (an empty object)', async () => {
    expect(await maps.suggest('rue de rivoli')).toEqual([]);
  });

  it('reads the secondary text in its Italian forms', () => {
    expect(cityAndProvince('Milano, MI, Italia')).toEqual({ city: 'Milano', province: 'MI' });
    expect(cityAndProvince('20123 Milano MI, Italia')).toEqual({ city: 'Milano', province: 'MI' });
    expect(cityAndProvince('Sesto San Giovanni, Italy')).toEqual({ city: 'Sesto San Giovanni', province: '' });
  });
});

describe('GoogleMapsProvider.geocode (Geocoding API)', () => {
  it('places the house, with the number from the field or the address text, restricted to Italy', async () => {
    expect(await maps.geocode({ address: 'Via Torino', number: '21', city: 'Milano' })).toEqual(DEMO_VENUES.centro);
    expect(await maps.geocode({ address: 'Via Torino 68', city: 'Milano' })).toEqual({
      latitude: 45.4596,
      longitude: 9.1829,
    });
    const asked = fake.requests[1].url;
    expect(asked.pathname).toBe('/maps/api/geocode/json');
    expect(asked.searchParams.get('address')).toBe('Via Torino 68, Milano');
    expect(asked.searchParams.get('components')).toBe('country:IT');
    expect(asked.searchParams.get('key')).toBe(KEY);
  });

  it("refuses a town's centre for an unknown street, and ZERO_RESULTS is not found", async () => {
    expect(await maps.geocode({ address: 'Via Inventata', number: '1', city: 'Milano' })).toBeNull();
    expect(await maps.geocode({ address: 'Via Inventata', number: '1', city: 'Atlantide' })).toBeNull();
  });

  it('REQUEST_DENIED (a bad key) is MAPS_UNAVAILABLE, and the key is not logged', async () => {
    const wrong = new GoogleMapsProvider({
      apiKey: 'wrong',
      baseUrl: fake.url,
      timeoutMs: 5000,
      log: { warn: (d) => warnings.push(d) },
    });
    await unavailable(wrong.geocode({ address: 'Via Torino', number: '21', city: 'Milano' }));
    expect(JSON.stringify(warnings)).not.toContain('wrong');
    expect(warnings[0]).toMatchObject({ provider: 'google-geocoding', path: '/maps/api/geocode/json' });
  });
});

describe('GoogleMapsProvider.drivingDistancesKm (Routes API computeRouteMatrix)', () => {
  it('reads elements in any order, a missing originIndex being 0', async () => {
    expect(await maps.drivingDistancesKm([DEMO_VENUES.centro, DEMO_VENUES.navigli], CORRENTI_11)).toEqual([3.1, 1.4]);
    const asked = fake.requests[0];
    expect(asked.url.pathname).toBe('/distanceMatrix/v2:computeRouteMatrix');
    expect(asked.headers['x-goog-fieldmask']).toBe('originIndex,destinationIndex,status,condition,distanceMeters');
    expect(asked.body).toMatchObject({
      origins: [
        { waypoint: { location: { latLng: DEMO_VENUES.centro } } },
        { waypoint: { location: { latLng: DEMO_VENUES.navigli } } },
      ],
      destinations: [{ waypoint: { location: { latLng: CORRENTI_11 } } }],
      travelMode: 'DRIVE',
    });
  });

  it('ROUTE_NOT_FOUND is null', async () => {
    const noRoad = await startGoogleFake(
      { places: [], roadKm: roadNetwork([{ from: DEMO_VENUES.navigli, to: CORRENTI_11, km: null }]) },
      KEY,
    );
    try {
      const isolated = new GoogleMapsProvider({ apiKey: KEY, baseUrl: noRoad.url, timeoutMs: 5000 });
      const [centro, navigli] = await isolated.drivingDistancesKm(
        [DEMO_VENUES.centro, DEMO_VENUES.navigli],
        CORRENTI_11,
      );
      expect(centro).toBeGreaterThan(0);
      expect(navigli).toBeNull();
    } finally {
      await noRoad.close();
    }
  });
});

describe('provider down', () => {
  it('an error status or no answer in time is MAPS_UNAVAILABLE', async () => {
    fake.mode = 'error';
    await unavailable(maps.suggest('via torino'));
    await unavailable(maps.drivingDistancesKm([DEMO_VENUES.centro], CORRENTI_11));
    fake.mode = 'hang';
    const impatient = new GoogleMapsProvider({ apiKey: KEY, baseUrl: fake.url, timeoutMs: 300 });
    await unavailable(impatient.geocode({ address: 'Via Torino', number: '21', city: 'Milano' }));
  });
});

describe('createMapsProvider google', () => {
  it('needs the key, and caches', async () => {
    expect(() => createMapsProvider({ MAPS_PROVIDER: 'google' })).toThrow(/GOOGLE_MAPS_API_KEY/);
    const cached = createMapsProvider({
      MAPS_PROVIDER: 'google',
      GOOGLE_MAPS_API_KEY: KEY,
      GOOGLE_MAPS_BASE_URL: fake.url,
      MAPS_TIMEOUT_MS: 5000,
    });
    await cached.suggest('via torino', 5, '7b0c1c1e-4a37-4d0b-9d8e-0a3f7cf1b9a2');
    await cached.suggest('Via Torino', 5, '0d7f3a51-0f5e-4b43-8a0b-6c7f2f9c8e11');
    expect(fake.requests).toHaveLength(1);
  });
});
