// PostgreSQL restarting under the service (PostgreSQL pass only, npm run test:pg): an
// administrator connection ends every session of the API's pool, as a restart or a failover
// does, while an order save is in flight. The save must answer 503 with the Italian message and
// leave no order behind; the next requests must work again on new connections by themselves.
// The LISTEN connections are left alone here: their reconnection is the events module's.
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../db/schema';
import { demoLines, dineInOrder, NOW, save, type DemoLines } from '../modules/order/order-test-helpers';
import { registeredCustomer } from '../test/ordering-fixtures';
import { createTestApp } from '../test/test-app';
import { DATABASE_UNAVAILABLE_MESSAGE } from './errors';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('PostgreSQL restarts during the service', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let l: DemoLines;
  let admin: pg.Client;
  const metricsToken = 'metrics-token-0123456789abcdef';

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW, env: { METRICS_TOKEN: metricsToken } });
    l = await demoLines(t.db);
    admin = new pg.Client({ connectionString: t.databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  const storedOrders = async () =>
    Number((await admin.query<{ n: string }>('select count(*) as n from orders')).rows[0].n);

  /** Ends every session of this database but the administrator's and the LISTEN ones: what a restart does to the pool. */
  const endPoolSessions = () =>
    admin.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query not ilike 'listen%'`,
    );

  it('answers 503 to the save in flight, stores nothing half-written, and serves the next save on a new connection', async () => {
    const { token } = await registeredCustomer(t.app, t.db, 'riavvio@example.com');
    const before = await storedOrders();

    // Hold the save on its first look at the orders table, so it is in flight when the sessions end.
    await admin.query('begin');
    await admin.query('lock table orders in access exclusive mode');
    const inFlight = save(t.app, token, dineInOrder(l), 'riavvio-chiave-0001');
    await vi.waitFor(
      async () => {
        const waiting = await admin.query(
          `select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
        );
        expect(waiting.rowCount).toBeGreaterThan(0);
      },
      { timeout: 10_000, interval: 20 },
    );
    const ended = await endPoolSessions();
    expect(ended.rows.some((row) => row.ended)).toBe(true);
    await admin.query('rollback');

    const res = await inFlight;
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual({ code: 'DATABASE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(await storedOrders()).toBe(before);

    // The pool replaces its dead connections by itself: the same save, retried, is stored once.
    const retried = await save(t.app, token, dineInOrder(l), 'riavvio-chiave-0001');
    expect(retried.statusCode, retried.body).toBe(200);
    const again = await save(t.app, token, dineInOrder(l), 'riavvio-chiave-0001');
    expect(again.json().orderId).toBe(retried.json().orderId);
    expect(await storedOrders()).toBe(before + 1);
    const [row] = await t.db.select({ n: count() }).from(orders);
    expect(row.n).toBe(before + 1);
  });

  it('recovers when every idle connection of the pool was ended between two requests', async () => {
    // Fill the pool with idle connections, then end them all.
    await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: '/readyz' })));
    await endPoolSessions();
    // A request may still meet a dead idle connection before the pool has read its end (503,
    // the diner is told to retry); the pool drops it, and the requests after work.
    await vi.waitFor(
      async () => {
        const res = await t.app.inject({ method: 'GET', url: '/readyz' });
        expect(res.statusCode).toBe(200);
      },
      { timeout: 10_000, interval: 50 },
    );
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(metrics.body).toMatch(/^tavola_db_pool_waiting 0$/m);
    expect(metrics.body).toMatch(
      /tavola_http_request_duration_seconds_count\{method="POST",route="\/api\/order\/saveCustomerOrder",status_code="503"\} 1/,
    );
  });
});
