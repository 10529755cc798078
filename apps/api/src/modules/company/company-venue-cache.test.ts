// The kept company, venue and time-frame rows: a back-office change is seen by the
// next diner call, a NOTIFY from another process drops what this one keeps, a kept row costs
// no query, and a load racing a change is not kept. Runs on PGlite and, with
// TEST_DATABASE_URL (npm run test:pg), on PostgreSQL, where NOTIFY crosses connections.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MenuPublicationStatus } from '@tavola/domain/enums';
import type { AdminVenue, VenueInput } from '@tavola/domain/venue-admin';
import type { Db } from '../../db/database';
import { seatWebs } from '../../db/schema';
import { bearer } from '../../test/ordering-fixtures';
import { authenticate, createTestApp } from '../../test/test-app';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';
import { COMPANY_CHANGED_CHANNEL, CompanyVenueCache, invalidateCompanyVenueCache } from './company-venue-cache';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Record<string, string>;
let diner: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await createSignedInStaff(t, { role: 'owner' })).headers;
  diner = bearer((await authenticate(t.app, { companyUrlName: 'demo', seatWebId: 1 })).token);
});
afterAll(() => t.close());

const TAKEAWAY = MenuPublicationStatus.TakeAwayMenu;
const takeawayMenus = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/menuWeb/getCurrentMenuWebCollection?menuPublicationStatus=${TAKEAWAY}`,
    headers: diner,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { menuWebId: number }[]).map((m) => m.menuWebId);
};

async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('never happened');
}

/** A database whose select() calls are counted (what a kept row must not cost). */
function countingSelects(db: Db): { db: Db; selects: () => number } {
  let selects = 0;
  const counting = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'select') selects += 1;
      return Reflect.get(target, prop, receiver);
    },
  });
  return { db: counting, selects: () => selects };
}

describe('a back-office change is seen by the next diner call', () => {
  it('a venue that stops offering takeaway has no takeaway menu at once, and again once it offers it', async () => {
    expect((await takeawayMenus()).length).toBeGreaterThan(0);
    expect(await t.app.companyVenueCache.venue(1)).not.toBeNull();

    const venue = (
      await t.app.inject({ method: 'GET', url: '/api/staff/venues/1', headers: owner })
    ).json() as AdminVenue;
    const { seatWebId: _id, latitude: _lat, longitude: _lng, ...form } = venue;
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/venues/1',
      headers: owner,
      payload: { ...(form as unknown as VenueInput), takeawayEnabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(await takeawayMenus()).toEqual([]);

    const back = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/venues/1',
      headers: owner,
      payload: {
        ...(form as unknown as VenueInput),
        version: (off.json() as AdminVenue & { version: number }).version,
        takeawayEnabled: true,
      },
    });
    expect(back.statusCode).toBe(200);
    expect((await takeawayMenus()).length).toBeGreaterThan(0);
  });
});

describe('kept rows', () => {
  it('serve a kept venue with no query until invalidateCompanyVenueCache, then the changed row', async () => {
    const counted = countingSelects(t.db);
    const cache = new CompanyVenueCache(counted.db, { ttlMs: 60_000 });
    await cache.listen();
    try {
      const first = await cache.venue(2);
      const selects = counted.selects();
      expect(await cache.venue(2)).toBe(first);
      expect(counted.selects()).toBe(selects);

      await t.db.update(seatWebs).set({ phone: '02 7654321' }).where(eq(seatWebs.seatWebId, 2));
      // A change made without the call is not read (until the TTL).
      expect((await cache.venue(2))!.phone).toBe(first!.phone);
      await invalidateCompanyVenueCache(t.db, 1);
      expect((await cache.venue(2))!.phone).toBe('02 7654321');
      await t.db.update(seatWebs).set({ phone: first!.phone }).where(eq(seatWebs.seatWebId, 2));
      await invalidateCompanyVenueCache(t.db, 1);
    } finally {
      await cache.close();
    }
  });

  it('are read-only for callers', async () => {
    const venue = await t.app.companyVenueCache.venue(1);
    expect(() => {
      (venue as { name: string }).name = 'changed';
    }).toThrow();
  });

  it('hear a NOTIFY sent by another process and drop the company', async () => {
    // A second cache on its own connection (PostgreSQL): what another server process keeps.
    const other = new CompanyVenueCache(t.db, { ttlMs: 60_000 });
    await other.listen();
    try {
      const before = await other.venue(3);
      await t.db.update(seatWebs).set({ phone: '02 1111111' }).where(eq(seatWebs.seatWebId, 3));
      // Only the database notification, not the in-process call.
      await t.db.execute(sql`select pg_notify(${COMPANY_CHANGED_CHANNEL}, '1')`);
      await eventually(async () => (await other.venue(3))!.phone === '02 1111111');
      await t.db.update(seatWebs).set({ phone: before!.phone }).where(eq(seatWebs.seatWebId, 3));
      await invalidateCompanyVenueCache(t.db, 1);
    } finally {
      await other.close();
    }
  });

  it("invalidating one company keeps the other's rows", async () => {
    const cache = new CompanyVenueCache(t.db, { ttlMs: 60_000 });
    await cache.listen();
    try {
      const demo = await cache.companyByUrlName('demo');
      const bar = await cache.companyByUrlName('menu-digitale');
      await invalidateCompanyVenueCache(t.db, bar!.companyId);
      await cache.settled();
      expect(await cache.companyByUrlName('demo')).toBe(demo);
      expect(await cache.companyByUrlName('menu-digitale')).not.toBe(bar);
    } finally {
      await cache.close();
    }
  });

  it('keep a venue list and its time frames per company and venue', async () => {
    const cache = new CompanyVenueCache(t.db, { ttlMs: 60_000 });
    try {
      const venues = await cache.venuesOfCompany(1);
      expect(venues.map((v) => v.seatWebId)).toEqual(expect.arrayContaining([1, 2]));
      expect(venues.every((v) => v.companyId === 1)).toBe(true);
      const frames = await cache.timeFramesOfVenue(1);
      expect(frames.length).toBeGreaterThan(0);
      expect(frames.every((f) => f.seatWebId === 1)).toBe(true);
      expect(await cache.timeFramesOfVenue(999_999)).toEqual([]);
      expect(await cache.venue(999_999)).toBeNull();
    } finally {
      await cache.close();
    }
  });

  it('do not keep a row read before a change invalidated while it loaded', async () => {
    const cache = new CompanyVenueCache(t.db, { ttlMs: 60_000 });
    await cache.listen();
    try {
      const loading = cache.venue(2);
      cache.invalidateCompany(1);
      const readBefore = await loading;
      // The first load was answered but not kept: the next call reads again.
      expect(await cache.venue(2)).not.toBe(readBefore);
    } finally {
      await cache.close();
    }
  });

  it('with COMPANY_CACHE_TTL_SECONDS=0 every call reads the database', async () => {
    const counted = countingSelects(t.db);
    const cache = new CompanyVenueCache(counted.db, { ttlMs: 0 });
    await cache.venue(1);
    await cache.venue(1);
    expect(counted.selects()).toBe(2);
    await cache.close();
  });
});
