// PGlite in its worker thread: what drizzle and the app see through PGliteRemote
// is what PGlite itself gives (rows, errors, transactions, notifications), and the server's
// thread stays free while PostgreSQL works.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PGliteRemote } from './pglite-remote';

let remote: PGliteRemote;

beforeAll(async () => {
  remote = await PGliteRemote.open(null);
  await remote.query(
    `create table dish (id serial primary key, name text unique not null, served_at timestamp, tags jsonb)`,
  );
}, 60_000);

afterAll(async () => {
  await remote?.close();
});

it('answers rows, fields and the rows written, in drizzle’s row mode with its types kept as printed', async () => {
  const inserted = await remote.query<{ id: number }>(
    `insert into dish (name, served_at, tags) values ($1, $2, $3), ($4, $5, $6) returning id`,
    ['Margherita', '2026-11-27 12:30:00', JSON.stringify(['veg']), 'Diavola', null, null],
  );
  expect(inserted.affectedRows).toBe(2);
  expect(inserted.rows).toHaveLength(2);

  // drizzle passes the identity as the parser of its date types: the text as PostgreSQL printed it.
  const asPrinted = (value: string) => value;
  const options = { rowMode: 'array' as const, parsers: { 1114: asPrinted } };
  const rows = await remote.query(
    `select name, served_at, tags, id from dish where name = $1`,
    ['Margherita'],
    options,
  );
  expect(rows.rows).toEqual([['Margherita', '2026-11-27 12:30:00', ['veg'], expect.any(Number)]]);
  expect(rows.fields.map((f) => f.name)).toEqual(['name', 'served_at', 'tags', 'id']);

  // Without it, PGlite's own parser: a Date.
  const parsed = await remote.query<{ served_at: unknown }>(`select served_at from dish where name = 'Margherita'`);
  expect(parsed.rows[0].served_at).toBeInstanceOf(Date);
});

it('refuses a parser it cannot run in the worker instead of ignoring it', () => {
  expect(() => remote.query('select 1', [], { parsers: { 23: (value: string) => Number(value) * 2 } })).toThrow(
    /worker/,
  );
});

it('fails with PostgreSQL’s error fields, and the next statement still runs', async () => {
  const failure = await remote.query(`insert into dish (name) values ('Margherita')`).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(Error);
  expect(failure).toMatchObject({ code: '23505', constraint: 'dish_name_key' });
  expect((await remote.query(`select count(*)::int as n from dish`)).rows).toEqual([{ n: 2 }]);
});

it('commits a transaction that resolves, rolls back one that throws, and holds the database meanwhile', async () => {
  await remote.transaction(async (tx) => {
    await tx.query(`insert into dish (name) values ('Capricciosa')`);
  });
  const rolledBack = await remote
    .transaction(async (tx) => {
      await tx.query(`insert into dish (name) values ('Quattro stagioni')`);
      throw new Error('the diner changed their mind');
    })
    .catch((error: Error) => error.message);
  expect(rolledBack).toBe('the diner changed their mind');

  // A statement sent while a transaction is open waits for it: it sees the committed row.
  let outside: Promise<unknown> | null = null;
  await remote.transaction(async (tx) => {
    await tx.query(`insert into dish (name) values ('Marinara')`);
    outside = remote.query(`select count(*)::int as n from dish where name = 'Marinara'`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(((await outside!) as { rows: unknown[] }).rows).toEqual([{ n: 1 }]);

  const names = (await remote.query<{ name: string }>(`select name from dish order by id`)).rows.map((r) => r.name);
  expect(names).toEqual(['Margherita', 'Diavola', 'Capricciosa', 'Marinara']);
});

it('runs a statement named by nameStatement as a named statement of the worker’s PostgreSQL', async () => {
  const text = `select name from dish where id = $1`;
  remote.nameStatement(text, 'dish_by_id');
  expect((await remote.query<{ name: string }>(text, [1])).rows).toEqual([{ name: 'Margherita' }]);
  const kept = await remote.query<{ name: string }>(`select name from pg_prepared_statements`);
  expect(kept.rows.map((r) => r.name)).toContain('dish_by_id');
});

it('delivers notifications to every listener until it stops listening', async () => {
  const heard: Array<string | undefined> = [];
  const unlisten = await remote.listen('kitchen', (payload) => heard.push(payload));
  await remote.query(`select pg_notify('kitchen', 'order 7')`);
  await expect.poll(() => heard).toEqual(['order 7']);
  await unlisten();
  await remote.query(`select pg_notify('kitchen', 'order 8')`);
  await remote.query('select 1');
  expect(heard).toEqual(['order 7']);
});

it('leaves the server’s thread free while PostgreSQL works', async () => {
  // In this thread, PGlite would hold the event loop for the whole statement: the timer
  // would fire after the answer.
  const order: string[] = [];
  const sleeping = remote.query(`select pg_sleep(0.5)`).then(() => order.push('statement'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  order.push('timer');
  await sleeping;
  expect(order).toEqual(['timer', 'statement']);
});

it('refuses calls once closed, and the worker is gone', async () => {
  const own = await PGliteRemote.open(null);
  await own.close();
  expect(own.closed).toBe(true);
  await expect(own.query('select 1')).rejects.toThrow(/closed/);
  await own.close();
}, 60_000);
