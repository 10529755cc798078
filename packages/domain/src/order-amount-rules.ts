// Order amounts of spec 000 §5: minimum order and delivery cost. The same functions run in
// the browser (to show and block) and on the server (to recompute what it stores).
import { cartTotal } from './cart-rules';
import type { SeatWeb } from './entities';
import { OrderType } from './enums';
import { fromCents, toCents } from './money';
import type { CartLine } from './order';

type MinimumOrderSettings = Pick<SeatWeb, 'takeawayMinimumOrder' | 'deliveryMinimumOrder'>;
type DeliverySettings = Pick<SeatWeb, 'deliveryCost' | 'freeDeliveryThreshold'>;

/** Takeaway uses takeawayMinimumOrder, delivery deliveryMinimumOrder, every other type 0. */
export function minimumOrderFor(orderType: OrderType, seatWeb: MinimumOrderSettings): number {
  if (orderType === OrderType.Asporto) return seatWeb.takeawayMinimumOrder;
  if (orderType === OrderType.Consegna) return seatWeb.deliveryMinimumOrder;
  return 0;
}

/**
 * The minimum order applies to the products only: the delivery cost never counts towards it
 * (otherwise a cost the restaurant adds would help an order pass its own minimum). Spec 000 §5
 * says "the order amount"; the app says plainly which amount that is, so the
 * cart shows the minimum beside the products and names what is missing.
 * Completion is blocked strictly below the minimum; an amount equal to it passes.
 */
export function isBelowMinimumOrder(productAmount: number, minimum: number): boolean {
  return toCents(productAmount) < toCents(minimum);
}

/** How much more of products the order needs to reach the minimum (0 when it does). */
export function minimumOrderShortfall(productAmount: number, minimum: number): number {
  return fromCents(Math.max(0, toCents(minimum) - toCents(productAmount)));
}

/**
 * Delivery cost (000 §5): only for delivery, and only when both freeDeliveryThreshold and
 * deliveryCost are above 0; a threshold of 0 means no delivery cost at all. The spec leaves
 * open whether the cost is waived above the threshold; we waive it when the product amount
 * reaches the threshold (>=), since "free delivery from €X" is what a diner reads and the
 * spec shows the cost only while the amount is below the threshold.
 */
export function deliveryCostFor(orderType: OrderType, productAmount: number, seatWeb: DeliverySettings): number {
  if (orderType !== OrderType.Consegna) return 0;
  const threshold = toCents(seatWeb.freeDeliveryThreshold);
  const cost = toCents(seatWeb.deliveryCost);
  if (threshold <= 0 || cost <= 0) return 0;
  return toCents(productAmount) < threshold ? fromCents(cost) : 0;
}

export interface OrderTotals {
  productAmount: number;
  deliveryAmount: number;
  totalAmount: number;
}

/** The three amounts of an order (000 §3 Order) from its cart lines. */
export function orderTotals(lines: readonly CartLine[], orderType: OrderType, seatWeb: DeliverySettings): OrderTotals {
  const productAmount = cartTotal(lines);
  const deliveryAmount = deliveryCostFor(orderType, productAmount, seatWeb);
  return { productAmount, deliveryAmount, totalAmount: fromCents(toCents(productAmount) + toCents(deliveryAmount)) };
}
