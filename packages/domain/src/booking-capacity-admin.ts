// Back office, booking capacity (spec 001 §3-§4, §9): what an owner or manager
// edits of a venue's capacity model (booking-capacity.ts): kitchens (cucina1, cucina2), the
// largest party (maxquanti), closed weekdays, how far ahead diners may book, the bands per
// weekday with their bookable times and places, and exception dates. Saved as one document
// with a version (409 when stale). Limits are ours; messages are validation-message codes.
import { z } from 'zod';
import { ALL_WEEKDAYS } from './enums';
import { optionalText, requiredText } from './form-fields';
import { idNumber, int4 } from './primitives';
import { timeToMinutes } from './slot-rules';
import { message } from './validation-messages';
import { hoursVersion, isoDate, timeOfDay } from './venue-hours';

export const BOOKING_BANDS_MAX = 40;
export const BOOKING_TIMES_MAX = 48;
export const BOOKING_EXCEPTIONS_MAX = 400;
export const BAND_PLACES_MAX = 10_000;
export const MAX_PARTY_MAX = 99;
export const KITCHEN_NAME_MAX_LENGTH = 60;
export const HORIZON_DAYS_MAX = 365;
export const DAYS_LISTED_MAX = 60;

const count = (min: number, max: number) =>
  z
    .number({ error: message('integerOnly') })
    .int(message('integerOnly'))
    .min(min, message('range'))
    .max(max, message('range'));

const minutes = (t: string) => timeToMinutes(t) ?? 0;

export const bookingBandInputSchema = z
  .object({
    bandId: idNumber().nullish(),
    /** 1, or 2 for the second kitchen. */
    kitchen: z.union([z.literal(1), z.literal(2)], { error: message('invalidOption') }),
    daysOfWeek: z
      .number({ error: message('daysRequired') })
      .int()
      .min(1, message('daysRequired'))
      .max(ALL_WEEKDAYS, message('daysRequired')),
    startTime: timeOfDay,
    endTime: timeOfDay,
    /** The bookable times, 'HH:mm', from the band's start and before its end. */
    times: z.array(timeOfDay).min(1, message('required')).max(BOOKING_TIMES_MAX),
    places: count(0, BAND_PLACES_MAX),
    tables: optionalText(40),
  })
  .superRefine((band, ctx) => {
    if (minutes(band.startTime) >= minutes(band.endTime))
      ctx.addIssue({ code: 'custom', message: message('endBeforeBegin'), path: ['endTime'] });
    band.times.forEach((time, i) => {
      if (minutes(time) < minutes(band.startTime) || minutes(time) >= minutes(band.endTime)) {
        ctx.addIssue({ code: 'custom', message: message('timeOutsideBand'), path: ['times', i] });
      } else if (band.times.indexOf(time) !== i)
        ctx.addIssue({ code: 'custom', message: message('duplicate'), path: ['times', i] });
    });
  });
export type BookingBandInput = z.infer<typeof bookingBandInputSchema>;

export const bookingExceptionInputSchema = z.object({
  date: isoDate,
  /** null closes the whole day. */
  shift: z.enum(['lunch', 'dinner']).nullable(),
  note: optionalText(200),
});
export type BookingExceptionInput = z.infer<typeof bookingExceptionInputSchema>;

const bandsOverlap = (a: BookingBandInput, b: BookingBandInput) =>
  a.kitchen === b.kitchen &&
  (a.daysOfWeek & b.daysOfWeek) !== 0 &&
  minutes(a.startTime) < minutes(b.endTime) &&
  minutes(b.startTime) < minutes(a.endTime);

export const bookingCapacityInputSchema = z
  .object({
    version: hoursVersion,
    kitchen1Name: requiredText(KITCHEN_NAME_MAX_LENGTH),
    /** Empty or null: no second kitchen. */
    kitchen2Name: optionalText(KITCHEN_NAME_MAX_LENGTH),
    /** Largest party; 0 means 4 (001 §9). */
    maxPeople: count(0, MAX_PARTY_MAX),
    closedDays: z.number().int().min(0).max(ALL_WEEKDAYS),
    daysListed: count(1, DAYS_LISTED_MAX),
    horizonDays: count(1, HORIZON_DAYS_MAX),
    bands: z.array(bookingBandInputSchema).max(BOOKING_BANDS_MAX),
    exceptions: z.array(bookingExceptionInputSchema).max(BOOKING_EXCEPTIONS_MAX),
  })
  .superRefine((value, ctx) => {
    value.bands.forEach((band, i) => {
      if (band.kitchen === 2 && !value.kitchen2Name)
        ctx.addIssue({ code: 'custom', message: message('secondKitchenRequired'), path: ['bands', i, 'kitchen'] });
      if (value.bands.some((o, j) => j < i && bandsOverlap(o, band)))
        ctx.addIssue({ code: 'custom', message: message('bandOverlap'), path: ['bands', i, 'startTime'] });
      if (band.bandId && value.bands.findIndex((o) => o.bandId === band.bandId) !== i)
        ctx.addIssue({ code: 'custom', message: message('duplicate'), path: ['bands', i, 'bandId'] });
    });
    value.exceptions.forEach((e, i) => {
      if (value.exceptions.findIndex((o) => o.date === e.date && o.shift === e.shift) !== i)
        ctx.addIssue({ code: 'custom', message: message('duplicate'), path: ['exceptions', i, 'date'] });
    });
  });
export type BookingCapacityInput = z.infer<typeof bookingCapacityInputSchema>;

export const bookingCapacitySchema = z.object({
  seatWebId: idNumber(),
  version: int4(),
  /** The venue's bookings are switched on (the flag of spec 000 §3 tableReservationEnabled, with its booking id). */
  bookingsOn: z.boolean(),
  /** Diners can book now: switched on, the venue enabled, and a band with places. */
  bookable: z.boolean(),
  kitchen1Name: z.string(),
  kitchen2Name: z.string().nullable(),
  maxPeople: int4(),
  closedDays: int4(),
  daysListed: int4(),
  horizonDays: int4(),
  bands: z.array(
    z.object({
      bandId: idNumber(),
      kitchen: z.union([z.literal(1), z.literal(2)]),
      daysOfWeek: int4(),
      startTime: z.string(),
      endTime: z.string(),
      times: z.array(z.string()),
      places: int4(),
      tables: z.string().nullable(),
    }),
  ),
  exceptions: z.array(
    z.object({ date: z.string(), shift: z.enum(['lunch', 'dinner']).nullable(), note: z.string().nullable() }),
  ),
});
export type BookingCapacity = z.infer<typeof bookingCapacitySchema>;

/** Switches a venue's online bookings on or off (on needs a band with places). */
export const bookingSwitchSchema = z.object({ enabled: z.boolean() });
export type BookingSwitch = z.infer<typeof bookingSwitchSchema>;

/** Whether a band admits anyone: bookings can be switched on only with one of these. */
export const bandHasPlaces = (band: { places: number }) => band.places > 0;
