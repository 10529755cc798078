// Issue #13 journeys, venues back office.
// (b) The owner raises Tavola Navigli's delivery minimum from 20 € to 30 € on the venue screen;
//     a diner's delivery cart of 21 € is then below the minimum and blocked, and goes through
//     once it reaches 30 € (the rule the cart shows is the one just saved).
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/harness';
import { journey, screenshot } from './support/browser';
import { addSimpleProduct, euros, newPage, MOBILE, openCart, text, waitForPath } from './ordering-support';

const harness = useServerAndBrowser();
const DELIVERY = 2;

describe('back office, venues', () => {
  it('the owner changes the delivery minimum and the diner’s cart rule follows', async () => {
    const origin = harness.server.origin;
    const owner = await newPage(harness.browser);
    const op = owner.page;
    await journey(op, 'back-office-venues-minimum', async () => {
      await op.goto(`${origin}/staff/sign-in?company=demo`);
      await op.getByLabel('Codice del ristorante').fill('demo');
      await op.getByLabel('E-mail').fill('titolare@demo.tavola.test');
      await op.getByLabel('Password').fill('titolare1');
      await op.getByRole('button', { name: 'Accedi' }).click();
      await op.waitForURL((url) => !url.pathname.includes('sign-in'));
      await op.getByRole('link', { name: 'Sedi', exact: true }).click();
      await op.getByRole('heading', { name: 'Le tue sedi' }).waitFor();
      await screenshot(op, 'back-office-venues-list');
      await op.getByRole('link', { name: 'Tavola Navigli — Modifica' }).click();
      await op.getByRole('heading', { name: /Modifica sede: Tavola Navigli/ }).waitFor();
      const minimum = op.getByLabel('Ordine minimo consegna (€)');
      expect(await minimum.inputValue()).toBe('20');

      // The domain schema speaks first: a negative amount is refused on its field.
      await minimum.fill('-1');
      await op.getByRole('button', { name: 'Salva', exact: true }).click();
      await op.getByText('Inserire un prezzo tra 0 e 9999,99 €').waitFor();
      await minimum.fill('30');
      await screenshot(op, 'back-office-venue-form');
      await op.getByRole('button', { name: 'Salva', exact: true }).click();
      await op.getByText('Sede salvata. I clienti vedono già le modifiche.').waitFor();
      expect(await minimum.inputValue()).toBe('30');
    });

    const diner = await newPage(harness.browser, MOBILE);
    const page = diner.page;
    await journey(page, 'back-office-venues-minimum-diner', async () => {
      await page.goto(`${origin}/?company=demo`);
      const card = page.getByTestId(`order-type-card-${DELIVERY}`);
      await card.waitFor();
      await card.getByRole('combobox', { name: 'Indirizzo' }).fill('Alzaia Nav');
      await page.getByRole('option', { name: /Alzaia Naviglio Grande/ }).click();
      await card.getByLabel('N. civico').fill('40');
      await card.getByRole('button', { name: 'Continua' }).click();
      const modal = page.getByRole('dialog');
      await modal.getByTestId('nearest-venue').waitFor();
      expect(await text(modal.getByTestId('nearest-venue'))).toContain('Tavola Navigli');
      await modal.getByRole('button', { name: 'Conferma' }).click();
      await waitForPath(page, /\/main\/day-selection$/);
      await page.getByRole('button', { name: 'Comincia ad ordinare' }).click();
      await waitForPath(page, /\/main\/menu$/);

      // 3 × 7 = 21 €: enough for the old 20 € minimum, not for the new 30 €.
      await addSimpleProduct(page, 'Pizze', 'Margherita');
      await openCart(page);
      const more = page.getByRole('button', { name: 'Aumenta la quantità di Margherita' });
      await more.click();
      await more.click();
      await page.getByRole('button', { name: "Completa l'ordine" }).click();
      const below = page.getByRole('alert').filter({ hasText: "L'importo dell'ordine è inferiore all'importo minimo" });
      await below.waitFor();
      expect(await text(below)).toContain('9,00');
      await screenshot(page, 'back-office-venues-diner-below-new-minimum');

      // 5 × 7 = 35 €: above the new minimum, the order goes on.
      await more.click();
      await more.click();
      expect(euros(await text(page.getByTestId('cart-total')))).toBe(35);
      await page.getByRole('button', { name: "Completa l'ordine" }).click();
      await page.waitForURL((url) => !url.pathname.endsWith('/main/cart'));
      expect(await below.count()).toBe(0);
    });
    await owner.context.close();
    await diner.context.close();
  });
});
