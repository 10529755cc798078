// Kitchen printing: a venue's network thermal printers and the jobs waiting for them. Jobs of
// orders and bookings are written by the triggers of migration 0032 in the event's transaction;
// modules/printing sends them (docs/kitchen-printing.md).
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders, seatWebs } from './schema-core';
import { tableReservations } from './schema-booking';

export const printers = pgTable(
  'printers',
  {
    printerId: integer('printer_id').primaryKey().generatedByDefaultAsIdentity(),
    seatWebId: integer('seat_web_id')
      .notNull()
      .references(() => seatWebs.seatWebId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Host name or IP address on the restaurant's network. */
    address: text('address').notNull(),
    port: integer('port').notNull().default(9100),
    /** Paper width in mm: 58 or 80. */
    paperWidth: integer('paper_width').notNull().default(80),
    copies: integer('copies').notNull().default(1),
    printNewOrders: boolean('print_new_orders').notNull().default(true),
    printAcceptedOrders: boolean('print_accepted_orders').notNull().default(false),
    printBookingsOfToday: boolean('print_bookings_of_today').notNull().default(false),
    /** The menu categories whose lines it prints; empty: every line. */
    menuClassifierIds: integer('menu_classifier_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The language of its tickets' fixed words (migration 0040). */
    language: text('language').$type<'it' | 'en'>().notNull().default('it'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('printers_seat_web_idx').on(t.seatWebId),
    check('printers_port_range', sql`${t.port} between 1 and 65535`),
    check('printers_paper_width_check', sql`${t.paperWidth} in (58, 80)`),
    check('printers_copies_range', sql`${t.copies} between 1 and 5`),
    check('printers_language_check', sql`${t.language} in ('it', 'en')`),
  ],
);

export type PrintJobKind = 'new-order' | 'accepted-order' | 'booking' | 'text';
export type PrintJobStatus = 'pending' | 'printed' | 'failed';

export const printJobs = pgTable(
  'print_jobs',
  {
    printJobId: bigint('print_job_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    printerId: integer('printer_id')
      .notNull()
      .references(() => printers.printerId, { onDelete: 'cascade' }),
    seatWebId: integer('seat_web_id').notNull(),
    kind: text('kind').$type<PrintJobKind>().notNull(),
    orderId: integer('order_id').references(() => orders.orderId, { onDelete: 'cascade' }),
    reservationId: text('reservation_id').references(() => tableReservations.reservationId, { onDelete: 'cascade' }),
    /** The order's lines this job prints (the printer's categories, not printed before). */
    orderDetailIds: integer('order_detail_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** 1 for an order's first ticket on a printer, 2 for the lines added later, ... */
    round: integer('round').notNull().default(1),
    /** A text job's heading and lines. */
    title: text('title'),
    lines: jsonb('lines')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status').$type<PrintJobStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    printedAt: timestamp('printed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('print_jobs_due_idx')
      .on(t.nextAttemptAt, t.printJobId)
      .where(sql`${t.status} <> 'printed'`),
    index('print_jobs_order_idx').on(t.orderId, t.printerId),
    index('print_jobs_printer_idx').on(t.printerId),
    index('print_jobs_seat_web_failed_idx')
      .on(t.seatWebId)
      .where(sql`${t.status} = 'failed'`),
    check('print_jobs_kind_check', sql`${t.kind} in ('new-order', 'accepted-order', 'booking', 'text')`),
    check('print_jobs_status_check', sql`${t.status} in ('pending', 'printed', 'failed')`),
  ],
);
