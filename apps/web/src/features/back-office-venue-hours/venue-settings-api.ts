// Calls of the hours and booking-capacity screens (with the per-slot cap):
// /api/staff/venues/{id}/hours and .../booking-capacity, same origin, the staff session cookie
// goes by itself. Responses are parsed with the domain's schemas.
import { venueHoursSchema, type SlotCapInput, type VenueHoursInput } from '@tavola/domain/venue-hours';
import {
  bookingCapacitySchema,
  type BookingCapacityInput,
  type BookingSwitch,
} from '@tavola/domain/booking-capacity-admin';
import { staffCall } from '../../lib/staff-api-call';

export const venueHoursApi = {
  hours: (seatWebId: number) => staffCall(`venues/${seatWebId}/hours`, venueHoursSchema),
  saveHours: (seatWebId: number, input: VenueHoursInput) =>
    staffCall(`venues/${seatWebId}/hours`, venueHoursSchema, { method: 'PUT', body: input }),
  setSlotCap: (seatWebId: number, input: SlotCapInput) =>
    staffCall(`venues/${seatWebId}/hours/slot-cap`, venueHoursSchema, { method: 'PUT', body: input }),
  capacity: (seatWebId: number) => staffCall(`venues/${seatWebId}/booking-capacity`, bookingCapacitySchema),
  saveCapacity: (seatWebId: number, input: BookingCapacityInput) =>
    staffCall(`venues/${seatWebId}/booking-capacity`, bookingCapacitySchema, { method: 'PUT', body: input }),
  switchBookings: (seatWebId: number, input: BookingSwitch) =>
    staffCall(`venues/${seatWebId}/booking-capacity/enabled`, bookingCapacitySchema, { method: 'PUT', body: input }),
};

export const VENUE_SETTINGS_KEY = ['staff', 'venue-settings'] as const;
