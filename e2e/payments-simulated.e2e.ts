// Issue #9: the demo's simulated Stripe, as `npm run demo` offers it. No provider is reached:
// the card option is labelled as simulated, the stand-in widget and the simulator are served
// by the app itself (/simulated/stripe), the simulator's signed webhook reaches the app, and
// the order ends Paid. Any request to a real provider host fails the journey.
import { describe, expect, it } from 'vitest';
import { journey, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/harness';
import { apiGet, customerIdOf, DESKTOP, newPage, sessionToken, takeawayToPayments, text, waitForPath } from './ordering-support';

const harness = useServerAndBrowser();

describe('simulated Stripe on the demo', () => {
  it('pays through the simulator, clearly labelled, without reaching Stripe', async () => {
    const { context, page } = await newPage(harness.browser, DESKTOP);
    const external: string[] = [];
    await context.route(/stripe\.(com|network)/, async (route) => {
      external.push(route.request().url());
      await route.abort();
    });
    await journey(page, 'payments-simulated', async () => {
      await takeawayToPayments(page, harness.server.origin, 'simulato@example.com');
      const option = page.getByLabel('Carta di credito o debito (simulato, nessun addebito reale)');
      await option.check();
      await page.getByText('Pagamento simulato: nessun addebito reale.').waitFor();
      await page.locator('[data-stripe-element="cardNumber"]').fill('4242 4242 4242 4242');
      await page.locator('[data-stripe-element="cardExpiry"]').fill('12/30');
      await page.locator('[data-stripe-element="cardCvc"]').fill('123');
      await screenshot(page, 'payments-simulated-stripe');
      await page.getByTestId('stripe-payment').getByRole('button', { name: 'Conferma' }).click();
      await waitForPath(page, /\/main\/order-summary\/\d+\/\d+$/);
      expect(await text(page.getByTestId('order-payment'))).toBe('Pagamento effettuato.');
      const [, orderId] = /order-summary\/(\d+)\//.exec(new URL(page.url()).pathname)!;
      const token = await sessionToken(page);
      const orders = await apiGet<Array<{ orderId: number; paymentStatus: number; paymentType: number; orderStatus: number }>>(
        harness.server.origin,
        token,
        `order/getCustomerOrders?customerId=${customerIdOf(token)}`,
      );
      expect(orders.find((o) => o.orderId === Number(orderId))).toMatchObject({ paymentStatus: 1, paymentType: 5, orderStatus: 1 });
      expect(external).toEqual([]);
    });
    await context.close();
  });
});
