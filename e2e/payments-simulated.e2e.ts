// The demo's simulated Stripe, as `npm run demo` offers it. No provider is reached:
// the card option is labelled as simulated, the stand-in widget and the simulator are served
// by the app itself (/simulated/stripe), the simulator's signed webhook reaches the app, and
// the order ends Paid; likewise PayPal, Satispay, SumUp and Nexi XPay (their stand-in widgets and simulators under
// /simulated/sumup and /simulated/nexi). Any request to a real provider host fails the journey.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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
      // Each field is reached by its visible label, as a screen reader names it (the
      // placeholder alone named them before); axe checks the screen at the screenshot.
      await page.getByRole('textbox', { name: 'Numero della carta' }).fill('4242 4242 4242 4242');
      await page.getByRole('textbox', { name: 'Scadenza' }).fill('12/30');
      await page.getByRole('textbox', { name: 'CCV' }).fill('123');
      expect(await page.locator('[data-stripe-element="cardNumber"]').inputValue()).toBe('4242 4242 4242 4242');
      await screenshot(page, 'payments-simulated-stripe');
      await page.getByTestId('stripe-payment').getByRole('button', { name: 'Conferma' }).click();
      await waitForPath(page, /\/main\/order-summary\/\d+\/\d+$/);
      expect(await text(page.getByTestId('order-payment'))).toBe('Pagamento effettuato.');
      const [, orderId] = /order-summary\/(\d+)\//.exec(new URL(page.url()).pathname)!;
      const token = await sessionToken(page);
      const orders = await apiGet<
        Array<{ orderId: number; paymentStatus: number; paymentType: number; orderStatus: number }>
      >(harness.server.origin, token, `order/getCustomerOrders?customerId=${customerIdOf(token)}`);
      expect(orders.find((o) => o.orderId === Number(orderId))).toMatchObject({
        paymentStatus: 1,
        paymentType: 5,
        orderStatus: 1,
      });
      expect(external).toEqual([]);
    });
    await context.close();
  });
});

/** The order just completed is Paid with this method, as the server stored it. */
async function expectPaid(page: Page, paymentType: number) {
  await waitForPath(page, /\/main\/order-summary\/\d+\/\d+$/);
  expect(await text(page.getByTestId('order-payment'))).toBe('Pagamento effettuato.');
  const [, orderId] = /order-summary\/(\d+)\//.exec(new URL(page.url()).pathname)!;
  const token = await sessionToken(page);
  const orders = await apiGet<
    Array<{ orderId: number; paymentStatus: number; paymentType: number; orderStatus: number }>
  >(harness.server.origin, token, `order/getCustomerOrders?customerId=${customerIdOf(token)}`);
  expect(orders.find((o) => o.orderId === Number(orderId))).toMatchObject({
    paymentStatus: 1,
    paymentType,
    orderStatus: 1,
  });
}

/** A page on which any request to the providers' hosts fails the journey. */
async function offlinePage(providerHosts = /sumup\.com|nexi\.it/) {
  const { context, page } = await newPage(harness.browser, DESKTOP);
  const external: string[] = [];
  await context.route(providerHosts, async (route) => {
    external.push(route.request().url());
    await route.abort();
  });
  return { context, page, external };
}

describe('simulated PayPal and Satispay on the demo', () => {
  it('pays with the simulated PayPal: the stand-in button, an approval, the order Paid', async () => {
    const { context, page, external } = await offlinePage(/paypal\.com|paypalobjects\.com/);
    await journey(page, 'payments-simulated-paypal', async () => {
      await takeawayToPayments(page, harness.server.origin, 'simulato.paypal@example.com');
      await page.getByLabel('PayPal (simulato, nessun addebito reale)').check();
      await page.getByText('PayPal simulato: nessun addebito reale.').waitFor();
      await page.getByTestId('paypal-payment').getByRole('button', { name: 'PayPal' }).click();
      await page.getByRole('dialog', { name: 'PayPal' }).getByRole('button', { name: 'Approva il pagamento' }).click();
      await expectPaid(page, 2);
      expect(external).toEqual([]);
    });
    await context.close();
  });

  it('pays with the simulated Satispay: the stand-in web button, the callback, the order Paid', async () => {
    const { context, page, external } = await offlinePage(/satispay\.com/);
    await journey(page, 'payments-simulated-satispay', async () => {
      await takeawayToPayments(page, harness.server.origin, 'simulato.satispay@example.com');
      await page.getByLabel('Satispay (simulato, nessun addebito reale)').check();
      await page.getByText('Satispay simulato: nessun addebito reale.').waitFor();
      await page.getByTestId('satispay-payment').getByRole('button', { name: 'Paga con Satispay' }).click();
      await page.getByRole('dialog', { name: 'Satispay' }).getByRole('button', { name: 'Paga con Satispay' }).click();
      await expectPaid(page, 3);
      expect(external).toEqual([]);
    });
    await context.close();
  });
});

describe('simulated SumUp and Nexi XPay on the demo', () => {
  it('pays through the simulated SumUp widget, clearly labelled, without reaching SumUp', async () => {
    const { context, page, external } = await offlinePage();
    await journey(page, 'payments-simulated-sumup', async () => {
      await takeawayToPayments(page, harness.server.origin, 'simulato.sumup@example.com', { venue: 'Tavola Centro' });
      await page.getByLabel('SumUp (simulato, nessun addebito reale)').check();
      await page.getByText('Pagamento simulato: nessun addebito reale.').waitFor();
      await page.getByLabel('Titolare della carta').fill('Mario Rossi');
      await page.getByLabel('Numero della carta').fill('4242 4242 4242 4242');
      await page.getByLabel('Scadenza (MM/AA)').fill('12/30');
      await page.getByLabel('CVV').fill('123');
      await screenshot(page, 'payments-simulated-sumup');
      await page.getByTestId('sumup-payment').getByRole('button', { name: /^Paga/ }).click();
      await expectPaid(page, 4);
      expect(external).toEqual([]);
    });
    await context.close();
  });

  it('pays through the simulated XPay Build, clearly labelled, without reaching Nexi', async () => {
    const { context, page, external } = await offlinePage();
    await journey(page, 'payments-simulated-nexi', async () => {
      await takeawayToPayments(page, harness.server.origin, 'simulato.nexi@example.com', { venue: 'Tavola Centro' });
      await page.getByLabel('Carta di credito o debito (Nexi XPay) (simulato, nessun addebito reale)').check();
      await page.getByText('Pagamento simulato: nessun addebito reale.').waitFor();
      await page.getByLabel('Numero della carta').fill('4242 4242 4242 4242');
      await page.getByLabel('Scadenza (MM/AA)').fill('12/30');
      await page.getByLabel('CVV').fill('123');
      await screenshot(page, 'payments-simulated-nexi');
      await page.getByTestId('nexi-payment').getByRole('button', { name: 'Conferma', exact: true }).click();
      await expectPaid(page, 6);
      expect(external).toEqual([]);
    });
    await context.close();
  });
});
