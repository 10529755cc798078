// The end-of-day screen's calls: one venue's summary of a service day (the server aggregates,
// the same figures as the dashboard's for that day) and "Stampa in cucina".
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { endOfDaySchema } from '@tavola/domain/end-of-day';
import { staffCall } from '../../lib/staff-api-call';

/** `date` empty: today's service day on the venue's clock. */
export function useEndOfDay(seatWebId: number | null, date: string) {
  const path = `venues/${seatWebId}/end-of-day${date ? `?date=${date}` : ''}`;
  return useQuery({
    queryKey: ['staff', 'end-of-day', path],
    queryFn: () => staffCall(path, endOfDaySchema),
    enabled: seatWebId !== null,
    staleTime: 30_000,
  });
}

export function usePrintInKitchen(seatWebId: number | null) {
  return useMutation({
    mutationFn: (date: string) =>
      staffCall(`venues/${seatWebId}/end-of-day/print`, z.object({ jobs: z.number() }), {
        method: 'POST',
        body: { date },
      }),
  });
}
