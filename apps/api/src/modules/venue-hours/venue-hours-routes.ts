// /api/staff/venues/{seatWebId}/hours: the hours screen's calls.
// Owners (every venue of their company) and managers (their venues) read and edit; staff
// members run the boards only (decision 009), so they get 403. Permissions are config.staff
// (plugins/staff-access.ts); bodies are the domain's schemas (@tavola/domain/venue-hours).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { slotCapInputSchema, venueHoursInputSchema, venueHoursSchema } from '@tavola/domain/venue-hours';
import { requireStaffVenue } from '../../plugins/staff-access';
import { venueEditors, venueSettingsResponses, venueSettingsSchema } from './venue-settings-route-schema';
import { getVenueHours, replaceVenueHours, setSlotCap } from './venue-hours-service';

const response = venueSettingsResponses(
  venueHoursSchema,
  'StaleVersion: someone saved a newer version; reload and retry. ORDERS_OUTSIDE_HOURS (hours save): `affected` future orders would fall outside the new hours; send confirmedOrdersOutsideHours equal to it to save anyway',
);

export const venueHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/venues/:seatWebId/hours',
    {
      config: venueEditors,
      schema: {
        summary: "The venue's hours: service windows per order type, special hours by date and closures by date",
        ...venueSettingsSchema,
        response,
      },
    },
    async (request) => getVenueHours(app.db, requireStaffVenue(request).seatWebId),
  );
  app.put(
    '/staff/venues/:seatWebId/hours',
    {
      config: venueEditors,
      schema: {
        summary: "Replace the venue's hours (the diners' days, slots and info modal follow at once)",
        description:
          "Windows naming a timeFrameWebId are updated, others are added, the venue's windows not named are removed; closures are replaced. A window with specialDate runs on that date only and, with the date's other special windows, replaces the weekly windows that day. 400 names the field (times, overlaps, duplicates); 409 STALE_VERSION when version is not the current one; 409 ORDERS_OUTSIDE_HOURS (with `affected`) when future orders would fall outside the new hours and confirmedOrdersOutsideHours is not that number (the orders keep their time); nothing changes on error.",
        ...venueSettingsSchema,
        body: venueHoursInputSchema,
        response,
      },
    },
    async (request) => replaceVenueHours(app.db, requireStaffVenue(request).seatWebId, request.body, app.now()),
  );
  app.put(
    '/staff/venues/:seatWebId/hours/slot-cap',
    {
      config: venueEditors,
      schema: {
        summary: 'Set the most orders one slot takes, for every window of an order type (1 takeaway, 2 delivery)',
        description:
          'A window serving both takeaway and delivery has one cap, counted over both. 400 NO_SERVICE_WINDOW when no window serves the order type; 409 on a stale version.',
        ...venueSettingsSchema,
        body: slotCapInputSchema,
        response,
      },
    },
    async (request) => setSlotCap(app.db, requireStaffVenue(request).seatWebId, request.body),
  );
};
