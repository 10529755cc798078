// Issue #14 (order-save throughput): on PGlite every statement costs about 1 ms of CPU, so the
// number of statements a save runs is its cost. This pins it: a new read in the save path
// must be folded into an existing one (or this count raised on purpose).
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
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

it('saves a new dine-in order with an idempotency key in 2 statements and no transaction (18 statements before #14)', async () => {
  const { token } = await anonymousCustomer(t.app, 'conta@example.com');
  // Recording from the first save on: the hot reads are prepared (and take their logger) then.
  const log = recordStatements();
  // The first save fills the kept menu and rows (menu and company-venue caches); the count is
  // of a save at lunch rush.
  expect((await save(t.app, token, dineInOrder(l), 'chiave-conta-1')).statusCode).toBe(200);
  log.length = 0;
  const transaction = vi.spyOn(t.db, 'transaction');
  const res = await save(t.app, token, dineInOrder(l, { notes: 'seconda' }), 'chiave-conta-2');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().details).toHaveLength(1);
  expect(res.json().details[0].orderDetailId).toBeGreaterThan(0);
  // The diner's state (customer, pause, the key) and the insert; the session version, the
  // company, the venue, its frames and the menu come from the caches. A new key with no slot
  // needs no transaction: the key's unique constraint guards it.
  expect(log, log.join('\n')).toHaveLength(2);
  expect(log.filter((q) => q.includes('insert into')).length).toBe(1);
  expect(transaction).not.toHaveBeenCalled();
  transaction.mockRestore();
});
