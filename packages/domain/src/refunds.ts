// Refunds of an order by an owner or manager: the whole of what is left, some of its lines, or
// an amount, with a reason and an idempotency key the browser makes once per refund (a retry
// after a time-out sends the same key and gets the same refund). What one refund looks like in
// the order history, and how a refund of chosen lines is priced.
import { z } from 'zod';
import { requiredText } from './form-fields';
import { idempotencyKeySchema, int4 } from './primitives';

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** How an order's money goes back: through its online payment's provider, or at the counter (cash). */
export const REFUND_METHODS = ['online', 'counter'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const REFUND_REASON_MAX = 300;

const refundLineSchema = z.object({
  orderDetailId: int4().positive(),
  quantity: z.number().int().min(1).max(99),
});

export const refundRequestSchema = z
  .object({
    /** Made by the browser when the refund dialog opens; the same key on a retry. */
    idempotencyKey: idempotencyKeySchema,
    reason: requiredText(REFUND_REASON_MAX),
    /** What is left of the order, whole. */
    whole: z.boolean().optional(),
    /** Some of its lines (each with how many pieces). */
    lines: z.array(refundLineSchema).min(1).max(200).optional(),
    /** An amount in cents. */
    amountCents: z.number().int().min(1).max(100_000_000).optional(),
  })
  .superRefine((value, ctx) => {
    const chosen = [value.whole === true, value.lines !== undefined, value.amountCents !== undefined].filter(
      Boolean,
    ).length;
    if (chosen !== 1)
      ctx.addIssue({
        code: 'custom',
        path: ['amountCents'],
        message: 'Scegli se rimborsare tutto, alcuni prodotti o un importo.',
      });
    const ids = (value.lines ?? []).map((l) => l.orderDetailId);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: 'Ogni prodotto una volta sola.' });
  });
export type RefundRequest = z.input<typeof refundRequestSchema>;

export const refundViewSchema = z.object({
  refundId: int4(),
  amountCents: int4(),
  reason: z.string(),
  /** The provider's name, or 'counter' (given back at the counter). */
  method: z.string(),
  status: z.enum(REFUND_STATUSES),
  /** The lines given back (empty: an amount, or the whole order). */
  lines: z.array(z.object({ orderDetailId: int4(), quantity: int4() })),
  /** Who gave it back; null for the system (a rejected order's refund) or a member since removed. */
  by: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  providerRefundId: z.string().nullable(),
  /** Why the provider did not give it back (its words). */
  failure: z.string().nullable(),
});
export type RefundView = z.infer<typeof refundViewSchema>;

export const refundResultSchema = z.object({
  refund: refundViewSchema,
  /** False: this key's refund was made before (a retry); nothing new was given back. */
  created: z.boolean(),
  refundedCents: int4(),
  refundableCents: int4(),
});
export type RefundResult = z.infer<typeof refundResultSchema>;

/**
 * What `quantity` pieces of a line give back: its share of the line's total, rounded to the
 * cent (the line's total is price and additions times its quantity).
 */
export function lineRefundCents(line: { amountCents: number; quantity: number }, quantity: number): number {
  return Math.round((line.amountCents * quantity) / line.quantity);
}
