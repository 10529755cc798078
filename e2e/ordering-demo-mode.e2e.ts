// Spec 000 §1 demo mode: with the demo venue and menu configured (DEMO_SEAT_WEB_ID,
// DEMO_MENU_WEB_ID), the bare address goes straight to the menu, and a cash order completes
// to the order summary without login, contact data, consents or e-mail confirmation: the
// order is confirmed at once.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journey, launchBrowser, screenshot } from './support/browser';
import { startServer, type TestServer } from './support/server';
import { addSimpleProduct, MOBILE, newPage, openCart, text, waitForPath } from './ordering-support';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ DEMO_SEAT_WEB_ID: '1', DEMO_MENU_WEB_ID: '1' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('demo mode', () => {
  it('goes straight to the menu and completes a confirmed order to the summary without login or contact data', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) calls.push(pathname);
    });
    await journey(page, 'ordering-demo-mode', async () => {
      await page.goto(server.origin);
      await waitForPath(page, /\/main\/menu$/);
      await page.getByRole('heading', { level: 1, name: 'Menù alla carta' }).waitFor();
      await addSimpleProduct(page, 'Dolci', 'Tiramisù');
      await openCart(page);
      await page.getByRole('button', { name: "Completa l'ordine" }).click();
      // No login page in the demo.
      await waitForPath(page, /\/main\/questions$/);
      // Tavola Centro keeps its tables (the demo's 10-14): the diner chooses one.
      await page.getByLabel('Il tuo tavolo').selectOption('12');
      await page.getByRole('button', { name: 'Conferma' }).click();
      // No contact data or consents in the demo: straight on to the payment.
      await waitForPath(page, /\/main\/payments$/);
      expect(calls).toContain('/api/account/demoDiner');
      expect(calls).not.toContain('/api/account/completeCustomerRegistration');
      await page.getByLabel('Pagamento alla cassa').check();
      await page.getByRole('button', { name: 'Conferma' }).click();
      await waitForPath(page, /\/main\/order-summary\/\d+\/\d+$/);
      // The passing message of the order placed, in the notifications' polite live region.
      const orderNumber = /order-summary\/\d+\/(\d+)/.exec(new URL(page.url()).pathname)![1];
      const placed = page.getByRole('region', { name: 'Notifiche' }).getByRole('status').getByTestId('notification');
      await placed.filter({ hasText: `Abbiamo ricevuto il tuo ordine n. ${orderNumber}.` }).waitFor();
      // Confirmed at once: no 'In attesa della tua conferma via email'.
      const status = page.getByTestId('order-live-status');
      await status.getByText('Confermato').waitFor();
      expect(await text(status)).toBe('Stato: Confermato');
      expect(await page.getByText(/conferma via email/i).count()).toBe(0);
      // Nothing to confirm by mail: no link was ever asked for.
      expect(calls).not.toContain('/api/order/sendEmailConfirmOrder');
      await screenshot(page, 'ordering-demo-mode-summary');
      expect(new URL(page.url()).pathname).toMatch(/^\/main\/order-summary\//);
    });
    await context.close();
  });
});
