// Back office, hours (spec 000 §3 timeFrameWeb, spec 001 §3 venue info): one source
// of truth per venue. The service windows (the spec's time frames: days, begin, end, the order
// types served, slot length and the per-slot order cap) and the closures by date
// are all a venue stores about its hours. The slots offered to diners are computed from them
// (slot-rules.ts) and so are the opening hours of the venue info modal
// (openingDaysFromHours below), so the two can no longer disagree.
//
// Special opening hours: a window may name one date (specialDate).
// On a date with such windows they replace the weekday's windows for every order type
// (slot-rules.ts framesInForce): 24 December lunch only, a holiday with dinner only. A
// closure still wins over them for the order types it closes.
//
// Limits are ours (the spec gives names, not limits) and every message is a validation-message
// code, so the same schema validates the API body and the web form.
import { z } from 'zod';
import type { OpeningDay, OpeningSlot } from './entities';
import { ALL_WEEKDAYS, MenuPublicationStatus } from './enums';
import { optionalText, requiredText } from './form-fields';
import { idNumber, int4 } from './primitives';
import { framesInForce, frameServes, isIsoDate, timeToMinutes } from './slot-rules';
import { message } from './validation-messages';

/** Weekly and special windows together (a year of holidays with two windows each fits). */
export const SERVICE_WINDOWS_MAX = 100;
export const CLOSURES_MAX = 400;
export const SERVICE_WINDOW_NAME_MAX_LENGTH = 60;
export const CLOSURE_NOTE_MAX_LENGTH = 200;
export const SLOT_MINUTES_MIN = 5;
export const SLOT_MINUTES_MAX = 240;
/** Orders one slot takes at most. */
export const ORDERS_PER_SLOT_MAX = 999;

const ALL_ORDER_TYPES =
  MenuPublicationStatus.DigitalMenu |
  MenuPublicationStatus.DeliveryMenu |
  MenuPublicationStatus.TakeAwayMenu |
  MenuPublicationStatus.LocalOrder;

export const hoursVersion = z
  .number({ error: message('required') })
  .int()
  .min(0)
  .max(2_147_483_647);

/** 'HH:mm', 00:00 to 24:00. */
export const timeOfDay = z
  .string({ error: message('required') })
  .trim()
  .regex(/^\d{2}:\d{2}$/, message('invalidTime'))
  .refine((t) => timeToMinutes(t) !== null, message('invalidTime'));

/** Mask of MenuPublicationStatus with at least one order type. */
const orderTypesMask = z
  .number({ error: message('publicationRequired') })
  .int()
  .min(1, message('publicationRequired'))
  .max(ALL_ORDER_TYPES, message('publicationRequired'));

const daysMask = z
  .number({ error: message('daysRequired') })
  .int()
  .min(1, message('daysRequired'))
  .max(ALL_WEEKDAYS, message('daysRequired'));

export const isoDate = z
  .string({ error: message('required') })
  .trim()
  .refine(isIsoDate, message('invalidDate'));

/** One service window (a timeFrameWeb): kept when it names its id, new otherwise. */
export const serviceWindowInputSchema = z
  .object({
    timeFrameWebId: idNumber().nullish(),
    description: requiredText(SERVICE_WINDOW_NAME_MAX_LENGTH),
    menuPublicationStatus: orderTypesMask,
    daysOfWeek: daysMask,
    beginTime: timeOfDay,
    endTime: timeOfDay,
    slotMinutes: z
      .number({ error: message('integerOnly') })
      .int(message('integerOnly'))
      .min(SLOT_MINUTES_MIN, message('range'))
      .max(SLOT_MINUTES_MAX, message('range')),
    ordersPerSlot: z
      .number({ error: message('integerOnly') })
      .int(message('integerOnly'))
      .min(1, message('range'))
      .max(ORDERS_PER_SLOT_MAX, message('range')),
    /** Special opening hours: the one date the window runs on (its weekdays are then that date's). */
    specialDate: isoDate.nullish(),
  })
  .refine((w) => (timeToMinutes(w.beginTime) ?? 0) < (timeToMinutes(w.endTime) ?? 0), {
    message: message('endBeforeBegin'),
    path: ['endTime'],
  });
export type ServiceWindowInput = z.infer<typeof serviceWindowInputSchema>;

/** A date on which the venue takes no orders of some (or all) order types. */
export const closureInputSchema = z.object({
  date: isoDate,
  menuPublicationStatus: orderTypesMask,
  note: optionalText(CLOSURE_NOTE_MAX_LENGTH),
});
export type ClosureInput = z.infer<typeof closureInputSchema>;

type WindowTimes = Pick<
  ServiceWindowInput,
  'menuPublicationStatus' | 'daysOfWeek' | 'beginTime' | 'endTime' | 'specialDate'
>;

/**
 * Two windows overlap when they serve a common order type on a common day at a common minute:
 * two weekly windows sharing a weekday, or two special windows of the same date. A weekly and
 * a special window never overlap: the special one replaces the weekly ones on its date.
 */
export function windowsOverlap(a: WindowTimes, b: WindowTimes): boolean {
  if ((a.menuPublicationStatus & b.menuPublicationStatus) === 0) return false;
  if ((a.specialDate || null) !== (b.specialDate || null)) return false;
  if (!a.specialDate && (a.daysOfWeek & b.daysOfWeek) === 0) return false;
  const [ab, ae, bb, be] = [a.beginTime, a.endTime, b.beginTime, b.endTime].map((t) => timeToMinutes(t) ?? 0);
  return ab < be && bb < ae;
}

/** PUT /api/staff/venues/{id}/hours: the whole document, read at `version`. */
export const venueHoursInputSchema = z
  .object({
    version: hoursVersion,
    frames: z.array(serviceWindowInputSchema).max(SERVICE_WINDOWS_MAX),
    closures: z.array(closureInputSchema).max(CLOSURES_MAX),
    /**
     * The number of future orders falling outside the new hours that the editor was shown and
     * accepted (see ordersOutsideHours). The save is refused with 409 ORDERS_OUTSIDE_HOURS,
     * carrying the current number, unless it equals this one; absent means none accepted.
     */
    confirmedOrdersOutsideHours: z
      .number({ error: message('integerOnly') })
      .int(message('integerOnly'))
      .min(0, message('range'))
      .max(2_147_483_647, message('range'))
      .optional(),
  })
  .superRefine((value, ctx) => {
    value.frames.forEach((frame, i) => {
      const other = value.frames.findIndex((o, j) => j < i && windowsOverlap(o, frame));
      if (other >= 0) ctx.addIssue({ code: 'custom', message: message('overlap'), path: ['frames', i, 'beginTime'] });
      if (frame.timeFrameWebId && value.frames.findIndex((o) => o.timeFrameWebId === frame.timeFrameWebId) !== i) {
        ctx.addIssue({ code: 'custom', message: message('duplicate'), path: ['frames', i, 'timeFrameWebId'] });
      }
    });
    value.closures.forEach((closure, i) => {
      if (value.closures.findIndex((o) => o.date === closure.date) !== i) {
        ctx.addIssue({ code: 'custom', message: message('duplicate'), path: ['closures', i, 'date'] });
      }
    });
  });
export type VenueHoursInput = z.infer<typeof venueHoursInputSchema>;

export const serviceWindowSchema = z.object({
  timeFrameWebId: idNumber(),
  description: z.string(),
  menuPublicationStatus: int4(),
  daysOfWeek: int4(),
  beginTime: z.string(),
  endTime: z.string(),
  slotMinutes: int4(),
  ordersPerSlot: int4(),
  /** The frame's own menu (null: the current menu of the order type); kept as is by the hours screen. */
  menuWebId: idNumber().nullable(),
  /** Special opening hours: the one date the window runs on; null for a weekly window. */
  specialDate: z.string().nullable(),
});
export type ServiceWindow = z.infer<typeof serviceWindowSchema>;

export const closureSchema = z.object({ date: z.string(), menuPublicationStatus: int4(), note: z.string().nullable() });
export type Closure = z.infer<typeof closureSchema>;

export const venueHoursSchema = z.object({
  seatWebId: idNumber(),
  version: int4(),
  frames: z.array(serviceWindowSchema),
  closures: z.array(closureSchema),
});
export type VenueHours = z.infer<typeof venueHoursSchema>;

/** The order types whose per-slot cap the cap route sets (takeaway and delivery have slots). */
export const slotCapInputSchema = z.object({
  version: hoursVersion,
  orderType: z.union([z.literal(1), z.literal(2)], { error: message('invalidOption') }),
  ordersPerSlot: z
    .number({ error: message('integerOnly') })
    .int(message('integerOnly'))
    .min(1, message('range'))
    .max(ORDERS_PER_SLOT_MAX, message('range')),
});
export type SlotCapInput = z.infer<typeof slotCapInputSchema>;

/** The order types closed at a venue on a date (mask; 0: none). */
export function closedOn(closures: readonly Pick<Closure, 'date' | 'menuPublicationStatus'>[], date: string): number {
  return closures.filter((c) => c.date === date).reduce((mask, c) => mask | c.menuPublicationStatus, 0);
}

/** Whether the venue is closed on a date for an order type's publication status. */
export function isClosedFor(
  closures: readonly Pick<Closure, 'date' | 'menuPublicationStatus'>[],
  date: string,
  status: number,
): boolean {
  return (closedOn(closures, date) & status) !== 0;
}

/** Part of the day a window starting at `beginTime` is listed under in the info modal's slots. */
function partOfDay(beginTime: string): 'morning' | 'afternoon' | 'evening' {
  const minutes = timeToMinutes(beginTime) ?? 0;
  if (minutes < 15 * 60) return 'morning';
  if (minutes < 18 * 60) return 'afternoon';
  return 'evening';
}

/**
 * The venue info modal's opening days (spec 001 §3 'Orari apertura', 'Orari ritiro', 'Orari
 * consegna'), derived from the service windows: a window serving the digital menu or dine-in
 * gives opening hours, one serving takeaway gives pickup hours, one serving delivery gives
 * delivery hours. A closure is an exception entry (the weekly list skips it).
 */
export function openingDaysFromHours(
  frames: readonly (Pick<ServiceWindow, 'menuPublicationStatus' | 'daysOfWeek' | 'beginTime' | 'endTime'> & {
    specialDate?: string | null;
  })[],
  closures: readonly Pick<Closure, 'date'>[],
): OpeningDay[] {
  const sorted = [...frames].sort((a, b) => (timeToMinutes(a.beginTime) ?? 0) - (timeToMinutes(b.beginTime) ?? 0));
  const has = (frame: (typeof frames)[number], status: number) => (frame.menuPublicationStatus & status) !== 0;
  const weekly = sorted.map((frame): OpeningDay => {
    const local = has(frame, MenuPublicationStatus.DigitalMenu | MenuPublicationStatus.LocalOrder);
    const takeaway = has(frame, MenuPublicationStatus.TakeAwayMenu);
    const delivery = has(frame, MenuPublicationStatus.DeliveryMenu);
    const slot: OpeningSlot = {
      openingTime: local ? frame.beginTime : null,
      closingTime: local ? frame.endTime : null,
      takeawayStart: takeaway ? frame.beginTime : null,
      takeawayEnd: takeaway ? frame.endTime : null,
      deliveryStart: delivery ? frame.beginTime : null,
      deliveryEnd: delivery ? frame.endTime : null,
    };
    const part = partOfDay(frame.beginTime);
    // A special window is an exception entry of its date, with its hours (the weekly list skips it).
    return {
      dayOfWeek: frame.specialDate ? 0 : frame.daysOfWeek,
      exceptionDate: frame.specialDate || null,
      morning: part === 'morning' ? slot : null,
      afternoon: part === 'afternoon' ? slot : null,
      evening: part === 'evening' ? slot : null,
    };
  });
  const exceptions = closures.map((c): OpeningDay => ({
    dayOfWeek: 0,
    exceptionDate: c.date,
    morning: null,
    afternoon: null,
    evening: null,
  }));
  return [...weekly, ...exceptions];
}

/** A future order as the hours check sees it: its venue-local date, 'HH:mm' and order type's status bit. */
export interface BookedSlot {
  date: string;
  time: string;
  menuPublicationStatus: number;
}

/**
 * The orders a change of hours would leave outside them. An order stays inside
 * when its date is not closed for its order type and some window in force that date
 * (framesInForce: special hours first) serves its order type with its time in [begin, end).
 * The orders keep their time either way; the editor is told how many before saving.
 */
export function ordersOutsideHours<O extends BookedSlot>(
  orders: readonly O[],
  frames: readonly (Pick<ServiceWindowInput, 'menuPublicationStatus' | 'daysOfWeek' | 'beginTime' | 'endTime'> & {
    specialDate?: string | null;
  })[],
  closures: readonly Pick<Closure, 'date' | 'menuPublicationStatus'>[],
): O[] {
  return orders.filter((order) => {
    if (isClosedFor(closures, order.date, order.menuPublicationStatus)) return true;
    const minute = timeToMinutes(order.time) ?? -1;
    return !framesInForce(frames, order.date).some((frame) => {
      const begin = timeToMinutes(frame.beginTime) ?? 0;
      const end = timeToMinutes(frame.endTime) ?? 0;
      return (
        frameServes(frame, order.menuPublicationStatus) && begin <= minute && minute < (end > begin ? end : 24 * 60)
      );
    });
  });
}
