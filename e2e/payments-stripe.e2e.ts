// Paying with Stripe in the browser. The server's Stripe SDK talks to a local Stripe
// simulator (Stripe's REST wire format); Stripe.js (https://js.stripe.com/...) is answered by
// a stand-in script through request interception that drives the simulator as the real widget
// drives Stripe. Takeaway at Tavola Navigli (venue codes C,T,P,S; only Stripe configured): a declined card first (the
// provider's message under the widget, methods usable again), then a good card; the order
// summary; the order Paid in the database; the simulator's webhook reached the server.
import { describe, expect, it } from 'vitest';
import { listenSimulator } from '../apps/api/src/simulators/payments/simulator-server';
import { stripeJsStandIn } from '../apps/api/src/simulators/payments/stripe-js-stand-in';
import { createStripeSimulatorState, stripeSimulator } from '../apps/api/src/simulators/payments/stripe-simulator';
import { journey, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/harness';
import {
  apiGet,
  customerIdOf,
  MOBILE,
  newPage,
  sessionToken,
  takeawayToPayments,
  text,
  waitForPath,
} from './ordering-support';

const account = { secretKey: 'sk_test_e2e_secret', publishableKey: 'pk_test_e2e', webhookSecret: 'whsec_e2e' };
let origin = '';
const stripe = createStripeSimulatorState({
  secretKey: account.secretKey,
  publishableKey: account.publishableKey,
  webhook: {
    secret: account.webhookSecret,
    url: (intent) => `${origin}/api/stripe/webhook/${intent.metadata.company}`,
  },
});
const fake = await listenSimulator(stripeSimulator(stripe));

const harness = useServerAndBrowser({
  env: () => ({ PAYMENTS_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'), STRIPE_API_BASE_URL: fake.url }),
  async beforeStart(run) {
    await run('apps/api/src/db/seed-cli.ts', []);
    const said = await run('apps/api/src/modules/payment/online/payments-configure-cli.ts', [
      '--company',
      'demo',
      '--provider',
      'stripe',
      '--mode',
      'live',
      '--publishable-key',
      account.publishableKey,
      '--secret-key',
      account.secretKey,
      '--webhook-secret',
      account.webhookSecret,
    ]);
    expect(said).toContain('stripe configured');
    expect(said).not.toContain(account.secretKey);
  },
});

describe('Stripe payment in the browser', () => {
  it('pays a takeaway order by card and lands on the summary with the order Paid', async () => {
    origin = harness.server.origin;
    const { context, page } = await newPage(harness.browser, MOBILE);
    // The real Stripe.js is never fetched: the stand-in answers its URL.
    const scriptRequests: string[] = [];
    await context.route(/^https:\/\/js\.stripe\.com\//, async (route) => {
      scriptRequests.push(route.request().url());
      await route.fulfill({ contentType: 'application/javascript', body: stripeJsStandIn('https://api.stripe.com') });
    });
    // Like the real Stripe.js, the stand-in calls api.stripe.com (allowed by the CSP); the test
    // answers that host from the local Stripe fake.
    await context.route(/^https:\/\/api\.stripe\.com\//, async (route) => {
      const response = await route.fetch({ url: route.request().url().replace('https://api.stripe.com', fake.url) });
      await route.fulfill({ response });
    });
    await journey(page, 'payments-stripe', async () => {
      await takeawayToPayments(page, harness.server.origin, 'carta.stripe@example.com');
      await page.getByLabel('Pagamento al ritiro').waitFor();
      // Not loaded before the card provider is chosen.
      expect(scriptRequests).toEqual([]);
      await page.getByLabel('Carta di credito o debito', { exact: true }).check();
      const number = page.locator('[data-stripe-element="cardNumber"]');
      await number.waitFor();
      expect(scriptRequests.length).toBeGreaterThan(0);

      // Declined: Stripe's message under the widget; the methods can be switched again.
      await number.fill('4000 0000 0000 0002');
      await page.locator('[data-stripe-element="cardExpiry"]').fill('12/30');
      await page.locator('[data-stripe-element="cardCvc"]').fill('123');
      await page.getByTestId('stripe-payment').getByRole('button', { name: 'Conferma' }).click();
      await page.getByTestId('payment-error').filter({ hasText: 'La carta è stata rifiutata.' }).waitFor();
      expect(await page.getByLabel('Pagamento al ritiro').isEnabled()).toBe(true);
      await screenshot(page, 'payments-stripe-declined-mobile');

      await number.fill('4242 4242 4242 4242');
      await page.getByTestId('stripe-payment').getByRole('button', { name: 'Conferma' }).click();
      await waitForPath(page, /\/main\/order-summary\/\d+\/\d+$/);
      const [, orderId] = /order-summary\/(\d+)\/(\d+)/.exec(new URL(page.url()).pathname)!;
      expect(await text(page.getByTestId('order-payment'))).toBe('Pagamento effettuato.');
      await screenshot(page, 'payments-stripe-summary-mobile');

      const token = await sessionToken(page);
      type Stored = {
        orderId: number;
        orderStatus: number;
        paymentStatus: number;
        paymentType: number;
        paymentReference: string;
        totalAmount: number;
      };
      const orders = await apiGet<Stored[]>(
        harness.server.origin,
        token,
        `order/getCustomerOrders?customerId=${customerIdOf(token)}`,
      );
      const stored = orders.find((o) => o.orderId === Number(orderId))!;
      expect(stored).toMatchObject({ orderStatus: 1, paymentStatus: 1, paymentType: 5, totalAmount: 21 });
      // One PaymentIntent of 21 € for this order, paid; the signed webhook was accepted.
      const intent = stripe.intents.get(stored.paymentReference)!;
      expect(intent).toMatchObject({ amount: 2100, currency: 'eur', status: 'succeeded', metadata: { orderId } });
      expect(stripe.deliveries.filter((d) => d.body.includes('payment_intent.succeeded')).map((d) => d.status)).toEqual(
        [200],
      );
    });
    await context.close();
    await fake.close();
  });
});
