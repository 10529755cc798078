// An owner's or manager's refund of an order (from the order history or the board): which
// orders may be refunded and how (through the order's online payment, or at the counter for
// cash and the test card), what a choice of lines is worth, and the diner's mail. Claiming,
// asking the provider and the "never more than was paid" rule are the online payments'
// refundOrder (payment/online/refund-payment.ts).
import { conflict, forbidden, notFound } from '@tavola/domain/error-codes';
import { PaymentMethod, PaymentStatus } from '@tavola/domain/enums';
import {
  lineRefundCents,
  type RefundMethod,
  type RefundRequest,
  type RefundResult,
  type RefundView,
} from '@tavola/domain/refunds';
import { StaffRole } from '@tavola/domain/staff';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/database';
import type { Mailer } from '../../plugins/mailer';
import { findCustomer } from '../customer';
import { customerMailLocale } from '../mail/mail-language';
import { findCompany } from '../order';
import type { OnlinePayments } from '../payment/online/online-payments';
import type { RefundChannel } from '../payment/online/refund-payment';
import { refundMailText } from './refund-mails';
import {
  findRefundByKey,
  findRefundOrderFacts,
  listOrderRefunds,
  refundedCentsOfOrder,
  settleRefundDue,
  type RefundOrderFacts,
  type RefundView as RefundRowView,
} from './refund-repository';

export interface RefundContext {
  db: DbOrTx;
  mailer: Mailer;
  onlinePayments: Pick<OnlinePayments, 'refundOrder'>;
  log: FastifyBaseLogger;
}

export interface RefundStaff {
  staffMemberId: number;
  companyId: number;
  role: StaffRole;
  seatWebIds: readonly number[];
}

export const ORDER_NOT_REFUNDABLE_MESSAGE = 'Questo ordine non è stato pagato: non c’è nulla da rimborsare.';
export const REFUND_VENUE_FORBIDDEN_MESSAGE = 'Puoi rimborsare solo gli ordini delle tue sedi.';
export const REFUND_LINE_UNKNOWN_MESSAGE = 'Un prodotto scelto non fa parte di questo ordine.';
export const REFUND_NOTHING_LEFT_MESSAGE = 'Questo ordine è già stato rimborsato per intero.';

/** How the order's money goes back and how much was paid, or null when nothing was paid. */
export function refundableOf(facts: RefundOrderFacts): { channel: RefundChannel; paidCents: number } | null {
  const { order, payment } = facts;
  if (order.paymentStatus === PaymentStatus.Paid && payment)
    return { channel: { kind: 'online', payment }, paidCents: payment.amountCents };
  // The test card moves no money: like cash, the restaurant gives it back itself.
  if (order.paymentStatus === PaymentStatus.Paid)
    return { channel: { kind: 'counter' }, paidCents: order.totalAmountCents };
  // Cash: paid at the counter once the order was confirmed and served, not if rejected or cancelled.
  const confirmed = order.orderStatus >= 1 && order.orderStatus <= 4;
  if (order.paymentType === PaymentMethod.Cash && confirmed && !facts.rejected && !order.cancelledAt) {
    return { channel: { kind: 'counter' }, paidCents: order.totalAmountCents };
  }
  return null;
}

export function refundView(r: RefundRowView): RefundView {
  return {
    refundId: r.refundId,
    amountCents: r.amountCents,
    reason: r.reason,
    method: r.method,
    status: r.status,
    lines: r.lines,
    by: r.by,
    createdAt: r.createdAt.toISOString(),
    settledAt: r.settledAt ? r.settledAt.toISOString() : null,
    providerRefundId: r.providerRefundId ?? null,
    failure: r.failure ?? null,
  };
}

/** What the order history shows about an order's refunds: each one, what is left, how, each line's pieces given back. */
export async function orderRefundsSummary(db: DbOrTx, orderId: number) {
  const facts = await findRefundOrderFacts(db, orderId);
  const rows = await listOrderRefunds(db, orderId);
  const active = rows.filter((r) => r.status !== 'failed');
  const refundable = facts ? refundableOf(facts) : null;
  const given = active.reduce((sum, r) => sum + r.amountCents, 0);
  const refundedQuantity = new Map<number, number>();
  for (const r of active)
    for (const l of r.lines)
      refundedQuantity.set(l.orderDetailId, (refundedQuantity.get(l.orderDetailId) ?? 0) + l.quantity);
  const method: RefundMethod | null = refundable ? (refundable.channel.kind === 'online' ? 'online' : 'counter') : null;
  return {
    refunds: rows.map(refundView),
    refundableCents: refundable ? Math.max(0, refundable.paidCents - given) : 0,
    refundMethod: method,
    refundedQuantity,
  };
}

async function mailDiner(
  ctx: RefundContext,
  facts: RefundOrderFacts,
  input: { amountCents: number; reason: string; online: boolean; paidCents: number },
) {
  const { order } = facts;
  if (order.customerId === null) return;
  const customer = await findCustomer(ctx.db, order.companyId, order.customerId);
  if (!customer?.email) return;
  const company = await findCompany(ctx.db, order.companyId);
  await ctx.mailer.send({
    to: customer.email,
    ...refundMailText(customerMailLocale(customer), {
      companyName: company?.tradeName ?? '',
      orderNumber: order.orderNumber,
      amountCents: input.amountCents,
      reason: input.reason,
      online: input.online,
      refundedCents: await refundedCentsOfOrder(ctx.db, order.orderId),
      paidCents: input.paidCents,
    }),
  });
}

/**
 * Gives back the whole of what is left, some lines or an amount of an order of the member's
 * venues, once per idempotency key. A manager's order of another venue is 403; another
 * company's, 404.
 */
export async function refundOrderByStaff(
  ctx: RefundContext,
  staff: RefundStaff,
  orderId: number,
  request: RefundRequest,
): Promise<RefundResult> {
  const facts = await findRefundOrderFacts(ctx.db, orderId);
  if (!facts || facts.order.companyId !== staff.companyId) throw notFound('ORDER_NOT_FOUND', 'Ordine non trovato.');
  if (staff.role !== StaffRole.Owner && !staff.seatWebIds.includes(facts.order.seatWebId))
    throw forbidden('FORBIDDEN', REFUND_VENUE_FORBIDDEN_MESSAGE);
  const refundable = refundableOf(facts);
  if (!refundable) throw conflict('ORDER_NOT_REFUNDABLE', ORDER_NOT_REFUNDABLE_MESSAGE);

  const result = async (refund: RefundRowView | null, created: boolean): Promise<RefundResult> => {
    const summary = await orderRefundsSummary(ctx.db, orderId);
    const view = refund ? refundView(refund) : summary.refunds.at(-1);
    if (!view) throw notFound('REFUND_NOT_FOUND', 'Rimborso non trovato.');
    return {
      refund: view,
      created,
      refundedCents: await refundedCentsOfOrder(ctx.db, orderId),
      refundableCents: summary.refundableCents,
    };
  };

  // A retry of a refund already made (its key): the same refund, whatever is left now.
  const earlier = await findRefundByKey(ctx.db, request.idempotencyKey);
  if (earlier && earlier.orderId === orderId && earlier.status === 'succeeded') {
    const views = await listOrderRefunds(ctx.db, orderId);
    return result(views.find((v) => v.refundId === earlier.refundId) ?? null, false);
  }

  const lineQuantities = new Map(facts.lines.map((l) => [l.orderDetailId, l.quantity]));
  let amountCents: number;
  const lines = request.lines ?? [];
  if (request.lines) {
    amountCents = 0;
    for (const chosen of request.lines) {
      const line = facts.lines.find((l) => l.orderDetailId === chosen.orderDetailId);
      if (!line) throw conflict('REFUND_LINE_UNKNOWN', REFUND_LINE_UNKNOWN_MESSAGE);
      amountCents += lineRefundCents(line, Math.min(chosen.quantity, line.quantity));
    }
  } else if (request.amountCents !== undefined) {
    amountCents = request.amountCents;
  } else {
    amountCents = refundable.paidCents - (await refundedCentsOfOrder(ctx.db, orderId));
  }
  if (amountCents <= 0) throw conflict('REFUND_TOO_MUCH', REFUND_NOTHING_LEFT_MESSAGE);

  const outcome = await ctx.onlinePayments.refundOrder({
    companyId: facts.order.companyId,
    orderId,
    channel: refundable.channel,
    paidCents: refundable.paidCents,
    lineQuantities,
    amountCents,
    reason: request.reason,
    lines,
    staffMemberId: staff.staffMemberId,
    idempotencyKey: request.idempotencyKey,
  });
  if (outcome.created) {
    if ((await refundedCentsOfOrder(ctx.db, orderId)) >= refundable.paidCents) await settleRefundDue(ctx.db, orderId);
    try {
      await mailDiner(ctx, facts, {
        amountCents,
        reason: request.reason,
        online: refundable.channel.kind === 'online',
        paidCents: refundable.paidCents,
      });
    } catch (error) {
      ctx.log.warn({ err: error, orderId }, 'refund mail not sent');
    }
  }
  const views = await listOrderRefunds(ctx.db, orderId);
  return result(views.find((v) => v.refundId === outcome.refund.refundId) ?? null, outcome.created);
}
