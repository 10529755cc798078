// How an order moves once the diner has sent it (spec 001 §2/§4 history labels:
// Aperto, Confermato, In produzione, In transito, and delivered read per order type as
// Ritirato / Consegnato / Consumato). The stored orderStatus keeps the spec's numbers
// (enums.ts); the restaurant's acceptance and rejection are recorded beside it, so the stage
// below is derived from both. Pure: the server applies it, the board shows the same buttons.
import { OrderStatus, OrderType, PaymentMethod } from './enums';

export const OrderStage = {
  /** Open anonymous cash order: the diner has not clicked the e-mail link yet (000 §4). */
  AwaitingConfirmation: 'awaiting-confirmation',
  /** Confirmed by the diner, not yet seen by the restaurant. */
  New: 'new',
  Accepted: 'accepted',
  InProduction: 'in-production',
  /** In transito (delivery) or ready to collect / serve. */
  Ready: 'ready',
  Delivered: 'delivered',
  Rejected: 'rejected',
} as const;
export type OrderStage = (typeof OrderStage)[keyof typeof OrderStage];

export const OrderAction = {
  /** Staff confirm an order waiting for the e-mail link (e.g. after a phone call). */
  Confirm: 'confirm',
  Accept: 'accept',
  Reject: 'reject',
  StartProduction: 'start-production',
  Ready: 'ready',
  Deliver: 'deliver',
} as const;
export type OrderAction = (typeof OrderAction)[keyof typeof OrderAction];
export const ORDER_ACTIONS = Object.values(OrderAction) as [OrderAction, ...OrderAction[]];

/** The board's columns, left to right. */
export const BoardColumn = { New: 'new', InProduction: 'in-production', Ready: 'ready', Done: 'done' } as const;
export type BoardColumn = (typeof BoardColumn)[keyof typeof BoardColumn];

export interface OrderProgressFacts {
  orderStatus: number;
  paymentType: number | null;
  accepted: boolean;
  rejected: boolean;
}

/**
 * The stage of an order, or null when it is not the restaurant's yet: an Open order paid
 * online is still being paid (it becomes Confirmed when the provider confirms it).
 */
export function orderStage(o: OrderProgressFacts): OrderStage | null {
  if (o.rejected) return OrderStage.Rejected;
  switch (o.orderStatus) {
    case OrderStatus.Open:
      return o.paymentType === PaymentMethod.Cash ? OrderStage.AwaitingConfirmation : null;
    case OrderStatus.Confirmed:
      return o.accepted ? OrderStage.Accepted : OrderStage.New;
    case OrderStatus.InProduction:
      return OrderStage.InProduction;
    case OrderStatus.InTransit:
      return OrderStage.Ready;
    case OrderStatus.Delivered:
      return OrderStage.Delivered;
    default:
      return null;
  }
}

export function boardColumn(stage: OrderStage): BoardColumn {
  switch (stage) {
    case OrderStage.AwaitingConfirmation:
    case OrderStage.New:
      return BoardColumn.New;
    case OrderStage.Accepted:
    case OrderStage.InProduction:
      return BoardColumn.InProduction;
    case OrderStage.Ready:
      return BoardColumn.Ready;
    default:
      return BoardColumn.Done;
  }
}

/** Where each action may start from and where it leads. */
const transitions: Record<OrderAction, { from: readonly OrderStage[]; to: OrderStage }> = {
  confirm: { from: [OrderStage.AwaitingConfirmation], to: OrderStage.New },
  accept: { from: [OrderStage.New], to: OrderStage.Accepted },
  reject: { from: [OrderStage.AwaitingConfirmation, OrderStage.New, OrderStage.Accepted], to: OrderStage.Rejected },
  'start-production': { from: [OrderStage.Accepted], to: OrderStage.InProduction },
  ready: { from: [OrderStage.InProduction], to: OrderStage.Ready },
  deliver: { from: [OrderStage.Ready], to: OrderStage.Delivered },
};

/** The actions the board offers for an order in this stage. */
export function allowedActions(stage: OrderStage | null): OrderAction[] {
  if (!stage) return [];
  return ORDER_ACTIONS.filter((a) => transitions[a].from.includes(stage));
}

/** The stage the action leads to, or null when it is not allowed from this stage. */
export function nextStage(stage: OrderStage | null, action: OrderAction): OrderStage | null {
  if (!stage || !transitions[action].from.includes(stage)) return null;
  return transitions[action].to;
}

/** The stored orderStatus of a stage (rejection keeps the status the order had). */
export function orderStatusOf(stage: OrderStage, current: number): number {
  switch (stage) {
    case OrderStage.New:
    case OrderStage.Accepted:
      return OrderStatus.Confirmed;
    case OrderStage.InProduction:
      return OrderStatus.InProduction;
    case OrderStage.Ready:
      return OrderStatus.InTransit;
    case OrderStage.Delivered:
      return OrderStatus.Delivered;
    default:
      return current;
  }
}

/** A reason is required to reject (the diner is told it). */
export const REJECT_REASON_MAX_LENGTH = 300;

/** Takeaway and dine-in orders are 'ready', deliveries 'in transit' (001 §4 labels). */
export function readyIsInTransit(orderType: number): boolean {
  return orderType === OrderType.Consegna;
}

/** 'HH:mm' of an estimated ready time. */
export const ESTIMATED_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The diner's order is over for them, so the home page and the side menu stop offering the way
 * back to it: delivered (collected, served, delivered) or rejected; a progress that also tells
 * the order's state (order-state.ts) ends it when cancelled or expired. Anything else is still
 * under way, an online payment being verified included.
 */
export function orderConcluded(progress: { stage: OrderStage | null; state?: string | null }): boolean {
  return (
    progress.stage === OrderStage.Delivered ||
    progress.stage === OrderStage.Rejected ||
    progress.state === 'cancelled' ||
    progress.state === 'expired'
  );
}
