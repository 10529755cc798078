// What a refund needs to know of an order: the order, whether it was rejected, its lines, the
// online payment that settled it; and the order's refunds (the refunds table's own queries are
// in payment/online/refunds-repository.ts, shared with the providers' refund path).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { onlinePayments, orderDetails, orderProgress, orders, refunds } from '../../db/schema';
import type { OnlinePaymentRow } from '../payment';

export { listOrderRefunds, refundedCentsOfOrder, type RefundView } from '../payment';

export type RefundOrderRow = typeof orders.$inferSelect;
export type RefundOrderLine = typeof orderDetails.$inferSelect;

export interface RefundOrderFacts {
  order: RefundOrderRow;
  rejected: boolean;
  lines: RefundOrderLine[];
  /** The online payment that settled the order (still standing or given back), or null. */
  payment: OnlinePaymentRow | null;
}

export async function findRefundOrderFacts(db: DbOrTx, orderId: number): Promise<RefundOrderFacts | null> {
  const [order] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!order) return null;
  const [progress] = await db
    .select({ rejectedAt: orderProgress.rejectedAt })
    .from(orderProgress)
    .where(eq(orderProgress.orderId, orderId));
  const lines = await db
    .select()
    .from(orderDetails)
    .where(eq(orderDetails.orderId, orderId))
    .orderBy(asc(orderDetails.orderDetailId));
  const [payment] = order.paymentReference
    ? await db
        .select()
        .from(onlinePayments)
        .where(
          and(
            eq(onlinePayments.orderId, orderId),
            eq(onlinePayments.reference, order.paymentReference),
            inArray(onlinePayments.status, ['succeeded', 'refunded']),
          ),
        )
    : [];
  return { order, rejected: Boolean(progress?.rejectedAt), lines, payment: payment ?? null };
}

/** A refund the board left owed (a paid order rejected) is settled once all was given back. */
export async function settleRefundDue(db: DbOrTx, orderId: number): Promise<void> {
  await db
    .update(orderProgress)
    .set({ refundStatus: 'refunded' })
    .where(and(eq(orderProgress.orderId, orderId), eq(orderProgress.refundStatus, 'due')));
}

/** The refund an idempotency key names, or null. */
export async function findRefundByKey(db: DbOrTx, idempotencyKey: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey));
  return row ?? null;
}
