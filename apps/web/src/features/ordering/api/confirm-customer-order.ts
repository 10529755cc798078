// GET order/confirmCustomerOrder?orderId&checkCode (spec 000 §7): the e-mail link confirms the
// order.
import { apiRequest } from '../../../lib/api-client';

export async function confirmCustomerOrder(orderId: number, checkCode: string): Promise<void> {
  await apiRequest('order/confirmCustomerOrder', { query: { orderId, checkCode } });
}
