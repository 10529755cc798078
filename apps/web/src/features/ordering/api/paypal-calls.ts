// PayPal's calls: GET paypal/getPaypalClientID (spec 000 §7) answers the client id as
// text; POST paypal/createOrder (ours) creates the PayPal order of a saved order for its stored
// total and answers its id. The amount (euros, §9) is sent so the server can refuse a mismatch.
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function getPaypalClientId(): Promise<string> {
  return apiRequest('paypal/getPaypalClientID', { schema: z.string().min(1) });
}

export function createPaypalOrder(request: { orderId: number; amount: number }): Promise<string> {
  return apiRequest('paypal/createOrder', { method: 'POST', body: request, schema: z.string().min(1) });
}
