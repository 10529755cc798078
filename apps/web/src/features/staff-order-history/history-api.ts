// The order history's calls: a search paged by keyset ("Carica altri" asks for the page after
// the last order shown), one order opened, and the CSV export's address (a plain download:
// the browser streams it to disk, the page holds none of it).
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  orderHistoryDetailSchema,
  orderHistoryPageSchema,
  type OrderHistoryFilters,
} from '@tavola/domain/order-history-search';
import { staffCall } from '../../lib/staff-api-call';

/** The filters as a query string, empty fields left out. */
export function filtersQuery(filters: OrderHistoryFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  return query;
}

export function useOrderHistory(filters: OrderHistoryFilters) {
  const base = filtersQuery(filters).toString();
  return useInfiniteQuery({
    queryKey: ['staff', 'orders', base],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams(base);
      if (pageParam) query.set('cursor', pageParam);
      return staffCall(`orders?${query}`, orderHistoryPageSchema);
    },
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30_000,
  });
}

export function useHistoryOrder(orderId: number | null) {
  return useQuery({
    queryKey: ['staff', 'orders', 'one', orderId],
    queryFn: () => staffCall(`orders/${orderId}`, orderHistoryDetailSchema),
    enabled: orderId !== null,
  });
}

export function exportHref(filters: OrderHistoryFilters, options: { lines: boolean; lang: 'it' | 'en' }): string {
  const query = filtersQuery(filters);
  if (options.lines) query.set('lines', '1');
  query.set('lang', options.lang);
  return `/api/staff/orders.csv?${query}`;
}

/** The bookings of the same days and venue as CSV (the other filters are the orders'). */
export function bookingsExportHref(filters: OrderHistoryFilters, lang: 'it' | 'en'): string {
  const query = filtersQuery({ from: filters.from, to: filters.to, seatWebId: filters.seatWebId });
  query.set('lang', lang);
  return `/api/staff/bookings.csv?${query}`;
}
