// GET GetPrenotazione?id (spec 001 §7): DATA, DA, QUANTI and the two cancel fields.
import { reservationInfoResponseSchema } from '@tavola/domain/booking-calls';
import type { ReservationInfo } from '@tavola/domain/booking';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useBookingUrls } from './booking-urls';

export function getReservation(url: string, id: string): Promise<ReservationInfo> {
  return apiRequest(url, { query: { id }, schema: reservationInfoResponseSchema });
}

export function useReservation(id: string | undefined) {
  const urls = useBookingUrls();
  return useQuery({
    queryKey: ['booking', 'reservation', id],
    queryFn: () => getReservation(urls.bookTableReservation, id!),
    enabled: Boolean(id),
    staleTime: 0,
  });
}
