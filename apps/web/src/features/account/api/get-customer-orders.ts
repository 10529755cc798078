// GET order/getCustomerOrders?customerId&pageSize (spec 000 §7, 001 §7): the last 20 orders of
// the signed-in customer ('I tuoi ordini'), also read by the ordering summary page when it was
// opened without the order at hand (another tab, a reload after the state was cleared).
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
    // 'I tuoi ordini' follows the restaurant's progress without a reload (issue #11).
    refetchInterval: 5000,
  });
}

export function useCustomerOrder(customerId: number | null, orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['account', 'orders', customerId],
    queryFn: () => getCustomerOrders(customerId!),
    enabled: enabled && customerId != null,
    select: (orders) => orders.find((o) => o.orderId === orderId) ?? null,
  });
}
