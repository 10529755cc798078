// GET order/sendEmailConfirmOrder?orderId&customerId&callbackUrl (spec 000 §7): mails the
// link that confirms an anonymous cash order. The callback is our order-confirmed page.
import { apiRequest } from '../../../lib/api-client';

export async function sendEmailConfirmOrder(orderId: number, customerId: number, callbackUrl: string): Promise<void> {
  await apiRequest('order/sendEmailConfirmOrder', { query: { orderId, customerId, callbackUrl } });
}
