// What the slot of the book-table form offers (spec 001 §2, §4): the days come from
// ProssimiDisponibili and the first is preselected once they arrive; day, people and kitchen
// load the time bands, and new bands preselect the first with an empty first time.
import { useEffect, useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNextDays } from '../api/get-next-days';
import { useTimes } from '../api/get-times';
import type { BookTableValues } from './use-book-table-form';

export function useBookingSlot(
  form: UseFormReturn<BookTableValues>,
  venueId: string | null,
  enabled: boolean,
  twoKitchens: boolean,
) {
  const { setValue, watch } = form;
  const [day, quanti, kitchen, bandIndex] = watch(['day', 'quanti', 'kitchen', 'bandIndex']);
  const days = useNextDays(venueId, enabled);

  const dayList = useMemo(() => days.data?.turni ?? [], [days.data]);
  useEffect(() => {
    if (!day && dayList.length > 0) setValue('day', dayList[0].data);
  }, [day, dayList, setValue]);

  const times = useTimes({ id: venueId ?? undefined, day, quanti, cucina: twoKitchens ? kitchen : undefined });
  const bands = useMemo(() => times.data?.turni ?? [], [times.data]);
  useEffect(() => {
    setValue('bandIndex', 0);
    setValue('time', '');
  }, [times.data, setValue]);

  return { days, dayList, times, bands, band: bands[bandIndex] ?? null };
}
