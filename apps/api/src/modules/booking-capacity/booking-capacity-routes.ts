// /api/staff/venues/{seatWebId}/booking-capacity (issue #13): the booking-capacity screen's
// calls. Owners (every venue of their company) and managers (their venues); staff members run
// the boards only (decision 009): 403. Bodies are @tavola/domain/booking-capacity-admin.
import { queryId } from '@tavola/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingCapacityInputSchema, bookingCapacitySchema } from '@tavola/domain/booking-capacity-admin';
import { errorResponses } from '../../lib/error-responses';
import { staffErrorResponses } from '../../lib/staff-error-responses';
import { requireStaffVenue } from '../../plugins/staff-access';
import { getBookingCapacity, replaceBookingCapacity } from './booking-capacity-service';

const tags = ['staff: venue settings'];
const security = [{ staffCookie: [] }];
const params = z.object({ seatWebId: queryId() });
const venueEditors = { staff: { role: 'manager', scope: 'venue' } } as const;
const response = {
  200: bookingCapacitySchema,
  ...staffErrorResponses,
  409: errorResponses[400].describe('StaleVersion: someone saved a newer version; reload and retry'),
};

export const bookingCapacityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/venues/:seatWebId/booking-capacity',
    { config: venueEditors, schema: { summary: "The venue's booking capacity: kitchens, largest party, closed days, bands, exception dates", tags, security, params, response } },
    async (request) => getBookingCapacity(app.db, requireStaffVenue(request).seatWebId),
  );
  app.put(
    '/staff/venues/:seatWebId/booking-capacity',
    {
      config: venueEditors,
      schema: {
        summary: "Replace the venue's booking capacity (the diners' booking service and the booking board follow at once)",
        description:
          'Bands naming a bandId are updated, others added, the venue\'s bands not named removed (400 BAND_HAS_RESERVATIONS when reservations point to one); exception dates are replaced. 400 names the field; 409 when version is not the current one; nothing changes on error.',
        tags,
        security,
        params,
        body: bookingCapacityInputSchema,
        response,
      },
    },
    async (request) => replaceBookingCapacity(app.db, requireStaffVenue(request).seatWebId, request.body),
  );
};
