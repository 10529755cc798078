// SumUp's calls: GET sumup/getSumupConfig (where the Payment Widget's script is) and
// spec 000 §7 GET sumup/createPayment (query amount in euros, §9, and our orderId; answers the
// checkout id as text). The server creates the checkout for the saved order's stored total.
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function getSumupConfig(): Promise<{ sdkUrl: string; simulated: boolean }> {
  return apiRequest('sumup/getSumupConfig', {
    schema: z.object({ sdkUrl: z.string().min(1), simulated: z.boolean() }),
  });
}

export function createSumupCheckout(request: { orderId: number; amount: number }): Promise<string> {
  return apiRequest('sumup/createPayment', {
    query: { orderId: request.orderId, amount: request.amount },
    schema: z.string().min(1),
  });
}
