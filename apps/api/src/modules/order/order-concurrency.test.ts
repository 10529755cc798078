// Concurrent saves: numbers come from the company's counter row instead of a
// company-wide lock, so they must stay unique and gap-free under concurrency; a slot's
// capacity is checked under that slot's own lock; a double click is still one order.
// On PostgreSQL (npm run test:pg) the saves really run in parallel on the pool.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumberCounters, orders, timeFrames } from '../../db/schema';
import { registeredCustomer } from '../../test/ordering-fixtures';
import { createTestApp } from '../../test/test-app';
import { demoLines, dineInOrder, NOW, save, takeawayOrder, TODAY, type DemoLines } from './order-test-helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let l: DemoLines;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  l = await demoLines(t.db);
});
afterAll(() => t.close());

const customers = (prefix: string, n: number, seatWebId = 1) =>
  Promise.all(
    Array.from({ length: n }, (_, i) => registeredCustomer(t.app, t.db, `${prefix}${i}@example.com`, { seatWebId })),
  );

async function storedCount(where = sql`true`) {
  const [row] = await t.db.select({ n: count() }).from(orders).where(where);
  return row.n;
}

describe('order numbers under concurrency', () => {
  it('gives 24 concurrent saves of one company 24 distinct, consecutive numbers, all stored', async () => {
    const diners = await customers('numero', 24);
    const before = await storedCount();
    const responses = await Promise.all(diners.map(({ token }) => save(t.app, token, dineInOrder(l))));
    for (const res of responses) expect(res.statusCode, res.body).toBe(200);
    const numbers = responses.map((res) => res.json().orderNumber as number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(24);
    expect(numbers[23] - numbers[0]).toBe(23);
    // Acknowledged = stored: every answered order is in the database with its number.
    expect(await storedCount()).toBe(before + 24);
    const stored = await t.db.select({ orderId: orders.orderId, orderNumber: orders.orderNumber }).from(orders);
    for (const res of responses) {
      expect(stored).toContainEqual({ orderId: res.json().orderId, orderNumber: res.json().orderNumber });
    }
    const [counter] = await t.db.select().from(orderNumberCounters).where(eq(orderNumberCounters.companyId, 1));
    expect(counter.lastNumber).toBe(numbers[23]);
  });

  it('continues above a number stored by other means, never repeating it', async () => {
    const [diner] = await customers('sopra', 1);
    const [max] = await t.db
      .select({ n: sql<number>`max(${orders.orderNumber})` })
      .from(orders)
      .where(eq(orders.companyId, 1));
    const first = await save(t.app, diner.token, dineInOrder(l));
    expect(first.statusCode, first.body).toBe(200);
    // An order written straight into the table with a number ahead of the counter.
    await t.db.execute(
      sql`update ${orders} set order_number = ${Number(max.n) + 10} where order_id = ${first.json().orderId}`,
    );
    const next = await save(t.app, diner.token, dineInOrder(l, { notes: 'un altro' }));
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().orderNumber).toBe(Number(max.n) + 11);
  });

  it('stores one order for five concurrent saves with the same idempotency key', async () => {
    const [diner] = await customers('doppio', 1);
    const before = await storedCount();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => save(t.app, diner.token, dineInOrder(l), 'chiave-doppio-click')),
    );
    for (const res of responses) expect(res.statusCode, res.body).toBe(200);
    expect(new Set(responses.map((r) => r.json().orderId)).size).toBe(1);
    expect(await storedCount()).toBe(before + 1);
    // The saves that lost the race to the key's unique constraint took no number.
    const [counter] = await t.db.select().from(orderNumberCounters).where(eq(orderNumberCounters.companyId, 1));
    expect(counter.lastNumber).toBe(responses[0].json().orderNumber);
  });
});

describe('slot capacity under concurrency', () => {
  it('accepts exactly ordersPerSlot of six concurrent saves for one slot, the rest get SLOT_NOT_AVAILABLE', async () => {
    await t.db.update(timeFrames).set({ ordersPerSlot: 2 }).where(eq(timeFrames.timeFrameWebId, 3));
    const diners = await customers('slot', 6, 2);
    const slot = `${TODAY}T12:30:00`;
    // The slots call keeps its answer for a moment; a stored order must show at once.
    const slotList = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/timeFrameWeb/getAvailableSlotsForTimeFrame',
        headers: { authorization: `Bearer ${diners[0].token}` },
        payload: { timeFrameWebId: 3, orderType: 1, OrderDate: TODAY, details: [] },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().slotList as string[];
    };
    expect(await slotList()).toContain('12:30');
    const responses = await Promise.all(
      diners.map(({ token }) => save(t.app, token, takeawayOrder(l, { requestedDateTime: slot }))),
    );
    const accepted = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(accepted).toHaveLength(2);
    for (const res of refused) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('SLOT_NOT_AVAILABLE');
    }
    expect(
      await storedCount(sql`${orders.timeFrameWebId} = 3 and ${orders.requestedDateTime} = ${`${TODAY} 12:30:00`}`),
    ).toBe(2);
    expect(await slotList()).not.toContain('12:30');

    // Another slot of the same frame is not held up by the full one.
    const other = await save(t.app, diners[5].token, takeawayOrder(l, { requestedDateTime: `${TODAY}T13:00:00` }));
    expect(other.statusCode, other.body).toBe(200);
  });

  it('re-saving an order in the slot it already holds is not refused by its own copy', async () => {
    const [diner] = await customers('risalva', 1, 2);
    const slot = `${TODAY}T13:30:00`;
    await t.db.update(timeFrames).set({ ordersPerSlot: 1 }).where(eq(timeFrames.timeFrameWebId, 3));
    const first = await save(t.app, diner.token, takeawayOrder(l, { requestedDateTime: slot }), 'risalva-1');
    expect(first.statusCode, first.body).toBe(200);
    const again = await save(
      t.app,
      diner.token,
      takeawayOrder(l, { requestedDateTime: slot, notes: 'citofonare' }),
      'risalva-1',
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().orderId).toBe(first.json().orderId);
    expect(again.json().orderNumber).toBe(first.json().orderNumber);
    await t.db.update(timeFrames).set({ ordersPerSlot: 10 }).where(eq(timeFrames.timeFrameWebId, 3));
  });
});
