// GET GetStatoPrenotazione?id (spec 001 §7): arrv, conf, verf, err. The answer's schema is
// booking.ts's own (booking-calls.ts names the same one reservationStatusResponseSchema): the
// home page's reservations in progress poll this, and booking-calls.ts would bring every
// booking call's schemas and the phone rules into the home page.
import { reservationStatusSchema, type ReservationStatus } from '@tavola/domain/booking';
import { apiRequest } from '../../../lib/api-client';

export function getReservationStatus(
  url: string,
  id: string,
  options: { background?: boolean } = {},
): Promise<ReservationStatus> {
  return apiRequest(url, { query: { id }, schema: reservationStatusSchema, background: options.background });
}
