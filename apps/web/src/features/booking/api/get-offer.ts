// GET GetOfferta?off (spec 001 §7): an offer by its code; the book-table page shows it when its
// address carries ?off=CODE and sends the code with the reservation (sconto).
import { offerSchema, type Offer } from '@tavola/domain/booking-calls';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useBookingUrls } from './booking-urls';

export function getOffer(url: string, off: string): Promise<Offer> {
  return apiRequest(url, { query: { off }, schema: offerSchema });
}

export function useOffer(off: string | null) {
  const urls = useBookingUrls();
  return useQuery({
    queryKey: ['booking', 'offer', off],
    queryFn: () => getOffer(urls.bookTableOffer, off!),
    enabled: Boolean(off),
    retry: false,
  });
}
