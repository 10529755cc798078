// order/getOrderProgress (ours, issue #11 "the diner sees it live"): the restaurant's progress
// of one of the session customer's orders, polled by the order summary pages. Another
// customer's order answers 404 like the other order routes.
import { queryId } from '@tavola/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderProgressSchema } from '@tavola/domain/order-board';
import { errorResponses } from '../../lib/error-responses';
import { requireSession } from '../../plugins/session';
import { requireSessionCustomer } from '../customer/customer-service';
import { findCustomerOrderRow } from '../order/order-repository';
import { orderNotFound } from '../order/order-save-service';
import { listProgress } from './order-board-repository';
import { stageOf } from './order-board-service';

export const orderProgressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/getOrderProgress',
    {
      schema: {
        summary: "The restaurant's progress of one of the session customer's orders",
        description: 'stage: awaiting-confirmation, new, accepted, in-production, ready, delivered, rejected (null while being paid).',
        tags: ['order'],
        security: [{ bearer: [] }],
        querystring: z.object({ orderId: queryId() }),
        response: { 200: orderProgressSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const customer = await requireSessionCustomer(app.db, session);
      const row = await findCustomerOrderRow(app.db, session.companyId, customer.customerId, request.query.orderId);
      if (!row) throw orderNotFound();
      const progress = (await listProgress(app.db, [row.orderId])).get(row.orderId);
      return {
        orderId: row.orderId,
        orderType: row.orderType,
        orderStatus: row.orderStatus,
        stage: stageOf(row, progress),
        estimatedReadyTime: progress?.estimatedReadyTime ?? null,
        rejectionReason: progress?.rejectionReason ?? null,
      };
    },
  );
};
