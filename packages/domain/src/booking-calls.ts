// The booking service's calls (spec 001 §7): query, body and answer shapes shared by
// our server (apps/api/src/modules/booking) and the web client. Field names are the service's
// own; where the documents do not show a shape, the choice is written beside it.
import { nullableText, plainText, queryInt4 } from './primitives';
import { z } from 'zod';
import {
  bookingInfoSchema,
  dayShiftSchema,
  reservationInfoSchema,
  reservationRequestSchema,
  reservationStatusSchema,
  tableReservationSchema,
  timeBandSchema,
} from './booking';
import { optionalPhone } from './phone-fields';
import { italianWeekdayOf } from './slot-rules';

const bookingDay = plainText().regex(/^\d{2}-\d{2}-\d{4}$/, 'giorno nel formato gg-mm-aaaa');

/** GetInfo?p={tableReservationId}_{password}. */
export const getInfoQuerySchema = z.object({ p: plainText().min(3).max(300) });
export const getInfoResponseSchema = bookingInfoSchema;

/** ProssimiDisponibili?id={tableReservationId}: the next days with free places. */
export const nextDaysQuerySchema = z.object({ id: plainText().min(1).max(100) });
export const nextDaysResponseSchema = z.object({ turni: z.array(dayShiftSchema) });
export type NextDaysResponse = z.infer<typeof nextDaysResponseSchema>;

/** GetOrariDisponibiliCapacita?id&day&quanti[&cucina]: cucina is 1 or 2 (ours: the kitchen's position). */
export const timesQuerySchema = z.object({
  id: plainText().min(1).max(100),
  day: bookingDay,
  quanti: queryInt4().min(1).max(100),
  cucina: queryInt4().min(1).max(2).optional(),
});
/** Each band of the day that still fits the party: data, da, a, tavoli, orari (001 §3). */
export const timesBandSchema = timeBandSchema.extend({ data: bookingDay, description: plainText().nullish() });
export type TimesBand = z.infer<typeof timesBandSchema>;
export const timesResponseSchema = z.object({ turni: z.array(timesBandSchema) });
export type TimesResponse = z.infer<typeof timesResponseSchema>;

/**
 * POST AddPrenotazione: the reservation request of 001 §3. The service assigns id (any id
 * sent is ignored). Ours: cucina (1 or 2, default 1) names the band's kitchen; sconto an
 * offer code from GetOfferta; lang defaults to 'it' (001 §9).
 */
export const addReservationBodySchema = reservationRequestSchema.extend({
  id: plainText().max(64).nullish(),
  tavoli: plainText().max(100).nullish(),
  quanti: queryInt4().min(1).max(100),
  note: plainText().max(2000).default(''),
  phone: optionalPhone().default(''),
  cucina: queryInt4().min(1).max(2).optional(),
  lang: plainText().max(5).optional(),
  sconto: plainText().max(64).nullish(),
});
export type AddReservationBody = z.infer<typeof addReservationBodySchema>;
/** The answer is the reservation as the browser keeps it (storage e2k_tableReservations). */
export const addReservationResponseSchema = tableReservationSchema;

/**
 * POST ConfermaDesktop (form-encoded reservation): id and token name the reservation (the
 * token proves the caller made it), phone is required.
 */
export const desktopConfirmBodySchema = z.object({
  id: plainText().min(1).max(64),
  token: plainText().min(1).max(300),
  phone: optionalPhone().default(''),
});

/** GetStatoPrenotazione?id: arrv, conf, verf (ISO date-times) and err (a reason) or null. */
export const reservationIdQuerySchema = z.object({ id: plainText().min(1).max(64) });
export const reservationStatusResponseSchema = reservationStatusSchema;

/** GetOfferta?off: an offer of a venue (ours: the documents do not show the shape). */
export const offerQuerySchema = z.object({ off: plainText().min(1).max(64) });
export const offerSchema = z.object({
  off: plainText(),
  idloc: plainText(),
  descrizione: plainText(),
  /** The discount as the venue words it, e.g. '10%'. */
  sconto: plainText(),
  /** First and last valid day, dd-MM-yyyy; null when open-ended. */
  dal: nullableText(),
  al: nullableText(),
});
export type Offer = z.infer<typeof offerSchema>;

/** GetPrenotazione?id: DATA (dd-MM-yyyy), DA (the chosen time), QUANTI and the two cancel fields. */
export const reservationInfoResponseSchema = reservationInfoSchema;

/** Disdetta?c={reservationId}&p={reservationToken}. */
export const cancelQuerySchema = z.object({ c: plainText().max(64).optional(), p: plainText().max(300).optional() });
/**
 * OK cancelled; BP wrong parameters; WP wrong password (the token's hash); GC (ours) the
 * reservation was already cancelled.
 */
export const cancelResultSchema = z.enum(['OK', 'BP', 'WP', 'GC']);
export type CancelResult = z.infer<typeof cancelResultSchema>;

/** Server messages of the booking service (001 §5, §8; the ones marked ours are not in the documents). */
export const bookingMessages = {
  noAvailability: 'Purtroppo non abbiamo disponibilità!',
  // The documents show the code 'E2KTable non abilitato' here; a diner gets a sentence instead.
  disabled: 'Questo locale al momento non accetta prenotazioni online. Contatta il locale per prenotare.', // ours
  desktopPhoneRequired: 'Il numero di telefono è obbligatorio per poter confermare la prenotazione',
  wrongInfoPassword: 'La password del servizio prenotazioni non è corretta.', // ours
  unknownVenue: 'Il locale indicato non effettua prenotazioni.', // ours
  unknownReservation: 'La prenotazione non esiste.', // ours
  pastOrOutOfHorizon: 'Il giorno scelto non è prenotabile.', // ours
  time: "L'orario scelto non è più disponibile. Scegline un altro.", // ours
  people: 'Il numero di persone non è valido.', // ours
  wrongToken: 'I dati della prenotazione non sono corretti.', // ours
  cancelled: 'La prenotazione è stata cancellata.', // ours
  expired: 'La prenotazione è scaduta perché non è stata confermata in tempo.', // ours
} as const;

/** Italian day label of the booking day list (001 §4: 'oggi', 'domani'), else 'sabato 12/10'. */
export function bookingDayLabel(iso: string, todayIso: string, tomorrowIso: string): string {
  if (iso === todayIso) return 'oggi';
  if (iso === tomorrowIso) return 'domani';
  const [, month, day] = iso.split('-');
  return `${italianWeekdayOf(iso)} ${day}/${month}`;
}
