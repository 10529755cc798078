// /api/staff/orders: the order history of every venue the member reaches, searched and paged
// by keyset; /api/staff/orders/{orderId}: one order with everything that happened to it;
// /api/staff/orders.csv: the same search as a streamed CSV. Owners and managers only; a
// manager reaches only their venues. Permissions: config.staff (plugins/staff-access.ts).
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orderHistoryDetailSchema,
  orderHistoryExportQuerySchema,
  orderHistoryPageSchema,
  orderHistoryQuerySchema,
} from '@tavola/domain/order-history-search';
import { queryId } from '@tavola/domain/primitives';
import { STAFF_ACCESS } from '@tavola/domain/staff';
import { staffErrorResponses } from '../../lib/staff-error-responses';
import { requireStaff } from '../../plugins/staff-access';
import { exportRecords, loadHistoryOrder, searchHistory, type OrderHistoryContext } from './order-history-service';

const tags = ['staff'];
const security = [{ staffCookie: [] }];
const config = { staff: STAFF_ACCESS.orderHistory };
const searchDescription =
  'Search by order number or part of the diner’s name, phone or e-mail (q), service days from/to (05:00 to 05:00 on each ' +
  'venue’s clock, as the dashboard counts them), venue, state, order type, table, payment method and provider reference. ' +
  'Newest first; pass nextCursor back as cursor for the next page.';

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
    async (request, reply) => {
      const records = exportRecords(ctx, scopeOf(request), request.query);
      // The first record (the header) is read before answering, so a bad venue is still a 4xx.
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
      const name = request.query.lines === '1' ? 'order-lines' : 'orders';
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv as unknown as string);
    },
  );

  app.get(
    '/staff/orders/:orderId',
    {
      config,
      schema: {
        summary: 'One order of the history',
        description: 'Every line with its options, the diner’s answers, payments and refunds, and what happened when and by whom.',
        tags,
        security,
        params: z.object({ orderId: queryId() }),
        response: { 200: orderHistoryDetailSchema, ...staffErrorResponses },
      },
    },
    async (request) => loadHistoryOrder(ctx, scopeOf(request), request.params.orderId),
  );
};
