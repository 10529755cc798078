// PayPal's calls. paypal/getPaypalClientID is spec 000 §7 (text: the client id).
// paypal/createOrder is ours: the spec's wallet creates the order in the browser with an
// amount of its choosing; here the server creates it for the session customer's own unpaid
// order at its stored total (an `amount` in euros, §9, that disagrees is a 400). The browser's
// approval then goes to order/completeCustomerOrder (paymentType 2, reference = the PayPal
// order id), where the server captures and verifies it.
import { idNumber } from '@tavola/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toCents } from '@tavola/domain/money';
import { errorResponses } from '../../../lib/error-responses';
import { requireSession } from '../../../plugins/session';
import { registerWebhookRoute } from '../online/webhook-route';
import { providerErrorResponses } from '../online/payment-error-responses';

const tags = ['paypal'];
const security = [{ bearer: [] }];

export const paypalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/paypal/getPaypalClientID',
    {
      schema: {
        summary: "The company's PayPal client id (wallet provider)",
        description:
          'Text: the REST app client id. Never the secret. 404 when the company has no PayPal account configured.',
        tags,
        security,
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request) =>
      String(
        (await app.onlinePayments.publicConfig(requireSession(request).companyId, 'paypal')).values.clientId ?? '',
      ),
  );

  app.post(
    '/paypal/createOrder',
    {
      schema: {
        summary: 'Create the PayPal order of a saved order; answers its id',
        description:
          "orderId: the session customer's own unpaid order saved with PayNow and paymentType 2. The PayPal order is for the stored " +
          'total in EUR; `amount` (euros, spec 000 §9) must equal it when given (400 PAYMENT_AMOUNT_MISMATCH).',
        tags,
        security,
        body: z.object({
          orderId: idNumber().max(2147483647),
          amount: z.number().min(0).max(1_000_000).nullish().describe('Euros; must equal the stored total when given'),
        }),
        response: { 200: z.string().describe('PayPal order id'), ...providerErrorResponses },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const amount = request.body.amount;
      const created = await app.onlinePayments.createPayment(session, 'paypal', {
        orderId: request.body.orderId,
        amountCents: amount == null ? null : toCents(amount),
      });
      return created.browserValue;
    },
  );

  await registerWebhookRoute(app, {
    provider: 'paypal',
    path: '/paypal/webhook/:company',
    summary: 'PayPal webhook endpoint (PAYMENT.CAPTURE.COMPLETED) of one company',
    description:
      'Register https://<host>/api/paypal/webhook/<company urlName> in the PayPal app, event PAYMENT.CAPTURE.COMPLETED; its ' +
      'webhook id is the --webhook-id of payments:configure. Each event is verified with verify-webhook-signature and handled once.',
  });
};
