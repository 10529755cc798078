// Day and time rules of spec 000 §4 "Day and time" (and §7 timeFrameWeb/*, §8 day-selection
// messages): the day list of the next DAYS_AHEAD days, the time frames of a day and
// the time slots of a frame, all in the venue's own wall-clock time (Europe/Rome for the demo).
// Pure: the server passes the clock, the frames and the orders already taken per slot.
//
// Choices the documents leave open (written down here, docs/contract/README.md, "not shown"):
// - Times of day are venue-local 'HH:mm'. A frame whose endTime is not after its beginTime
//   runs to midnight (frames do not cross days).
// - A frame's slots start at beginTime and every slotMinutes after it, strictly before
//   endTime (a slot is the window starting at that time).
// - Today, a slot is offered only when it starts strictly after now + SLOT_LEAD_MINUTES (the
//   kitchen needs time to prepare); a frame is offered today only while it still has such a
//   slot; today is in the day list only while some frame is offered. The order save accepts a
//   slot until SLOT_SAVE_LEAD_MINUTES before it (the customer chose it a few minutes earlier).
// - A slot whose capacity (the frame's ordersPerSlot) is taken by stored orders is not offered.
// - Wall-clock times that do not exist on a DST change day (02:00-02:59 on the last Sunday of
//   March in Europe/Rome) are not offered.
// - While the venue pauses online orders, the slots starting before the pause ends are not
//   offered (pauseCovers); the later ones are, so a frame or a day the pause covers whole drops
//   out of the lists as a past one does.
import { DAYS_AHEAD, type Day } from './menu';

/** Minutes between now and the first slot offered today (ours; the documents give none). */
export const SLOT_LEAD_MINUTES = 15;
/**
 * The order save's lead time (ours): a slot offered while the customer filled in the forms
 * stays acceptable until this many minutes before it, so a minute passing between choosing
 * and paying does not refuse the order. It is never in the past.
 */
export const SLOT_SAVE_LEAD_MINUTES = 5;

/** Spec 000 §8: shown by the day selection when the day list is empty. */
export const NO_DAYS_MESSAGE = 'Siamo spiacenti, il locale non effettua il servizio richiesto nei prossimi 3 giorni';
/** Spec 000 §8: shown by the day selection when the chosen day has no time frames. */
export const NO_TIME_FRAMES_MESSAGE = 'Siamo spiacenti, il servizio non è disponibile per il giorno scelto';
/** Ours: the order save refuses a past, full or unknown slot. */
export const SLOT_NOT_AVAILABLE_MESSAGE = "L'orario scelto non è più disponibile. Scegline un altro.";

/** The venue's wall clock at an instant. */
export interface VenueLocalTime {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm' */
  time: string;
  /** Minutes since local midnight. */
  minutes: number;
}

/** The fields of a time frame the rules read. */
export interface SlotFrame {
  timeFrameWebId: number;
  beginTime: string;
  endTime: string;
  /** Weekday bit mask (Monday 1 … Sunday 64). */
  daysOfWeek: number;
  /** Mask of MenuPublicationStatus: the order types the frame serves. */
  menuPublicationStatus: number;
  slotMinutes: number;
  ordersPerSlot: number;
  /**
   * Special opening hours: the one date ('YYYY-MM-DD') the window applies to.
   * Null or absent: a weekly window. See framesInForce.
   */
  specialDate?: string | null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock date and time of `now` in an IANA zone (DST included, via Intl). */
export function venueLocalTime(now: Date, timeZone: string): VenueLocalTime {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  // Some engines print midnight as '24' even with h23.
  const hour = Number(parts.hour) % 24;
  const minute = Number(parts.minute);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${pad(hour)}:${pad(minute)}`,
    minutes: hour * 60 + minute,
  };
}

/** 'HH:mm' (or 'HH:mm:ss') → minutes since midnight; null when not a time of day. */
export function timeToMinutes(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

export function minutesToTime(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Whether 'YYYY-MM-DD' is a real calendar date. */
export function isIsoDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return (
    d.getUTCFullYear() === Number(match[1]) &&
    d.getUTCMonth() === Number(match[2]) - 1 &&
    d.getUTCDate() === Number(match[3])
  );
}

function utcDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** Calendar arithmetic on 'YYYY-MM-DD' (no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = utcDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The languages the domain's labels speak; Italian is the default. */
export type LabelLocale = 'it' | 'en';

/** Weekday names, Monday first: index i is the weekday bit 1 << i (enums Weekday). */
export const weekdayNames: Record<LabelLocale, readonly string[]> = {
  it: ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};
/** Italian weekday names, Monday first (kept for the Italian-only callers). */
export const italianWeekdays = weekdayNames.it;

/** A label locale for a language code ('en-GB' → 'en'); Italian for any other. */
export function labelLocaleOf(language: string | null | undefined): LabelLocale {
  return language?.toLowerCase().startsWith('en') ? 'en' : 'it';
}

/** Monday 0 … Sunday 6. */
const weekdayIndex = (date: string) => (utcDate(date).getUTCDay() + 6) % 7;

/** Weekday bit of a date: Monday 1, Tuesday 2, … Sunday 64 (enums Weekday). */
export function weekdayBit(date: string): number {
  return 1 << weekdayIndex(date);
}

/** The weekday of a date: 'sabato' (Italian, lower case as in running text), 'Saturday'. */
export function weekdayOf(date: string, locale: LabelLocale = 'it'): string {
  return weekdayNames[locale][weekdayIndex(date)];
}

/** The Italian weekday of a date, lower case: 'sabato'. */
export function italianWeekdayOf(date: string): string {
  return weekdayOf(date, 'it');
}

const relativeDays: Record<LabelLocale, { today: string; tomorrow: string }> = {
  it: { today: 'oggi', tomorrow: 'domani' },
  en: { today: 'today', tomorrow: 'tomorrow' },
};

/**
 * Day description: 'oggi 05/03', 'domani 06/03', then the weekday: 'sabato 07/03'; in
 * English 'today 05/03', 'tomorrow 06/03', 'Saturday 07/03'.
 */
export function dayDescription(date: string, today: string, locale: LabelLocale = 'it'): string {
  const [, month, day] = date.split('-');
  const ddMM = `${day}/${month}`;
  if (date === today) return `${relativeDays[locale].today} ${ddMM}`;
  if (date === addDays(today, 1)) return `${relativeDays[locale].tomorrow} ${ddMM}`;
  return `${weekdayOf(date, locale)} ${ddMM}`;
}

/** The zone's offset from UTC at an instant, in minutes (Europe/Rome: 60 or 120). */
function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const minute = Math.floor(instant / 60_000) * 60_000;
  const local = venueLocalTime(new Date(minute), timeZone);
  const [y, m, d] = local.date.split('-').map(Number);
  return (Date.UTC(y, m - 1, d) + local.minutes * 60_000 - minute) / 60_000;
}

/**
 * Whether a venue-local wall-clock time exists on a date in a zone (false inside the hour
 * skipped when DST starts): the instant found from the zone's offsets must show that time.
 */
export function wallTimeExists(date: string, time: string, timeZone: string): boolean {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const naive = Date.UTC(y, m - 1, d, hh, mm);
  const first = naive - zoneOffsetMinutes(naive, timeZone) * 60_000;
  const second = naive - zoneOffsetMinutes(first, timeZone) * 60_000;
  return [first, second].some((instant) => {
    const local = venueLocalTime(new Date(instant), timeZone);
    return local.date === date && local.time === time;
  });
}

/**
 * Whether the zone's offset may change on a date (a DST day): compared over a window wide
 * enough for any zone (±14 h around the day). False positives only cost the exact check.
 */
function offsetMayChangeOn(date: string, timeZone: string): boolean {
  const [y, m, d] = date.split('-').map(Number);
  const start = Date.UTC(y, m - 1, d) - 14 * 3_600_000;
  const end = Date.UTC(y, m - 1, d + 1) + 14 * 3_600_000;
  return zoneOffsetMinutes(start, timeZone) !== zoneOffsetMinutes(end, timeZone);
}

function frameEndMinutes(frame: SlotFrame): number | null {
  const begin = timeToMinutes(frame.beginTime);
  const end = timeToMinutes(frame.endTime);
  if (begin === null || end === null) return null;
  return end > begin ? end : 24 * 60;
}

/** The frame serves the order type (its publication mask has the status bit). */
export function frameServes(frame: Pick<SlotFrame, 'menuPublicationStatus'>, menuPublicationStatus: number): boolean {
  return (frame.menuPublicationStatus & menuPublicationStatus) !== 0;
}

/** The frame runs on the date: a special window on its own date, a weekly one on its weekdays. */
export function frameRunsOn(frame: Pick<SlotFrame, 'daysOfWeek' | 'specialDate'>, date: string): boolean {
  if (frame.specialDate) return frame.specialDate === date;
  return (frame.daysOfWeek & weekdayBit(date)) !== 0;
}

/** Whether some window of the list is a special window of the date. */
export function hasSpecialHours(frames: readonly Pick<SlotFrame, 'specialDate'>[], date: string): boolean {
  return frames.some((frame) => frame.specialDate === date);
}

/**
 * The windows in force on a date (special opening hours): a date with special
 * windows (24 December, a holiday) runs those only, for every order type: they replace the
 * weekday's windows that day, and an order type none of them serves is not offered. Any other
 * date runs its weekday's weekly windows. Order kept.
 */
export function framesInForce<F extends Pick<SlotFrame, 'daysOfWeek' | 'specialDate'>>(
  frames: readonly F[],
  date: string,
): F[] {
  const special = hasSpecialHours(frames, date);
  return frames.filter((frame) =>
    special ? frame.specialDate === date : !frame.specialDate && frameRunsOn(frame, date),
  );
}

/** Every slot start of a frame ('HH:mm'), ignoring the clock and capacity. */
export function frameSlotTimes(frame: SlotFrame): string[] {
  const begin = timeToMinutes(frame.beginTime);
  const end = frameEndMinutes(frame);
  if (begin === null || end === null || frame.slotMinutes <= 0) return [];
  const times: string[] = [];
  for (let t = begin; t < end; t += frame.slotMinutes) times.push(minutesToTime(t));
  return times;
}

export interface SlotClock {
  /** The venue's wall clock now (venueLocalTime). */
  now: VenueLocalTime;
  timeZone: string;
  leadMinutes?: number;
  /** The end of the venue's pause of online orders, if any: the slots before it are not offered. */
  pausedUntil?: Date | null;
}

/**
 * The instant of a venue-local wall-clock time: the earlier one when the hour repeats (DST
 * ends). A time skipped when DST starts is never a slot (wallTimeExists); it reads as an
 * instant next to the gap.
 */
export function venueInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const naive = Date.UTC(y, m - 1, d, hh, mm);
  // The zone's offsets half a day before and after: both sides of a change on that date.
  const offsets = [
    zoneOffsetMinutes(naive - 12 * 3_600_000, timeZone),
    zoneOffsetMinutes(naive + 12 * 3_600_000, timeZone),
  ];
  const candidates = offsets.map((offset) => naive - offset * 60_000).sort((a, b) => a - b);
  const exact = candidates.find((instant) => {
    const local = venueLocalTime(new Date(instant), timeZone);
    return local.date === date && local.time === time;
  });
  return new Date(exact ?? candidates[0]);
}

/**
 * The venue's pause of online orders (the staff board's "Pausa"): an order for a time before
 * the pause ends is refused, an order for a later time is taken as usual. `at` is the time the
 * order is for: its slot (takeaway, delivery) or now (at the table). A pause that ended covers
 * nothing.
 */
export function pauseCovers(pausedUntil: Date | null | undefined, at: Date): boolean {
  return pausedUntil != null && at.getTime() < pausedUntil.getTime();
}

/** pauseCovers for a slot: a venue-local date and 'HH:mm'. */
export function pauseCoversSlot(
  pausedUntil: Date | null | undefined,
  date: string,
  time: string,
  timeZone: string,
): boolean {
  return pausedUntil != null && pauseCovers(pausedUntil, venueInstant(date, time, timeZone));
}

/** The dates a slot may be booked on: today and the following DAYS_AHEAD - 1 days. */
export function bookableDates(now: VenueLocalTime, daysAhead = DAYS_AHEAD): string[] {
  return Array.from({ length: daysAhead }, (_, i) => addDays(now.date, i));
}

/**
 * Slot starts of a frame on a date that time allows: on a day of the frame, within the
 * bookable days, existing in the zone, today only strictly after now + lead, and not covered
 * by the venue's pause of online orders.
 */
export function timelySlotTimes(frame: SlotFrame, date: string, clock: SlotClock): string[] {
  if (!bookableDates(clock.now).includes(date) || !frameRunsOn(frame, date)) return [];
  const lead = clock.leadMinutes ?? SLOT_LEAD_MINUTES;
  const earliest = date === clock.now.date ? clock.now.minutes + lead : -1;
  const dstDay = offsetMayChangeOn(date, clock.timeZone);
  return frameSlotTimes(frame).filter(
    (time) =>
      (timeToMinutes(time) as number) > earliest &&
      (!dstDay || wallTimeExists(date, time, clock.timeZone)) &&
      !pauseCoversSlot(clock.pausedUntil, date, time, clock.timeZone),
  );
}

/**
 * Spec 000 §4: the frames offered for a date and an order type (its publication status);
 * for today only those with a slot still ahead (see the header). Order kept.
 */
export function timeFramesForDate<F extends SlotFrame>(
  frames: readonly F[],
  date: string,
  menuPublicationStatus: number,
  clock: SlotClock,
): F[] {
  return framesInForce(frames, date).filter(
    (frame) => frameServes(frame, menuPublicationStatus) && timelySlotTimes(frame, date, clock).length > 0,
  );
}

/**
 * Spec 000 §4: the days of the next DAYS_AHEAD days (today first) on which some frame serving
 * the order type is offered. dayId is the offset from today (0 today, 1 tomorrow, ...).
 * An empty list is the day selection's NO_DAYS_MESSAGE.
 */
export function daysForFrames(frames: readonly SlotFrame[], menuPublicationStatus: number, clock: SlotClock): Day[] {
  return bookableDates(clock.now).flatMap((date, dayId) =>
    timeFramesForDate(frames, date, menuPublicationStatus, clock).length > 0
      ? [{ dayId, day: date, description: dayDescription(date, clock.now.date) }]
      : [],
  );
}

/**
 * Spec 000 §7 getAvailableSlotsForTimeFrame: the frame's timely slots whose capacity is not
 * taken. `takenBySlot` counts the stored orders per 'HH:mm' of that frame and date.
 */
export function availableSlots(
  frame: SlotFrame,
  date: string,
  clock: SlotClock,
  takenBySlot: ReadonlyMap<string, number>,
): string[] {
  return timelySlotTimes(frame, date, clock).filter((time) => (takenBySlot.get(time) ?? 0) < frame.ordersPerSlot);
}

/** The frame running at the venue's current time on today's weekday (dine-in orders). */
export function frameRunningNow<F extends SlotFrame>(
  frames: readonly F[],
  menuPublicationStatus: number,
  now: VenueLocalTime,
): F | null {
  return (
    framesInForce(frames, now.date).find((frame) => {
      const begin = timeToMinutes(frame.beginTime);
      const end = frameEndMinutes(frame);
      return (
        begin !== null &&
        end !== null &&
        frameServes(frame, menuPublicationStatus) &&
        frameRunsOn(frame, now.date) &&
        begin <= now.minutes &&
        now.minutes < end
      );
    }) ?? null
  );
}

/**
 * A requested venue-local date-time 'YYYY-MM-DDTHH:mm[:ss]' (a space instead of 'T' too),
 * seconds only ':00', split into date and 'HH:mm'; null when malformed. A zone suffix is refused: the client
 * sends the venue's wall-clock time (spec 000 §7 "local ISO date string").
 */
export function parseRequestedDateTime(value: string): { date: string; time: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::00(?:\.0{1,3})?)?$/.exec(value.trim());
  if (!match || !isIsoDate(match[1])) return null;
  const time = `${match[2]}:${match[3]}`;
  if (timeToMinutes(time) === null || Number(match[2]) > 23) return null;
  return { date: match[1], time };
}

/**
 * The venue-local date a request names (getTimeFramesForCurrentSeat `date`, the slot request's
 * `OrderDate`): 'YYYY-MM-DD' as is; a local date-time without zone by its date part; a
 * date-time with a zone ('Z', '+01:00') read as an instant on the venue's clock. Null when
 * malformed.
 */
export function venueDateOf(value: string, timeZone: string): string | null {
  const text = value.trim();
  const date = text.slice(0, 10);
  if (!isIsoDate(date)) return null;
  if (text.length === 10) return date;
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(text)) return null;
  if (/(Z|[+-]\d{2}:?\d{2})$/i.test(text)) {
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? null : venueLocalTime(instant, timeZone).date;
  }
  return date;
}
