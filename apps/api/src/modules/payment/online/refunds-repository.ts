// The refunds table: claiming a refund under a lock of the order's row, recording what the
// provider answered, and reading an order's refunds. The only code of the refunds touching
// the database.
//
// Never more than was paid, whatever the concurrency: a claim locks the order's row
// (SELECT ... FOR UPDATE), adds up the order's pending and succeeded refunds and inserts the new
// one as 'pending' only if the sum stays within what was paid, all in one transaction; two
// owners pressing at once, a double click or ten requests in parallel are serialised by that
// lock, and the second one sees the first's claim. The idempotency key is unique: a retry with
// the same key finds its refund instead of making another.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { onlinePayments, orders, refunds, staffMembers, type RefundLine, type RefundStatus } from '../../../db/schema';

export type { RefundLine, RefundStatus };
export type RefundRow = typeof refunds.$inferSelect;

export interface RefundClaimInput {
  companyId: number;
  orderId: number;
  onlinePaymentId: number | null;
  method: string;
  amountCents: number;
  reason: string;
  lines: RefundLine[];
  staffMemberId: number | null;
  idempotencyKey: string;
  now: Date;
}

export type RefundClaim =
  /** Claimed: the provider may be asked. */
  | { kind: 'claimed'; refund: RefundRow }
  /** The key's refund already exists (succeeded, or claimed by a request still under way). */
  | { kind: 'existing'; refund: RefundRow }
  /** The same key was used for another order or amount. */
  | { kind: 'key-reused' }
  /** It would give back more than `leftCents`, what is still refundable. */
  | { kind: 'too-much'; leftCents: number }
  /** A line given back more times than it was ordered. */
  | { kind: 'line-exceeded'; orderDetailId: number };

/**
 * Claims a refund of at most `paidCents` in all for the order: under the order's row lock, an
 * existing row of the same key is returned (a failed one is claimed again with the same key),
 * and a new one is inserted as 'pending' only when the order's pending and succeeded refunds
 * plus this one stay within `paidCents` and no line is given back more than it was ordered.
 */
export async function claimOrderRefund(
  db: DbOrTx,
  input: RefundClaimInput,
  limits: { paidCents: number; lineQuantities: ReadonlyMap<number, number> },
): Promise<RefundClaim> {
  return db.transaction(async (tx) => {
    await tx.select({ orderId: orders.orderId }).from(orders).where(eq(orders.orderId, input.orderId)).for('update');
    const [same] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, input.idempotencyKey));
    if (same && (same.orderId !== input.orderId || same.amountCents !== input.amountCents))
      return { kind: 'key-reused' };
    if (same && same.status !== 'failed') return { kind: 'existing', refund: same };
    const active = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, input.orderId), sql`${refunds.status} in ('pending', 'succeeded')`));
    const given = active.reduce((sum, r) => sum + r.amountCents, 0);
    if (given + input.amountCents > limits.paidCents)
      return { kind: 'too-much', leftCents: Math.max(0, limits.paidCents - given) };
    for (const line of input.lines) {
      const before = active
        .flatMap((r) => r.lines)
        .filter((l) => l.orderDetailId === line.orderDetailId)
        .reduce((sum, l) => sum + l.quantity, 0);
      if (before + line.quantity > (limits.lineQuantities.get(line.orderDetailId) ?? 0))
        return { kind: 'line-exceeded', orderDetailId: line.orderDetailId };
    }
    if (same) {
      const [again] = await tx
        .update(refunds)
        .set({
          status: 'pending',
          failure: null,
          staffMemberId: input.staffMemberId,
          reason: input.reason,
          lines: input.lines,
          createdAt: input.now,
        })
        .where(eq(refunds.refundId, same.refundId))
        .returning();
      return { kind: 'claimed', refund: again };
    }
    const [row] = await tx
      .insert(refunds)
      .values({
        companyId: input.companyId,
        orderId: input.orderId,
        onlinePaymentId: input.onlinePaymentId,
        method: input.method,
        amountCents: input.amountCents,
        reason: input.reason,
        lines: input.lines,
        staffMemberId: input.staffMemberId,
        status: 'pending',
        idempotencyKey: input.idempotencyKey,
        createdAt: input.now,
      })
      .returning();
    return { kind: 'claimed', refund: row };
  });
}

/**
 * The provider gave it back (or it was given at the counter). When the payment's refunds now
 * add up to all of it, the payment itself is marked refunded (what the diner's page and the
 * board read), in the same transaction.
 */
export async function markRefundSucceeded(
  db: DbOrTx,
  refundId: number,
  providerRefundId: string | null,
  now: Date,
): Promise<RefundRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(refunds)
      .set({ status: 'succeeded', providerRefundId, failure: null, settledAt: now })
      .where(eq(refunds.refundId, refundId))
      .returning();
    if (row.onlinePaymentId !== null) {
      const [payment] = await tx
        .select()
        .from(onlinePayments)
        .where(eq(onlinePayments.onlinePaymentId, row.onlinePaymentId))
        .for('update');
      const [{ given }] = await tx
        .select({ given: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
        .from(refunds)
        .where(and(eq(refunds.onlinePaymentId, row.onlinePaymentId), eq(refunds.status, 'succeeded')));
      if (payment && Number(given) >= payment.amountCents && payment.status !== 'refunded') {
        await tx
          .update(onlinePayments)
          .set({ status: 'refunded', refundId: providerRefundId, refundReason: 'staff', refundedAt: now })
          .where(eq(onlinePayments.onlinePaymentId, row.onlinePaymentId));
      }
    }
    return row;
  });
}

/** The provider refused or did not answer: the claim no longer counts, the order is as it was. */
export async function markRefundFailed(db: DbOrTx, refundId: number, failure: string): Promise<RefundRow> {
  const [row] = await db
    .update(refunds)
    .set({ status: 'failed', failure: failure.slice(0, 500) })
    .where(eq(refunds.refundId, refundId))
    .returning();
  return row;
}

/** Records money a payment gave back outside a claim (a payment of a cancelled order, given back whole). */
export async function insertSettledRefund(
  db: DbOrTx,
  values: {
    companyId: number;
    orderId: number;
    onlinePaymentId: number;
    method: string;
    amountCents: number;
    reason: string;
    providerRefundId: string;
    now: Date;
  },
): Promise<void> {
  await db
    .insert(refunds)
    .values({
      companyId: values.companyId,
      orderId: values.orderId,
      onlinePaymentId: values.onlinePaymentId,
      method: values.method,
      amountCents: values.amountCents,
      reason: values.reason,
      status: 'succeeded',
      providerRefundId: values.providerRefundId,
      idempotencyKey: `online-payment-${values.onlinePaymentId}`,
      createdAt: values.now,
      settledAt: values.now,
    })
    .onConflictDoNothing();
}

export interface RefundView extends RefundRow {
  /** The staff member's name (null: the system, or a member since removed). */
  by: string | null;
}

/** The order's refunds, oldest first, with who gave each back. */
export async function listOrderRefunds(db: DbOrTx, orderId: number): Promise<RefundView[]> {
  const rows = await db
    .select({ refund: refunds, by: staffMembers.name })
    .from(refunds)
    .leftJoin(staffMembers, eq(staffMembers.staffMemberId, refunds.staffMemberId))
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt), asc(refunds.refundId));
  return rows.map((r) => ({ ...r.refund, by: r.by ?? null }));
}

/** What the order's succeeded refunds gave back in all, in cents. */
export async function refundedCentsOfOrder(db: DbOrTx, orderId: number): Promise<number> {
  const [{ given }] = await db
    .select({ given: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'succeeded')));
  return Number(given);
}

/** What the payment's succeeded refunds gave back in all, in cents. */
export async function refundedCentsOfPayment(db: DbOrTx, onlinePaymentId: number): Promise<number> {
  const [{ given }] = await db
    .select({ given: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.onlinePaymentId, onlinePaymentId), eq(refunds.status, 'succeeded')));
  return Number(given);
}
