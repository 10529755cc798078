// The booking service's rules (spec 001 §3-§5, §7-§9): the documented calls
// GetInfo, ProssimiDisponibili, GetOrariDisponibiliCapacita, AddPrenotazione, ConfermaDesktop,
// GetStatoPrenotazione, GetOfferta, GetPrenotazione and Disdetta. Availability comes from the
// venue's capacity model and the people held, on the venue's wall clock; admissions run under
// the band/day lock so concurrent requests for the last places admit exactly what fits.
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  peopleOptions,
  reservationNote,
  shiftLabels,
  type ReservationStatus,
  type TableReservation,
} from '@tavola/domain/booking';
import {
  admissionProblem,
  availableBands,
  bandShift,
  bookingDayToIso,
  findBand,
  isoToBookingDay,
  lastBookableDate,
  NO_HELD_PEOPLE,
  nextAvailableDays,
  type AdmissionProblem,
} from '@tavola/domain/booking-capacity';
import {
  bookingDayLabel,
  bookingMessages,
  type AddReservationBody,
  type CancelResult,
  type NextDaysResponse,
  type Offer,
  type TimesResponse,
} from '@tavola/domain/booking-calls';
import type { ReservationInfo, BookingInfo } from '@tavola/domain/booking';
import { badRequest, conflict, DomainError, ErrorKind, notFound } from '@tavola/domain/error-codes';
import { normalisePhone } from '@tavola/domain/phone-rules';
import { addDays, venueLocalTime, type VenueLocalTime } from '@tavola/domain/slot-rules';
import type { Db } from '../../db/database';
import {
  findBookingVenue,
  findBookingVenueBySeatWeb,
  findOffer,
  findReservation,
  heldPeopleByDay,
  heldPeopleOnBand,
  insertReservation,
  loadCapacityModel,
  lockBandDay,
  markCancelled,
  markVerified,
  type BookingVenue,
  type ReservationRow,
} from './booking-repository';
import type { BookingSecrets } from './booking-secrets';
import { checkReservationToken, issueReservationToken } from './booking-token';

export interface BookingContext {
  db: Db;
  now: () => Date;
  verifyTimeoutMinutes: number;
  secrets: BookingSecrets;
  log: FastifyBaseLogger;
}

/** 403: refused with a reason (GetInfo with a wrong password). The routes answer it as is. */
export class BookingForbiddenError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'BookingForbiddenError';
  }
}

const cutoffOf = (ctx: BookingContext) => new Date(ctx.now().getTime() - ctx.verifyTimeoutMinutes * 60_000);
const maxPeopleOf = (venue: BookingVenue) => peopleOptions(venue.maxPeople).length;
const localNow = (ctx: BookingContext, venue: BookingVenue): VenueLocalTime =>
  venueLocalTime(ctx.now(), venue.timeZone);

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

async function requireVenue(ctx: BookingContext, tableReservationId: string): Promise<BookingVenue> {
  const venue = await findBookingVenue(ctx.db, tableReservationId.trim());
  if (!venue) throw notFound('BOOKING_VENUE_NOT_FOUND', bookingMessages.unknownVenue);
  return venue;
}

async function requireEnabledVenue(ctx: BookingContext, tableReservationId: string): Promise<BookingVenue> {
  const venue = await requireVenue(ctx, tableReservationId);
  if (!venue.enabled) throw badRequest('BOOKING_DISABLED', bookingMessages.disabled);
  return venue;
}

// GetInfo ------------------------------------------------------------------------------------

/** GetInfo?p={tableReservationId}_{password}: the id is what precedes the first '_'. */
export async function getInfo(ctx: BookingContext, p: string): Promise<BookingInfo> {
  const separator = p.indexOf('_');
  if (separator <= 0) throw new BookingForbiddenError('BOOKING_WRONG_PASSWORD', bookingMessages.wrongInfoPassword);
  const venue = await requireVenue(ctx, p.slice(0, separator));
  if (!venue.password || !sameSecret(p.slice(separator + 1), venue.password)) {
    throw new BookingForbiddenError('BOOKING_WRONG_PASSWORD', bookingMessages.wrongInfoPassword);
  }
  return {
    enabled: venue.enabled,
    cucina1: venue.kitchen1Name,
    cucina2: venue.kitchen2Name,
    maxquanti: venue.maxPeople,
    waserver: venue.whatsappServer,
  };
}

// Availability -------------------------------------------------------------------------------

export async function nextDays(ctx: BookingContext, tableReservationId: string): Promise<NextDaysResponse> {
  const venue = await requireVenue(ctx, tableReservationId);
  if (!venue.enabled) return { turni: [] };
  const model = await loadCapacityModel(ctx.db, venue.seatWebId);
  const now = localNow(ctx, venue);
  const held = await heldPeopleByDay(ctx.db, venue.seatWebId, now.date, lastBookableDate(model, now), cutoffOf(ctx));
  const tomorrow = addDays(now.date, 1);
  const days = nextAvailableDays(model, now, (date) => held.get(date) ?? NO_HELD_PEOPLE);
  return {
    turni: days.map((day) => ({
      data: isoToBookingDay(day.date),
      description: bookingDayLabel(day.date, now.date, tomorrow),
      date: day.date,
      disponibilic: day.disponibilic,
      disponibilip: day.disponibilip,
      pranzo: day.pranzo,
      cena: day.cena,
      unicoc: day.unicoc,
      unicop: day.unicop,
    })),
  };
}

export async function times(
  ctx: BookingContext,
  query: { id: string; day: string; quanti: number; cucina?: number },
): Promise<TimesResponse> {
  const venue = await requireVenue(ctx, query.id);
  const date = bookingDayToIso(query.day);
  if (!date) throw badRequest('BOOKING_BAD_DAY', bookingMessages.pastOrOutOfHorizon);
  const kitchen = query.cucina ?? 1;
  if (!venue.enabled || query.quanti > maxPeopleOf(venue) || (kitchen === 2 && !venue.kitchen2Name))
    return { turni: [] };
  const model = await loadCapacityModel(ctx.db, venue.seatWebId);
  const now = localNow(ctx, venue);
  const held = await heldPeopleByDay(ctx.db, venue.seatWebId, date, date, cutoffOf(ctx));
  const bands = availableBands(model, date, now, held.get(date) ?? NO_HELD_PEOPLE, query.quanti, kitchen);
  return {
    turni: bands.map(({ band, times: orari }) => ({
      data: query.day,
      da: band.startTime,
      a: band.endTime,
      tavoli: band.tables,
      orari,
      description: `${shiftLabels[bandShift(band)]} ${band.startTime} - ${band.endTime}`,
    })),
  };
}

// AddPrenotazione ----------------------------------------------------------------------------

const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const ID_LENGTH = 8;

function newReservationId(): string {
  return Array.from({ length: ID_LENGTH }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');
}

/** The note is JSON text holding name, memo and a false flag (001 §3); a plain text is the memo. */
export function readNote(note: string): { name: string; memo: string } {
  try {
    const parsed: unknown = JSON.parse(note);
    if (parsed && typeof parsed === 'object') {
      const { name, memo } = parsed as Record<string, unknown>;
      return {
        name: typeof name === 'string' ? name.trim().slice(0, 100) : '',
        memo: typeof memo === 'string' ? memo.slice(0, 1000) : '',
      };
    }
  } catch {
    // not JSON: the whole text is the memo
  }
  return { name: '', memo: note.slice(0, 1000) };
}

function admissionError(problem: AdmissionProblem): DomainError {
  switch (problem) {
    case 'full':
    case 'noBand':
      return conflict('BOOKING_NO_AVAILABILITY', bookingMessages.noAvailability);
    case 'time':
      return badRequest('BOOKING_TIME_NOT_AVAILABLE', bookingMessages.time);
    case 'people':
      return badRequest('BOOKING_PEOPLE', bookingMessages.people);
    case 'pastOrOutOfHorizon':
      return badRequest('BOOKING_BAD_DAY', bookingMessages.pastOrOutOfHorizon);
  }
}

/** Held by a reservation that is not verified yet and has passed its verification time. */
function isExpired(ctx: BookingContext, row: ReservationRow): boolean {
  return !row.verifiedAt && !row.cancelledAt && row.createdAt.getTime() <= cutoffOf(ctx).getTime();
}

export async function addReservation(ctx: BookingContext, body: AddReservationBody): Promise<TableReservation> {
  const venue = await requireEnabledVenue(ctx, body.idloc);
  const date = bookingDayToIso(body.data);
  if (!date) throw badRequest('BOOKING_BAD_DAY', bookingMessages.pastOrOutOfHorizon);
  const kitchen = body.cucina ?? 1;
  if (kitchen === 2 && !venue.kitchen2Name) throw conflict('BOOKING_NO_AVAILABILITY', bookingMessages.noAvailability);
  const phone = normalisePhone(body.phone ?? '');
  const note = body.note ?? '';
  const { name, memo } = readNote(note);
  let offerCode: string | null = null;
  if (body.sconto?.trim()) {
    const offer = await validOffer(ctx, body.sconto, date);
    if (!offer || offer.idloc !== venue.tableReservationId) throw badRequest('BOOKING_OFFER', 'Offerta non valida.');
    offerCode = offer.off;
  }

  const model = await loadCapacityModel(ctx.db, venue.seatWebId);
  const request = { date, startTime: body.da, endTime: body.a, time: body.orari, people: body.quanti, kitchen };
  const band = findBand(model, request);
  if (!band)
    throw admissionError(
      admissionProblem(model, request, localNow(ctx, venue), NO_HELD_PEOPLE, maxPeopleOf(venue)) ?? 'noBand',
    );

  const row = await ctx.db.transaction(async (tx) => {
    await lockBandDay(tx, band.bandId, date);
    // The clock is read under the lock: a request that waited is judged at its admission time.
    const nowDate = ctx.now();
    const heldNow = await heldPeopleOnBand(tx, band.bandId, date, cutoffOf(ctx));
    const problem = admissionProblem(
      model,
      request,
      venueLocalTime(nowDate, venue.timeZone),
      new Map([[band.bandId, heldNow]]),
      maxPeopleOf(venue),
    );
    if (problem) throw admissionError(problem);
    for (let attempt = 0; attempt < 5; attempt++) {
      const reservationId = newReservationId();
      const inserted = await insertReservation(tx, {
        reservationId,
        seatWebId: venue.seatWebId,
        bandId: band.bandId,
        day: date,
        startTime: band.startTime,
        endTime: band.endTime,
        time: body.orari.slice(0, 5),
        kitchen,
        people: body.quanti,
        note: note || reservationNote(name, memo),
        name,
        memo,
        phone,
        lang: body.lang?.trim() || 'it',
        tables: band.tables,
        offerCode,
        token: issueReservationToken(ctx.secrets.tokenSecret, reservationId, venue.tableReservationId, nowDate),
        createdAt: nowDate,
        // conf: the diner is asked to confirm as soon as the request is taken.
        confirmationRequestedAt: nowDate,
      });
      if (inserted) return inserted;
    }
    throw new DomainError(
      ErrorKind.System,
      'BOOKING_ID',
      'Non è stato possibile registrare la prenotazione. Ti chiediamo di riprovare.',
    );
  });
  return toTableReservation(ctx, venue, row);
}

export function toTableReservation(
  ctx: BookingContext,
  venue: Pick<BookingVenue, 'tableReservationId'>,
  row: ReservationRow,
): TableReservation {
  const status = statusOf(ctx, row);
  return {
    idloc: venue.tableReservationId,
    data: isoToBookingDay(row.day),
    da: row.startTime,
    a: row.endTime,
    quanti: row.people,
    note: row.note,
    lang: row.lang,
    token: row.token,
    id: row.reservationId,
    tavoli: row.tables,
    verified: Boolean(status.verf),
    sconto: row.offerCode,
    unico: null,
    bagnato: null,
    asciutti: null,
    orari: row.time,
    phone: row.phone,
    ...status,
  };
}

// Statuses -----------------------------------------------------------------------------------

/**
 * arrv, conf, verf as ISO date-times; err a reason: 'cancellata' or 'scaduta' (not verified
 * within RESERVATION_VERIFY_TIMEOUT_MINUTES, its places are free again).
 */
export function statusOf(ctx: BookingContext, row: ReservationRow): Required<ReservationStatus> {
  const base = { arrv: row.createdAt.toISOString(), conf: row.confirmationRequestedAt?.toISOString() ?? null };
  if (row.cancelledAt) return { ...base, verf: null, err: 'cancellata' };
  if (row.verifiedAt) return { ...base, verf: row.verifiedAt.toISOString(), err: null };
  if (isExpired(ctx, row)) return { ...base, verf: null, err: 'scaduta' };
  return { ...base, verf: null, err: null };
}

async function requireReservation(ctx: BookingContext, reservationId: string): Promise<ReservationRow> {
  const row = await findReservation(ctx.db, reservationId.trim().toUpperCase());
  if (!row) throw notFound('BOOKING_RESERVATION_NOT_FOUND', bookingMessages.unknownReservation);
  return row;
}

export async function reservationStatus(ctx: BookingContext, reservationId: string): Promise<ReservationStatus> {
  return statusOf(ctx, await requireReservation(ctx, reservationId));
}

// Verification -------------------------------------------------------------------------------

export type VerifyOutcome = 'verified' | 'alreadyVerified' | 'wrongPhone' | 'cancelled' | 'expired' | 'unknown';

/**
 * Verifies a reservation from a phone (E.164, or '' when the channel gave none): only when it
 * is the phone the reservation was made with. A reservation made without a phone takes the
 * number of the first message that names it (the id is known only to whoever booked).
 * An unverified reservation past its time is verified only if its places are still free.
 */
export async function verifyReservation(
  ctx: BookingContext,
  reservationId: string,
  phone: string,
  via: string,
): Promise<{ outcome: VerifyOutcome; row: ReservationRow | null }> {
  const row = await findReservation(ctx.db, reservationId);
  if (!row) return { outcome: 'unknown', row: null };
  if (row.cancelledAt) return { outcome: 'cancelled', row };
  if (row.phone && row.phone !== phone) return { outcome: 'wrongPhone', row };
  if (row.verifiedAt) return { outcome: 'alreadyVerified', row };
  const boundPhone = row.phone || phone;
  const venue = await findBookingVenueBySeatWeb(ctx.db, row.seatWebId);
  if (!venue) return { outcome: 'unknown', row: null };
  const model = await loadCapacityModel(ctx.db, venue.seatWebId);

  // Under the band/day lock, so verifying and a new admission never both count the same
  // places (a reservation turning stale between our read and our write).
  const outcome = await ctx.db.transaction(async (tx): Promise<VerifyOutcome> => {
    await lockBandDay(tx, row.bandId, row.day);
    const current = await findReservation(tx, row.reservationId);
    if (!current || current.cancelledAt) return 'cancelled';
    if (current.verifiedAt) return 'alreadyVerified';
    if (isExpired(ctx, current)) {
      // Late: readmitted only if its places are still free, as a new admission would be.
      const heldNow = await heldPeopleOnBand(tx, row.bandId, row.day, cutoffOf(ctx));
      const request = {
        date: row.day,
        startTime: row.startTime,
        endTime: row.endTime,
        time: row.time,
        people: row.people,
        kitchen: row.kitchen,
      };
      const problem = admissionProblem(
        model,
        request,
        localNow(ctx, venue),
        new Map([[row.bandId, heldNow]]),
        Math.max(row.people, maxPeopleOf(venue)),
      );
      if (problem) return 'expired';
    }
    const changed = await markVerified(tx, row.reservationId, {
      verifiedAt: ctx.now(),
      verifiedVia: via,
      phone: boundPhone,
    });
    return changed ? 'verified' : 'alreadyVerified';
  });
  return { outcome, row: (await findReservation(ctx.db, row.reservationId)) ?? row };
}

// ConfermaDesktop ----------------------------------------------------------------------------

/**
 * Desktop Whatsapp (001 §4): the venue's Whatsapp server confirms the reservation and sends
 * the diner a message; the phone is required. The token proves the caller made the
 * reservation (an id alone confirms nothing).
 */
export async function desktopConfirm(
  ctx: BookingContext,
  body: { id: string; token: string; phone: string },
): Promise<{ reservation: TableReservation; venue: BookingVenue; row: ReservationRow }> {
  const row = await requireReservation(ctx, body.id);
  const venue = await findBookingVenueBySeatWeb(ctx.db, row.seatWebId);
  if (!venue) throw notFound('BOOKING_VENUE_NOT_FOUND', bookingMessages.unknownVenue);
  if (
    checkReservationToken(ctx.secrets.tokenSecret, body.token, {
      reservationId: row.reservationId,
      venueId: venue.tableReservationId,
      createdAt: row.createdAt,
    }) !== 'ok'
  ) {
    throw badRequest('BOOKING_WRONG_TOKEN', bookingMessages.wrongToken);
  }
  if (!venue.whatsappServer)
    throw badRequest('BOOKING_NO_DESKTOP', 'La conferma da computer non è disponibile per questo locale.');
  const phone = normalisePhone(body.phone);
  if (!phone) throw badRequest('BOOKING_PHONE_REQUIRED', bookingMessages.desktopPhoneRequired);
  const { outcome, row: fresh } = await verifyReservation(ctx, row.reservationId, phone, 'desktop');
  switch (outcome) {
    case 'verified':
    case 'alreadyVerified':
      break;
    case 'wrongPhone':
      throw badRequest('BOOKING_WRONG_PHONE', 'Il numero di telefono non corrisponde a quello della prenotazione.');
    case 'cancelled':
      throw badRequest('BOOKING_CANCELLED', bookingMessages.cancelled);
    case 'expired':
      throw conflict('BOOKING_EXPIRED', bookingMessages.expired);
    default:
      throw notFound('BOOKING_RESERVATION_NOT_FOUND', bookingMessages.unknownReservation);
  }
  const final = fresh ?? row;
  return { reservation: toTableReservation(ctx, venue, final), venue, row: final };
}

// GetOfferta ---------------------------------------------------------------------------------

async function validOffer(ctx: BookingContext, code: string, onDate?: string): Promise<Offer | null> {
  const found = await findOffer(ctx.db, code.trim());
  if (!found || !found.tableReservationId) return null;
  const venue = await findBookingVenue(ctx.db, found.tableReservationId);
  const day = onDate ?? (venue ? localNow(ctx, venue).date : ctx.now().toISOString().slice(0, 10));
  const { offer } = found;
  if (offer.validTo && day > offer.validTo) return null;
  if (onDate && offer.validFrom && day < offer.validFrom) return null;
  return {
    off: offer.offerCode,
    idloc: found.tableReservationId,
    descrizione: offer.description,
    sconto: offer.discount,
    dal: offer.validFrom ? isoToBookingDay(offer.validFrom) : null,
    al: offer.validTo ? isoToBookingDay(offer.validTo) : null,
  };
}

export async function getOffer(ctx: BookingContext, code: string): Promise<Offer> {
  const offer = await validOffer(ctx, code);
  if (!offer) throw notFound('BOOKING_OFFER_NOT_FOUND', 'Offerta non valida o scaduta.');
  return offer;
}

// GetPrenotazione and Disdetta ---------------------------------------------------------------

function localStamp(at: Date, timeZone: string): string {
  const local = venueLocalTime(at, timeZone);
  return `${isoToBookingDay(local.date)} ${local.time}`;
}

export async function reservationInfo(ctx: BookingContext, reservationId: string): Promise<ReservationInfo> {
  const row = await requireReservation(ctx, reservationId);
  const venue = await findBookingVenueBySeatWeb(ctx.db, row.seatWebId);
  return {
    DATA: isoToBookingDay(row.day),
    DA: row.time,
    QUANTI: row.people,
    CANCELLATADA: row.cancelledAt ? (row.cancelledBy ?? 'cliente') : null,
    CANCELLATAIL: row.cancelledAt ? localStamp(row.cancelledAt, venue?.timeZone ?? 'Europe/Rome') : null,
  };
}

/** Disdetta?c={reservationId}&p={token}: OK, BP, WP, or GC when already cancelled (ours). */
export async function cancelReservation(
  ctx: BookingContext,
  c: string | undefined,
  p: string | undefined,
): Promise<CancelResult> {
  if (!c?.trim() || !p?.trim()) return 'BP';
  const row = await findReservation(ctx.db, c.trim().toUpperCase());
  if (!row) return 'BP';
  const venue = await findBookingVenueBySeatWeb(ctx.db, row.seatWebId);
  if (!venue) return 'BP';
  const check = checkReservationToken(ctx.secrets.tokenSecret, p, {
    reservationId: row.reservationId,
    venueId: venue.tableReservationId,
    createdAt: row.createdAt,
  });
  if (check === 'wrongParameters') return 'BP';
  if (check === 'wrongPassword') return 'WP';
  const cancelled = await markCancelled(ctx.db, row.reservationId, ctx.now(), 'cliente');
  return cancelled ? 'OK' : 'GC';
}

/** The page that cancels a reservation (the link of the confirmation message and page). */
export function cancellationLink(
  origin: string,
  companyUrlName: string,
  row: Pick<ReservationRow, 'reservationId' | 'token'>,
): string {
  return `${origin}/cancel-reservation/${encodeURIComponent(row.reservationId)}/${encodeURIComponent(row.token)}?company=${encodeURIComponent(companyUrlName)}`;
}
