// The venue's pause of online orders as the diners meet it (issue #11): saving an order while
// the venue is paused is refused with the time it ends and the staff's reason.
import { badRequest } from '@tavola/domain/error-codes';
import { venueLocalTime } from '@tavola/domain/slot-rules';
import type { DbOrTx } from '../../db/database';
import { findPause, findVenue } from './order-board-repository';

export const orderingPausedMessage = (until: string, reason: string) =>
  `Al momento il ristorante non accetta ordini online (fino alle ${until}).${reason ? ` ${reason}` : ''}`;

/** Throws 400 ORDERING_PAUSED while the venue's pause lasts. */
export async function assertOrderingOpen(db: DbOrTx, seatWebId: number | null, now: Date): Promise<void> {
  if (seatWebId == null) return;
  const pause = await findPause(db, seatWebId);
  if (!pause || pause.pausedUntil.getTime() <= now.getTime()) return;
  const venue = await findVenue(db, seatWebId);
  assertNotPaused(pause, venue?.timeZone ?? null, now);
}

/**
 * The same check on a pause row (or none) the caller has already read with its venue's time
 * zone: the order save reads it in one statement with the diner's rows (issue #14).
 */
export function assertNotPaused(pause: { pausedUntil: Date; reason: string } | null, timeZone: string | null, now: Date): void {
  if (!pause || pause.pausedUntil.getTime() <= now.getTime()) return;
  const until = venueLocalTime(pause.pausedUntil, timeZone ?? 'Europe/Rome').time;
  throw badRequest('ORDERING_PAUSED', orderingPausedMessage(until, pause.reason));
}
