// GET order/confirmCustomerOrder?orderId&checkCode (spec 000 §7): the e-mail link confirms the
// order. alreadyConfirmed: the link was used before (issue #14 item 6).
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const confirmResponseSchema = z.object({ orderId: z.number(), orderNumber: z.number(), alreadyConfirmed: z.boolean() });
export type ConfirmOrderResponse = z.infer<typeof confirmResponseSchema>;

export async function confirmCustomerOrder(orderId: number, checkCode: string): Promise<ConfirmOrderResponse> {
  return confirmResponseSchema.parse(await apiRequest('order/confirmCustomerOrder', { query: { orderId, checkCode } }));
}
