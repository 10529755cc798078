// Paying a share of a table's tab with a provider other than a card: the
// demo's simulated Satispay, its stand-in web button served by the app itself, any request to
// Satispay's real hosts failing the journey. A phone on table 12 sends a round and pays
// everything left with Satispay: refused in the app first (the share is free again, nothing
// paid), then accepted; the server asks Satispay and the tab ends "Conto saldato". Then the
// table's next tab is paid with the demo's simulated Nexi XPay card, whose nonce the tab's
// completion pays: a refused card first, then an authorised one.
import { afterAll, describe, expect, it } from 'vitest';
import { journey, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/harness';
import { euros, text } from './ordering-support';
import { addDish, phoneJoins, sendRound } from './table-tab-support';

const harness = useServerAndBrowser();
const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closers) await close();
});

describe('a share of the tab paid with a provider’s widget', () => {
  it(
    'pays everything left with the simulated Satispay after a refusal; the tab is settled',
    { timeout: 240_000 },
    async () => {
      const anna = await phoneJoins(harness.browser, harness.server.origin, 'Anna');
      closers.push(() => anna.context().close());
      const external: string[] = [];
      await anna.context().route(/satispay\.com/, async (route) => {
        external.push(route.request().url());
        await route.abort();
      });

      await journey(anna, 'tab-providers-round', async () => {
        await addDish(anna, 'Acqua naturale 75 cl');
        await addDish(anna, 'Acqua naturale 75 cl');
        await sendRound(anna);
        await anna.getByTestId('pay-tab-panel').waitFor({ timeout: 60_000 });
      });
      await expect
        .poll(async () => euros(await text(anna.getByTestId('tab-remaining'))), { timeout: 15_000 })
        .toBeGreaterThan(0);
      const left = euros(await text(anna.getByTestId('tab-remaining')));

      await journey(anna, 'tab-providers-satispay-refused', async () => {
        await anna.getByLabel(/^Tutto quello che resta/).check();
        await anna.getByLabel('Satispay (simulato)').check();
        await anna.getByText('Satispay simulato: nessun addebito reale.').waitFor();
        const pay = anna.getByTestId('satispay-payment').getByRole('button', { name: 'Paga con Satispay' });
        await pay.waitFor();
        await screenshot(anna, 'tab-providers-satispay-phone');
        await pay.click();
        await anna
          .getByRole('dialog', { name: 'Satispay' })
          .getByRole('button', { name: 'Rifiuta il pagamento' })
          .click();
        await anna
          .getByTestId('tab-payment-error')
          .filter({ hasText: 'Il pagamento non è andato a buon fine' })
          .waitFor({ timeout: 20_000 });
        // Nothing paid, nothing held: the whole share is free again.
        await expect
          .poll(async () => euros(await text(anna.getByTestId('tab-remaining'))), { timeout: 15_000 })
          .toBe(left);
        await screenshot(anna, 'tab-providers-satispay-refused-phone');
      });

      await journey(anna, 'tab-providers-satispay-paid', async () => {
        const pay = anna.getByTestId('satispay-payment').getByRole('button', { name: 'Paga con Satispay' });
        await pay.click();
        await anna.getByRole('dialog', { name: 'Satispay' }).getByRole('button', { name: 'Paga con Satispay' }).click();
        await anna.getByTestId('tab-settled').waitFor({ timeout: 20_000 });
        expect(await text(anna.getByTestId('tab-settled'))).toContain('Conto saldato');
        expect(await text(anna.getByTestId('tab-payments'))).toContain('Anna');
        await screenshot(anna, 'tab-providers-satispay-settled-phone');
      });
      expect(external).toEqual([]);
    },
  );

  it(
    'pays the next tab with the simulated Nexi XPay card after a refused card; the tab is settled',
    { timeout: 240_000 },
    async () => {
      const bruno = await phoneJoins(harness.browser, harness.server.origin, 'Bruno');
      closers.push(() => bruno.context().close());
      const external: string[] = [];
      await bruno.context().route(/nexi\.it/, async (route) => {
        external.push(route.request().url());
        await route.abort();
      });
      await addDish(bruno, 'Acqua naturale 75 cl');
      await sendRound(bruno);
      await bruno.getByTestId('pay-tab-panel').waitFor({ timeout: 60_000 });
      await expect
        .poll(async () => euros(await text(bruno.getByTestId('tab-remaining'))), { timeout: 15_000 })
        .toBeGreaterThan(0);

      const card = async (number: string) => {
        await bruno.getByLabel('Numero della carta').fill(number);
        await bruno.getByLabel('Scadenza (MM/AA)').fill('12/30');
        await bruno.getByLabel('CVV').fill('123');
        await bruno.getByTestId('nexi-payment').getByRole('button', { name: 'Conferma', exact: true }).click();
      };
      await journey(bruno, 'tab-providers-nexi', async () => {
        await bruno.getByLabel(/^Tutto quello che resta/).check();
        await bruno.getByLabel('Carta (Nexi XPay) (simulato)').check();
        await bruno.getByText('Pagamento simulato: nessun addebito reale.').waitFor();
        await bruno.getByLabel('Numero della carta').waitFor();
        await card('4000 0000 0000 0002');
        await bruno
          .getByTestId('tab-payment-error')
          .filter({ hasText: 'Il pagamento non è andato a buon fine' })
          .waitFor({ timeout: 20_000 });
        await screenshot(bruno, 'tab-providers-nexi-refused-phone');
        await card('4242 4242 4242 4242');
        await bruno.getByTestId('tab-settled').waitFor({ timeout: 20_000 });
        await expect
          .poll(async () => text(bruno.getByTestId('tab-payments')), { timeout: 15_000 })
          .toMatch(/il resto · pagato/);
        await screenshot(bruno, 'tab-providers-nexi-settled-phone');
      });
      expect(external).toEqual([]);
    },
  );
});
