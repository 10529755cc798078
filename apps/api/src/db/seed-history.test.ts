// The demo's four weeks of history: written once, all before today's service day, the same every
// time for the same day, silent for the boards and the printers, and enough for the dashboard's
// charts (takings on every day, lunch and dinner peaks, best sellers, bookings).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReport } from '../modules/reports/reports-service';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { HISTORY_DAYS, seedDemoHistory } from './seed-history';

/** Thursday 26 November 2026, 10:00 in Rome. */
const NOW = new Date('2026-11-26T09:00:00Z');
let first: TestDatabase;
let second: TestDatabase;

const count = async (db: TestDatabase['db'], query: ReturnType<typeof sql>) =>
  Number((await db.execute<{ n: number }>(query)).rows[0].n);

beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase({ seeded: true }), createTestDatabase({ seeded: true })]);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

describe('the demo history', () => {
  it('is written once, quietly, before today, and the same for the same day', async () => {
    const events = await count(first.db, sql`select count(*)::int as n from events`);
    const started = performance.now();
    const written = await first.db.transaction((tx) => seedDemoHistory(tx, NOW));
    console.log(
      `demo history: ${written.orders} orders, ${written.reservations} reservations in ${Math.round(performance.now() - started)} ms`,
    );
    expect(written.orders).toBeGreaterThan(HISTORY_DAYS * 20);
    expect(written.reservations).toBeGreaterThan(HISTORY_DAYS * 10);
    expect(await first.db.transaction((tx) => seedDemoHistory(tx, NOW))).toEqual({ orders: 0, reservations: 0 });

    // No live events, no print jobs, nothing on today's board.
    expect(await count(first.db, sql`select count(*)::int as n from events`)).toBe(events);
    expect(await count(first.db, sql`select count(*)::int as n from print_jobs`)).toBe(0);
    const latest = (
      await first.db.execute<{ at: string }>(
        sql`select max(coalesce(requested_date_time, created_at at time zone 'Europe/Rome'))::text as at from orders`,
      )
    ).rows[0].at;
    expect(latest < '2026-11-26 05:00').toBe(true);
    expect(
      await count(first.db, sql`select count(*)::int as n from table_reservations where day >= '2026-11-26'`),
    ).toBe(0);
    // Every order has lines and its total is theirs; online ones paid are settled.
    expect(
      await count(
        first.db,
        sql`select count(*)::int as n from orders o where not exists (select 1 from order_details d where d.order_id = o.order_id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        first.db,
        sql`select count(*)::int as n from orders o where o.total_amount_cents <> o.delivery_amount_cents + (select sum(amount_cents) from order_details d where d.order_id = o.order_id)`,
      ),
    ).toBe(0);

    await second.db.transaction((tx) => seedDemoHistory(tx, NOW));
    const digest = (db: TestDatabase['db']) =>
      db.execute<{ d: string }>(
        sql`select md5(string_agg(order_number || ':' || seat_web_id || ':' || total_amount_cents || ':' || payment_type, ',' order by order_number)) as d from orders`,
      );
    expect((await digest(second.db)).rows[0].d).toBe((await digest(first.db)).rows[0].d);
  });

  it('fills the dashboard of the past four weeks', async () => {
    const ctx = { db: first.db, now: () => NOW };
    const report = await loadReport(
      ctx,
      { companyId: 1, role: 'owner', seatWebIds: [], seatWebId: null },
      { period: 'range', from: '2026-10-29', to: '2026-11-25' },
    );
    expect(report.takingsByDay).toHaveLength(HISTORY_DAYS);
    for (const day of report.takingsByDay) expect(day.netCents, day.date).toBeGreaterThan(0);
    expect(report.current.rejected.orders).toBeGreaterThan(0);
    expect(report.current.cancelled.orders).toBeGreaterThan(0);
    expect(report.current.byPaymentMethod.map((m) => m.paymentMethod)).toEqual(
      expect.arrayContaining(['cash', 'stripe', 'paypal', 'satispay']),
    );
    expect(report.current.coversBooked).toBeGreaterThan(0);
    expect(report.current.noShows).toBeGreaterThan(0);
    expect(report.products.bestByQuantity.length).toBeGreaterThan(5);
    // Lunch and dinner peaks: more orders at 13 and 20 than at 16 or 11.
    const at = (hour: number) => report.ordersByHour.filter((c) => c.hour === hour).reduce((n, c) => n + c.orders, 0);
    expect(at(13)).toBeGreaterThan(at(16));
    expect(at(20)).toBeGreaterThan(at(11));
    // Friday and Saturday busier than Monday.
    const weekday = (d: number) => report.ordersByHour.filter((c) => c.weekday === d).reduce((n, c) => n + c.orders, 0);
    expect(weekday(6)).toBeGreaterThan(weekday(1));
  });
});
