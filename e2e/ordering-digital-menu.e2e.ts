// The digital menu browses only. No cart and no product detail; a product
// opens its info (ingredients, features, allergens); the allergen legend lists the 14
// allergens. Also the digital-menu-only company, which the app sends to the digital menu.
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/harness';
import { journey, screenshot } from './support/browser';
import { chooseOrderType, MOBILE, newPage, openCategory, text, waitForPath } from './ordering-support';

const harness = useServerAndBrowser();

const DIGITAL_MENU = 4;

describe('digital menu', () => {
  it('browses the menu with product info and allergens, without cart or detail', async () => {
    const { context, page } = await newPage(harness.browser);
    await journey(page, 'ordering-digital-menu', async () => {
      await chooseOrderType(page, harness.server.origin, DIGITAL_MENU, 'Tavola Centro');
      await waitForPath(page, /\/main\/menu-selection$/);
      await page.getByRole('button', { name: /Menù alla carta/ }).click();
      await waitForPath(page, /\/main\/menu$/);

      await openCategory(page, 'Primi');
      const carbonara = page.getByRole('button', { name: /^Spaghetti alla carbonara ?: informazioni$/ });
      await carbonara.waitFor();
      // Browse only: no cart button, and no "choose" action on the products.
      expect(await page.getByTestId('floating-cart-button').count()).toBe(0);
      expect(await page.getByRole('button', { name: /: scegli$/ }).count()).toBe(0);
      await screenshot(page, 'ordering-digital-menu-list');

      await carbonara.click();
      const info = page.getByRole('dialog', { name: 'Spaghetti alla carbonara' });
      await info.waitFor();
      const allergens = await text(info.getByTestId('product-allergens'));
      for (const allergen of ['Glutine', 'Uova', 'Latte']) expect(allergens).toContain(allergen);
      expect(await text(info)).toContain('Guanciale croccante');
      await screenshot(page, 'ordering-digital-menu-product-info');
      // The detail never opened: the address still shows the list.
      expect(new URL(page.url()).searchParams.get('product')).toBeNull();
      await info.getByRole('button', { name: 'Chiudi' }).first().click();
      await info.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Allergeni e legenda' }).click();
      const legend = page.getByRole('dialog', { name: 'Legenda' });
      await legend.locator('.allergen-legend li').first().waitFor();
      expect(await legend.locator('.allergen-legend li').count()).toBe(14);
      // The features come from their own call and may still be loading ('Caricamento...').
      await legend.getByText('Vegetariano').waitFor();
      await screenshot(page, 'ordering-digital-menu-legend');
    });
    await context.close();
  });

  it('shows the menu on a phone', async () => {
    const { context, page } = await newPage(harness.browser, MOBILE);
    await journey(page, 'ordering-digital-menu-mobile', async () => {
      // The automatic choice looped ~50 navigations into React error #185.
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      const menuVisits: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/main/menu') menuVisits.push(frame.url());
      });
      // Only a digital menu: the app goes to it by itself (spec 000 §4).
      await page.goto(`${harness.server.origin}/?company=menu-digitale`);
      await waitForPath(page, /\/main\/menu$/);
      await page.getByRole('button', { name: /^Aperitivi/ }).waitFor();
      expect(await page.getByTestId('floating-cart-button').count()).toBe(0);
      await screenshot(page, 'ordering-digital-menu-mobile');
      // One venue, one service: the toolbar offers no 'Cambia'. The logo goes home, which goes
      // back to the only menu, again without looping.
      expect(await page.getByTestId('ordering-toolbar').getByText('Cambia').count()).toBe(0);
      await page.getByRole('link', { name: 'Torna alla home' }).click();
      await page.getByRole('button', { name: /^Aperitivi/ }).waitFor();
      await waitForPath(page, /\/main\/menu$/);
      expect(menuVisits.length).toBeLessThanOrEqual(4);
      expect(errors).toEqual([]);
    });
    await context.close();
  });
});
