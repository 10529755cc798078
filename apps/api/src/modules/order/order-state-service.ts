// Reads the facts of an order's real state (currentOrderState in the domain) from where they
// are stored: the order row, the restaurant's progress (acceptance, rejection and its reason,
// the refund of a rejected paid order), the online payment given back, and the venue's clock
// for an order that can no longer be served. The confirmation link, the diner's progress and
// the mails all ask here.
import { currentOrderState, venueInstant, type CurrentOrderState, type RefundState } from '@tavola/domain/order-state';
import type { DbOrTx } from '../../db/database';
import { findOrderProgress, findRefundedPaymentReason, findSeatWebTimeZone, type OrderRow } from './order-repository';

export interface OrderStateView extends CurrentOrderState {
  rejectionReason: string | null;
  estimatedReadyTime: string | null;
  /** When the staff marked it collected, delivered or served (null before). */
  deliveredAt: Date | null;
}

/** The instant of the order's requested time, or null when it has none (dine-in now). */
export async function requestedInstant(
  db: DbOrTx,
  row: Pick<OrderRow, 'requestedDateTime' | 'seatWebId'>,
): Promise<Date | null> {
  const requested = row.requestedDateTime?.replace('T', ' ').slice(0, 16);
  if (!requested || requested.length < 16) return null;
  const timeZone = (await findSeatWebTimeZone(db, row.seatWebId)) ?? 'Europe/Rome';
  return venueInstant(requested.slice(0, 10), requested.slice(11, 16), timeZone);
}

export async function orderStateOf(db: DbOrTx, row: OrderRow, now: Date): Promise<OrderStateView> {
  const progress = await findOrderProgress(db, row.orderId);
  let refund: RefundState | null = progress?.refundStatus ?? null;
  if (refund !== 'refunded') {
    // Given back outside a rejection: by the staff, or a payment that came for a cancelled order.
    const given = await findRefundedPaymentReason(db, row.orderId);
    if (given && given.reason !== 'duplicate') refund = 'refunded';
  }
  const requestedAt = await requestedInstant(db, row);
  const state = currentOrderState({
    orderStatus: row.orderStatus,
    paymentType: row.paymentType,
    paymentStatus: row.paymentStatus,
    accepted: Boolean(progress?.acceptedAt),
    rejected: Boolean(progress?.rejectedAt),
    cancelled: row.cancelledAt != null,
    pastServing: requestedAt != null && requestedAt.getTime() < now.getTime(),
    refund,
  });
  return {
    ...state,
    rejectionReason: progress?.rejectedAt ? (progress.rejectionReason ?? '') : null,
    estimatedReadyTime: progress?.estimatedReadyTime ?? null,
    deliveredAt: progress?.deliveredAt ?? null,
  };
}
