// Splitting a table's tab: how much a diner's payment is for each way of paying (everything
// left, their own items, an equal share of N, an amount) and the optional tip on top. All in
// integer cents. The same rules run on the phone (to show the figure before paying) and on the
// server, which is the authority: it recomputes the share from the stored tab while it holds
// the tab's lock, so a payment is never more than what is left.
import { z } from 'zod';
import { idempotencyKeySchema } from './primitives';

/** How a diner chose to pay; 'counter' is a payment the staff recorded at the till. */
export const TAB_SHARE_KINDS = ['rest', 'items', 'equal', 'amount'] as const;
export type TabShareKind = (typeof TAB_SHARE_KINDS)[number];
export const TAB_PAYMENT_KINDS = [...TAB_SHARE_KINDS, 'counter'] as const;
export type TabPaymentKind = (typeof TAB_PAYMENT_KINDS)[number];

/**
 * A tab payment's life: 'pending' holds its share while the diner pays (online) or walks to
 * the till (counter); 'succeeded' is money taken; 'failed', 'expired' and 'cancelled' release
 * the share; 'refunded' was taken by the provider but given back (the share was gone).
 */
export const TAB_PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'expired', 'cancelled', 'refunded'] as const;
export type TabPaymentStatus = (typeof TAB_PAYMENT_STATUSES)[number];

/** Statuses whose amount counts against the tab: money taken or a share held. */
export const CLAIMING_STATUSES: readonly TabPaymentStatus[] = ['pending', 'succeeded'];

/** Most people one equal split may have, and the largest tip. */
export const MAX_EQUAL_PARTS = 50;
export const MAX_TIP_PERCENT = 30;
export const MAX_TIP_CENTS = 100_00;

export const tipSchema = z.union([
  z.object({ percent: z.number().int().min(0).max(MAX_TIP_PERCENT) }),
  z.object({ cents: z.number().int().min(0).max(MAX_TIP_CENTS) }),
]);
export type Tip = z.infer<typeof tipSchema>;

export const tabShareSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rest') }),
  z.object({ kind: z.literal('items') }),
  z.object({ kind: z.literal('equal'), parts: z.number().int().min(2).max(MAX_EQUAL_PARTS) }),
  z.object({ kind: z.literal('amount'), amountCents: z.number().int().min(1).max(100_000_00) }),
]);
export type TabShare = z.infer<typeof tabShareSchema>;

/** What the arithmetic needs to know of a tab. */
export interface TabLedger {
  /** Sum of the tab's rounds, in cents. */
  totalCents: number;
  /** The tab's lines: who added each and what it costs (quantity and options included). */
  lines: ReadonlyArray<{ participantId: number; amountCents: number }>;
  /** Every payment that counts (pending or succeeded), without tips. */
  claims: ReadonlyArray<{
    participantId: number | null;
    kind: TabPaymentKind;
    parts: number | null;
    amountCents: number;
  }>;
}

export interface TabBalance {
  totalCents: number;
  /** Money taken (succeeded), without tips. */
  paidCents: number;
  /** Shares held by payments under way. */
  pendingCents: number;
  /** What nobody has paid or is paying yet. */
  remainingCents: number;
  settled: boolean;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** What is paid, held and left of a tab, from its payments (without tips). */
export function tabBalance(
  totalCents: number,
  payments: ReadonlyArray<{ status: TabPaymentStatus; amountCents: number }>,
): TabBalance {
  const paidCents = sum(payments.filter((p) => p.status === 'succeeded').map((p) => p.amountCents));
  const pendingCents = sum(payments.filter((p) => p.status === 'pending').map((p) => p.amountCents));
  const remainingCents = Math.max(0, totalCents - paidCents - pendingCents);
  return { totalCents, paidCents, pendingCents, remainingCents, settled: totalCents > 0 && paidCents >= totalCents };
}

/** `totalCents` split into `parts` shares that differ by at most a cent and sum exactly; the larger ones first. */
export function splitEvenly(totalCents: number, parts: number): number[] {
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError('parts must be a positive integer');
  const base = Math.floor(totalCents / parts);
  const extra = totalCents - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < extra ? 1 : 0));
}

/** Cents left of the tab: total less every claim. */
export function remainingOf(ledger: TabLedger): number {
  return Math.max(0, ledger.totalCents - sum(ledger.claims.map((c) => c.amountCents)));
}

/** The cost of a diner's own lines less what the diner already pays or paid, never above what is left. */
export function ownItemsShare(ledger: TabLedger, participantId: number): number {
  const own = sum(ledger.lines.filter((l) => l.participantId === participantId).map((l) => l.amountCents));
  const alreadyByThem = sum(ledger.claims.filter((c) => c.participantId === participantId).map((c) => c.amountCents));
  return Math.min(remainingOf(ledger), Math.max(0, own - alreadyByThem));
}

/**
 * One equal share of the tab's total among `parts` people: the shares of
 * `splitEvenly(total, parts)` are handed out in turn to the equal payments of the same N, so N
 * people paying their share pay the total exactly; never above what is left.
 */
export function equalShare(ledger: TabLedger, parts: number): number {
  const shares = splitEvenly(ledger.totalCents, parts);
  const taken = ledger.claims.filter((c) => c.kind === 'equal' && c.parts === parts).length;
  return Math.min(remainingOf(ledger), taken < parts ? shares[taken] : 0);
}

export type TabShareRefusal = 'NOTHING_LEFT' | 'NOTHING_OF_YOURS' | 'AMOUNT_ABOVE_REMAINING';

/** The amount (without tip) a payment of this share is for, or why there is none. */
export function shareAmount(
  ledger: TabLedger,
  participantId: number,
  share: TabShare,
): { amountCents: number } | { refused: TabShareRefusal } {
  const remaining = remainingOf(ledger);
  if (remaining <= 0) return { refused: 'NOTHING_LEFT' };
  switch (share.kind) {
    case 'rest':
      return { amountCents: remaining };
    case 'items': {
      const amountCents = ownItemsShare(ledger, participantId);
      return amountCents > 0 ? { amountCents } : { refused: 'NOTHING_OF_YOURS' };
    }
    case 'equal': {
      const amountCents = equalShare(ledger, share.parts);
      return amountCents > 0 ? { amountCents } : { refused: 'NOTHING_LEFT' };
    }
    case 'amount':
      return share.amountCents <= remaining
        ? { amountCents: share.amountCents }
        : { refused: 'AMOUNT_ABOVE_REMAINING' };
  }
}

/** The tip on top of `amountCents`: a percentage (rounded to the cent, halves up) or an amount. */
export function tipAmount(amountCents: number, tip: Tip | null | undefined): number {
  if (!tip) return 0;
  if ('percent' in tip) return Math.round((amountCents * tip.percent) / 100);
  return tip.cents;
}

// ---- HTTP contract ----------------------------------------------------------------------------

/** How a share is paid: an online provider, the offline test card (demo, dev), or at the till. */
export const TAB_PAYMENT_METHODS = ['stripe', 'paypal', 'satispay', 'sumup', 'nexi', 'testCard', 'counter'] as const;
export type TabPaymentMethod = (typeof TAB_PAYMENT_METHODS)[number];

/** The most one payment of a share can be for, tip included: the largest amount plus its largest tip. */
export const MAX_TAB_PAYMENT_CENTS = 200_000_00;

/**
 * POST /api/tableTab/payments: the share, the optional tip, the method, a key the phone keeps
 * for retries, and `expectedCents`, the share + tip the phone showed: when the server's own
 * figure differs (a round arrived, someone else paid meanwhile) nothing is held and the diner
 * is told the amount changed.
 */
export const startTabPaymentRequestSchema = z.object({
  share: tabShareSchema,
  tip: tipSchema.nullable().default(null),
  method: z.enum(TAB_PAYMENT_METHODS),
  idempotencyKey: idempotencyKeySchema,
  expectedCents: z.number().int().min(1).max(MAX_TAB_PAYMENT_CENTS).optional(),
});
export type StartTabPaymentRequest = z.input<typeof startTabPaymentRequestSchema>;

export const tabPaymentViewSchema = z.object({
  tabPaymentId: z.number().int(),
  participantId: z.number().int().nullable(),
  kind: z.enum(TAB_PAYMENT_KINDS),
  parts: z.number().int().nullable(),
  amountCents: z.number().int(),
  tipCents: z.number().int(),
  status: z.enum(TAB_PAYMENT_STATUSES),
  method: z.string(),
  createdAt: z.string(),
});
export type TabPaymentView = z.infer<typeof tabPaymentViewSchema>;

const balanceShape = {
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  pendingCents: z.number().int(),
  remainingCents: z.number().int(),
  settled: z.boolean(),
};

/** GET /api/tableTab/payments: what a phone shows before paying. */
export const tabSplitSchema = z.object({
  tableTabId: z.number().int(),
  status: z.enum(['open', 'closed', 'settled']),
  ...balanceShape,
  /** The participant's own items not paid yet (what "pay my items" would be now). */
  myItemsCents: z.number().int(),
  payments: z.array(tabPaymentViewSchema),
  /** scriptUrl: the script the provider's widget loads (PayPal's SDK, Satispay's button), as for an order. */
  methods: z.array(
    z.object({ method: z.enum(TAB_PAYMENT_METHODS), simulated: z.boolean(), scriptUrl: z.string().optional() }),
  ),
});
export type TabSplit = z.infer<typeof tabSplitSchema>;

/** The staff's view of a tab's payments (the board). */
export const staffTabPaymentsSchema = z.object({
  tableTabId: z.number().int(),
  status: z.enum(['open', 'closed', 'settled']),
  ...balanceShape,
  payments: z.array(tabPaymentViewSchema),
});
export type StaffTabPayments = z.infer<typeof staffTabPaymentsSchema>;

/** The XPay_Nonce event of Nexi's card widget, handed to the completion of a Nexi payment (it pays the nonce first). */
const xpayToken = () =>
  z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_.:-]+$/);
export const nexiNonceSchema = z.object({
  xpayNonce: xpayToken(),
  xpayIdOperazione: xpayToken(),
  xpayTimeStamp: xpayToken(),
  xpayEsito: z.string().min(1).max(10),
  xpayMac: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[A-Fa-f0-9]+$/),
});
export type NexiNonce = z.infer<typeof nexiNonceSchema>;

/** POST /api/tableTab/payments/{id}/complete: empty, or Nexi's nonce. */
export const completeTabPaymentRequestSchema = z.object({ nexiNonce: nexiNonceSchema.optional() }).nullish();

/** The answer to starting a payment: the payment, and what the provider's widget needs (null at the till). */
export const startTabPaymentResponseSchema = z.object({
  payment: tabPaymentViewSchema,
  browserValue: z.string().nullable(),
});
