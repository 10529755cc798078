import { describe, expect, it } from 'vitest';
import type { OpeningDay, OpeningSlot } from './entities';
import { groupOpeningHours, weekdaysLabel } from './opening-hours';

describe('weekdaysLabel', () => {
  it.each([
    [127, 'Da Lunedì a Domenica'],
    [31, 'Da Lunedì a Venerdì'],
    [63, 'Da Lunedì a Sabato'],
    [62, 'Da Martedì a Sabato'],
    [96, 'Sabato e Domenica'],
  ])('names the day set %i', (mask, label) => {
    expect(weekdaysLabel(mask)).toBe(label);
  });

  it('lists other sets in week order', () => {
    expect(weekdaysLabel(1)).toBe('Lunedì');
    expect(weekdaysLabel(64)).toBe('Domenica');
    expect(weekdaysLabel(1 | 4 | 64)).toBe('Lunedì, Mercoledì, Domenica');
    expect(weekdaysLabel(30)).toBe('Martedì, Mercoledì, Giovedì, Venerdì');
    expect(weekdaysLabel(0)).toBe('');
  });
});

const slot = (
  local: [string, string] | null,
  takeaway: [string, string] | null = null,
  delivery: [string, string] | null = null,
): OpeningSlot => ({
  openingTime: local?.[0] ?? null,
  closingTime: local?.[1] ?? null,
  takeawayStart: takeaway?.[0] ?? null,
  takeawayEnd: takeaway?.[1] ?? null,
  deliveryStart: delivery?.[0] ?? null,
  deliveryEnd: delivery?.[1] ?? null,
});

const day = (
  dayOfWeek: number,
  slots: Partial<Pick<OpeningDay, 'morning' | 'afternoon' | 'evening' | 'exceptionDate'>>,
): OpeningDay => ({
  dayOfWeek,
  exceptionDate: null,
  morning: null,
  afternoon: null,
  evening: null,
  ...slots,
});

describe('groupOpeningHours', () => {
  const lunchAndDinner = { morning: slot(['12:00:00', '15:00:00']), evening: slot(['19:00:00', '23:30:00']) };

  it('formats slots as the first 5 characters, morning to evening', () => {
    expect(groupOpeningHours([day(1, lunchAndDinner)], 'local')).toEqual([
      { dayOfWeek: 1, label: 'Lunedì', hours: ['12:00 - 15:00', '19:00 - 23:30'] },
    ]);
  });

  it('groups days with identical slots, one entry per day or a mask', () => {
    const perDay = [1, 2, 4, 8, 16].map((bit) => day(bit, lunchAndDinner));
    const weekend = day(96, { evening: slot(['19:00', '00:00']) });
    expect(groupOpeningHours([...perDay, weekend], 'local')).toEqual([
      { dayOfWeek: 31, label: 'Da Lunedì a Venerdì', hours: ['12:00 - 15:00', '19:00 - 23:30'] },
      { dayOfWeek: 96, label: 'Sabato e Domenica', hours: ['19:00 - 00:00'] },
    ]);
  });

  it('lists non-contiguous groups by name, in week order of their first day', () => {
    const rows = groupOpeningHours(
      [day(2, { evening: slot(['19:00', '23:00']) }), day(1 | 4, lunchAndDinner), day(8, lunchAndDinner)],
      'local',
    );
    expect(rows.map((r) => r.label)).toEqual(['Lunedì, Mercoledì, Giovedì', 'Martedì']);
  });

  it('names the whole week and the other named sets', () => {
    expect(groupOpeningHours([day(127, lunchAndDinner)], 'local')[0].label).toBe('Da Lunedì a Domenica');
    expect(groupOpeningHours([day(63, lunchAndDinner)], 'local')[0].label).toBe('Da Lunedì a Sabato');
    expect(groupOpeningHours([day(62, lunchAndDinner)], 'local')[0].label).toBe('Da Martedì a Sabato');
  });

  it('skips entries with an exceptionDate', () => {
    const rows = groupOpeningHours(
      [day(127, lunchAndDinner), day(1, { exceptionDate: '2025-12-25', morning: slot(['10:00', '11:00']) })],
      'local',
    );
    expect(rows).toEqual([
      { dayOfWeek: 127, label: 'Da Lunedì a Domenica', hours: ['12:00 - 15:00', '19:00 - 23:30'] },
    ]);
  });

  it('reads the takeaway and delivery times for those services', () => {
    const days = [
      day(31, {
        morning: slot(['12:00', '15:00'], ['12:30', '14:30'], null),
        evening: slot(['19:00', '23:00'], ['19:00', '22:00'], ['19:30', '22:30']),
      }),
    ];
    expect(groupOpeningHours(days, 'takeaway')[0].hours).toEqual(['12:30 - 14:30', '19:00 - 22:00']);
    expect(groupOpeningHours(days, 'delivery')[0].hours).toEqual(['19:30 - 22:30']);
  });

  it('leaves out days without slots for the service, and gives no rows when none has any', () => {
    expect(groupOpeningHours([day(127, lunchAndDinner)], 'delivery')).toEqual([]);
    expect(groupOpeningHours([day(1, { morning: slot(['12:00', null as unknown as string]) })], 'local')).toEqual([]);
    expect(groupOpeningHours([], 'local')).toEqual([]);
  });
});

describe('labels in English (issue #14 item 10)', () => {
  it('names the day sets and the days in English', () => {
    expect(weekdaysLabel(31, 'en')).toBe('Monday to Friday');
    expect(weekdaysLabel(96, 'en')).toBe('Saturday and Sunday');
    expect(weekdaysLabel(1 | 4 | 16, 'en')).toBe('Monday, Wednesday, Friday');
    expect(weekdaysLabel(1 | 4 | 16)).toBe('Lunedì, Mercoledì, Venerdì');
  });
});
