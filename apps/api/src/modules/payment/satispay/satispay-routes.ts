// Satispay's calls. satispay/createPayment is spec 000 §7: GET with the amount in
// cents and the order id, answering the Satispay payment id as text. Made safe: the order must
// be the session customer's own unpaid order saved with PayNow and paymentType 3 (the spec's
// fallback id 9999 is not accepted), the payment is for its stored total, and an amount that
// disagrees is a 400. satispay/callback is where Satispay calls back (GET, payment_id only):
// the server then asks Satispay about the payment and settles the order when it is paid.
import { queryId, queryInt4 } from '@tavola/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../../plugins/session';
import { providerErrorResponses } from '../online/payment-error-responses';

const tags = ['satispay'];

export const satispayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/satispay/createPayment',
    {
      schema: {
        summary: 'Create the Satispay payment of a saved order; answers its id',
        description:
          "Spec 000 §7: query amount (cents) and orderId, the session customer's own unpaid order saved with PayNow and " +
          "paymentType 3. The payment is for the order's stored total in EUR; an amount that disagrees is a 400 " +
          'PAYMENT_AMOUNT_MISMATCH. Text: the Satispay payment id for the web button.',
        tags,
        security: [{ bearer: [] }],
        querystring: z.object({
          orderId: queryId(),
          amount: queryInt4()
            .min(0)
            .max(100_000_000)
            .optional()
            .describe('Cents; must equal the stored total when given'),
        }),
        response: { 200: z.string().describe('Satispay payment id'), ...providerErrorResponses },
      },
    },
    async (request) => {
      const created = await app.onlinePayments.createPayment(requireSession(request), 'satispay', {
        orderId: request.query.orderId,
        amountCents: request.query.amount ?? null,
      });
      return created.browserValue;
    },
  );

  app.get(
    '/satispay/callback/:company',
    {
      schema: {
        summary: "Satispay's server-to-server callback of one company (payment_id only)",
        description:
          'The callback_url of every Satispay payment the server creates: <PUBLIC_ORIGIN>/api/satispay/callback/<company ' +
          'urlName>?payment_id={uuid}. Not signed by Satispay, so the server asks Satispay for the payment before it settles ' +
          'anything; an id Satispay does not know is a 400; the same status twice is handled once.',
        tags,
        params: z.object({
          company: z
            .string()
            .min(1)
            .max(100)
            .regex(/^[A-Za-z0-9_-]+$/),
        }),
        querystring: z.object({
          payment_id: z
            .string()
            .min(1)
            .max(100)
            .regex(/^[A-Za-z0-9-]+$/),
        }),
        response: {
          200: z.object({ received: z.boolean(), result: z.enum(['handled', 'duplicate', 'ignored']) }),
          ...providerErrorResponses,
        },
      },
    },
    async (request) => {
      const rawBody = new URLSearchParams({ payment_id: request.query.payment_id }).toString();
      const result = await app.onlinePayments.handleNotification('satispay', request.params.company, {
        rawBody,
        headers: request.headers,
      });
      return { received: true, result };
    },
  );
};
