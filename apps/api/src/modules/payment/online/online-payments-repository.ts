// The online payments' tables (online_payments, payment_notifications) and the few reads and
// conditional writes of orders that settling and sweeping need: the only code of the online
// payments that touches the database.
import { and, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { PaymentMethod, PaymentStatus } from '@tavola/domain/enums';
import type { Db } from '../../../db/database';
import {
  companies,
  customers,
  onlinePayments,
  orders,
  paymentNotifications,
  type OnlinePaymentRefundReason,
} from '../../../db/schema';
import type { OrderRow } from '../../order';
import type { PaymentProviderName } from './payment-provider-names';

export type { OnlinePaymentRefundReason };
export type OnlinePaymentRow = typeof onlinePayments.$inferSelect;
type OnlinePaymentStatus = OnlinePaymentRow['status'];

export async function findCompanyNames(
  db: Db,
  companyId: number,
): Promise<{ tradeName: string; urlName: string } | null> {
  const [company] = await db
    .select({ tradeName: companies.tradeName, urlName: companies.urlName })
    .from(companies)
    .where(eq(companies.companyId, companyId));
  return company ?? null;
}

export async function findCompanyIdByUrlName(db: Db, urlName: string): Promise<number | null> {
  const [company] = await db
    .select({ companyId: companies.companyId })
    .from(companies)
    .where(eq(companies.urlName, urlName));
  return company?.companyId ?? null;
}

/** Whether the order's customer is anonymous (no customer: anonymous). */
export async function isCustomerAnonymous(db: Db, customerId: number | null): Promise<boolean> {
  if (!customerId) return true;
  const [customer] = await db
    .select({ isAnonymous: customers.isAnonymous })
    .from(customers)
    .where(eq(customers.customerId, customerId));
  return customer?.isAnonymous ?? true;
}

export async function insertOnlinePayment(
  db: Db,
  values: {
    companyId: number;
    orderId: number;
    provider: PaymentProviderName;
    reference: string;
    amountCents: number;
    currency: string;
  },
): Promise<void> {
  await db.insert(onlinePayments).values(values);
}

export async function findOnlinePayment(
  db: Db,
  provider: PaymentProviderName,
  reference: string,
): Promise<OnlinePaymentRow | null> {
  const [payment] = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.provider, provider), eq(onlinePayments.reference, reference)))
    .limit(1);
  return payment ?? null;
}

export async function findOnlinePaymentById(db: Db, onlinePaymentId: number): Promise<OnlinePaymentRow | null> {
  const [payment] = await db.select().from(onlinePayments).where(eq(onlinePayments.onlinePaymentId, onlinePaymentId));
  return payment ?? null;
}

/** The payment that settled the order with this reference. */
export async function findSucceededPaymentOfOrder(
  db: Db,
  orderId: number,
  reference: string,
): Promise<OnlinePaymentRow | null> {
  const [payment] = await db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.orderId, orderId),
        eq(onlinePayments.reference, reference),
        eq(onlinePayments.status, 'succeeded'),
      ),
    );
  return payment ?? null;
}

/** The order's payments the provider has not settled yet ('created'), of one provider or all. */
export async function listCreatedPayments(
  db: Db,
  orderId: number,
  provider?: PaymentProviderName,
): Promise<OnlinePaymentRow[]> {
  return db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.orderId, orderId),
        inArray(onlinePayments.status, ['created']),
        provider ? eq(onlinePayments.provider, provider) : undefined,
      ),
    );
}

export async function markPaymentFailed(db: Db, onlinePaymentId: number): Promise<void> {
  await db.update(onlinePayments).set({ status: 'failed' }).where(eq(onlinePayments.onlinePaymentId, onlinePaymentId));
}

/**
 * Marks the order Paid (and its new status) with this payment, only while it is still Open and
 * not cancelled, and the payment 'succeeded', in one transaction. Null when the order was no
 * longer open (another payment or the sweeper got there first).
 */
export async function settleOrderWithPayment(
  db: Db,
  args: {
    orderId: number;
    onlinePaymentId: number;
    paymentType: number;
    reference: string;
    orderStatus: number;
    now: Date;
  },
): Promise<OrderRow | null> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set({
        paymentType: args.paymentType,
        paymentReference: args.reference,
        paymentStatus: PaymentStatus.Paid,
        orderStatus: args.orderStatus,
      })
      .where(
        and(eq(orders.orderId, args.orderId), eq(orders.paymentStatus, PaymentStatus.Open), isNull(orders.cancelledAt)),
      )
      .returning();
    // Only the payment that settled the order is 'succeeded': one that lost a race is not.
    if (!rows[0]) return null;
    await tx
      .update(onlinePayments)
      .set({ status: 'succeeded', settledAt: args.now })
      .where(eq(onlinePayments.onlinePaymentId, args.onlinePaymentId));
    return rows[0];
  });
}

/** Claims the payment as refunded before asking the provider; false when it already was. */
export async function claimRefund(
  db: Db,
  onlinePaymentId: number,
  reason: OnlinePaymentRefundReason,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .update(onlinePayments)
    .set({ status: 'refunded', refundReason: reason, refundedAt: now })
    .where(and(eq(onlinePayments.onlinePaymentId, onlinePaymentId), ne(onlinePayments.status, 'refunded')))
    .returning({ onlinePaymentId: onlinePayments.onlinePaymentId });
  return claimed.length > 0;
}

/** Undoes a claim the provider did not honour: the payment is back to its earlier status. */
export async function undoRefundClaim(db: Db, onlinePaymentId: number, status: OnlinePaymentStatus): Promise<void> {
  await db
    .update(onlinePayments)
    .set({ status, refundReason: null, refundedAt: null })
    .where(eq(onlinePayments.onlinePaymentId, onlinePaymentId));
}

/** The provider's id of the refund that gave the (claimed) payment back. */
export async function recordRefundId(db: Db, onlinePaymentId: number, refundId: string): Promise<void> {
  await db.update(onlinePayments).set({ refundId }).where(eq(onlinePayments.onlinePaymentId, onlinePaymentId));
}

export async function isNotificationHandled(db: Db, provider: PaymentProviderName, eventId: string): Promise<boolean> {
  const [seen] = await db
    .select({ eventId: paymentNotifications.eventId })
    .from(paymentNotifications)
    .where(and(eq(paymentNotifications.provider, provider), eq(paymentNotifications.eventId, eventId)));
  return Boolean(seen);
}

export async function recordNotification(db: Db, provider: PaymentProviderName, eventId: string): Promise<void> {
  await db.insert(paymentNotifications).values({ provider, eventId }).onConflictDoNothing();
}

/** Online orders (a method other than cash) still unpaid and not cancelled, saved before the cutoff. */
export async function listUnpaidOnlineOrdersBefore(
  db: Db,
  cutoff: Date,
): Promise<Array<{ orderId: number; companyId: number }>> {
  return db
    .select({ orderId: orders.orderId, companyId: orders.companyId })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, PaymentStatus.Open),
        isNull(orders.cancelledAt),
        ne(orders.paymentType, PaymentMethod.Cash),
        sql`${orders.paymentType} is not null`,
        lt(orders.createdAt, cutoff),
      ),
    );
}

/** Cancels an order for want of payment, only while it is still unpaid; false when it was not. */
export async function cancelUnpaidOrder(db: Db, orderId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ cancelledAt: now })
    .where(and(eq(orders.orderId, orderId), eq(orders.paymentStatus, PaymentStatus.Open), isNull(orders.cancelledAt)))
    .returning({ orderId: orders.orderId });
  return rows.length > 0;
}
