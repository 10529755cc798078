// The venue's pause of online orders as the diners meet it: an order for a time the pause
// covers (slot-rules pauseCovers: a slot before its end, an order at the table while it lasts)
// is refused with the time it ends and the staff's reason; an order for a later slot is taken.
// The slot lists leave the covered slots out (time-frame-service), and the diners' pages show
// the pause from the home page on (seatWeb/getOrderingPauses).
import { OrderType } from '@tavola/domain/enums';
import { badRequest } from '@tavola/domain/error-codes';
import { dinerOrderingPause, type DinerOrderingPause } from '@tavola/domain/ordering-pause';
import { parseRequestedDateTime, pauseCovers, pauseCoversSlot, venueLocalTime } from '@tavola/domain/slot-rules';
import type { DbOrTx } from '../../db/database';
import { findPause, findVenue, listCompanyPauses } from './order-board-repository';

export const orderingPausedMessage = (until: string, reason: string) =>
  `Al momento il ristorante non accetta ordini online (fino alle ${until}).${reason ? ` ${reason}` : ''}`;

/**
 * The time an order is for: a takeaway's or a delivery's requested venue-local date-time; now
 * for any other (at the table), whatever it sends.
 */
export interface OrderTime {
  orderType: number;
  requestedDateTime?: string | null;
}

const hasSlot = (order: OrderTime) => order.orderType === OrderType.Asporto || order.orderType === OrderType.Consegna;

/** Throws 400 ORDERING_PAUSED when the venue's pause covers the time the order is for. */
export async function assertOrderingOpen(
  db: DbOrTx,
  seatWebId: number | null,
  now: Date,
  order: OrderTime,
): Promise<void> {
  if (seatWebId == null) return;
  const pause = await findPause(db, seatWebId);
  if (!pause || pause.pausedUntil.getTime() <= now.getTime()) return;
  const venue = await findVenue(db, seatWebId);
  assertNotPaused(pause, venue?.timeZone ?? null, now, order);
}

/**
 * The same check on a pause row (or none) the caller has already read with its venue's time
 * zone: the order save reads it in one statement with the diner's rows. A
 * malformed requested time is not this check's to refuse: the slot check answers it.
 */
export function assertNotPaused(
  pause: { pausedUntil: Date; reason: string } | null,
  timeZone: string | null,
  now: Date,
  order: OrderTime,
): void {
  if (!pause || pause.pausedUntil.getTime() <= now.getTime()) return;
  const zone = timeZone ?? 'Europe/Rome';
  const requested = hasSlot(order) && order.requestedDateTime ? parseRequestedDateTime(order.requestedDateTime) : null;
  const covered = hasSlot(order)
    ? requested != null && pauseCoversSlot(pause.pausedUntil, requested.date, requested.time, zone)
    : pauseCovers(pause.pausedUntil, now);
  if (!covered) return;
  const until = venueLocalTime(pause.pausedUntil, zone).time;
  throw badRequest('ORDERING_PAUSED', orderingPausedMessage(until, pause.reason));
}

/** The pause still on at a venue, as the slot rules read it (SlotClock.pausedUntil). */
export async function pausedUntilOf(db: DbOrTx, seatWebId: number, now: Date): Promise<Date | null> {
  const pause = await findPause(db, seatWebId);
  return pause && pause.pausedUntil.getTime() > now.getTime() ? pause.pausedUntil : null;
}

/** The pauses still on at the company's venues, as the diners are told of them. */
export async function listDinerOrderingPauses(db: DbOrTx, companyId: number, now: Date): Promise<DinerOrderingPause[]> {
  const rows = await listCompanyPauses(db, companyId, now);
  return rows.flatMap((row) => dinerOrderingPause(row, row.timeZone, now) ?? []);
}
