// Spec 001 §2 route guard rule 2: a link or QR code to a venue's menu
// works on a fresh phone. With ?table= the diner orders at that table and the table-number
// question is already answered; without it the venue's digital menu is browsed.
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/harness';
import { journey, screenshot } from './support/browser';
import { openBookTable } from './booking-support';
import {
  addSimpleProduct,
  MOBILE,
  newPage,
  openCart,
  openCategory,
  productButton,
  text,
  waitForPath,
} from './ordering-support';
import { switchTableTab } from './table-tab-support';

const harness = useServerAndBrowser();

describe('a link to a venue menu', () => {
  it('opens the menu with the table of a QR code and answers the table question', async () => {
    // Spec 000's table link: the demo's shared tab at the table switched off (table-tab.e2e.ts has it on).
    await switchTableTab(harness.browser, harness.server.origin, false);
    const { context, page } = await newPage(harness.browser, MOBILE);
    await journey(page, 'ordering-menu-link-table', async () => {
      await page.goto(`${harness.server.origin}/main/menu?company=demo&seatWebId=1&menuWebId=1&table=12`);
      await page.getByRole('heading', { level: 1, name: 'Menù alla carta' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/main/menu');
      await screenshot(page, 'ordering-menu-link-table');
      await addSimpleProduct(page, 'Dolci', 'Tiramisù');
      await openCart(page);
      await page.getByRole('button', { name: "Completa l'ordine" }).click();
      await waitForPath(page, /\/login$/);
      await page.getByRole('button', { name: 'Prosegui senza registrarti' }).click();
      await waitForPath(page, /\/main\/questions$/);
      // The code's table is shown and answers the table question, which is not asked again.
      expect(await text(page.getByTestId('order-table'))).toBe('Tavolo 12');
      expect(await page.getByLabel(/Numero del tavolo/).count()).toBe(0);
    });
    await context.close();
  });

  it('opens the digital menu of a link without a table', async () => {
    const { context, page } = await newPage(harness.browser, MOBILE);
    await journey(page, 'ordering-menu-link-digital', async () => {
      const menuPageRequests: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/menu-page-[\w-]+\.js$/.test(request.url())) menuPageRequests.push(request.url());
      });
      await page.goto(`${harness.server.origin}/main/menu?company=demo&seatWebId=1&menuWebId=1`);
      await page.getByRole('heading', { level: 1, name: 'Menù alla carta' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/main/menu');
      // The server's page starts loading the menu page's files with the first load's
      // (the build's route-preloads.json), and the app then uses that copy.
      expect(await page.locator('head link[rel="modulepreload"][href*="/assets/menu-page-"]').count()).toBe(1);
      expect(menuPageRequests).toHaveLength(1);
      // The chunks the page runs as it loads (React, first-load, the menu page's)
      // carry V8's compile hint on their first line (apps/web/vite.config.ts,
      // eagerCompileHints); a page loaded on demand elsewhere (sign-in) does not.
      const hint = '//# allFunctionsCalledOnLoad\n';
      const text = async (href: string) => (await fetch(new URL(href, harness.server.origin))).text();
      const preloaded = await page
        .locator('head link[rel="modulepreload"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      const hinted = preloaded.filter((href) => /\/assets\/(react|first-load|menu-page)-[\w-]+\.js$/.test(href));
      expect(hinted).toHaveLength(3);
      for (const href of hinted) expect((await text(href)).slice(0, hint.length), href).toBe(hint);
      // The page's own scripts and preloads (the build's and the server's) load at
      // low priority, as its first paint is HTML and CSS only.
      const pageHtml = await text(`/main/menu?company=demo&seatWebId=1&menuWebId=1`);
      const scriptTags = pageHtml.match(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(scriptTags.length).toBeGreaterThan(3);
      expect(scriptTags.filter((tag) => !tag.includes('fetchpriority="low"'))).toEqual([]);
      const firstLoad = await text(hinted.find((href) => href.includes('/first-load-'))!);
      const signIn = /assets\/login-page-[\w-]+\.js/.exec(firstLoad)![0];
      expect((await text(`/${signIn}`)).slice(0, hint.length)).not.toBe(hint);
      // React Router's production build (vite.config.ts): its invariants, none of its
      // development warnings.
      const react = await text(hinted.find((href) => href.includes('/react-'))!);
      expect(react).toContain('may be used only in the context of a <Router> component');
      expect(react).not.toContain('You rendered descendant <Routes>');
      // Browse only: no cart.
      expect(await page.getByTestId('floating-cart-button').count()).toBe(0);
    });
    await context.close();
  });

  // A link starts its own journey, whatever this phone chose before.
  it("opens a link's menu on a phone that pressed 'Prenota un tavolo' before", async () => {
    const { context, page } = await newPage(harness.browser, MOBILE);
    await journey(page, 'ordering-menu-link-after-booking', async () => {
      await openBookTable(page, harness.server.origin, 'Tavola Centro');
      await page.goto(`${harness.server.origin}/main/menu?company=demo&seatWebId=1&menuWebId=1`);
      await page.getByRole('heading', { level: 1, name: 'Menù alla carta' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/main/menu');
      expect(await page.getByText('Il menù non è disponibile').count()).toBe(0);
      await page.locator('.product-row').first().waitFor();
    });
    await context.close();
  });

  // The phone menu of 52 dishes.
  it('on a phone: the cart button leaves the last prices visible, icons show, bar and search help', async () => {
    const { context, page } = await newPage(harness.browser, MOBILE);
    await journey(page, 'ordering-menu-phone', async () => {
      await page.goto(`${harness.server.origin}/main/menu?company=demo&seatWebId=1&menuWebId=1&table=4`);
      await page.getByRole('heading', { level: 1, name: 'Menù alla carta' }).waitFor();
      await addSimpleProduct(page, 'Dolci', 'Tiramisù');
      // The dietary icons of the list are shown on a phone.
      // (in the open category: the others are collapsed)
      expect(await page.locator('.product-row-side .feature-icons img:visible').count()).toBeGreaterThan(0);

      // Scrolled to the very bottom, the last price is not under the floating cart button.
      await openCategory(page, 'Bevande');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const lastPrice = await page.locator('.product-row-price').last().boundingBox();
      const cart = await page.getByTestId('floating-cart-button').boundingBox();
      expect(lastPrice && cart).toBeTruthy();
      expect(lastPrice!.y + lastPrice!.height).toBeLessThanOrEqual(cart!.y);
      await screenshot(page, 'ordering-menu-phone-bottom');

      // The category bar stays on top while scrolling and opens a category.
      const bar = page.getByTestId('menu-navigation');
      expect((await bar.boundingBox())!.y).toBeLessThanOrEqual(1);
      const categoryBar = page.getByRole('navigation', { name: 'Categorie del menù' });
      await categoryBar.getByRole('button', { name: 'Antipasti' }).click();
      await expect
        .poll(() =>
          page
            .locator('.classifier-accordion')
            .getByRole('button', { name: /^Antipasti/ })
            .getAttribute('aria-expanded'),
        )
        .toBe('true');
      await categoryBar.getByRole('button', { name: 'Pizze' }).click();
      const pizze = page.locator('.classifier-accordion').getByRole('button', { name: /^Pizze/ });
      await expect.poll(() => pizze.getAttribute('aria-expanded')).toBe('true');
      // ... and shows its header just under the bar, not the end of its dishes (Antipasti, open
      // before it, closes above it meanwhile).
      const barBottom = async () => (await bar.boundingBox())!.y + (await bar.boundingBox())!.height;
      await expect
        .poll(async () => Math.abs((await pizze.boundingBox())!.y - (await barBottom())), { timeout: 5000 })
        .toBeLessThan(40);

      // The search finds a dish by an ingredient, accents and case aside.
      await page.getByRole('searchbox', { name: 'Cerca nel menù' }).fill('GUANCIALE');
      await productButton(page, 'Spaghetti alla carbonara').waitFor();
      expect(await page.locator('.product-row').count()).toBeLessThan(10);
      await screenshot(page, 'ordering-menu-phone-search');
    });
    await context.close();
  });
});
