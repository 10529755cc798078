// Giving money back through the payment's adapter: a payment the order does not need (found
// while settling), the staff's refund of one payment, and the order board's refund of a
// rejected order. The one refund path of every provider; an adapter without `refund` (the
// test card moves no money) leaves the refund to the restaurant.
import { notFound } from '@tavola/domain/error-codes';
import { ProviderUnavailableError, type PaymentAdapter } from '../payment-adapter';
import { providerNotConfigured, SettlementRefused } from './online-payment-errors';
import {
  claimRefund,
  findOnlinePaymentById,
  findSucceededPaymentOfOrder,
  recordRefund,
  undoRefundClaim,
  type OnlinePaymentRefundReason,
  type OnlinePaymentRow,
} from './online-payments-repository';
import type { OnlinePaymentsContext } from './payment-adapters';

/**
 * Gives back a verified payment the order does not need (a second payment of a paid order, a
 * payment of a cancelled order), once: the row is claimed as refunded before asking the
 * provider, so two notifications of the same payment cannot refund it twice; if the provider
 * refuses or is down the claim is undone (an outage is retried: the provider sends its
 * notification again, the diner may complete again).
 */
export async function refundUnwanted(
  ctx: OnlinePaymentsContext,
  payment: OnlinePaymentRow,
  adapter: PaymentAdapter,
  reason: OnlinePaymentRefundReason,
): Promise<void> {
  const { db, log } = ctx;
  if (!adapter.refund) throw new SettlementRefused(`${adapter.provider} cannot refund (${reason})`);
  if (!(await claimRefund(db, payment.onlinePaymentId, reason, new Date()))) throw new SettlementRefused(`payment already refunded (${reason})`);
  let result: { refundId: string };
  try {
    result = await adapter.refund({ reference: payment.reference, amountCents: payment.amountCents });
  } catch (error) {
    await undoRefundClaim(db, payment.onlinePaymentId, payment.status);
    ctx.metrics?.refundRecorded(payment.provider, 'failed');
    log.error(
      { provider: payment.provider, orderId: payment.orderId, reference: payment.reference, reason, err: error instanceof Error ? error.message : String(error) },
      'unwanted payment could not be refunded',
    );
    throw new SettlementRefused(`refund (${reason}) failed: ${(error as Error).message}`, error instanceof ProviderUnavailableError);
  }
  await recordRefund(db, payment.onlinePaymentId, { refundId: result.refundId });
  ctx.metrics?.refundRecorded(payment.provider, 'refunded');
  log.warn(
    { provider: payment.provider, orderId: payment.orderId, reference: payment.reference, amountCents: payment.amountCents, refundId: result.refundId, reason },
    'unwanted payment refunded',
  );
}

/** The staff's refund of one online payment, in full. */
export async function refundPayment(ctx: OnlinePaymentsContext, onlinePaymentId: number): Promise<{ refundId: string }> {
  const payment = await findOnlinePaymentById(ctx.db, onlinePaymentId);
  if (!payment) throw notFound('PAYMENT_NOT_FOUND', 'Il pagamento richiesto non esiste.');
  const adapter = await ctx.adapterFor(payment.companyId, payment.provider);
  if (!adapter?.refund) throw providerNotConfigured();
  const result = await adapter.refund({ reference: payment.reference, amountCents: payment.amountCents });
  await recordRefund(ctx.db, onlinePaymentId, { refundId: result.refundId, reason: 'staff', refundedAt: new Date() });
  ctx.metrics?.refundRecorded(payment.provider, 'refunded');
  ctx.log.info({ provider: payment.provider, orderId: payment.orderId, refundId: result.refundId }, 'payment refunded');
  return result;
}

/**
 * Gives back the payment that settled an order (the order board's reject); null when no
 * adapter can give it back (the test card, or a payment not made through a provider).
 */
export async function refundOrderPayment(ctx: OnlinePaymentsContext, orderId: number, reference: string): Promise<{ refundId: string } | null> {
  const payment = await findSucceededPaymentOfOrder(ctx.db, orderId, reference);
  return payment ? refundPayment(ctx, payment.onlinePaymentId) : null;
}
