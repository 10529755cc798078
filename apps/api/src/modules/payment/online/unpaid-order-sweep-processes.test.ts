// The sweep of unpaid online orders with two API processes on one PostgreSQL (PostgreSQL pass
// only, npm run test:pg): two app instances, each with its own pool, sweep at the same moment;
// every expired order is cancelled once, with one event each, and while another connection holds
// the sweep's job lock neither instance sweeps at all.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethod } from '@tavola/domain/enums';
import { openDatabase } from '../../../db/database';
import { jobLockSql } from '../../../db/run-once';
import { registeredCustomer } from '../../../test/ordering-fixtures';
import { createTestApp } from '../../../test/test-app';
import { demoLines, dineInOrder, NOW, save } from '../../order/order-test-helpers';
import { UNPAID_ORDER_SWEEP_JOB } from './unpaid-order-sweep';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('the unpaid order sweep with two processes on one database', () => {
  let a: Awaited<ReturnType<typeof createTestApp>>;
  let b: Awaited<ReturnType<typeof createTestApp>>['app'];
  let bDb: Awaited<ReturnType<typeof openDatabase>>;
  let admin: pg.Client;

  beforeAll(async () => {
    a = await createTestApp({ now: () => NOW });
    bDb = await openDatabase({ databaseUrl: a.databaseUrl! });
    // A second API process: its own pool on the same database (closed below, after the app).
    b = (await createTestApp({ now: () => NOW, database: { db: bDb.db, close: async () => {} } })).app;
    admin = new pg.Client({ connectionString: a.databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await b?.close();
    await bDb?.close();
    await a?.close();
  });

  /** Orders saved, then made online orders left unpaid for two hours (what the sweep looks for). */
  async function expiredOnlineOrders(count: number): Promise<number[]> {
    const lines = await demoLines(a.db);
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const diner = await registeredCustomer(a.app, a.db, `spazzino-${Date.now()}-${i}@example.com`);
      const res = await save(i % 2 ? b : a.app, diner.token, dineInOrder(lines));
      expect(res.statusCode, res.body).toBe(200);
      ids.push(Number(res.json().orderId));
    }
    await admin.query(
      `update orders set payment_type = $1, payment_status = 0, cancelled_at = null, created_at = $2 where order_id = any($3::int[])`,
      [PaymentMethod.Stripe, new Date(NOW.getTime() - 2 * 3_600_000), ids],
    );
    return ids;
  }
  const orderEvents = async (ids: number[]) =>
    (
      await admin.query<{ subject: string; n: string }>(
        `select subject, count(*) as n from events where topic = 'order' and subject = any($1::text[]) group by subject`,
        [ids.map(String)],
      )
    ).rows.reduce<Record<string, number>>((acc, row) => ({ ...acc, [row.subject]: Number(row.n) }), {});
  const cancelledIds = async (ids: number[]) =>
    (
      await admin.query<{ order_id: number }>(
        'select order_id from orders where order_id = any($1::int[]) and cancelled_at is not null',
        [ids],
      )
    ).rows.map((row) => Number(row.order_id));

  it('does not sweep in either process while another connection holds the job lock', async () => {
    const ids = await expiredOnlineOrders(2);
    const holder = new pg.Client({ connectionString: a.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(jobLockSql(UNPAID_ORDER_SWEEP_JOB));
      const rounds = await Promise.all([
        a.app.onlinePayments.cancelExpiredOrders(NOW),
        b.onlinePayments.cancelExpiredOrders(NOW),
      ]);
      expect(rounds.map((round) => round.ran)).toEqual([false, false]);
      expect(await cancelledIds(ids)).toEqual([]);
      await holder.query('rollback');
      // Lock released: the next round sweeps.
      const next = await b.onlinePayments.cancelExpiredOrders(NOW);
      expect(next.ran).toBe(true);
      expect(next.cancelled).toEqual(expect.arrayContaining(ids));
    } finally {
      await holder.end();
    }
  });

  it('cancels each expired order once, with one event each, when both processes sweep at once', async () => {
    const ids = await expiredOnlineOrders(6);
    const eventsBefore = await orderEvents(ids);
    const rounds = await Promise.all([
      a.app.onlinePayments.cancelExpiredOrders(NOW),
      b.onlinePayments.cancelExpiredOrders(NOW),
      a.app.onlinePayments.cancelExpiredOrders(NOW),
      b.onlinePayments.cancelExpiredOrders(NOW),
    ]);
    expect(rounds.some((round) => round.ran)).toBe(true);
    const cancelled = rounds.flatMap((round) => round.cancelled).filter((id) => ids.includes(id));
    // Each order in exactly one round's list: cancelled once, by one process.
    expect([...cancelled].sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    expect((await cancelledIds(ids)).sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    const eventsAfter = await orderEvents(ids);
    for (const id of ids) expect(eventsAfter[String(id)] - eventsBefore[String(id)], `events of order ${id}`).toBe(1);
    // Nothing left for a later round.
    const again = await a.app.onlinePayments.cancelExpiredOrders(NOW);
    expect(again.cancelled.filter((id) => ids.includes(id))).toEqual([]);
  });
});
