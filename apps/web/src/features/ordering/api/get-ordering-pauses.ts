// GET seatWeb/getOrderingPauses (ours): the pauses of online orders still on at the company's
// venues, shown from the home page on. Read again every minute and when the diner comes back
// to the tab, and a pause is dropped at its end without waiting for the next read.
import { useQuery } from '@tanstack/react-query';
import { dinerOrderingPauseSchema, pauseStillOn, type DinerOrderingPause } from '@tavola/domain/ordering-pause';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const ORDERING_PAUSES_POLL_MS = 60_000;

export function getOrderingPauses(): Promise<DinerOrderingPause[]> {
  return apiRequest('seatWeb/getOrderingPauses', { schema: z.array(dinerOrderingPauseSchema) });
}

export const orderingPausesKey = (companyUrlName: string) => ['ordering-pauses', companyUrlName.toLowerCase()];

/** The pauses still on at the company's venues (none while loading or when the call fails). */
export function useOrderingPauses(companyUrlName: string): DinerOrderingPause[] {
  const query = useQuery({
    queryKey: orderingPausesKey(companyUrlName),
    queryFn: getOrderingPauses,
    staleTime: 0,
    refetchInterval: ORDERING_PAUSES_POLL_MS,
    refetchOnWindowFocus: true,
    // A failed read is not the diner's to be told of: the order save still refuses a covered time.
    meta: { notifyOnError: false },
  });
  const pauses = query.data ?? [];
  const [now, setNow] = useState(() => Date.now());
  // Wake up when the next pause ends, so its alert goes at that minute.
  const nextEnd = Math.min(...pauses.map((p) => Date.parse(p.pausedUntil)).filter((end) => end > now));
  useEffect(() => {
    if (!Number.isFinite(nextEnd)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(nextEnd - Date.now() + 500, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [nextEnd]);
  return pauses.filter((pause) => pauseStillOn(pause, new Date(now)));
}
