// GET GetInfo?p={tableReservationId}_{password} (spec 001 §7): enabled, cucina1, cucina2,
// maxquanti, waserver.
import { getInfoResponseSchema } from '@tavola/domain/booking-calls';
import type { BookingInfo } from '@tavola/domain/booking';
import type { SeatWeb } from '@tavola/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useBookingUrls } from './booking-urls';

export function getBookingInfo(url: string, tableReservationId: string, password: string): Promise<BookingInfo> {
  return apiRequest(url, { query: { p: `${tableReservationId}_${password}` }, schema: getInfoResponseSchema });
}

export function useBookingInfo(seatWeb: SeatWeb | null) {
  const urls = useBookingUrls();
  const id = seatWeb?.tableReservationId ?? null;
  return useQuery({
    queryKey: ['booking', 'info', id],
    queryFn: () => getBookingInfo(urls.bookTableInfo, id!, seatWeb?.tableReservationPassword ?? ''),
    enabled: id != null,
  });
}
