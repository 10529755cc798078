// The first journey. The home shell of the demo company shows its logo and
// the order-type cards of its venues; a company past its end of service lands on the
// start-error page (spec 000 §2, 001 §4).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/harness';
import { screenshot } from './support/browser';

const harness = useServerAndBrowser();
let page: Page;

describe('home shell', () => {
  it('shows the demo company logo and its five order-type cards', async () => {
    page = await (await harness.browser.newContext()).newPage();
    await page.goto(`${harness.server.origin}/?company=demo`);
    const logo = page.getByTestId('company-logo');
    await logo.waitFor();
    expect(await logo.getAttribute('src')).toContain('/images/');
    // The demo venues offer all five order types (0 dine-in ... 4 digital menu).
    for (const orderType of [0, 1, 2, 3, 4]) {
      await page.getByTestId(`order-type-card-${orderType}`).waitFor();
    }
    await expect(page.getByRole('heading', { name: 'Asporto' }).count()).resolves.toBeGreaterThan(0);
    await screenshot(page, 'home-demo');
    await page.close();
  });

  it('asks for a venue before continuing on a card with several venues', async () => {
    page = await (await harness.browser.newContext()).newPage();
    await page.goto(`${harness.server.origin}/?company=demo`);
    const takeaway = page.getByTestId('order-type-card-1');
    await takeaway.getByRole('button', { name: 'Continua' }).click();
    await takeaway.getByText('Seleziona una sede prima di continuare').waitFor();
    await page.close();
  });

  it('goes straight to the digital menu for a company that offers only that', async () => {
    // Spec 000 §4: "if there is only a digital menu, the app navigates automatically".
    page = await (await harness.browser.newContext()).newPage();
    await page.goto(`${harness.server.origin}/?company=menu-digitale`);
    await page.waitForURL((url) => url.pathname === '/main/menu');
    expect(await page.getByTestId('order-type-card-1').count()).toBe(0);
    expect(await page.getByTestId('floating-cart-button').count()).toBe(0);
    await page.close();
  });

  it('sends a company past its end of service to the start-error page', async () => {
    page = await (await harness.browser.newContext()).newPage();
    await page.goto(`${harness.server.origin}/?company=chiuso`);
    await page.getByText('Il servizio al momento non è disponibile').waitFor();
    expect(new URL(page.url()).pathname).toBe('/start-error/1');
    await screenshot(page, 'start-error-1');
    await page.close();
  });

  it('tells the visitor when the company does not exist', async () => {
    page = await (await harness.browser.newContext()).newPage();
    await page.goto(`${harness.server.origin}/?company=non-esiste`);
    // Spec 001 §8's alert, word for word.
    const alert = page.getByRole('alert');
    await alert.filter({ hasText: 'Non ci sono dati per la Company' }).waitFor();
    expect((await alert.textContent())?.trim()).toBe('Non ci sono dati per la Company');
    await screenshot(page, 'unknown-company');
    await page.close();
  });
});
