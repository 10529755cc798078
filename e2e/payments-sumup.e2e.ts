// Paying with SumUp in the browser. The server talks to a local SumUp simulator
// (SumUp's REST API); the Payment Widget's script (https://gateway.sumup.com/...sdk.js) is
// answered by a stand-in through request interception that processes the checkout with the
// card and the checkout id only, as the real widget does, on api.sumup.com (answered by the
// fake). Takeaway at Tavola Centro (all methods): a declined card first (the §8 message, the
// methods usable again), then a good card; the order summary; the order Paid in the database;
// SumUp's return_url notification reached the server.
import { describe, expect, it } from 'vitest';
import { listenSimulator } from '../apps/api/src/simulators/payments/simulator-server';
import { createSumupSimulatorState, sumupSimulator } from '../apps/api/src/simulators/payments/sumup-simulator';
import { sumupWidgetStandIn } from '../apps/api/src/simulators/payments/sumup-widget-stand-in';
import { journey, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/harness';
import {
  apiGet,
  customerIdOf,
  DESKTOP,
  newPage,
  sessionToken,
  takeawayToPayments,
  text,
  waitForPath,
} from './ordering-support';

const account = { apiKey: 'sup_sk_e2e_key', merchantCode: 'ME2E0001' };
const sumup = createSumupSimulatorState(account);
const fake = await listenSimulator(sumupSimulator(sumup));

const harness = useServerAndBrowser({
  env: () => ({ PAYMENTS_ENCRYPTION_KEY: Buffer.alloc(32, 4).toString('base64'), SUMUP_API_BASE_URL: fake.url }),
  async beforeStart(run) {
    await run('apps/api/src/db/seed-cli.ts', []);
    const said = await run('apps/api/src/modules/payment/online/payments-configure-cli.ts', [
      '--company',
      'demo',
      '--provider',
      'sumup',
      '--mode',
      'live',
      '--merchant-code',
      account.merchantCode,
      '--api-key',
      account.apiKey,
    ]);
    expect(said).toContain('sumup configured');
    expect(said).not.toContain(account.apiKey);
  },
});

describe('SumUp payment in the browser', () => {
  it('pays a takeaway order in the SumUp widget and lands on the summary with the order Paid', async () => {
    const { context, page } = await newPage(harness.browser, DESKTOP);
    const scriptRequests: string[] = [];
    await context.route(/^https:\/\/gateway\.sumup\.com\//, async (route) => {
      scriptRequests.push(route.request().url());
      await route.fulfill({ contentType: 'application/javascript', body: sumupWidgetStandIn('https://api.sumup.com') });
    });
    await context.route(/^https:\/\/api\.sumup\.com\//, async (route) => {
      const response = await route.fetch({ url: route.request().url().replace('https://api.sumup.com', fake.url) });
      await route.fulfill({ response });
    });
    await journey(page, 'payments-sumup', async () => {
      await takeawayToPayments(page, harness.server.origin, 'carta.sumup@example.com', { venue: 'Tavola Centro' });
      await page.getByLabel('Pagamento al ritiro').waitFor();
      expect(scriptRequests).toEqual([]);
      await page.getByLabel('SumUp', { exact: true }).check();
      const number = page.getByLabel('Numero della carta');
      await number.waitFor();
      expect(scriptRequests).toEqual(['https://gateway.sumup.com/gateway/ecom/card/v2/sdk.js']);

      await page.getByLabel('Titolare della carta').fill('Mario Rossi');
      await number.fill('4000 0000 0000 0002');
      await page.getByLabel('Scadenza (MM/AA)').fill('12/30');
      await page.getByLabel('CVV').fill('123');
      await page.getByTestId('sumup-payment').getByRole('button', { name: /^Paga/ }).click();
      await page.getByTestId('payment-error').filter({ hasText: 'Pagamento Sumup: errore' }).waitFor();
      expect(await page.getByLabel('Pagamento al ritiro').isEnabled()).toBe(true);
      await screenshot(page, 'payments-sumup-declined');

      await number.fill('4242 4242 4242 4242');
      await page.getByTestId('sumup-payment').getByRole('button', { name: /^Paga/ }).click();
      await waitForPath(page, /\/main\/order-summary\/\d+\/\d+$/);
      const [, orderId] = /order-summary\/(\d+)\/(\d+)/.exec(new URL(page.url()).pathname)!;
      expect(await text(page.getByTestId('order-payment'))).toBe('Pagamento effettuato.');
      await screenshot(page, 'payments-sumup-summary');

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
      expect(stored).toMatchObject({ orderStatus: 1, paymentStatus: 1, paymentType: 4 });
      const checkout = sumup.checkouts.get(stored.paymentReference)!;
      expect(checkout).toMatchObject({
        amount: stored.totalAmount,
        currency: 'EUR',
        status: 'PAID',
        merchant_code: account.merchantCode,
      });
      expect(checkout.checkout_reference).toMatch(new RegExp(`^tavola-${orderId}-`));
      // The widget retried the same checkout: SumUp called return_url (id only) after the
      // declined attempt and after the paid one; this app answered both.
      expect(sumup.deliveries.filter((d) => d.body.includes(checkout.id)).map((d) => d.status)).toEqual([200, 200]);
    });
    await context.close();
    await fake.close();
  });
});
