// Three phones on table 12 of the demo share one tab. Each joins under a name
// from the table's QR link; two add dishes (one with options); the third sends the round; the
// kitchen's board shows one order for table 12, grouped under the table's open tab; every phone
// shows the round without a reload, and a reload keeps the phone in its tab.
import { describe, expect, it } from 'vitest';
import { journey, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/harness';
import { text } from './ordering-support';
import { addDish, kitchenBoard, phoneJoins, sendRound } from './table-tab-support';

const harness = useServerAndBrowser();

describe('the shared tab at table 12', () => {
  it('three phones join, two add dishes, one sends the round; the kitchen gets one order for table 12', async () => {
    const origin = harness.server.origin;
    const board = await kitchenBoard(harness.browser, origin);
    const anna = await phoneJoins(harness.browser, origin, 'Anna', 12, (page) => screenshot(page, 'table-tab-join'));
    await journey(anna, 'table-tab', async () => {
      await screenshot(anna, 'table-tab-live-empty');
      const bruno = await phoneJoins(harness.browser, origin, 'Bruno');
      const carla = await phoneJoins(harness.browser, origin, 'Carla');
      const phones = [anna, bruno, carla];
      // Everyone sees everyone.
      for (const phone of phones) {
        await expect.poll(async () => text(phone.getByTestId('tab-participants'))).toMatch(/Anna.*Bruno.*Carla/s);
      }

      // Anna: a Margherita with the wholemeal dough and without basil; Bruno: a water.
      await addDish(anna, 'Margherita', async (form) => {
        await form.getByRole('radio', { name: /Impasto integrale/ }).check();
        await form.getByRole('checkbox', { name: 'Meno: Basilico fresco' }).check();
      });
      await addDish(bruno, 'Acqua naturale 75 cl');
      for (const phone of phones) {
        await expect.poll(() => phone.getByTestId('tab-cart-line').count()).toBe(2);
        const cart = await text(phone.getByTestId('tab-cart'));
        expect(cart).toContain('Aggiunto da Anna');
        expect(cart).toContain('Più: Impasto integrale');
        expect(cart).toContain('Meno: Basilico fresco');
        expect(cart).toContain('Aggiunto da Bruno');
      }
      await screenshot(carla, 'table-tab-shared-cart');

      // Carla sends the round.
      const orderNumber = await sendRound(carla);
      for (const phone of phones) {
        await phone
          .getByTestId('tab-round')
          .filter({ hasText: `ordine n. ${orderNumber}` })
          .waitFor({ timeout: 5000 });
        await phone.getByTestId('tab-cart-empty').waitFor();
        expect(await text(phone.getByTestId('tab-round'))).toContain('inviato da Carla');
      }
      await screenshot(bruno, 'table-tab-round-sent');

      // The kitchen: one order, for table 12, and the table's open tab with its round.
      const card = board.locator('article').filter({ hasText: `Ordine n. ${orderNumber}` });
      await card.waitFor();
      expect(await text(card)).toMatch(/Tavolo\D*12/);
      const tab = board.getByTestId('table-tab-12');
      await tab.waitFor();
      await expect.poll(async () => text(tab.getByTestId('table-tab-rounds'))).toContain(`n. ${orderNumber}`);
      expect(await text(tab)).toMatch(/Anna.*Bruno.*Carla/s);
      await screenshot(board, 'table-tab-board');

      // The kitchen accepts it: every phone shows the round's new state.
      await card.getByRole('button', { name: 'Accetta', exact: true }).click();
      await card.getByRole('button', { name: 'Conferma accettazione' }).click();
      for (const phone of phones) {
        await phone.getByTestId('tab-round-state').getByText('Accettato').waitFor({ timeout: 5000 });
      }

      // A reload loses nothing: still in the tab, with its round.
      await anna.reload();
      await anna.getByTestId('tab-participants').getByText('Anna (tu)').waitFor();
      await anna
        .getByTestId('tab-round')
        .filter({ hasText: `ordine n. ${orderNumber}` })
        .waitFor();
      await screenshot(anna, 'table-tab-after-reload');
    });
  });
});
