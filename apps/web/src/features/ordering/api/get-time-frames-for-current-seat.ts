// GET timeFrameWeb/getTimeFramesForCurrentSeat?date&menuPublicationStatus (spec 000 §7): the
// time frames of a day; for today the server leaves out the frames already over (§4 "the
// current time is used").
import { timeFrameSchema, type TimeFrame } from '@tavola/domain/menu';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function getTimeFramesForCurrentSeat(date: string, menuPublicationStatus: number): Promise<TimeFrame[]> {
  return apiRequest('timeFrameWeb/getTimeFramesForCurrentSeat', {
    query: { date, menuPublicationStatus },
    schema: z.array(timeFrameSchema),
  });
}

export function useTimeFramesForCurrentSeat(
  seatWebId: number | undefined,
  date: string | null,
  menuPublicationStatus: number | null,
) {
  return useQuery({
    queryKey: ['timeFrames', seatWebId, date, menuPublicationStatus],
    queryFn: () => getTimeFramesForCurrentSeat(date!, menuPublicationStatus!),
    enabled: seatWebId != null && date != null && menuPublicationStatus != null,
    staleTime: 0,
  });
}
