// Payments of the offline test card provider: enabled only in demo and dev, it goes
// through the same server-verified completion as the real providers will (payment-provider.ts).
// Only the last four digits of a card are ever stored; never the number or the CVV.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, orders } from './schema-core';

export const testCardPayments = pgTable(
  'test_card_payments',
  {
    /** Random, unguessable id ('tc_' + 32 hex): the paymentReference of the completed order. */
    paymentId: text('payment_id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    /** Taken from the stored order when the payment was created, never from the browser. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    status: text('status')
      .$type<'requires_confirmation' | 'succeeded' | 'declined'>()
      .notNull()
      .default('requires_confirmation'),
    cardLast4: text('card_last4'),
    declineMessage: text('decline_message'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('test_card_payments_order_idx').on(t.orderId),
    check('test_card_payments_status', sql`${t.status} in ('requires_confirmation', 'succeeded', 'declined')`),
    check('test_card_payments_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
