// One webhook route per provider: the raw body is kept for the signature check,
// the company comes from the path, the adapter verifies the signature, an event id is handled
// once. A forged or unknown notification is a 400; an outage at the provider a 400 as well,
// so the provider delivers it again.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PaymentProviderName } from './payment-provider-names';
import { providerErrorResponses } from './payment-error-responses';

export async function registerWebhookRoute(
  app: FastifyInstance,
  options: { provider: PaymentProviderName; path: string; summary: string; description: string },
) {
  await app.register(async (scope) => {
    // Keep the body as sent: signatures cover the exact bytes.
    for (const type of ['application/json', 'application/x-www-form-urlencoded', 'text/plain']) {
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) =>
        done(null, body),
      );
    }
    scope.post(
      options.path,
      {
        schema: {
          summary: options.summary,
          description: options.description,
          tags: [options.provider],
          params: z.object({
            company: z
              .string()
              .min(1)
              .max(100)
              .regex(/^[A-Za-z0-9_-]+$/),
          }),
          response: {
            200: z.object({ received: z.boolean(), result: z.enum(['handled', 'duplicate', 'ignored']) }),
            ...providerErrorResponses,
          },
        },
      },
      async (request) => {
        const { company } = request.params as { company: string };
        const rawBody = typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? '');
        const result = await app.onlinePayments.handleNotification(options.provider, company, {
          rawBody,
          headers: request.headers,
        });
        return { received: true, result };
      },
    );
  });
}
