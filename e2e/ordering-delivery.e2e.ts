// Delivery. The address is picked from the suggestions, the nearest venue
// is found (Tavola Navigli, an estimated distance), the delivery cost (3,50 €) is shown and
// added below the free-delivery threshold (35 €) and not above it; payment with the offline
// test card; the order is Paid. Navigli's kitchen is open round the clock: any hour works.
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/harness';
import { journey, screenshot } from './support/browser';
import {
  addSimpleProduct,
  apiGet,
  customerIdOf,
  euros,
  fillContactData,
  newPage,
  openCart,
  sessionToken,
  text,
  waitForPath,
} from './ordering-support';

const harness = useServerAndBrowser();

const DELIVERY = 2;

describe('delivery, nearest venue, delivery cost, test card', () => {
  it('delivers from the nearest venue and pays with the test card', async () => {
    const { context, page } = await newPage(harness.browser);
    await journey(page, 'ordering-delivery', async () => {
      await page.goto(`${harness.server.origin}/?company=demo`);
      const card = page.getByTestId(`order-type-card-${DELIVERY}`);
      await card.waitFor();

      // An address typed but not picked from the suggestions is refused.
      const address = card.getByRole('combobox', { name: 'Indirizzo' });
      await address.fill('Via Inventata');
      await card.getByLabel('N. civico').fill('1');
      await card.getByLabel('Città').fill('Milano');
      await card.getByRole('button', { name: 'Continua' }).click();
      await card.getByRole('alert').filter({ hasText: 'Compila tutti i campi prima di continuare' }).waitFor();

      // Picked from the list: the city comes with it.
      await address.fill('Alzaia Nav');
      await page.getByRole('option', { name: /Alzaia Naviglio Grande/ }).click();
      expect(await address.inputValue()).toBe('Alzaia Naviglio Grande');
      expect(await card.getByLabel('Città').inputValue()).toBe('Milano');
      await card.getByLabel('N. civico').fill('40');
      await screenshot(page, 'ordering-delivery-form');
      await card.getByRole('button', { name: 'Continua' }).click();

      // The nearest-venue modal: map, venue, estimated distance.
      const modal = page.getByRole('dialog');
      await modal.getByTestId('nearest-venue').waitFor();
      expect(await text(modal.getByTestId('nearest-venue'))).toContain('Tavola Navigli');
      expect(await text(modal.getByTestId('nearest-venue'))).toContain('stima');
      await modal.locator('.leaflet-container').waitFor();
      await screenshot(page, 'ordering-delivery-nearest-venue');
      await modal.getByRole('button', { name: 'Conferma' }).click();

      await waitForPath(page, /\/main\/day-selection$/);
      await page.getByRole('heading', { name: 'Quando vuoi la consegna?' }).waitFor();
      await page.getByRole('button', { name: 'Comincia ad ordinare' }).click();

      // Below the threshold the delivery cost is shown and added: 3 × 7 + 3,50.
      await waitForPath(page, /\/main\/menu$/);
      await addSimpleProduct(page, 'Pizze', 'Margherita');
      await openCart(page);
      await page.getByRole('button', { name: 'Aumenta la quantità di Margherita' }).click();
      await page.getByRole('button', { name: 'Aumenta la quantità di Margherita' }).click();
      expect(euros(await text(page.getByTestId('delivery-cost').locator('dd')))).toBe(3.5);
      expect(await text(page.getByTestId('delivery-cost'))).toContain('Consegna gratuita da 35,00 €');
      expect(euros(await text(page.getByTestId('cart-total')))).toBe(24.5);
      await screenshot(page, 'ordering-delivery-cart-with-cost');

      // From the threshold on it is not: 5 × 7 = 35.
      await page.getByRole('button', { name: 'Aumenta la quantità di Margherita' }).click();
      await page.getByRole('button', { name: 'Aumenta la quantità di Margherita' }).click();
      expect(await page.getByTestId('delivery-cost').count()).toBe(0);
      expect(await text(page.getByTestId('free-delivery'))).toContain('Gratuita');
      expect(euros(await text(page.getByTestId('cart-total')))).toBe(35);
      await page.getByRole('button', { name: "Completa l'ordine" }).click();

      await waitForPath(page, /\/login$/);
      await page.getByRole('button', { name: 'Prosegui senza registrarti' }).click();
      await waitForPath(page, /\/main\/questions$/);
      await page.getByLabel('Il tuo nome').fill('Luca Neri');
      await page.getByLabel('Vuoi posate e tovaglioli?').selectOption('S');
      await page.getByLabel('Per quante persone?').fill('4');
      await page.getByRole('button', { name: 'Conferma' }).click();

      await waitForPath(page, /\/main\/time-selection$/);
      await page.getByRole('heading', { name: 'A che ora vuoi la consegna?' }).waitFor();
      await page.getByRole('button', { name: 'Continua', exact: true }).click();

      await waitForPath(page, /\/main\/complete-customer-registration$/);
      await fillContactData(page, 'luca.consegna@example.com', '+39 347 7654321');

      // The test card, labelled as a test; cash is labelled for delivery.
      await waitForPath(page, /\/main\/payments$/);
      await page.getByLabel('Pagamento alla consegna').waitFor();
      await page.getByLabel('Carta di prova (ambiente di test, nessun addebito reale)').check();
      // A declined card: the error line, and the methods usable again.
      await page.getByLabel('Numero della carta').fill('4000 0000 0000 0002');
      await page.getByLabel('Scadenza (MM/AA)').fill('12/39');
      await page.getByLabel('CVV').fill('123');
      await page.getByRole('button', { name: 'Paga' }).click();
      await page.getByTestId('payment-error').filter({ hasText: 'declinata' }).waitFor();
      expect(await page.getByLabel('Pagamento alla consegna').isEnabled()).toBe(true);
      await screenshot(page, 'ordering-delivery-test-card-declined');
      // The card that works.
      await page.getByLabel('Numero della carta').fill('4242 4242 4242 4242');
      await screenshot(page, 'ordering-delivery-test-card');
      await page.getByRole('button', { name: 'Paga' }).click();

      await waitForPath(page, /\/main\/order-summary\/\d+\/\d+$/);
      const [, orderId, orderNumber] = /order-summary\/(\d+)\/(\d+)/.exec(new URL(page.url()).pathname)!;
      expect(await text(page.getByTestId('order-number'))).toBe(`Ordine n. ${orderNumber}`);
      expect(await text(page.getByTestId('order-payment'))).toBe('Pagamento effettuato.');
      await screenshot(page, 'ordering-delivery-summary');

      const token = await sessionToken(page);
      type Stored = {
        orderId: number;
        paymentStatus: number;
        paymentType: number;
        totalAmount: number;
        deliveryAmount: number;
      };
      const orders = await apiGet<Stored[]>(
        harness.server.origin,
        token,
        `order/getCustomerOrders?customerId=${customerIdOf(token)}`,
      );
      const stored = orders.find((o) => o.orderId === Number(orderId));
      expect(stored).toMatchObject({ paymentStatus: 1, paymentType: 1, totalAmount: 35, deliveryAmount: 0 });
    });
    await context.close();
  });
});
