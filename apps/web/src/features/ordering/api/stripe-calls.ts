// Stripe's calls of spec 000 §7: GET stripe/GetStripePublicKey answers the
// publishable key as text; POST stripe/CreatePaymentIntent answers the client secret as text.
// The server charges the saved order's stored total; the amount sent (cents, §9) is checked.
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function getStripePublicKey(): Promise<string> {
  return apiRequest('stripe/GetStripePublicKey', { schema: z.string().min(1) });
}

export function createPaymentIntent(request: {
  orderId: number;
  amount: number;
  mail: string | null;
}): Promise<string> {
  return apiRequest('stripe/CreatePaymentIntent', { method: 'POST', body: request, schema: z.string().min(1) });
}
