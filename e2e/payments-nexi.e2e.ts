// Paying with Nexi XPay in the browser. The server talks to a local XPay simulator
// (XPay's JSON API with SHA-1 MACs); XPay Build's script (<XPay test base>/ecomm/XPayBuild/js)
// is answered by a stand-in through request interception that makes the nonce as the card
// frame does. Takeaway at Tavola Centro: a refused card first (the gateway's message, the
// methods usable again), then a good card with a new transaction; the order summary; the
// order Paid in the database; XPay's MAC'd outcome notification reached the server.
import { describe, expect, it } from 'vitest';
import { createNexiSimulatorState, nexiSimulator } from '../apps/api/src/simulators/payments/nexi-simulator';
import { xpayBuildStandIn } from '../apps/api/src/simulators/payments/xpay-build-stand-in';
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

const account = { alias: 'ALIAS_E2E_0001', secretKey: 'CHIAVE_E2E' };
const nexi = createNexiSimulatorState(account);
const fake = await listenSimulator(nexiSimulator(nexi));

const harness = useServerAndBrowser({
  env: () => ({ PAYMENTS_ENCRYPTION_KEY: Buffer.alloc(32, 6).toString('base64'), NEXI_XPAY_TEST_BASE_URL: fake.url }),
  async beforeStart(run) {
    await run('apps/api/src/db/seed-cli.ts', []);
    const said = await run('apps/api/src/modules/payment/online/payments-configure-cli.ts', [
      '--company',
      'demo',
      '--provider',
      'nexi',
      '--mode',
      'live',
      '--alias',
      account.alias,
      '--trial-mode',
      'true',
      '--mac-key',
      account.secretKey,
    ]);
    expect(said).toContain('nexi configured');
    expect(said).not.toContain(account.secretKey);
  },
});

describe('Nexi XPay payment in the browser', () => {
  it('pays a takeaway order with XPay Build and lands on the summary with the order Paid', async () => {
    const { context, page } = await newPage(harness.browser, MOBILE);
    const scriptRequests: string[] = [];
    // XPay Build's script comes from the XPay base of the account's trial mode; the stand-in
    // answers it and, like the real card frame, calls XPay on that host (the fake).
    await context.route(
      (url) => url.href.startsWith(`${fake.url}/ecomm/XPayBuild/js`),
      async (route) => {
        scriptRequests.push(route.request().url());
        await route.fulfill({ contentType: 'application/javascript', body: xpayBuildStandIn(fake.url) });
      },
    );
    await journey(page, 'payments-nexi', async () => {
      await takeawayToPayments(page, harness.server.origin, 'carta.nexi@example.com', { venue: 'Tavola Centro' });
      await page.getByLabel('Pagamento al ritiro').waitFor();
      expect(scriptRequests).toEqual([]);
      await page.getByLabel('Carta di credito o debito (Nexi XPay)', { exact: true }).check();
      const number = page.getByLabel('Numero della carta');
      await number.waitFor();
      expect(scriptRequests).toEqual([`${fake.url}/ecomm/XPayBuild/js?alias=${account.alias}`]);

      await number.fill('4000 0000 0000 0002');
      await page.getByLabel('Scadenza (MM/AA)').fill('12/30');
      await page.getByLabel('CVV').fill('123');
      await page.getByTestId('nexi-payment').getByRole('button', { name: 'Conferma', exact: true }).click();
      await page.getByTestId('payment-error').filter({ hasText: 'Autorizzazione negata' }).waitFor();
      expect(await page.getByLabel('Pagamento al ritiro').isEnabled()).toBe(true);
      await screenshot(page, 'payments-nexi-refused-mobile');

      await number.fill('4242 4242 4242 4242');
      await page.getByTestId('nexi-payment').getByRole('button', { name: 'Conferma', exact: true }).click();
      await waitForPath(page, /\/main\/order-summary\/\d+\/\d+$/);
      const [, orderId] = /order-summary\/(\d+)\/(\d+)/.exec(new URL(page.url()).pathname)!;
      expect(await text(page.getByTestId('order-payment'))).toBe('Pagamento effettuato.');
      await screenshot(page, 'payments-nexi-summary-mobile');

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
      expect(stored).toMatchObject({ orderStatus: 1, paymentStatus: 1, paymentType: 6 });
      expect(stored.paymentReference).toMatch(new RegExp(`^TAV${orderId}-\\d+$`));
      const transaction = nexi.transactions.get(stored.paymentReference)!;
      expect(transaction).toMatchObject({
        importo: Math.round(stored.totalAmount * 100),
        divisa: '978',
        stato: 'Autorizzato',
      });
      // The refused attempt used another transaction code; its outcome and the paid one's reached the app.
      expect([...nexi.transactions.values()].filter((t) => t.stato === 'Negato')).toHaveLength(1);
      expect(nexi.deliveries.map((d) => d.status)).toEqual([200, 200]);
    });
    await context.close();
    await fake.close();
  });
});
