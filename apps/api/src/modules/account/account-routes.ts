// account/* calls of spec 001 §7. This module starts with authenticateClient, the startup
// call (001 §4); registration, login and passwords arrive with issue #4.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticateClientRequestSchema, authenticateClientResponseSchema } from '@tavola/domain/entities';
import { errorResponses } from '../../lib/error-responses';
import { authenticateClient } from './authenticate-client-service';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/account/authenticateClient',
    {
      schema: {
        summary: 'Start a client session for a company (and optionally a venue)',
        description:
          'Returns the company with its venues, the current venue and language. The session token is ' +
          'in the Authorization response header (Bearer) and must be sent back on every call. ' +
          'A customerId in the body never restores a signed-in customer (spec README).',
        tags: ['account'],
        body: authenticateClientRequestSchema,
        response: { 200: authenticateClientResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await authenticateClient(app.db, request.body, app.now());
      await app.issueSession(reply, result.session);
      return result.response;
    },
  );
};
