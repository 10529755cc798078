// Paying with Satispay in the browser. The server signs its calls to a local Satispay
// fake (GBusiness API, signatures checked with the company's public key); Satispay's web button
// script (https://online.satispay.com/web-button.js) is answered by a stand-in through request
// interception, and the consumer's answer in the Satispay app by the fake, which then calls the
// server back with the payment id only. Takeaway at Tavola Navigli (codes C,T,P,S; Satispay
// live): the consumer refuses first (the spec's Satispay message, the order payable
// again), then pays; the order summary; the order Paid in the database.
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createSatispaySimulatorState,
  satispaySimulator,
} from '../apps/api/src/simulators/payments/satispay-simulator';
import { satispayWebButtonStandIn } from '../apps/api/src/simulators/payments/satispay-web-button-stand-in';
import { listenSimulator } from '../apps/api/src/simulators/payments/simulator-server';
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

const shop = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const keyId = 'e2e-satispay-key-id';
const satispay = createSatispaySimulatorState({ [keyId]: shop.publicKey });
const fake = await listenSimulator(satispaySimulator(satispay));

const harness = useServerAndBrowser({
  env: () => ({ PAYMENTS_ENCRYPTION_KEY: Buffer.alloc(32, 8).toString('base64'), SATISPAY_API_BASE_URL: fake.url }),
  async beforeStart(run) {
    await run('apps/api/src/db/seed-cli.ts', []);
    const said = await run('apps/api/src/modules/payment/online/payments-configure-cli.ts', [
      '--company',
      'demo',
      '--provider',
      'satispay',
      '--mode',
      'live',
      '--trial-mode',
      'false',
      '--key-id',
      keyId,
      `--private-key=${shop.privateKey}`,
    ]);
    expect(said).toContain('satispay configured');
    expect(said).not.toContain('PRIVATE KEY');
  },
});

describe('Satispay payment in the browser', () => {
  it('pays a takeaway order with Satispay after a refusal, and lands on the summary with the order Paid', async () => {
    const { context, page } = await newPage(harness.browser, DESKTOP);
    const scriptRequests: string[] = [];
    await context.route(/^https:\/\/online\.satispay\.com\/web-button\.js/, async (route) => {
      scriptRequests.push(route.request().url());
      await route.fulfill({
        contentType: 'application/javascript',
        body: satispayWebButtonStandIn('https://online.satispay.com'),
      });
    });
    // The consumer's answer in the Satispay app, answered by the local Satispay fake.
    await context.route(/^https:\/\/online\.satispay\.com\/pay\//, async (route) => {
      const response = await route.fetch({
        url: route.request().url().replace('https://online.satispay.com', fake.url),
      });
      await route.fulfill({ response });
    });
    await journey(page, 'payments-satispay', async () => {
      await takeawayToPayments(page, harness.server.origin, 'mobile.satispay@example.com');
      await page.getByLabel('Pagamento al ritiro').waitFor();
      expect(scriptRequests).toEqual([]);
      await page.getByLabel('Satispay', { exact: true }).check();
      const pay = page.getByTestId('satispay-payment').getByRole('button', { name: 'Paga con Satispay' });
      await pay.waitFor();
      expect(scriptRequests).toEqual(['https://online.satispay.com/web-button.js']);
      await screenshot(page, 'payments-satispay-desktop');

      // Refused in the app: Satispay's message, the methods usable again, nothing paid.
      await pay.click();
      await page
        .getByRole('dialog', { name: 'Satispay' })
        .getByRole('button', { name: 'Rifiuta il pagamento' })
        .click();
      await page
        .getByTestId('payment-error')
        .filter({
          hasText:
            'Siamo spiacenti, ma al momento il pagamento con SatisSpay non è disponibile. Si prega di riprovare.',
        })
        .waitFor();
      expect(await page.getByLabel('Pagamento al ritiro').isEnabled()).toBe(true);
      await screenshot(page, 'payments-satispay-refused-desktop');
      const refused = [...satispay.payments.values()];
      expect(refused.map((p) => p.status)).toEqual(['CANCELED']);

      // Paid: Satispay calls the server back with the id, the server asks Satispay, the summary says paid.
      await pay.click();
      await page.getByRole('dialog', { name: 'Satispay' }).getByRole('button', { name: 'Paga con Satispay' }).click();
      await waitForPath(page, /\/main\/order-summary\/\d+\/\d+$/);
      const [, orderId] = /order-summary\/(\d+)\/(\d+)/.exec(new URL(page.url()).pathname)!;
      expect(await text(page.getByTestId('order-payment'))).toBe('Pagamento effettuato.');
      await screenshot(page, 'payments-satispay-summary-desktop');

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
      expect(stored).toMatchObject({ orderStatus: 1, paymentStatus: 1, paymentType: 3, totalAmount: 21 });
      expect(satispay.payments.get(stored.paymentReference)).toMatchObject({
        status: 'ACCEPTED',
        amount_unit: 2100,
        currency: 'EUR',
        metadata: { orderId },
      });
      expect(stored.paymentReference).not.toBe(refused[0].id);
      // Both callbacks reached the server (the refusal was ignored, the payment settled).
      expect(satispay.callbacks.map((c) => c.status)).toEqual([200, 200]);
    });
    await context.close();
    await fake.close();
  });
});
