// What every provider's API test sets up (duplication D5 of the PayPal and Stripe
// tests): the provider's simulator on a loopback port as its fake, the app pointed at it, the
// demo company's account stored encrypted, and the diner-side calls (save an order paid with
// the provider, complete it, read it back).
import type { FastifyPluginAsync, LightMyRequestResponse } from 'fastify';
import { parseEncryptionKeyOrNull } from '../../config';
import { anonymousCustomer, bearer } from '../../test/ordering-fixtures';
import { createTestApp } from '../../test/test-app';
import { findOrderRow, type OrderRow } from '../order';
import { demoLines, dineInOrder, margheritaLine, NOW, save, type DemoLines } from '../order/order-test-helpers';
import type { PaymentCredentials } from './online/payment-credentials';
import { savePaymentCredentials } from './online/payment-credentials-repository';
import { listenSimulator, type RunningSimulator } from '../../simulators/payments/simulator-server';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface ProviderTest {
  t: TestApp;
  l: DemoLines;
  fake: RunningSimulator;
  /** Delivers a notification the fake sends to this app's webhook route. */
  deliver(url: string, body: string, headers: Record<string, string>): Promise<number>;
  post(token: string, url: string, payload: object): Promise<LightMyRequestResponse>;
  get(token: string, url: string): Promise<LightMyRequestResponse>;
  complete(token: string, orderId: number, reference: string): Promise<LightMyRequestResponse>;
  /** A diner's dine-in order of `quantity` margheritas (9 € each) saved with PayNow and this provider. */
  order(
    email: string,
    quantity?: number,
  ): Promise<{ token: string; order: { orderId: number; orderNumber: number; totalAmount: number } }>;
  stored(orderId: number): Promise<OrderRow>;
  close(): Promise<void>;
}

export async function startProviderTest(options: {
  paymentType: number;
  simulator: FastifyPluginAsync;
  env(fakeUrl: string): Record<string, string>;
  credentials: PaymentCredentials;
}): Promise<ProviderTest> {
  const KEY = Buffer.alloc(32, options.paymentType).toString('base64');
  const fake = await listenSimulator(options.simulator);
  const t = await createTestApp({
    now: () => NOW,
    env: {
      PAYMENTS_ENCRYPTION_KEY: KEY,
      PAYMENT_PROVIDER_TIMEOUT_MS: '1000',
      PAYMENT_TIMEOUT_MINUTES: '30',
      ...options.env(fake.url),
    },
  });
  const l = await demoLines(t.db);
  await savePaymentCredentials(t.db, parseEncryptionKeyOrNull(KEY), 1, options.credentials);
  const post = (token: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, headers: bearer(token), payload });
  return {
    t,
    l,
    fake,
    // The app builds absolute notification URLs (PUBLIC_ORIGIN http://localhost): inject their path.
    deliver: async (url, body, headers) =>
      (await t.app.inject({ method: 'POST', url: new URL(url, 'http://localhost').pathname, headers, payload: body }))
        .statusCode,
    post,
    get: (token, url) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(token) }),
    complete: (token, orderId, reference) =>
      post(token, 'order/completeCustomerOrder', {
        orderId,
        paymentType: options.paymentType,
        paymentReference: reference,
      }),
    async order(email, quantity = 2) {
      const { token } = await anonymousCustomer(t.app, email);
      const order = (
        await save(
          t.app,
          token,
          dineInOrder(l, { moment: '1', paymentType: options.paymentType, details: [margheritaLine(l, quantity)] }),
        )
      ).json();
      return { token, order };
    },
    async stored(orderId) {
      const row = await findOrderRow(t.db, orderId);
      if (!row) throw new Error(`no order ${orderId}`);
      return row;
    },
    async close() {
      await fake.close();
      await t.close();
    },
  };
}
