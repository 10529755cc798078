// POST order/saveCustomerOrder (spec 000 §7): the current order with the moment PayNow ('1') or
// PayAfter ('0'); answers orderId, orderNumber and the error flag. The server recomputes every
// amount from its own menu; the amounts sent are only what the diner was shown. The
// idempotency key (domain order-requests.ts) makes a retry or a double click one order.
import type { PaymentMoment } from '@tavola/domain/enums';
import { saveCustomerOrderResponseSchema, type Order, type SaveCustomerOrderResponse } from '@tavola/domain/order';
import type { SaveCustomerOrderRequest } from '@tavola/domain/order-requests';
import { apiRequest } from '../../../lib/api-client';

export function saveCustomerOrder(
  order: Order,
  moment: PaymentMoment,
  idempotencyKey: string,
): Promise<SaveCustomerOrderResponse> {
  const body: SaveCustomerOrderRequest & Omit<Order, 'orderId'> = {
    ...order,
    orderId: order.orderId || null,
    moment,
    idempotencyKey,
  };
  return apiRequest('order/saveCustomerOrder', {
    method: 'POST',
    body,
    schema: saveCustomerOrderResponseSchema,
  });
}
