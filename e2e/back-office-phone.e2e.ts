// The owner's screens on a phone (390x844): every back-office screen of the owner
// fits the width (nothing wider than the screen, the page keeps its side margin: the CSS purge
// once dropped container-lg and with it the padding), and on the payments screen two owners
// editing the same keys: the second save is refused, the card says so and reloads.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/harness';
import { journey, screenshot } from './support/browser';
import { MOBILE, newPage } from './ordering-support';

const harness = useServerAndBrowser();

async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/staff/sign-in?company=demo`);
  await page.getByLabel('Codice del ristorante').fill('demo');
  await page.getByLabel('E-mail').fill('titolare@demo.tavola.test');
  await page.getByLabel('Password').fill('titolare1');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.includes('sign-in'));
}

/** What sticks out of the screen's width, and where the page's heading starts. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wider = Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`);
    const heading = document.querySelector('h1');
    return {
      overflow: document.documentElement.scrollWidth - width,
      wider: wider.slice(0, 5),
      headingLeft: heading?.getBoundingClientRect().left ?? null,
    };
  });

const screens: Array<[string, string, string]> = [
  ['setup', '/staff/setup', 'Configura il tuo ristorante'],
  ['venues', '/staff/venues', 'Le tue sedi'],
  ['venue', '/staff/venues/1', 'Modifica sede: Tavola Centro'],
  ['company', '/staff/company', 'Brand e dati legali'],
  ['payments', '/staff/payments', 'Pagamenti online'],
  ['team', '/staff/team', 'Team'],
  ['menu', '/staff/menu', 'Gestione menù'],
  ['menu-variations', '/staff/menu/variations', 'Gestione menù'],
];

describe('owner screens on a phone', () => {
  it('every screen fits a 390 px wide screen with its side margin', async () => {
    const origin = harness.server.origin;
    const { page, context } = await newPage(harness.browser, MOBILE);
    try {
      await journey(page, 'back-office-phone', async () => {
        await signIn(page, origin);
        for (const [name, path, heading] of screens) {
          await page.goto(`${origin}${path}`);
          await page.getByRole('heading', { level: 1, name: heading }).waitFor();
          const found = await layout(page);
          expect(found.overflow, `${path}: ${found.wider.join(', ')}`).toBeLessThanOrEqual(0);
          expect(found.headingLeft, path).toBeGreaterThanOrEqual(8);
          await screenshot(page, `back-office-phone-${name}`);
        }
      });
    } finally {
      await context.close();
    }
  });

  it('two owners save the same payment keys: the stale one is told, nothing is lost, reload and save', async () => {
    const origin = harness.server.origin;
    const first = await newPage(harness.browser, MOBILE);
    const second = await newPage(harness.browser, MOBILE);
    try {
      await journey(second.page, 'back-office-phone-payments-409', async () => {
        for (const { page } of [first, second]) {
          await signIn(page, origin);
          await page.goto(`${origin}/staff/payments`);
          await page.getByRole('heading', { level: 1, name: 'Pagamenti online' }).waitFor();
        }
        const card = (page: Page) =>
          page.locator('section').filter({ has: page.getByRole('heading', { name: 'SumUp', exact: true }) });
        // Both have the screen open; the first saves.
        await card(first.page).getByLabel('Codice esercente').fill('MERCHANT-PRIMO');
        await card(first.page).getByRole('button', { name: 'Salva SumUp', exact: true }).click();
        await card(first.page).getByText('Salvato.').waitFor();

        // The second still shows the keys as they were: its save is refused and says why.
        await card(second.page).getByLabel('Codice esercente').fill('MERCHANT-SECONDO');
        await card(second.page).getByRole('button', { name: 'Salva SumUp', exact: true }).click();
        await card(second.page)
          .getByText(/Qualcun altro ha modificato le chiavi di questo fornitore/)
          .waitFor();
        await screenshot(second.page, 'back-office-phone-payments-stale');
        await card(second.page).getByRole('button', { name: 'Ricarica SumUp', exact: true }).click();
        await expect.poll(() => card(second.page).getByLabel('Codice esercente').inputValue()).toBe('MERCHANT-PRIMO');

        await card(second.page).getByLabel('Codice esercente').fill('MERCHANT-SECONDO');
        await card(second.page).getByRole('button', { name: 'Salva SumUp', exact: true }).click();
        await card(second.page).getByText('Salvato.').waitFor();
        await second.page.reload();
        await expect.poll(() => card(second.page).getByLabel('Codice esercente').inputValue()).toBe('MERCHANT-SECONDO');
      });
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });
});
