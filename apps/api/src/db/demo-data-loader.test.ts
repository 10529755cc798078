// The demo data files: a bad file is refused with its name and the path of the bad value, and
// the seeded demo holds what the README's demo section promises.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { Db } from './database';
import { DEMO_DATA_DIR, DemoDataError, loadDemoData } from './demo-data-loader';

const DEMO_FILE = 'company-1-demo.json';

/** The parts of a company file the cases below spoil. */
interface EditableFile {
  company: Record<string, unknown>;
  ingredients: Record<string, Record<string, unknown>>;
  products: Record<string, Record<string, unknown> & { ingredients: string[] }>;
}

describe('loadDemoData', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tavola-demo-data-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** A copy of the real files with the demo company's file changed by `edit`. */
  async function copyWith(edit: (data: EditableFile) => void): Promise<string> {
    const copy = await mkdtemp(path.join(dir, 'copy-'));
    await cp(DEMO_DATA_DIR, copy, { recursive: true });
    const data = JSON.parse(await readFile(path.join(copy, DEMO_FILE), 'utf8')) as EditableFile;
    edit(data);
    await writeFile(path.join(copy, DEMO_FILE), JSON.stringify(data));
    return copy;
  }

  async function failure(folder: string): Promise<string> {
    const error = await loadDemoData(folder).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DemoDataError);
    return (error as Error).message;
  }

  it('reads the shipped files', async () => {
    const data = await loadDemoData();
    expect(data.companies.map((c) => c.company.urlName)).toEqual(['demo', 'menu-digitale', 'chiuso']);
  });

  it('names the file and path of an unknown ingredient key', async () => {
    const folder = await copyWith((data) => {
      data.products.bruschette.ingredients[0] = '-pomodorino';
    });
    const message = await failure(folder);
    expect(message).toContain(DEMO_FILE);
    expect(message).toContain("products.bruschette.ingredients.0: unknown ingredient 'pomodorino'");
  });

  it('names a misspelt field and a price written as text', async () => {
    const folder = await copyWith((data) => {
      data.products.margherita.desciption = 'Margherita';
      data.products.margherita.price = '7,50';
    });
    const message = await failure(folder);
    expect(message).toContain(DEMO_FILE);
    expect(message).toMatch(/products\.margherita: .*desciption/);
    expect(message).toContain('products.margherita.price:');
  });

  it('refuses an allergen outside the EU list and a feature outside the catalogue', async () => {
    const allergen = await failure(
      await copyWith((data) => {
        data.ingredients.mozzarella.allergens = ['Lattosio'];
      }),
    );
    expect(allergen).toContain('ingredients.mozzarella.allergens.0:');
    const feature = await failure(
      await copyWith((data) => {
        data.products.margherita.features = ['Vegetariana'];
      }),
    );
    expect(feature).toContain("products.margherita.features.0: unknown feature 'Vegetariana'");
  });

  it('refuses an id used by two files and a file that is not JSON', async () => {
    const duplicate = await failure(
      await copyWith((data) => {
        data.company.companyId = 2;
      }),
    );
    expect(duplicate).toContain('companyId 2 is also used in');
    const folder = await copyWith(() => {});
    await writeFile(path.join(folder, DEMO_FILE), '{ "company": ');
    expect(await failure(folder)).toContain(`${DEMO_FILE}: not valid JSON`);
  });
});

describe('the seeded demo', () => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await createTestDatabase({ seeded: true }));
  });

  afterAll(async () => {
    await close?.();
  });

  const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];

  it('holds the companies, venues, dishes, tables and staff the README promises', async () => {
    const companies = await rows<{ url_name: string; trade_name: string }>(
      sql`select url_name, trade_name from companies order by company_id`,
    );
    expect(companies).toEqual([
      { url_name: 'demo', trade_name: 'Trattoria Da Tavola' },
      { url_name: 'menu-digitale', trade_name: 'Bar Aperitivo' },
      { url_name: 'chiuso', trade_name: 'Osteria Chiusa' },
    ]);

    const venues = await rows<{ name: string }>(
      sql`select name from seat_webs where company_id = 1 order by seat_web_id`,
    );
    expect(venues.map((v) => v.name)).toEqual(['Tavola Centro', 'Tavola Navigli', 'Tavola Isola']);
    const [{ n: venueCount }] = await rows<{ n: number }>(sql`select count(*)::int as n from seat_webs`);
    expect(venueCount).toBe(5);

    // "seven categories and 50+ Italian dishes"
    const [{ n: categories }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from menu_classifiers where menu_web_id = 1`,
    );
    expect(categories).toBe(7);
    const [{ n: dishes }] = await rows<{ n: number }>(
      sql`select count(distinct p.description)::int as n from products p
          join menu_classifiers c on c.menu_classifier_id = p.menu_classifier_id
          join menu_webs m on m.menu_web_id = c.menu_web_id where m.company_id = 1`,
    );
    expect(dishes).toBeGreaterThanOrEqual(50);

    // "Tavola Centro's tables 10-14"
    const tables = await rows<{ number: number }>(
      sql`select number from venue_tables where seat_web_id = 1 order by number`,
    );
    expect(tables.map((t) => t.number)).toEqual([10, 11, 12, 13, 14]);

    // An owner and a kitchen member for every demo company.
    const staff = await rows<{ email: string }>(sql`select email from staff_members order by email`);
    const expected = ['demo', 'menu-digitale', 'chiuso'].flatMap((name) => [
      `titolare@${name}.tavola.test`,
      `cucina@${name}.tavola.test`,
    ]);
    expect(staff.map((s) => s.email)).toEqual(expected.sort());
  });
});
