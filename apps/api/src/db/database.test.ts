// Migrations, demo seed and startup failures. Runs on in-memory PGlite, or
// on a fresh PostgreSQL database when TEST_DATABASE_URL is set.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { DatabaseStartupError, openDatabase, type Db } from './database';
import * as schema from './schema';
import { seedDemoData } from './seed';

const {
  allergens,
  companies,
  groupVariationIngredients,
  groupVariations,
  ingredients,
  menuClassifiers,
  menuExtraFields,
  menuWebs,
  productIngredients,
  products,
  seatWebs,
  timeFrames,
} = schema;

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await createTestDatabase());
});

afterAll(async () => {
  await close?.();
});

async function countAll(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(schema)) {
    if (name.endsWith('Relations')) continue;
    counts[name] = await db.$count(table as typeof companies);
  }
  return counts;
}

describe('migrations', () => {
  it('create every table of the schema on a fresh database', async () => {
    const result = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = result.rows.map((row) => row.table_name);
    for (const expected of [
      'companies',
      'seat_webs',
      'seat_web_closures',
      'time_frames',
      'languages',
      'company_languages',
      'menu_webs',
      'menu_classifiers',
      'products',
      'ingredients',
      'product_ingredients',
      'group_variations',
      'group_variation_ingredients',
      'allergens',
      'features',
      'product_allergens',
      'ingredient_allergens',
      'product_features',
      'menu_extra_fields',
      'customers',
      'customer_addresses',
      'orders',
      'order_details',
      'outbox_emails',
      'check_codes',
    ]) {
      expect(tables).toContain(expected);
    }
    expect(await db.$count(companies)).toBe(0);
  });
});

describe('demo seed', () => {
  it('is idempotent: the second run writes nothing', async () => {
    expect(await seedDemoData(db)).toEqual({ created: true });
    const first = await countAll();
    expect(await seedDemoData(db)).toEqual({ created: false });
    expect(await countAll()).toEqual(first);
  });

  it('gives the demo company three venues with the documented capabilities', async () => {
    const [demo] = await db.select().from(companies).where(eq(companies.urlName, 'demo'));
    expect(demo.tradeName).toBe('Trattoria Da Tavola');
    const venues = await db
      .select()
      .from(seatWebs)
      .where(eq(seatWebs.companyId, demo.companyId))
      .orderBy(seatWebs.seatWebId);
    expect(venues.map((v) => [v.seatWebId, v.name])).toEqual([
      [1, 'Tavola Centro'],
      [2, 'Tavola Navigli'],
      [3, 'Tavola Isola'],
    ]);
    const [centro, navigli, isola] = venues;
    expect([
      centro.tableReservationEnabled,
      centro.digitalMenuEnabled,
      centro.localOrderEnabled,
      centro.takeawayEnabled,
      centro.deliveryEnabled,
    ]).toEqual([true, true, true, true, true]);
    expect(centro.tableReservationId).toBeTruthy();
    expect(centro.tableReservationPassword).toBeTruthy();
    expect(navigli).toMatchObject({
      takeawayEnabled: true,
      deliveryEnabled: true,
      localOrderEnabled: false,
      digitalMenuEnabled: false,
      tableReservationEnabled: false,
      takeawayMinimumOrderCents: 1500,
      deliveryMinimumOrderCents: 2000,
      deliveryCostCents: 350,
      freeDeliveryThresholdCents: 3500,
      deliveryRadius: 8,
      takeawayAcceptedPayments: 'C,T,P,S',
      timeZone: 'Europe/Rome',
    });
    expect(isola).toMatchObject({ tableReservationEnabled: true, digitalMenuEnabled: true, takeawayEnabled: false });
    expect(isola.tableReservationId).not.toBe(centro.tableReservationId);

    const frames = await db.select().from(timeFrames).where(eq(timeFrames.seatWebId, navigli.seatWebId));
    expect(frames).toEqual([expect.objectContaining({ beginTime: '00:00', endTime: '23:59', daysOfWeek: 127 })]);
  });

  it('gives the demo company a full menu: classifiers, products, allergens, variations, extra fields', async () => {
    const [demo] = await db.select().from(companies).where(eq(companies.urlName, 'demo'));
    const menus = await db.select().from(menuWebs).where(eq(menuWebs.companyId, demo.companyId));
    expect(menus.filter((m) => (m.publicationStatus & 1) !== 0 && (m.publicationStatus & 8) !== 0)).toHaveLength(2);
    for (const flag of [1, 2, 4, 8]) expect(menus.some((m) => (m.publicationStatus & flag) !== 0)).toBe(true);

    const classifiers = await db.select().from(menuClassifiers).where(eq(menuClassifiers.menuWebId, 1));
    expect(classifiers.length).toBeGreaterThanOrEqual(6);
    const mainProducts = await db
      .select({ productWebId: products.productWebId, unitPriceCents: products.unitPriceCents })
      .from(products)
      .where(
        inArray(
          products.menuClassifierId,
          classifiers.map((c) => c.menuClassifierId),
        ),
      );
    expect(mainProducts.length).toBeGreaterThanOrEqual(40);
    expect(mainProducts.every((p) => Number.isInteger(p.unitPriceCents) && p.unitPriceCents > 0)).toBe(true);

    expect(await db.$count(allergens, eq(allergens.companyId, demo.companyId))).toBe(14);
    expect(
      await db.$count(ingredients, and(eq(ingredients.companyId, demo.companyId), eq(ingredients.properties, 1))),
    ).toBeGreaterThanOrEqual(1);
    expect(await db.$count(productIngredients, eq(productIngredients.removable, true))).toBeGreaterThan(0);

    const groups = await db.select().from(groupVariations).where(eq(groupVariations.companyId, demo.companyId));
    expect(groups.some((g) => g.forceSelection)).toBe(true);
    expect(groups.some((g) => !g.forceSelection)).toBe(true);
    const impasto = groups.find((g) => g.description === 'Impasto')!;
    const impastoOptions = await db
      .select()
      .from(groupVariationIngredients)
      .where(eq(groupVariationIngredients.groupVariationId, impasto.groupVariationId))
      .orderBy(groupVariationIngredients.sortOrder);
    expect(impastoOptions[0].priority).toBeGreaterThan(0);
    expect(
      await db.$count(groupVariationIngredients, eq(groupVariationIngredients.priority, 0)),
    ).toBeGreaterThanOrEqual(1);

    const extraFields = await db
      .select()
      .from(menuExtraFields)
      .where(
        inArray(
          menuExtraFields.menuWebId,
          menus.map((m) => m.menuWebId),
        ),
      );
    expect(new Set(extraFields.map((f) => f.type))).toEqual(new Set([0, 1, 2]));
    expect(new Set(extraFields.map((f) => f.subtype))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    for (const menu of menus)
      expect(extraFields.filter((f) => f.menuWebId === menu.menuWebId).length).toBeLessThanOrEqual(5);
    expect(extraFields.filter((f) => f.type === 2).every((f) => f.values.length > 0)).toBe(true);
  });

  it('seeds the digital-menu-only and the closed company; dates come back as strings', async () => {
    const rows = await db.select().from(companies).orderBy(companies.companyId);
    expect(rows.map((c) => c.urlName)).toEqual(['demo', 'menu-digitale', 'chiuso']);
    expect(rows[2].endOfService).toBe('2025-01-31');
    const [bar] = await db.select().from(seatWebs).where(eq(seatWebs.companyId, rows[1].companyId));
    expect(bar).toMatchObject({
      digitalMenuEnabled: true,
      localOrderEnabled: false,
      takeawayEnabled: false,
      deliveryEnabled: false,
    });
    const [closed] = await db.select().from(seatWebs).where(eq(seatWebs.companyId, rows[2].companyId));
    expect(closed.enabled).toBe(true);
    expect(closed.phone).toBeTruthy();
  });

  it('leaves identity sequences past the fixed ids', async () => {
    const [created] = await db
      .insert(companies)
      .values({ urlName: 'nuova', tradeName: 'Nuova' })
      .returning({ companyId: companies.companyId });
    expect(created.companyId).toBe(4);
    await db.delete(companies).where(eq(companies.companyId, created.companyId));
  });
});

describe('openDatabase', () => {
  it('persists PGlite data in dataDir across restarts', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tavola-db-'));
    try {
      const first = await openDatabase({ dataDir: dir });
      expect(first.kind).toBe('pglite');
      await seedDemoData(first.db);
      await first.close();
      const second = await openDatabase({ dataDir: dir });
      expect(await second.db.$count(companies)).toBe(3);
      expect(await seedDemoData(second.db)).toEqual({ created: false });
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('rejects with DatabaseStartupError when dataDir cannot be used', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tavola-db-'));
    const file = path.join(dir, 'not-a-folder');
    await writeFile(file, 'x');
    try {
      const failure = openDatabase({ dataDir: path.join(file, 'data') });
      await expect(failure).rejects.toBeInstanceOf(DatabaseStartupError);
      await expect(failure).rejects.toThrow(/^Cannot open the database at .*not-a-folder.*: /);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('rejects with DatabaseStartupError when PostgreSQL is unreachable, without leaking the password', async () => {
    const failure = openDatabase({ databaseUrl: 'postgres://tavola:secret@127.0.0.1:1/tavola' });
    await expect(failure).rejects.toBeInstanceOf(DatabaseStartupError);
    await expect(failure).rejects.toThrow(
      /^Cannot connect to the PostgreSQL database at postgres:\/\/tavola:\*\*\*@127\.0\.0\.1:1\/tavola: /,
    );
  });
});
