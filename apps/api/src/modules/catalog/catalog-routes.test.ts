// allergen/getAllAllergens, feature/getAllFeatures and productWeb/getSuggestedProducts
// (spec 000 §7, §9) on the demo data. Demo products marked suggested: carbonara, tagliata,
// margherita, patatine, tiramisù.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allergenSchema, featureSchema, productSchema, type Menu } from '@tavola/domain/menu';
import { authenticate, createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};
let takeawayMenu: Menu;
beforeAll(async () => {
  t = await createTestApp();
  tokens.centro = (await authenticate(t.app, { companyUrlName: 'demo', seatWebId: 1 })).token;
  tokens.bar = (await authenticate(t.app, { companyUrlName: 'menu-digitale' })).token;
  takeawayMenu = (await get('/api/menuWeb/getMenuWebGroupByClassifiers?menuWebId=3', tokens.centro)).json();
});
afterAll(() => t.close());

function get(url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}
const suggest = (payload: object, token = tokens.centro) =>
  t.app.inject({
    method: 'POST',
    url: '/api/productWeb/getSuggestedProducts',
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
const idOf = (description: string) =>
  takeawayMenu.classifiers.flatMap((c) => c.products).find((p) => p.description === description)!.productWebId;
const descriptions = (body: unknown) =>
  productSchema
    .array()
    .parse(body)
    .map((p) => p.description);

describe('allergen/getAllAllergens and feature/getAllFeatures', () => {
  it("list the session company's catalogue in order", async () => {
    const allergens = allergenSchema.array().parse((await get('/api/allergen/getAllAllergens', tokens.centro)).json());
    expect(allergens).toHaveLength(14);
    expect(allergens[0]).toEqual({ description: 'Glutine' });
    expect(allergens.at(-1)).toEqual({ description: 'Molluschi' });
    const features = featureSchema.array().parse((await get('/api/feature/getAllFeatures', tokens.centro)).json());
    expect(features.map((f) => f.name)).toEqual(['Vegetariano', 'Vegano', 'Piccante', 'Senza glutine', 'Novità']);
    expect(features[0].imageWebUrl).toBe('/images/feature-vegetariano.svg');
  });

  it('need a session', async () => {
    expect((await get('/api/allergen/getAllAllergens')).statusCode).toBe(401);
    expect((await get('/api/feature/getAllFeatures')).statusCode).toBe(401);
  });
});

describe('productWeb/getSuggestedProducts', () => {
  it("suggests from the cart's menu: suggested products first, none already in the cart, at most N", async () => {
    const res = await suggest({
      timeFrameId: 1,
      productIds: [idOf('Spaghetti alla carbonara')],
      suggestedProductsNumber: 5,
    });
    expect(res.statusCode).toBe(200);
    expect(descriptions(res.json())).toEqual(['Margherita', 'Patatine fritte', 'Tiramisù', 'Marinara', 'Diavola']);
    const two = await suggest({
      timeFrameId: 1,
      productIds: [idOf('Margherita'), idOf('Tiramisù')],
      suggestedProductsNumber: 2,
    });
    expect(descriptions(two.json())).toEqual(['Spaghetti alla carbonara', 'Patatine fritte']);
  });

  it("returns full products of the menu, never another company's", async () => {
    const [first] = productSchema
      .array()
      .parse((await suggest({ productIds: [idOf('Spaghetti alla carbonara')] })).json());
    expect(first).toMatchObject({ productWebId: idOf('Margherita'), unitPrice: 7 });
    expect(first.ingredients.length).toBeGreaterThan(0);
    const bar = await suggest({ productIds: [idOf('Margherita')] }, tokens.bar);
    expect(descriptions(bar.json())).toEqual(['Spritz Aperol', 'Negroni', 'Americano', 'Hugo', 'Aperitivo analcolico']);
  });

  it("with an empty cart suggests from the venue's menus, 5 by default", async () => {
    const res = await suggest({ productIds: [] });
    expect(descriptions(res.json())).toEqual([
      'Spaghetti alla carbonara',
      'Tagliata di manzo, rucola e grana',
      'Margherita',
      'Patatine fritte',
      'Tiramisù',
    ]);
  });

  it('refuses a bad request and needs a session', async () => {
    expect((await suggest({ productIds: 'tutti' })).statusCode).toBe(400);
    expect((await suggest({ productIds: [], suggestedProductsNumber: 0 })).statusCode).toBe(400);
    expect((await suggest({ productIds: [], suggestedProductsNumber: 21 })).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/productWeb/getSuggestedProducts',
      payload: { productIds: [] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
