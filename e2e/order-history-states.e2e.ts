// 'I tuoi ordini' tells an order's real state: a signed-in diner's takeaway is rejected from the
// board with a reason, and the diner's history shows it rejected with the reason (in red), in
// the same words as its summary page, never 'Confermato'.
import { describe, expect, it } from 'vitest';
import { createCustomer, openSidePanel } from './support/accounts';
import { journey, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/harness';
import { addSimpleProduct, chooseOrderType, DESKTOP, logIn, MOBILE, newPage, openCart, text, waitForPath } from './ordering-support';

const harness = useServerAndBrowser();

describe("the diner's history", () => {
  it('shows a rejected order as rejected, with the reason', async () => {
    const email = `storico.${Date.now()}@example.com`;
    const password = 'Password1!';
    await createCustomer(harness.server.origin, { email, password, firstName: 'Giulia' }, { confirm: true });
    const staff = await newPage(harness.browser, DESKTOP);
    const diner = await newPage(harness.browser, MOBILE);
    const board = staff.page;
    const page = diner.page;
    await journey(page, 'order-history-states', async () => {
      await board.goto(`${harness.server.origin}/staff/sign-in?company=demo`);
      await board.getByLabel('E-mail').fill('cucina@demo.tavola.test');
      await board.getByLabel('Password').fill('cucina123');
      await board.getByRole('button', { name: 'Accedi' }).click();
      await board.getByRole('heading', { name: 'Scegli la sede' }).waitFor();
      await board.getByRole('link', { name: 'Tavola Navigli — Ordini' }).click();
      await board.getByText('In diretta').waitFor();

      await chooseOrderType(page, harness.server.origin, 1, 'Tavola Navigli');
      await waitForPath(page, /\/main\/day-selection$/);
      await page.getByRole('button', { name: 'Comincia ad ordinare' }).click();
      await waitForPath(page, /\/main\/menu$/);
      await addSimpleProduct(page, 'Pizze', 'Margherita');
      await openCart(page);
      // Three, over the venue's minimum for a takeaway.
      await page.getByRole('button', { name: 'Aumenta la quantità di Margherita' }).click();
      await page.getByRole('button', { name: 'Aumenta la quantità di Margherita' }).click();
      await page.getByRole('button', { name: "Completa l'ordine" }).click();
      await waitForPath(page, /\/login$/);
      await logIn(page, email, password);
      await waitForPath(page, /\/main\/questions$/);
      await page.getByLabel('Per quante persone?').fill('1');
      await page.getByLabel('Vuoi posate e tovaglioli?').selectOption('N');
      await page.getByRole('button', { name: 'Conferma' }).click();
      await waitForPath(page, /\/main\/time-selection$/);
      await page.getByRole('button', { name: 'Continua', exact: true }).click();
      await waitForPath(page, /\/main\/payments$/);
      await page.getByLabel('Pagamento al ritiro').check();
      await page.getByRole('button', { name: 'Conferma' }).click();
      await waitForPath(page, /\/main\/order-summary\/\d+\/\d+$/);
      const orderNumber = /order-summary\/\d+\/(\d+)/.exec(new URL(page.url()).pathname)![1];

      const card = board.locator('article').filter({ hasText: `Ordine n. ${orderNumber}` });
      await card.getByRole('button', { name: 'Rifiuta', exact: true }).click();
      await card.getByLabel('Motivo del rifiuto').fill('Forno guasto');
      await card.getByRole('button', { name: 'Conferma rifiuto' }).click();
      await expect.poll(() => text(card.getByTestId('stage'))).toBe('Rifiutato');

      const live = page.getByTestId('order-live-status');
      await live.getByText('Rifiutato dal ristorante').waitFor();
      expect(await text(live)).toBe('Stato: Rifiutato dal ristorante — Forno guasto');

      await page.getByRole('link', { name: 'Torna alla home' }).first().click();
      await page.getByTestId('order-type-card-1').waitFor();
      const panel = await openSidePanel(page);
      await panel.getByRole('button', { name: 'I tuoi ordini' }).click();
      const order = page.getByTestId('user-order').filter({ has: page.getByText(`Ordine n. ${orderNumber}`, { exact: true }) });
      const badge = order.getByTestId('user-order-status');
      await badge.waitFor();
      expect(await text(badge)).toBe('Rifiutato dal ristorante');
      expect(await order.getByText('Confermato').count()).toBe(0);
      await order.getByRole('button').first().click();
      await order.getByTestId('user-order-status-full').waitFor();
      expect(await text(order.getByTestId('user-order-status-full'))).toBe('Stato: Rifiutato dal ristorante — Forno guasto');
      await page.waitForTimeout(400);
      await screenshot(page, 'order-history-states-rejected');
      await page.setViewportSize(DESKTOP);
      await page.waitForTimeout(200);
      await screenshot(page, 'order-history-states-rejected-desktop');
    });
    await staff.context.close();
    await diner.context.close();
  });
});
