// Special opening hours on an exception date and the orders a change of hours leaves outside
// them: the rules the API and the hours screen share.
import { describe, expect, it } from 'vitest';
import { MenuPublicationStatus } from './enums';
import { groupOpeningHours } from './opening-hours';
import {
  daysForFrames,
  frameRunningNow,
  framesInForce,
  timeFramesForDate,
  timelySlotTimes,
  venueLocalTime,
  type SlotFrame,
} from './slot-rules';
import {
  openingDaysFromHours,
  ordersOutsideHours,
  SERVICE_WINDOWS_MAX,
  venueHoursInputSchema,
  windowsOverlap,
  type ServiceWindowInput,
} from './venue-hours';

const ROME = 'Europe/Rome';
const TAKEAWAY = MenuPublicationStatus.TakeAwayMenu;
const DELIVERY = MenuPublicationStatus.DeliveryMenu;
const LOCAL = MenuPublicationStatus.LocalOrder;

const frame = (overrides: Partial<SlotFrame> = {}): SlotFrame => ({
  timeFrameWebId: 1,
  beginTime: '12:00',
  endTime: '14:00',
  daysOfWeek: 127,
  menuPublicationStatus: TAKEAWAY | DELIVERY,
  slotMinutes: 30,
  ordersPerSlot: 2,
  specialDate: null,
  ...overrides,
});
// Friday 7 March 2025, 09:00 in Rome: Saturday 8 and Sunday 9 are bookable.
const clock = { now: venueLocalTime(new Date('2025-03-07T08:00:00Z'), ROME), timeZone: ROME };

const lunch = frame({ timeFrameWebId: 1 });
const dinner = frame({ timeFrameWebId: 2, beginTime: '19:00', endTime: '22:00' });
// Saturday 8 March: takeaway only, 10:00-11:00.
const saturdaySpecial = frame({
  timeFrameWebId: 3,
  beginTime: '10:00',
  endTime: '11:00',
  menuPublicationStatus: TAKEAWAY,
  daysOfWeek: 32,
  specialDate: '2025-03-08',
});
const frames = [saturdaySpecial, lunch, dinner];

describe('special opening hours', () => {
  it('on their date replace every weekly window; other dates keep the weekly ones', () => {
    expect(framesInForce(frames, '2025-03-08').map((f) => f.timeFrameWebId)).toEqual([3]);
    expect(framesInForce(frames, '2025-03-09').map((f) => f.timeFrameWebId)).toEqual([1, 2]);
    // A special window runs on its date only, never on its weekday in other weeks.
    expect(framesInForce(frames, '2025-03-15').map((f) => f.timeFrameWebId)).toEqual([1, 2]);
    expect(timelySlotTimes(saturdaySpecial, '2025-03-15', clock)).toEqual([]);
  });

  it('give the diners exactly their slots that day, and no service for an order type they do not serve', () => {
    expect(timeFramesForDate(frames, '2025-03-08', TAKEAWAY, clock).map((f) => f.timeFrameWebId)).toEqual([3]);
    expect(timelySlotTimes(saturdaySpecial, '2025-03-08', clock)).toEqual(['10:00', '10:30']);
    expect(timeFramesForDate(frames, '2025-03-08', DELIVERY, clock)).toEqual([]);
    expect(daysForFrames(frames, DELIVERY, clock).map((d) => d.day)).toEqual(['2025-03-07', '2025-03-09']);
    expect(daysForFrames(frames, TAKEAWAY, clock).map((d) => d.day)).toEqual([
      '2025-03-07',
      '2025-03-08',
      '2025-03-09',
    ]);
  });

  it('decide which window runs now for dine-in', () => {
    const localSpecial = frame({
      timeFrameWebId: 4,
      beginTime: '11:00',
      endTime: '13:00',
      menuPublicationStatus: LOCAL,
      specialDate: '2025-03-08',
    });
    const localLunch = frame({ timeFrameWebId: 5, menuPublicationStatus: LOCAL });
    const saturdayNoon = venueLocalTime(new Date('2025-03-08T11:30:00Z'), ROME);
    expect(frameRunningNow([localLunch, localSpecial], LOCAL, saturdayNoon)?.timeFrameWebId).toBe(4);
    const sundayNoon = venueLocalTime(new Date('2025-03-09T11:30:00Z'), ROME);
    expect(frameRunningNow([localLunch, localSpecial], LOCAL, sundayNoon)?.timeFrameWebId).toBe(5);
  });

  it('overlap only windows of the same date, never a weekly one', () => {
    const weekly = {
      menuPublicationStatus: TAKEAWAY,
      daysOfWeek: 127,
      beginTime: '12:00',
      endTime: '14:00',
      specialDate: null,
    };
    const special = { ...weekly, daysOfWeek: 32, specialDate: '2025-03-08' };
    expect(windowsOverlap(weekly, special)).toBe(false);
    expect(windowsOverlap(special, { ...special, beginTime: '13:00', endTime: '15:00' })).toBe(true);
    expect(windowsOverlap(special, { ...special, specialDate: '2025-03-15' })).toBe(false);
    expect(windowsOverlap(weekly, { ...weekly, beginTime: '13:00', endTime: '15:00' })).toBe(true);
  });

  it('are validated by the hours document: a real date, no overlap on the same date, the window limit', () => {
    const window = (o: Partial<ServiceWindowInput>): ServiceWindowInput => ({
      description: 'Vigilia',
      menuPublicationStatus: TAKEAWAY,
      daysOfWeek: 127,
      beginTime: '12:00',
      endTime: '14:00',
      slotMinutes: 30,
      ordersPerSlot: 5,
      ...o,
    });
    const parse = (list: ServiceWindowInput[]) =>
      venueHoursInputSchema.safeParse({ version: 0, frames: list, closures: [] });
    expect(parse([window({}), window({ specialDate: '2025-12-24' })]).success).toBe(true);
    const badDate = parse([window({ specialDate: '2025-02-30' })]);
    expect(badDate.error?.issues.map((i) => i.path.join('.'))).toContain('frames.0.specialDate');
    const overlap = parse([
      window({ specialDate: '2025-12-24' }),
      window({ specialDate: '2025-12-24', beginTime: '13:00', endTime: '15:00' }),
    ]);
    expect(overlap.error?.issues.map((i) => i.path.join('.'))).toContain('frames.1.beginTime');
    const tooMany = Array.from({ length: SERVICE_WINDOWS_MAX + 1 }, (_, i) =>
      window({
        specialDate: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
        beginTime: `${String(Math.floor(i / 28) + 10).padStart(2, '0')}:00`,
        endTime: `${String(Math.floor(i / 28) + 10).padStart(2, '0')}:30`,
      }),
    );
    expect(parse(tooMany).error?.issues.map((i) => i.path.join('.'))).toContain('frames');
    expect(
      venueHoursInputSchema.safeParse({ version: 0, frames: [], closures: [], confirmedOrdersOutsideHours: -1 })
        .success,
    ).toBe(false);
  });

  it('show in the venue information as an exception of their date, not in the week', () => {
    const days = openingDaysFromHours(frames, []);
    const exception = days.find((d) => d.exceptionDate === '2025-03-08');
    expect(exception?.morning?.takeawayStart).toBe('10:00');
    expect(groupOpeningHours(days, 'takeaway').map((r) => `${r.label}: ${r.hours.join(', ')}`)).toEqual([
      'Da Lunedì a Domenica: 12:00 - 14:00, 19:00 - 22:00',
    ]);
  });
});

describe('ordersOutsideHours', () => {
  const order = (date: string, time: string, status: number = TAKEAWAY) => ({
    date,
    time,
    menuPublicationStatus: status,
  });

  it('keeps an order inside when a window in force that day serves its type at its time', () => {
    const orders = [order('2025-03-09', '12:30'), order('2025-03-09', '19:00', DELIVERY)];
    expect(ordersOutsideHours(orders, frames, [])).toEqual([]);
  });

  it('counts orders whose window is gone, shrunk, no longer serving their type, replaced by special hours or closed', () => {
    const shrunk = [{ ...lunch, endTime: '12:30' }, dinner, saturdaySpecial];
    const orders = [
      order('2025-03-09', '12:30'), // after the shrunk lunch
      order('2025-03-09', '12:00'), // still inside
      order('2025-03-08', '12:00'), // Saturday runs only the special window
      order('2025-03-08', '10:30', DELIVERY), // the special window is takeaway only
      order('2025-03-08', '10:30'), // inside the special window
      order('2025-03-10', '19:30'), // closed that day
    ];
    const outside = ordersOutsideHours(orders, shrunk, [{ date: '2025-03-10', menuPublicationStatus: TAKEAWAY }]);
    expect(outside).toEqual([orders[0], orders[2], orders[3], orders[5]]);
    expect(ordersOutsideHours(orders, [], [])).toHaveLength(orders.length);
  });
});
