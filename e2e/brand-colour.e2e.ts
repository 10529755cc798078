// The company's brand colour (docs/pwa-and-push.md): the owner picks it on the brand screen,
// where a colour too light for white text is refused with the contrast it reaches; once saved,
// the diners' app draws its buttons and the phone's bar in it, and the installable app's
// manifest carries it. Screens at phone and desktop size.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/harness';
import { journey, screenshot } from './support/browser';
import { DESKTOP, MOBILE, chooseOrderType, newPage, openCategory, waitForPath } from './ordering-support';

const harness = useServerAndBrowser();
const TAKEAWAY = 1;
const BRAND = '#1d4e89';

/** The colour the page really draws a primary button in, and the phone's bar. */
const drawnColours = (page: Page) =>
  page.evaluate(() => {
    const button = document.querySelector('.btn-primary');
    return {
      primary: getComputedStyle(document.documentElement).getPropertyValue('--bs-primary').trim(),
      button: button ? getComputedStyle(button).backgroundColor : null,
      themeColor: document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content,
    };
  });

describe('brand colour', () => {
  it('the owner sets a readable brand colour and the diners’ app wears it', async () => {
    const origin = harness.server.origin;
    const owner = await newPage(harness.browser, DESKTOP);
    const op = owner.page;

    await journey(op, 'brand-colour', async () => {
      await op.goto(`${origin}/staff/sign-in?company=demo`);
      await op.getByLabel('Codice del ristorante').fill('demo');
      await op.getByLabel('E-mail').fill('titolare@demo.tavola.test');
      await op.getByLabel('Password').fill('titolare1');
      await op.getByRole('button', { name: 'Accedi', exact: true }).click();
      await op.waitForURL((url) => !url.pathname.includes('sign-in'));
      await op.goto(`${origin}/staff`);
      await op.getByRole('navigation', { name: 'Gestione' }).getByRole('link', { name: 'Brand e dati legali' }).click();
      await op.getByRole('heading', { level: 1, name: 'Brand e dati legali' }).waitFor();

      // Too light for white text: the contrast is shown and the save refused on the field.
      const colour = op.getByLabel('Colore del brand', { exact: true });
      await colour.fill('#ffd700');
      await op.getByText(/sotto il minimo di 4,5:1/).waitFor();
      await op.getByRole('button', { name: 'Salva', exact: true }).click();
      await op.getByText(/Colore troppo chiaro/).waitFor();
      expect(await colour.getAttribute('aria-invalid')).toBe('true');
      await op.getByRole('heading', { name: 'Colori dell’app' }).scrollIntoViewIfNeeded();
      // The preview shows the unreadable colour on purpose: that is what the owner must see.
      await screenshot(op, 'brand-colour-refused-desktop', { accessibility: false });

      await colour.fill(BRAND);
      await op.getByLabel('Sfondo dell’app installata', { exact: true }).fill('#fff8e7');
      await op.getByText(/contrasto 8,\d\d:1, leggibile/).waitFor();
      await op.getByRole('button', { name: 'Salva', exact: true }).click();
      await op.getByText('Salvato.').waitFor();
      await op.getByRole('heading', { name: 'Colori dell’app' }).scrollIntoViewIfNeeded();
      await screenshot(op, 'brand-colour-brand-page-desktop');
      await op.setViewportSize(MOBILE);
      await op.getByRole('heading', { name: 'Colori dell’app' }).scrollIntoViewIfNeeded();
      await screenshot(op, 'brand-colour-brand-page-phone');
    });
    await owner.context.close();

    const manifest = await (await fetch(`${origin}/api/company/demo/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ theme_color: BRAND, background_color: '#fff8e7' });

    for (const [size, viewport] of [
      ['phone', MOBILE],
      ['desktop', DESKTOP],
    ] as const) {
      const diner = await newPage(harness.browser, viewport);
      const dp = diner.page;
      await journey(dp, `brand-colour-diner-${size}`, async () => {
        await chooseOrderType(dp, origin, TAKEAWAY, 'Tavola Navigli', async () => {
          expect(await drawnColours(dp)).toEqual({ primary: BRAND, button: 'rgb(29, 78, 137)', themeColor: BRAND });
          await screenshot(dp, `brand-colour-diner-home-${size}`);
        });
        await waitForPath(dp, /\/main\/day-selection$/);
        await dp.getByRole('button', { name: 'Comincia ad ordinare' }).waitFor();
        expect((await drawnColours(dp)).button).toBe('rgb(29, 78, 137)');
        await screenshot(dp, `brand-colour-diner-day-${size}`);
        await dp.getByRole('button', { name: 'Comincia ad ordinare' }).click();
        await waitForPath(dp, /\/main\/menu$/);
        await openCategory(dp, 'Pizze');
        await screenshot(dp, `brand-colour-diner-menu-${size}`);
      });
      await diner.context.close();
    }
  });
});
