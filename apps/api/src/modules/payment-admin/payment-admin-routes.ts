// /api/staff/payments (issue #13 "Payments"): the owner's keys of the five online providers.
// Owners only; the company is the owner's own. No route answers a secret's value: responses
// are paymentSettingsSchema (mode, public fields, names of the secrets stored).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAYMENT_PROVIDERS,
  connectionTestResultSchema,
  paymentCredentialsInputSchema,
  paymentSettingsSchema,
} from '@tavola/domain/payment-provider-fields';
import { parseEncryptionKeyOrNull } from '../../config';
import { staffErrorResponses } from '../../lib/staff-error-responses';
import { requireStaff } from '../../plugins/staff-access';
import * as service from './payment-admin-service';

const tags = ['staff-payments'];
const security = [{ staffCookie: [] }];
const owners = { staff: { role: 'owner', scope: 'company' } } as const;
const providerParams = z.object({ provider: z.enum(PAYMENT_PROVIDERS) });

export const paymentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: service.PaymentAdminContext = {
    db: app.db,
    key: app.config.PAYMENTS_ENCRYPTION_KEY ? parseEncryptionKeyOrNull(app.config.PAYMENTS_ENCRYPTION_KEY) : null,
    simulatedAllowed: app.config.APP_ENV !== 'prod',
    onlinePayments: app.onlinePayments,
  };

  app.get(
    '/staff/payments',
    {
      config: owners,
      schema: {
        summary: "The company's payment providers: mode, public fields and which secrets are stored (never their values)",
        tags,
        security,
        response: { 200: paymentSettingsSchema, ...staffErrorResponses },
      },
    },
    async (request) => service.listPaymentSettings(ctx, requireStaff(request).companyId),
  );

  app.put(
    '/staff/payments/:provider',
    {
      config: owners,
      schema: {
        summary: "Save a provider's mode and keys (secrets are write-only; an empty secret keeps the stored one)",
        description: 'mode live needs every field of the provider; simulated exists only outside production. Unknown fields: 400.',
        tags,
        security,
        params: providerParams,
        body: paymentCredentialsInputSchema,
        response: { 200: paymentSettingsSchema, ...staffErrorResponses },
      },
    },
    async (request) => service.savePaymentSettings(ctx, requireStaff(request).companyId, request.params.provider, request.body),
  );

  app.delete(
    '/staff/payments/:provider',
    {
      config: owners,
      schema: { summary: "Remove a provider's keys: diners can no longer pay with it", tags, security, params: providerParams, response: { 200: paymentSettingsSchema, ...staffErrorResponses } },
    },
    async (request) => service.removePaymentSettings(ctx, requireStaff(request).companyId, request.params.provider),
  );

  app.post(
    '/staff/payments/:provider/test',
    {
      config: owners,
      schema: {
        summary: 'Test the connection: one harmless call to the provider with the stored keys',
        description: 'result: ok, credentials_rejected, unavailable, not_supported (the adapter cannot test yet) or not_configured.',
        tags,
        security,
        params: providerParams,
        response: { 200: connectionTestResultSchema, ...staffErrorResponses },
      },
    },
    async (request) => service.testPaymentConnection(ctx, requireStaff(request).companyId, request.params.provider),
  );
};
