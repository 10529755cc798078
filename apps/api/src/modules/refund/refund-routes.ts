// POST /api/staff/orders/{orderId}/refunds: an owner or manager gives back the whole of what is
// left of an order, some of its lines or an amount, with a reason, once per idempotency key;
// through the order's online payment, or recorded as given at the counter. Permissions:
// config.staff (plugins/staff-access.ts); a manager only for orders of their venues (403).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queryId } from '@tavola/domain/primitives';
import { refundRequestSchema, refundResultSchema } from '@tavola/domain/refunds';
import { STAFF_ACCESS } from '@tavola/domain/staff';
import { errorResponses } from '../../lib/error-responses';
import { staffErrorResponses } from '../../lib/staff-error-responses';
import { requireStaff } from '../../plugins/staff-access';
import { refundOrderByStaff } from './refund-service';

export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/staff/orders/:orderId/refunds',
    {
      config: { staff: STAFF_ACCESS.orderHistory },
      schema: {
        summary: 'Refund an order, whole or in part',
        description:
          'Exactly one of whole (what is left), lines (orderDetailId and quantity) or amountCents, with a reason and an ' +
          'idempotencyKey made once per refund: the same key again answers the same refund (created false). Never more than ' +
          'was paid in all: 509 REFUND_TOO_MUCH. The provider refused: 509 REFUND_REFUSED; did not answer: 503 ' +
          'REFUND_PROVIDER_UNAVAILABLE; either way the order is as it was. A cash order is recorded as given at the counter. ' +
          'The diner is mailed in their language.',
        tags: ['staff'],
        security: [{ staffCookie: [] }],
        params: z.object({ orderId: queryId() }),
        body: refundRequestSchema,
        response: {
          200: refundResultSchema,
          509: errorResponses[400].describe(
            'Conflict: not paid, too much, the provider refused, or the same key for another refund',
          ),
          503: errorResponses[400].describe(
            'ServiceUnavailable: the payment provider did not answer; nothing was refunded',
          ),
          ...staffErrorResponses,
        },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      return refundOrderByStaff(
        { db: app.db, mailer: app.mailer, onlinePayments: app.onlinePayments, log: request.log },
        {
          staffMemberId: staff.staffMemberId,
          companyId: staff.companyId,
          role: staff.role,
          seatWebIds: staff.seatWebIds,
        },
        request.params.orderId,
        request.body,
      );
    },
  );
};
