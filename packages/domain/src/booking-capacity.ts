// The booking service's capacity model (spec 001 §3-§4, §9): per venue, service
// shifts made of time bands per weekday, the bookable times of each band and the places
// (people) a band holds per day, an optional second kitchen, closed weekdays and exception
// dates. Availability is computed here from the model, the people already held per band and
// the venue's wall clock; the server passes all three (pure, no I/O).
//
// Choices the documents leave open (docs/contract/README.md, "not shown"), written down here:
// - A band's capacity is in people ("places"), counted per band per day; a reservation of N
//   people takes N places of its band for the whole band.
// - A band belongs to lunch when it starts before 15:00, otherwise to dinner (001 §4).
// - Today, a time is offered only when it is strictly after the venue's clock; a band whose
//   times have all passed is not offered; days before today or beyond the venue's horizon
//   are never offered.
// - An exception date closes the whole day (shift null) or one shift ('lunch' / 'dinner').
// - unicop / unicoc ("unico"): the shift has a single band (one seating). disponibilip /
//   disponibilic: places still free at lunch / dinner, over the bands still offered.
import { shiftOfTime, type Shift } from './booking';
import { addDays, isIsoDate, timeToMinutes, weekdayBit, type VenueLocalTime } from './slot-rules';

export interface CapacityBand {
  bandId: number;
  /** 1, or 2 for the second kitchen (cucina2). */
  kitchen: number;
  /** Weekday bit mask, Monday 1 … Sunday 64. */
  daysOfWeek: number;
  /** 'HH:mm': the band's da and a. */
  startTime: string;
  endTime: string;
  /** The bookable times ('HH:mm'), the band's orari. */
  times: string[];
  /** People the band holds per day. */
  places: number;
  /** The band's tavoli label, shown as given (e.g. '8 tavoli'). */
  tables: string | null;
}

export interface BookingException {
  /** 'YYYY-MM-DD' */
  date: string;
  /** null closes the whole day. */
  shift: Shift | null;
}

export interface CapacityModel {
  /** Weekdays the venue takes no reservations (bit mask). */
  closedDays: number;
  bands: CapacityBand[];
  exceptions: BookingException[];
  /** How many days ProssimiDisponibili lists. */
  daysListed: number;
  /** How many days ahead (today included) a day may be booked. */
  horizonDays: number;
}

/** People held per band (bandId → people) on one day. */
export type HeldPeople = ReadonlyMap<number, number>;

export const NO_HELD_PEOPLE: HeldPeople = new Map();

/** 'YYYY-MM-DD' → 'dd-MM-yyyy', the booking service's day format (001 §9). */
export function isoToBookingDay(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}-${m}-${y}`;
}

/** 'dd-MM-yyyy' → 'YYYY-MM-DD', or null when it is not a real date. */
export function bookingDayToIso(day: string): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(day.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isIsoDate(iso) ? iso : null;
}

/** The last day that may be booked ('YYYY-MM-DD'). */
export function lastBookableDate(model: Pick<CapacityModel, 'horizonDays'>, now: VenueLocalTime): string {
  return addDays(now.date, Math.max(1, model.horizonDays) - 1);
}

export function isWithinHorizon(model: Pick<CapacityModel, 'horizonDays'>, date: string, now: VenueLocalTime): boolean {
  return isIsoDate(date) && date >= now.date && date <= lastBookableDate(model, now);
}

export function bandShift(band: Pick<CapacityBand, 'startTime'>): Shift {
  return shiftOfTime(band.startTime);
}

export function isShiftClosed(
  model: Pick<CapacityModel, 'closedDays' | 'exceptions'>,
  date: string,
  shift: Shift,
): boolean {
  if ((model.closedDays & weekdayBit(date)) !== 0) return true;
  return model.exceptions.some((e) => e.date === date && (e.shift === null || e.shift === shift));
}

const byStart = (a: CapacityBand, b: CapacityBand) =>
  (timeToMinutes(a.startTime) ?? 0) - (timeToMinutes(b.startTime) ?? 0) || a.kitchen - b.kitchen || a.bandId - b.bandId;

/** The bands running on a date (weekday, not closed), of one kitchen or of all, by start time. */
export function bandsOn(model: CapacityModel, date: string, kitchen?: number): CapacityBand[] {
  return model.bands
    .filter((b) => (b.daysOfWeek & weekdayBit(date)) !== 0)
    .filter((b) => kitchen === undefined || b.kitchen === kitchen)
    .filter((b) => !isShiftClosed(model, date, bandShift(b)))
    .sort(byStart);
}

/** The band's times still bookable on a date: none in the past, only those after the clock today. */
export function bandTimesOffered(band: Pick<CapacityBand, 'times'>, date: string, now: VenueLocalTime): string[] {
  if (date < now.date) return [];
  const times = band.times
    .map((t) => ({ t, minutes: timeToMinutes(t) }))
    .filter((x): x is { t: string; minutes: number } => x.minutes !== null)
    .sort((a, b) => a.minutes - b.minutes);
  return (date === now.date ? times.filter((x) => x.minutes > now.minutes) : times).map((x) => x.t.slice(0, 5));
}

export interface BandAvailability {
  band: CapacityBand;
  /** Places still free (never below 0). */
  remaining: number;
  /** Times still bookable. */
  times: string[];
}

/** Every band of the date with its free places and bookable times (beyond the horizon: none). */
export function bandAvailability(
  model: CapacityModel,
  date: string,
  now: VenueLocalTime,
  held: HeldPeople,
  kitchen?: number,
): BandAvailability[] {
  if (!isWithinHorizon(model, date, now)) return [];
  return bandsOn(model, date, kitchen).map((band) => ({
    band,
    remaining: Math.max(0, band.places - (held.get(band.bandId) ?? 0)),
    times: bandTimesOffered(band, date, now),
  }));
}

/** GetOrariDisponibiliCapacita: the bands of a kitchen that still fit `people` at some time. */
export function availableBands(
  model: CapacityModel,
  date: string,
  now: VenueLocalTime,
  held: HeldPeople,
  people: number,
  kitchen: number,
): BandAvailability[] {
  return bandAvailability(model, date, now, held, kitchen).filter((b) => b.times.length > 0 && b.remaining >= people);
}

export interface DayAvailability {
  /** 'YYYY-MM-DD' */
  date: string;
  pranzo: boolean;
  cena: boolean;
  disponibilip: number;
  disponibilic: number;
  unicop: boolean;
  unicoc: boolean;
}

/** One day of ProssimiDisponibili: which shifts run (with times left) and their free places. */
export function dayAvailability(
  model: CapacityModel,
  date: string,
  now: VenueLocalTime,
  held: HeldPeople,
): DayAvailability {
  const offered = bandAvailability(model, date, now, held).filter((b) => b.times.length > 0);
  const ofShift = (shift: Shift) => offered.filter((b) => bandShift(b.band) === shift);
  const lunch = ofShift('lunch');
  const dinner = ofShift('dinner');
  const sum = (bands: BandAvailability[]) => bands.reduce((total, b) => total + b.remaining, 0);
  return {
    date,
    pranzo: lunch.length > 0,
    cena: dinner.length > 0,
    disponibilip: sum(lunch),
    disponibilic: sum(dinner),
    unicop: lunch.length === 1,
    unicoc: dinner.length === 1,
  };
}

/**
 * ProssimiDisponibili: from today on, the first `daysListed` days within the horizon that
 * still have free places at lunch or dinner.
 */
export function nextAvailableDays(
  model: CapacityModel,
  now: VenueLocalTime,
  heldOn: (date: string) => HeldPeople,
): DayAvailability[] {
  const days: DayAvailability[] = [];
  const last = lastBookableDate(model, now);
  for (let date = now.date; date <= last && days.length < model.daysListed; date = addDays(date, 1)) {
    const day = dayAvailability(model, date, now, heldOn(date));
    if (day.disponibilip + day.disponibilic > 0) days.push(day);
  }
  return days;
}

export type AdmissionProblem = 'pastOrOutOfHorizon' | 'noBand' | 'time' | 'people' | 'full';

export interface AdmissionRequest {
  date: string;
  startTime: string;
  endTime: string;
  time: string;
  people: number;
  kitchen: number;
}

/** Finds the band a request names (kitchen, da, a, running on the date). */
export function findBand(
  model: CapacityModel,
  req: Pick<AdmissionRequest, 'date' | 'startTime' | 'endTime' | 'kitchen'>,
): CapacityBand | null {
  const same = (a: string, b: string) => timeToMinutes(a) !== null && timeToMinutes(a) === timeToMinutes(b);
  return (
    bandsOn(model, req.date, req.kitchen).find(
      (b) => same(b.startTime, req.startTime) && same(b.endTime, req.endTime),
    ) ?? null
  );
}

/**
 * Whether a reservation fits, given the people already held on its band and day (read under
 * the band/day lock by the server). null when it fits.
 */
export function admissionProblem(
  model: CapacityModel,
  req: AdmissionRequest,
  now: VenueLocalTime,
  held: HeldPeople,
  maxPeople: number,
): AdmissionProblem | null {
  if (!isWithinHorizon(model, req.date, now)) return 'pastOrOutOfHorizon';
  if (!Number.isInteger(req.people) || req.people < 1 || req.people > maxPeople) return 'people';
  const band = findBand(model, req);
  if (!band) return 'noBand';
  const wanted = timeToMinutes(req.time);
  if (wanted === null || !bandTimesOffered(band, req.date, now).some((t) => timeToMinutes(t) === wanted)) return 'time';
  const remaining = band.places - (held.get(band.bandId) ?? 0);
  return remaining >= req.people ? null : 'full';
}
