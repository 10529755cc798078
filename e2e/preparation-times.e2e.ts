// Preparation times: the owner gives Tavola Navigli's takeaway a default of 25 minutes in the
// venue settings; a diner orders a takeaway; on the board "Accetta" proposes now plus 25 min
// with "+10/+20/+30 min" beside the exact time; the owner takes "+10 min" and the diner's page
// shows the ready time the board shows. Screens on a phone and a desktop, each checked with axe.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journey, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/harness';
import { DESKTOP, MOBILE, newPage, takeawayToPayments, text, waitForPath } from './ordering-support';

const harness = useServerAndBrowser();

async function placeTakeawayOrder(page: Page, email: string): Promise<number> {
  await takeawayToPayments(page, harness.server.origin, email, { phone: '+39 333 1234567' });
  await page.getByLabel('Pagamento al ritiro').check();
  await page.getByRole('button', { name: 'Conferma' }).click();
  await waitForPath(page, /\/main\/order-summary-to-pay\/\d+\/\d+$/);
  return Number(/order-summary-to-pay\/\d+\/(\d+)/.exec(new URL(page.url()).pathname)![1]);
}

describe('preparation times (issue #32 item 4)', () => {
  it('a default set in the back office is proposed by "Accetta"; "+10 min" reaches the diner’s page', async () => {
    const origin = harness.server.origin;
    const owner = await newPage(harness.browser, DESKTOP);
    const diner = await newPage(harness.browser, MOBILE);
    const op = owner.page;
    const dinerPage = diner.page;

    await journey(op, 'preparation-times', async () => {
      await op.goto(`${origin}/staff/sign-in?company=demo`);
      await op.getByLabel('Codice del ristorante').fill('demo');
      await op.getByLabel('E-mail').fill('titolare@demo.tavola.test');
      await op.getByLabel('Password').fill('titolare1');
      await op.getByRole('button', { name: 'Accedi' }).click();
      await op.waitForURL((url) => !url.pathname.includes('sign-in'));

      // The venue settings: 300 minutes is refused on its field, 25 is saved.
      await op.goto(`${origin}/staff/venues/2`);
      await op.getByRole('heading', { name: /Modifica sede: Tavola Navigli/ }).waitFor();
      const takeaway = op.getByLabel('Asporto (min)');
      await takeaway.fill('300');
      await op.getByRole('button', { name: 'Salva', exact: true }).click();
      await op.getByText('Valore fuori dai limiti consentiti').waitFor();
      await takeaway.fill('25');
      await op.getByText('Valore fuori dai limiti consentiti').waitFor({ state: 'detached' });
      await op.getByRole('button', { name: 'Salva', exact: true }).click();
      await op.getByText('Sede salvata. I clienti vedono già le modifiche.').waitFor();
      expect(await takeaway.inputValue()).toBe('25');
      await op.getByRole('heading', { name: 'Tempi di preparazione' }).scrollIntoViewIfNeeded();
      await screenshot(op, 'preparation-times-venue-desktop');
      await op.setViewportSize(MOBILE);
      await screenshot(op, 'preparation-times-venue-phone');
      await op.setViewportSize(DESKTOP);

      // A diner's takeaway order reaches the board; the owner confirms it by phone.
      await op.goto(`${origin}/staff/venues/2/orders`);
      await op.getByText('In diretta').waitFor();
      let orderNumber = 0;
      await journey(dinerPage, 'preparation-times-diner', async () => {
        orderNumber = await placeTakeawayOrder(dinerPage, `asporto.prep.${Date.now()}@example.com`);
      });
      const card = op.locator('article').filter({ hasText: `Ordine n. ${orderNumber}` });
      await card.waitFor();
      await card.getByRole('button', { name: 'Conferma (telefonata)', exact: true }).click();
      await card.getByRole('button', { name: 'Accetta', exact: true }).click();

      // "Accetta" proposes now plus 25 minutes (or the time asked for, if later), with the quick times beside it.
      const proposal = card.getByText(/^Proposto: pronto alle \d{2}:\d{2} \(25 min di preparazione\)$/);
      await proposal.waitFor();
      const proposed = /(\d{2}:\d{2})/.exec(await text(proposal))![1];
      expect(await card.getByLabel('Orario stimato (facoltativo)').inputValue()).toBe(proposed);
      const quick = card.getByRole('group', { name: 'Accetta con un tempo rapido' });
      expect(await quick.getByRole('button').allTextContents()).toEqual(['+10 min', '+20 min', '+30 min']);
      await screenshot(op, 'preparation-times-accept-desktop');
      await op.setViewportSize(MOBILE);
      await card.scrollIntoViewIfNeeded();
      await screenshot(op, 'preparation-times-accept-phone');
      await op.setViewportSize(DESKTOP);

      await quick.getByRole('button', { name: '+10 min: accetta, pronto tra 10 minuti' }).click();
      await expect.poll(() => text(card.getByTestId('stage'))).toBe('Accettato');
      const dinerReads = await text(card.getByTestId('diner-status'));
      const ready = /(\d{2}:\d{2})/.exec(dinerReads)?.[1];
      expect(ready, dinerReads).toBeTruthy();

      // The diner's page (the summary they are on) shows the same time.
      const status = dinerPage.getByTestId('order-live-status');
      await status.getByText(`pronto verso le ${ready}`, { exact: false }).waitFor();
      await screenshot(dinerPage, 'preparation-times-diner-phone');
      await dinerPage.setViewportSize(DESKTOP);
      await screenshot(dinerPage, 'preparation-times-diner-desktop');
    });
    await owner.context.close();
    await diner.context.close();
  });
});
