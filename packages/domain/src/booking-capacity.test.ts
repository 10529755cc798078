import { describe, expect, it } from 'vitest';
import {
  admissionProblem,
  availableBands,
  bandTimesOffered,
  bookingDayToIso,
  dayAvailability,
  isoToBookingDay,
  nextAvailableDays,
  type CapacityBand,
  type CapacityModel,
} from './booking-capacity';
import { bookingDayLabel } from './booking-calls';
import { venueLocalTime } from './slot-rules';

const EVERY_DAY = 127;
const MONDAY = 1;

const lunch: CapacityBand = {
  bandId: 1,
  kitchen: 1,
  daysOfWeek: EVERY_DAY,
  startTime: '12:00',
  endTime: '14:30',
  times: ['12:00', '12:30', '13:00', '13:30'],
  places: 10,
  tables: null,
};
const dinner: CapacityBand = {
  ...lunch,
  bandId: 2,
  startTime: '19:00',
  endTime: '21:00',
  times: ['19:00', '19:30', '20:00'],
  places: 20,
};
const lateDinner: CapacityBand = {
  ...dinner,
  bandId: 3,
  startTime: '21:00',
  endTime: '23:00',
  times: ['21:00', '21:30'],
  places: 8,
};
const pizzeria: CapacityBand = { ...dinner, bandId: 4, kitchen: 2, places: 6 };

function model(overrides: Partial<CapacityModel> = {}): CapacityModel {
  return {
    closedDays: 0,
    bands: [lunch, dinner, lateDinner, pizzeria],
    exceptions: [],
    daysListed: 7,
    horizonDays: 60,
    ...overrides,
  };
}

// Wednesday 2025-06-11 at 13:10 in Rome (11:10 UTC, summer time).
const now = venueLocalTime(new Date('2025-06-11T11:10:00Z'), 'Europe/Rome');
const none = new Map<number, number>();

describe('booking days', () => {
  it('converts between ISO and dd-MM-yyyy', () => {
    expect(isoToBookingDay('2025-06-11')).toBe('11-06-2025');
    expect(bookingDayToIso('11-06-2025')).toBe('2025-06-11');
    expect(bookingDayToIso('31-02-2025')).toBeNull();
    expect(bookingDayToIso('2025-06-11')).toBeNull();
  });

  it("labels today and tomorrow 'oggi' and 'domani'", () => {
    expect(bookingDayLabel('2025-06-11', '2025-06-11', '2025-06-12')).toBe('oggi');
    expect(bookingDayLabel('2025-06-12', '2025-06-11', '2025-06-12')).toBe('domani');
    expect(bookingDayLabel('2025-06-14', '2025-06-11', '2025-06-12')).toBe('sabato 14/06');
  });
});

describe('bandTimesOffered', () => {
  it('offers only the times after the venue clock today, all of them on a later day, none in the past', () => {
    expect(bandTimesOffered(lunch, '2025-06-11', now)).toEqual(['13:30']);
    expect(bandTimesOffered(lunch, '2025-06-12', now)).toEqual(lunch.times);
    expect(bandTimesOffered(lunch, '2025-06-10', now)).toEqual([]);
  });
});

describe('availableBands', () => {
  it('lists the bands of the kitchen that still fit the party', () => {
    const bands = availableBands(model(), '2025-06-12', now, none, 2, 1);
    expect(bands.map((b) => b.band.bandId)).toEqual([1, 2, 3]);
    expect(availableBands(model(), '2025-06-12', now, none, 2, 2).map((b) => b.band.bandId)).toEqual([4]);
  });

  it('drops a band whose held people leave no room for the party', () => {
    const held = new Map([[3, 7]]);
    expect(availableBands(model(), '2025-06-12', now, held, 2, 1).map((b) => b.band.bandId)).toEqual([1, 2]);
    expect(availableBands(model(), '2025-06-12', now, held, 1, 1).map((b) => b.band.bandId)).toEqual([1, 2, 3]);
  });

  it('drops a band whose times have passed today', () => {
    const evening = venueLocalTime(new Date('2025-06-11T17:45:00Z'), 'Europe/Rome'); // 19:45
    expect(availableBands(model(), '2025-06-11', evening, none, 2, 1).map((b) => b.band.bandId)).toEqual([2, 3]);
    const late = venueLocalTime(new Date('2025-06-11T20:00:00Z'), 'Europe/Rome'); // 22:00
    expect(availableBands(model(), '2025-06-11', late, none, 2, 1)).toEqual([]);
  });

  it('honours closed weekdays, exception dates (whole day or one shift) and the horizon', () => {
    // 2025-06-16 is a Monday.
    expect(availableBands(model({ closedDays: MONDAY }), '2025-06-16', now, none, 2, 1)).toEqual([]);
    expect(
      availableBands(model({ exceptions: [{ date: '2025-06-12', shift: null }] }), '2025-06-12', now, none, 2, 1),
    ).toEqual([]);
    const noLunch = model({ exceptions: [{ date: '2025-06-12', shift: 'lunch' }] });
    expect(availableBands(noLunch, '2025-06-12', now, none, 2, 1).map((b) => b.band.bandId)).toEqual([2, 3]);
    expect(availableBands(model({ horizonDays: 3 }), '2025-06-14', now, none, 2, 1)).toEqual([]);
    expect(availableBands(model({ horizonDays: 3 }), '2025-06-13', now, none, 2, 1)).not.toEqual([]);
  });

  it('keeps a band to its weekdays', () => {
    const weekendBrunch: CapacityBand = {
      ...lunch,
      bandId: 9,
      daysOfWeek: 96,
      startTime: '11:00',
      endTime: '12:00',
      times: ['11:00'],
    };
    const m = model({ bands: [weekendBrunch] });
    expect(availableBands(m, '2025-06-12', now, none, 2, 1)).toEqual([]); // Thursday
    expect(availableBands(m, '2025-06-14', now, none, 2, 1).map((b) => b.band.bandId)).toEqual([9]); // Saturday
  });
});

describe('dayAvailability and nextAvailableDays', () => {
  it('sums the free places per shift and tells single-band shifts', () => {
    const day = dayAvailability(model(), '2025-06-12', now, new Map([[2, 5]]));
    expect(day).toEqual({
      date: '2025-06-12',
      pranzo: true,
      cena: true,
      disponibilip: 10,
      disponibilic: 15 + 8 + 6,
      unicop: true,
      unicoc: false,
    });
  });

  it('lists from today the first days with free places, skipping closed and full days', () => {
    const m = model({ daysListed: 3, closedDays: MONDAY, bands: [dinner] });
    const full = new Map([[2, 20]]);
    const days = nextAvailableDays(m, now, (date) => (date === '2025-06-12' ? full : none));
    expect(days.map((d) => d.date)).toEqual(['2025-06-11', '2025-06-13', '2025-06-14']);
  });
});

describe('admissionProblem', () => {
  const req = { date: '2025-06-12', startTime: '19:00', endTime: '21:00', time: '19:30', people: 2, kitchen: 1 };

  it('admits a party that fits, exactly up to the last place', () => {
    expect(admissionProblem(model(), req, now, none, 4)).toBeNull();
    expect(admissionProblem(model(), { ...req, people: 4 }, now, new Map([[2, 16]]), 4)).toBeNull();
    expect(admissionProblem(model(), { ...req, people: 4 }, now, new Map([[2, 17]]), 4)).toBe('full');
  });

  it('refuses past days, unknown bands, times outside the band and too many people', () => {
    expect(admissionProblem(model(), { ...req, date: '2025-06-10' }, now, none, 4)).toBe('pastOrOutOfHorizon');
    expect(admissionProblem(model(), { ...req, startTime: '18:00' }, now, none, 4)).toBe('noBand');
    expect(admissionProblem(model(), { ...req, time: '19:45' }, now, none, 4)).toBe('time');
    expect(
      admissionProblem(
        model(),
        { ...req, date: '2025-06-11', startTime: '12:00', endTime: '14:30', time: '12:30' },
        now,
        none,
        4,
      ),
    ).toBe('time');
    expect(admissionProblem(model(), { ...req, people: 5 }, now, none, 4)).toBe('people');
    expect(admissionProblem(model(), { ...req, people: 0 }, now, none, 4)).toBe('people');
  });
});
