import { describe, expect, it } from 'vitest';
import {
  calendarRange,
  datePeriodSchema,
  datePeriods,
  dayRange,
  daysInMonth,
  inRange,
  monthRange,
  periodRange,
  weekRange,
  yearRange,
} from './date-ranges';
import { addDays, venueLocalTime } from './slot-rules';

const ROME = 'Europe/Rome';
const iso = (d: Date) => d.toISOString();

describe('calendar ranges', () => {
  it('a day is the date itself', () => {
    expect(dayRange('2026-11-28')).toEqual({ first: '2026-11-28', last: '2026-11-28' });
  });

  it('a week starts on Monday and ends on Sunday', () => {
    // 2026-11-25 is a Wednesday.
    expect(weekRange('2026-11-25')).toEqual({ first: '2026-11-23', last: '2026-11-29' });
  });

  it('a Monday opens its own week', () => {
    expect(weekRange('2026-11-23')).toEqual({ first: '2026-11-23', last: '2026-11-29' });
  });

  it('a Sunday closes its week (not the first day of the next)', () => {
    expect(weekRange('2026-11-29')).toEqual({ first: '2026-11-23', last: '2026-11-29' });
    expect(weekRange('2026-11-30')).toEqual({ first: '2026-11-30', last: '2026-12-06' });
  });

  it('a week across a month boundary', () => {
    // Wednesday 1 April 2026.
    expect(weekRange('2026-04-01')).toEqual({ first: '2026-03-30', last: '2026-04-05' });
  });

  it('a week across a year boundary, from either side', () => {
    expect(weekRange('2026-12-31')).toEqual({ first: '2026-12-28', last: '2027-01-03' });
    expect(weekRange('2027-01-03')).toEqual({ first: '2026-12-28', last: '2027-01-03' });
  });

  it('every day of a week gives the same Monday-to-Sunday range', () => {
    for (let i = 0; i < 7; i++) {
      expect(weekRange(addDays('2026-12-28', i))).toEqual({ first: '2026-12-28', last: '2027-01-03' });
    }
  });

  it('a month runs from the 1st to its last day', () => {
    expect(monthRange('2026-11-28')).toEqual({ first: '2026-11-01', last: '2026-11-30' });
    expect(monthRange('2026-12-01')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });

  it('February has 29 days in a leap year and 28 otherwise', () => {
    expect(monthRange('2028-02-10')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthRange('2026-02-10')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthRange('2028-02-29')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
  });

  it('a year runs from 1 January to 31 December', () => {
    expect(yearRange('2026-06-15')).toEqual({ first: '2026-01-01', last: '2026-12-31' });
  });

  it('calendarRange names the same helpers', () => {
    expect(calendarRange('week', '2026-04-01')).toEqual(weekRange('2026-04-01'));
    expect(calendarRange('year', '2028-02-29')).toEqual(yearRange('2028-02-29'));
  });

  it('refuses what is not a calendar date', () => {
    expect(() => weekRange('2026-02-30')).toThrow(RangeError);
    expect(() => dayRange('28/11/2026')).toThrow(RangeError);
  });
});

describe('instant ranges in a time zone', () => {
  it('a day in Rome runs from its midnight to 23:59:59.999 local', () => {
    const range = periodRange('day', new Date('2026-11-28T12:00:00Z'), ROME);
    expect(range.first).toBe('2026-11-28');
    expect(iso(range.start)).toBe('2026-11-27T23:00:00.000Z');
    expect(iso(range.end)).toBe('2026-11-28T22:59:59.999Z');
    expect(venueLocalTime(range.end, ROME)).toMatchObject({ date: '2026-11-28', time: '23:59' });
  });

  it('reads the date in the zone: 00:30 in Rome on the 1st is the 1st, not the UTC 31st', () => {
    const at = new Date('2026-05-31T22:30:00Z');
    expect(periodRange('month', at, ROME)).toMatchObject({ first: '2026-06-01', last: '2026-06-30' });
    expect(periodRange('month', at, 'UTC')).toMatchObject({ first: '2026-05-01', last: '2026-05-31' });
  });

  it('the day DST starts (29 March 2026) is 23 hours long', () => {
    const range = periodRange('day', new Date('2026-03-29T10:00:00Z'), ROME);
    expect(iso(range.start)).toBe('2026-03-28T23:00:00.000Z');
    expect(iso(range.end)).toBe('2026-03-29T21:59:59.999Z');
    expect(range.end.getTime() + 1 - range.start.getTime()).toBe(23 * 3_600_000);
  });

  it('the day DST ends (25 October 2026) is 25 hours long', () => {
    const range = periodRange('day', new Date('2026-10-25T10:00:00Z'), ROME);
    expect(iso(range.start)).toBe('2026-10-24T22:00:00.000Z');
    expect(iso(range.end)).toBe('2026-10-25T22:59:59.999Z');
    expect(range.end.getTime() + 1 - range.start.getTime()).toBe(25 * 3_600_000);
  });

  it('a week containing the DST change ends 23:59 local on Sunday', () => {
    const range = periodRange('week', new Date('2026-03-25T12:00:00Z'), ROME);
    expect(range).toMatchObject({ first: '2026-03-23', last: '2026-03-29' });
    expect(iso(range.start)).toBe('2026-03-22T23:00:00.000Z');
    expect(iso(range.end)).toBe('2026-03-29T21:59:59.999Z');
    expect(venueLocalTime(range.end, ROME)).toMatchObject({ date: '2026-03-29', time: '23:59' });
  });

  it('a year in Rome starts and ends at local midnight (winter time both ends)', () => {
    const range = periodRange('year', new Date('2026-07-01T00:00:00Z'), ROME);
    expect(iso(range.start)).toBe('2025-12-31T23:00:00.000Z');
    expect(iso(range.end)).toBe('2026-12-31T22:59:59.999Z');
  });

  it('consecutive ranges neither overlap nor leave a gap, across both DST changes', () => {
    for (const period of datePeriods) {
      let range = periodRange(period, new Date('2026-01-01T12:00:00Z'), ROME);
      while (range.first < '2027-01-01') {
        const next = periodRange(period, new Date(range.end.getTime() + 1), ROME);
        expect(next.start.getTime()).toBe(range.end.getTime() + 1);
        expect(next.first).toBe(addDays(range.last, 1));
        expect(venueLocalTime(range.end, ROME).time).toBe('23:59');
        range = next;
      }
    }
  });

  it('inRange includes both ends and nothing outside', () => {
    const range = periodRange('day', new Date('2026-11-28T12:00:00Z'), ROME);
    expect(inRange(range, range.start)).toBe(true);
    expect(inRange(range, range.end)).toBe(true);
    expect(inRange(range, new Date(range.start.getTime() - 1))).toBe(false);
    expect(inRange(range, new Date(range.end.getTime() + 1))).toBe(false);
  });
});

describe('datePeriodSchema', () => {
  it('accepts the four periods and refuses others', () => {
    for (const period of datePeriods) expect(datePeriodSchema.parse(period)).toBe(period);
    expect(datePeriodSchema.safeParse('quarter').success).toBe(false);
  });
});
