// Order-save throughput: on PGlite every statement costs about 1 ms of CPU, so the
// number of statements a save runs is its cost. This pins it: a new read in the save path
// must be folded into an existing one (or this count raised on purpose).
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { anonymousCustomer } from '../../test/ordering-fixtures';
import { createTestApp } from '../../test/test-app';
import { findOrderRow, insertNumberedOrder } from './order-repository';
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

it('keeps one insert statement per set of columns given, each under its own short name (PostgreSQL keeps 63 bytes of a name)', async () => {
  const { token } = await anonymousCustomer(t.app, 'forme@example.com');
  const saved = await save(t.app, token, dineInOrder(l), 'chiave-forme-1');
  expect(saved.statusCode, saved.body).toBe(200);
  const stored = (await findOrderRow(t.db, saved.json().orderId))!;
  const {
    orderId: _id,
    orderNumber: _number,
    createdAt: _created,
    emailConfirmedAt: _confirmed,
    cancelledAt: _cancelled,
    ...values
  } = stored;
  const details = [{ productWebId: null, quantity: 1, amountCents: 100, description: 'Coperto' }];
  // Three shapes, on the database itself (no transaction): the kept statements must not clash.
  const shapes = [
    { ...values, idempotencyKey: 'forme-a' },
    { ...values, idempotencyKey: 'forme-b', createdAt: NOW },
    { ...values, idempotencyKey: 'forme-c', notes: undefined, extraField1: undefined },
  ];
  const numbers: number[] = [];
  for (const shape of shapes) {
    const { row, details: lines } = await insertNumberedOrder(t.db, shape, details);
    expect(row.idempotencyKey).toBe(shape.idempotencyKey);
    expect(lines.map((d) => d.description)).toEqual(['Coperto']);
    numbers.push(row.orderNumber);
  }
  // The same shape again reuses its statement, with this call's values.
  const again = await insertNumberedOrder(t.db, { ...values, idempotencyKey: 'forme-d' }, details);
  numbers.push(again.row.orderNumber);
  expect(numbers).toEqual([1, 2, 3, 4].map((n) => stored.orderNumber + n));
  expect(again.row.notes).toBe(stored.notes);
});
