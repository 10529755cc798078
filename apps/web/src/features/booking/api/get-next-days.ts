// GET ProssimiDisponibili?id (spec 001 §7): the next days with free places.
import { nextDaysResponseSchema, type NextDaysResponse } from '@tavola/domain/booking-calls';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useBookingUrls } from './booking-urls';

export function getNextDays(url: string, id: string): Promise<NextDaysResponse> {
  return apiRequest(url, { query: { id }, schema: nextDaysResponseSchema });
}

export function useNextDays(id: string | null, enabled: boolean) {
  const urls = useBookingUrls();
  return useQuery({
    queryKey: ['booking', 'days', id],
    queryFn: () => getNextDays(urls.bookTableDatesAvailability, id!),
    enabled: enabled && id != null,
    // Availability moves with every reservation.
    staleTime: 0,
  });
}
