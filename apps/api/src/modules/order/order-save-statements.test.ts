// Issue #14 (order-save throughput): on PGlite every statement costs about 1 ms of CPU, so the
// number of statements a save runs is its cost. This pins it: a new read in the save path
// must be folded into an existing one (or this ceiling raised on purpose).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { anonymousCustomer } from '../../test/ordering-fixtures';
import { createTestApp } from '../../test/test-app';
import { demoLines, dineInOrder, NOW, save, type DemoLines } from './order-test-helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let l: DemoLines;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  l = await demoLines(t.db);
});
afterAll(() => t.close());

/** Records every statement drizzle sends (also inside transactions, which copy the session's options). */
function recordStatements(): string[] {
  const log: string[] = [];
  const session = (t.db as unknown as { session: { logger: unknown; options: { logger?: unknown } } }).session;
  const logger = { logQuery: (query: string) => log.push(query) };
  session.logger = logger;
  session.options.logger = logger;
  return log;
}

it('saves a new dine-in order with an idempotency key in at most 7 statements (18 before #14), besides BEGIN and COMMIT', async () => {
  const { token } = await anonymousCustomer(t.app, 'conta@example.com');
  // The first save fills the kept menu (menu cache); the count is of a save at lunch rush.
  expect((await save(t.app, token, dineInOrder(l), 'chiave-conta-1')).statusCode).toBe(200);
  const log = recordStatements();
  const res = await save(t.app, token, dineInOrder(l, { notes: 'seconda' }), 'chiave-conta-2');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().details).toHaveLength(1);
  expect(res.json().details[0].orderDetailId).toBeGreaterThan(0);
  // PGlite: session, company+venue, diner, running frame, key under the lock, insert (6);
  // PostgreSQL adds the customer's advisory lock.
  expect(log.length, log.join('\n')).toBeLessThanOrEqual(process.env.TEST_DATABASE_URL ? 7 : 6);
  expect(log.filter((q) => q.includes('insert into')).length).toBe(1);
});
