// An order's status is derived from what the server verified, never from the order of the
// calls that led there (spec 000 §4):
// - a verified online payment makes it Confirmed and Paid together;
// - cash: an anonymous diner's order is Open until its e-mail link is opened, a registered
//   diner's is Confirmed at once;
// - an online method (or none yet) without a verified payment stays Open with payment Open.
import { OrderStatus, PaymentMethod } from './enums';

export interface OrderStatusFacts {
  /** The method the order is saved or completed with (null: none chosen yet). */
  paymentType: number | null;
  /** The server verified a payment for the order with its provider. */
  paid: boolean;
  /** The customer is anonymous (no confirmed e-mail of their own). */
  anonymous: boolean;
  /** The order's e-mail confirmation link was opened. */
  emailConfirmed: boolean;
}

export function verifiedOrderStatus(facts: OrderStatusFacts): typeof OrderStatus.Open | typeof OrderStatus.Confirmed {
  if (facts.paid) return OrderStatus.Confirmed;
  if (facts.paymentType === PaymentMethod.Cash) {
    return facts.anonymous && !facts.emailConfirmed ? OrderStatus.Open : OrderStatus.Confirmed;
  }
  return OrderStatus.Open;
}

/** Staff moves (in production, in transit, delivered) are never undone by a diner's call. */
export function nextOrderStatus(current: number, facts: OrderStatusFacts): number {
  return current > OrderStatus.Confirmed ? current : verifiedOrderStatus(facts);
}
