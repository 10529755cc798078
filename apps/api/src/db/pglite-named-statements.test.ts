// Order save on PGlite: the kept statements of `prepared()` run on PGlite as named
// statements, parsed once (pglite-named-statements.ts). Same results and errors as an ordinary
// query, and the same place in PGlite's queue.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, prepared, type Db, type OpenedDatabase } from './database';
import { rateLimitCounters } from './schema-rate-limit';

let database: OpenedDatabase;
let db: Db;
beforeAll(async () => {
  database = await openDatabase({});
  db = database.db;
});
afterAll(() => database?.close());

const at = new Date('2026-11-27T12:00:00.000Z');

const keptInsert = () =>
  prepared(db, 'test_counter_insert', (d, name) =>
    d
      .insert(rateLimitCounters)
      .values({ key: sql.placeholder('key'), hits: sql.placeholder('hits'), windowEndsAt: sql.placeholder('at') })
      .returning()
      .prepare(name),
  );
const keptRead = () =>
  prepared(db, 'test_counter_read', (d, name) =>
    d
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, sql.placeholder('key')))
      .prepare(name),
  );

function codeOf(error: unknown): unknown {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  return e.code ?? e.cause?.code;
}

it('runs a kept statement as a named statement of PGlite, with the results of an ordinary query', async () => {
  expect(await keptInsert().execute({ key: 'a', hits: 3, at })).toEqual([{ key: 'a', hits: 3, windowEndsAt: at }]);
  expect(await keptInsert().execute({ key: 'b', hits: 4, at })).toEqual([{ key: 'b', hits: 4, windowEndsAt: at }]);
  const ordinary = await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, 'a'));
  expect(await keptRead().execute({ key: 'a' })).toEqual(ordinary);
  expect(await keptRead().execute({ key: 'none' })).toEqual([]);
  // Parsed once, under their names: without the named statements this list is empty.
  const names = (await db.execute<{ name: string }>(sql`select name from pg_prepared_statements`)).rows.map(
    (r) => r.name,
  );
  expect(names).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/_test_counter_insert$/),
      expect.stringMatching(/_test_counter_read$/),
    ]),
  );
});

it('counts the rows a kept statement without RETURNING wrote, as an ordinary query does', async () => {
  const keptBump = prepared(db, 'test_counter_bump', (d, name) =>
    d
      .update(rateLimitCounters)
      .set({ hits: sql`${rateLimitCounters.hits} + 1` })
      .where(eq(rateLimitCounters.windowEndsAt, sql.placeholder('at')))
      .prepare(name),
  );
  const kept = await keptBump.execute({ at });
  const ordinary = await db
    .update(rateLimitCounters)
    .set({ hits: sql`${rateLimitCounters.hits} + 1` })
    .where(eq(rateLimitCounters.windowEndsAt, at));
  // PGlite's result (typed here as node-postgres', which says rowCount).
  expect(kept).toMatchObject({ rows: [], affectedRows: 2 });
  expect(ordinary).toMatchObject({ rows: [], affectedRows: 2 });
  expect((await keptRead().execute({ key: 'b' }))[0]?.hits).toBe(6);
});

it('fails as an ordinary query does, and the next statement runs', async () => {
  const duplicate = await keptInsert()
    .execute({ key: 'a', hits: 1, at })
    .then(() => null, codeOf);
  expect(duplicate).toBe('23505');
  expect(await keptRead().execute({ key: 'a' })).toHaveLength(1);
});

it('parses the statement again when PostgreSQL no longer has it', async () => {
  await db.execute(sql`deallocate all`);
  expect(await keptRead().execute({ key: 'b' })).toEqual([{ key: 'b', hits: 6, windowEndsAt: at }]);
});

it('waits for an open transaction to end instead of running inside it', async () => {
  let inserted!: () => void;
  const didInsert = new Promise<void>((resolve) => (inserted = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const transaction = db
    .transaction(async (tx) => {
      await tx.insert(rateLimitCounters).values({ key: 'tx', hits: 1, windowEndsAt: at });
      inserted();
      await released;
      throw new Error('rolled back');
    })
    .catch((error: Error) => error.message);
  await didInsert;
  const read = keptRead().execute({ key: 'tx' });
  release();
  expect(await transaction).toBe('rolled back');
  // Run inside the transaction, it would have seen the row that was then rolled back.
  expect(await read).toEqual([]);
});
