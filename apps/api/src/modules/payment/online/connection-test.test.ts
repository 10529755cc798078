// "Test the connection" of each adapter against the providers' local fakes:
// keys the provider accepts -> ok; keys it refuses -> credentials_rejected; the provider not
// answering -> unavailable. Nothing is created or charged by the test call.
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaypalAdapter } from '../paypal/paypal-adapter';
import { createPaypalSimulatorState, paypalSimulator } from '../../../simulators/payments/paypal-simulator';
import { createSatispayAdapter } from '../satispay/satispay-adapter';
import { createSatispaySimulatorState, satispaySimulator } from '../../../simulators/payments/satispay-simulator';
import { listenSimulator, type RunningSimulator } from '../../../simulators/payments/simulator-server';
import { createStripeAdapter } from '../stripe/stripe-adapter';
import { createStripeSimulatorState, stripeSimulator } from '../../../simulators/payments/stripe-simulator';
import type { PaymentAdapter } from '../payment-adapter';
import type { PaymentCredentials } from './payment-credentials';

const timeoutMs = 2000;
const keyPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const shop = keyPair();
const stranger = keyPair();

const stripe = createStripeSimulatorState({ secretKey: 'sk_test_good', publishableKey: 'pk_test_good' });
const paypal = createPaypalSimulatorState({ clientId: 'AZ-good', clientSecret: 'EL-good', webhookId: 'WH-1' });
const satispay = createSatispaySimulatorState({ 'key-good': shop.publicKey });
const fakes: Record<string, RunningSimulator> = {};
/** A loopback port nobody listens on: the provider is down. */
let downUrl = '';

beforeAll(async () => {
  fakes.stripe = await listenSimulator(stripeSimulator(stripe));
  fakes.paypal = await listenSimulator(paypalSimulator(paypal));
  fakes.satispay = await listenSimulator(satispaySimulator(satispay));
  const closed = await listenSimulator(async () => {});
  downUrl = closed.url;
  await closed.close();
});
afterAll(async () => {
  await Promise.all(Object.values(fakes).map((f) => f.close()));
});

const credentials = (
  provider: PaymentCredentials['provider'],
  publicConfig: PaymentCredentials['publicConfig'],
  secrets: PaymentCredentials['secrets'],
): PaymentCredentials => ({
  provider,
  mode: 'live',
  publicConfig,
  secrets,
});

const adapters: Record<string, (good: boolean, baseUrl?: string) => PaymentAdapter> = {
  stripe: (good, baseUrl = fakes.stripe.url) =>
    createStripeAdapter(
      credentials(
        'stripe',
        { publishableKey: 'pk_test_good' },
        { secretKey: good ? 'sk_test_good' : 'sk_test_revoked' },
      ),
      { baseUrl, timeoutMs },
    ),
  paypal: (good, baseUrl = fakes.paypal.url) =>
    createPaypalAdapter(
      credentials(
        'paypal',
        { clientId: 'AZ-good' },
        { clientSecret: good ? 'EL-good' : 'EL-wrong', webhookId: 'WH-1' },
      ),
      { baseUrl, timeoutMs },
    ),
  satispay: (good, baseUrl = fakes.satispay.url) =>
    createSatispayAdapter(
      credentials(
        'satispay',
        { trialMode: false },
        { keyId: 'key-good', privateKey: good ? shop.privateKey : stranger.privateKey },
      ),
      {
        baseUrl,
        timeoutMs,
        callbackOrigin: null,
      },
    ),
};

describe.each(['stripe', 'paypal', 'satispay'])('%s testConnection', (provider) => {
  it('is ok with keys the provider accepts', async () => {
    expect(await adapters[provider](true).testConnection!()).toEqual({ ok: true });
  });
  it('says credentials_rejected when the provider refuses the keys', async () => {
    expect(await adapters[provider](false).testConnection!()).toEqual({ ok: false, reason: 'credentials_rejected' });
  });
  it('says unavailable when the provider does not answer', async () => {
    expect(await adapters[provider](true, downUrl).testConnection!()).toEqual({ ok: false, reason: 'unavailable' });
  });
});

it('creates nothing at the providers', () => {
  expect(stripe.intents.size + paypal.orders.size + satispay.payments.size).toBe(0);
});
