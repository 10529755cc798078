// Issue #14 item 3 (spec 000 §1 demo mode): with the demo venue and menu configured
// (DEMO_SEAT_WEB_ID, DEMO_MENU_WEB_ID), the bare address goes straight to the menu, and an
// order completes to the order summary without login or e-mail confirmation.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journey, launchBrowser, screenshot } from './support/browser';
import { startServer, type TestServer } from './support/server';
import { addSimpleProduct, fillContactData, MOBILE, newPage, openCart, waitForPath } from './ordering-support';

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
  it('goes straight to the menu and completes an order to the summary without login', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await journey(page, 'ordering-demo-mode', async () => {
      await page.goto(server.origin);
      await waitForPath(page, /\/main\/menu$/);
      await page.getByRole('heading', { level: 1, name: 'Menù alla carta' }).waitFor();
      await addSimpleProduct(page, 'Dolci', 'Tiramisù');
      await openCart(page);
      await page.getByRole('button', { name: "Completa l'ordine" }).click();
      // No login page in the demo.
      await waitForPath(page, /\/main\/questions$/);
      await page.getByLabel(/Numero del tavolo/).fill('7');
      await page.getByRole('button', { name: 'Conferma' }).click();
      await fillContactData(page, 'demo@example.com', '+39 333 1234567');
      await waitForPath(page, /\/main\/payments$/);
      await page.getByLabel('Pagamento alla cassa').check();
      await page.getByRole('button', { name: 'Conferma' }).click();
      await waitForPath(page, /\/main\/order-summary\/\d+\/\d+$/);
      await screenshot(page, 'ordering-demo-mode-summary');
      expect(new URL(page.url()).pathname).toMatch(/^\/main\/order-summary\//);
    });
    await context.close();
  });
});
