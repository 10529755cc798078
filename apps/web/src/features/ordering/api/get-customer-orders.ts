// GET order/getCustomerOrders?customerId&pageSize (spec 000 §7): the customer's orders, used
// by the summary page when it was opened without the order at hand (another tab, a reload
// after the state was cleared).
import { orderSchema, type Order } from '@tavola/domain/order';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function getCustomerOrders(customerId: number, pageSize = 20): Promise<Order[]> {
  return apiRequest('order/getCustomerOrders', { query: { customerId, pageSize }, schema: z.array(orderSchema) });
}

export function useCustomerOrder(customerId: number | null, orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['customerOrders', customerId],
    queryFn: () => getCustomerOrders(customerId!),
    enabled: enabled && customerId != null,
    select: (orders) => orders.find((o) => o.orderId === orderId) ?? null,
  });
}
