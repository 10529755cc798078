// POST testCard/createPayment {orderId} (ours; demo and dev only): a payment of the
// offline test card for a saved order. The server takes the amount from the stored order.
// It is confirmed with confirm-test-card-payment.ts; order/completeCustomerOrder then follows
// with paymentType Card and paymentReference = paymentId, which the server verifies.
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const testCardPaymentSchema = z.looseObject({
  paymentId: z.string(),
  orderId: z.number().int(),
  amount: z.number(),
  status: z.string(),
});
export type TestCardPayment = z.infer<typeof testCardPaymentSchema>;

export function createTestCardPayment(orderId: number): Promise<TestCardPayment> {
  return apiRequest('testCard/createPayment', { method: 'POST', body: { orderId }, schema: testCardPaymentSchema });
}
