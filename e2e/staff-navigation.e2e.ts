// The one staff navigation on every staff screen: the owner walks the whole back office through
// it on a desktop (brand, venues, a venue's boards and settings, menu); the kitchen member on a
// phone opens it from its button and is offered only the service and the menu, never hours or
// booking capacity, even on a venue setting opened by its address.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/harness';
import { journey, screenshot } from './support/browser';
import { MOBILE, newPage } from './ordering-support';

const harness = useServerAndBrowser();

async function signIn(page: Page, origin: string, email: string, password: string) {
  await page.goto(`${origin}/staff/sign-in?company=demo`);
  await page.getByLabel('Codice del ristorante').fill('demo');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.includes('sign-in'));
}

/** Each staff page is titled '<its name> · <the restaurant>' (the demo's is Trattoria Da Tavola). */
async function expectTitle(page: Page, name: string | RegExp) {
  const company = ' · Trattoria Da Tavola';
  await page
    .waitForFunction(
      ([source, flags, suffix]) =>
        document.title.endsWith(suffix) && new RegExp(source, flags).test(document.title.slice(0, -suffix.length)),
      typeof name === 'string'
        ? [`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, '', company]
        : [name.source, name.flags, company],
    )
    .catch(async () => expect(await page.title()).toBe(`${String(name)}${company}`));
}

/** After a move inside the app the focus is on the new page's main heading. */
async function expectHeadingFocused(page: Page, name: string | RegExp) {
  const heading = page.getByRole('heading', { level: 1, name });
  await heading.waitFor();
  await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
}

const linkNames = (page: Page, nav: string) =>
  page
    .getByRole('navigation', { name: nav })
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.textContent?.trim()));

describe('the staff navigation', () => {
  it('the owner goes everywhere through it on a desktop', async () => {
    const origin = harness.server.origin;
    const { page, context } = await newPage(harness.browser);
    try {
      await journey(page, 'staff-navigation-owner', async () => {
        // Signed in, the focus is on the venue picker's heading; a venue's board then takes it.
        await signIn(page, origin, 'titolare@demo.tavola.test', 'titolare1');
        await expectHeadingFocused(page, 'Scegli la sede');
        await expectTitle(page, 'Scegli la sede');
        await screenshot(page, 'staff-navigation-desktop-picker', { wcag22: true });
        await page.getByRole('link', { name: 'Tavola Centro — Ordini' }).click();
        await expectHeadingFocused(page, /Ordini — Tavola Centro/);
        await expectTitle(page, /^(\(\d+\) )?Ordini — Tavola Centro$/);

        await page.goto(`${origin}/staff/company`);
        await page.getByRole('heading', { level: 1, name: 'Brand e dati legali' }).waitFor();
        await expectTitle(page, 'Brand e dati legali');
        const main = page.getByRole('navigation', { name: 'Gestione' });
        expect(await linkNames(page, 'Gestione')).toEqual([
          'Servizio',
          'Incassi',
          'Storico ordini',
          'Menù',
          'Sedi',
          'Team',
          'Brand e dati legali',
          'Pagamenti',
          expect.stringMatching(/^Configurazione/),
        ]);
        expect(await main.getByRole('link', { name: 'Brand e dati legali' }).getAttribute('aria-current')).toBe('page');
        await screenshot(page, 'staff-navigation-desktop-company');
        await main.getByRole('link', { name: 'Team', exact: true }).click();
        await expectHeadingFocused(page, 'Team');
        await expectTitle(page, 'Team');
        await screenshot(page, 'staff-navigation-desktop-team');
        await main.getByRole('link', { name: 'Pagamenti', exact: true }).click();
        await expectHeadingFocused(page, 'Pagamenti online');
        await expectTitle(page, 'Pagamenti online');
        await screenshot(page, 'staff-navigation-desktop-payments');

        // The venue list leads to each venue's order and booking boards.
        await main.getByRole('link', { name: 'Sedi', exact: true }).click();
        await expectHeadingFocused(page, 'Le tue sedi');
        await expectTitle(page, 'Le tue sedi');
        await page.getByRole('link', { name: 'Tavola Navigli — Prenotazioni' }).waitFor();
        await page.getByRole('link', { name: 'Tavola Navigli — Ordini' }).click();
        await page.waitForURL(/\/staff\/venues\/2\/orders$/);
        const venue = page.getByRole('navigation', { name: 'Tavola Navigli' });
        await venue.getByRole('link', { name: 'Prenotazioni' }).waitFor();
        expect(await linkNames(page, 'Tavola Navigli')).toEqual(['Ordini', 'Prenotazioni']);
        expect(await venue.getByRole('link', { name: 'Ordini' }).getAttribute('aria-current')).toBe('page');
        await screenshot(page, 'staff-navigation-desktop-board');

        // Another venue, same page.
        await venue.getByRole('combobox', { name: 'Sede' }).selectOption({ label: 'Tavola Centro' });
        await page.waitForURL(/\/staff\/venues\/1\/orders$/);
        await page
          .getByRole('navigation', { name: 'Tavola Centro' })
          .getByRole('link', { name: 'Prenotazioni' })
          .click();
        await page.waitForURL(/\/staff\/venues\/1\/bookings$/);
        await expectHeadingFocused(page, 'Prenotazioni — Tavola Centro');
        await expectTitle(page, 'Prenotazioni — Tavola Centro');

        // The menu's own pages, and back to the board of the venue last worked on.
        await main.getByRole('link', { name: 'Menù', exact: true }).click();
        await page.getByRole('heading', { level: 1, name: 'Gestione menù' }).waitFor();
        await page.getByRole('navigation', { name: 'Menù' }).getByRole('link', { name: 'Traduzioni' }).waitFor();
        expect(await linkNames(page, 'Menù')).toEqual([
          'Prodotti',
          'Elenco menù',
          'Varianti e ingredienti',
          'Tavoli e QR',
          'Traduzioni',
        ]);
        await expectTitle(page, 'Prodotti — Gestione menù');
        await screenshot(page, 'staff-navigation-desktop-menu-products');
        // Each of the menu's pages is named in the title by its section (and checked by axe).
        for (const [link, title] of [
          ['Elenco menù', 'Menù — Gestione menù'],
          ['Varianti e ingredienti', 'Gruppi di varianti — Gestione menù'],
          ['Traduzioni', 'Traduzioni — Gestione menù'],
          ['Tavoli e QR', 'Tavoli e codici QR — Gestione menù'],
        ]) {
          await page.getByRole('navigation', { name: 'Menù' }).getByRole('link', { name: link }).click();
          await expectTitle(page, title);
          await expectHeadingFocused(page, 'Gestione menù');
          await screenshot(page, `staff-navigation-desktop-menu-${new URL(page.url()).pathname.split('/').pop()}`);
        }
        await page.waitForURL(/\/staff\/menu\/tables$/);
        await main.getByRole('link', { name: 'Servizio' }).click();
        await page.waitForURL(/\/staff\/venues\/1\/orders$/);
      });
    } finally {
      await context.close();
    }
  });

  it("the owner on a phone: a venue's settings row fits the screen", async () => {
    const origin = harness.server.origin;
    const { page, context } = await newPage(harness.browser, MOBILE);
    try {
      await journey(page, 'staff-navigation-owner-phone', async () => {
        await signIn(page, origin, 'titolare@demo.tavola.test', 'titolare1');
        await page.goto(`${origin}/staff/venues/2/booking`);
        await page.getByRole('heading', { level: 1, name: 'Capacità prenotazioni — Tavola Navigli' }).waitFor();
        await expectTitle(page, 'Capacità prenotazioni — Tavola Navigli');
        await page.getByRole('navigation', { name: 'Tavola Navigli' }).getByRole('link', { name: 'Orari' }).waitFor();
        expect(await linkNames(page, 'Tavola Navigli')).toEqual(['Dati della sede', 'Orari', 'Capacità prenotazioni']);
        const fits = await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        );
        expect(fits).toBe(true);
        await screenshot(page, 'staff-navigation-phone-venue-settings');
        await page.getByRole('button', { name: 'Apri o chiudi il menu di navigazione' }).click();
        await page
          .getByRole('navigation', { name: 'Gestione' })
          .getByRole('link', { name: /^Configurazione/ })
          .waitFor();
        await screenshot(page, 'staff-navigation-phone-owner-open');
      });
    } finally {
      await context.close();
    }
  });

  it('the kitchen member on a phone: a menu button, the service and the menu only', async () => {
    const origin = harness.server.origin;
    const { page, context } = await newPage(harness.browser, MOBILE);
    try {
      await journey(page, 'staff-navigation-kitchen', async () => {
        await signIn(page, origin, 'cucina@demo.tavola.test', 'cucina123');
        await page.goto(`${origin}/staff/venues/1/orders`);
        await page.getByRole('heading', { level: 1, name: /Ordini — Tavola Centro/ }).waitFor();
        const toggle = page.getByRole('button', { name: 'Apri o chiudi il menu di navigazione' });
        // Collapsed on a phone: the sections wait behind the button.
        expect(await page.getByRole('navigation', { name: 'Gestione' }).isVisible()).toBe(false);
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        await screenshot(page, 'staff-navigation-phone-closed');
        await toggle.click();
        await page.getByRole('navigation', { name: 'Gestione' }).getByRole('link', { name: 'Menù' }).waitFor();
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
        expect(await linkNames(page, 'Gestione')).toEqual(['Servizio', 'Menù']);
        await page
          .getByRole('navigation', { name: 'Tavola Centro' })
          .getByRole('link', { name: 'Prenotazioni' })
          .waitFor();
        expect(await linkNames(page, 'Tavola Centro')).toEqual(['Ordini', 'Prenotazioni']);
        await screenshot(page, 'staff-navigation-phone-open');

        await toggle.click();
        await page.getByRole('navigation', { name: 'Gestione' }).waitFor({ state: 'hidden' });

        // A venue setting opened by its address offers none of the venue's settings.
        await page.goto(`${origin}/staff/venues/1/hours`);
        await page.getByText('Il tuo ruolo non permette di modificare questa sede.').waitFor();
        expect(await page.getByRole('link', { name: 'Orari' }).count()).toBe(0);
        expect(await page.getByRole('link', { name: 'Capacità prenotazioni' }).count()).toBe(0);
        const fits = await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        );
        expect(fits).toBe(true);
      });
    } finally {
      await context.close();
    }
  });
});
