// SumUp's calls (spec 000 §7 `GET sumup/createPayment`, query amount in euros, §9):
// kept as the spec writes them and made safe: the call also names the order (the session
// customer's own unpaid order saved with PayNow and paymentType 4) and the checkout is for its
// stored total; an `amount` that disagrees is a 400. sumup/getSumupConfig tells the payments
// screen where the Payment Widget's script is (SUMUP_SDK_URL, or the demo's stand-in). The
// return_url route completes the order even if the diner closed the tab: it carries only the
// checkout id, so the server asks SumUp before settling anything.
import { queryId } from '@tavola/domain/primitives';
import { toCents } from '@tavola/domain/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses';
import { requireSession } from '../../../plugins/session';
import { registerWebhookRoute } from '../online/webhook-route';
import { providerErrorResponses } from '../online/payment-error-responses';

const tags = ['sumup'];
const security = [{ bearer: [] }];
/** The demo's stand-in for SumUp's Payment Widget script (payment-simulators.ts). */
export const SIMULATED_SUMUP_SDK = '/simulated/sumup/sdk.js';

export const sumupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sumup/getSumupConfig',
    {
      schema: {
        summary: "Where the SumUp Payment Widget's script is, for this company's SumUp account",
        description:
          'No key: the widget needs only the checkout id. 404 when the company has no SumUp account configured.',
        tags,
        security,
        response: { 200: z.object({ sdkUrl: z.string(), simulated: z.boolean() }), ...errorResponses },
      },
    },
    async (request) => {
      const { mode } = await app.onlinePayments.publicConfig(requireSession(request).companyId, 'sumup');
      const simulated = mode === 'simulated';
      return { sdkUrl: simulated ? SIMULATED_SUMUP_SDK : app.config.SUMUP_SDK_URL, simulated };
    },
  );

  app.get(
    '/sumup/createPayment',
    {
      schema: {
        summary: 'Create the SumUp checkout of a saved order; answers its id',
        description:
          "orderId: the session customer's own unpaid order saved with PayNow and paymentType 4. The checkout is for the stored " +
          'total in EUR; `amount` (euros, spec 000 §9) must equal it when given (400 PAYMENT_AMOUNT_MISMATCH).',
        tags,
        security,
        querystring: z.object({
          orderId: queryId(),
          amount: z.coerce
            .number()
            .min(0)
            .max(1_000_000)
            .optional()
            .describe('Euros; must equal the stored total when given'),
        }),
        response: { 200: z.string().describe('SumUp checkout id'), ...providerErrorResponses },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const { orderId, amount } = request.query;
      const created = await app.onlinePayments.createPayment(session, 'sumup', {
        orderId,
        amountCents: amount == null ? null : toCents(amount),
      });
      return created.browserValue;
    },
  );

  await registerWebhookRoute(app, {
    provider: 'sumup',
    path: '/sumup/webhook/:company',
    summary: "SumUp's return_url of one company's checkouts (CHECKOUT_STATUS_CHANGED)",
    description:
      'Set by the server on each checkout (nothing to register at SumUp). The body names a checkout id only; the server asks ' +
      'SumUp for that checkout and settles the order when it is PAID for the stored total. Each checkout state is handled once.',
  });
};
