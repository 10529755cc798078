// Venue coordinates from the venue's address with the osm adapter and its fake.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatWebs } from '../../db/schema';
import { createTestDatabase } from '../../test/test-database';
import type { FakeServer } from '../../simulators/maps/fake-http-server';
import { demoWorld } from '../../simulators/maps/fake-world';
import { createMapsProvider } from './maps-provider';
import { startOsmFake } from '../../simulators/maps/osm-fake-server';
import { geocodeSeatWebs } from './venue-geocoding';

let fake: FakeServer;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  fake = await startOsmFake(demoWorld());
  database = await createTestDatabase({ seeded: true });
});
afterAll(async () => {
  await database?.close();
  await fake?.close();
});

const venue = async (id: number) => (await database.db.select().from(seatWebs).where(eq(seatWebs.seatWebId, id)))[0];

describe('geocodeSeatWebs', () => {
  it('places the venues without coordinates from their address, and leaves the unknown ones as they were', async () => {
    const maps = createMapsProvider({
      MAPS_PROVIDER: 'osm',
      PHOTON_URL: fake.url,
      OSRM_URL: fake.url,
      MAPS_TIMEOUT_MS: 5000,
    });
    await database.db.update(seatWebs).set({ latitude: null, longitude: null }).where(eq(seatWebs.seatWebId, 1));
    await database.db.update(seatWebs).set({ latitude: null }).where(eq(seatWebs.seatWebId, 3));
    const results = await geocodeSeatWebs(database.db, maps, { companyUrlName: 'demo' });
    // Centro is Via Torino 21 (known to the fake, house number included); Isola's street is not.
    expect(results).toEqual([
      {
        seatWebId: 1,
        name: 'Tavola Centro',
        address: 'Via Torino 21, Milano',
        outcome: 'placed',
        latitude: 45.4613,
        longitude: 9.1851,
      },
      { seatWebId: 3, name: 'Tavola Isola', address: 'Via Pietro Borsieri 12, Milano', outcome: 'not-found' },
    ]);
    expect(await venue(1)).toMatchObject({ latitude: 45.4613, longitude: 9.1851 });
    expect((await venue(3)).latitude).toBeNull();
    // Navigli had coordinates: untouched unless --all.
    expect(fake.requests.map((r) => r.url.searchParams.get('q'))).toEqual([
      'Via Torino 21, Milano',
      'Via Pietro Borsieri 12, Milano',
    ]);
  });
});
