// Stripe's calls of spec 000 §7, kept as the spec writes them and made safe:
// GetStripePublicKey answers the company's publishable key only; CreatePaymentIntent takes the
// order (the session customer's own unpaid order) and charges its stored total: an `amount`
// (cents) that disagrees is a 400. The webhook completes the order even if the diner closed
// the tab; its signature is checked with the company's endpoint secret.
import { boundedText, idNumber, int4 } from '@tavola/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses';
import { requireSession } from '../../../plugins/session';
import { registerWebhookRoute } from '../online/webhook-route';
import { providerErrorResponses } from '../online/payment-error-responses';

const tags = ['stripe'];
const security = [{ bearer: [] }];

export const stripeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stripe/GetStripePublicKey',
    {
      schema: {
        summary: "The company's Stripe publishable key (card provider)",
        description:
          'Text: the publishable key (pk_...). Never the secret key. 404 when the company has no Stripe account configured.',
        tags,
        security,
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const { values } = await app.onlinePayments.publicConfig(session.companyId, 'stripe');
      return String(values.publishableKey ?? '');
    },
  );

  app.post(
    '/stripe/CreatePaymentIntent',
    {
      schema: {
        summary: 'Create a Stripe PaymentIntent for a saved order; answers its client secret',
        description:
          "Spec 000 §7 body (description, amount in cents, mail) plus orderId: the session customer's own unpaid order saved " +
          "with PayNow and paymentType 5. The amount charged is the order's stored total; an `amount` that disagrees is a " +
          '400 PAYMENT_AMOUNT_MISMATCH. description and mail are ignored (the server builds them).',
        tags,
        security,
        body: z.object({
          orderId: idNumber().max(2147483647),
          amount: int4().min(0).max(100_000_000).nullish().describe('Cents; must equal the stored total when given'),
          description: boundedText(500).nullish(),
          mail: boundedText(255).nullish(),
        }),
        response: { 200: z.string().describe('client_secret'), ...providerErrorResponses },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const created = await app.onlinePayments.createPayment(session, 'stripe', {
        orderId: request.body.orderId,
        amountCents: request.body.amount ?? null,
      });
      return created.browserValue;
    },
  );

  await registerWebhookRoute(app, {
    provider: 'stripe',
    path: '/stripe/webhook/:company',
    summary: 'Stripe webhook endpoint (payment_intent.* events) of one company',
    description:
      'Register https://<host>/api/stripe/webhook/<company urlName> in the Stripe dashboard for payment_intent.succeeded. ' +
      'The Stripe-Signature header is checked with the endpoint secret; an event is handled once.',
  });
};
