// The shell's header on the main pages (spec 001 §2): from the menu in the middle of a takeaway
// order, the side panel, the venue's information and the language change are at hand, and the
// cart is still there after switching to English and back. A company with one venue and one
// service (the digital-menu company) offers no 'Cambia' in the order toolbar.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journey, screenshot as saveScreenshot } from './support/browser';
import { useServerAndBrowser } from './support/harness';
import { addSimpleProduct, chooseOrderType, DESKTOP, MOBILE, newPage, text, waitForPath } from './ordering-support';

const harness = useServerAndBrowser();

const TAKEAWAY = 1;

describe.each([
  ['desktop', DESKTOP, ''],
  ['phone', MOBILE, '-mobile'],
])('the shell on the main pages (%s)', (_device, viewport, suffix) => {
  const screenshot = (page: Page, name: string) => saveScreenshot(page, `${name}${suffix}`, { wcag22: true });

  it('opens the side panel, the venue information and the language from the menu with a cart', async () => {
    const { context, page } = await newPage(harness.browser, viewport);
    await journey(page, `shell-main${suffix}`, async () => {
      await chooseOrderType(page, harness.server.origin, TAKEAWAY, 'Tavola Navigli');
      await waitForPath(page, /\/main\/day-selection$/);
      // Every main page has the shell's header, the first step of the journey too.
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: 'Apri il menu' }).waitFor();
      await page.getByRole('button', { name: 'Comincia ad ordinare' }).click();

      await waitForPath(page, /\/main\/menu$/);
      await addSimpleProduct(page, 'Pizze', 'Margherita');
      await expect.poll(() => text(page.getByTestId('cart-badge'))).toBe('1');
      expect(await header.getByRole('button', { name: 'Informazioni sulla sede' }).count()).toBe(1);
      expect(await header.getByRole('button', { name: /Italiano/ }).count()).toBe(1);
      // Several venues: the order toolbar leads back to the choice.
      expect(await text(header.getByTestId('ordering-toolbar'))).toContain('Cambia');
      await screenshot(page, 'shell-menu');

      // The side panel, and the venue's information from it.
      await header.getByRole('button', { name: 'Apri il menu' }).click();
      const panel = page.getByRole('dialog', { name: 'Menu' });
      await panel.getByRole('link', { name: 'Accedi' }).waitFor();
      await screenshot(page, 'shell-side-panel');
      await panel.getByRole('button', { name: 'Info sede' }).click();
      await panel.waitFor({ state: 'detached' });
      const info = page.getByRole('dialog', { name: /Tavola Navigli/ });
      await info.getByText('I nostri servizi').waitFor();
      await info.getByRole('region', { name: 'Mappa di Tavola Navigli' }).waitFor();
      await screenshot(page, 'shell-venue-info');
      await info.getByRole('button', { name: 'Chiudi' }).last().click();
      await info.waitFor({ state: 'detached' });

      // The information button opens it too.
      await header.getByRole('button', { name: 'Informazioni sulla sede' }).click();
      await info.getByText('I nostri servizi').waitFor();
      await info.getByRole('button', { name: 'Chiudi' }).last().click();
      await info.waitFor({ state: 'detached' });

      // English: the same page reloads in English, with the cart.
      await header.getByRole('button', { name: /Italiano/ }).click();
      await page.getByRole('link', { name: /English/ }).click();
      await waitForPath(page, /^\/en\/main\/menu$/);
      expect(new URL(page.url()).searchParams.get('company')).toBe('demo');
      await header.getByRole('button', { name: 'Open the menu' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await expect.poll(() => text(page.getByTestId('cart-badge'))).toBe('1');
      expect(await text(header.getByTestId('ordering-toolbar'))).toContain('Tavola Navigli');
      await screenshot(page, 'shell-menu-english');

      // And back to Italian, still with the cart.
      await header.getByRole('button', { name: /English/ }).click();
      await page.getByRole('link', { name: /Italiano/ }).click();
      await waitForPath(page, /^\/it\/main\/menu$/);
      await header.getByRole('button', { name: 'Apri il menu' }).waitFor();
      await expect.poll(() => text(page.getByTestId('cart-badge'))).toBe('1');
      await page.getByTestId('floating-cart-button').click();
      await page.getByRole('heading', { name: 'Il tuo ordine' }).waitFor();
      expect(await page.getByRole('button', { name: 'Aumenta la quantità di Margherita' }).count()).toBe(1);
    });
    await context.close();
  });

  it("offers no 'Cambia' at a company with one venue", async () => {
    const { context, page } = await newPage(harness.browser, viewport);
    await journey(page, `shell-one-venue${suffix}`, async () => {
      // Only a digital menu: the app goes to it by itself (spec 000 §4).
      await page.goto(`${harness.server.origin}/?company=menu-digitale`);
      await waitForPath(page, /\/main\/menu$/);
      await page.getByRole('button', { name: /^Aperitivi/ }).waitFor();
      const header = page.getByRole('banner');
      const toolbar = header.getByTestId('ordering-toolbar');
      expect(await text(toolbar)).toContain('Bar Aperitivo Brera');
      expect(await toolbar.getByText('Cambia').count()).toBe(0);
      expect(await header.getByRole('button', { name: /Cambia/ }).count()).toBe(0);
      // The venue's information is there; the side panel is not, for a digital-menu-only
      // company (spec 001 §2).
      await header.getByRole('button', { name: 'Informazioni sulla sede' }).waitFor();
      expect(await header.getByRole('button', { name: 'Apri il menu' }).count()).toBe(0);
      await screenshot(page, 'shell-one-venue');
    });
    await context.close();
  });
});
