// What state an order is really in, for everything that tells the diner or the restaurant:
// the mailed confirmation link and its landing page, the diner's summary pages, the summary
// and update mails, the board's payment badge. The stored orderStatus alone does not say it:
// a rejection keeps the status the order had (order_progress holds it), an unpaid online order
// may have been cancelled (orders.cancelled_at), a refund lives beside the payment. One
// function reads all of them so no screen or mail tells a different story.
import { z } from 'zod';
import { OrderStatus, PaymentStatus } from './enums';
import { OrderStage, orderStage } from './order-progress';
import { int4 } from './primitives';

export const OrderState = {
  ...OrderStage,
  /** An online order whose payment is not verified yet. */
  BeingPaid: 'being-paid',
  /** An online order cancelled for want of payment. */
  Cancelled: 'cancelled',
  /** Waiting for the e-mail link when the order can no longer be served. */
  Expired: 'expired',
} as const;
export type OrderState = (typeof OrderState)[keyof typeof OrderState];
export const ORDER_STATES = Object.values(OrderState) as [OrderState, ...OrderState[]];

/** A rejected paid order's money: given back through the provider, or still owed by the restaurant. */
export const REFUND_STATES = ['refunded', 'due'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export interface OrderStateFacts {
  orderStatus: number;
  paymentType: number | null;
  paymentStatus: number;
  accepted: boolean;
  rejected: boolean;
  cancelled: boolean;
  /** The moment the order can no longer be served has passed (confirmationDeadline). */
  pastServing: boolean;
  refund: RefundState | null;
}

export interface CurrentOrderState {
  state: OrderState;
  /** Rejected, cancelled or expired: nothing the diner does changes it any more. */
  final: boolean;
  /** Paid and not given back. */
  paid: boolean;
  /** Set only for a paid (or cancelled) order whose money goes back. */
  refund: RefundState | null;
}

const FINAL: readonly OrderState[] = [OrderState.Rejected, OrderState.Cancelled, OrderState.Expired];

export function currentOrderState(f: OrderStateFacts): CurrentOrderState {
  const wasPaid = f.paymentStatus === PaymentStatus.Paid;
  // A payment that arrived for a cancelled order is given back too (the order was never paid).
  const refund = wasPaid || f.cancelled ? f.refund : null;
  let state: OrderState;
  if (f.rejected) state = OrderState.Rejected;
  else if (f.cancelled) state = OrderState.Cancelled;
  else {
    const stage = orderStage({
      orderStatus: f.orderStatus,
      paymentType: f.paymentType,
      accepted: f.accepted,
      rejected: false,
    });
    if (stage === OrderStage.AwaitingConfirmation) state = f.pastServing ? OrderState.Expired : stage;
    else state = stage ?? (f.orderStatus === OrderStatus.Open ? OrderState.BeingPaid : OrderState.New);
  }
  return { state, final: FINAL.includes(state), paid: wasPaid && refund !== 'refunded', refund };
}

/**
 * What the mailed confirmation link does to an order in this state: confirm it (only while it
 * waits for the link), report it confirmed earlier, or change nothing and show the state.
 */
export function confirmationLinkEffect(state: OrderState): 'confirm' | 'already-confirmed' | 'show' {
  switch (state) {
    case OrderState.AwaitingConfirmation:
      return 'confirm';
    case OrderState.New:
    case OrderState.Accepted:
    case OrderState.InProduction:
    case OrderState.Ready:
    case OrderState.Delivered:
      return 'already-confirmed';
    default:
      return 'show';
  }
}

/**
 * Until when the mailed confirmation link of an order is good: the order's requested time
 * when it has one (after it the order cannot be served), never later than now + the
 * configured validity. `requestedAt` is the requested time as an instant (venueInstant).
 */
export function confirmationDeadline(now: Date, validityMs: number, requestedAt: Date | null): Date {
  const latest = now.getTime() + validityMs;
  return new Date(requestedAt ? Math.min(latest, requestedAt.getTime()) : latest);
}

/**
 * The instant of a venue-local wall-clock time ('YYYY-MM-DD' and 'HH:mm') in an IANA zone.
 * Inside the hour skipped when DST starts it answers the instant an hour later's offset gives.
 */
export function venueInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const naive = Date.UTC(y, m - 1, d, hh, mm);
  const offsetAt = (instant: number) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(new Date(instant))
        .map((p) => [p.type, p.value]),
    );
    const local = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour) % 24,
      Number(parts.minute),
    );
    return local - Math.floor(instant / 60_000) * 60_000;
  };
  const first = naive - offsetAt(naive);
  return new Date(naive - offsetAt(first));
}

/**
 * order/confirmCustomerOrder's answer (spec 000 §7 keeps alreadyConfirmed): what the link did
 * and the order's state after it, for its landing page.
 */
export const confirmOrderResponseSchema = z.object({
  orderId: int4(),
  orderNumber: int4(),
  /** A second click on the link: the order was already confirmed, nothing changed. */
  alreadyConfirmed: z.boolean(),
  state: z.enum(ORDER_STATES),
  /** The restaurant's reason when the state is 'rejected'. */
  rejectionReason: z.string().nullable(),
  refund: z.enum(REFUND_STATES).nullable(),
  ckError: z.boolean(),
  ckErrorStr: z.string().nullable(),
  ckErrorCode: int4().nullable(),
});
export type ConfirmOrderResponse = z.infer<typeof confirmOrderResponseSchema>;

/** order/getOrderProgress and the diner's order stream: the progress and the order's real state. */
// Kept here, not beside the staff board's schemas, so that a diner's page reaching the order's
// state does not load the board's.
const stages = Object.values(OrderStage) as [OrderStage, ...OrderStage[]];

/** What the diner's pages show of the restaurant's progress (order/getOrderProgress). */
export const orderProgressSchema = z.object({
  orderId: int4(),
  orderType: int4(),
  orderStatus: int4(),
  /** Null while an online payment is still being verified. */
  stage: z.enum(stages).nullable(),
  estimatedReadyTime: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});

export const orderProgressViewSchema = orderProgressSchema.extend({
  state: z.enum(ORDER_STATES),
  /** Paid and not given back. */
  paid: z.boolean(),
  refund: z.enum(REFUND_STATES).nullable(),
  /** 'HH:mm' venue-local when the order was collected, delivered or served, so the page says it. */
  deliveredTime: z.string().max(5).nullable(),
});
export type OrderProgressView = z.infer<typeof orderProgressViewSchema>;
