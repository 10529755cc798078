// GET payments/getOnlinePaymentMethods (ours): the online providers the company can
// take money with, and whether each is the demo's simulated one (labelled on screen).
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const onlinePaymentMethodSchema = z.looseObject({
  provider: z.string(),
  paymentType: z.number().int(),
  simulated: z.boolean(),
  scriptUrl: z.string().optional(),
});
export type OnlinePaymentMethod = z.infer<typeof onlinePaymentMethodSchema>;

export function getOnlinePaymentMethods(): Promise<OnlinePaymentMethod[]> {
  return apiRequest('payments/getOnlinePaymentMethods', { schema: z.array(onlinePaymentMethodSchema) });
}

export function useOnlinePaymentMethods() {
  return useQuery({ queryKey: ['onlinePaymentMethods'], queryFn: getOnlinePaymentMethods, staleTime: 60_000 });
}
