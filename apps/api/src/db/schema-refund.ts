// Refunds (migration 0031): every sum given back to a diner, whole or partial, through the
// order's payment provider or at the counter. The claim, the provider's answer and the
// counting are in modules/payment/online/refunds-repository.ts.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, orders } from './schema-core';
import { onlinePayments } from './schema-online-payment';
import { staffMembers } from './schema-staff';

export type RefundStatus = 'pending' | 'succeeded' | 'failed';

/** The lines a refund gives back: each order line (order_details) and how many of its pieces. */
export type RefundLine = { orderDetailId: number; quantity: number };

export const refunds = pgTable(
  'refunds',
  {
    refundId: integer('refund_id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    /** The online payment given back; null for money given at the counter. */
    onlinePaymentId: integer('online_payment_id').references(() => onlinePayments.onlinePaymentId, {
      onDelete: 'set null',
    }),
    /** The provider's name, or 'counter' (cash, the test card: given by the restaurant itself). */
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The staff's reason, or why the system gave it back ('order_cancelled', 'rejected'). */
    reason: text('reason').notNull().default(''),
    lines: jsonb('lines')
      .$type<RefundLine[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Who gave it back; null for the system (a rejected order's automatic refund). */
    staffMemberId: integer('staff_member_id').references(() => staffMembers.staffMemberId, { onDelete: 'set null' }),
    /** 'pending': claimed, the provider is being asked; 'failed': the provider refused or did not answer. */
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    /** Why the provider did not give it back (its words, for the staff). */
    failure: text('failure'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key_uq').on(t.idempotencyKey),
    index('refunds_order_idx').on(t.orderId),
    check('refunds_status', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
