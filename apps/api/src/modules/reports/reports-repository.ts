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
      select 'product' as kind, product_web_id as id, min(description) as name, sum(quantity)::bigint as quantity, sum(amount_cents)::bigint as amount
      from lines
      group by product_web_id, case when product_web_id is null then description end
      union all
      select 'option' as kind, (v->>'ingredientId')::int as id, min(v->>'description') as name, sum(l.quantity)::bigint as quantity,
        sum(coalesce((v->>'unitPriceCents')::int, 0) * l.quantity)::bigint as amount
      from lines l cross join lateral jsonb_array_elements(l.additive_variations) v
      group by (v->>'ingredientId')::int`,
  );
  return result.rows.map((r) => ({
    kind: r.kind,
    id: r.id === null ? null : Number(r.id),
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
