// Cancels online orders (a method other than cash) still unpaid PAYMENT_TIMEOUT_MINUTES after
// they were saved; their slot is freed. A payment the provider reports as succeeded settles
// the order instead (a notification that never arrived); while a provider does not answer,
// its orders wait for the next round rather than be cancelled while maybe paid. With several
// API processes on one database, one of them sweeps at a time (runOncePerChain); the others skip
// the round, and each cancellation is also a conditional update, so an order is cancelled once.
// The same round asks the provider about each table's tab payment whose hold ran out before its
// share is released (tab-payment/settle-tab-payment.ts sweepTabHolds).
import { runOncePerChain } from '../../../db/run-once';
import { sweepTabHolds } from '../../tab-payment/settle-tab-payment';
import { SettlementRefused } from './online-payment-errors';
import { cancelUnpaidOrder, listCreatedPayments, listUnpaidOnlineOrdersBefore } from './online-payments-repository';
import type { OnlinePaymentsContext } from './payment-adapters';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from './payment-provider-names';
import { settlePayment } from './settle-payment';

export const UNPAID_ORDER_SWEEP_JOB = 'unpaid-order-sweep';

/** One round of the sweep; `ran` is false when another process was sweeping (nothing done here). */
export async function cancelExpiredOrders(
  ctx: OnlinePaymentsContext,
  paymentTimeoutMinutes: number,
  now: Date,
): Promise<{
  cancelled: number[];
  settled: number[];
  /** Tab payments whose hold ran out: recorded (or given back) after asking the provider, or released. */
  tabPayments: { settled: number[]; released: number[] };
  ran: boolean;
}> {
  const round = await runOncePerChain(ctx.db, UNPAID_ORDER_SWEEP_JOB, async () => ({
    ...(await sweep(ctx, paymentTimeoutMinutes, now)),
    tabPayments: await sweepTabHolds({ db: ctx.db, log: ctx.log, now: () => now }, PAYMENT_PROVIDERS, (companyId, p) =>
      ctx.adapterFor(companyId, p as PaymentProviderName),
    ),
  }));
  return round.ran
    ? { ...round.result, ran: true }
    : { cancelled: [], settled: [], tabPayments: { settled: [], released: [] }, ran: false };
}

async function sweep(
  ctx: OnlinePaymentsContext,
  paymentTimeoutMinutes: number,
  now: Date,
): Promise<{ cancelled: number[]; settled: number[] }> {
  const cutoff = new Date(now.getTime() - paymentTimeoutMinutes * 60_000);
  const expired = await listUnpaidOnlineOrdersBefore(ctx.db, cutoff);
  const cancelled: number[] = [];
  const settled: number[] = [];
  for (const order of expired) {
    let paid = false;
    for (const payment of await listCreatedPayments(ctx.db, order.orderId)) {
      try {
        await settlePayment(ctx, {
          companyId: order.companyId,
          provider: payment.provider,
          reference: payment.reference,
          orderId: order.orderId,
        });
        paid = true;
        break;
      } catch (error) {
        if (!(error instanceof SettlementRefused)) throw error;
        // Provider down: try again on the next round rather than cancel a maybe-paid order.
        if (error.unavailable) paid = true;
      }
    }
    if (paid) {
      settled.push(order.orderId);
      continue;
    }
    if (await cancelUnpaidOrder(ctx.db, order.orderId, now)) cancelled.push(order.orderId);
  }
  if (cancelled.length) ctx.log.info({ cancelled }, 'unpaid online orders cancelled');
  return { cancelled, settled };
}
