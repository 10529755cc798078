// Splitting the bill of a table's tab: three phones on table 12 of the demo's
// Tavola Centro join one tab and a round goes to the kitchen; one pays their own dishes with
// the test card, one an equal share of 3, the third the rest "alla cassa", which the staff mark
// paid on the board; every phone then shows "Conto saldato", live.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { journey, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/harness';
import { euros, text } from './ordering-support';
import { addDish, kitchenBoard, phoneJoins, sendRound } from './table-tab-support';

const harness = useServerAndBrowser();
const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closers) await close();
});

const STEP = 60_000;

async function payWithTestCard(page: Page) {
  await page.getByLabel('Carta di prova (nessun addebito reale)').check();
  await page.getByLabel('Numero della carta').fill('4242 4242 4242 4242');
  await page.getByLabel('Scadenza (MM/AA)').fill('12/39');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Paga', exact: true }).click();
  await page.getByTestId('tab-payment-done').waitFor();
}

describe('splitting the bill of a table’s tab', () => {
  it(
    'one pays their dishes by card, one an equal share, one at the counter marked by the staff; every phone ends on "Conto saldato"',
    { timeout: 300_000 },
    async () => {
      const origin = harness.server.origin;
      const anna = await phoneJoins(harness.browser, origin, 'Anna');
      const bruno = await phoneJoins(harness.browser, origin, 'Bruno');
      const carla = await phoneJoins(harness.browser, origin, 'Carla');
      const phones = { anna, bruno, carla };
      for (const page of Object.values(phones)) closers.push(() => page.context().close());

      await journey(anna, 'tab-split-round', async () => {
        // Anna and Bruno add dishes; Carla sends the round for the table.
        await addDish(anna, 'Margherita', async (form) => {
          await form.getByRole('radio', { name: /Impasto integrale/ }).check();
        });
        await addDish(bruno, 'Acqua naturale 75 cl');
        await addDish(bruno, 'Acqua naturale 75 cl');
        await sendRound(carla);
        for (const page of Object.values(phones)) await page.getByTestId('pay-tab-panel').waitFor({ timeout: STEP });
      });

      const total = euros(await text(anna.getByTestId('tab-total')));
      expect(total).toBeGreaterThan(0);

      await journey(anna, 'tab-split-items', async () => {
        await anna.getByLabel(/^I miei piatti \(/).check();
        await screenshot(anna, 'tab-split-choice-phone');
        await payWithTestCard(anna);
        await screenshot(anna, 'tab-split-items-paid-phone');
      });
      // Every phone sees what is left, live.
      const left = euros(await text(anna.getByTestId('tab-remaining')));
      expect(left).toBeLessThan(total);
      await expect
        .poll(async () => euros(await text(carla.getByTestId('tab-remaining'))), { timeout: 15_000 })
        .toBe(left);

      await journey(bruno, 'tab-split-equal', async () => {
        await bruno.getByLabel('Una parte uguale').check();
        await bruno.getByLabel('Diviso per quante persone?').fill('3');
        await bruno.getByLabel('10 %').check();
        await bruno.getByTestId('tab-pay-summary').filter({ hasText: 'mancia' }).waitFor();
        await payWithTestCard(bruno);
      });

      await journey(carla, 'tab-split-counter', async () => {
        await expect
          .poll(async () => euros(await text(carla.getByTestId('tab-remaining'))), { timeout: 15_000 })
          .toBeLessThan(left);
        await carla.getByLabel(/^Tutto quello che resta/).check();
        await carla.getByLabel('Pago alla cassa').check();
        await carla.getByRole('button', { name: /^Pagherò .* alla cassa$/ }).click();
        await carla.getByTestId('counter-pending').waitFor();
        await screenshot(carla, 'tab-split-counter-pending-phone');
      });

      // The staff mark the counter payment on the board.
      const board = await kitchenBoard(harness.browser, origin);
      closers.push(() => board.context().close());
      await journey(board, 'tab-split-board', async () => {
        const card = board.getByTestId('table-tab-12');
        const mark = card.getByRole('button', { name: /^Segna pagato: Carla/ });
        await mark.waitFor({ timeout: 20_000 });
        await screenshot(board, 'tab-split-board-counter');
        await mark.click();
      });

      for (const [name, page] of Object.entries(phones)) {
        await journey(page, `tab-split-settled-${name}`, async () => {
          await page.getByTestId('tab-settled').waitFor({ timeout: 20_000 });
          expect(await text(page.getByTestId('tab-settled'))).toContain('Conto saldato');
        });
      }
      await screenshot(anna, 'tab-split-settled-phone');

      // The board shows the settled tab apart, done, with its rounds paid (fed by its stream).
      await journey(board, 'tab-split-board-settled', async () => {
        const done = board.getByTestId('table-tab-done-12');
        await done.waitFor({ timeout: 20_000 });
        expect(await text(done)).toContain('Conto saldato');
        expect(await board.getByTestId('table-tab-12').count()).toBe(0);
        await screenshot(board, 'tab-split-board-settled');
      });
    },
  );
});
