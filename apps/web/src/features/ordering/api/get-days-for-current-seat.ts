// GET timeFrameWeb/getDaysForCurrentSeat?menuPublicationStatus (spec 000 §7): the days of the
// next 3 on which the session's venue serves the order type.
import { daySchema, type Day } from '@tavola/domain/menu';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function getDaysForCurrentSeat(menuPublicationStatus: number): Promise<Day[]> {
  return apiRequest('timeFrameWeb/getDaysForCurrentSeat', {
    query: { menuPublicationStatus },
    schema: z.array(daySchema),
  });
}

export function useDaysForCurrentSeat(seatWebId: number | undefined, menuPublicationStatus: number | null) {
  return useQuery({
    queryKey: ['days', seatWebId, menuPublicationStatus],
    queryFn: () => getDaysForCurrentSeat(menuPublicationStatus!),
    enabled: seatWebId != null && menuPublicationStatus != null,
    // The day list moves with the clock.
    staleTime: 0,
  });
}
