import { describe, expect, it } from 'vitest';
import { MenuPublicationStatus } from './enums';
import {
  addDays,
  availableSlots,
  dayDescription,
  daysForFrames,
  frameRunningNow,
  frameSlotTimes,
  parseRequestedDateTime,
  pauseCovers,
  pauseCoversSlot,
  SLOT_LEAD_MINUTES,
  timeFramesForDate,
  timelySlotTimes,
  venueDateOf,
  venueInstant,
  venueLocalTime,
  wallTimeExists,
  weekdayBit,
  type SlotFrame,
} from './slot-rules';

const ROME = 'Europe/Rome';
const TAKEAWAY = MenuPublicationStatus.TakeAwayMenu;
const DELIVERY = MenuPublicationStatus.DeliveryMenu;

const frame = (overrides: Partial<SlotFrame> = {}): SlotFrame => ({
  timeFrameWebId: 1,
  beginTime: '12:00',
  endTime: '13:00',
  daysOfWeek: 127,
  menuPublicationStatus: TAKEAWAY | DELIVERY,
  slotMinutes: 15,
  ordersPerSlot: 2,
  ...overrides,
});

/** The clock at a UTC instant, read in Rome. */
const clockAt = (iso: string) => ({ now: venueLocalTime(new Date(iso), ROME), timeZone: ROME });

describe('venueLocalTime', () => {
  it('reads the wall clock of Rome in winter (UTC+1) and summer (UTC+2)', () => {
    expect(venueLocalTime(new Date('2025-01-15T10:05:00Z'), ROME)).toEqual({
      date: '2025-01-15',
      time: '11:05',
      minutes: 665,
    });
    expect(venueLocalTime(new Date('2025-07-15T10:05:00Z'), ROME)).toEqual({
      date: '2025-07-15',
      time: '12:05',
      minutes: 725,
    });
  });

  it('changes the date at local midnight, not at UTC midnight', () => {
    expect(venueLocalTime(new Date('2025-07-15T22:30:00Z'), ROME)).toMatchObject({ date: '2025-07-16', time: '00:30' });
    expect(venueLocalTime(new Date('2025-07-15T21:59:00Z'), ROME)).toMatchObject({ date: '2025-07-15', time: '23:59' });
  });

  it('follows the DST changes of the last Sunday of March and October', () => {
    expect(venueLocalTime(new Date('2025-03-30T00:59:00Z'), ROME).time).toBe('01:59');
    expect(venueLocalTime(new Date('2025-03-30T01:00:00Z'), ROME).time).toBe('03:00');
    expect(venueLocalTime(new Date('2025-10-26T00:30:00Z'), ROME).time).toBe('02:30');
    expect(venueLocalTime(new Date('2025-10-26T01:30:00Z'), ROME).time).toBe('02:30');
    expect(venueLocalTime(new Date('2025-10-26T02:30:00Z'), ROME).time).toBe('03:30');
  });
});

describe('calendar helpers', () => {
  it('adds days across months and years', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('gives the weekday bit, Monday 1 … Sunday 64', () => {
    expect(weekdayBit('2025-03-03')).toBe(1); // Monday
    expect(weekdayBit('2025-03-08')).toBe(32); // Saturday
    expect(weekdayBit('2025-03-09')).toBe(64); // Sunday
  });

  it('describes today, tomorrow and later days with dd/MM', () => {
    expect(dayDescription('2025-03-07', '2025-03-07')).toBe('oggi 07/03');
    expect(dayDescription('2025-03-08', '2025-03-07')).toBe('domani 08/03');
    // The same rule in English.
    expect(dayDescription('2025-03-07', '2025-03-07', 'en')).toBe('today 07/03');
    expect(dayDescription('2025-03-08', '2025-03-07', 'en')).toBe('tomorrow 08/03');
    expect(dayDescription('2025-03-09', '2025-03-07', 'en')).toBe('Sunday 09/03');
    expect(dayDescription('2025-03-09', '2025-03-07')).toBe('domenica 09/03');
  });

  it('knows the hour skipped when DST starts', () => {
    expect(wallTimeExists('2025-03-30', '02:15', ROME)).toBe(false);
    expect(wallTimeExists('2025-03-30', '01:45', ROME)).toBe(true);
    expect(wallTimeExists('2025-03-30', '03:00', ROME)).toBe(true);
    expect(wallTimeExists('2025-10-26', '02:15', ROME)).toBe(true);
    expect(wallTimeExists('2025-03-31', '02:15', ROME)).toBe(true);
  });
});

describe('frameSlotTimes', () => {
  it('steps by slotMinutes from beginTime, strictly before endTime', () => {
    expect(frameSlotTimes(frame())).toEqual(['12:00', '12:15', '12:30', '12:45']);
    expect(frameSlotTimes(frame({ beginTime: '19:00', endTime: '20:00', slotMinutes: 20 }))).toEqual([
      '19:00',
      '19:20',
      '19:40',
    ]);
  });

  it('runs a frame ending at or before its begin to midnight', () => {
    expect(frameSlotTimes(frame({ beginTime: '23:00', endTime: '01:00', slotMinutes: 30 }))).toEqual([
      '23:00',
      '23:30',
    ]);
    expect(frameSlotTimes(frame({ beginTime: '00:00', endTime: '23:59' })).at(-1)).toBe('23:45');
  });

  it('gives nothing for malformed times', () => {
    expect(frameSlotTimes(frame({ beginTime: 'mezzogiorno' }))).toEqual([]);
  });
});

describe('timelySlotTimes', () => {
  // Friday 7 March 2025, 12:10 in Rome.
  const clock = clockAt('2025-03-07T11:10:00Z');

  it(`today offers only slots strictly after now + ${SLOT_LEAD_MINUTES} minutes`, () => {
    expect(timelySlotTimes(frame(), '2025-03-07', clock)).toEqual(['12:30', '12:45']);
    // 12:15 exactly: 12:30 is not strictly after 12:30.
    expect(timelySlotTimes(frame(), '2025-03-07', clockAt('2025-03-07T11:15:00Z'))).toEqual(['12:45']);
  });

  it('offers every slot on a later day', () => {
    expect(timelySlotTimes(frame(), '2025-03-08', clock)).toEqual(['12:00', '12:15', '12:30', '12:45']);
  });

  it('offers nothing in the past, beyond the next 3 days, or on a day the frame does not run', () => {
    expect(timelySlotTimes(frame(), '2025-03-06', clock)).toEqual([]);
    expect(timelySlotTimes(frame(), '2025-03-10', clock)).toEqual([]);
    expect(timelySlotTimes(frame({ daysOfWeek: 32 }), '2025-03-07', clock)).toEqual([]); // Saturdays only
    expect(timelySlotTimes(frame({ daysOfWeek: 32 }), '2025-03-08', clock)).toHaveLength(4);
  });

  it('skips wall-clock times that do not exist when DST starts', () => {
    const night = frame({ beginTime: '01:30', endTime: '03:30', slotMinutes: 30 });
    expect(timelySlotTimes(night, '2025-03-30', clockAt('2025-03-28T10:00:00Z'))).toEqual(['01:30', '03:00']);
  });
});

describe('timeFramesForDate', () => {
  const lunch = frame({ timeFrameWebId: 1, beginTime: '12:00', endTime: '14:00' });
  const dinner = frame({ timeFrameWebId: 2, beginTime: '19:00', endTime: '22:00' });
  const deliveryOnly = frame({
    timeFrameWebId: 3,
    menuPublicationStatus: DELIVERY,
    beginTime: '18:00',
    endTime: '23:00',
  });
  const frames = [lunch, dinner, deliveryOnly];

  it('keeps the frames serving the order type', () => {
    const clock = clockAt('2025-03-07T08:00:00Z');
    expect(timeFramesForDate(frames, '2025-03-08', TAKEAWAY, clock).map((f) => f.timeFrameWebId)).toEqual([1, 2]);
    expect(timeFramesForDate(frames, '2025-03-08', DELIVERY, clock).map((f) => f.timeFrameWebId)).toEqual([1, 2, 3]);
  });

  it('today drops the frames with no slot left after the current time', () => {
    // 13:50 in Rome: lunch's last slot 13:45 is gone.
    const clock = clockAt('2025-03-07T12:50:00Z');
    expect(timeFramesForDate(frames, '2025-03-07', TAKEAWAY, clock).map((f) => f.timeFrameWebId)).toEqual([2]);
    // 22:50: nothing left today (22:45 is within the lead time), every frame tomorrow.
    const late = clockAt('2025-03-07T21:50:00Z');
    expect(timeFramesForDate(frames, '2025-03-07', DELIVERY, late)).toEqual([]);
    expect(timeFramesForDate(frames, '2025-03-08', DELIVERY, late)).toHaveLength(3);
  });
});

describe('daysForFrames', () => {
  it('lists today and the next 2 days with a frame, dayId the offset from today', () => {
    const days = daysForFrames([frame()], TAKEAWAY, clockAt('2025-03-07T08:00:00Z'));
    expect(days).toEqual([
      { dayId: 0, day: '2025-03-07', description: 'oggi 07/03' },
      { dayId: 1, day: '2025-03-08', description: 'domani 08/03' },
      { dayId: 2, day: '2025-03-09', description: 'domenica 09/03' },
    ]);
  });

  it('drops today once its frames are over, and days the frames do not run', () => {
    // Friday 13:00 in Rome; the frame runs Friday and Sunday only.
    const days = daysForFrames([frame({ daysOfWeek: 16 | 64 })], TAKEAWAY, clockAt('2025-03-07T12:00:00Z'));
    expect(days.map((d) => [d.dayId, d.day])).toEqual([[2, '2025-03-09']]);
  });

  it('is empty when no frame serves the order type (the no-days message)', () => {
    expect(
      daysForFrames([frame({ menuPublicationStatus: DELIVERY })], TAKEAWAY, clockAt('2025-03-07T08:00:00Z')),
    ).toEqual([]);
    expect(daysForFrames([], TAKEAWAY, clockAt('2025-03-07T08:00:00Z'))).toEqual([]);
  });

  it('uses the venue date near midnight, not the UTC one', () => {
    // 23:30 UTC on 7 March is 00:30 on Saturday 8 March in Rome.
    const days = daysForFrames([frame()], TAKEAWAY, clockAt('2025-03-07T23:30:00Z'));
    expect(days[0]).toEqual({ dayId: 0, day: '2025-03-08', description: 'oggi 08/03' });
  });
});

describe('availableSlots', () => {
  const clock = clockAt('2025-03-07T08:00:00Z');

  it('drops the slots whose capacity is taken', () => {
    const taken = new Map([
      ['12:00', 2],
      ['12:15', 1],
      ['12:30', 5],
    ]);
    expect(availableSlots(frame({ ordersPerSlot: 2 }), '2025-03-07', clock, taken)).toEqual(['12:15', '12:45']);
  });

  it('offers no slot of a frame without capacity', () => {
    expect(availableSlots(frame({ ordersPerSlot: 0 }), '2025-03-07', clock, new Map())).toEqual([]);
  });
});

describe('frameRunningNow', () => {
  const frames = [
    frame({
      timeFrameWebId: 1,
      beginTime: '12:00',
      endTime: '15:00',
      menuPublicationStatus: MenuPublicationStatus.LocalOrder,
    }),
    frame({
      timeFrameWebId: 2,
      beginTime: '19:00',
      endTime: '23:00',
      menuPublicationStatus: MenuPublicationStatus.LocalOrder,
    }),
  ];

  it('finds the frame whose hours include the venue time', () => {
    expect(
      frameRunningNow(frames, MenuPublicationStatus.LocalOrder, venueLocalTime(new Date('2025-03-07T11:00:00Z'), ROME))
        ?.timeFrameWebId,
    ).toBe(1);
    expect(
      frameRunningNow(frames, MenuPublicationStatus.LocalOrder, venueLocalTime(new Date('2025-03-07T21:59:00Z'), ROME))
        ?.timeFrameWebId,
    ).toBe(2);
    // 23:00 in Rome: the end time is not inside the frame.
    expect(
      frameRunningNow(frames, MenuPublicationStatus.LocalOrder, venueLocalTime(new Date('2025-03-07T22:00:00Z'), ROME)),
    ).toBeNull();
    expect(
      frameRunningNow(frames, MenuPublicationStatus.LocalOrder, venueLocalTime(new Date('2025-03-07T15:00:00Z'), ROME)),
    ).toBeNull();
  });

  it('ignores frames of other order types', () => {
    expect(frameRunningNow(frames, TAKEAWAY, venueLocalTime(new Date('2025-03-07T11:00:00Z'), ROME))).toBeNull();
  });
});

describe('parseRequestedDateTime', () => {
  it('reads local ISO date-times with or without seconds', () => {
    expect(parseRequestedDateTime('2025-03-07T12:30')).toEqual({ date: '2025-03-07', time: '12:30' });
    expect(parseRequestedDateTime('2025-03-07T12:30:00')).toEqual({ date: '2025-03-07', time: '12:30' });
    expect(parseRequestedDateTime('2025-03-07 12:30:00.000')).toEqual({ date: '2025-03-07', time: '12:30' });
  });

  it('refuses zones, seconds off the minute, impossible dates and times', () => {
    for (const value of [
      '2025-03-07T12:30:00Z',
      '2025-03-07T12:30+01:00',
      '2025-03-07T12:30:15',
      '2025-02-30T12:00',
      '2025-03-07T24:00',
      '2025-03-07',
      'domani',
    ]) {
      expect(parseRequestedDateTime(value), value).toBeNull();
    }
  });
});

describe('venueDateOf', () => {
  it('takes a date, or the date part of a local date-time', () => {
    expect(venueDateOf('2025-03-07', ROME)).toBe('2025-03-07');
    expect(venueDateOf('2025-03-07T00:00:00', ROME)).toBe('2025-03-07');
  });

  it("reads a zoned instant on the venue's clock", () => {
    // Local midnight of 7 March sent as UTC by a browser in Italy.
    expect(venueDateOf('2025-03-06T23:00:00.000Z', ROME)).toBe('2025-03-07');
    expect(venueDateOf('2025-03-07T00:30:00+01:00', ROME)).toBe('2025-03-07');
  });

  it('refuses what is not a date', () => {
    expect(venueDateOf('2025-02-30', ROME)).toBeNull();
    expect(venueDateOf('oggi', ROME)).toBeNull();
    expect(venueDateOf('2025-03-07xyz', ROME)).toBeNull();
  });
});

describe("the venue's pause of online orders", () => {
  // Friday 7 March 2025 in Rome (UTC+1): paused at 10:24 until 10:54.
  const until = new Date('2025-03-07T09:54:00Z');

  it('covers a time before its end only', () => {
    expect(pauseCovers(until, new Date('2025-03-07T09:30:00Z'))).toBe(true);
    expect(pauseCovers(until, new Date('2025-03-07T09:53:59Z'))).toBe(true);
    expect(pauseCovers(until, until)).toBe(false);
    expect(pauseCovers(until, new Date('2025-03-07T10:30:00Z'))).toBe(false);
    expect(pauseCovers(null, new Date('2025-03-07T09:30:00Z'))).toBe(false);
  });

  it("reads a slot on the venue's clock", () => {
    expect(pauseCoversSlot(until, '2025-03-07', '10:45', ROME)).toBe(true);
    expect(pauseCoversSlot(until, '2025-03-07', '11:00', ROME)).toBe(false);
    expect(pauseCoversSlot(until, '2025-03-07', '11:30', ROME)).toBe(false);
    expect(pauseCoversSlot(until, '2025-03-08', '10:45', ROME)).toBe(false);
    // In summer (UTC+2) the same wall time is another instant.
    expect(pauseCoversSlot(new Date('2025-07-04T08:54:00Z'), '2025-07-04', '10:45', ROME)).toBe(true);
    expect(pauseCoversSlot(new Date('2025-07-04T08:54:00Z'), '2025-07-04', '11:00', ROME)).toBe(false);
  });

  it('finds the instant of a wall time, the earlier one when the hour repeats', () => {
    expect(venueInstant('2025-03-07', '10:45', ROME).toISOString()).toBe('2025-03-07T09:45:00.000Z');
    expect(venueInstant('2025-07-04', '10:45', ROME).toISOString()).toBe('2025-07-04T08:45:00.000Z');
    // 26 October 2025: 02:30 happens twice in Rome, first in summer time.
    expect(venueInstant('2025-10-26', '02:30', ROME).toISOString()).toBe('2025-10-26T00:30:00.000Z');
  });

  it('offers only the slots after the pause; a frame or a day it covers whole drops out', () => {
    const morning = frame({ beginTime: '10:30', endTime: '12:00', slotMinutes: 15 });
    const clock = { ...clockAt('2025-03-07T09:24:00Z'), pausedUntil: until }; // 10:24
    expect(timelySlotTimes(morning, '2025-03-07', clock)).toEqual(['11:00', '11:15', '11:30', '11:45']);
    // Paused until 12:00: the frame has no slot today, so today is not a day to choose.
    const allDay = { ...clock, pausedUntil: new Date('2025-03-07T11:00:00Z') };
    expect(timelySlotTimes(morning, '2025-03-07', allDay)).toEqual([]);
    expect(timeFramesForDate([morning], '2025-03-07', TAKEAWAY, allDay)).toEqual([]);
    expect(daysForFrames([morning], TAKEAWAY, allDay).map((d) => d.day)).toEqual(['2025-03-08', '2025-03-09']);
    // Tomorrow is untouched.
    expect(timelySlotTimes(morning, '2025-03-08', allDay)).toHaveLength(6);
  });
});
