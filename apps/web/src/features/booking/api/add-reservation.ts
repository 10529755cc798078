// POST AddPrenotazione (spec 001 §7): the reservation request; the answer is the reservation as
// the browser keeps it (id, token, statuses).
import { addReservationResponseSchema, type AddReservationBody } from '@tavola/domain/booking-calls';
import type { TableReservation } from '@tavola/domain/booking';
import { apiRequest } from '../../../lib/api-client';

export function addReservation(url: string, body: AddReservationBody): Promise<TableReservation> {
  return apiRequest(url, { method: 'POST', body, schema: addReservationResponseSchema });
}
