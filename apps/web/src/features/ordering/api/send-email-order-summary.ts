// GET order/sendEmailOrderSummary?orderId&customerId (spec 000 §7): mails the order summary.
import { apiRequest } from '../../../lib/api-client';

export async function sendEmailOrderSummary(orderId: number, customerId: number): Promise<void> {
  await apiRequest('order/sendEmailOrderSummary', { query: { orderId, customerId } });
}
