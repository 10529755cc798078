// The owner's dashboard's day totals (migration 0038, docs/decisions/019-report-day-totals.md):
// per venue and closed service day, what its orders add up to, cached the first time a
// dashboard asks for the day and deleted by the migration's triggers whenever one of the day's
// orders, rejections, refunds or lines changes. Written and read only by
// modules/reports/reports-repository.ts. Each detail table's rows go with their day's
// report_days row (foreign key, on delete cascade).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { seatWebs } from './schema-core';

/** One cached service day of a venue, computed on the clock `time_zone` (rows of another zone are ignored). */
export const reportDays = pgTable(
  'report_days',
  {
    seatWebId: integer('seat_web_id')
      .notNull()
      .references(() => seatWebs.seatWebId, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    timeZone: text('time_zone').notNull(),
    /** The day's counted orders (the takings by day), their gross and what was given back of them. */
    countedOrders: integer('counted_orders').notNull().default(0),
    countedCents: bigint('counted_cents', { mode: 'number' }).notNull().default(0),
    countedRefundedCents: bigint('counted_refunded_cents', { mode: 'number' }).notNull().default(0),
    computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'report_days_pk', columns: [t.seatWebId, t.day] })],
);

/** The takings' measures, the same for a day and for a month (each table gets its own builders). */
const takingsColumns = () => ({
  class: smallint('class').notNull(),
  orderType: integer('order_type').notNull(),
  paymentType: integer('payment_type'),
  orders: integer('orders').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull(),
  refundedOrders: integer('refunded_orders').notNull(),
});

/** What was sold, the same for a day and for a month. */
const sellersColumns = () => ({
  kind: text('kind').$type<'product' | 'option'>().notNull(),
  itemId: integer('item_id'),
  nameKey: text('name_key'),
  name: text('name'),
  quantity: bigint('quantity', { mode: 'number' }).notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
});

/** The day's orders by how they count (0 open, 1 counted, 2 rejected, 3 cancelled), type and payment. */
export const reportDayTakings = pgTable(
  'report_day_takings',
  {
    seatWebId: integer('seat_web_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...takingsColumns(),
  },
  (t) => [
    foreignKey({
      name: 'report_day_takings_report_days_fk',
      columns: [t.seatWebId, t.day],
      foreignColumns: [reportDays.seatWebId, reportDays.day],
    }).onDelete('cascade'),
    index('report_day_takings_day_idx').on(t.seatWebId, t.day),
  ],
);

/** The day's counted orders by hour of the day (the heat map). */
export const reportDayHours = pgTable(
  'report_day_hours',
  {
    seatWebId: integer('seat_web_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [
    primaryKey({ name: 'report_day_hours_pk', columns: [t.seatWebId, t.day, t.hour] }),
    foreignKey({
      name: 'report_day_hours_report_days_fk',
      columns: [t.seatWebId, t.day],
      foreignColumns: [reportDays.seatWebId, reportDays.day],
    }).onDelete('cascade'),
  ],
);

/**
 * What the day's counted orders sold: a product (`item_id`, or by its line's name in `name_key`
 * once removed from the menu) or an option (`item_id` the ingredient), by quantity and takings.
 */
export const reportDaySellers = pgTable(
  'report_day_sellers',
  {
    seatWebId: integer('seat_web_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...sellersColumns(),
  },
  (t) => [
    foreignKey({
      name: 'report_day_sellers_report_days_fk',
      columns: [t.seatWebId, t.day],
      foreignColumns: [reportDays.seatWebId, reportDays.day],
    }).onDelete('cascade'),
    index('report_day_sellers_day_idx').on(t.seatWebId, t.day),
    check('report_day_sellers_kind_check', sql`${t.kind} in ('product', 'option')`),
  ],
);

/** A whole month of a venue rolled up from its stored days (deleted with any of them). */
export const reportMonths = pgTable(
  'report_months',
  {
    seatWebId: integer('seat_web_id')
      .notNull()
      .references(() => seatWebs.seatWebId, { onDelete: 'cascade' }),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    timeZone: text('time_zone').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'report_months_pk', columns: [t.seatWebId, t.month] })],
);

/** report_day_takings summed over a whole month. */
export const reportMonthTakings = pgTable(
  'report_month_takings',
  {
    seatWebId: integer('seat_web_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    ...takingsColumns(),
  },
  (t) => [
    foreignKey({
      name: 'report_month_takings_report_months_fk',
      columns: [t.seatWebId, t.month],
      foreignColumns: [reportMonths.seatWebId, reportMonths.month],
    }).onDelete('cascade'),
    index('report_month_takings_month_idx').on(t.seatWebId, t.month),
  ],
);

/** report_day_sellers summed over a whole month. */
export const reportMonthSellers = pgTable(
  'report_month_sellers',
  {
    seatWebId: integer('seat_web_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    ...sellersColumns(),
  },
  (t) => [
    foreignKey({
      name: 'report_month_sellers_report_months_fk',
      columns: [t.seatWebId, t.month],
      foreignColumns: [reportMonths.seatWebId, reportMonths.month],
    }).onDelete('cascade'),
    index('report_month_sellers_month_idx').on(t.seatWebId, t.month),
    check('report_month_sellers_kind_check', sql`${t.kind} in ('product', 'option')`),
  ],
);
