// Calls of the hours and booking-capacity screens (issue #13; #11 slot cap):
// /api/staff/venues/{id}/hours and .../booking-capacity, same origin, the staff session cookie
// goes by itself. Responses are parsed with the domain's schemas.
import { z } from 'zod';
import { DEFAULT_ERROR_MESSAGE } from '@tavola/domain/error-codes';
import { venueHoursSchema, type SlotCapInput, type VenueHoursInput } from '@tavola/domain/venue-hours';
import { bookingCapacitySchema, type BookingCapacityInput } from '@tavola/domain/booking-capacity-admin';
import { ApiError } from '../../lib/api-client';

export async function staffCall<T>(path: string, schema: z.ZodType<T>, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/staff/${path}`, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: init.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError(0, DEFAULT_ERROR_MESSAGE);
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const body = (json ?? {}) as { message?: string; code?: string; fields?: { path: string; message: string }[] };
    throw new ApiError(res.status, body.message ?? DEFAULT_ERROR_MESSAGE, body.code, body.fields);
  }
  return schema.parse(json);
}

export const venueHoursApi = {
  hours: (seatWebId: number) => staffCall(`venues/${seatWebId}/hours`, venueHoursSchema),
  saveHours: (seatWebId: number, input: VenueHoursInput) => staffCall(`venues/${seatWebId}/hours`, venueHoursSchema, { method: 'PUT', body: input }),
  setSlotCap: (seatWebId: number, input: SlotCapInput) => staffCall(`venues/${seatWebId}/hours/slot-cap`, venueHoursSchema, { method: 'PUT', body: input }),
  capacity: (seatWebId: number) => staffCall(`venues/${seatWebId}/booking-capacity`, bookingCapacitySchema),
  saveCapacity: (seatWebId: number, input: BookingCapacityInput) =>
    staffCall(`venues/${seatWebId}/booking-capacity`, bookingCapacitySchema, { method: 'PUT', body: input }),
};

export const VENUE_SETTINGS_KEY = ['staff', 'venue-settings'] as const;
