// seatWeb/connectToSeatWeb and seatWeb/getSetWeb of spec 001 §7: the client connects the
// session to a venue, then reads it; the response becomes the current venue.
import { queryId } from '@tavola/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seatWebSchema } from '@tavola/domain/entities';
import { badRequest } from '@tavola/domain/error-codes';
import { venueTableChoiceSchema } from '@tavola/domain/table-order-rules';
import { errorResponses } from '../../lib/error-responses';
import { requireSession } from '../../plugins/session';
import { findSeatWeb } from '../company';
import { seatWebNotFound } from '../company/company-service';
import { listEnabledVenueTables } from './venue-tables-repository';

const seatWebQuery = z.object({ seatWebId: queryId() });

export const SEAT_WEB_FIXED_MESSAGE = 'La sede non può essere cambiata.';

export const seatWebRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seatWeb/connectToSeatWeb',
    {
      schema: {
        summary: 'Move the session to another venue of its company',
        description:
          'Refused when the session fixed its venue (spec 000 §4). The new token is in the Authorization header.',
        tags: ['seatWeb'],
        security: [{ bearer: [] }],
        querystring: seatWebQuery,
        response: { 200: z.boolean(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const { seatWebId } = request.query;
      if (session.seatWebFixed && session.seatWebId !== seatWebId) {
        throw badRequest('SEAT_WEB_FIXED', SEAT_WEB_FIXED_MESSAGE);
      }
      const seatWeb = await findSeatWeb(app.db, session.companyId, seatWebId);
      if (!seatWeb) throw seatWebNotFound();
      await app.issueSession(reply, { ...session, seatWebId });
      return true;
    },
  );

  app.get(
    '/seatWeb/getSetWeb',
    {
      schema: {
        summary: "A venue of the session's company",
        tags: ['seatWeb'],
        security: [{ bearer: [] }],
        querystring: seatWebQuery,
        response: { 200: seatWebSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const seatWeb = await findSeatWeb(app.db, session.companyId, request.query.seatWebId);
      if (!seatWeb) throw seatWebNotFound();
      return seatWeb;
    },
  );

  app.get(
    '/seatWeb/getVenueTables',
    {
      schema: {
        summary: "The tables in use of a venue of the session's company (ours)",
        description:
          'What a dine-in diner who came without a table QR code chooses from; order/saveCustomerOrder accepts only these numbers as tableNumber.',
        tags: ['seatWeb'],
        security: [{ bearer: [] }],
        querystring: seatWebQuery,
        response: { 200: z.array(venueTableChoiceSchema), ...errorResponses },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const seatWeb = await findSeatWeb(app.db, session.companyId, request.query.seatWebId);
      if (!seatWeb) throw seatWebNotFound();
      return listEnabledVenueTables(app.db, seatWeb.seatWebId);
    },
  );
};
