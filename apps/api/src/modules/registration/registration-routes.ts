// account/completeCustomerRegistration (spec 001 §7, 000 §2): registered here rather than in
// the account module because it belongs to the ordering journey.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { completeRegistrationFormSchema } from '@tavola/domain/account';
import { customerSchema } from '@tavola/domain/entities';
import { errorResponses } from '../../lib/error-responses';
import { requireSession } from '../../plugins/session';
import { anonymousTableDiner, completeCustomerRegistration, EMAIL_HAS_ACCOUNT_MESSAGE } from './registration-service';

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
        response: {
          200: customerSchema,
          509: errorResponses[400].describe('Conflict: the e-mail belongs to an account'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const customer = await completeCustomerRegistration(app.db, session, request.body, app.now());
      await app.issueSession(reply, { ...session, customerId: customer.customerId });
      return customer;
    },
  );

  app.post(
    '/account/anonymousTableDiner',
    {
      schema: {
        summary: 'An anonymous diner at a table the staff confirm, without contact data (ours)',
        description:
          "Only at a venue with 'table orders are confirmed by the staff' (seatWeb.tableOrdersConfirmedByStaff), where an " +
          "anonymous diner's table order needs no e-mail, phone or consents. Keeps the session's customer, or creates an " +
          'anonymous one without contact data. Other venues: 400 CONTACT_DATA_REQUIRED. The new token is in the Authorization header.',
        tags: ['account'],
        security: [{ bearer: [] }],
        response: { 200: customerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const customer = await anonymousTableDiner(app.db, session);
      await app.issueSession(reply, { ...session, customerId: customer.customerId });
      return customer;
    },
  );
};
