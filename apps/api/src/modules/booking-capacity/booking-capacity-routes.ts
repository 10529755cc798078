// /api/staff/venues/{seatWebId}/booking-capacity: the booking-capacity screen's
// calls. Owners (every venue of their company) and managers (their venues); staff members run
// the boards only (decision 009): 403. Bodies are @tavola/domain/booking-capacity-admin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingCapacityInputSchema,
  bookingCapacitySchema,
  bookingSwitchSchema,
} from '@tavola/domain/booking-capacity-admin';
import { requireStaffVenue } from '../../plugins/staff-access';
import { venueEditors, venueSettingsResponses, venueSettingsSchema } from '../venue-hours/venue-settings-route-schema';
import { getBookingCapacity, replaceBookingCapacity, switchBookings } from './booking-capacity-service';

const response = venueSettingsResponses(bookingCapacitySchema);

export const bookingCapacityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/venues/:seatWebId/booking-capacity',
    {
      config: venueEditors,
      schema: {
        summary: "The venue's booking capacity: kitchens, largest party, closed days, bands, exception dates",
        ...venueSettingsSchema,
        response,
      },
    },
    async (request) => getBookingCapacity(app.db, requireStaffVenue(request).seatWebId),
  );
  app.put(
    '/staff/venues/:seatWebId/booking-capacity',
    {
      config: venueEditors,
      schema: {
        summary:
          "Replace the venue's booking capacity (the diners' booking service and the booking board follow at once)",
        description:
          "Bands naming a bandId are updated, others added, the venue's bands not named removed (400 BAND_HAS_RESERVATIONS when reservations point to one); exception dates are replaced. 400 names the field; 409 when version is not the current one; nothing changes on error.",
        ...venueSettingsSchema,
        body: bookingCapacityInputSchema,
        response,
      },
    },
    async (request) => replaceBookingCapacity(app.db, requireStaffVenue(request).seatWebId, request.body),
  );
  app.put(
    '/staff/venues/:seatWebId/booking-capacity/enabled',
    {
      config: venueEditors,
      schema: {
        summary: "Switch the venue's online bookings on or off",
        description:
          'On gives a venue created in the back office what the booking service needs (its booking id, password and settings) and needs a band with places: 400 BOOKING_NEEDS_BAND otherwise. ' +
          'Answers the capacity document: bookingsOn is the switch, bookable whether diners can book now.',
        ...venueSettingsSchema,
        body: bookingSwitchSchema,
        response,
      },
    },
    async (request) => switchBookings(app.db, requireStaffVenue(request).seatWebId, request.body),
  );
};
