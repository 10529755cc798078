// GET order/getOrderProgress?orderId (ours, issue #11): where the restaurant is with the order.
// Polled while the diner looks at the order, so each status shows without a reload; polling
// stops once the order is delivered or rejected.
import { useQuery } from '@tanstack/react-query';
import { orderProgressSchema } from '@tavola/domain/order-board';
import { apiRequest } from '../../../lib/api-client';

export const ORDER_PROGRESS_POLL_MS = 3000;

export function getOrderProgress(orderId: number) {
  return apiRequest('order/getOrderProgress', { query: { orderId }, schema: orderProgressSchema });
}

export function useOrderProgress(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['ordering', 'progress', orderId],
    queryFn: () => getOrderProgress(orderId),
    enabled: enabled && orderId > 0,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => {
      const stage = query.state.data?.stage;
      return stage === 'delivered' || stage === 'rejected' ? false : ORDER_PROGRESS_POLL_MS;
    },
  });
}
