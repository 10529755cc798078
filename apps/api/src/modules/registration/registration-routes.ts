// account/completeCustomerRegistration (spec 001 §7, 000 §2): registered here rather than in
// the account module because it belongs to the ordering journey (issue #3).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { completeRegistrationFormSchema } from '@tavola/domain/account';
import { customerSchema } from '@tavola/domain/entities';
import { errorResponses } from '../../lib/error-responses';
import { requireSession } from '../../plugins/session';
import { completeCustomerRegistration, EMAIL_HAS_ACCOUNT_MESSAGE } from './registration-service';

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/account/completeCustomerRegistration',
    {
      schema: {
        summary: "Contact data for the order ('Come ti possiamo contattare?')",
        description:
          'Anonymous session: the e-mail and phone go to the anonymous customer of this session (created when ' +
          'missing; an e-mail left by an earlier anonymous visit moves to it). Signed-in session: only the phone ' +
          `is updated. The body customerId is ignored. An e-mail of a registered account answers 509 '${EMAIL_HAS_ACCOUNT_MESSAGE}'. ` +
          'Returns the customer; the new session token naming it is in the Authorization header.',
        tags: ['account'],
        security: [{ bearer: [] }],
        body: completeRegistrationFormSchema,
        response: { 200: customerSchema, 509: errorResponses[400].describe('Conflict: the e-mail belongs to an account'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const customer = await completeCustomerRegistration(app.db, session, request.body, app.now());
      await app.issueSession(reply, { ...session, customerId: customer.customerId });
      return customer;
    },
  );
};
