// payments/getOnlinePaymentMethods: which online providers the session's company
// can take money with, and whether each is the demo's simulated one (the payments screen
// labels it). The venue's accepted codes per order type still decide what is offered.
import { int4 } from '@tavola/domain/primitives';
import { PAYMENT_PROVIDERS } from './payment-provider-names';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses';
import { requireSession } from '../../../plugins/session';
import { browserScriptUrl } from './browser-scripts';

export const paymentMethodsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments/getOnlinePaymentMethods',
    {
      schema: {
        summary: "The company's configured online payment providers",
        description:
          'paymentType is the numeric method of spec 000 §3; simulated = the demo simulator (no money moves); scriptUrl = the ' +
          "provider's browser script the sub-screen loads (PayPal JS SDK, Satispay web button), absent when it needs none.",
        tags: ['payments'],
        security: [{ bearer: [] }],
        response: {
          200: z.array(
            z.object({
              provider: z.enum(PAYMENT_PROVIDERS),
              paymentType: int4(),
              simulated: z.boolean(),
              scriptUrl: z.string().optional(),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { companyId } = requireSession(request);
      const available = await app.onlinePayments.availableProviders(companyId);
      return Promise.all(
        available.map(async (method) => {
          const scriptUrl = browserScriptUrl(
            app.config,
            method.provider,
            await app.onlinePayments.publicConfig(companyId, method.provider),
          );
          return scriptUrl ? { ...method, scriptUrl } : method;
        }),
      );
    },
  );
};
