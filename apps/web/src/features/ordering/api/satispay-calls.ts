// Satispay's call of spec 000 §7: GET satispay/createPayment with the amount in cents
// and the saved order's id answers the Satispay payment id as text. The server charges the
// order's stored total; an amount that disagrees is refused.
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function createSatispayPayment(request: { orderId: number; amount: number }): Promise<string> {
  return apiRequest('satispay/createPayment', { query: request, schema: z.string().min(1) });
}
