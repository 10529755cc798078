// A year of a busy venue for the owner's dashboard: about 150,000 orders of Tavola Navigli (the
// demo's venue 2) over the last 365 days, with their lines, options, online payments, rejections,
// cancellations and refunds, generated inside the database (generate_series, seeded random) so
// it takes seconds, not minutes. Nothing of it is committed: it goes into a throwaway PGlite
// folder (or the folder or PostgreSQL database given), then, with --time, the dashboard's
// answers (loadReport, as /api/staff/venues/2/reports and /api/staff/reports run it) are timed
// for a day, a week, a month and a year: the first answer with no day totals stored, the answers
// after it (closed days from the day totals of migration 0038), and as reference the same answer
// computed from the orders alone. Then the order history's CSV export reads its first pages of
// the year's orders with migration 0038's orders_seat_web_created_idx and without it.
//
//   node --import tsx scripts/bench/generate-year.ts [--orders 150000] [--time] [--runs 5]
//        [--data-dir ./data-bench] [--database-url postgres://...]
//
// The live-event triggers of the orders are off while it writes (a year of events would be a
// year of NOTIFYs); they are switched back on before it ends. Prints figures, asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../apps/api/src/db/database';
import { seedDemoData } from '../../apps/api/src/db/seed';
import { orderHistoryExportQuerySchema } from '@tavola/domain/order-history-search';
import { exportRecords } from '../../apps/api/src/modules/order-history/order-history-service';
import { loadReport } from '../../apps/api/src/modules/reports/reports-service';

const { values: args } = parseArgs({
  // bench.ts imports this file with its own arguments: only ours are read, the rest ignored.
  strict: false,
  options: {
    orders: { type: 'string' },
    time: { type: 'boolean', default: false },
    runs: { type: 'string' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
  },
});
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const ORDERS = Number(text(args.orders) ?? process.env.BENCH_REPORT_ORDERS ?? 150_000);
const RUNS = Math.max(1, Number(text(args.runs) ?? 5));
const SEAT_WEB_ID = 2;
const GOAL_MS = 300;
const log = (message: string) => process.stderr.write(`[generate-year] ${message}\n`);

/** The order history's keyset index (migration 0038), dropped and put back for the export's reference. */
const EXPORT_INDEX = {
  name: 'orders_seat_web_created_idx',
  create: sql`create index orders_seat_web_created_idx on orders using btree (seat_web_id, created_at, order_id)`,
};
/** Pages of the export timed (of EXPORT_PAGE = 500 orders each, as the service reads them). */
const EXPORT_PAGES = 20;

async function generate(db: Db, count: number): Promise<void> {
  const [venue] = (
    await db.execute<{ company_id: number }>(sql`select company_id from seat_webs where seat_web_id = ${SEAT_WEB_ID}`)
  ).rows;
  if (!venue) throw new Error(`no venue ${SEAT_WEB_ID}: is the demo seeded?`);
  const companyId = Number(venue.company_id);
  const started = Date.now();
  await db.execute(sql`alter table orders disable trigger user`);
  await db.execute(sql`alter table order_progress disable trigger user`);
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select setseed(0.32)`);
      const [{ base }] = (
        await tx.execute<{ base: number }>(
          sql`select coalesce(max(order_number), 0) as base from orders where company_id = ${companyId}`,
        )
      ).rows;
      // State code in the idempotency key: o open, c cancelled, r rejected, f refunded, d delivered.
      await tx.execute(sql`
        with g as (
          select i, (current_date - (i % 365))::date as day, random() as r_type, random() as r_pay, random() as r_state, random() as r_hour, random() as r_min
          from generate_series(1, ${count}) i
        ),
        shaped as (
          select i, day,
            case when r_type < 0.2 then 0 when r_type < 0.65 then 1 else 2 end as order_type,
            case when r_pay < 0.5 then 0 when r_pay < 0.75 then 5 when r_pay < 0.85 then 2 when r_pay < 0.95 then 3 else 6 end as payment_type,
            case when r_state < 0.02 then 'o' when r_state < 0.04 then 'c' when r_state < 0.07 then 'r' when r_state < 0.08 then 'f' else 'd' end as state,
            make_time(case when r_hour < 0.45 then 12 + floor(r_hour / 0.45 * 3)::int else 19 + floor((r_hour - 0.45) / 0.55 * 4)::int end, floor(r_min * 60)::int, 0) as tod
          from g
        ),
        fixed as (
          select i, day, tod, order_type, state,
            -- A cancellation is of an online order never paid: make those online.
            case when state = 'c' and payment_type = 0 then 5 else payment_type end as payment_type
          from shaped
        )
        insert into orders (company_id, order_number, order_type, seat_web_id, requested_date_time, created_at, delivery_amount_cents,
          order_status, payment_status, payment_type, cancelled_at, idempotency_key)
        select ${companyId}, ${Number(base)} + i, order_type, ${SEAT_WEB_ID},
          case when order_type = 0 then null else day + tod end,
          case when order_type = 0 then (day + tod) at time zone 'Europe/Rome' else (day + tod - interval '2 hours') at time zone 'Europe/Rome' end,
          case when order_type = 2 then 350 else 0 end,
          case state when 'o' then 0 when 'c' then 0 when 'r' then 1 else 4 end,
          case when payment_type <> 0 and state in ('r', 'f', 'd') then 1 else 0 end,
          payment_type,
          case when state = 'c' then (day + tod) at time zone 'Europe/Rome' else null end,
          'bench:' || i || ':' || state
        from fixed`);
      log(`orders written (${Math.round((Date.now() - started) / 1000)} s)`);
      await tx.execute(sql`
        with prods as (
          select row_number() over (order by p.product_web_id) - 1 as idx, p.product_web_id, p.description, greatest(p.unit_price_cents, 100) as price
          from products p join menu_classifiers c on c.menu_classifier_id = p.menu_classifier_id join menu_webs m on m.menu_web_id = c.menu_web_id
          where m.company_id = ${companyId}
        ),
        opts as (
          select row_number() over (order by ingredient_id) - 1 as idx, ingredient_id, description
          from ingredients where company_id = ${companyId}
        ),
        counts as (select (select count(*) from prods) as n, (select greatest(count(*), 1) from opts) as m),
        picks as (
          select o.order_id, floor(power(random(), 2) * counts.n)::int as idx, 1 + floor(random() * 3)::int as q,
            case when random() < 0.2 then floor(random() * counts.m)::int else null end as opt
          from orders o cross join counts cross join lateral generate_series(1, 1 + (o.order_id % 4)) k
          where o.idempotency_key like 'bench:%' and not exists (select 1 from order_details d where d.order_id = o.order_id)
        )
        insert into order_details (order_id, product_web_id, quantity, amount_cents, description, additive_variations)
        select picks.order_id, p.product_web_id, picks.q, picks.q * (p.price + case when x.ingredient_id is null then 0 else 150 end), p.description,
          case when x.ingredient_id is null then '[]'::jsonb
               else jsonb_build_array(jsonb_build_object('ingredientId', x.ingredient_id, 'description', x.description, 'unitPriceCents', 150)) end
        from picks join prods p on p.idx = picks.idx left join opts x on x.idx = picks.opt`);
      log(`lines written (${Math.round((Date.now() - started) / 1000)} s)`);
      // Statistics of what was just written: without them the planner loops over the lines once per order.
      await tx.execute(sql`analyze orders, order_details`);
      await tx.execute(sql`
        update orders o set product_amount_cents = s.total, total_amount_cents = s.total + o.delivery_amount_cents
        from (select order_id, sum(amount_cents)::int as total from order_details group by order_id) s
        where s.order_id = o.order_id and o.idempotency_key like 'bench:%' and o.total_amount_cents = 0`);
      await tx.execute(sql`
        insert into order_progress (order_id, rejected_at, rejection_reason, refund_status)
        select order_id, created_at + interval '5 minutes', 'Cucina chiusa', case when payment_status = 1 then 'refunded' else null end
        from orders where idempotency_key like 'bench:%:r'
        on conflict (order_id) do nothing`);
      await tx.execute(sql`
        insert into online_payments (company_id, order_id, provider, reference, amount_cents, status, settled_at, refund_id, refunded_at, refund_reason)
        select company_id, order_id,
          case payment_type when 5 then 'stripe' when 2 then 'paypal' when 3 then 'satispay' else 'nexi' end,
          'bench-' || order_id, total_amount_cents,
          case when idempotency_key like '%:d' then 'succeeded' else 'refunded' end,
          created_at,
          case when idempotency_key like '%:d' then null else 'bench-refund-' || order_id end,
          case when idempotency_key like '%:d' then null else created_at + interval '1 hour' end,
          case when idempotency_key like '%:d' then null else 'staff' end
        from orders
        where idempotency_key like 'bench:%' and payment_status = 1 and total_amount_cents > 0
        on conflict do nothing`);
      // The money given back, as the dashboard reads it: one succeeded refund per refunded payment.
      await tx.execute(sql`
        insert into refunds (company_id, order_id, online_payment_id, method, amount_cents, reason, status, provider_refund_id, idempotency_key, created_at, settled_at)
        select company_id, order_id, online_payment_id, provider, amount_cents, 'staff', 'succeeded', refund_id, 'bench-refund-' || online_payment_id, refunded_at, refunded_at
        from online_payments
        where reference like 'bench-%' and status = 'refunded'
        on conflict do nothing`);
      log(`totals, rejections and payments written (${Math.round((Date.now() - started) / 1000)} s)`);
    });
  } finally {
    await db.execute(sql`alter table orders enable trigger user`);
    await db.execute(sql`alter table order_progress enable trigger user`);
  }
  await db.execute(sql`analyze`);
  log(`committed and analysed (${Math.round((Date.now() - started) / 1000)} s)`);
  const [totals] = (
    await db.execute<{ orders: number; lines: number }>(
      sql`select (select count(*) from orders where seat_web_id = ${SEAT_WEB_ID})::int as orders, (select count(*) from order_details d join orders o on o.order_id = d.order_id where o.seat_web_id = ${SEAT_WEB_ID})::int as lines`,
    )
  ).rows;
  log(
    `venue ${SEAT_WEB_ID} now has ${totals.orders} orders and ${totals.lines} lines (${Math.round((Date.now() - started) / 1000)} s)`,
  );
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Milliseconds of one dashboard answer: the first with no day totals stored, then the median of the next ones, and from the orders alone. */
export interface DashboardTimes {
  period: string;
  first: number;
  cached: number;
  fromOrders: number;
}

async function timeDashboard(db: Db): Promise<DashboardTimes[]> {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const queries = [
    ['day', SEAT_WEB_ID, { period: 'day', date: yesterday }],
    ['week', SEAT_WEB_ID, { period: 'week', date: yesterday }],
    ['month', SEAT_WEB_ID, { period: 'month', date: yesterday }],
    ['year', SEAT_WEB_ID, { period: 'range', from: yearAgo, to: yesterday }],
    ['year, all venues', null, { period: 'range', from: yearAgo, to: yesterday }],
  ] as const;
  const out: DashboardTimes[] = [];
  for (const [period, seatWebId, query] of queries) {
    const scope = { companyId: 1, role: 'owner' as const, seatWebIds: [], seatWebId };
    const time = async (dayTotals: boolean) => {
      const t0 = performance.now();
      await loadReport({ db, now: () => new Date(), dayTotals }, scope, query);
      return performance.now() - t0;
    };
    await loadReport({ db, now: () => new Date(), dayTotals: false }, scope, query); // warm-up (plans, caches)
    await db.execute(sql`delete from report_days`);
    const first = await time(true);
    const cached: number[] = [];
    for (let i = 0; i < RUNS; i++) cached.push(await time(true));
    const fromOrders: number[] = [];
    for (let i = 0; i < RUNS; i++) fromOrders.push(await time(false));
    out.push({ period, first, cached: median(cached), fromOrders: median(fromOrders) });
    log(
      `${period}: first ${first.toFixed(0)} ms, then ${median(cached).toFixed(0)} ms, from the orders ${median(fromOrders).toFixed(0)} ms`,
    );
  }
  return out;
}

/** Milliseconds of the export's first EXPORT_PAGES pages (one line per order) of the last ~100,000 orders of venue 2. */
async function timeExportPages(db: Db, orders: number): Promise<number> {
  const days = Math.min(365, Math.ceil((100_000 * 365) / Math.max(1, orders)));
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const query = orderHistoryExportQuerySchema.parse({ seatWebId: String(SEAT_WEB_ID), from, to, lines: '0' });
  const scope = { companyId: 1, role: 'owner' as const, seatWebIds: [] };
  const t0 = performance.now();
  let records = 0;
  for await (const record of exportRecords({ db, now: () => new Date() }, scope, query)) {
    void record;
    if (++records > EXPORT_PAGES * 500) break;
  }
  return performance.now() - t0;
}

/** The dashboard's and the export's figures over a generated year of an open database. */
export interface YearTimes {
  dashboard: DashboardTimes[];
  exportPages: { withIndex: number; withoutIndex: number };
}

/** Generates the year into an open database (once) and times the dashboard and the export's pages. */
export async function timeYear(db: Db, orders = ORDERS): Promise<YearTimes> {
  await generate(db, orders);
  const dashboard = await timeDashboard(db);
  await timeExportPages(db, orders); // warm-up
  const withIndex = await timeExportPages(db, orders);
  await db.execute(sql.raw(`drop index if exists ${EXPORT_INDEX.name}`));
  await db.execute(sql`analyze orders`);
  const withoutIndex = await timeExportPages(db, orders);
  await db.execute(EXPORT_INDEX.create);
  await db.execute(sql`analyze orders`);
  return { dashboard, exportPages: { withIndex, withoutIndex } };
}

/**
 * `npm run bench`'s rows: a year of orders in the engine's bench database (after its loads),
 * the dashboard timed with its day totals and from the orders alone, and the export's first
 * pages with and without their index. BENCH_REPORTS=0 skips it.
 */
export async function benchDashboard(
  database: { databaseUrl?: string; dataDir?: string },
  label: string,
  add: (figure: string, value: string, reference: string, goal: string, met: boolean | null) => void,
): Promise<void> {
  const opened = await openDatabase(database);
  try {
    log(`${label}: a year of ${ORDERS} orders for the dashboard`);
    const times = await timeYear(opened.db);
    for (const t of times.dashboard) {
      add(
        `dashboard of a ${t.period}, a year of ${ORDERS} orders`,
        `${t.cached.toFixed(0)} ms (median of ${RUNS}); first answer, no day stored: ${t.first.toFixed(0)} ms`,
        `from the orders alone (no day totals): ${t.fromOrders.toFixed(0)} ms`,
        `< ${GOAL_MS} ms`,
        t.cached < GOAL_MS,
      );
    }
    add(
      `order history export, first ${EXPORT_PAGES} pages of 500 orders`,
      `${times.exportPages.withIndex.toFixed(0)} ms`,
      `without orders_seat_web_created_idx: ${times.exportPages.withoutIndex.toFixed(0)} ms`,
      '-',
      null,
    );
  } finally {
    await opened.close();
  }
}

async function main() {
  const databaseUrl = text(args['database-url']);
  const dataDir = text(args['data-dir']);
  const temp = databaseUrl || dataDir ? null : mkdtempSync(path.join(os.tmpdir(), 'tavola-year-'));
  const opened = await openDatabase({ databaseUrl, dataDir: dataDir ?? temp ?? undefined });
  try {
    await seedDemoData(opened.db);
    log(`${opened.kind}: generating ${ORDERS} orders for venue ${SEAT_WEB_ID}`);
    if (args.time !== true) {
      await generate(opened.db, ORDERS);
      return;
    }
    const times = await timeYear(opened.db);
    console.log(
      `\nDashboard answer with a year of ${ORDERS} orders of venue ${SEAT_WEB_ID} (${opened.kind}), goal under ${GOAL_MS} ms`,
    );
    console.log(
      '| period | first answer (no day stored) | next answers (median of ' +
        RUNS +
        ') | from the orders alone | goal met |',
    );
    console.log('|---|---:|---:|---:|---|');
    for (const t of times.dashboard) {
      console.log(
        `| ${t.period} | ${t.first.toFixed(0)} ms | ${t.cached.toFixed(0)} ms | ${t.fromOrders.toFixed(0)} ms | ${t.cached < GOAL_MS ? 'yes' : 'no'} |`,
      );
    }
    console.log(
      `\nOrder history export, first ${EXPORT_PAGES} pages of 500 orders: ${times.exportPages.withIndex.toFixed(0)} ms; without orders_seat_web_created_idx ${times.exportPages.withoutIndex.toFixed(0)} ms`,
    );
  } finally {
    await opened.close();
    if (temp) rmSync(temp, { recursive: true, force: true });
  }
}

// Run as a script, not when bench.ts imports it.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
