// Payments towards a table's tab (migration 0036, docs/table-tab.md "Split the bill"): each
// diner's share, paid online through the venue's provider or at the till, and the tip on top.
// The queries and the lock that keeps the sum under the tab's total are in
// modules/tab-payment/tab-payment-repository.ts; the tab's trigger function (migration 0034)
// turns every change of a row into a 'tab' event.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TabPaymentKind, TabPaymentStatus } from '@tavola/domain/tab-split';
import { companies } from './schema-core';
import { staffMembers } from './schema-staff';
import { tableTabParticipants, tableTabs } from './schema-table-tab';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const tabPayments = pgTable(
  'tab_payments',
  {
    tabPaymentId: integer('tab_payment_id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    tableTabId: integer('table_tab_id')
      .notNull()
      .references(() => tableTabs.tableTabId, { onDelete: 'cascade' }),
    /** The diner who pays; null for a payment the staff recorded at the till. */
    participantId: integer('participant_id').references(() => tableTabParticipants.participantId, {
      onDelete: 'set null',
    }),
    kind: text('kind').$type<TabPaymentKind>().notNull(),
    /** The N of an equal share. */
    parts: integer('parts'),
    /** The share of the tab, without the tip. */
    amountCents: integer('amount_cents').notNull(),
    tipCents: integer('tip_cents').notNull().default(0),
    status: text('status').$type<TabPaymentStatus>().notNull().default('pending'),
    /** An online provider's name, 'testCard', or 'counter' (paid at the till). */
    provider: text('provider').notNull(),
    /** The provider's payment reference (null until created; always null at the till). */
    reference: text('reference'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Why it failed or was given back, in words for the staff. */
    failure: text('failure'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** A pending online payment holds its share until then. */
    expiresAt: at('expires_at'),
    settledAt: at('settled_at'),
    markedByStaffMemberId: integer('marked_by_staff_member_id').references(() => staffMembers.staffMemberId, {
      onDelete: 'set null',
    }),
    refundId: text('refund_id'),
    refundedAt: at('refunded_at'),
  },
  (t) => [
    index('tab_payments_tab_idx').on(t.tableTabId),
    uniqueIndex('tab_payments_idempotency_uq').on(t.tableTabId, t.idempotencyKey),
    uniqueIndex('tab_payments_provider_reference_uq')
      .on(t.provider, t.reference)
      .where(sql`${t.reference} is not null`),
    index('tab_payments_settled_idx')
      .on(t.companyId, t.settledAt)
      .where(sql`${t.status} = 'succeeded'`),
    check('tab_payments_kind', sql`${t.kind} in ('rest', 'items', 'equal', 'amount', 'counter')`),
    check(
      'tab_payments_status',
      sql`${t.status} in ('pending', 'succeeded', 'failed', 'expired', 'cancelled', 'refunded')`,
    ),
    check('tab_payments_amount_positive', sql`${t.amountCents} > 0`),
    check('tab_payments_tip_range', sql`${t.tipCents} >= 0`),
    check('tab_payments_parts_range', sql`${t.parts} is null or ${t.parts} between 2 and 50`),
  ],
);
