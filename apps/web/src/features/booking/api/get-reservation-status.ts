// GET GetStatoPrenotazione?id (spec 001 §7): arrv, conf, verf, err.
import { reservationStatusResponseSchema } from '@tavola/domain/booking-calls';
import type { ReservationStatus } from '@tavola/domain/booking';
import { apiRequest } from '../../../lib/api-client';

export function getReservationStatus(url: string, id: string, options: { background?: boolean } = {}): Promise<ReservationStatus> {
  return apiRequest(url, { query: { id }, schema: reservationStatusResponseSchema, background: options.background });
}
