// POST ConfermaDesktop (spec 001 §7): the reservation, form-encoded; the venue's Whatsapp server
// confirms it and messages the diner's phone.
import { addReservationResponseSchema } from '@tavola/domain/booking-calls';
import type { TableReservation } from '@tavola/domain/booking';
import { apiRequest } from '../../../lib/api-client';

export function confirmDesktop(url: string, reservation: TableReservation): Promise<TableReservation> {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(reservation)) form.set(key, value == null ? '' : String(value));
  return apiRequest(url, { method: 'POST', body: form, schema: addReservationResponseSchema });
}
