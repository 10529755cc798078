// The LISTEN connections killed under the service (PostgreSQL pass only, npm run test:pg): an
// administrator ends, with pg_terminate_backend, every connection holding a LISTEN on this
// database (the events listener, found by its application_name, and the menu and company-venue
// caches' listeners) of two app instances. Changes made while they are down and after they came
// back must reach instance A's board stream and caches, with nothing stale; the test waits for
// each delivery with its own timeout and never asserts how long it took.
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../db/database';
import { products, seatWebs } from '../../db/schema';
import { authenticate, createTestApp } from '../../test/test-app';
import { registeredCustomer } from '../../test/ordering-fixtures';
import { COMPANY_CHANGED_CHANNEL } from '../company/company-venue-cache';
import { MENU_CHANGED_CHANNEL } from '../menu-web/menu-cache';
import { demoLines, NOW, save, takeawayOrder } from '../order/order-test-helpers';
import { openEventStream } from '../order-board/sse-test-client';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';
import { EVENTS_LISTENER_NAME } from './events-plugin';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const MENU_URL = '/api/menuWeb/getMenuWebGroupByClassifiers?menuWebId=1';
const until = { timeout: 20_000, interval: 50 };

describe.skipIf(!onPostgres)('the LISTEN connections killed with pg_terminate_backend', () => {
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

  const listeners = `from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
      and (application_name = $1 or query ilike 'listen %')`;
  const countListeners = async () =>
    Number((await admin.query<{ n: string }>(`select count(*) as n ${listeners}`, [EVENTS_LISTENER_NAME])).rows[0].n);
  const killListeners = async () =>
    (
      await admin.query<{ ended: boolean; app: string }>(
        `select pg_terminate_backend(pid) as ended, application_name as app ${listeners}`,
        [EVENTS_LISTENER_NAME],
      )
    ).rows;

  it('boards and the menu and venue caches catch up, during the outage and after the reconnection', async () => {
    const kitchen = await createSignedInStaff(a, { role: 'staff', seatWebIds: [2] });
    const address = await a.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = openEventStream(`${address}/api/staff/venues/2/orders/events`, kitchen.headers);
    await stream.ready;
    const diner = await registeredCustomer(b, bDb.db, `ascolto-${Date.now()}@example.com`, { seatWebId: 2 });
    const lines = await demoLines(bDb.db);
    const dinerToken = (await authenticate(a.app, { companyUrlName: 'demo', seatWebId: 1 })).token;
    const menuPrice = async () => {
      const res = await a.app.inject({
        method: 'GET',
        url: MENU_URL,
        headers: { authorization: `Bearer ${dinerToken}` },
      });
      expect(res.statusCode).toBe(200);
      const menu = res.json() as { classifiers: { products: { description: string; unitPrice: number }[] }[] };
      return menu.classifiers.flatMap((c) => c.products).find((p) => p.description === 'Margherita')!.unitPrice;
    };
    const venuePhone = async () => (await a.app.companyVenueCache.venue(3))!.phone;
    // Another process's change: the row written, then only the database notification.
    const changeMenu = async (cents: number) => {
      await admin.query('update products set unit_price_cents = $1 where description = $2', [cents, 'Margherita']);
      await admin.query('select pg_notify($1, $2)', [MENU_CHANGED_CHANNEL, '1']);
    };
    const changePhone = async (phone: string) => {
      await admin.query('update seat_webs set phone = $1 where seat_web_id = 3', [phone]);
      await admin.query('select pg_notify($1, $2)', [COMPANY_CHANGED_CHANNEL, '1']);
    };

    // Warm A's caches.
    const price = await menuPrice();
    const [original] = await a.db
      .select({ cents: products.unitPriceCents })
      .from(products)
      .where(eq(products.description, 'Margherita'));
    const [venue] = await a.db.select({ phone: seatWebs.phone }).from(seatWebs).where(eq(seatWebs.seatWebId, 3));
    await venuePhone();

    const before = await countListeners();
    // Two instances: an events listener, a menu and a company-venue listener each.
    expect(before).toBeGreaterThanOrEqual(6);
    const killed = await killListeners();
    expect(killed.filter((row) => row.ended && row.app === EVENTS_LISTENER_NAME)).toHaveLength(2);

    try {
      // While the listeners are down (or coming back): an order saved on B, a menu and a venue change.
      const during = await save(b, diner.token, takeawayOrder(lines));
      expect(during.statusCode, during.body).toBe(200);
      await changeMenu(original.cents + 100);
      await changePhone('02 3333333');
      await stream.waitFor((m) => (m.data as { subject: string }).subject === String(during.json().orderId));
      await vi.waitFor(async () => expect(await menuPrice()).toBe(price + 1), until);
      await vi.waitFor(async () => expect(await venuePhone()).toBe('02 3333333'), until);

      // Every listener is back by itself; the next changes arrive through them.
      await vi.waitFor(async () => expect(await countListeners()).toBe(before), until);
      const after = await save(b, diner.token, takeawayOrder(lines));
      expect(after.statusCode, after.body).toBe(200);
      await changeMenu(original.cents + 250);
      await changePhone('02 4444444');
      const message = await stream.waitFor(
        (m) => (m.data as { subject: string }).subject === String(after.json().orderId),
      );
      expect((message.data as { data: { stage: string } }).data.stage).toBe('new');
      await vi.waitFor(async () => expect(await menuPrice()).toBe(price + 2.5), until);
      await vi.waitFor(async () => expect(await venuePhone()).toBe('02 4444444'), until);
      // No event twice on the stream (the reconnection's catch-up repeats nothing).
      const ids = stream.messages.map((m) => m.id);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      stream.close();
      await changeMenu(original.cents);
      await changePhone(venue.phone ?? '');
    }
  });
});
