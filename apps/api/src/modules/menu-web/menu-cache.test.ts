// The kept menu documents: a change is served once
// invalidateMenuCache says so (in this process at once, in every process through NOTIFY),
// a phone that has the menu gets 304, documents are kept per language, and a kept document
// never reaches another company or another venue. Runs on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL (where NOTIFY crosses connections).
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuSchema, type Menu } from '@tavola/domain/menu';
import { products } from '../../db/schema';
import type { Db } from '../../db/database';
import { authenticate, createTestApp } from '../../test/test-app';
import { invalidateMenuCache, MENU_CHANGED_CHANNEL, MenuCache } from './menu-cache';
import type { MenuRow } from './menu-web-repository';

let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  tokens.centro = (await authenticate(t.app, { companyUrlName: 'demo', seatWebId: 1 })).token;
  tokens.centroEnglish = (await authenticate(t.app, { companyUrlName: 'demo', seatWebId: 1, languageId: 2 })).token;
  tokens.bar = (await authenticate(t.app, { companyUrlName: 'menu-digitale' })).token;
});
afterAll(() => t.close());

const MENU_URL = '/api/menuWeb/getMenuWebGroupByClassifiers?menuWebId=1';
const get = (url: string, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } });
const margheritaPrice = (menu: Menu) =>
  menu.classifiers.flatMap((c) => c.products).find((p) => p.description === 'Margherita')!.unitPrice;
const setMargheritaCents = (cents: number) =>
  t.db.update(products).set({ unitPriceCents: cents }).where(eq(products.description, 'Margherita'));

async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('never happened');
}

describe('ETag and 304', () => {
  it('answers 304 with no body to a phone that has the current menu, 200 otherwise', async () => {
    const first = await get(MENU_URL, tokens.centro);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    // The kept bytes are UTF-8 (accented dish names) and the length counts bytes, not letters.
    expect(first.body).toMatch(/[àèéìòù]/);
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"m[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    menuSchema.parse(first.json());

    const again = await get(MENU_URL, tokens.centro, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const other = await get(MENU_URL, tokens.centro, { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('sends the same document gzipped when the phone accepts it', async () => {
    const plain = await get(MENU_URL, tokens.centro);
    const zipped = await get(MENU_URL, tokens.centro, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });
});

describe('invalidation', () => {
  it('serves the kept document until invalidateMenuCache, then the changed menu with a new ETag', async () => {
    const before = await get(MENU_URL, tokens.centro);
    const price = margheritaPrice(before.json());
    await setMargheritaCents(Math.round(price * 100) + 150);
    // Kept: the change is not read until the company's menus are invalidated.
    expect(margheritaPrice((await get(MENU_URL, tokens.centro)).json())).toBe(price);

    await invalidateMenuCache(t.db, 1);
    const after = await get(MENU_URL, tokens.centro, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(margheritaPrice(after.json())).toBe(price + 1.5);
    expect(after.headers.etag).not.toBe(before.headers.etag);

    await setMargheritaCents(Math.round(price * 100));
    await invalidateMenuCache(t.db, 1);
    expect(margheritaPrice((await get(MENU_URL, tokens.centro)).json())).toBe(price);
  });

  it('hears a NOTIFY sent by another writer (another process on PostgreSQL) and rebuilds', async () => {
    const before = await get(MENU_URL, tokens.centro);
    const price = margheritaPrice(before.json());
    await setMargheritaCents(Math.round(price * 100) + 200);
    // Only the database notification, not the in-process call: what another process sends.
    await t.db.execute(sql`select pg_notify(${MENU_CHANGED_CHANNEL}, '1')`);
    await eventually(async () => margheritaPrice((await get(MENU_URL, tokens.centro)).json()) === price + 2);
    await setMargheritaCents(Math.round(price * 100));
    await invalidateMenuCache(t.db, 1);
  });

  it("invalidating one company keeps the other's documents", async () => {
    const cache = t.app.menuCache;
    // Notifications of the tests above may still be on their way (PostgreSQL): hear them first.
    await cache.settled();
    const demo = await cache.get(1, 1);
    const bar = await cache.get(4, 1);
    await invalidateMenuCache(t.db, 2);
    await cache.settled();
    expect(await cache.get(1, 1)).toBe(demo);
    expect(await cache.get(4, 1)).not.toBe(bar);
  });
});

describe('no leak across companies, venues or languages', () => {
  it("never serves a kept menu to another company's session", async () => {
    expect((await get(MENU_URL, tokens.centro)).statusCode).toBe(200);
    const res = await get(MENU_URL, tokens.bar);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('MENU_NOT_FOUND');
    expect((await get('/api/menuWeb/getMenuWebGroupByClassifiers?menuWebId=4', tokens.bar)).statusCode).toBe(200);
    expect((await get('/api/menuWeb/getMenuWebGroupByClassifiers?menuWebId=4', tokens.centro)).statusCode).toBe(404);
    // Even knowing the ETag of another company's menu gives nothing.
    const barEtag = String(
      (await get('/api/menuWeb/getMenuWebGroupByClassifiers?menuWebId=4', tokens.bar)).headers.etag,
    );
    expect(
      (await get('/api/menuWeb/getMenuWebGroupByClassifiers?menuWebId=4', tokens.centro, { 'if-none-match': barEtag }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps one document per menu and language', async () => {
    // A loader that writes the language into the document, as translated menus will.
    const loads: string[] = [];
    const cache = new MenuCache(t.db, {
      ttlMs: 60_000,
      loader: async (_db: Db, menuWebId: number, languageId: number) => {
        loads.push(`${menuWebId}:${languageId}`);
        const row = { menuWebId, companyId: 1, seatWebId: null, enabled: true } as MenuRow;
        return {
          row,
          menu: {
            menuWebId,
            displayDescription: null,
            description: `lingua ${languageId}`,
            extendedDescription: null,
            classifiers: [],
          },
        };
      },
    });
    await cache.listen();
    try {
      const italian = await cache.get(1, 1);
      const english = await cache.get(1, 2);
      expect(JSON.parse(italian!.body.toString()).description).toBe('lingua 1');
      expect(JSON.parse(english!.body.toString()).description).toBe('lingua 2');
      expect(italian!.etag).not.toBe(english!.etag);
      expect(await cache.get(1, 2)).toBe(english);
      expect(loads).toEqual(['1:1', '1:2']);
    } finally {
      await cache.close();
    }
  });

  it('serves the English session its own document, with the same access rules', async () => {
    const res = await get(MENU_URL, tokens.centroEnglish);
    expect(res.statusCode).toBe(200);
    menuSchema.parse(res.json());
  });
});

describe('loads racing an invalidation', () => {
  it('does not keep a document read before a change that was invalidated while it loaded', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let version = 1;
    const cache = new MenuCache(t.db, {
      ttlMs: 60_000,
      loader: async (_db, menuWebId) => {
        const seen = version;
        if (seen === 1) await gate;
        const row = { menuWebId, companyId: 1, seatWebId: null, enabled: true } as MenuRow;
        return {
          row,
          menu: {
            menuWebId,
            displayDescription: null,
            description: `v${seen}`,
            extendedDescription: null,
            classifiers: [],
          },
        };
      },
    });
    await cache.listen();
    try {
      const slow = cache.get(1, 1);
      version = 2;
      cache.invalidateCompany(1);
      release();
      expect(JSON.parse((await slow)!.body.toString()).description).toBe('v1');
      expect(JSON.parse((await cache.get(1, 1))!.body.toString()).description).toBe('v2');
    } finally {
      await cache.close();
    }
  });

  it('with MENU_CACHE_TTL_SECONDS=0 every request reads the database', async () => {
    let loads = 0;
    const cache = new MenuCache(t.db, {
      ttlMs: 0,
      loader: async (_db, menuWebId) => {
        loads += 1;
        const row = { menuWebId, companyId: 1, seatWebId: null, enabled: true } as MenuRow;
        return {
          row,
          menu: { menuWebId, displayDescription: null, description: 'x', extendedDescription: null, classifiers: [] },
        };
      },
    });
    await cache.get(1, 1);
    await cache.get(1, 1);
    expect(loads).toBe(2);
    await cache.close();
  });
});
