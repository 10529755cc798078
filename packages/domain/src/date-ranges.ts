// The date helpers of spec 000 §9: the day, week, month and year around a date, each from
// its first day at 00:00 to its last day ending 23:59. Weeks start on Monday (the Italian
// locale of spec 000 §1). Calendar ranges work on 'YYYY-MM-DD' with no time zone; instant
// ranges read the calendar in the venue's IANA zone, so a day is 23 or 25 hours long on the
// days DST changes.
import { z } from 'zod';
import { addDays, isIsoDate, venueInstant, venueLocalTime } from './slot-rules';

export const datePeriods = ['day', 'week', 'month', 'year'] as const;
/** A period a list can be cut by; the values name the spec's helpers. */
export const datePeriodSchema = z.enum(datePeriods);
export type DatePeriod = z.infer<typeof datePeriodSchema>;

/** A run of whole calendar days, both ends included ('YYYY-MM-DD'). */
export interface CalendarRange {
  first: string;
  last: string;
}

/** A calendar range as instants: `start` is its first midnight, `end` the last millisecond of its last day (23:59:59.999). */
export interface InstantRange extends CalendarRange {
  start: Date;
  end: Date;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function parts(date: string): [number, number, number] {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  const [y, m, d] = date.split('-').map(Number);
  return [y, m, d];
}

/** Days in a month (1-12), leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The range of one period around a date: Monday to Sunday for a week. */
export function calendarRange(period: DatePeriod, date: string): CalendarRange {
  const [y, m, d] = parts(date);
  switch (period) {
    case 'day':
      return { first: date, last: date };
    case 'week': {
      // getUTCDay: Sunday 0 … Saturday 6; a Sunday is the last day of its week.
      const sinceMonday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
      const first = addDays(date, -sinceMonday);
      return { first, last: addDays(first, 6) };
    }
    case 'month':
      return { first: `${pad(y, 4)}-${pad(m)}-01`, last: `${pad(y, 4)}-${pad(m)}-${pad(daysInMonth(y, m))}` };
    case 'year':
      return { first: `${pad(y, 4)}-01-01`, last: `${pad(y, 4)}-12-31` };
  }
}

export const dayRange = (date: string) => calendarRange('day', date);
export const weekRange = (date: string) => calendarRange('week', date);
export const monthRange = (date: string) => calendarRange('month', date);
export const yearRange = (date: string) => calendarRange('year', date);

/**
 * The period around an instant as the venue's calendar has it: `at` is read in `timeZone`
 * (an order at 00:30 in Rome on the 1st belongs to the 1st even though it is the 31st in
 * UTC). The end is the instant before the next period's first midnight, so consecutive
 * ranges neither overlap nor leave a gap, DST days included.
 */
export function periodRange(period: DatePeriod, at: Date, timeZone: string): InstantRange {
  const { first, last } = calendarRange(period, venueLocalTime(at, timeZone).date);
  const start = venueInstant(first, '00:00', timeZone);
  const end = new Date(venueInstant(addDays(last, 1), '00:00', timeZone).getTime() - 1);
  return { first, last, start, end };
}

/** Whether an instant falls in a range, both ends included. */
export function inRange(range: Pick<InstantRange, 'start' | 'end'>, at: Date): boolean {
  const t = at.getTime();
  return t >= range.start.getTime() && t <= range.end.getTime();
}
