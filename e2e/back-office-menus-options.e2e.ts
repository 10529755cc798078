// The rest of the menu back office: the owner edits a variation group and an
// ingredient (price and allergens: a diner pays the new price), renames a category in Italian
// and English and deletes an empty one (one with dishes is refused), adds a feature, reorders
// the pizzas by keyboard and by dragging (the order survives a reload), replaces the pizzas'
// category picture (the diner's menu shows it) and removes it; the kitchen marks the Margherita
// sold out from the order board and the diner sees it greyed and cannot order it.
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { journey, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/harness';
import {
  MOBILE,
  chooseOrderType,
  euros,
  newPage,
  openCategory,
  productButton,
  text,
  waitForPath,
} from './ordering-support';

const harness = useServerAndBrowser();
const DINE_IN = 0;
/** Each step signs in, saves and runs axe on a few screens: more than the default minute on a busy machine. */
const STEP_TIMEOUT = 180_000;

async function signInStaff(page: Page, origin: string, email: string, password: string) {
  await page.goto(`${origin}/staff/sign-in?company=demo`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL((url) => !url.pathname.includes('sign-in'));
}

/** Waits (like any locator) until the first rows are these dishes: the list refetches after the server's answer. */
async function waitForFirstPizzas(pizze: Locator, names: string[]) {
  for (const [index, name] of names.entries())
    await pizze.locator('.product-row .product-name').nth(index).filter({ hasText: name }).waitFor();
}

const pizzaNames = (pizze: Locator) =>
  pizze.locator('.product-row .product-name').evaluateAll((els) => els.map((el) => el.textContent?.trim() ?? ''));

async function openPizze(page: Page, origin: string) {
  await chooseOrderType(page, origin, DINE_IN);
  await waitForPath(page, /\/main\/menu-selection$/);
  await page.getByRole('button', { name: /Menù alla carta/ }).click();
  await waitForPath(page, /\/main\/menu$/);
  await openCategory(page, 'Pizze');
}

describe('back office, menus: options, order, pictures, sold out from the board', () => {
  // One story in steps; each step goes on from the pages the previous one left open.
  let op: Page;
  let dp: Page;
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers) await close();
  }, STEP_TIMEOUT);

  it(
    'the owner edits a variation group and an ingredient',
    async () => {
      const origin = harness.server.origin;
      const owner = await newPage(harness.browser, { width: 1280, height: 800 });
      closers.push(() => owner.context.close());
      op = owner.page;

      await journey(op, 'back-office-menus-options', async () => {
        await signInStaff(op, origin, 'titolare@demo.tavola.test', 'titolare1');

        // A variation group: renamed; the rule (forced = exactly one) is spelled out.
        await op.goto(`${origin}/staff/menu/variations`);
        const groups = op.getByRole('region', { name: 'Gruppi di varianti' });
        await groups.getByRole('button', { name: 'Modifica: Impasto', exact: true }).click();
        const groupForm = op.getByRole('dialog', { name: 'Modifica: Impasto' });
        await groupForm.getByText('esattamente 1 opzione').waitFor();
        await groupForm.getByLabel('Nome').fill('');
        await groupForm.getByRole('button', { name: 'Salva', exact: true }).click();
        await groupForm.getByText('Compila il campo prima di continuare').waitFor();
        await groupForm.getByLabel('Nome').fill("Scegli l'impasto");
        await screenshot(op, 'back-office-group-form');
        await groupForm.getByRole('button', { name: 'Salva', exact: true }).click();
        await groupForm.waitFor({ state: 'detached' });
        await groups.getByRole('button', { name: "Modifica: Scegli l'impasto", exact: true }).waitFor();

        // An ingredient: dearer, and it now declares soy.
        const ingredients = op.getByRole('region', { name: 'Ingredienti e opzioni' });
        await ingredients.getByRole('button', { name: 'Modifica: Impasto integrale', exact: true }).click();
        const ingredientForm = op.getByRole('dialog', { name: 'Modifica: Impasto integrale' });
        await ingredientForm.getByLabel('Prezzo aggiunta (€)').fill('1.20');
        await ingredientForm.getByRole('group', { name: 'Allergeni' }).getByLabel('Soia', { exact: true }).check();
        await screenshot(op, 'back-office-ingredient-form');
        await ingredientForm.getByRole('button', { name: 'Salva', exact: true }).click();
        await ingredientForm.waitFor({ state: 'detached' });
        const integrale = ingredients.locator('.list-group-item', { hasText: 'Impasto integrale' });
        await integrale.filter({ hasText: 'Soia' }).waitFor();
        expect(await text(integrale)).toContain('1,20');
        await screenshot(op, 'back-office-variations');
      });
    },
    STEP_TIMEOUT,
  );

  it(
    'renames a category in Italian and English, deletes an empty one and is refused one with dishes; adds a feature',
    async () => {
      const origin = harness.server.origin;
      await journey(op, 'back-office-menus-categories', async () => {
        await op.goto(`${origin}/staff/menu`);
        await op.getByLabel('Nuova categoria').fill('Da provare');
        await op.getByRole('button', { name: 'Aggiungi', exact: true }).click();
        const trial = op.getByRole('region', { name: 'Da provare' });
        await trial.getByRole('button', { name: 'Rinomina la categoria: Da provare' }).click();
        const rename = op.getByRole('dialog', { name: 'Rinomina la categoria: Da provare' });
        await rename.getByLabel('Nome (italiano)').fill('Novità della settimana');
        await rename.getByLabel(/Nome in English/).fill('New this week');
        await screenshot(op, 'back-office-category-rename');
        await rename.getByRole('button', { name: 'Salva', exact: true }).click();
        await rename.waitFor({ state: 'detached' });
        const renamed = op.getByRole('region', { name: 'Novità della settimana' });
        await renamed.waitFor();

        // A category still holding dishes is not deleted, and the owner reads what to do.
        await op
          .getByRole('region', { name: 'Pizze' })
          .getByRole('button', { name: 'Elimina la categoria: Pizze' })
          .click();
        await op
          .getByText('La categoria «Pizze» contiene ancora dei prodotti: non viene eliminata.', { exact: false })
          .waitFor();
        await screenshot(op, 'back-office-category-not-empty');
        // The empty one goes, after a confirmation.
        op.once('dialog', (dialog) => void dialog.accept());
        await renamed.getByRole('button', { name: 'Elimina la categoria: Novità della settimana' }).click();
        await op.getByText('Categoria eliminata.').waitFor();
        await renamed.waitFor({ state: 'detached' });
        await op.getByRole('region', { name: 'Pizze' }).waitFor();

        // A feature, named in Italian and English, is offered on every dish.
        await op.goto(`${origin}/staff/menu/variations`);
        const featuresSection = op.getByRole('region', { name: 'Caratteristiche' });
        await featuresSection.getByRole('button', { name: 'Nuova caratteristica' }).click();
        const featureForm = op.getByRole('dialog', { name: 'Nuova caratteristica' });
        await featureForm.getByLabel('Nome (italiano)').fill('Km zero');
        await featureForm.getByLabel(/Nome in English/).fill('Locally sourced');
        await featureForm.getByRole('button', { name: 'Salva', exact: true }).click();
        await featureForm.waitFor({ state: 'detached' });
        await featuresSection.getByText('Km zero').waitFor();
        await screenshot(op, 'back-office-features');
      });
    },
    STEP_TIMEOUT,
  );

  it(
    'reorders the pizzas by keyboard and by drag, and replaces their category picture',
    async () => {
      const origin = harness.server.origin;
      await journey(op, 'back-office-menus-reorder', async () => {
        // Reorder the pizzas: by keyboard on the drag handle (space, arrow down, space)...
        await op.goto(`${origin}/staff/menu`);
        const pizze = op.getByRole('region', { name: 'Pizze' });
        await pizze.locator('.product-row').first().waitFor();
        const before = await pizzaNames(pizze);
        expect(before.slice(0, 3)).toEqual(['Margherita', 'Marinara', 'Diavola']);
        const margheritaHandle = pizze.getByRole('button', { name: 'Trascina per riordinare: Margherita' });
        await margheritaHandle.focus();
        // Each key waits for what a screen reader hears (dnd-kit's live region) before the next.
        const heard = (words: string) => op.getByText(words, { exact: true }).waitFor({ state: 'attached' });
        await op.keyboard.press('Space');
        await heard(`Margherita in posizione 1 di ${before.length}.`);
        await op.keyboard.press('ArrowDown');
        await heard(`Margherita in posizione 2 di ${before.length}.`);
        await op.keyboard.press('Space');
        await heard(`Margherita lasciato in posizione 2 di ${before.length}.`);
        await waitForFirstPizzas(pizze, ['Marinara', 'Margherita', 'Diavola']);

        // ...and by dragging the Diavola's handle above the Marinara with the pointer.
        const handle = await pizze.getByRole('button', { name: 'Trascina per riordinare: Diavola' }).boundingBox();
        const target = await pizze.locator('.product-row', { hasText: 'Marinara' }).boundingBox();
        await op.mouse.move(handle!.x + handle!.width / 2, handle!.y + handle!.height / 2);
        await op.mouse.down();
        for (let step = 1; step <= 10; step++) {
          await op.mouse.move(
            handle!.x + handle!.width / 2,
            handle!.y + handle!.height / 2 + ((target!.y + 4 - handle!.y) * step) / 10,
          );
        }
        await op.mouse.up();
        await waitForFirstPizzas(pizze, ['Diavola', 'Marinara', 'Margherita']);
        // The server stored it: a reload shows the same order.
        await op.reload();
        await pizze.locator('.product-row').first().waitFor();
        expect((await pizzaNames(pizze)).slice(0, 3)).toEqual(['Diavola', 'Marinara', 'Margherita']);

        // The pizzas' category picture is replaced...
        // A 2x2 red PNG: the server decodes, resizes and stores it as WebP.
        const png = Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWO4a2x819iYAUIBACYKBQ152ofxAAAAAElFTkSuQmCC',
          'base64',
        );
        await pizze
          .getByLabel('Sostituisci la foto: Pizze')
          .setInputFiles({ name: 'pizze.png', mimeType: 'image/png', buffer: png });
        const thumb = pizze.locator('img.classifier-thumb');
        await pizze.locator('img.classifier-thumb[src^="/media/menu/"]').waitFor();
        expect(await thumb.getAttribute('src')).toMatch(/^\/media\/menu\/\d+\/[0-9a-f-]+\.webp$/);
        await screenshot(op, 'back-office-category-picture');
      });
    },
    STEP_TIMEOUT,
  );

  it(
    "the diner reads the new order and picture and pays the ingredient's new price; the picture is removed",
    async () => {
      const origin = harness.server.origin;
      const diner = await newPage(harness.browser, MOBILE);
      closers.push(() => diner.context.close());
      dp = diner.page;
      await journey(dp, 'back-office-menus-options-diner', async () => {
        await openPizze(dp, origin);
        const header = dp.locator('.classifier-accordion').getByRole('button', { name: /^Pizze/ });
        expect(await header.locator('img').getAttribute('src')).toMatch(/^\/media\/menu\//);
        const names = await dp
          .locator('.classifier-accordion .accordion-collapse.show .product-row-name')
          .evaluateAll((els) => els.map((el) => el.firstChild?.textContent?.trim()));
        expect(names.slice(0, 3)).toEqual(['Diavola', 'Marinara', 'Margherita']);
        await productButton(dp, 'Marinara').click();
        await dp.getByRole('heading', { level: 1, name: 'Marinara' }).waitFor();
        await dp.getByRole('group', { name: /Scegli l'impasto/ }).waitFor();
        const base = euros(await text(dp.getByTestId('product-price')));
        await dp.getByRole('radio', { name: /Impasto integrale/ }).check();
        expect(Math.round((euros(await text(dp.getByTestId('product-price'))) - base) * 100)).toBe(120);
      });

      // The owner removes the picture again: the category has none.
      await op.getByRole('button', { name: 'Togli la foto: Pizze' }).click();
      await op.getByRole('region', { name: 'Pizze' }).locator('img.classifier-thumb').waitFor({ state: 'detached' });
    },
    STEP_TIMEOUT,
  );

  it(
    'the kitchen marks the Margherita and the buffalo mozzarella sold out from the order board; the diner sees the dish greyed and cannot order it',
    async () => {
      const origin = harness.server.origin;
      // The kitchen marks the Margherita sold out from the order board of Tavola Centro.
      const kitchen = await newPage(harness.browser, { width: 1280, height: 800 });
      closers.push(() => kitchen.context.close());
      const kp = kitchen.page;
      await journey(kp, 'board-sold-out', async () => {
        await signInStaff(kp, origin, 'cucina@demo.tavola.test', 'cucina123');
        await kp.getByRole('link', { name: 'Tavola Centro — Ordini' }).click();
        await waitForPath(kp, /\/staff\/venues\/\d+\/orders$/);
        await kp.getByRole('button', { name: 'Esauriti', exact: true }).click();
        const panel = kp.getByRole('dialog', { name: 'Piatti esauriti' });
        await panel.getByLabel('Cerca un piatto').fill('Margherita');
        const margherita = panel
          .getByRole('region', { name: 'Pizze · Menù alla carta' })
          .getByLabel('Margherita — esaurito');
        // The switch follows the server's answer (no optimistic state): click, then wait for it.
        await margherita.click();
        // Said to screen readers once the server has saved it.
        await panel.getByText('Margherita è ora esaurito.').waitFor({ state: 'attached' });
        expect(await margherita.isChecked()).toBe(true);
        await screenshot(kp, 'board-sold-out-panel');

        // An option too, from the same panel: the buffalo mozzarella runs out.
        await panel.getByLabel('Cerca un piatto').fill('bufala');
        const bufala = panel
          .getByRole('region', { name: 'Opzioni e ingredienti' })
          .getByLabel('Mozzarella di bufala campana DOP — esaurito');
        await bufala.click();
        await panel.getByText('Mozzarella di bufala campana DOP è ora esaurito.').waitFor({ state: 'attached' });
        expect(await bufala.isChecked()).toBe(true);
        const stored = (await (await kp.request.get(`${origin}/api/staff/menu/ingredients`)).json()) as Array<{
          description: string;
          soldOut: boolean;
        }>;
        expect(stored.find((o) => o.description === 'Mozzarella di bufala campana DOP')?.soldOut).toBe(true);
      });

      // The diner's list greys it, says so to a screen reader, and it cannot reach the cart.
      await journey(dp, 'diner-sees-sold-out', async () => {
        await openPizze(dp, origin);
        const row = dp.locator('.classifier-accordion .product-row.is-sold-out', { hasText: 'Margherita' });
        await row.waitFor();
        expect(await text(row)).toContain('Esaurito');
        const soldOut = dp.getByRole('button', { name: /^Margherita ?: esaurito, non ordinabile/ });
        await screenshot(dp, 'diner-sold-out-row');
        await soldOut.click();
        // Only the dish's information opens: no detail page, no add-to-cart.
        await dp.getByRole('dialog').waitFor();
        expect(new URL(dp.url()).pathname).toMatch(/\/main\/menu$/);
        expect(await dp.getByRole('button', { name: 'Aggiungi al carrello' }).count()).toBe(0);
      });
    },
    STEP_TIMEOUT,
  );
});
