// Preparation times: a venue's default minutes per order type, the ready estimate "Accetta"
// offers from them, and how late a card on the order board is. Shared by the server (which
// computes the estimate it stores) and the board (which previews it and ticks the lateness).
// Times are venue-local: 'YYYY-MM-DDTHH:mm' for a moment, 'HH:mm' for the estimate as stored.
import { z } from 'zod';
import { OrderType } from './enums';
import { int4 } from './primitives';
import { OrderStage } from './order-progress';
import { venueLocalTime } from './slot-rules';
import { message } from './validation-messages';

/** Longest default preparation: four hours covers a large catering order; more is a typo. */
export const PREPARATION_MINUTES_MAX = 240;
/** The board's quick "+N min" estimates, from now. */
export const QUICK_READY_MINUTES = [10, 20, 30] as const;

/** Minutes 0-240, or null for no default. */
export const preparationMinutesSchema = int4()
  .min(0, message('range'))
  .max(PREPARATION_MINUTES_MAX, message('range'))
  .nullable();

/** The three defaults of a venue, by order type. */
export const venuePreparationMinutesSchema = z.object({
  localOrder: preparationMinutesSchema,
  takeaway: preparationMinutesSchema,
  delivery: preparationMinutesSchema,
});
export type VenuePreparationMinutes = z.infer<typeof venuePreparationMinutesSchema>;

export function preparationMinutesOf(venue: VenuePreparationMinutes, orderType: number): number | null {
  if (orderType === OrderType.AlTavolo) return venue.localOrder;
  if (orderType === OrderType.Asporto) return venue.takeaway;
  if (orderType === OrderType.Consegna) return venue.delivery;
  return null;
}

const minuteOf = (localDateTime: string) => Date.parse(`${localDateTime.replace(' ', 'T').slice(0, 16)}:00Z`);
const localOf = (ms: number) => new Date(ms).toISOString().slice(0, 16);

/** The venue-local moment `minutes` after `venueNow` ('YYYY-MM-DDTHH:mm'). */
export function addMinutes(venueNow: string, minutes: number): string {
  return localOf(minuteOf(venueNow) + minutes * 60_000);
}

/**
 * The estimate "Accetta" offers, 'HH:mm': now plus the default, but never before the time the
 * diner asked for (an order for 20:00 taken at 17:00 is ready at 20:00, not at 17:20). Null
 * when the venue has no default for the order type.
 */
export function defaultReadyTime(
  minutes: number | null,
  venueNow: string,
  requestedDateTime: string | null,
): string | null {
  if (minutes === null) return null;
  const ready = addMinutes(venueNow, minutes);
  const requested = requestedDateTime ? requestedDateTime.replace(' ', 'T').slice(0, 16) : null;
  return (requested && requested > ready ? requested : ready).slice(11, 16);
}

/**
 * The estimate 'HH:mm' as a venue-local moment: the occurrence nearest to when the order was
 * accepted (an estimate of 00:20 given at 23:50 is the next day; 20:00 given at 20:05 is late).
 */
export function estimateMoment(estimatedReadyTime: string, acceptedAt: string): string {
  const accepted = minuteOf(acceptedAt);
  const sameDay = minuteOf(`${acceptedAt.slice(0, 10)}T${estimatedReadyTime}`);
  const dayMs = 24 * 60 * 60_000;
  let diff = (sameDay - accepted) % dayMs;
  if (diff >= dayMs / 2) diff -= dayMs;
  if (diff < -dayMs / 2) diff += dayMs;
  return localOf(accepted + diff);
}

/** What a card needs to be judged late. */
export interface LatenessInput {
  stage: OrderStage | null;
  requestedDateTime: string | null;
  estimatedReadyTime: string | null;
  /** ISO instant of the accept action, when it is in the card's history. */
  acceptedAt: string | null;
}

/**
 * Whole minutes a card is past its time on the venue's clock, 0 when it is not: an accepted
 * order being prepared is due at its ready estimate; otherwise (no estimate, or ready and
 * waiting) at the time the diner asked for. Delivered and rejected orders are never late.
 */
export function minutesLate(card: LatenessInput, venueNow: string, timeZone: string): number {
  if (!card.stage || card.stage === OrderStage.Delivered || card.stage === OrderStage.Rejected) return 0;
  let due: string | null = null;
  const preparing = card.stage === OrderStage.Accepted || card.stage === OrderStage.InProduction;
  if (preparing && card.estimatedReadyTime && card.acceptedAt) {
    const accepted = venueLocalTime(new Date(card.acceptedAt), timeZone);
    due = estimateMoment(card.estimatedReadyTime, `${accepted.date}T${accepted.time}`);
  } else if (card.requestedDateTime) {
    due = card.requestedDateTime.replace(' ', 'T').slice(0, 16);
  }
  if (!due) return 0;
  return Math.max(0, Math.floor((minuteOf(venueNow) - minuteOf(due)) / 60_000));
}

/** A column's cards with the late ones first (latest first), the rest in their given order. */
export function lateFirst<T>(cards: readonly T[], lateness: (card: T) => number): T[] {
  return cards
    .map((card, index) => ({ card, index, late: lateness(card) }))
    .sort((a, b) => (a.late > 0 || b.late > 0 ? b.late - a.late : 0) || a.index - b.index)
    .map((x) => x.card);
}
