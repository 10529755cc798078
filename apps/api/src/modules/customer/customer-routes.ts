// customers/getCustomerByEmail and customers/updateCustomer (spec 001 §7).
import { queryInt4 } from '@tavola/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerSchema } from '@tavola/domain/entities';
import { requiredEmail } from '@tavola/domain/form-fields';
import { errorResponses } from '../../lib/error-responses';
import { requireCustomer, requireSession } from '../../plugins/session';
import { getCustomerByEmail, updateCustomer, updateCustomerRequestSchema } from './customer-service';

const tags = ['customers'];

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/getCustomerByEmail',
    {
      config: { rateLimit: app.rateLimits.mail },
      schema: {
        summary: 'Look a customer up by e-mail ("customer or empty")',
        description:
          "The full customer only when the e-mail is the signed-in session customer's own; {} otherwise, " +
          'whether or not an account has the e-mail (no enumeration, no ids). companyId, when given, must be ' +
          "the session's.",
        tags,
        querystring: z.object({ companyId: queryInt4().optional(), customerEmail: requiredEmail() }),
        response: { 200: z.union([customerSchema, z.object({}).strict()]), ...errorResponses },
      },
    },
    async (request) => getCustomerByEmail(app.db, requireSession(request), request.query),
  );

  app.post(
    '/customers/updateCustomer',
    {
      schema: {
        summary: "Update the signed-in customer's profile",
        description:
          "The documented customer body; customerId must be the session's customer (else 404, 401 without a " +
          'signed-in customer). Changes first and last name (required, max 100), telephoneNumber1 (required, ' +
          'max 20) and, when present, birthDate, gender, language, telephoneNumber2, province. Answers the ' +
          'updated customer.',
        tags,
        body: updateCustomerRequestSchema,
        response: { 200: customerSchema, ...errorResponses },
      },
    },
    async (request) => updateCustomer(app.db, requireCustomer(request), request.body),
  );
};
