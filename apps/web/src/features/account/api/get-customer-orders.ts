// GET order/getCustomerOrders?customerId&pageSize (spec 001 §7): the last 20 orders of the
// signed-in customer ('I tuoi ordini').
import { orderSchema } from '@tavola/domain/order';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const ORDER_HISTORY_PAGE_SIZE = 20;

export function getCustomerOrders(customerId: number) {
  return apiRequest('order/getCustomerOrders', {
    query: { customerId, pageSize: ORDER_HISTORY_PAGE_SIZE },
    schema: z.array(orderSchema),
  });
}

export function useCustomerOrders(customerId: number | null) {
  return useQuery({
    queryKey: ['account', 'orders', customerId],
    queryFn: () => getCustomerOrders(customerId!),
    enabled: customerId != null,
    staleTime: 0,
  });
}
