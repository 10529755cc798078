// A queue of PGlite statements must not keep the server's timers and sockets waiting until the
// whole queue is done, or a call that needs no database (a kept menu) waits behind an order
// rush. PGlite runs them in its worker thread (decision record 012).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from './database';

let database: OpenedDatabase;

beforeAll(async () => {
  database = await openDatabase({});
});

afterAll(async () => {
  await database?.close();
});

it('lets a timer run while a long queue of PGlite statements is waiting', async () => {
  const total = 60;
  let done = 0;
  const statements = Array.from({ length: total }, () => database.db.execute(sql`select 1`).then(() => (done += 1)));
  const doneWhenTimerRan = await new Promise<number>((resolve) => setTimeout(() => resolve(done), 0));
  await Promise.all(statements);
  expect(done).toBe(total);
  expect(doneWhenTimerRan).toBeLessThan(total / 2);
});
