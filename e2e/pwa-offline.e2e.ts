// The installable diner app (docs/pwa-and-push.md): on the demo the service
// worker installs and takes the page, Chrome finds nothing missing to install the app (its own
// installability check, the one Lighthouse reported), the manifest is the company's; then,
// offline, sending an order is refused with a clear message before anything leaves the phone,
// and a reload shows the last menu seen with the "sei offline" banner.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journey, launchBrowser, screenshot } from './support/browser';
import { startServer, type TestServer } from './support/server';
import { addSimpleProduct, MOBILE, newPage, openCart, waitForPath } from './ordering-support';

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

const menuHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Menù alla carta' });

describe('installable app, offline', () => {
  it('installs the service worker, is installable, keeps the last menu offline, refuses to send an order offline, and sends it once back online', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(new URL(request.url()).pathname);
    });
    await journey(page, 'pwa-offline', async () => {
      await page.goto(server.origin);
      await waitForPath(page, /\/main\/menu$/);
      await menuHeading(page).waitFor();
      // The worker installs after the page's load, then takes the page; a reload goes through it.
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(scope).toBe(`${server.origin}/`);
      await page.reload();
      await menuHeading(page).waitFor();
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${server.origin}/sw.js`);

      // Chrome's own installability check (what Lighthouse's "installable manifest" audit read).
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      // A test browser's context is an incognito profile, where Chrome never installs apps: that
      // one reason is the browser's, not the app's.
      expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; data: string; errors: unknown[] };
      expect(manifest.url).toBe(`${server.origin}/api/company/demo/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const data = JSON.parse(manifest.data) as { name: string; start_url: string; display: string };
      expect(data).toMatchObject({ start_url: '/?company=demo', display: 'standalone' });
      expect(data.name.length).toBeGreaterThan(0);

      // Online, up to the payment; offline, the order is not sent.
      await addSimpleProduct(page, 'Dolci', 'Tiramisù');
      await openCart(page);
      await page.getByRole('button', { name: "Completa l'ordine" }).click();
      await waitForPath(page, /\/main\/questions$/);
      const table = page.getByLabel(/Il tuo tavolo|Numero del tavolo/);
      if ((await table.evaluate((element) => element.tagName)) === 'SELECT') await table.selectOption({ index: 1 });
      else await table.fill('7');
      await page.getByRole('button', { name: 'Conferma' }).click();
      await waitForPath(page, /\/main\/payments$/);
      await page.getByLabel('Pagamento alla cassa').check();
      await context.setOffline(true);
      await page.getByTestId('offline-banner').waitFor();
      const before = sent.length;
      await page.getByRole('button', { name: 'Conferma' }).click();
      await page
        .getByText('Sei offline: l’ordine non è stato inviato e nessun pagamento è stato fatto.')
        .first()
        .waitFor();
      expect(sent.slice(before)).toEqual([]);
      expect(new URL(page.url()).pathname).toBe('/main/payments');
      await screenshot(page, 'pwa-offline-order-refused');

      // Offline, the menu opens again from the worker's copy, with the offline banner.
      await page.goto(`${server.origin}/main/menu`);
      await menuHeading(page).waitFor();
      const banner = page.getByTestId('offline-banner');
      await banner.waitFor();
      expect(await banner.textContent()).toContain('Sei offline.');
      await page.getByRole('button', { name: /Dolci/ }).first().waitFor();
      await screenshot(page, 'pwa-offline-menu');

      // Back online, the banner goes, and the order is sent; its summary offers the notification.
      await context.setOffline(false);
      await banner.waitFor({ state: 'detached' });
      await openCart(page);
      await page.getByRole('button', { name: "Completa l'ordine" }).click();
      await waitForPath(page, /\/main\/(questions|payments)$/);
      if (new URL(page.url()).pathname.endsWith('/questions'))
        await page.getByRole('button', { name: 'Conferma' }).click();
      await waitForPath(page, /\/main\/payments$/);
      await page.getByLabel('Pagamento alla cassa').check();
      await page.getByRole('button', { name: 'Conferma' }).click();
      await waitForPath(page, /\/main\/order-summary\/\d+\/\d+$/);
      expect(sent).toContain('/api/order/saveCustomerOrder');
      await page.getByRole('button', { name: 'Avvisami quando è pronto' }).waitFor();
      await screenshot(page, 'pwa-order-summary-notify');
    });
    await context.close();
  });
});
