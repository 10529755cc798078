// Each company's online payment adapters, made from its stored credentials: which providers
// it can take money with, the public part a browser widget needs, and the back office's
// "test the connection". A 'simulated' account (demo and dev only) talks to this app's own
// provider simulators.
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentMethod } from '@tavola/domain/enums';
import type { Config } from '../../../config';
import { parseEncryptionKeyOrNull } from '../../../config';
import type { Db } from '../../../db/database';
import { createNexiAdapter } from '../nexi/nexi-adapter';
import type { ConnectionTest, PaymentAdapter } from '../payment-adapter';
import { createSatispayAdapter } from '../satispay/satispay-adapter';
import { createSumupAdapter } from '../sumup/sumup-adapter';
import { providerNotConfigured } from './online-payment-errors';
import type { PaymentCredentials, PaymentMode } from './payment-credentials';
import { listConfiguredProviders, loadPaymentCredentials } from './payment-credentials-repository';
import { paymentTypeOfProvider, type PaymentProviderName } from './payment-provider-names';
import type { PaymentSimulators } from './simulated-providers';

export type AdapterConfig = Pick<
  Config,
  | 'PAYMENTS_ENCRYPTION_KEY'
  | 'PAYMENT_PROVIDER_TIMEOUT_MS'
  | 'STRIPE_API_BASE_URL'
  | 'PAYPAL_API_BASE_URL'
  | 'SATISPAY_API_BASE_URL'
  | 'SATISPAY_STAGING_API_BASE_URL'
  | 'PUBLIC_ORIGIN'
  | 'publicOrigin'
  | 'SUMUP_API_BASE_URL'
  | 'NEXI_XPAY_BASE_URL'
  | 'NEXI_XPAY_TEST_BASE_URL'
>;

export interface AvailableProvider {
  provider: PaymentProviderName;
  paymentType: PaymentMethod;
  simulated: boolean;
}

/** Providers with an adapter in this release. */
const implemented = new Set<PaymentProviderName>(['stripe', 'paypal', 'satispay', 'sumup', 'nexi']);

export type PaymentAdapters = ReturnType<typeof createPaymentAdapters>;

/** What the online payments' steps (start, settle, refund, notifications, sweep) work with. */
export interface OnlinePaymentsContext {
  db: Db;
  log: FastifyBaseLogger;
  adapterFor: PaymentAdapters['adapterFor'];
  metrics?: {
    paymentRecorded(provider: string, outcome: string): void;
    refundRecorded(provider: string, outcome: string): void;
  };
}

export function createPaymentAdapters(deps: {
  db: Db;
  config: AdapterConfig;
  log: FastifyBaseLogger;
  simulators: PaymentSimulators | null;
}) {
  const { db, config, log, simulators } = deps;
  const key = config.PAYMENTS_ENCRYPTION_KEY ? parseEncryptionKeyOrNull(config.PAYMENTS_ENCRYPTION_KEY) : null;

  async function credentialsFor(companyId: number, provider: PaymentProviderName): Promise<PaymentCredentials | null> {
    const stored = await loadPaymentCredentials(db, key, companyId, provider);
    if (!stored) return null;
    if (stored.mode === 'simulated') return simulators ? simulators.credentials(provider) : null;
    return stored;
  }

  async function adapterFor(companyId: number, provider: PaymentProviderName): Promise<PaymentAdapter | null> {
    const credentials = await credentialsFor(companyId, provider);
    if (!credentials) return null;
    const simulated = credentials.mode === 'simulated' ? simulators : null;
    const baseUrl = (configured: string) => (simulated ? simulated.baseUrl(provider) : Promise.resolve(configured));
    const timeoutMs = config.PAYMENT_PROVIDER_TIMEOUT_MS;
    switch (provider) {
      // The two SDK-based adapters load with their SDKs on first use, not at startup (cold
      // start: the PayPal SDK alone takes ~300 ms to load, Stripe's ~90 ms).
      case 'stripe': {
        const { createStripeAdapter } = await import('../stripe/stripe-adapter');
        return createStripeAdapter(credentials, { baseUrl: await baseUrl(config.STRIPE_API_BASE_URL), timeoutMs });
      }
      case 'paypal': {
        const { createPaypalAdapter } = await import('../paypal/paypal-adapter');
        return createPaypalAdapter(credentials, { baseUrl: await baseUrl(config.PAYPAL_API_BASE_URL), timeoutMs });
      }
      case 'satispay':
        return createSatispayAdapter(credentials, {
          // Satispay's trial mode (spec 000 §3 satisPayTrialMode) is its staging environment.
          baseUrl: await baseUrl(
            credentials.publicConfig.trialMode === true
              ? config.SATISPAY_STAGING_API_BASE_URL
              : config.SATISPAY_API_BASE_URL,
          ),
          timeoutMs,
          callbackOrigin: simulated ? simulated.selfOrigin() : (config.PUBLIC_ORIGIN ?? null),
        });
      case 'sumup':
      case 'nexi': {
        // Their notification URL is set per payment: this app's own webhook route of the company.
        const origin = simulated ? simulated.selfOrigin() : config.publicOrigin;
        const notificationUrl = (company: string) => `${origin}/api/${provider}/webhook/${encodeURIComponent(company)}`;
        if (provider === 'sumup') {
          return createSumupAdapter(credentials, {
            baseUrl: await baseUrl(config.SUMUP_API_BASE_URL),
            timeoutMs,
            notificationUrl,
          });
        }
        const trial = credentials.publicConfig.trialMode === true || credentials.publicConfig.trialMode === 'true';
        const xpay = trial ? config.NEXI_XPAY_TEST_BASE_URL : config.NEXI_XPAY_BASE_URL;
        return createNexiAdapter(credentials, { baseUrl: await baseUrl(xpay), timeoutMs, notificationUrl });
      }
      default:
        return null;
    }
  }

  /** The providers a company can take money with: configured, with an adapter, simulated only outside prod. */
  async function availableProviders(companyId: number): Promise<AvailableProvider[]> {
    const rows = await listConfiguredProviders(db, companyId);
    const out: AvailableProvider[] = [];
    for (const row of rows) {
      if (row.mode === 'simulated' && !simulators) continue;
      if (!implemented.has(row.provider)) continue;
      out.push({
        provider: row.provider,
        paymentType: paymentTypeOfProvider[row.provider],
        simulated: row.mode === 'simulated',
      });
    }
    return out;
  }

  async function isAvailable(companyId: number, paymentType: number): Promise<boolean> {
    return (await availableProviders(companyId)).some((p) => p.paymentType === paymentType);
  }

  /** The public part a browser widget needs (publishable key, client id, alias...). */
  async function publicConfig(
    companyId: number,
    provider: PaymentProviderName,
  ): Promise<{ mode: PaymentMode; values: Record<string, string | boolean> }> {
    const credentials = await credentialsFor(companyId, provider);
    if (!credentials || !implemented.has(provider)) throw providerNotConfigured();
    return { mode: credentials.mode, values: credentials.publicConfig };
  }

  /** The back office's "test the connection": null when the provider is not configured. */
  async function testConnection(companyId: number, provider: PaymentProviderName): Promise<ConnectionTest | null> {
    const adapter = await adapterFor(companyId, provider);
    if (!adapter?.testConnection) return null;
    try {
      return await adapter.testConnection();
    } catch (error) {
      log.warn(
        { provider, companyId, err: error instanceof Error ? error.message : String(error) },
        'payment provider connection test failed',
      );
      return { ok: false, reason: 'unavailable' };
    }
  }

  return { adapterFor, availableProviders, isAvailable, publicConfig, testConnection };
}
