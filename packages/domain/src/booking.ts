// Table booking of spec 001 §2-§5, §9: the booking service's shapes (field names as the
// service spells them) and the small rules the booking screens apply. The documents give the
// names but not the types; the types chosen are written beside the fields.
import { idNumber, int4, nullableText, plainText } from './primitives';
import { z } from 'zod';
import { confirmsOnDesktopServer } from './booking-messaging';
import { ConfirmationMode } from './enums';

/** A status flag of the booking service: set when true or a non-empty text (e.g. a timestamp). */
const flag = z.union([z.boolean(), plainText()]).nullish();
type Flag = z.infer<typeof flag>;

/** dd-MM-yyyy, the booking service's day format (001 §9). */
const bookingDay = plainText().regex(/^\d{2}-\d{2}-\d{4}$/);
const time = plainText().regex(/^\d{2}:\d{2}/);

/** Reservation status as GetStatoPrenotazione reports it. */
export const reservationStatusSchema = z.object({ verf: flag, arrv: flag, conf: flag, err: flag });
export type ReservationStatus = z.infer<typeof reservationStatusSchema>;

/** A reservation as the browser keeps it (storage key e2k_tableReservations, 001 §9). */
export const tableReservationSchema = reservationStatusSchema.extend({
  /** The venue's tableReservationId. */
  idloc: plainText(),
  data: bookingDay,
  /** Start and end of the time band. */
  da: time,
  a: time,
  quanti: idNumber(),
  note: plainText(),
  /** Fixed 'it' (001 §9). */
  lang: plainText(),
  /** Venue id, timestamp and a hash (001 §9); used to cancel. */
  token: plainText(),
  /** Reservation id; the messaging text is 'tt {id}'. */
  id: plainText(),
  tavoli: nullableText(),
  verified: z.boolean(),
  sconto: nullableText(),
  unico: z.boolean().nullable(),
  bagnato: z.number().nullable(),
  asciutti: z.number().nullable(),
  /** The chosen time, 'HH:mm'. */
  orari: plainText(),
  phone: plainText(),
});
export type TableReservation = z.infer<typeof tableReservationSchema>;

/**
 * The JSON text the reservation's note holds: name, memo and a fixed false flag (001 §3, §9).
 * The flag's key is not shown in the spec; 'flag' is ours.
 */
export function reservationNote(name: string, memo: string): string {
  return JSON.stringify({ name, memo, flag: false });
}

/** POST AddPrenotazione body (001 §3). */
export const reservationRequestSchema = tableReservationSchema.pick({
  idloc: true,
  data: true,
  da: true,
  a: true,
  tavoli: true,
  orari: true,
  quanti: true,
  note: true,
  phone: true,
  id: true,
});
export type ReservationRequest = z.infer<typeof reservationRequestSchema>;

/** GetInfo answer. A second kitchen exists when cucina2 is not empty; maxquanti 0 means 4. */
export const bookingInfoSchema = z.object({
  enabled: z.boolean(),
  cucina1: nullableText(),
  cucina2: nullableText(),
  maxquanti: int4().nonnegative(),
  /** Whether the venue confirms through the desktop Whatsapp server. */
  waserver: z.boolean(),
});
export type BookingInfo = z.infer<typeof bookingInfoSchema>;

/** A day of ProssimiDisponibili: availability counts (c dinner, p lunch) and shift flags. */
export const dayShiftSchema = z.object({
  data: bookingDay,
  description: plainText().nullish(),
  /** ISO date of the day. */
  date: plainText().nullish(),
  disponibilic: int4().nullable(),
  disponibilip: int4().nullable(),
  pranzo: z.boolean(),
  cena: z.boolean(),
  unicoc: z.boolean().nullable(),
  unicop: z.boolean().nullable(),
});
export type DayShift = z.infer<typeof dayShiftSchema>;

/** A time band of GetOrariDisponibiliCapacita, with its bookable times. */
export const timeBandSchema = z.object({
  da: time,
  a: time,
  tavoli: nullableText(),
  orari: z.array(time),
});
export type TimeBand = z.infer<typeof timeBandSchema>;

/** GetPrenotazione answer, upper-case as the service spells it. */
export const reservationInfoSchema = z.object({
  DATA: plainText(),
  DA: plainText(),
  QUANTI: int4(),
  CANCELLATADA: nullableText(),
  CANCELLATAIL: nullableText(),
});
export type ReservationInfo = z.infer<typeof reservationInfoSchema>;

/** 001 §4: a reservation whose two cancel fields are both set is already cancelled. */
export function isReservationCancelled(info: ReservationInfo): boolean {
  return Boolean(info.CANCELLATADA) && Boolean(info.CANCELLATAIL);
}

/**
 * 001 §4: on desktop with Whatsapp and no phone, the form shows 'Campo obbligatorio': that is
 * the mode confirmed through ConfermaDesktop, which needs the phone.
 */
export function bookingPhoneRequired(mode: ConfirmationMode, isMobile: boolean): boolean {
  return confirmsOnDesktopServer(mode, isMobile);
}

/** 001 §4, §9: polling the status every 3 s, at most 100 times. */
export const RESERVATION_POLL_INTERVAL_MS = 3000;
export const RESERVATION_POLL_MAX_ATTEMPTS = 100;
export const DEFAULT_MAX_PEOPLE = 4;

/** People options 1..maxquanti, or 1..4 when the service gives 0 (001 §4, §9). */
export function peopleOptions(maxquanti: number): number[] {
  const max = maxquanti > 0 ? Math.floor(maxquanti) : DEFAULT_MAX_PEOPLE;
  return Array.from({ length: max }, (_, i) => i + 1);
}

/** The kitchens to choose from: a second one only when cucina2 is not empty (001 §4). */
export function kitchensOf(info: Pick<BookingInfo, 'cucina1' | 'cucina2'>): string[] {
  const kitchens = [info.cucina1 ?? ''];
  if (info.cucina2?.trim()) kitchens.push(info.cucina2);
  return kitchens;
}

const isSet = (value: Flag) => value === true || (typeof value === 'string' && value.trim() !== '');

export type ReservationBadge = 'confirmed' | 'toConfirm' | 'error';

/**
 * Badge of an in-progress reservation (001 §2): 'Confermata' when verf is set; 'Da confermare'
 * when arrv and conf are set but neither verf nor err; 'In errore' on err. The spec does not
 * say which wins when verf and err are both set: verified is the venue's final word, so it does.
 */
export function reservationBadge(status: ReservationStatus): ReservationBadge | null {
  if (isSet(status.verf)) return 'confirmed';
  if (isSet(status.err)) return 'error';
  if (isSet(status.arrv) && isSet(status.conf)) return 'toConfirm';
  return null;
}

export type Shift = 'lunch' | 'dinner';
export const shiftLabels: Record<Shift, string> = { lunch: 'Pranzo', dinner: 'Cena' };

/** 001 §4: a shift starting before 15:00 is lunch, otherwise dinner. Takes 'HH:mm' (or 'HH:mm:ss'). */
export function shiftOfTime(hhmm: string): Shift {
  const match = /^(\d{1,2}):(\d{2})/.exec(hhmm.trim());
  if (!match) throw new RangeError(`Not a time: '${hhmm}'`);
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes < 15 * 60 ? 'lunch' : 'dinner';
}
