// GET order/confirmCustomerOrder?orderId&checkCode (spec 000 §7): the e-mail link confirms the
// order while it waits for it. alreadyConfirmed: the link was used before; state: the order's
// state after the call (rejected with its reason, cancelled...), for the landing page.
import { confirmOrderResponseSchema, type ConfirmOrderResponse } from '@tavola/domain/order-state';
import { apiRequest } from '../../../lib/api-client';

export type { ConfirmOrderResponse };

export function confirmCustomerOrder(orderId: number, checkCode: string): Promise<ConfirmOrderResponse> {
  return apiRequest('order/confirmCustomerOrder', {
    query: { orderId, checkCode },
    schema: confirmOrderResponseSchema,
  });
}
