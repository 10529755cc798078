// The demo's "simulated provider" mode (issue #9; APP_ENV demo and dev only): a company whose
// provider is configured as 'simulated' pays through the provider simulator built into this
// app. No money moves, and the payments screen says so. The server's adapter is the real one
// (the provider's SDK and wire format); only its base URL points at the simulator, which runs
// on a loopback port for the server and under /simulated/<provider> for the browser's widget,
// with one shared store. Its notifications go to this app's own webhook routes.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { companies, paymentCredentials, type PaymentProviderName } from '../../../db/schema';
import { listenSimulator, type RunningSimulator } from '../simulator-server';
import { createStripeSimulatorState, stripeSimulator, type StripeSimulatorState } from '../stripe/stripe-simulator';
import { stripeJsStandIn } from '../stripe/stripe-js-stand-in';
import type { PaymentCredentials } from './payment-credentials';

/** Fixed, obviously fake keys of the simulated accounts. */
export const SIMULATED_CREDENTIALS: Partial<Record<PaymentProviderName, PaymentCredentials>> = {
  stripe: {
    provider: 'stripe',
    mode: 'simulated',
    publicConfig: { publishableKey: 'pk_test_simulated' },
    secrets: { secretKey: 'sk_test_simulated', webhookSecret: 'whsec_simulated' },
  },
};

export interface PaymentSimulators {
  credentials(provider: PaymentProviderName): PaymentCredentials | null;
  /** The loopback base URL of the provider's simulator for the server's SDK calls. */
  baseUrl(provider: PaymentProviderName): Promise<string>;
  close(): Promise<void>;
}

/** `selfOrigin`: where this app listens (loopback), for the simulators' notifications. */
export function createPaymentSimulators(selfOrigin: () => string): { simulators: PaymentSimulators; stripe: StripeSimulatorState } {
  const stripe = createStripeSimulatorState({
    secretKey: SIMULATED_CREDENTIALS.stripe!.secrets.secretKey,
    publishableKey: String(SIMULATED_CREDENTIALS.stripe!.publicConfig.publishableKey),
    webhook: {
      secret: SIMULATED_CREDENTIALS.stripe!.secrets.webhookSecret,
      url: (intent) => (intent.metadata.company ? `${selfOrigin()}/api/stripe/webhook/${encodeURIComponent(intent.metadata.company)}` : null),
    },
  });
  const running = new Map<PaymentProviderName, Promise<RunningSimulator>>();
  const simulators: PaymentSimulators = {
    credentials: (provider) => SIMULATED_CREDENTIALS[provider] ?? null,
    async baseUrl(provider) {
      if (provider !== 'stripe') throw new Error(`no simulator for ${provider}`);
      if (!running.has(provider)) running.set(provider, listenSimulator(stripeSimulator(stripe)));
      return (await running.get(provider)!).url;
    },
    async close() {
      await Promise.all([...running.values()].map(async (r) => (await r).close()));
    },
  };
  return { simulators, stripe };
}

/** The browser side: the simulators' APIs and the stand-in widget scripts under /simulated/. */
export async function registerSimulatorRoutes(app: FastifyInstance, stripe: StripeSimulatorState) {
  await app.register(stripeSimulator(stripe, { prefix: '/simulated/stripe' }));
  app.get('/simulated/stripe/stripe.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(stripeJsStandIn('/simulated/stripe')),
  );
}

/**
 * The demo company pays through the simulated providers unless an operator configured real
 * ones (never overwritten). Called at start when SEED_DEMO is on, outside prod.
 */
export async function seedSimulatedPayments(db: Db, companyUrlName: string): Promise<void> {
  const [company] = await db.select({ companyId: companies.companyId }).from(companies).where(eq(companies.urlName, companyUrlName));
  if (!company) return;
  for (const provider of Object.keys(SIMULATED_CREDENTIALS) as PaymentProviderName[]) {
    await db
      .insert(paymentCredentials)
      .values({ companyId: company.companyId, provider, mode: 'simulated', publicConfig: {}, secretCiphertext: null })
      .onConflictDoNothing();
  }
}
