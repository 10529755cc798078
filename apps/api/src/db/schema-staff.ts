// The restaurant's side: staff accounts, the progress of orders once the diner
// has sent them, the venue's pause of online orders, and the event outbox the live boards
// read. Triggers of migration 0006 write the outbox: every insert or update of orders,
// order_progress, table_reservations and venue_order_pauses adds one row to `events` and
// NOTIFYs channel 'tavola_events' with '{seatWebId}:{eventId}', so no service has to
// remember to publish, and events are in the same transaction as the change.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, orders, seatWebs } from './schema-core';
import { tableReservations } from './schema-booking';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const staffMembers = pgTable(
  'staff_members',
  {
    staffMemberId: integer('staff_member_id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    /** Lower-cased; unique per company (the same person may work for two companies). */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<'owner' | 'manager' | 'staff'>().notNull(),
    /** Null until the invitation link is used. */
    passwordHash: text('password_hash'),
    /** Bumped to end every session at once (disable, password change). */
    sessionVersion: integer('session_version').notNull().default(0),
    disabledAt: at('disabled_at'),
    invitedBy: integer('invited_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_members_company_email_uq').on(t.companyId, t.email),
    check('staff_members_role_check', sql`${t.role} in ('owner', 'manager', 'staff')`),
  ],
);

/** The venues of a manager or staff member (owners reach every venue of their company). */
export const staffMemberVenues = pgTable(
  'staff_member_venues',
  {
    staffMemberId: integer('staff_member_id')
      .notNull()
      .references(() => staffMembers.staffMemberId, { onDelete: 'cascade' }),
    seatWebId: integer('seat_web_id')
      .notNull()
      .references(() => seatWebs.seatWebId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.staffMemberId, t.seatWebId] }),
    index('staff_member_venues_seat_web_idx').on(t.seatWebId),
  ],
);

/** The restaurant's side of an order: acceptance, rejection, estimate, refund (one row per order once touched). */
export const orderProgress = pgTable('order_progress', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.orderId, { onDelete: 'cascade' }),
  acceptedAt: at('accepted_at'),
  /** 'HH:mm' venue-local, given at acceptance. */
  estimatedReadyTime: text('estimated_ready_time'),
  rejectedAt: at('rejected_at'),
  rejectionReason: text('rejection_reason'),
  /** Online-paid order rejected: 'refunded' through the provider, or 'due' when no adapter could refund it. */
  refundStatus: text('refund_status').$type<'refunded' | 'due'>(),
  deliveredAt: at('delivered_at'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Every board action with who and when ("each recorded with who and when"). */
export const orderActions = pgTable(
  'order_actions',
  {
    orderActionId: integer('order_action_id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStage: text('from_stage'),
    toStage: text('to_stage').notNull(),
    staffMemberId: integer('staff_member_id').references(() => staffMembers.staffMemberId, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_actions_order_idx').on(t.orderId)],
);

/** Online orders paused for a venue until a time (N minutes or end of day), with the reason diners see. */
export const venueOrderPauses = pgTable('venue_order_pauses', {
  seatWebId: integer('seat_web_id')
    .primaryKey()
    .references(() => seatWebs.seatWebId, { onDelete: 'cascade' }),
  pausedUntil: at('paused_until').notNull(),
  reason: text('reason').notNull().default(''),
  staffMemberId: integer('staff_member_id').references(() => staffMembers.staffMemberId, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** The outbox of live events: boards catch up from here by the last event id they saw. */
export const events = pgTable(
  'events',
  {
    eventId: bigint('event_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    seatWebId: integer('seat_web_id').notNull(),
    /** 'order', 'booking' or 'venue'. */
    topic: text('topic').notNull(),
    /** The order id, reservation id or venue id the event is about. */
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('events_seat_web_idx').on(t.seatWebId, t.eventId)],
);

/** The booking board's arrived / no-show marks, one per reservation. */
export const reservationAttendance = pgTable(
  'reservation_attendance',
  {
    reservationId: text('reservation_id')
      .primaryKey()
      .references(() => tableReservations.reservationId, { onDelete: 'cascade' }),
    status: text('status').$type<'arrived' | 'no-show'>().notNull(),
    staffMemberId: integer('staff_member_id').references(() => staffMembers.staffMemberId, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('reservation_attendance_status_check', sql`${t.status} in ('arrived', 'no-show')`)],
);
