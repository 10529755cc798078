// /api/staff/venues/{seatWebId}/end-of-day: "Chiusura giornata", one venue's service day summed
// up (owners, and managers of the venue: the dashboard's rule), and the venue's daily summary
// mail settings (who edits the venue's settings); "Stampa in cucina" queues it on the venue's printers. Permissions: config.staff (plugins/staff-access.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  endOfDayQuerySchema,
  endOfDaySchema,
  endOfDaySettingsSchema,
  endOfDaySettingsViewSchema,
} from '@tavola/domain/end-of-day';
import { queryId } from '@tavola/domain/primitives';
import { STAFF_ACCESS } from '@tavola/domain/staff';
import { staffErrorResponses } from '../../lib/staff-error-responses';
import { requireStaffVenue } from '../../plugins/staff-access';
import type { ReportsContext } from '../reports/reports-service';
import { getEndOfDaySettings, loadEndOfDay, printEndOfDay, updateEndOfDaySettings } from './end-of-day-service';

const tags = ['staff'];
const security = [{ staffCookie: [] }];
const params = z.object({ seatWebId: queryId() });
const reportsOfVenue = { staff: { role: STAFF_ACCESS.reports.role, scope: 'venue' } } as const;
const venueSettings = { staff: STAFF_ACCESS.venueSettings } as const;

export const endOfDayRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: ReportsContext = { db: app.db, now: () => app.now() };

  app.get(
    '/staff/venues/:seatWebId/end-of-day',
    {
      config: reportsOfVenue,
      schema: {
        summary: 'The end-of-day summary of one venue',
        description:
          'Takings by payment method and order type, refunds, orders (rejected and cancelled apart), bookings and best sellers of ' +
          'one service day (05:00 to 05:00 on the venue’s clock; today’s when no date is given): the dashboard’s figures for that day.',
        tags,
        security,
        params,
        querystring: endOfDayQuerySchema,
        response: { 200: endOfDaySchema, ...staffErrorResponses },
      },
    },
    async (request) => {
      const staff = requireStaffVenue(request);
      return loadEndOfDay(ctx, staff, staff.seatWebId, request.query.date);
    },
  );

  app.post(
    '/staff/venues/:seatWebId/end-of-day/print',
    {
      config: reportsOfVenue,
      schema: {
        summary: 'Print the end-of-day summary on the venue’s kitchen printers',
        description:
          'Queues the summary as a print job on every printer of the venue (printed once, kept while a printer is off). 400 (NO_PRINTER) when the venue has no printer.',
        tags,
        security,
        params,
        body: endOfDayQuerySchema,
        response: { 200: z.object({ jobs: z.number().int() }), ...staffErrorResponses },
      },
    },
    async (request) => {
      const staff = requireStaffVenue(request);
      return printEndOfDay(ctx, staff, staff.seatWebId, request.body.date);
    },
  );

  app.get(
    '/staff/venues/:seatWebId/end-of-day/settings',
    {
      config: venueSettings,
      schema: {
        summary: 'The venue’s daily summary mail: on or off, time, recipients, language',
        tags,
        security,
        params,
        response: { 200: endOfDaySettingsViewSchema, ...staffErrorResponses },
      },
    },
    async (request) => getEndOfDaySettings(app.db, requireStaffVenue(request).seatWebId),
  );

  app.put(
    '/staff/venues/:seatWebId/end-of-day/settings',
    {
      config: venueSettings,
      schema: {
        summary: 'Change the venue’s daily summary mail',
        description:
          'Sent once per service day at `time` on the venue’s clock to each recipient, in `language`; off by default.',
        tags,
        security,
        params,
        body: endOfDaySettingsSchema,
        response: { 200: endOfDaySettingsViewSchema, ...staffErrorResponses },
      },
    },
    async (request) => updateEndOfDaySettings(app.db, requireStaffVenue(request).seatWebId, request.body, app.now()),
  );
};
