// The booking board: a venue's reservations of a day by band, people against the
// band's places, the status, arrived / no-show, cancellation by staff (the diner is told on the
// channel that confirmed it), and phone or walk-in reservations that go through the booking
// service's own admission (addReservation: band lock, capacity, no overbooking).
import { badRequest, notFound } from '@tavola/domain/error-codes';
import { isoToBookingDay } from '@tavola/domain/booking-capacity';
import { reservationNote } from '@tavola/domain/booking';
import {
  noShowAllowed,
  type BookingBoard,
  type BoardReservation,
  type StaffReservationRequest,
} from '@tavola/domain/order-board';
import { venueLocalTime } from '@tavola/domain/slot-rules';
import type { Db } from '../../db/database';
import type { StaffPrincipal } from '../../plugins/staff-access';
import { findBookingVenueBySeatWeb, loadCapacityModel, markCancelled, markVerified, venueKitchens } from '../booking';
import { addReservation, statusOf, type BookingContext } from '../booking/booking-service';
import type { MessagingContext } from '../booking/booking-messaging-service';
import type { OutboundMessaging } from '../booking/outbound-messaging';
import {
  findVenueReservation,
  listAttendanceMarks,
  listVenueReservationsOfDay,
  saveAttendance,
  type BoardReservationRow,
} from './booking-board-repository';

export const RESERVATION_NOT_FOUND_MESSAGE = 'Prenotazione non trovata.';
export const NO_BOOKING_MESSAGE = 'Questa sede non accetta prenotazioni: attivale in "Capacità prenotazioni".';
export const NO_SHOW_TOO_EARLY_CODE = 'NO_SHOW_TOO_EARLY';
export const NO_SHOW_TOO_EARLY_MESSAGE = "Una prenotazione si può segnare come non arrivata solo dall'orario prenotato";

function boardStatus(ctx: BookingContext, row: BoardReservationRow): BoardReservation['status'] {
  const s = statusOf(ctx, row);
  if (row.cancelledAt) return 'cancelled';
  if (s.err) return 'error';
  return s.verf ? 'confirmed' : 'to-confirm';
}

export async function loadBookingBoard(ctx: BookingContext, seatWebId: number, day: string): Promise<BookingBoard> {
  const model = await loadCapacityModel(ctx.db, seatWebId);
  const venue = await venueKitchens(ctx.db, seatWebId);
  // A second kitchen is shown when it is named or has bands (its bands stay labelled if it was renamed away).
  const hasKitchen2 = venue.kitchen2Name !== null || model.bands.some((b) => b.kitchen === 2);
  const rows = await listVenueReservationsOfDay(ctx.db, seatWebId, day);
  const marks = await listAttendanceMarks(
    ctx.db,
    rows.map((r) => r.reservationId),
  );
  const reservations = rows.map((row) => ({
    reservationId: row.reservationId,
    bandId: row.bandId,
    time: row.time,
    people: row.people,
    name: row.name,
    memo: row.memo,
    phone: row.phone,
    status: boardStatus(ctx, row),
    via: row.verifiedVia,
    attendance: marks.find((m) => m.reservationId === row.reservationId)?.status ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
  const held = (bandId: number) =>
    reservations
      .filter((r) => r.bandId === bandId && (r.status === 'confirmed' || r.status === 'to-confirm'))
      .reduce((n, r) => n + r.people, 0);
  return {
    day,
    timeZone: venue.timeZone,
    kitchens: [
      { kitchen: 1, name: venue.kitchen1Name },
      ...(hasKitchen2 ? [{ kitchen: 2, name: venue.kitchen2Name ?? '' }] : []),
    ],
    bands: model.bands.map((b) => ({
      bandId: b.bandId,
      kitchen: b.kitchen,
      startTime: b.startTime,
      endTime: b.endTime,
      times: b.times,
      places: b.places,
      held: held(b.bandId),
    })),
    reservations,
  };
}

async function venueReservation(db: Db, seatWebId: number, reservationId: string) {
  const row = await findVenueReservation(db, seatWebId, reservationId.toUpperCase());
  if (!row) throw notFound('RESERVATION_NOT_FOUND', RESERVATION_NOT_FOUND_MESSAGE);
  return row;
}

/** Cancels for the restaurant; the diner is told on the channel that confirmed the reservation. */
export async function cancelByStaff(
  ctx: MessagingContext & { outbound: OutboundMessaging },
  staff: StaffPrincipal & { seatWebId: number },
  reservationId: string,
) {
  const row = await venueReservation(ctx.db, staff.seatWebId, reservationId);
  const cancelled = await markCancelled(ctx.db, row.reservationId, ctx.now(), 'ristorante');
  if (!cancelled) throw badRequest('RESERVATION_ALREADY_CANCELLED', 'La prenotazione è già annullata.');
  if (row.phone) {
    const venue = await findBookingVenueBySeatWeb(ctx.db, staff.seatWebId);
    const text =
      row.lang === 'en'
        ? `Your reservation ${row.reservationId} at ${venue?.venueName ?? ''} on ${isoToBookingDay(row.day)} at ${row.time} has been cancelled by the restaurant.`
        : `La tua prenotazione ${row.reservationId} da ${venue?.venueName ?? ''} del ${isoToBookingDay(row.day)} alle ${row.time} è stata annullata dal ristorante.`;
    // The channel that confirmed it; a reservation confirmed otherwise (desktop) gets an SMS.
    const sender =
      row.verifiedVia === 'whatsapp'
        ? ctx.outbound.whatsapp
        : row.verifiedVia === 'telegram'
          ? ctx.outbound.telegram
          : ctx.outbound.sms;
    await sender.send(ctx, row.phone, text, { reservationId: row.reservationId, simulated: false });
  }
  return loadBookingBoard(ctx, staff.seatWebId, row.day);
}

export async function markAttendance(
  ctx: BookingContext,
  staff: StaffPrincipal & { seatWebId: number },
  reservationId: string,
  status: 'arrived' | 'no-show',
) {
  const row = await venueReservation(ctx.db, staff.seatWebId, reservationId);
  if (row.cancelledAt) throw badRequest('RESERVATION_CANCELLED', 'La prenotazione è annullata.');
  if (status === 'no-show') {
    const { timeZone } = await venueKitchens(ctx.db, staff.seatWebId);
    if (!noShowAllowed({ day: row.day, time: row.time }, venueLocalTime(ctx.now(), timeZone))) {
      throw badRequest(NO_SHOW_TOO_EARLY_CODE, `${NO_SHOW_TOO_EARLY_MESSAGE} (${row.time}).`);
    }
  }
  await saveAttendance(ctx.db, {
    reservationId: row.reservationId,
    status,
    staffMemberId: staff.staffMemberId,
    markedAt: ctx.now(),
  });
  return loadBookingBoard(ctx, staff.seatWebId, row.day);
}

/** A phone or walk-in reservation: the booking service admits it (or refuses: full, closed...), confirmed at once. */
export async function addStaffReservation(
  ctx: BookingContext,
  staff: StaffPrincipal & { seatWebId: number },
  request: StaffReservationRequest,
) {
  const venue = await findBookingVenueBySeatWeb(ctx.db, staff.seatWebId);
  if (!venue?.enabled) throw badRequest('BOOKING_DISABLED', NO_BOOKING_MESSAGE);
  const model = await loadCapacityModel(ctx.db, staff.seatWebId);
  const band = model.bands.find(
    (b) => b.times.includes(request.time) && (request.kitchen === undefined || b.kitchen === request.kitchen),
  );
  if (!band) throw badRequest('BOOKING_TIME_NOT_AVAILABLE', 'Orario non disponibile per questa sede.');
  const reservation = await addReservation(ctx, {
    idloc: venue.tableReservationId,
    data: isoToBookingDay(request.day),
    da: band.startTime,
    a: band.endTime,
    orari: request.time,
    quanti: request.people,
    note: reservationNote(request.name, request.memo),
    phone: request.phone,
    cucina: band.kitchen,
    lang: 'it',
  } as Parameters<typeof addReservation>[1]);
  // Taken by the restaurant itself: nothing for the diner to confirm.
  await markVerified(ctx.db, reservation.id, { verifiedAt: ctx.now(), verifiedVia: 'staff', phone: reservation.phone });
  return loadBookingBoard(ctx, staff.seatWebId, request.day);
}
