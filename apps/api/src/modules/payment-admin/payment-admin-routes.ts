// /api/staff/payments: the owner's keys of the five online providers.
// Owners only; the company is the owner's own. No route answers a secret's value: responses
// are paymentSettingsSchema (mode, public fields, names of the secrets stored).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAYMENT_PROVIDERS,
  connectionTestResultSchema,
  paymentCredentialsUpdateSchema,
  paymentSettingsSchema,
} from '@tavola/domain/payment-provider-fields';
import { queryInt4 } from '@tavola/domain/primitives';
import { parseEncryptionKeyOrNull } from '../../config';
import { errorResponses } from '../../lib/error-responses';
import { staffErrorResponses } from '../../lib/staff-error-responses';
import { requireStaff } from '../../plugins/staff-access';
import * as service from './payment-admin-service';
import { STAFF_ACCESS } from '@tavola/domain/staff';

const tags = ['staff-payments'];
const security = [{ staffCookie: [] }];
const owners = { staff: STAFF_ACCESS.payments } as const;
const providerParams = z.object({ provider: z.enum(PAYMENT_PROVIDERS) });
const stale = {
  409: errorResponses[400].describe(
    'StaleVersion: someone saved or removed these keys since they were read; reload and retry',
  ),
};
const removeQuery = z.object({
  version: queryInt4().min(1).describe('The version of the keys being removed, as read'),
});

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
        summary:
          "The company's payment providers: mode, public fields and which secrets are stored (never their values)",
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
        description:
          'mode live needs every field of the provider; simulated exists only outside production. Unknown fields: 400. ' +
          'version: the provider status version read (0 when none was stored); 409 when stale.',
        tags,
        security,
        params: providerParams,
        body: paymentCredentialsUpdateSchema,
        response: { 200: paymentSettingsSchema, ...staffErrorResponses, ...stale },
      },
    },
    async (request) =>
      service.savePaymentSettings(ctx, requireStaff(request).companyId, request.params.provider, request.body),
  );

  app.delete(
    '/staff/payments/:provider',
    {
      config: owners,
      schema: {
        summary: "Remove a provider's keys: diners can no longer pay with it (409 when they changed since read)",
        tags,
        security,
        params: providerParams,
        querystring: removeQuery,
        response: { 200: paymentSettingsSchema, ...staffErrorResponses, ...stale },
      },
    },
    async (request) =>
      service.removePaymentSettings(
        ctx,
        requireStaff(request).companyId,
        request.params.provider,
        request.query.version,
      ),
  );

  app.post(
    '/staff/payments/:provider/test',
    {
      config: owners,
      schema: {
        summary: 'Test the connection: one harmless call to the provider with the stored keys',
        description:
          'result: ok, credentials_rejected, unavailable, not_supported (the adapter cannot test yet) or not_configured.',
        tags,
        security,
        params: providerParams,
        response: { 200: connectionTestResultSchema, ...staffErrorResponses },
      },
    },
    async (request) => service.testPaymentConnection(ctx, requireStaff(request).companyId, request.params.provider),
  );
};
