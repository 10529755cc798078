// Giving money back through the payment's adapter: a payment the order does not need (found
// while settling), the staff's refunds of an order (whole or partial, several of one payment),
// and the order board's refund of a rejected order. The one refund path of every provider.
//
// A refund of an order is claimed in the refunds table before the provider is asked (under a
// lock of the order's row: never more than was paid, refunds-repository.ts); the provider's
// refusal or silence turns the claim 'failed' so the order is as it was, and a retry with the
// same idempotency key claims the same refund again and sends the provider the same key
// (Stripe, PayPal and Satispay then answer with the refund they already made). Money given at
// the counter (cash, the test card, which moves no money) is recorded without asking anyone.
import { conflict, notFound, serviceUnavailable } from '@tavola/domain/error-codes';
import { ProviderUnavailableError, type PaymentAdapter } from '../payment-adapter';
import { providerNotConfigured, SettlementRefused } from './online-payment-errors';
import {
  claimRefund,
  findOnlinePaymentById,
  findSucceededPaymentOfOrder,
  recordRefundId,
  undoRefundClaim,
  type OnlinePaymentRefundReason,
  type OnlinePaymentRow,
} from './online-payments-repository';
import type { OnlinePaymentsContext } from './payment-adapters';
import {
  claimOrderRefund,
  insertSettledRefund,
  markRefundFailed,
  markRefundSucceeded,
  refundedCentsOfPayment,
  type RefundLine,
  type RefundRow,
} from './refunds-repository';

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
  if (!(await claimRefund(db, payment.onlinePaymentId, reason, new Date())))
    throw new SettlementRefused(`payment already refunded (${reason})`);
  let result: { refundId: string };
  try {
    result = await adapter.refund({ reference: payment.reference, amountCents: payment.amountCents });
  } catch (error) {
    await undoRefundClaim(db, payment.onlinePaymentId, payment.status);
    ctx.metrics?.refundRecorded(payment.provider, 'failed');
    log.error(
      {
        provider: payment.provider,
        orderId: payment.orderId,
        reference: payment.reference,
        reason,
        err: error instanceof Error ? error.message : String(error),
      },
      'unwanted payment could not be refunded',
    );
    throw new SettlementRefused(
      `refund (${reason}) failed: ${(error as Error).message}`,
      error instanceof ProviderUnavailableError,
    );
  }
  await recordRefundId(db, payment.onlinePaymentId, result.refundId);
  // A payment of a cancelled order was money taken and given back: the ledger counts it.
  if (reason === 'order_cancelled') {
    await insertSettledRefund(db, {
      companyId: payment.companyId,
      orderId: payment.orderId,
      onlinePaymentId: payment.onlinePaymentId,
      method: payment.provider,
      amountCents: payment.amountCents,
      reason,
      providerRefundId: result.refundId,
      now: new Date(),
    });
  }
  ctx.metrics?.refundRecorded(payment.provider, 'refunded');
  log.warn(
    {
      provider: payment.provider,
      orderId: payment.orderId,
      reference: payment.reference,
      amountCents: payment.amountCents,
      refundId: result.refundId,
      reason,
    },
    'unwanted payment refunded',
  );
}

export const REFUND_REFUSED_MESSAGE = "Il servizio di pagamento ha rifiutato il rimborso: l'ordine non è cambiato.";
export const REFUND_UNAVAILABLE_MESSAGE =
  "Il servizio di pagamento non risponde: il rimborso non è stato fatto e l'ordine non è cambiato. Riprova tra qualche istante.";
export const REFUND_TOO_MUCH_MESSAGE = "L'importo supera quanto resta da rimborsare per questo ordine.";
export const REFUND_IN_PROGRESS_MESSAGE =
  'Questo rimborso è già in corso: attendi qualche istante e ricarica l’ordine.';
export const REFUND_KEY_REUSED_MESSAGE =
  'Questa richiesta di rimborso è già stata usata per un altro importo: riapri la finestra del rimborso.';
export const REFUND_LINE_EXCEEDED_MESSAGE = 'Un prodotto scelto è già stato rimborsato per intero.';

/** Where the money goes back: through the order's online payment, or at the counter. */
export type RefundChannel = { kind: 'online'; payment: OnlinePaymentRow } | { kind: 'counter' };

export interface OrderRefundRequest {
  companyId: number;
  orderId: number;
  channel: RefundChannel;
  /** What was paid in all (the payment's amount, or the order's total at the counter). */
  paidCents: number;
  /** Each line's ordered quantity (a line is never given back more times). */
  lineQuantities: ReadonlyMap<number, number>;
  amountCents: number;
  reason: string;
  lines: RefundLine[];
  staffMemberId: number | null;
  idempotencyKey: string;
}

/** The refund and whether this call made it (false: the same key's refund, made before). */
export interface OrderRefundOutcome {
  refund: RefundRow;
  created: boolean;
}

/** A provider's refusal, in its own words when it gave some (for the refunds list). */
function failureText(error: unknown): string {
  const text =
    error instanceof Error
      ? error.cause instanceof Error
        ? `${error.message}: ${error.cause.message}`
        : error.message
      : String(error);
  return text || 'refused';
}

/**
 * Gives back `amountCents` of an order once per idempotency key, never more than was paid:
 * claim, then the provider (or the counter), then the outcome recorded. A refusal is a 409
 * REFUND_REFUSED, an outage a 503 REFUND_PROVIDER_UNAVAILABLE; either leaves the order as it
 * was (the claim is 'failed' and no longer counts).
 */
export async function refundOrder(
  ctx: OnlinePaymentsContext,
  request: OrderRefundRequest,
): Promise<OrderRefundOutcome> {
  const { channel } = request;
  const adapter = channel.kind === 'online' ? await ctx.adapterFor(request.companyId, channel.payment.provider) : null;
  if (channel.kind === 'online' && !adapter?.refund) throw providerNotConfigured();
  const claim = await claimOrderRefund(
    ctx.db,
    {
      companyId: request.companyId,
      orderId: request.orderId,
      onlinePaymentId: channel.kind === 'online' ? channel.payment.onlinePaymentId : null,
      method: channel.kind === 'online' ? channel.payment.provider : 'counter',
      amountCents: request.amountCents,
      reason: request.reason,
      lines: request.lines,
      staffMemberId: request.staffMemberId,
      idempotencyKey: request.idempotencyKey,
      now: new Date(),
    },
    { paidCents: request.paidCents, lineQuantities: request.lineQuantities },
  );
  if (claim.kind === 'key-reused') throw conflict('REFUND_KEY_REUSED', REFUND_KEY_REUSED_MESSAGE);
  if (claim.kind === 'too-much') throw conflict('REFUND_TOO_MUCH', REFUND_TOO_MUCH_MESSAGE);
  if (claim.kind === 'line-exceeded') throw conflict('REFUND_LINE_EXCEEDED', REFUND_LINE_EXCEEDED_MESSAGE);
  if (claim.kind === 'existing') {
    if (claim.refund.status === 'pending') throw conflict('REFUND_IN_PROGRESS', REFUND_IN_PROGRESS_MESSAGE);
    return { refund: claim.refund, created: false };
  }
  const claimed = claim.refund;
  if (channel.kind === 'counter' || !adapter?.refund) {
    return { refund: await markRefundSucceeded(ctx.db, claimed.refundId, null, new Date()), created: true };
  }
  const payment = channel.payment;
  let providerRefundId: string;
  try {
    ({ refundId: providerRefundId } = await adapter.refund({
      reference: payment.reference,
      amountCents: request.amountCents,
      idempotencyKey: request.idempotencyKey,
    }));
  } catch (error) {
    const unavailable = error instanceof ProviderUnavailableError;
    await markRefundFailed(ctx.db, claimed.refundId, failureText(error));
    ctx.metrics?.refundRecorded(payment.provider, 'failed');
    ctx.log.error(
      {
        provider: payment.provider,
        orderId: request.orderId,
        refundId: claimed.refundId,
        amountCents: request.amountCents,
        err: failureText(error),
      },
      'refund not given by the provider; the order is as it was',
    );
    throw unavailable
      ? serviceUnavailable('REFUND_PROVIDER_UNAVAILABLE', REFUND_UNAVAILABLE_MESSAGE)
      : conflict('REFUND_REFUSED', REFUND_REFUSED_MESSAGE);
  }
  const refund = await markRefundSucceeded(ctx.db, claimed.refundId, providerRefundId, new Date());
  ctx.metrics?.refundRecorded(payment.provider, 'refunded');
  ctx.log.info(
    {
      provider: payment.provider,
      orderId: request.orderId,
      refundId: refund.refundId,
      providerRefundId,
      amountCents: request.amountCents,
    },
    'order refunded',
  );
  return { refund, created: true };
}

/**
 * Gives back what is left of one online payment (a test's or the board's whole refund), through
 * the refunds table like any other: the payment ends 'refunded'.
 */
export async function refundPayment(
  ctx: OnlinePaymentsContext,
  onlinePaymentId: number,
  options: { reason?: string; staffMemberId?: number | null } = {},
): Promise<{ refundId: string }> {
  const payment = await findOnlinePaymentById(ctx.db, onlinePaymentId);
  if (!payment) throw notFound('PAYMENT_NOT_FOUND', 'Il pagamento richiesto non esiste.');
  const given = await refundedCentsOfPayment(ctx.db, onlinePaymentId);
  if (given >= payment.amountCents) throw conflict('REFUND_TOO_MUCH', REFUND_TOO_MUCH_MESSAGE);
  const { refund } = await refundOrder(ctx, {
    companyId: payment.companyId,
    orderId: payment.orderId,
    channel: { kind: 'online', payment },
    paidCents: payment.amountCents,
    lineQuantities: new Map(),
    amountCents: payment.amountCents - given,
    reason: options.reason ?? 'staff',
    lines: [],
    staffMemberId: options.staffMemberId ?? null,
    idempotencyKey: `online-payment-${onlinePaymentId}-rest-${given}`,
  });
  return { refundId: refund.providerRefundId ?? String(refund.refundId) };
}

/**
 * Gives back the payment that settled an order (the order board's reject); null when no
 * adapter can give it back (the test card, or a payment not made through a provider).
 */
export async function refundOrderPayment(
  ctx: OnlinePaymentsContext,
  orderId: number,
  reference: string,
): Promise<{ refundId: string } | null> {
  const payment = await findSucceededPaymentOfOrder(ctx.db, orderId, reference);
  return payment ? refundPayment(ctx, payment.onlinePaymentId, { reason: 'rejected' }) : null;
}
