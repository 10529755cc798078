// Paying with PayPal in the browser. The server talks to a local PayPal fake (PayPal's
// REST wire format); the PayPal JS SDK (https://www.paypal.com/sdk/js?...) is answered by a
// stand-in script through request interception, and the buyer's approval on paypal.com by the
// fake. Takeaway at Tavola Navigli (venue codes C,T,P,S; PayPal live, the
// demo's other providers simulated): the buyer
// cancels first ('Transazione cancellata', the order stays payable), then approves; the server
// captures and verifies; the order summary; the order Paid in the database.
import { describe, expect, it } from 'vitest';
import { createPaypalSimulatorState, paypalSimulator } from '../apps/api/src/simulators/payments/paypal-simulator';
import { paypalSdkStandIn } from '../apps/api/src/simulators/payments/paypal-sdk-stand-in';
import { listenSimulator } from '../apps/api/src/simulators/payments/simulator-server';
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

const account = { clientId: 'AZ-e2e-client', clientSecret: 'EL-e2e-secret', webhookId: 'WH-E2E' };
let origin = '';
const paypal = createPaypalSimulatorState(account);
paypal.webhook = { url: () => `${origin}/api/paypal/webhook/demo` };
const fake = await listenSimulator(paypalSimulator(paypal));

const harness = useServerAndBrowser({
  env: () => ({ PAYMENTS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'), PAYPAL_API_BASE_URL: fake.url }),
  async beforeStart(run) {
    await run('apps/api/src/db/seed-cli.ts', []);
    const said = await run('apps/api/src/modules/payment/online/payments-configure-cli.ts', [
      '--company',
      'demo',
      '--provider',
      'paypal',
      '--mode',
      'live',
      '--client-id',
      account.clientId,
      '--client-secret',
      account.clientSecret,
      '--webhook-id',
      account.webhookId,
    ]);
    expect(said).toContain('paypal configured');
    expect(said).not.toContain(account.clientSecret);
  },
});

describe('PayPal payment in the browser', () => {
  it('pays a takeaway order with PayPal after a cancelled approval, and lands on the summary with the order Paid', async () => {
    origin = harness.server.origin;
    const { context, page } = await newPage(harness.browser, MOBILE);
    // The real PayPal JS SDK is never fetched: the stand-in answers its URL (allowed by the CSP).
    const scriptRequests: string[] = [];
    await context.route(/^https:\/\/www\.paypal\.com\/sdk\/js/, async (route) => {
      scriptRequests.push(route.request().url());
      await route.fulfill({ contentType: 'application/javascript', body: paypalSdkStandIn('https://www.paypal.com') });
    });
    // The buyer's approval on paypal.com, answered by the local PayPal fake.
    await context.route(/^https:\/\/www\.paypal\.com\/checkoutnow\//, async (route) => {
      const response = await route.fetch({ url: route.request().url().replace('https://www.paypal.com', fake.url) });
      await route.fulfill({ response });
    });
    await journey(page, 'payments-paypal', async () => {
      await takeawayToPayments(page, harness.server.origin, 'wallet.paypal@example.com');
      await page.getByLabel('Pagamento al ritiro').waitFor();
      // The company's own PayPal account (live), not the demo's simulated one.
      expect(await page.getByLabel('PayPal (simulato, nessun addebito reale)').count()).toBe(0);
      expect(scriptRequests).toEqual([]);
      await page.getByLabel('PayPal', { exact: true }).check();
      const button = page.getByTestId('paypal-payment').getByRole('button', { name: 'PayPal' });
      await button.waitFor();
      // The SDK was asked for EUR with the company's client id and the other funding sources off.
      const sdk = new URL(scriptRequests[0]);
      expect(Object.fromEntries(sdk.searchParams)).toMatchObject({
        'client-id': account.clientId,
        currency: 'EUR',
        intent: 'capture',
      });
      expect(sdk.searchParams.get('disable-funding')).toContain('card');
      await screenshot(page, 'payments-paypal-mobile');
      await page.setViewportSize({ width: 1280, height: 800 });
      await screenshot(page, 'payments-paypal-desktop');
      await page.setViewportSize({ width: MOBILE.width, height: MOBILE.height });

      // The buyer cancels in PayPal: the wallet's message, the methods usable again, nothing paid.
      await button.click();
      // While PayPal is open, the methods cannot be switched and the Buttons are disabled
      // (PayPalButtons' `disabled`, through the SDK's onInit actions).
      await page.getByRole('dialog', { name: 'PayPal' }).waitFor();
      expect(await page.getByLabel('Pagamento al ritiro').isDisabled()).toBe(true);
      await page.locator('[data-paypal-button][aria-disabled="true"]').waitFor({ state: 'attached' });
      await page
        .getByRole('dialog', { name: 'PayPal' })
        .getByRole('button', { name: 'Annulla e torna al negozio' })
        .click();
      await page.getByTestId('payment-error').filter({ hasText: 'Transazione cancellata' }).waitFor();
      expect(await page.getByLabel('Pagamento al ritiro').isEnabled()).toBe(true);
      await page.locator('[data-paypal-button]:not([aria-disabled])').waitFor();
      await screenshot(page, 'payments-paypal-cancelled-mobile');
      const cancelled = [...paypal.orders.values()];
      expect(cancelled.map((o) => o.status)).toEqual(['CREATED']);

      // Then approves: the server captures and verifies, the summary says paid.
      await button.click();
      await page.getByRole('dialog', { name: 'PayPal' }).getByRole('button', { name: 'Approva il pagamento' }).click();
      await waitForPath(page, /\/main\/order-summary\/\d+\/\d+$/);
      const [, orderId] = /order-summary\/(\d+)\/(\d+)/.exec(new URL(page.url()).pathname)!;
      expect(await text(page.getByTestId('order-payment'))).toBe('Pagamento effettuato.');
      await screenshot(page, 'payments-paypal-summary-mobile');

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
      expect(stored).toMatchObject({ orderStatus: 1, paymentStatus: 1, paymentType: 2, totalAmount: 21 });
      // The PayPal order the server created for 21 € of this order, captured once; the cancelled one is not the reference.
      const captured = paypal.orders.get(stored.paymentReference)!;
      expect(captured).toMatchObject({
        status: 'COMPLETED',
        purchase_units: [{ custom_id: orderId, amount: { currency_code: 'EUR', value: '21.00' } }],
      });
      expect(stored.paymentReference).not.toBe(cancelled[0].id);
      // PayPal's verified capture webhook reached the server and found the order already settled.
      expect(paypal.deliveries.map((d) => d.status)).toEqual([200]);
    });
    await context.close();
    await fake.close();
  });
});
