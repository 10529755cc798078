// Nexi XPay's calls (spec 000 §7), kept as the spec writes them and made safe:
// nexi/GetNexiData answers the alias, the trial mode and where XPay Build's script is, never
// the MAC key; nexi/createPayment (ours) gives the widget's configuration for the session
// customer's own unpaid order at its stored total (the MAC made on the server); nexi/pagaNonce
// pays the nonce and answers esito/messaggioErrore. The urlpost route takes XPay's outcome
// notification, checked by its MAC, so the order completes even if the diner closed the tab.
import { idNumber, int4 } from '@tavola/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses';
import { requireSession } from '../../../plugins/session';
import { registerWebhookRoute } from '../online/webhook-route';
import type { NexiBrowserPayment } from './nexi-adapter';
import { payNexiNonce, settleEarlierNexiAttempts } from './nexi-payments';
import { providerErrorResponses } from '../online/payment-error-responses';

const tags = ['nexi'];
const security = [{ bearer: [] }];
/** The demo's simulated XPay (payment-simulators.ts) serves its Build stand-in here. */
export const SIMULATED_NEXI_BASE = '/simulated/nexi';
const token = () =>
  z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_.:-]+$/);

export const nexiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/nexi/GetNexiData',
    {
      schema: {
        summary: "The company's XPay alias and trial mode (bank card gateway)",
        description:
          'aliasMerchant, trialMode and sdkUrl (XPay Build). Never the MAC key: the server computes every MAC. 404 when not configured.',
        tags,
        security,
        response: {
          200: z.object({
            aliasMerchant: z.string(),
            trialMode: z.boolean(),
            sdkUrl: z.string(),
            simulated: z.boolean(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { mode, values } = await app.onlinePayments.publicConfig(requireSession(request).companyId, 'nexi');
      const alias = String(values.alias ?? '');
      const trialMode = values.trialMode === true || values.trialMode === 'true';
      const simulated = mode === 'simulated';
      const base = simulated
        ? SIMULATED_NEXI_BASE
        : trialMode
          ? app.config.NEXI_XPAY_TEST_BASE_URL
          : app.config.NEXI_XPAY_BASE_URL;
      return {
        aliasMerchant: alias,
        trialMode,
        sdkUrl: `${base.replace(/\/$/, '')}/ecomm/XPayBuild/js?alias=${encodeURIComponent(alias)}`,
        simulated,
      };
    },
  );

  app.post(
    '/nexi/createPayment',
    {
      schema: {
        summary: "XPay Build's payment parameters for a saved order",
        description:
          "orderId: the session customer's own unpaid order saved with PayNow and paymentType 6. Answers codiceTransazione, importo " +
          '(cents, the stored total), divisa (978), timeStamp, mac and urlPost for XPay.setConfig; `importo` must equal the total when given. ' +
          'An earlier transaction of the order that XPay authorised (a pagaNonce that timed out) settles the order first: 400 ORDER_ALREADY_PAID.',
        tags,
        security,
        body: z.object({
          orderId: idNumber(),
          importo: int4().min(0).nullish().describe('Cents; must equal the stored total when given'),
        }),
        response: {
          200: z.object({
            codiceTransazione: z.string(),
            importo: z.number(),
            divisa: z.string(),
            timeStamp: z.string(),
            mac: z.string(),
            urlPost: z.string(),
          }),
          ...providerErrorResponses,
        },
      },
    },
    async (request) => {
      const session = requireSession(request);
      await settleEarlierNexiAttempts(
        { db: app.db, onlinePayments: app.onlinePayments },
        session,
        request.body.orderId,
      );
      const created = await app.onlinePayments.createPayment(session, 'nexi', {
        orderId: request.body.orderId,
        amountCents: request.body.importo ?? null,
      });
      return JSON.parse(created.browserValue) as NexiBrowserPayment;
    },
  );

  app.post(
    '/nexi/pagaNonce',
    {
      schema: {
        summary: 'Pay the XPay Build nonce of a transaction (spec 000 §7 gateway payment request)',
        description:
          "The XPay_Nonce event's fields with the transaction's code, amount (cents) and currency. The event's MAC is checked, the " +
          "transaction must be one the server created for the caller's own order with the stored total; the order is Paid only after " +
          "XPay's report says so. esito 'OK' on success, otherwise 'KO' with the gateway's message.",
        tags,
        security,
        body: z.object({
          codiceTransazione: z
            .string()
            .min(1)
            .max(30)
            .regex(/^[A-Za-z0-9_-]+$/),
          importo: int4().min(0),
          divisa: z.string().min(3).max(3),
          xpayNonce: token(),
          xpayIdOperazione: token(),
          xpayTimeStamp: token(),
          xpayEsito: z.string().min(1).max(10),
          xpayMac: z
            .string()
            .min(1)
            .max(128)
            .regex(/^[A-Fa-f0-9]+$/),
        }),
        response: {
          200: z.object({ esito: z.enum(['OK', 'KO']), messaggioErrore: z.string().nullable() }),
          ...providerErrorResponses,
        },
      },
    },
    async (request) =>
      payNexiNonce({ db: app.db, onlinePayments: app.onlinePayments }, requireSession(request), request.body),
  );

  await registerWebhookRoute(app, {
    provider: 'nexi',
    path: '/nexi/webhook/:company',
    summary: "XPay's outcome notification (urlpost) of one company's payments",
    description:
      "Sent by the server as XPay Build's urlPost (nothing to register). Form fields codTrans, esito, importo, divisa, data, orario, " +
      'codAut, mac; the MAC is checked with the company key, the transaction then read back from XPay; each outcome is handled once.',
  });
};
