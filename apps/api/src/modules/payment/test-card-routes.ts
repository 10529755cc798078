// testCard/*: the offline test card's calls, registered only when APP_ENV is demo
// or dev (app.ts); in prod they do not exist. The browser creates a payment for a saved
// order, confirms it with a card, then calls order/completeCustomerOrder with paymentType 1
// (Card) and paymentReference = paymentId; the server verifies the payment there.
import { idNumber, int4, plainText } from '@tavola/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TEST_CARD_LABEL } from '@tavola/domain/payment-rules';
import { errorResponses } from '../../lib/error-responses';
import { requireSession } from '../../plugins/session';
import { confirmTestCardPayment, createTestCardPayment } from './test-card-service';

const paymentSchema = z.object({
  paymentId: plainText(),
  orderId: int4(),
  amount: z.number().describe('Euros'),
  amountCents: int4(),
  currency: plainText(),
  status: z.enum(['requires_confirmation', 'succeeded', 'declined']),
  label: plainText().describe(`Show it: '${TEST_CARD_LABEL}'`),
});

export const testCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/testCard/createPayment',
    {
      schema: {
        summary: 'Test card (demo/dev only): create a payment for a saved order',
        description:
          "The amount is the stored order's total, never a browser value. Only the session customer's unpaid orders.",
        tags: ['testCard'],
        security: [{ bearer: [] }],
        body: z.object({ orderId: idNumber() }),
        response: { 200: paymentSchema, ...errorResponses },
      },
    },
    async (request) => createTestCardPayment(app.db, requireSession(request), request.body.orderId),
  );

  app.post(
    '/testCard/confirm',
    {
      schema: {
        summary: 'Test card (demo/dev only): pay a created payment with a test card',
        description:
          '4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined (400 TEST_CARD_DECLINED, Italian message). ' +
          'Expiry MM/YY not in the past, CVV 3-4 digits. Only the last four digits are stored.',
        tags: ['testCard'],
        security: [{ bearer: [] }],
        body: z.object({
          paymentId: plainText().min(1).max(100),
          cardNumber: plainText().max(40),
          expiry: plainText().max(10),
          cvv: plainText().max(10),
        }),
        response: { 200: paymentSchema, ...errorResponses },
      },
    },
    async (request) => confirmTestCardPayment(app.db, requireSession(request), request.body, app.now()),
  );
};
