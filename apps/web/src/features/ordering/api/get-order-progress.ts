// GET order/getOrderProgress?orderId (ours): where the restaurant is with the order.
// Pushed live over the diner's order stream (lib/diner-order-events.ts) while it is connected;
// polled while it is not (EventSource missing, refused or reconnecting), so each status shows
// without a reload either way. Polling stops once the order is delivered or will not be served.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { orderProgressViewSchema } from '@tavola/domain/order-state';
import { apiRequest } from '../../../lib/api-client';
import { useDinerOrderEvents } from '../../../lib/diner-order-events';

export const ORDER_PROGRESS_POLL_MS = 3000;

export function getOrderProgress(orderId: number) {
  return apiRequest('order/getOrderProgress', { query: { orderId }, schema: orderProgressViewSchema });
}

const progressKey = (orderId: number) => ['ordering', 'progress', orderId];

export function useOrderProgress(orderId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  const live = useDinerOrderEvents(
    enabled && orderId > 0,
    (progress) => queryClient.setQueryData(progressKey(progress.orderId), progress),
    // What happened between the first read and the stream's start is read once more.
    () => void queryClient.invalidateQueries({ queryKey: progressKey(orderId) }),
  );
  return useQuery({
    queryKey: progressKey(orderId),
    queryFn: () => getOrderProgress(orderId),
    enabled: enabled && orderId > 0,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return live || state === 'delivered' || state === 'rejected' || state === 'cancelled' || state === 'expired'
        ? false
        : ORDER_PROGRESS_POLL_MS;
    },
  });
}
