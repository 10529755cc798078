// Issue #14 item 2 (spec 001 §2 route guard rule 2): a link or QR code to a venue's menu
// works on a fresh phone. With ?table= the diner orders at that table and the table-number
// question is already answered; without it the venue's digital menu is browsed.
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/harness';
import { journey, screenshot } from './support/browser';
import { addSimpleProduct, MOBILE, newPage, openCart, waitForPath } from './ordering-support';

const harness = useServerAndBrowser();

describe('a link to a venue menu', () => {
  it('opens the menu with the table of a QR code and answers the table question', async () => {
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
      expect(await page.getByLabel(/Numero del tavolo/).inputValue()).toBe('12');
    });
    await context.close();
  });

  it('opens the digital menu of a link without a table', async () => {
    const { context, page } = await newPage(harness.browser, MOBILE);
    await journey(page, 'ordering-menu-link-digital', async () => {
      await page.goto(`${harness.server.origin}/main/menu?company=demo&seatWebId=1&menuWebId=1`);
      await page.getByRole('heading', { level: 1, name: 'Menù alla carta' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/main/menu');
      // Browse only: no cart.
      expect(await page.getByTestId('floating-cart-button').count()).toBe(0);
    });
    await context.close();
  });
});
