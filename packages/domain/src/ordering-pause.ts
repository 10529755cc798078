// The venue's pause of online orders as the diners see it (the staff board's "Pausa"): from the
// home page on, with the staff's reason and the time it ends, and only the times it covers are
// refused (slot-rules pauseCovers: the slots before its end, an order at the table while it
// lasts). seatWeb/getOrderingPauses answers these.
import { z } from 'zod';
import { int4 } from './primitives';
import { venueLocalTime } from './slot-rules';

export const dinerOrderingPauseSchema = z.object({
  seatWebId: int4(),
  /** ISO instant the pause ends. */
  pausedUntil: z.string(),
  /** The end on the venue's clock: 'YYYY-MM-DD' and 'HH:mm'. */
  untilDate: z.string(),
  untilTime: z.string(),
  /** The end falls on the venue's current date (else the day is shown with the time). */
  endsToday: z.boolean(),
  /** The staff's reason, '' when none was given. */
  reason: z.string(),
});
export type DinerOrderingPause = z.infer<typeof dinerOrderingPauseSchema>;

/** A pause as the diners are told of it, or null when it is over. */
export function dinerOrderingPause(
  pause: { seatWebId: number; pausedUntil: Date; reason: string },
  timeZone: string,
  now: Date,
): DinerOrderingPause | null {
  if (pause.pausedUntil.getTime() <= now.getTime()) return null;
  const until = venueLocalTime(pause.pausedUntil, timeZone);
  return {
    seatWebId: pause.seatWebId,
    pausedUntil: pause.pausedUntil.toISOString(),
    untilDate: until.date,
    untilTime: until.time,
    endsToday: until.date === venueLocalTime(now, timeZone).date,
    reason: pause.reason,
  };
}

/** The pause is still on at this instant (the diner's page keeps no pause past its end). */
export function pauseStillOn(pause: Pick<DinerOrderingPause, 'pausedUntil'>, now: Date): boolean {
  return Date.parse(pause.pausedUntil) > now.getTime();
}
