// Online payments: each company's provider accounts, every payment the server
// created at a provider for an order, and the provider notifications already handled.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, orders } from './schema-core';

import type { PaymentProviderName } from '../modules/payment/online/payment-provider-names';

export type { PaymentProviderName };

/**
 * One row per company and provider (each restaurant has its own accounts). `mode` 'simulated'
 * (demo and dev only) uses the provider simulator served by this app instead of the provider.
 * Public parts (publishable key, client id, alias, trial mode) are plain; every secret is in
 * `secret_ciphertext`, AES-256-GCM with PAYMENTS_ENCRYPTION_KEY (payment-credentials.ts).
 */
export const paymentCredentials = pgTable(
  'payment_credentials',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    mode: text('mode').$type<'live' | 'simulated'>().notNull(),
    publicConfig: jsonb('public_config').$type<Record<string, string | boolean>>().notNull().default({}),
    secretCiphertext: text('secret_ciphertext'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Raised by every save: the keys screen's save names the version it loaded (409 when stale). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.provider] }),
    check('payment_credentials_mode', sql`${t.mode} in ('live', 'simulated')`),
  ],
);

/**
 * A payment the server created at a provider for one order, for the order's stored total. The
 * provider's reference is unique per provider: it ties the payment to exactly one order.
 */
export type OnlinePaymentRefundReason = 'duplicate' | 'order_cancelled' | 'staff';

export const onlinePayments = pgTable(
  'online_payments',
  {
    onlinePaymentId: integer('online_payment_id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    /** PaymentIntent id, PayPal order id, Satispay payment id, SumUp checkout id, XPay codiceTransazione. */
    reference: text('reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    status: text('status').$type<'created' | 'succeeded' | 'failed' | 'refunded'>().notNull().default('created'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    /** The provider's id of the refund that gave this payment back (migration 0022). */
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    /** Why it was given back: 'duplicate' (order already paid with another payment), 'order_cancelled', 'staff'. */
    refundReason: text('refund_reason').$type<OnlinePaymentRefundReason>(),
  },
  (t) => [
    uniqueIndex('online_payments_provider_reference_uq').on(t.provider, t.reference),
    index('online_payments_order_idx').on(t.orderId),
    check('online_payments_status', sql`${t.status} in ('created', 'succeeded', 'failed', 'refunded')`),
    check('online_payments_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Provider notifications (webhook events) already handled: one arriving twice is handled once. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
