// A payment provider that answers 5xx or does not answer in time: the diner is told to try
// again or choose another method (503 in the project's error shape), nothing is recorded as
// paid, the order stays open and is paid once the provider is back. The faults come from the
// providers' own fakes (their simulators on loopback ports), wrapped so that every call answers
// 500 or is held past the adapter's timeout (PAYMENT_PROVIDER_TIMEOUT_MS, short here).
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethod } from '@tavola/domain/enums';
import { parseEncryptionKeyOrNull } from '../../../config';
import { onlinePayments, orders } from '../../../db/schema';
import { anonymousCustomer, bearer } from '../../../test/ordering-fixtures';
import { createTestApp } from '../../../test/test-app';
import { demoLines, dineInOrder, margheritaLine, NOW, save, type DemoLines } from '../../order/order-test-helpers';
import { createPaypalSimulatorState, paypalSimulator } from '../../../simulators/payments/paypal-simulator';
import {
  createSatispaySimulatorState,
  decideSatispayPayment,
  satispaySimulator,
  type SatispaySimulatorState,
} from '../../../simulators/payments/satispay-simulator';
import { listenSimulator, type RunningSimulator } from '../../../simulators/payments/simulator-server';
import { createStripeSimulatorState, stripeSimulator } from '../../../simulators/payments/stripe-simulator';
import { createSumupSimulatorState, sumupSimulator } from '../../../simulators/payments/sumup-simulator';
import { PROVIDER_UNAVAILABLE_MESSAGE, VERIFICATION_UNAVAILABLE_MESSAGE } from './online-payment-errors';
import type { PaymentCredentials } from './payment-credentials';
import { savePaymentCredentials } from './payment-credentials-repository';

type Fault = 'none' | 'error' | 'hang';

/** A fake provider whose every call can be made to fail: 500, or held until the test ends. */
async function faultyFake(simulator: FastifyPluginAsync) {
  const control = { fault: 'none' as Fault, faultedCalls: 0, held: [] as Array<() => void> };
  const plugin: FastifyPluginAsync = async (app) => {
    app.addHook('onRequest', async (_request, reply) => {
      if (control.fault === 'none') return;
      control.faultedCalls += 1;
      if (control.fault === 'hang') await new Promise<void>((release) => control.held.push(release));
      return reply.code(500).send({ error: 'internal_error', message: 'simulated outage' });
    });
    await app.register(simulator);
  };
  const running: RunningSimulator = await listenSimulator(plugin);
  return {
    url: running.url,
    control,
    set(fault: Fault) {
      control.fault = fault;
      control.faultedCalls = 0;
      if (fault === 'none') for (const release of control.held.splice(0)) release();
    },
    close: () => running.close(),
  };
}
type FaultyFake = Awaited<ReturnType<typeof faultyFake>>;

const KEY = Buffer.alloc(32, 9).toString('base64');
const stripeAccount = { secretKey: 'sk_test_faults', publishableKey: 'pk_test_faults' };
const paypalAccount = { clientId: 'AZ-faults', clientSecret: 'EL-faults', webhookId: 'WH-FAULTS' };
const sumupAccount = { apiKey: 'sup_sk_test_faults', merchantCode: 'MFAULT1' };
const satispayShop = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const satispayKeyId = 'faults-key-id';

let t: Awaited<ReturnType<typeof createTestApp>>;
let l: DemoLines;
let satispayState: SatispaySimulatorState;
const fakes = {} as Record<'stripe' | 'paypal' | 'satispay' | 'sumup', FaultyFake>;

beforeAll(async () => {
  satispayState = createSatispaySimulatorState({ [satispayKeyId]: satispayShop.publicKey });
  const sumupState = createSumupSimulatorState(sumupAccount);
  sumupState.notify = false;
  fakes.stripe = await faultyFake(stripeSimulator(createStripeSimulatorState(stripeAccount)));
  fakes.paypal = await faultyFake(paypalSimulator(createPaypalSimulatorState(paypalAccount)));
  fakes.satispay = await faultyFake(satispaySimulator(satispayState));
  fakes.sumup = await faultyFake(sumupSimulator(sumupState));
  t = await createTestApp({
    now: () => NOW,
    env: {
      PAYMENTS_ENCRYPTION_KEY: KEY,
      PAYMENT_PROVIDER_TIMEOUT_MS: '500',
      PAYMENT_TIMEOUT_MINUTES: '30',
      STRIPE_API_BASE_URL: fakes.stripe.url,
      PAYPAL_API_BASE_URL: fakes.paypal.url,
      SATISPAY_API_BASE_URL: fakes.satispay.url,
      SUMUP_API_BASE_URL: fakes.sumup.url,
    },
  });
  l = await demoLines(t.db);
  const accounts: PaymentCredentials[] = [
    {
      provider: 'stripe',
      mode: 'live',
      publicConfig: { publishableKey: stripeAccount.publishableKey },
      secrets: { secretKey: stripeAccount.secretKey, webhookSecret: 'whsec_faults' },
    },
    {
      provider: 'paypal',
      mode: 'live',
      publicConfig: { clientId: paypalAccount.clientId },
      secrets: { clientSecret: paypalAccount.clientSecret, webhookId: paypalAccount.webhookId },
    },
    {
      provider: 'satispay',
      mode: 'live',
      publicConfig: { trialMode: false },
      secrets: { keyId: satispayKeyId, privateKey: satispayShop.privateKey },
    },
    {
      provider: 'sumup',
      mode: 'live',
      publicConfig: { merchantCode: sumupAccount.merchantCode },
      secrets: { apiKey: sumupAccount.apiKey },
    },
  ];
  for (const account of accounts) await savePaymentCredentials(t.db, parseEncryptionKeyOrNull(KEY), 1, account);
});
afterEach(() => {
  for (const fake of Object.values(fakes)) fake.set('none');
});
afterAll(async () => {
  await t.close();
  for (const fake of Object.values(fakes)) await fake.close();
});

/** How the diner's browser starts a payment with each provider (the spec's calls). */
const start: Record<
  'stripe' | 'paypal' | 'satispay' | 'sumup',
  { paymentType: number; call(token: string, orderId: number): Promise<LightMyRequestResponse> }
> = {
  stripe: {
    paymentType: PaymentMethod.Stripe,
    call: (token, orderId) =>
      t.app.inject({
        method: 'POST',
        url: '/api/stripe/CreatePaymentIntent',
        headers: bearer(token),
        payload: { orderId },
      }),
  },
  paypal: {
    paymentType: PaymentMethod.Paypal,
    call: (token, orderId) =>
      t.app.inject({ method: 'POST', url: '/api/paypal/createOrder', headers: bearer(token), payload: { orderId } }),
  },
  satispay: {
    paymentType: PaymentMethod.Satispay,
    call: (token, orderId) =>
      t.app.inject({ method: 'GET', url: `/api/satispay/createPayment?orderId=${orderId}`, headers: bearer(token) }),
  },
  sumup: {
    paymentType: PaymentMethod.Sumup,
    call: (token, orderId) =>
      t.app.inject({ method: 'GET', url: `/api/sumup/createPayment?orderId=${orderId}`, headers: bearer(token) }),
  },
};

let diners = 0;
async function orderPaidWith(paymentType: number) {
  const { token } = await anonymousCustomer(t.app, `guasto.${(diners += 1)}@example.com`);
  const order = (
    await save(t.app, token, dineInOrder(l, { moment: '1', paymentType, details: [margheritaLine(l, 2)] }))
  ).json();
  return { token, orderId: order.orderId as number };
}
async function stored(orderId: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.orderId, orderId));
  return row;
}
const paymentsOf = (orderId: number) => t.db.select().from(onlinePayments).where(eq(onlinePayments.orderId, orderId));
const complete = (token: string, orderId: number, paymentType: number, reference: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/completeCustomerOrder',
    headers: bearer(token),
    payload: { orderId, paymentType, paymentReference: reference },
  });

describe('a payment provider that fails', () => {
  const cases = (['stripe', 'paypal', 'satispay', 'sumup'] as const).flatMap((provider) =>
    (['error', 'hang'] as const).map((fault) => ({ provider, fault })),
  );

  it.each(cases)(
    '$provider answering $fault: 503 try again or another method, the order open and payable later',
    async ({ provider, fault }) => {
      const { token, orderId } = await orderPaidWith(start[provider].paymentType);
      fakes[provider].set(fault);
      const refused = await start[provider].call(token, orderId);
      expect(fakes[provider].control.faultedCalls).toBeGreaterThan(0);
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.json()).toEqual({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: PROVIDER_UNAVAILABLE_MESSAGE });
      expect(PROVIDER_UNAVAILABLE_MESSAGE).toMatch(/Riprova/);
      expect(PROVIDER_UNAVAILABLE_MESSAGE).toMatch(/altro metodo di pagamento/);
      // Nothing is recorded as a payment; the order is neither paid nor cancelled.
      expect(await paymentsOf(orderId)).toEqual([]);
      expect(await stored(orderId)).toMatchObject({ paymentStatus: 0, cancelledAt: null });

      fakes[provider].set('none');
      const again = await start[provider].call(token, orderId);
      expect(again.statusCode, again.body).toBe(200);
      expect(await paymentsOf(orderId)).toHaveLength(1);
    },
  );

  it('keeps a paid Stripe payment whose check answers 500: 503, still open, not swept, then Paid', async () => {
    const { token, orderId } = await orderPaidWith(PaymentMethod.Stripe);
    const created = await start.stripe.call(token, orderId);
    expect(created.statusCode, created.body).toBe(200);
    const [id] = created.body.split('_secret_');
    // The browser confirms the card at Stripe (Stripe.js).
    const confirmed = await fetch(`${fakes.stripe.url}/v1/payment_intents/${id}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        key: stripeAccount.publishableKey,
        client_secret: created.body,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': '4242424242424242',
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': '30',
        'payment_method_data[card][cvc]': '123',
      }),
    });
    expect(confirmed.status).toBe(200);

    fakes.stripe.set('error');
    const during = await complete(token, orderId, PaymentMethod.Stripe, id);
    expect(during.statusCode, during.body).toBe(503);
    expect(during.json()).toEqual({
      code: 'PAYMENT_VERIFICATION_UNAVAILABLE',
      message: VERIFICATION_UNAVAILABLE_MESSAGE,
    });
    expect(await stored(orderId)).toMatchObject({ paymentStatus: 0, cancelledAt: null });
    // The sweeper does not cancel an order it cannot ask about.
    const swept = await t.app.onlinePayments.cancelExpiredOrders(new Date(NOW.getTime() + 31 * 60_000));
    expect(swept.cancelled).not.toContain(orderId);
    expect(await stored(orderId)).toMatchObject({ paymentStatus: 0, cancelledAt: null });

    fakes.stripe.set('none');
    const after = await complete(token, orderId, PaymentMethod.Stripe, id);
    expect(after.statusCode, after.body).toBe(200);
    expect(await stored(orderId)).toMatchObject({ paymentStatus: 1, paymentReference: id });
  });

  it('keeps an accepted Satispay payment whose check is not answered in time: 503, still open, then Paid', async () => {
    const { token, orderId } = await orderPaidWith(PaymentMethod.Satispay);
    const created = await start.satispay.call(token, orderId);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.body;
    satispayState.payments.get(id)!.callback_url = undefined;
    expect(await decideSatispayPayment(satispayState, id, 'accept')).toBe(true);

    fakes.satispay.set('hang');
    const during = await complete(token, orderId, PaymentMethod.Satispay, id);
    expect(fakes.satispay.control.faultedCalls).toBeGreaterThan(0);
    expect(during.statusCode, during.body).toBe(503);
    expect(during.json().code).toBe('PAYMENT_VERIFICATION_UNAVAILABLE');
    expect(await stored(orderId)).toMatchObject({ paymentStatus: 0, cancelledAt: null });

    fakes.satispay.set('none');
    expect((await complete(token, orderId, PaymentMethod.Satispay, id)).statusCode).toBe(200);
    expect(await stored(orderId)).toMatchObject({ paymentStatus: 1, paymentReference: id });
  });
});
