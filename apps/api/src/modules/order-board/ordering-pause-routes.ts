// seatWeb/getOrderingPauses (ours): the pauses of online orders still on at the session
// company's venues, so the diners' pages show a pause from the home page on (with the staff's
// reason and the time it ends) instead of at the order's last step. Public to the company's
// own diners: it says only what the refusal of an order would say.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dinerOrderingPauseSchema } from '@tavola/domain/ordering-pause';
import { errorResponses } from '../../lib/error-responses';
import { requireSession } from '../../plugins/session';
import { listDinerOrderingPauses } from './ordering-pause';

export const orderingPauseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seatWeb/getOrderingPauses',
    {
      schema: {
        summary: "The pauses of online orders still on at the session company's venues",
        description:
          "One entry per paused venue: when the pause ends (an instant, and the venue's date and 'HH:mm'), whether that is today on the venue's clock, and the staff's reason ('' when none). Orders for a time before the end are refused with ORDERING_PAUSED; later slots stay orderable, and the slot lists leave the covered slots out. An empty list: no pause.",
        tags: ['seatWeb'],
        security: [{ bearer: [] }],
        response: { 200: z.array(dinerOrderingPauseSchema), ...errorResponses },
      },
    },
    async (request) => listDinerOrderingPauses(app.db, requireSession(request).companyId, app.now()),
  );
};
