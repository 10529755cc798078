// The order history's queries: the only code of the history reading the database.
//
// Which orders a date range reads: the dashboard's own condition (servedInDays of
// reports-repository.ts), those whose service time (the requested time, else the creation on
// the venue's clock) falls in the range's service days, 05:00 to 05:00. The state is
// currentOrderState written in SQL (the same facts: order_progress, cancelled_at, the venue's
// clock for an expired link); `counted` and the money given back are the dashboard's
// (ORDER_CLASS, GIVEN_BACK). The list is read newest first by (created_at, order_id), the
// keyset the cursor carries: a page never skips or repeats an order, whatever is added meanwhile.
// A venue's pages (the CSV export's pages of 500) walk orders_seat_web_created_idx (migration
// 0038) backwards from the keyset, instead of sorting the search's remaining orders for each.
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import {
  menuExtraFields,
  onlinePayments,
  orderActions,
  orderDetails,
  orderProgress,
  orders,
  staffMembers,
} from '../../db/schema';
import { GIVEN_BACK, ORDER_CLASS, servedInDays, type VenueDays } from '../reports';

/** One venue's part of a search: the venue, with its service days when a range is asked. */
export type VenueBounds = { seatWebId: number } | VenueDays;

export interface HistoryFilter {
  venues: readonly VenueBounds[];
  /** Order number or part of name, phone, e-mail. */
  q?: string;
  state?: string;
  orderType?: number;
  table?: number;
  /** Payment type numbers (null: not chosen). */
  paymentTypes?: ReadonlyArray<number | null>;
  reference?: string;
  orderId?: number;
  now: Date;
}

export interface Keyset {
  createdAt: string;
  orderId: number;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function venueCondition(v: VenueBounds): SQL {
  return 'first' in v ? servedInDays(v) : sql`o.seat_web_id = ${v.seatWebId}`;
}

function where(f: HistoryFilter, after: Keyset | null): SQL {
  const parts: SQL[] = [f.venues.length ? sql`(${sql.join(f.venues.map(venueCondition), sql` or `)})` : sql`false`];
  if (f.q) {
    const text = f.q.trim();
    const pattern = like(text);
    const digits = text.replace(/[\s+]/g, '');
    const alternatives = [
      sql`o.customer_name ilike ${pattern}`,
      sql`(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) ilike ${pattern}`,
      sql`c.email ilike ${pattern}`,
    ];
    if (/^\d{1,9}$/.test(text)) alternatives.push(sql`o.order_number = ${Number(text)}`);
    if (/^\d{3,}$/.test(digits))
      alternatives.push(
        sql`replace(replace(coalesce(c.telephone_number_1, ''), ' ', ''), '+', '') like ${like(digits)}`,
      );
    parts.push(sql`(${sql.join(alternatives, sql` or `)})`);
  }
  if (f.state) parts.push(sql`(${STATE}) = ${f.state}`);
  if (f.orderType !== undefined) parts.push(sql`o.order_type = ${f.orderType}`);
  if (f.table !== undefined) parts.push(sql`o.table_number = ${f.table}`);
  if (f.paymentTypes) {
    const known = f.paymentTypes.filter((p): p is number => p !== null);
    const none = f.paymentTypes.includes(null);
    const alternatives: SQL[] = [];
    if (known.length)
      alternatives.push(
        sql`o.payment_type in (${sql.join(
          known.map((k) => sql`${k}`),
          sql`, `,
        )})`,
      );
    if (none) alternatives.push(sql`o.payment_type is null or o.payment_type not in (0, 1, 2, 3, 4, 5, 6)`);
    parts.push(sql`(${sql.join(alternatives, sql` or `)})`);
  }
  if (f.reference)
    parts.push(
      sql`(o.payment_reference = ${f.reference} or exists (select 1 from online_payments op where op.order_id = o.order_id and (op.reference = ${f.reference} or op.refund_id = ${f.reference}))
        or exists (select 1 from refunds rf where rf.order_id = o.order_id and rf.provider_refund_id = ${f.reference}))`,
    );
  if (f.orderId !== undefined) parts.push(sql`o.order_id = ${f.orderId}`);
  if (after) parts.push(sql`(o.created_at, o.order_id) < (${after.createdAt}::timestamptz, ${after.orderId})`);
  return sql.join(parts, sql` and `);
}

/** currentOrderState (domain order-state.ts) in SQL; `now` is bound as :now. */
const STATE = sql.raw(`case when p.rejected_at is not null then 'rejected'
  when o.cancelled_at is not null then 'cancelled'
  when o.order_status = 0 and o.payment_type = 0 then
    case when o.requested_date_time is not null and (date_trunc('minute', o.requested_date_time) at time zone sw.time_zone) < now_ then 'expired' else 'awaiting-confirmation' end
  when o.order_status = 0 then 'being-paid'
  when o.order_status = 1 then case when p.accepted_at is not null then 'accepted' else 'new' end
  when o.order_status = 2 then 'in-production'
  when o.order_status = 3 then 'ready'
  when o.order_status = 4 then 'delivered'
  else 'new' end`);

export interface HistoryRow {
  orderId: number;
  orderNumber: number;
  seatWebId: number;
  venueName: string;
  createdAt: Date;
  createdAtKey: string;
  serviceTime: string;
  orderType: number;
  state: string;
  paymentType: number | null;
  paymentReference: string | null;
  tableNumber: number | null;
  dinerName: string;
  phone: string | null;
  email: string | null;
  totalCents: number;
  refundedCents: number;
  counted: boolean;
}

/** One page of the search, newest first, after the keyset `after` (exclusive). */
export async function searchOrders(
  db: DbOrTx,
  f: HistoryFilter,
  after: Keyset | null,
  limit: number,
): Promise<HistoryRow[]> {
  const result = await db.execute<
    Record<string, unknown>
  >(sql`select * from (select ${f.now.toISOString()}::timestamptz as now_) n,
    lateral (
      select o.order_id, o.order_number, o.seat_web_id, sw.name as venue_name, o.created_at, o.created_at::text as created_key,
        to_char(coalesce(o.requested_date_time, o.created_at at time zone sw.time_zone), 'YYYY-MM-DD HH24:MI') as service_time,
        o.order_type, ${STATE} as state, o.payment_type, o.payment_reference, o.table_number,
        coalesce(nullif(o.customer_name, ''), nullif(trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), ''), '') as diner_name,
        c.telephone_number_1 as phone, c.email, o.total_amount_cents,
        (${GIVEN_BACK})::int as refunded,
        (${ORDER_CLASS}) = 1 as counted
      from orders o
      join seat_webs sw on sw.seat_web_id = o.seat_web_id
      left join customers c on c.customer_id = o.customer_id
      left join order_progress p on p.order_id = o.order_id
      where ${where(f, after)}
      order by o.created_at desc, o.order_id desc
      limit ${limit}
    ) r`);
  return result.rows.map((r) => ({
    orderId: Number(r.order_id),
    orderNumber: Number(r.order_number),
    seatWebId: Number(r.seat_web_id),
    venueName: String(r.venue_name),
    createdAt: new Date(r.created_at as string | Date),
    createdAtKey: String(r.created_key),
    serviceTime: String(r.service_time),
    orderType: Number(r.order_type),
    state: String(r.state),
    paymentType: r.payment_type === null ? null : Number(r.payment_type),
    paymentReference: (r.payment_reference as string | null) ?? null,
    tableNumber: r.table_number === null ? null : Number(r.table_number),
    dinerName: String(r.diner_name ?? ''),
    phone: (r.phone as string | null) ?? null,
    email: (r.email as string | null) ?? null,
    totalCents: Number(r.total_amount_cents),
    refundedCents: Number(r.refunded),
    counted: r.counted === true || r.counted === 't',
  }));
}

export async function findOrderDetail(db: DbOrTx, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!order) return null;
  const [lines, progress, payments, actions, questions] = [
    await db
      .select()
      .from(orderDetails)
      .where(eq(orderDetails.orderId, orderId))
      .orderBy(asc(orderDetails.orderDetailId)),
    (await db.select().from(orderProgress).where(eq(orderProgress.orderId, orderId)))[0] ?? null,
    await db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.orderId, orderId))
      .orderBy(asc(onlinePayments.onlinePaymentId)),
    await db
      .select({
        action: orderActions.action,
        toStage: orderActions.toStage,
        note: orderActions.note,
        createdAt: orderActions.createdAt,
        by: staffMembers.name,
      })
      .from(orderActions)
      .leftJoin(staffMembers, eq(staffMembers.staffMemberId, orderActions.staffMemberId))
      .where(eq(orderActions.orderId, orderId))
      .orderBy(asc(orderActions.createdAt), asc(orderActions.orderActionId)),
    order.menuWebId
      ? await db
          .select({
            position: menuExtraFields.position,
            caption: menuExtraFields.caption,
            values: menuExtraFields.values,
          })
          .from(menuExtraFields)
          .where(eq(menuExtraFields.menuWebId, order.menuWebId))
      : [],
  ];
  return { order, lines, progress, payments, actions, questions };
}

/** The lines of several orders (the CSV's line-per-line export), in order. */
export async function listLines(db: DbOrTx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderDetails)
    .where(inArray(orderDetails.orderId, [...orderIds]))
    .orderBy(asc(orderDetails.orderId), asc(orderDetails.orderDetailId));
}

export interface BookingKeyset {
  day: string;
  time: string;
  reservationId: string;
}

export interface BookingExportRow {
  reservationId: string;
  venueName: string;
  day: string;
  time: string;
  people: number;
  name: string;
  phone: string;
  memo: string;
  tables: string | null;
  createdAt: Date;
  verified: boolean;
  cancelled: boolean;
  attendance: string | null;
}

/** One page of the venues' reservations of the days, in calendar order after `after` (exclusive). */
export async function listBookingsPage(
  db: DbOrTx,
  seatWebIds: readonly number[],
  days: { from?: string; to?: string },
  after: BookingKeyset | null,
  limit: number,
): Promise<BookingExportRow[]> {
  if (seatWebIds.length === 0) return [];
  const result = await db.execute<
    Record<string, unknown>
  >(sql`select r.reservation_id, sw.name as venue_name, r.day::text as day, r.time, r.people, r.name, r.phone,
      r.memo, r.tables, r.created_at, r.verified_at is not null as verified, r.cancelled_at is not null as cancelled, a.status as attendance
    from table_reservations r
    join seat_webs sw on sw.seat_web_id = r.seat_web_id
    left join reservation_attendance a on a.reservation_id = r.reservation_id
    where r.seat_web_id in (${sql.join(
      seatWebIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      ${days.from ? sql`and r.day >= ${days.from}::date` : sql``}
      ${days.to ? sql`and r.day <= ${days.to}::date` : sql``}
      ${after ? sql`and (r.day, r.time, r.reservation_id) > (${after.day}::date, ${after.time}, ${after.reservationId})` : sql``}
    order by r.day, r.time, r.reservation_id
    limit ${limit}`);
  return result.rows.map((r) => ({
    reservationId: String(r.reservation_id),
    venueName: String(r.venue_name),
    day: String(r.day),
    time: String(r.time),
    people: Number(r.people),
    name: String(r.name ?? ''),
    phone: String(r.phone ?? ''),
    memo: String(r.memo ?? ''),
    tables: (r.tables as string | null) ?? null,
    createdAt: new Date(r.created_at as string | Date),
    verified: r.verified === true || r.verified === 't',
    cancelled: r.cancelled === true || r.cancelled === 't',
    attendance: (r.attendance as string | null) ?? null,
  }));
}
