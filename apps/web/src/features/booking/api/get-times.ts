// GET GetOrariDisponibiliCapacita?id&day&quanti[&cucina] (spec 001 §7): the time bands of a day
// that still fit the party, each with its times.
import { timesResponseSchema, type TimesResponse } from '@tavola/domain/booking-calls';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useBookingUrls } from './booking-urls';

export interface TimesParams {
  id: string;
  /** dd-MM-yyyy */
  day: string;
  quanti: number;
  /** Sent only when the venue has two kitchens. */
  cucina?: number;
}

export function getTimes(url: string, params: TimesParams): Promise<TimesResponse> {
  return apiRequest(url, { query: { ...params }, schema: timesResponseSchema });
}

export function useTimes(params: Partial<TimesParams>) {
  const urls = useBookingUrls();
  const ready = Boolean(params.id && params.day && params.quanti);
  return useQuery({
    queryKey: ['booking', 'times', params.id, params.day, params.quanti, params.cucina ?? null],
    queryFn: () => getTimes(urls.bookTableTimesAvailability, params as TimesParams),
    enabled: ready,
    staleTime: 0,
  });
}
