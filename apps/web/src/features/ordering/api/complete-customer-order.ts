// POST order/completeCustomerOrder (spec 000 §7): the saved order with the payment method and
// reference. The server marks it Paid only after verifying the payment itself (docs/contract/README.md).
import type { CompleteCustomerOrderRequest } from '@tavola/domain/order-requests';
import { saveCustomerOrderResponseSchema, type Order, type SaveCustomerOrderResponse } from '@tavola/domain/order';
import { apiRequest } from '../../../lib/api-client';

export function completeCustomerOrder(order: Order): Promise<SaveCustomerOrderResponse> {
  const body: CompleteCustomerOrderRequest & Partial<Order> = {
    ...order,
    orderId: order.orderId,
    paymentType: order.paymentType ?? 0,
    paymentReference: order.paymentReference,
  };
  return apiRequest('order/completeCustomerOrder', {
    method: 'POST',
    body,
    schema: saveCustomerOrderResponseSchema,
  });
}
