// The demo's "simulated provider" mode (APP_ENV demo and dev only): a company whose
// provider is configured as 'simulated' pays through the provider simulator built into this
// app. No money moves, and the payments screen says so. The server's adapter is the real one
// (the provider's SDK and wire format); only its base URL points at the simulator, which runs
// on a loopback port for the server and under /simulated/<provider> for the browser's widget,
// with one shared store. Its notifications go to this app's own webhook routes.
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Db } from '../../db/database';
import { listenSimulator, type RunningSimulator } from './simulator-server';
import { createStripeSimulatorState, stripeSimulator, type StripeSimulatorState } from './stripe-simulator';
import { stripeJsStandIn } from './stripe-js-stand-in';
import { createPaypalSimulatorState, paypalSimulator, type PaypalSimulatorState } from './paypal-simulator';
import { paypalSdkStandIn } from './paypal-sdk-stand-in';
import { createSatispaySimulatorState, satispaySimulator, type SatispaySimulatorState } from './satispay-simulator';
import { satispayWebButtonStandIn } from './satispay-web-button-stand-in';
import { generateKeyPairSync } from 'node:crypto';
import { createSumupSimulatorState, sumupSimulator, type SumupSimulatorState } from './sumup-simulator';
import { sumupWidgetStandIn } from './sumup-widget-stand-in';
import { createNexiSimulatorState, nexiSimulator, type NexiSimulatorState } from './nexi-simulator';
import { xpayBuildStandIn } from './xpay-build-stand-in';
import type { PaymentCredentials } from '../../modules/payment/online/payment-credentials';
import { addSimulatedAccounts } from '../../modules/payment/online/payment-credentials-repository';
import type { PaymentProviderName } from '../../modules/payment/online/payment-provider-names';
import type { PaymentSimulators } from '../../modules/payment/online/simulated-providers';

/** Fixed, obviously fake keys of the simulated accounts. */
export const SIMULATED_CREDENTIALS: Partial<Record<PaymentProviderName, PaymentCredentials>> = {
  stripe: {
    provider: 'stripe',
    mode: 'simulated',
    publicConfig: { publishableKey: 'pk_test_simulated' },
    secrets: { secretKey: 'sk_test_simulated', webhookSecret: 'whsec_simulated' },
  },
  paypal: {
    provider: 'paypal',
    mode: 'simulated',
    publicConfig: { clientId: 'simulated-paypal-client-id' },
    secrets: { clientSecret: 'simulated-paypal-secret', webhookId: 'WH-SIMULATED' },
  },
  // The RSA key is made when the simulators start (see createPaymentSimulators).
  satispay: {
    provider: 'satispay',
    mode: 'simulated',
    publicConfig: { trialMode: true },
    secrets: { keyId: 'simulated-satispay-key-id', privateKey: '' },
  },
  sumup: {
    provider: 'sumup',
    mode: 'simulated',
    publicConfig: { merchantCode: 'MSIMULATED' },
    secrets: { apiKey: 'sup_sk_simulated' },
  },
  nexi: {
    provider: 'nexi',
    mode: 'simulated',
    publicConfig: { alias: 'ALIAS_SIMULATED', trialMode: true },
    secrets: { macKey: 'CHIAVE_SIMULATA' },
  },
};

/** The demo's simulator stores, shared by the server's loopback copy and the browser's /simulated/ mount. */
export interface SimulatorStates {
  stripe: StripeSimulatorState;
  paypal: PaypalSimulatorState;
  satispay: SatispaySimulatorState;
  sumup: SumupSimulatorState;
  nexi: NexiSimulatorState;
}

/** `selfOrigin`: where this app listens (loopback), for the simulators' notifications. */
export function createPaymentSimulators(selfOrigin: () => string): { simulators: PaymentSimulators } & SimulatorStates {
  const stripe = createStripeSimulatorState({
    secretKey: SIMULATED_CREDENTIALS.stripe!.secrets.secretKey,
    publishableKey: String(SIMULATED_CREDENTIALS.stripe!.publicConfig.publishableKey),
    webhook: {
      secret: SIMULATED_CREDENTIALS.stripe!.secrets.webhookSecret,
      url: (intent) =>
        intent.metadata.company
          ? `${selfOrigin()}/api/stripe/webhook/${encodeURIComponent(intent.metadata.company)}`
          : null,
    },
  });
  // PayPal's webhooks are registered per company; the shared simulated account has none (the
  // browser's completion and the unpaid-order sweeper capture and settle its orders).
  const paypalAccount = SIMULATED_CREDENTIALS.paypal!;
  const paypal = createPaypalSimulatorState({
    clientId: String(paypalAccount.publicConfig.clientId),
    clientSecret: paypalAccount.secrets.clientSecret,
    webhookId: paypalAccount.secrets.webhookId,
  });
  // Satispay's shop key: an RSA pair made on first use (only the simulated Satispay needs it).
  const satispay = createSatispaySimulatorState();
  let satispayCredentials: PaymentCredentials | null = null;
  const satispayAccount = (): PaymentCredentials => {
    if (!satispayCredentials) {
      const pair = generateKeyPairSync('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      });
      const simulated = SIMULATED_CREDENTIALS.satispay!;
      satispay.keys.set(simulated.secrets.keyId, pair.publicKey);
      satispayCredentials = { ...simulated, secrets: { ...simulated.secrets, privateKey: pair.privateKey } };
    }
    return satispayCredentials;
  };
  const sumup = createSumupSimulatorState({
    apiKey: SIMULATED_CREDENTIALS.sumup!.secrets.apiKey,
    merchantCode: String(SIMULATED_CREDENTIALS.sumup!.publicConfig.merchantCode),
  });
  const nexi = createNexiSimulatorState({
    alias: String(SIMULATED_CREDENTIALS.nexi!.publicConfig.alias),
    secretKey: SIMULATED_CREDENTIALS.nexi!.secrets.macKey,
  });
  const plugins: Partial<Record<PaymentProviderName, () => FastifyPluginAsync>> = {
    stripe: () => stripeSimulator(stripe),
    paypal: () => paypalSimulator(paypal),
    satispay: () => satispaySimulator(satispay),
    sumup: () => sumupSimulator(sumup),
    nexi: () => nexiSimulator(nexi),
  };
  const running = new Map<PaymentProviderName, Promise<RunningSimulator>>();
  const simulators: PaymentSimulators = {
    credentials: (provider) =>
      provider === 'satispay' ? satispayAccount() : (SIMULATED_CREDENTIALS[provider] ?? null),
    selfOrigin,
    async baseUrl(provider) {
      const plugin = plugins[provider];
      if (!plugin) throw new Error(`no simulator for ${provider}`);
      if (!running.has(provider)) running.set(provider, listenSimulator(plugin()));
      return (await running.get(provider)!).url;
    },
    async close() {
      await Promise.all([...running.values()].map(async (r) => (await r).close()));
    },
  };
  return { simulators, stripe, paypal, satispay, sumup, nexi };
}

/** The browser side: the simulators' APIs and the stand-in widget scripts under /simulated/. */
export async function registerSimulatorRoutes(app: FastifyInstance, states: SimulatorStates) {
  const script = (body: string) => async (_request: unknown, reply: FastifyReply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(body);
  await app.register(stripeSimulator(states.stripe, { prefix: '/simulated/stripe' }));
  app.get('/simulated/stripe/stripe.js', { schema: { hide: true } }, script(stripeJsStandIn('/simulated/stripe')));
  await app.register(paypalSimulator(states.paypal), { prefix: '/simulated/paypal' });
  app.get('/simulated/paypal/sdk/js', { schema: { hide: true } }, script(paypalSdkStandIn('/simulated/paypal')));
  await app.register(satispaySimulator(states.satispay), { prefix: '/simulated/satispay' });
  app.get(
    '/simulated/satispay/web-button.js',
    { schema: { hide: true } },
    script(satispayWebButtonStandIn('/simulated/satispay')),
  );
  await app.register(sumupSimulator(states.sumup, { prefix: '/simulated/sumup' }));
  app.get('/simulated/sumup/sdk.js', { schema: { hide: true } }, script(sumupWidgetStandIn('/simulated/sumup')));
  await app.register(nexiSimulator(states.nexi, { prefix: '/simulated/nexi' }));
  app.get(
    '/simulated/nexi/ecomm/XPayBuild/js',
    { schema: { hide: true } },
    script(xpayBuildStandIn('/simulated/nexi')),
  );
}

/**
 * The demo company pays through the simulated providers unless an operator configured real
 * ones (never overwritten). Called at start when SEED_DEMO is on, outside prod.
 */
export async function seedSimulatedPayments(db: Db, companyUrlName: string): Promise<void> {
  await addSimulatedAccounts(db, companyUrlName, Object.keys(SIMULATED_CREDENTIALS) as PaymentProviderName[]);
}
