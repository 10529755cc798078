// The owner creates a pizza with a forced variation group and an allergen in
// the back office; a diner at Tavola Centro reads the allergen in the dish's information (an
// English diner later reads it in English), sees it, chooses a dearer dough and puts it in the
// cart at the right price; the owner marks it sold out and the diner's stale cart is refused
// at save with a message naming the dish; available again, the order goes through with the
// server's amount. The owner adds an English name and an English diner reads it. Then the
// owner prints the table QR sheet: table 12's link opens the menu.
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/harness';
import { journey, screenshot } from './support/browser';
import { createCustomer } from './support/accounts';
import {
  apiGet,
  chooseOrderType,
  customerIdOf,
  euros,
  logIn,
  newPage,
  openCart,
  openCategory,
  productButton,
  sessionToken,
  text,
  waitForPath,
} from './ordering-support';

const harness = useServerAndBrowser();
const DINE_IN = 0;
const DISH = 'Pizza del giorno';
const email = 'giulia.menu@example.com';
const password = 'Segreta123';

describe('back office, menus', () => {
  it('a new dish reaches the diner, and sold out refuses a stale cart', async () => {
    const origin = harness.server.origin;
    await createCustomer(origin, { email, password, firstName: 'Giulia', lastName: 'Verdi' }, { confirm: true });
    const owner = await newPage(harness.browser);
    const diner = await newPage(harness.browser);
    const op = owner.page;
    const dp = diner.page;

    await journey(op, 'back-office-menus', async () => {
      // The owner signs in and creates the dish in 'Pizze' of 'Menù alla carta'.
      await op.goto(`${origin}/staff/sign-in?company=demo`);
      await op.getByLabel('Codice del ristorante').fill('demo');
      await op.getByLabel('E-mail').fill('titolare@demo.tavola.test');
      await op.getByLabel('Password').fill('titolare1');
      await op.getByRole('button', { name: 'Accedi' }).click();
      await op.waitForURL((url) => !url.pathname.includes('sign-in'));
      await op.goto(`${origin}/staff/menu`);
      const pizze = op.getByRole('region', { name: 'Pizze' });
      await pizze.getByRole('button', { name: 'Nuovo prodotto' }).click();
      const form = op.getByRole('dialog', { name: 'Nuovo prodotto' });
      // The domain schema speaks first: an empty name is refused on the field.
      await form.getByRole('button', { name: 'Salva' }).click();
      await form.getByText('Compila il campo prima di continuare').waitFor();
      await form.getByLabel('Nome').fill(DISH);
      await form.getByLabel('Prezzo (€)').fill('11');
      await form.getByRole('group', { name: 'Allergeni' }).getByLabel('Glutine', { exact: true }).check();
      await form
        .getByRole('group', { name: /Gruppi di varianti/ })
        .getByLabel('Impasto (scelta obbligatoria)')
        .first()
        .check();
      await screenshot(op, 'back-office-product-form');
      await form.getByRole('button', { name: 'Salva' }).click();
      await form.waitFor({ state: 'detached' });
      const row = pizze.locator('.product-row', { hasText: DISH });
      await row.waitFor();
      expect(euros(await text(row))).toBe(11);
      await screenshot(op, 'back-office-products');

      // The diner sees it at once, with its forced dough and allergen.
      await chooseOrderType(dp, origin, DINE_IN);
      await waitForPath(dp, /\/main\/menu-selection$/);
      await dp.getByRole('button', { name: /Menù alla carta/ }).click();
      await waitForPath(dp, /\/main\/menu$/);
      await openCategory(dp, 'Pizze');
      // The dish information names the allergen the owner ticked.
      await dp.getByRole('button', { name: `Informazioni su ${DISH}` }).click();
      const info = dp.getByRole('dialog', { name: DISH });
      expect(await text(info.getByTestId('product-allergens'))).toContain('Glutine');
      await screenshot(dp, 'back-office-dish-allergens');
      await info.getByRole('button', { name: 'Chiudi' }).first().click();
      await info.waitFor({ state: 'detached' });
      await productButton(dp, DISH).click();
      await dp.getByRole('heading', { level: 1, name: DISH }).waitFor();
      expect(await dp.getByRole('radio', { name: 'Impasto classico' }).isChecked()).toBe(true);
      expect(euros(await text(dp.getByTestId('product-price')))).toBe(11);
      await dp.getByRole('radio', { name: /Impasto integrale/ }).check();
      expect(euros(await text(dp.getByTestId('product-price')))).toBe(12);
      await dp.getByRole('button', { name: 'Aggiungi al carrello' }).click();
      await expect.poll(async () => euros(await text(dp.getByTestId('floating-cart-button')))).toBe(12);

      await openCart(dp);
      await dp.getByRole('button', { name: "Completa l'ordine" }).click();
      await waitForPath(dp, /\/login$/);
      await logIn(dp, email, password);
      await waitForPath(dp, /\/main\/questions$/);
      // Tavola Centro keeps its tables (the demo's 10-14): the diner chooses one.
      await dp.getByLabel('Il tuo tavolo').selectOption('12');
      await dp.getByLabel('Sala').selectOption({ label: 'Dehors' });
      await dp.getByRole('button', { name: 'Conferma' }).click();
      await waitForPath(dp, /\/main\/payments$/);
      await dp.getByLabel('Pagamento alla cassa').check();

      // Meanwhile the kitchen runs out of it.
      // The switch follows the server's answer (no optimistic state): click, then wait for it.
      await row.getByLabel('Esaurito').click();
      // Waits like a locator (the list refetches after the server's answer; a busy machine is slow).
      await pizze.locator('.product-row.is-sold-out', { hasText: DISH }).waitFor();
      expect(await row.getByLabel('Esaurito').isChecked()).toBe(true);

      // The stale cart is refused, naming the dish.
      await dp.getByRole('button', { name: 'Conferma' }).click();
      await dp.getByText(`«${DISH}» è esaurito`, { exact: false }).waitFor();
      await screenshot(dp, 'back-office-sold-out-refused');
      expect(new URL(dp.url()).pathname).toMatch(/\/main\/payments$/);

      // Available again: the order goes through at the server's price.
      await row.getByLabel('Esaurito').click();
      await pizze.locator('.product-row:not(.is-sold-out)', { hasText: DISH }).waitFor();
      await dp.getByRole('button', { name: 'Conferma' }).click();
      await waitForPath(dp, /\/main\/order-summary\/\d+\/\d+$/);
      const [, orderId] = /order-summary\/(\d+)\//.exec(new URL(dp.url()).pathname)!;
      expect(await text(dp.locator('.order-details'))).toContain(`1 x ${DISH}`);
      const token = await sessionToken(dp);
      const orders = await apiGet<{ orderId: number; totalAmount: number }[]>(
        origin,
        token,
        `order/getCustomerOrders?customerId=${customerIdOf(token)}`,
      );
      expect(orders.find((o) => o.orderId === Number(orderId))?.totalAmount).toBe(12);

      // The owner adds an English name; a diner whose language is English reads it.
      await op.goto(`${origin}/staff/menu/translations`);
      const english = op.getByLabel(DISH, { exact: true });
      await english.fill('Pizza of the day');
      const save = op.locator('tr', { has: english }).getByRole('button', { name: 'Salva' });
      await save.click();
      await expect.poll(() => save.isDisabled()).toBe(true);
      const en = await newPage(harness.browser);
      await en.page.addInitScript(() =>
        localStorage.setItem('LastLanguageSelected', JSON.stringify({ languageId: 2, languageCode: 'en' })),
      );
      await en.page.goto(`${origin}/en/?company=demo`);
      const digital = en.page.getByTestId('order-type-card-4');
      await digital.waitFor();
      await digital.locator('select').selectOption({ label: 'Tavola Centro' });
      await digital.getByRole('button', { name: 'Continue' }).click();
      await waitForPath(en.page, /\/main\/menu-selection$/);
      await en.page.getByRole('button', { name: /Menù alla carta/ }).click();
      await waitForPath(en.page, /\/main\/menu$/);
      await openCategory(en.page, 'Pizze');
      await en.page.getByText('Pizza of the day').first().waitFor();
      // Its allergen in English too (every company's allergens carry their English names).
      await en.page.getByRole('button', { name: 'Information about Pizza of the day' }).click();
      const enInfo = en.page.getByRole('dialog', { name: 'Pizza of the day' });
      expect(await text(enInfo.getByTestId('product-allergens'))).toContain('Gluten');
      await enInfo.getByRole('button', { name: 'Close' }).first().click();
      await screenshot(en.page, 'back-office-english-diner');
      await en.context.close();

      // The QR sheet: a new table 15's link opens the dine-in menu with the table set (10-14 are the demo's).
      await op.goto(`${origin}/staff/menu/tables`);
      await op.getByLabel('Numero del tavolo').fill('15');
      await op.getByRole('button', { name: 'Aggiungi tavolo' }).click();
      const card = op.getByTestId('qr-15');
      await card.locator('img').waitFor();
      const link = await card.getByRole('link').getAttribute('href');
      expect(link).toBe(`${origin}/main/menu?company=demo&seatWebId=1&menuWebId=1&table=15`);
      await screenshot(op, 'back-office-qr-sheet');
    });
    await owner.context.close();
    await diner.context.close();
    // A long journey (sign-in, a dish, an order, translations, QR sheet) with axe on each screen.
  }, 180_000);
});
