// GET order/getCustomerOrders?customerId&pageSize (spec 000 §7, 001 §7): the last 20 orders of
// the signed-in customer ('I tuoi ordini'), also read by the ordering summary page when it was
// opened without the order at hand (another tab, a reload after the state was cleared).
import { customerOrderSchema } from '@tavola/domain/order-history';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useDinerOrderEvents } from '../../../lib/diner-order-events';

export const ORDER_HISTORY_PAGE_SIZE = 20;

export function getCustomerOrders(customerId: number) {
  return apiRequest('order/getCustomerOrders', {
    query: { customerId, pageSize: ORDER_HISTORY_PAGE_SIZE },
    schema: z.array(customerOrderSchema),
  });
}

export function useCustomerOrders(customerId: number | null) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['account', 'orders', customerId] });
  // Any change to one of the diner's orders reloads the list; polled only while the stream is down.
  const live = useDinerOrderEvents(customerId != null, refresh, refresh);
  return useQuery({
    queryKey: ['account', 'orders', customerId],
    queryFn: () => getCustomerOrders(customerId!),
    enabled: customerId != null,
    staleTime: 0,
    // 'I tuoi ordini' follows the restaurant's progress without a reload.
    refetchInterval: live ? false : 5000,
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
