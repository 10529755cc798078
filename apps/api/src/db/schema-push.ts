// Web Push (migration 0035_push_subscriptions.sql, modules/push/README.md): a browser's push
// subscription belongs to one company and to a diner (customer, registered or anonymous) or to
// a staff member's board of one venue; messages wait in push_outbox until the push service
// took them; push_order_notices keeps an order's notice (accepted, ready...) from being queued
// twice (push_tab_notices a tab's end); a table tab's participant may own a subscription too
// (migration 0039); push_dispatch_cursor is how far the dispatcher has read the `events` outbox.
import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, customers, orders, seatWebs } from './schema-core';
import { staffMembers } from './schema-staff';
import { tableTabParticipants, tableTabs } from './schema-table-tab';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    pushSubscriptionId: integer('push_subscription_id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.customerId, { onDelete: 'cascade' }),
    staffMemberId: integer('staff_member_id').references(() => staffMembers.staffMemberId, { onDelete: 'cascade' }),
    /** A participant of a table's shared tab (anonymous): told of their tab's changes while it is open. */
    tableTabParticipantId: integer('table_tab_participant_id').references(() => tableTabParticipants.participantId, {
      onDelete: 'cascade',
    }),
    /** A staff board's venue: the member is told of that venue's new orders. */
    seatWebId: integer('seat_web_id').references(() => seatWebs.seatWebId, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The language of the notifications ('it' or 'en'). */
    language: text('language').notNull().default('it'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    check(
      'push_subscriptions_owner_ck',
      sql`(${t.customerId} IS NOT NULL)::integer + (${t.staffMemberId} IS NOT NULL)::integer + (${t.tableTabParticipantId} IS NOT NULL)::integer = 1`,
    ),
    check('push_subscriptions_staff_venue_ck', sql`${t.staffMemberId} IS NULL OR ${t.seatWebId} IS NOT NULL`),
  ],
);

export const pushOutbox = pgTable('push_outbox', {
  pushOutboxId: bigint('push_outbox_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  pushSubscriptionId: integer('push_subscription_id')
    .notNull()
    .references(() => pushSubscriptions.pushSubscriptionId, { onDelete: 'cascade' }),
  payload: jsonb('payload').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
});

export const pushOrderNotices = pgTable(
  'push_order_notices',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    notice: text('notice').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.notice] })],
);

/** A tab's end notice ('ended') already queued to its participants (migration 0039). */
export const pushTabNotices = pgTable(
  'push_tab_notices',
  {
    tableTabId: integer('table_tab_id')
      .notNull()
      .references(() => tableTabs.tableTabId, { onDelete: 'cascade' }),
    notice: text('notice').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tableTabId, t.notice] })],
);

export const pushDispatchCursor = pgTable('push_dispatch_cursor', {
  cursorId: integer('cursor_id').primaryKey().default(1),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull(),
});
