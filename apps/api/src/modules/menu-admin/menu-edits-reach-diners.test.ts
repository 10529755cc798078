// What the back office changes reaches the diners' calls at once: sold out shows
// on the menu and a stale cart is refused at save naming the dish; translations answer in the
// session's language and fall back to Italian.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupVariationsOf, menuSchema, type Menu } from '@tavola/domain/menu';
import { anonymousCustomer, bearer } from '../../test/ordering-fixtures';
import { authenticate, createTestApp } from '../../test/test-app';
import { demoLines, dineInOrder, NOW, save, type DemoLines } from '../order/order-test-helpers';
import { optionSoldOutMessage, productSoldOutMessage } from '../order/sold-out-check';
import * as service from './menu-admin-service';
import type { MenuEditor } from './menu-editor';

let t: Awaited<ReturnType<typeof createTestApp>>;
let l: DemoLines;
let ctx: service.MenuAdminContext;
const owner: MenuEditor = { companyId: 1, role: 'owner', seatWebIds: [] };
const kitchen: MenuEditor = { companyId: 1, role: 'staff', seatWebIds: [1] };

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  l = await demoLines(t.db);
  // The app's own menu-change signal, as the routes use it: it drops the kept menus.
  ctx = { db: t.db, now: () => NOW, menuChanged: (companyId) => t.app.menuChanges.notify(companyId) };
});
afterAll(() => t.close());

async function menu1(token: string): Promise<Menu> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/menuWeb/getMenuWebGroupByClassifiers?menuWebId=1',
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return menuSchema.parse(res.json());
}
const margheritaOf = (menu: Menu) =>
  menu.classifiers.flatMap((c) => c.products).find((p) => p.productWebId === l.margherita1.productWebId)!;

describe('sold out', () => {
  it('a sold-out dish shows soldOut and a stale cart naming it is refused with the dish in the message', async () => {
    const { token } = await anonymousCustomer(t.app, 'esaurito@example.com');
    expect(margheritaOf(await menu1(token)).soldOut).toBeUndefined();

    await service.setProductSoldOut(ctx, kitchen, l.margherita1.productWebId, true);
    expect(margheritaOf(await menu1(token)).soldOut).toBe(true);
    const res = await save(t.app, token, dineInOrder(l));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PRODUCT_SOLD_OUT', message: productSoldOutMessage('Margherita') });

    await service.setProductSoldOut(ctx, kitchen, l.margherita1.productWebId, false);
    expect((await save(t.app, token, dineInOrder(l))).statusCode).toBe(200);
  });

  it('a sold-out option is served disabled and refused at save naming option and dish', async () => {
    const { token } = await anonymousCustomer(t.app, 'bufala@example.com');
    await service.setIngredientSoldOut(ctx, kitchen, l.bufala.ingredientId, true);
    const option = groupVariationsOf(margheritaOf(await menu1(token)))
      .flatMap((g) => g.ingredients)
      .find((o) => o.ingredient.ingredientId === l.bufala.ingredientId);
    expect(option?.ingredient).toMatchObject({ soldOut: true, properties: 1 });
    const res = await save(t.app, token, dineInOrder(l));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'OPTION_SOLD_OUT',
      message: optionSoldOutMessage('Mozzarella di bufala campana DOP', 'Margherita'),
    });
    await service.setIngredientSoldOut(ctx, kitchen, l.bufala.ingredientId, false);
  });
});

describe('translations', () => {
  it('an English session reads the English name; untranslated texts and Italian sessions stay Italian', async () => {
    await service.saveTranslation(ctx, owner, {
      entityType: 'product',
      entityId: l.margherita1.productWebId,
      languageId: 2,
      fields: { description: 'Margherita pizza' },
    });
    const english = (await authenticate(t.app, { companyUrlName: 'demo', seatWebId: 1, languageId: 2 })).token;
    const italian = (await authenticate(t.app, { companyUrlName: 'demo', seatWebId: 1, languageId: 1 })).token;
    const inEnglish = await menu1(english);
    expect(margheritaOf(inEnglish).description).toBe('Margherita pizza');
    // Fallback: no English for the extended description or the menu name.
    expect(margheritaOf(inEnglish).extendedDescription).toBe(margheritaOf(await menu1(italian)).extendedDescription);
    expect(inEnglish.displayDescription).toBe('Menù alla carta');
    expect(margheritaOf(await menu1(italian)).description).toBe('Margherita');

    await service.saveTranslation(ctx, owner, {
      entityType: 'allergen',
      entityId: (await service.listAllergens(ctx, owner))[0].allergenId,
      languageId: 2,
      fields: { description: 'Gluten' },
    });
    const legend = await t.app.inject({
      method: 'GET',
      url: '/api/allergen/getAllAllergens',
      headers: bearer(english),
    });
    expect(legend.json()[0]).toEqual({ description: 'Gluten' });
  });
});
