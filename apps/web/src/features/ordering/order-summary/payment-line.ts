// The payment sentence of the diner's order summary, from the order's real state
// (currentOrderState, via order/getOrderProgress): a refund is told, an order that will not be
// served has nothing to pay, and only an order still waiting for the diner's e-mail link gets
// the 'Conferma ordine via email' wording (awaitingEmailLink).
import type { OrderProgressView } from '@tavola/domain/order-state';

export type PaymentLine = 'paid' | 'refunded' | 'refundDue' | 'nothingToPay' | 'payLater';

/** `paidOnline`: the order as the app kept it was paid with an online method. */
export function paymentLine(
  progress: Pick<OrderProgressView, 'state' | 'paid' | 'refund'> | undefined,
  paidOnline: boolean,
): PaymentLine {
  if (progress?.refund === 'refunded') return 'refunded';
  if (progress?.refund === 'due') return 'refundDue';
  if (progress && (progress.state === 'rejected' || progress.state === 'cancelled' || progress.state === 'expired')) {
    return progress.paid ? 'paid' : 'nothingToPay';
  }
  if (progress?.paid) return 'paid';
  return paidOnline ? 'paid' : 'payLater';
}

/** The order still waits for the e-mail link (unknown until the progress arrives: keep waiting). */
export function awaitingEmailLink(progress: Pick<OrderProgressView, 'state'> | undefined): boolean {
  return progress == null || progress.state === 'awaiting-confirmation';
}
