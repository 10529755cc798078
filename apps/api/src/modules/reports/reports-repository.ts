// The dashboard's queries: the only code of the reports reading the database. The database
// aggregates (a year of a busy venue is some 150,000 orders), each answer is a few hundred
// rows at most.
//
// Which orders a report reads: those of the venue whose service time (the requested time,
// else when a dine-in order was created, on the venue's clock) falls in the report's service
// days, each day from 05:00 to 05:00 (SERVICE_DAY_END_HOUR, as the order board counts them).
// Found through orders_seat_web_requested_idx and orders_seat_web_unrequested_created_idx
// (migration 0029). How an order counts, the same facts as currentOrderState in the domain
// (order-state.ts, read for one order by orderStateOf):
// - rejected: order_progress.rejected_at is set;
// - cancelled: orders.cancelled_at is set (an online order never paid);
// - counted (takings): otherwise confirmed by the diner or the staff, or paid
//   (order_status 1..4, or payment_status 1);
// - open: still waiting for its e-mail link or its payment; not in the takings.
// Money given back: the refunds table's succeeded refunds, whole or partial, through the order's
// provider or at the counter (a duplicate payment of an order paid twice was never takings and
// is not there), through refunds_order_idx (migration 0031).
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { SERVICE_DAY_END_HOUR } from '@tavola/domain/order-board';
import { venueInstant } from '@tavola/domain/order-state';
import { addDays } from '@tavola/domain/slot-rules';
import type { DbOrTx } from '../../db/database';
import { seatWebs } from '../../db/schema';

/** A venue's service days, `first` to `last` both included, read on its clock. */
export interface VenueDays {
  seatWebId: number;
  timeZone: string;
  first: string;
  last: string;
}

/** One venue's service days of a report. */
export interface VenueSpan extends VenueDays {
  /** Tag of the period the rows belong to: 'c' current, 'p' previous. */
  tag: 'c' | 'p';
  /** The venue's service day under way (bookings whose day has come). */
  today: string;
}

const hh = `${String(SERVICE_DAY_END_HOUR).padStart(2, '0')}:00`;

/**
 * The orders `o` of the venue whose service time falls in its service days: the requested time
 * from the first day's 05:00 to the 05:00 after the last day (wall clock), or for a dine-in order
 * without one its creation between the same bounds as instants. Shared with the order history.
 */
export function servedInDays(v: VenueDays): SQL {
  const end = addDays(v.last, 1);
  const fromInstant = venueInstant(v.first, hh, v.timeZone).toISOString();
  const toInstant = venueInstant(end, hh, v.timeZone).toISOString();
  return sql`(o.seat_web_id = ${v.seatWebId} and ((o.requested_date_time >= ${`${v.first} ${hh}:00`}::timestamp and o.requested_date_time < ${`${end} ${hh}:00`}::timestamp)
    or (o.requested_date_time is null and o.created_at >= ${fromInstant}::timestamptz and o.created_at < ${toInstant}::timestamptz)))`;
}

export interface ReportVenue {
  seatWebId: number;
  name: string;
  timeZone: string;
}

/** The company's venues, or those of them in `only` (a manager's); in the back office's order. Shared with the order history. */
export async function listReportVenues(
  db: DbOrTx,
  companyId: number,
  only: readonly number[] | null,
): Promise<ReportVenue[]> {
  return db
    .select({ seatWebId: seatWebs.seatWebId, name: seatWebs.name, timeZone: seatWebs.timeZone })
    .from(seatWebs)
    .where(
      and(
        eq(seatWebs.companyId, companyId),
        only ? inArray(seatWebs.seatWebId, only.length ? [...only] : [0]) : undefined,
      ),
    )
    .orderBy(seatWebs.sortOrder, seatWebs.seatWebId);
}

/** The orders of every span, with their service time moved back by the service day's end (its date is the service day). */
function scopedOrders(spans: readonly VenueSpan[]): SQL {
  const branches = spans.map(
    (
      s,
    ) => sql`select o.order_id, o.order_type, o.payment_type, o.total_amount_cents, o.order_status, o.payment_status, o.cancelled_at,
        ${s.tag}::text as tag,
        coalesce(o.requested_date_time, o.created_at at time zone ${s.timeZone}) - make_interval(hours => ${SERVICE_DAY_END_HOUR}) as shifted
      from orders o
      where ${servedInDays(s)}`,
  );
  return sql.join(branches, sql` union all `);
}

/**
 * How an order `o` counts, its order_progress `p` left-joined: 1 counted (the takings), 2
 * rejected, 3 cancelled, 0 open (numbers: cheaper to sort and hash than words). Shared with
 * the order history, whose `counted` is class 1.
 */
export const ORDER_CLASS = sql.raw(`case when p.rejected_at is not null then 2
  when o.cancelled_at is not null then 3
  when o.order_status between 1 and 4 or o.payment_status = 1 then 1
  else 0 end`);

/** What the order `o` was given back in all, in cents: its succeeded refunds (refunds table). */
export const GIVEN_BACK = sql.raw(
  `coalesce((select sum(rf.amount_cents) from refunds rf where rf.order_id = o.order_id and rf.status = 'succeeded'), 0)`,
);

/** The orders of the spans with how each counts and (unless `refunds` is false) the money given back for it. */
function classedOrders(spans: readonly VenueSpan[], refunds = true): SQL {
  const givenBack = refunds
    ? sql`given_back as (
      select rf.order_id, sum(rf.amount_cents)::bigint as refunded
      from refunds rf
      where rf.status = 'succeeded'
        and rf.order_id in (select order_id from scoped)
      group by rf.order_id
    ),`
    : sql``;
  return sql`scoped as (${scopedOrders(spans)}),
    ${givenBack}
    classed as (
      select o.*, ${refunds ? sql`coalesce(g.refunded, 0)` : sql`0`} as refunded, ${ORDER_CLASS} as class
      from scoped o
      left join order_progress p on p.order_id = o.order_id
      ${refunds ? sql`left join given_back g on g.order_id = o.order_id` : sql``}
    )`;
}

export type OrderClass = 'counted' | 'rejected' | 'cancelled' | 'open';
const CLASSES: OrderClass[] = ['open', 'counted', 'rejected', 'cancelled'];

export interface OrderAggregate {
  tag: 'c' | 'p';
  class: OrderClass;
  /** Which grouping the row is: by type and payment, by service day, or by weekday and hour. */
  set: 'split' | 'day' | 'hour';
  orderType: number | null;
  paymentType: number | null;
  day: string | null;
  weekday: number | null;
  hour: number | null;
  orders: number;
  amountCents: number;
  refundedCents: number;
  refundedOrders: number;
}

/** Orders of every span aggregated three ways at once (one scan): by type x payment, by day, by weekday x hour. */
export async function aggregateOrders(db: DbOrTx, spans: readonly VenueSpan[]): Promise<OrderAggregate[]> {
  if (spans.length === 0) return [];
  const result = await db.execute<{
    tag: 'c' | 'p';
    class: number;
    g_split: number;
    g_day: number;
    order_type: number | null;
    payment_type: number | null;
    day: string | null;
    weekday: number | null;
    hour: number | null;
    orders: number;
    amount: string | number;
    refunded: string | number;
    refunded_orders: number;
  }>(sql`with ${classedOrders(spans)},
    shaped as (
      select tag, class, order_type, payment_type, total_amount_cents, refunded,
        shifted::date as day,
        extract(isodow from shifted)::int as weekday,
        ((extract(hour from shifted)::int + ${SERVICE_DAY_END_HOUR}) % 24) as hour
      from classed
    )
    select tag, class,
      grouping(order_type, payment_type)::int as g_split, grouping(day)::int as g_day,
      order_type, payment_type, day::text as day, weekday, hour,
      count(*)::int as orders, sum(total_amount_cents)::bigint as amount, sum(refunded)::bigint as refunded,
      (count(*) filter (where refunded > 0))::int as refunded_orders
    from shaped
    group by grouping sets ((tag, class, order_type, payment_type), (tag, class, day), (tag, class, weekday, hour))`);
  return result.rows.map((r) => ({
    tag: r.tag,
    class: CLASSES[Number(r.class)],
    set: Number(r.g_split) === 0 ? 'split' : Number(r.g_day) === 0 ? 'day' : 'hour',
    orderType: r.order_type === null ? null : Number(r.order_type),
    paymentType: r.payment_type === null ? null : Number(r.payment_type),
    day: r.day,
    weekday: r.weekday === null ? null : Number(r.weekday),
    hour: r.hour === null ? null : Number(r.hour),
    orders: Number(r.orders),
    amountCents: Number(r.amount ?? 0),
    refundedCents: Number(r.refunded ?? 0),
    refundedOrders: Number(r.refunded_orders),
  }));
}

export interface SellerAggregate {
  kind: 'product' | 'option';
  id: number | null;
  /** A product removed from the menu is grouped by its line's name; null otherwise. */
  nameKey: string | null;
  name: string;
  quantity: number;
  amountCents: number;
}

/**
 * What the counted orders of the spans sold: each product (a product removed from the menu by
 * its line's name) and each option or added ingredient, by quantity and takings.
 */
export async function aggregateSellers(db: DbOrTx, spans: readonly VenueSpan[]): Promise<SellerAggregate[]> {
  if (spans.length === 0) return [];
  const result = await db.execute<{
    kind: 'product' | 'option';
    id: number | null;
    name_key: string | null;
    name: string;
    quantity: string | number;
    amount: string | number;
  }>(
    sql`with ${classedOrders(spans, false)},
      lines as (
        select d.product_web_id, d.description, d.quantity, d.amount_cents, d.additive_variations
        from order_details d join classed c on c.order_id = d.order_id
        where c.class = 1
      )
      select 'product' as kind, product_web_id as id, case when product_web_id is null then description end as name_key,
        min(description) as name, sum(quantity)::bigint as quantity, sum(amount_cents)::bigint as amount
      from lines
      group by product_web_id, case when product_web_id is null then description end
      union all
      select 'option' as kind, (v->>'ingredientId')::int as id, null as name_key, min(v->>'description') as name, sum(l.quantity)::bigint as quantity,
        sum(coalesce((v->>'unitPriceCents')::int, 0) * l.quantity)::bigint as amount
      from lines l cross join lateral jsonb_array_elements(l.additive_variations) v
      group by (v->>'ingredientId')::int`,
  );
  return result.rows.map((r) => ({
    kind: r.kind,
    id: r.id === null ? null : Number(r.id),
    nameKey: r.name_key,
    name: r.name ?? '',
    quantity: Number(r.quantity),
    amountCents: Number(r.amount),
  }));
}

export interface BookingAggregate {
  tag: 'c' | 'p';
  reservations: number;
  covers: number;
  noShows: number;
  /** Reservations whose day has come (the no-show rate's base). */
  due: number;
}

/** Confirmed, not cancelled reservations of the spans' days, per period. */
export async function aggregateBookings(db: DbOrTx, spans: readonly VenueSpan[]): Promise<BookingAggregate[]> {
  if (spans.length === 0) return [];
  const branches = spans.map(
    (s) => sql`select ${s.tag}::text as tag, r.people, a.status, (r.day <= ${s.today}::date) as due
      from table_reservations r left join reservation_attendance a on a.reservation_id = r.reservation_id
      where r.seat_web_id = ${s.seatWebId} and r.day between ${s.first}::date and ${s.last}::date
        and r.cancelled_at is null and r.verified_at is not null`,
  );
  const result = await db.execute<{
    tag: 'c' | 'p';
    reservations: number;
    covers: string | number;
    no_shows: number;
    due: number;
  }>(
    sql`select tag, count(*)::int as reservations, coalesce(sum(people), 0)::bigint as covers,
        (count(*) filter (where status = 'no-show'))::int as no_shows, (count(*) filter (where due))::int as due
      from (${sql.join(branches, sql` union all `)}) b group by tag`,
  );
  return result.rows.map((r) => ({
    tag: r.tag,
    reservations: Number(r.reservations),
    covers: Number(r.covers),
    noShows: Number(r.no_shows),
    due: Number(r.due),
  }));
}

// Day totals (migration 0038, docs/decisions/019-report-day-totals.md): the same aggregates per
// venue and closed service day, written by fillReportDays the first time a dashboard asks for a
// day, rolled up per whole month by fillReportMonths, and summed by readDayTotals after that.
// The migration's triggers (tavola_report_day_forget) delete a day's rows, and its month's, in
// the transaction that changes one of its orders, rejections, refunds or lines, so what is read
// here is never stale; what is missing is computed again from the orders.

/** The advisory lock of a venue's day totals: exclusive while they are written, shared by the triggers that delete them. */
const REPORT_DAYS_LOCK = 73_126_038;

/** A venue's service days to be read from the day totals, with the whole months among them. */
export interface CachedSpan extends VenueDays {
  tag: 'c' | 'p';
  /** First days of the whole months of first..last read from the month totals (none: every day from the day totals). */
  months: readonly string[];
}

const lastDayOf = (month: string) => addDays(addDays(month, 32).slice(0, 8) + '01', -1);

const dateArray = (days: readonly string[]) => `{${days.join(',')}}`;

/** The days and whole months of the spans not (or no longer, or on another clock) stored, by venue. */
export async function missingReportDays(
  db: DbOrTx,
  spans: readonly CachedSpan[],
): Promise<Array<{ seatWebId: number; timeZone: string; days: string[]; months: string[] }>> {
  if (spans.length === 0) return [];
  const result = await db.execute<{ seat_web_id: number; time_zone: string; day: string; month: boolean }>(
    sql`with s (seat_web_id, time_zone, first, last, months) as (values ${sql.join(
      spans.map(
        (s) =>
          sql`(${s.seatWebId}::int, ${s.timeZone}::text, ${s.first}::date, ${s.last}::date, ${dateArray(s.months)}::date[])`,
      ),
      sql`, `,
    )})
      select distinct s.seat_web_id, s.time_zone, d::date::text as day, false as month
      from s cross join lateral generate_series(s.first, s.last, interval '1 day') d
      where not exists (select 1 from report_days r where r.seat_web_id = s.seat_web_id and r.day = d::date and r.time_zone = s.time_zone)
      union
      select s.seat_web_id, s.time_zone, m::text, true
      from s cross join lateral unnest(s.months) m
      where not exists (select 1 from report_months r where r.seat_web_id = s.seat_web_id and r.month = m and r.time_zone = s.time_zone)
      order by 1, 3`,
  );
  const byVenue = new Map<number, { seatWebId: number; timeZone: string; days: string[]; months: string[] }>();
  for (const r of result.rows) {
    const seatWebId = Number(r.seat_web_id);
    const venue = byVenue.get(seatWebId) ?? { seatWebId, timeZone: r.time_zone, days: [], months: [] };
    (r.month === true || String(r.month) === 't' ? venue.months : venue.days).push(r.day);
    byVenue.set(seatWebId, venue);
  }
  return [...byVenue.values()];
}

/** Consecutive days as [first, last] runs (the days sorted). */
function runsOf(days: readonly string[]): Array<[string, string]> {
  const runs: Array<[string, string]> = [];
  for (const day of [...days].sort()) {
    const last = runs.at(-1);
    if (last && addDays(last[1], 1) === day) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/**
 * Computes a venue's closed service days from its orders and stores them as day totals, then
 * rolls the whole months asked up from them (days and months already there, written meanwhile by
 * another request, are left alone). Under the venue's exclusive advisory lock: a change to one of
 * the days' orders commits either before (and the days are read after it) or after (and its
 * trigger deletes what was written here).
 */
export async function fillReportDays(
  db: DbOrTx,
  venue: { seatWebId: number; timeZone: string },
  days: readonly string[],
  months: readonly string[],
): Promise<void> {
  if (days.length === 0 && months.length === 0) return;
  const id = venue.seatWebId;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REPORT_DAYS_LOCK}, ${id})`);
    // Days and months computed on a clock the venue no longer has are of no use.
    await tx.execute(sql`delete from report_days where seat_web_id = ${id} and time_zone <> ${venue.timeZone}`);
    await tx.execute(sql`delete from report_months where seat_web_id = ${id} and time_zone <> ${venue.timeZone}`);
    const missing = (
      await tx.execute<{ day: string }>(
        sql`select d::text as day from unnest(${dateArray(days)}::date[]) d
          where not exists (select 1 from report_days r where r.seat_web_id = ${id} and r.day = d)`,
      )
    ).rows.map((r) => r.day);
    if (missing.length > 0) await fillDays(tx, venue, missing);
    if (months.length > 0) await fillMonths(tx, venue, months);
    // Statistics once the tables have grown by weeks, so the sums are planned for their size.
    if (missing.length >= 28)
      await tx.execute(
        sql`analyze report_days, report_day_takings, report_day_hours, report_day_sellers, report_months, report_month_takings, report_month_sellers`,
      );
  });
}

async function fillDays(tx: DbOrTx, venue: { seatWebId: number; timeZone: string }, missing: readonly string[]) {
  const spans: VenueSpan[] = runsOf(missing).map(([first, last]) => ({ ...venue, tag: 'c', first, last, today: last }));
  const id = venue.seatWebId;
  await tx.execute(sql`with ${classedOrders(spans)},
      shaped as (
        select order_id, class, order_type, payment_type, total_amount_cents, refunded, shifted::date as day,
          ((extract(hour from shifted)::int + ${SERVICE_DAY_END_HOUR}) % 24) as hour
        from classed
      ),
      marked as (
        insert into report_days (seat_web_id, day, time_zone, counted_orders, counted_cents, counted_refunded_cents)
        select ${id}::int, d, ${venue.timeZone}, coalesce(c.orders, 0), coalesce(c.amount, 0), coalesce(c.refunded, 0)
        from unnest(${dateArray(missing)}::date[]) d
        left join (
          select day, count(*) as orders, sum(total_amount_cents) as amount, sum(refunded) as refunded
          from shaped where class = 1 group by day
        ) c on c.day = d
        returning day
      ),
      takings as (
        insert into report_day_takings (seat_web_id, day, class, order_type, payment_type, orders, amount_cents, refunded_cents, refunded_orders)
        select ${id}::int, day, class, order_type, payment_type, count(*), sum(total_amount_cents), sum(refunded), count(*) filter (where refunded > 0)
        from shaped
        where day in (select day from marked)
        group by day, class, order_type, payment_type
      ),
      hours as (
        insert into report_day_hours (seat_web_id, day, hour, orders)
        select ${id}::int, day, hour, count(*)
        from shaped
        where class = 1 and day in (select day from marked)
        group by day, hour
      ),
      lines as (
        select s.day, d.product_web_id, d.description, d.quantity, d.amount_cents, d.additive_variations
        from order_details d join shaped s on s.order_id = d.order_id
        where s.class = 1 and s.day in (select day from marked)
      ),
      sellers as (
        insert into report_day_sellers (seat_web_id, day, kind, item_id, name_key, name, quantity, amount_cents)
        select ${id}::int, day, 'product', product_web_id, case when product_web_id is null then description end,
          min(description), sum(quantity), sum(amount_cents)
        from lines
        group by day, product_web_id, case when product_web_id is null then description end
        union all
        select ${id}::int, l.day, 'option', (v->>'ingredientId')::int, null, min(v->>'description'), sum(l.quantity),
          sum(coalesce((v->>'unitPriceCents')::int, 0) * l.quantity)
        from lines l cross join lateral jsonb_array_elements(l.additive_variations) v
        group by l.day, (v->>'ingredientId')::int
      )
      select count(*)::int as days from marked`);
}

/** Rolls whole months up from their stored days: only a month all of whose days are stored (on the venue's clock). */
async function fillMonths(tx: DbOrTx, venue: { seatWebId: number; timeZone: string }, months: readonly string[]) {
  const id = venue.seatWebId;
  await tx.execute(sql`with ready as (
        select m as month from unnest(${dateArray(months)}::date[]) m
        where not exists (select 1 from report_months r where r.seat_web_id = ${id} and r.month = m)
          and (select count(*) from report_days d where d.seat_web_id = ${id} and d.time_zone = ${venue.timeZone}
            and d.day >= m and d.day < (m + interval '1 month')::date) = ((m + interval '1 month')::date - m)
      ),
      marked as (
        insert into report_months (seat_web_id, month, time_zone)
        select ${id}::int, month, ${venue.timeZone} from ready
        returning month
      ),
      takings as (
        insert into report_month_takings (seat_web_id, month, class, order_type, payment_type, orders, amount_cents, refunded_cents, refunded_orders)
        select ${id}::int, m.month, t.class, t.order_type, t.payment_type, sum(t.orders), sum(t.amount_cents), sum(t.refunded_cents), sum(t.refunded_orders)
        from marked m join report_day_takings t on t.seat_web_id = ${id} and t.day >= m.month and t.day < (m.month + interval '1 month')::date
        group by m.month, t.class, t.order_type, t.payment_type
      ),
      sellers as (
        insert into report_month_sellers (seat_web_id, month, kind, item_id, name_key, name, quantity, amount_cents)
        select ${id}::int, m.month, x.kind, x.item_id, x.name_key, min(x.name), sum(x.quantity), sum(x.amount_cents)
        from marked m join report_day_sellers x on x.seat_web_id = ${id} and x.day >= m.month and x.day < (m.month + interval '1 month')::date
        group by m.month, x.kind, x.item_id, x.name_key
      )
      select count(*)::int as months from marked`);
}

export interface DayTotals {
  /** The 'split', 'day' (counted only) and 'hour' (counted only) rows of aggregateOrders, summed over the cached days. */
  orders: OrderAggregate[];
  /** What the cached days of the current period sold. */
  sellers: SellerAggregate[];
  /** How many days and whole months each span found ("tag:seatWebId"): fewer than it has if one was deleted meanwhile. */
  daysFound: Map<string, number>;
  monthsFound: Map<string, number>;
}

/** The span's days outside its whole months, as [first, last] ranges. */
function edgesOf(s: CachedSpan): Array<[string, string]> {
  if (s.months.length === 0) return [[s.first, s.last]];
  const monthsFirst = s.months[0];
  const monthsLast = lastDayOf(s.months[s.months.length - 1]);
  const edges: Array<[string, string]> = [];
  if (s.first < monthsFirst) edges.push([s.first, addDays(monthsFirst, -1)]);
  if (monthsLast < s.last) edges.push([addDays(monthsLast, 1), s.last]);
  return edges;
}

/** A VALUES list of ranges, or none (a typed empty set). */
function ranges(rows: ReadonlyArray<{ tag: string; seatWebId: number; first: string; last: string }>): SQL {
  if (rows.length === 0) return sql`select null::text, null::int, null::date, null::date where false`;
  return sql`values ${sql.join(
    rows.map((r) => sql`(${r.tag}::text, ${r.seatWebId}::int, ${r.first}::date, ${r.last}::date)`),
    sql`, `,
  )}`;
}

/**
 * The day totals of the spans, summed, in one statement (one snapshot): each whole month from its
 * month totals, the other days from their day totals. The detail rows are read by range, without
 * looking at their time zone: when every day and month of a span is found on the span's clock
 * (daysFound and monthsFound, which the caller checks), no row of the range is of another.
 */
export async function readDayTotals(db: DbOrTx, spans: readonly CachedSpan[]): Promise<DayTotals> {
  const out: DayTotals = { orders: [], sellers: [], daysFound: new Map(), monthsFound: new Map() };
  if (spans.length === 0) return out;
  const edges = spans.flatMap((s) => edgesOf(s).map(([first, last]) => ({ ...s, first, last })));
  const months = spans
    .filter((s) => s.months.length > 0)
    .map((s) => ({ ...s, first: s.months[0], last: s.months[s.months.length - 1] }));
  const result = await db.execute<{
    set: 'count' | 'months' | 'split' | 'day' | 'hour' | 'seller';
    tag: 'c' | 'p';
    seat_web_id: number | null;
    class: number | null;
    order_type: number | null;
    payment_type: number | null;
    day: string | null;
    weekday: number | null;
    hour: number | null;
    kind: 'product' | 'option' | null;
    item_id: number | null;
    name_key: string | null;
    name: string | null;
    n: string | number;
    amount: string | number | null;
    refunded: string | number | null;
    refunded_orders: string | number | null;
  }>(sql`with spans (tag, seat_web_id, time_zone, first, last) as (values ${sql.join(
    spans.map(
      (s) => sql`(${s.tag}::text, ${s.seatWebId}::int, ${s.timeZone}::text, ${s.first}::date, ${s.last}::date)`,
    ),
    sql`, `,
  )}),
    edges (tag, seat_web_id, first, last) as (${ranges(edges)}),
    months (tag, seat_web_id, first, last) as (${ranges(months)}),
    days as materialized (
      select s.tag, s.seat_web_id, r.day, r.counted_orders, r.counted_cents, r.counted_refunded_cents
      from spans s join report_days r on r.seat_web_id = s.seat_web_id and r.day between s.first and s.last and r.time_zone = s.time_zone
    ),
    takings as (
      select e.tag, t.class, t.order_type, t.payment_type, t.orders, t.amount_cents, t.refunded_cents, t.refunded_orders
      from edges e join report_day_takings t on t.seat_web_id = e.seat_web_id and t.day between e.first and e.last
      union all
      select m.tag, t.class, t.order_type, t.payment_type, t.orders, t.amount_cents, t.refunded_cents, t.refunded_orders
      from months m join report_month_takings t on t.seat_web_id = m.seat_web_id and t.month between m.first and m.last
    ),
    sellers as (
      select x.kind, x.item_id, x.name_key, x.name, x.quantity, x.amount_cents
      from edges e join report_day_sellers x on x.seat_web_id = e.seat_web_id and x.day between e.first and e.last
      where e.tag = 'c'
      union all
      select x.kind, x.item_id, x.name_key, x.name, x.quantity, x.amount_cents
      from months m join report_month_sellers x on x.seat_web_id = m.seat_web_id and x.month between m.first and m.last
      where m.tag = 'c'
    )
    select 'count' as set, tag, seat_web_id, null::int as class, null::int as order_type, null::int as payment_type, null::text as day,
      null::int as weekday, null::int as hour, null::text as kind, null::int as item_id, null::text as name_key, null::text as name,
      count(*)::bigint as n, null::bigint as amount, null::bigint as refunded, null::bigint as refunded_orders
    from days group by tag, seat_web_id
    union all
    select 'months', s.tag, s.seat_web_id, null, null, null, null, null, null, null, null, null, null, count(*)::bigint, null, null, null
    from spans s join months m on m.tag = s.tag and m.seat_web_id = s.seat_web_id
      join report_months r on r.seat_web_id = s.seat_web_id and r.month between m.first and m.last and r.time_zone = s.time_zone
    group by s.tag, s.seat_web_id
    union all
    select 'day', tag, null, 1, null, null, day::text, null, null, null, null, null, null,
      sum(counted_orders)::bigint, sum(counted_cents)::bigint, sum(counted_refunded_cents)::bigint, null
    from days where counted_orders > 0 group by tag, day
    union all
    select 'split', tag, null, class, order_type, payment_type, null, null, null, null, null, null, null,
      sum(orders)::bigint, sum(amount_cents)::bigint, sum(refunded_cents)::bigint, sum(refunded_orders)::bigint
    from takings group by tag, class, order_type, payment_type
    union all
    select 'hour', s.tag, null, 1, null, null, null, extract(isodow from h.day)::int, h.hour, null, null, null, null,
      sum(h.orders)::bigint, null, null, null
    from spans s join report_day_hours h on h.seat_web_id = s.seat_web_id and h.day between s.first and s.last
    group by s.tag, extract(isodow from h.day)::int, h.hour
    union all
    select 'seller', 'c', null, null, null, null, null, null, null, kind, item_id, name_key, min(name),
      sum(quantity)::bigint, sum(amount_cents)::bigint, null, null
    from sellers
    group by kind, item_id, name_key`);
  for (const r of result.rows) {
    if (r.set === 'count') {
      out.daysFound.set(`${r.tag}:${r.seat_web_id}`, Number(r.n));
    } else if (r.set === 'months') {
      out.monthsFound.set(`${r.tag}:${r.seat_web_id}`, Number(r.n));
    } else if (r.set === 'seller') {
      out.sellers.push({
        kind: r.kind!,
        id: r.item_id === null ? null : Number(r.item_id),
        nameKey: r.name_key,
        name: r.name ?? '',
        quantity: Number(r.n),
        amountCents: Number(r.amount),
      });
    } else {
      out.orders.push({
        tag: r.tag,
        class: CLASSES[Number(r.class)],
        set: r.set,
        orderType: r.order_type === null ? null : Number(r.order_type),
        paymentType: r.payment_type === null ? null : Number(r.payment_type),
        day: r.day,
        weekday: r.weekday === null ? null : Number(r.weekday),
        hour: r.hour === null ? null : Number(r.hour),
        orders: Number(r.n),
        amountCents: Number(r.amount ?? 0),
        refundedCents: Number(r.refunded ?? 0),
        refundedOrders: Number(r.refunded_orders ?? 0),
      });
    }
  }
  return out;
}

/** A venue whose closed days the background job stores: its clock and the service day of its first order (null: no orders). */
export interface StoredVenue {
  seatWebId: number;
  timeZone: string;
  firstDay: string | null;
}

/**
 * Every venue of every company with the service day of its earliest order, for the job that
 * stores closed days ahead (report-days-job.ts). Two index lookups per venue: the first requested
 * time (orders_seat_web_requested_idx) and the first creation of an order without one
 * (orders_seat_web_unrequested_created_idx).
 */
export async function listStoredVenues(db: DbOrTx): Promise<StoredVenue[]> {
  const result = await db.execute<{ seat_web_id: number; time_zone: string; first_day: string | null }>(
    sql`select s.seat_web_id, s.time_zone,
        (least(
          (select min(o.requested_date_time) from orders o where o.seat_web_id = s.seat_web_id),
          (select min(o.created_at) from orders o where o.seat_web_id = s.seat_web_id and o.requested_date_time is null) at time zone s.time_zone
        ) - make_interval(hours => ${SERVICE_DAY_END_HOUR}))::date::text as first_day
      from seat_webs s
      order by s.seat_web_id`,
  );
  return result.rows.map((r) => ({ seatWebId: Number(r.seat_web_id), timeZone: r.time_zone, firstDay: r.first_day }));
}
