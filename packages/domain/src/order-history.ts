// order/getCustomerOrders ('I tuoi ordini'): the spec's Order fields, kept for its callers, and
// beside them the order's real state (currentOrderState) with the times each step really
// happened, so the history shows a rejected or cancelled order as such and a collected order
// with its collection time rather than the requested one.
import { z } from 'zod';
import { orderSchema } from './order';
import { ORDER_STATES, REFUND_STATES } from './order-state';

/** A venue-local 'YYYY-MM-DD HH:mm', or null when the step has not happened. */
const localMoment = z.string().max(16).nullable();

export const customerOrderSchema = orderSchema.extend({
  state: z.enum(ORDER_STATES),
  /** The restaurant's reason when the state is 'rejected' ('' when it gave none). */
  rejectionReason: z.string().nullable(),
  refund: z.enum(REFUND_STATES).nullable(),
  /** 'HH:mm' venue-local, given at acceptance. */
  estimatedReadyTime: z.string().max(5).nullable(),
  acceptedAt: localMoment,
  readyAt: localMoment,
  /** Collected, delivered or served. */
  deliveredAt: localMoment,
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/** 'HH:mm' of a venue-local 'YYYY-MM-DD HH:mm', or null. */
export function timeOfMoment(moment: string | null | undefined): string | null {
  return moment && moment.length >= 16 ? moment.slice(11, 16) : null;
}
