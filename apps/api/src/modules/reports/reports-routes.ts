// /api/staff/reports: the owner's dashboard, for every venue the member reaches, and
// /api/staff/venues/{seatWebId}/reports for one of them. Owners and managers only; a manager
// reaches only their venues. Permissions: config.staff (plugins/staff-access.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queryId } from '@tavola/domain/primitives';
import { reportQuerySchema, reportSchema } from '@tavola/domain/reports';
import { STAFF_ACCESS } from '@tavola/domain/staff';
import { staffErrorResponses } from '../../lib/staff-error-responses';
import { requireStaff, requireStaffVenue } from '../../plugins/staff-access';
import { loadReport, type ReportsContext } from './reports-service';

const tags = ['staff'];
const security = [{ staffCookie: [] }];
const response = { 200: reportSchema, ...staffErrorResponses };
const description =
  'Takings (gross, refunds, net), orders, average ticket, covers booked and no-show rate, split by order type and payment ' +
  'method, beside the previous period; takings by day, orders by weekday and hour, best and worst sellers. Service days ' +
  'run from 05:00 to 05:00 on each venue’s clock; only confirmed or paid orders are takings, rejected and cancelled ones ' +
  'and refunds are given apart.';

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: ReportsContext = { db: app.db, now: () => app.now() };

  app.get(
    '/staff/reports',
    {
      config: { staff: STAFF_ACCESS.reports },
      schema: {
        summary: 'The dashboard of every venue the member reaches',
        description,
        tags,
        security,
        querystring: reportQuerySchema,
        response,
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      return loadReport(
        ctx,
        { companyId: staff.companyId, role: staff.role, seatWebIds: staff.seatWebIds, seatWebId: null },
        request.query,
      );
    },
  );

  app.get(
    '/staff/venues/:seatWebId/reports',
    {
      config: { staff: { role: STAFF_ACCESS.reports.role, scope: 'venue' } },
      schema: {
        summary: 'The dashboard of one venue',
        description,
        tags,
        security,
        params: z.object({ seatWebId: queryId() }),
        querystring: reportQuerySchema,
        response,
      },
    },
    async (request) => {
      const staff = requireStaffVenue(request);
      return loadReport(
        ctx,
        { companyId: staff.companyId, role: staff.role, seatWebIds: staff.seatWebIds, seatWebId: staff.seatWebId },
        request.query,
      );
    },
  );
};
