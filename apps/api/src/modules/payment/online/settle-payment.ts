// Settling an order with an online payment (order/completeCustomerOrder, a notification, the
// sweeper, Nexi's earlier attempts), only after asking the provider. Checked in this order:
// the reference was created by this server for this company (so for exactly one order), the
// provider says succeeded, EUR, the exact amount in cents equal to the stored total, the
// provider's own order tag when it carries one. The order becomes Confirmed and Paid in one
// conditional update. A verified payment the order no longer needs (already paid with another
// payment, or cancelled for want of payment) is refunded at once (refund-payment.ts).
import { PaymentStatus } from '@tavola/domain/enums';
import { nextOrderStatus } from '@tavola/domain/order-status-rules';
import { findOrderRow, type OrderRow } from '../../order';
import { CURRENCY, ProviderUnavailableError, type ProviderPayment } from '../payment-adapter';
import { SettlementRefused } from './online-payment-errors';
import {
  findOnlinePayment,
  isCustomerAnonymous,
  markPaymentFailed,
  settleOrderWithPayment,
} from './online-payments-repository';
import type { OnlinePaymentsContext } from './payment-adapters';
import { paymentTypeOfProvider, type PaymentProviderName } from './payment-provider-names';
import { refundUnwanted } from './refund-payment';

/**
 * Marks the order of a provider payment Paid (and Confirmed) after asking the provider.
 * `orderId`: the order the caller means (completeCustomerOrder); a notification passes none.
 * Answers the settled order row; throws SettlementRefused otherwise (`unavailable` when the
 * provider did not answer: the order is left exactly as it was).
 */
export async function settlePayment(
  ctx: OnlinePaymentsContext,
  args: { companyId: number; provider: PaymentProviderName; reference: string; orderId?: number },
): Promise<OrderRow> {
  const { db } = ctx;
  const payment = await findOnlinePayment(db, args.provider, args.reference);
  if (!payment || payment.companyId !== args.companyId)
    throw new SettlementRefused('reference not created by this server for this company');
  if (args.orderId !== undefined && payment.orderId !== args.orderId)
    throw new SettlementRefused(`reference of order ${payment.orderId}`);
  const order = await findOrderRow(db, payment.orderId);
  if (!order) throw new SettlementRefused('order gone');
  const paymentType = paymentTypeOfProvider[args.provider];
  if (order.paymentStatus === PaymentStatus.Paid) {
    // A retried completion or a second notification of the same payment: already done.
    if (order.paymentType === paymentType && order.paymentReference === args.reference) return order;
    // Another payment of an order already paid: verified below, then given back.
    if (payment.status === 'refunded')
      throw new SettlementRefused('order already paid with another payment; this one was refunded');
  }
  const adapter = await ctx.adapterFor(args.companyId, args.provider);
  if (!adapter) throw new SettlementRefused('provider not configured');
  let verified: ProviderPayment;
  try {
    if (adapter.finalize) await adapter.finalize(args.reference);
    verified = await adapter.retrievePayment(args.reference);
  } catch (error) {
    ctx.metrics?.paymentRecorded(
      args.provider,
      error instanceof ProviderUnavailableError ? 'provider_unavailable' : 'provider_error',
    );
    throw new SettlementRefused(
      `provider unavailable: ${(error as Error).message}`,
      error instanceof ProviderUnavailableError,
    );
  }
  if (verified.status !== 'succeeded') {
    if (verified.status === 'failed') await markPaymentFailed(db, payment.onlinePaymentId);
    if (verified.status === 'failed') ctx.metrics?.paymentRecorded(args.provider, 'failed');
    throw new SettlementRefused(`payment status ${verified.status}`);
  }
  if (verified.reference !== args.reference) throw new SettlementRefused('provider answered for another payment');
  if (verified.currency.toUpperCase() !== CURRENCY) throw new SettlementRefused(`currency ${verified.currency}`);
  if (verified.amountCents !== payment.amountCents || verified.amountCents !== order.totalAmountCents) {
    throw new SettlementRefused(`amount ${verified.amountCents} != total ${order.totalAmountCents}`);
  }
  if (verified.orderId !== null && verified.orderId !== order.orderId)
    throw new SettlementRefused(`provider tags order ${verified.orderId}`);

  if (order.paymentStatus === PaymentStatus.Paid) {
    // The diner paid twice (two tabs, a retry after a slow answer): the order keeps its
    // first payment and this one goes back at once.
    await refundUnwanted(ctx, payment, adapter, 'duplicate');
    throw new SettlementRefused('order already paid with another payment: refunded');
  }
  if (order.cancelledAt) {
    // Paid after the order was cancelled for want of payment (its slot may be gone): give
    // the money back rather than cook an order nobody is waiting for.
    await refundUnwanted(ctx, payment, adapter, 'order_cancelled');
    throw new SettlementRefused('order cancelled before the payment: refunded');
  }

  const anonymous = await isCustomerAnonymous(db, order.customerId);
  const orderStatus = nextOrderStatus(order.orderStatus, { paymentType, paid: true, anonymous, emailConfirmed: false });
  try {
    const updated = await settleOrderWithPayment(db, {
      orderId: order.orderId,
      onlinePaymentId: payment.onlinePaymentId,
      paymentType,
      reference: args.reference,
      orderStatus,
      now: new Date(),
    });
    if (updated) {
      ctx.metrics?.paymentRecorded(args.provider, 'paid');
      return updated;
    }
  } catch (error) {
    // orders_payment_reference_uq: the reference settled another order meanwhile.
    throw new SettlementRefused(`reference already used (${(error as Error).message})`);
  }
  // Another request settled it between our read and our update: answer what is stored.
  const again = await findOrderRow(db, order.orderId);
  if (again && again.paymentStatus === PaymentStatus.Paid && again.paymentReference === args.reference) return again;
  if (again && again.paymentStatus === PaymentStatus.Paid) {
    // Two payments settling the same order at once: the other one won, this one goes back.
    await refundUnwanted(ctx, payment, adapter, 'duplicate');
    throw new SettlementRefused('order paid meanwhile with another payment: refunded');
  }
  throw new SettlementRefused('order changed while settling');
}
