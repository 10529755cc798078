// /api/staff/orders: the order history of every venue the member reaches, searched and paged
// by keyset; /api/staff/orders/{orderId}: one order with everything that happened to it;
// /api/staff/orders.csv: the same search as a streamed CSV. Owners and managers only; a
// manager reaches only their venues. Permissions: config.staff (plugins/staff-access.ts).
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingsExportQuerySchema,
  orderHistoryDetailSchema,
  orderHistoryExportQuerySchema,
  orderHistoryPageSchema,
  orderHistoryQuerySchema,
} from '@tavola/domain/order-history-search';
import { queryId } from '@tavola/domain/primitives';
import { STAFF_ACCESS } from '@tavola/domain/staff';
import { staffErrorResponses } from '../../lib/staff-error-responses';
import { requireStaff } from '../../plugins/staff-access';
import {
  bookingExportRecords,
  exportRecords,
  loadHistoryOrder,
  searchHistory,
  type OrderHistoryContext,
} from './order-history-service';

const tags = ['staff'];
const security = [{ staffCookie: [] }];
const config = { staff: STAFF_ACCESS.orderHistory };
const searchDescription =
  'Search by order number or part of the diner’s name, phone or e-mail (q), service days from/to (05:00 to 05:00 on each ' +
  'venue’s clock, as the dashboard counts them), venue, state, order type, table, payment method and provider reference. ' +
  'Newest first; pass nextCursor back as cursor for the next page.';

/**
 * Streams records as CSV (UTF-8 with BOM, CRLF). The first record (the header) is read before
 * answering, so a venue the member does not reach is still a 4xx rather than a broken download.
 */
async function sendCsv(reply: FastifyReply, name: string, records: AsyncGenerator<string[]>) {
  const first = await records.next();
  const csv = stringify({ bom: true, record_delimiter: '\r\n' });
  const source = Readable.from(
    (async function* () {
      if (!first.done) yield first.value;
      yield* records;
    })(),
  );
  source.on('error', (error) => csv.destroy(error));
  source.pipe(csv);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .header('cache-control', 'no-store')
    .send(csv as unknown as string);
}

export const orderHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: OrderHistoryContext = { db: app.db, now: () => app.now() };
  const scopeOf = (request: Parameters<typeof requireStaff>[0]) => {
    const staff = requireStaff(request);
    return { companyId: staff.companyId, role: staff.role, seatWebIds: staff.seatWebIds };
  };

  app.get(
    '/staff/orders',
    {
      config,
      schema: {
        summary: 'The order history, searched',
        description: searchDescription,
        tags,
        security,
        querystring: orderHistoryQuerySchema,
        response: { 200: orderHistoryPageSchema, ...staffErrorResponses },
      },
    },
    async (request) => searchHistory(ctx, scopeOf(request), request.query),
  );

  app.get(
    '/staff/orders.csv',
    {
      config,
      schema: {
        summary: 'The order history search as CSV',
        description: `${searchDescription} UTF-8 with BOM, amounts in euro with a decimal point; one line per order, or per order line with lines=1.`,
        tags,
        security,
        querystring: orderHistoryExportQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...staffErrorResponses },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        request.query.lines === '1' ? 'order-lines' : 'orders',
        exportRecords(ctx, scopeOf(request), request.query),
      ),
  );

  app.get(
    '/staff/bookings.csv',
    {
      config,
      schema: {
        summary: 'The reservations of a range of days as CSV',
        description:
          'Every reservation of the days from/to (both included) of the venues the member reaches, or of one venue, in calendar order: ' +
          'code, venue, day, time, people, name, phone, notes, tables, state, attendance, when it was received. UTF-8 with BOM.',
        tags,
        security,
        querystring: bookingsExportQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...staffErrorResponses },
      },
    },
    async (request, reply) => sendCsv(reply, 'bookings', bookingExportRecords(ctx, scopeOf(request), request.query)),
  );

  app.get(
    '/staff/orders/:orderId',
    {
      config,
      schema: {
        summary: 'One order of the history',
        description:
          'Every line with its options, the diner’s answers, payments and refunds, and what happened when and by whom.',
        tags,
        security,
        params: z.object({ orderId: queryId() }),
        response: { 200: orderHistoryDetailSchema, ...staffErrorResponses },
      },
    },
    async (request) => loadHistoryOrder(ctx, scopeOf(request), request.params.orderId),
  );
};
