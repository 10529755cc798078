// menuWeb/* on the demo data (spec 000 §3, §7): menus 1 'Menù alla carta' and 2 'Pranzo di
// lavoro' (digital menu + dine-in), 3 'Asporto e consegna' (takeaway + delivery), all for every
// venue of company 1; menu 4 is company 2's. Venues: Centro (1) everything, Navigli (2)
// takeaway and delivery, Isola (3) digital menu and booking.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extraFieldSchema, menuCollectionItemSchema, menuSchema, type Menu, type Product } from '@tavola/domain/menu';
import { MenuPublicationStatus } from '@tavola/domain/enums';
import { menuWebs } from '../../db/schema';
import { authenticate, createTestApp } from '../../test/test-app';
import { invalidateMenuCache } from './menu-cache';

const DIGITAL = MenuPublicationStatus.DigitalMenu;
const DELIVERY = MenuPublicationStatus.DeliveryMenu;
const TAKEAWAY = MenuPublicationStatus.TakeAwayMenu;
const LOCAL = MenuPublicationStatus.LocalOrder;

let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const [name, seatWebId] of [
    ['centro', 1],
    ['navigli', 2],
    ['isola', 3],
  ] as const) {
    tokens[name] = (await authenticate(t.app, { companyUrlName: 'demo', seatWebId })).token;
  }
  tokens.noVenue = (await authenticate(t.app, { companyUrlName: 'demo' })).token;
  tokens.bar = (await authenticate(t.app, { companyUrlName: 'menu-digitale' })).token;
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const collection = async (status: number, token: string) => {
  const res = await get(`/api/menuWeb/getCurrentMenuWebCollection?menuPublicationStatus=${status}`, token);
  expect(res.statusCode).toBe(200);
  return menuCollectionItemSchema.array().parse(res.json());
};
const fullMenu = async (url: string, token: string): Promise<Menu> => {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  return menuSchema.parse(res.json());
};
const product = (menu: Menu, description: string): Product => {
  const found = menu.classifiers.flatMap((c) => c.products).find((p) => p.description === description);
  if (!found) throw new Error(`${description} not in menu ${menu.menuWebId}`);
  return found;
};

describe('menuWeb/getCurrentMenuWebCollection', () => {
  it("lists the venue's menus whose publication mask has the status, in order", async () => {
    expect(await collection(DIGITAL, tokens.centro)).toEqual([
      {
        menuWebId: 1,
        description: 'Menù alla carta',
        extendedDescription: 'Tutti i nostri piatti: antipasti, primi, secondi, pizze, contorni e dolci.',
      },
      {
        menuWebId: 2,
        description: 'Pranzo di lavoro',
        extendedDescription: 'Dal lunedì al venerdì a pranzo: piatti del giorno veloci, a prezzo fisso.',
      },
    ]);
    expect((await collection(LOCAL, tokens.centro)).map((m) => m.menuWebId)).toEqual([1, 2]);
    expect((await collection(TAKEAWAY, tokens.centro)).map((m) => m.menuWebId)).toEqual([3]);
    expect((await collection(DELIVERY, tokens.navigli)).map((m) => m.menuWebId)).toEqual([3]);
  });

  it('is empty for an order type the venue does not offer', async () => {
    expect(await collection(LOCAL, tokens.isola)).toEqual([]);
    expect(await collection(DIGITAL, tokens.navigli)).toEqual([]);
    expect((await collection(DIGITAL, tokens.isola)).map((m) => m.menuWebId)).toEqual([1, 2]);
  });

  it("never lists another company's menus", async () => {
    expect((await collection(DIGITAL, tokens.bar)).map((m) => m.menuWebId)).toEqual([4]);
    expect((await collection(DIGITAL, tokens.noVenue)).map((m) => m.menuWebId)).toEqual([1, 2]);
  });

  it('needs a session and a valid status', async () => {
    expect((await get('/api/menuWeb/getCurrentMenuWebCollection?menuPublicationStatus=1')).statusCode).toBe(401);
    const res = await get('/api/menuWeb/getCurrentMenuWebCollection?menuPublicationStatus=5', tokens.centro);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].path).toBe('querystring.menuPublicationStatus');
  });
});

describe('menuWeb/getCurrentMenuWebGroupByClassifiers', () => {
  it('gives the first menu in full: classifiers in order, products with prices in euros', async () => {
    const menu = await fullMenu(
      `/api/menuWeb/getCurrentMenuWebGroupByClassifiers?menuPublicationStatus=${TAKEAWAY}`,
      tokens.centro,
    );
    expect(menu).toMatchObject({
      menuWebId: 3,
      description: 'Menù asporto e consegna',
      displayDescription: 'Asporto e consegna',
    });
    expect(menu.classifiers.map((c) => c.name)).toEqual(['Pizze', 'Primi', 'Secondi', 'Contorni', 'Dolci', 'Bevande']);
    expect(menu.classifiers[0]).toMatchObject({
      description: 'Cotte nel forno a legna',
      imageWebUrl: '/images/classifier-pizze.svg',
      useClassifierImage: true,
    });
    expect(menu.classifiers[0].products.map((p) => p.description).slice(0, 3)).toEqual([
      'Margherita',
      'Marinara',
      'Diavola',
    ]);

    const carbonara = product(menu, 'Spaghetti alla carbonara');
    expect(carbonara).toMatchObject({
      unitPrice: 12,
      imageWebUrl: '/images/product-pasta.svg',
      imageSmallWebUrl: '/images/product-pasta.svg',
    });
    // Own ingredients in order, with the removable flag and their allergens.
    expect(carbonara.ingredients.map((i) => [i.description, i.removable, i.unitPrice])).toEqual([
      ['Guanciale croccante', false, 2],
      ['Uova', false, 0.5],
      ['Pecorino romano DOP', true, 1],
      ['Pepe nero', true, 0],
    ]);
    expect(carbonara.ingredients[1].allergens).toEqual([{ description: 'Uova' }]);
    expect(carbonara.ingredients[3].allergens).toEqual([]);
    // Product allergens: its own plus those of its ingredients, in the catalogue's order.
    expect(carbonara.allergens.map((a) => a.description)).toEqual(['Glutine', 'Uova', 'Latte']);
    expect(carbonara.groupVariation1).toMatchObject({ description: 'Aggiunte', forceSelection: false });
    expect(carbonara.groupVariation2).toBeNull();
  });

  it('gives forced groups with priorities, a priority-0 option, disabled ingredients and features', async () => {
    const menu = await fullMenu(
      `/api/menuWeb/getCurrentMenuWebGroupByClassifiers?menuPublicationStatus=${DELIVERY}`,
      tokens.navigli,
    );
    const hamburger = product(menu, 'Hamburger della casa');
    expect(hamburger.features).toEqual([{ name: 'Novità', imageWebUrl: '/images/feature-novita.svg' }]);
    expect([
      hamburger.groupVariation1?.description,
      hamburger.groupVariation2?.description,
      hamburger.groupVariation3?.description,
    ]).toEqual(['Cottura', 'Salsa', 'Aggiunte']);
    const salsa = hamburger.groupVariation2!;
    expect(salsa.forceSelection).toBe(true);
    expect(salsa.ingredients.map((o) => o.priority)).toEqual([1, 2, 3, 0]);
    expect(salsa.ingredients[0].ingredient).toMatchObject({
      ingredientId: expect.any(Number),
      description: expect.any(String),
      unitPrice: expect.any(Number),
    });

    const margherita = product(menu, 'Margherita');
    const additions = [margherita.groupVariation1, margherita.groupVariation2, margherita.groupVariation3].find(
      (g) => g?.description === 'Aggiunte',
    )!;
    const tartufo = additions.ingredients.find((o) => o.ingredient.description.startsWith('Tartufo'))!;
    expect(tartufo.ingredient).toMatchObject({ properties: 1, unitPrice: 4 });
    const bufala = additions.ingredients.find((o) => o.ingredient.description.includes('bufala'))!;
    // An option's ingredient is id, description, price (and the disabled flag when set);
    // its allergens, read by no client, are no longer repeated on every product.
    expect(bufala.ingredient).toEqual({
      ingredientId: expect.any(Number),
      description: expect.stringContaining('bufala'),
      unitPrice: 2,
    });
    expect(margherita.features.map((f) => f.name)).toEqual(['Vegetariano']);
  });

  it('answers 404 when the venue has no menu for the order type', async () => {
    const res = await get(
      `/api/menuWeb/getCurrentMenuWebGroupByClassifiers?menuPublicationStatus=${TAKEAWAY}`,
      tokens.isola,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'MENU_NOT_FOUND', message: 'Il menù richiesto non è disponibile.' });
  });
});

describe('menuWeb/getMenuWebGroupByClassifiersByTimeFrame', () => {
  it("gives the frame's own menu, or the current one when the frame names none", async () => {
    const navigli = await fullMenu(
      `/api/menuWeb/getMenuWebGroupByClassifiersByTimeFrame?timeFrameWebId=3&menuPublicationStatus=${TAKEAWAY}`,
      tokens.navigli,
    );
    expect(navigli.menuWebId).toBe(3);
    const centro = await fullMenu(
      `/api/menuWeb/getMenuWebGroupByClassifiersByTimeFrame?timeFrameWebId=1&menuPublicationStatus=${LOCAL}`,
      tokens.centro,
    );
    expect(centro.menuWebId).toBe(1);
    const takeaway = await fullMenu(
      `/api/menuWeb/getMenuWebGroupByClassifiersByTimeFrame?timeFrameWebId=2&menuPublicationStatus=${TAKEAWAY}`,
      tokens.centro,
    );
    expect(takeaway.menuWebId).toBe(3);
  });

  it("answers 404 for another venue's frame", async () => {
    const res = await get(
      `/api/menuWeb/getMenuWebGroupByClassifiersByTimeFrame?timeFrameWebId=3&menuPublicationStatus=${TAKEAWAY}`,
      tokens.centro,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('TIME_FRAME_NOT_FOUND');
  });
});

describe('menuWeb/getMenuWebGroupByClassifiers', () => {
  it('gives a menu of the session company by id', async () => {
    const menu = await fullMenu('/api/menuWeb/getMenuWebGroupByClassifiers?menuWebId=2', tokens.isola);
    expect(menu.classifiers.map((c) => c.name)).toEqual([
      'Menù completo',
      'Primi del giorno',
      'Secondi del giorno',
      'Bevande',
    ]);
    // The same dish is priced per menu.
    expect(product(menu, 'Spaghetti alla carbonara').unitPrice).toBe(10);
  });

  it("answers 404 for another company's menu, an unknown or disabled one, 400 for a bad id", async () => {
    for (const id of [4, 9999]) {
      const res = await get(`/api/menuWeb/getMenuWebGroupByClassifiers?menuWebId=${id}`, tokens.centro);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json().code).toBe('MENU_NOT_FOUND');
    }
    expect((await get('/api/menuWeb/getMenuWebGroupByClassifiers?menuWebId=1', tokens.bar)).statusCode).toBe(404);
    expect((await get('/api/menuWeb/getMenuWebGroupByClassifiers?menuWebId=abc', tokens.centro)).statusCode).toBe(400);
  });

  it('hides a menu bound to another venue, and disabled menus everywhere', async () => {
    const [isolaOnly] = await t.db
      .insert(menuWebs)
      .values({
        companyId: 1,
        seatWebId: 3,
        displayDescription: 'Solo Isola',
        description: 'Solo Isola',
        publicationStatus: DIGITAL,
        sortOrder: 99,
      })
      .returning();
    // A venue's menu list is kept in memory too; a new menu is announced like any change.
    await invalidateMenuCache(t.db, 1);
    expect(
      (await get(`/api/menuWeb/getMenuWebGroupByClassifiers?menuWebId=${isolaOnly.menuWebId}`, tokens.isola))
        .statusCode,
    ).toBe(200);
    expect(
      (await get(`/api/menuWeb/getMenuWebGroupByClassifiers?menuWebId=${isolaOnly.menuWebId}`, tokens.centro))
        .statusCode,
    ).toBe(404);
    expect((await collection(DIGITAL, tokens.isola)).map((m) => m.menuWebId)).toEqual([1, 2, isolaOnly.menuWebId]);
    expect((await collection(DIGITAL, tokens.centro)).map((m) => m.menuWebId)).toEqual([1, 2]);

    await t.db.update(menuWebs).set({ enabled: false }).where(eq(menuWebs.menuWebId, isolaOnly.menuWebId));
    // Menus are kept in memory; whatever changes a menu says so (the back office's contract).
    await invalidateMenuCache(t.db, 1);
    expect(
      (await get(`/api/menuWeb/getMenuWebGroupByClassifiers?menuWebId=${isolaOnly.menuWebId}`, tokens.isola))
        .statusCode,
    ).toBe(404);
    expect((await collection(DIGITAL, tokens.isola)).map((m) => m.menuWebId)).toEqual([1, 2]);
  });
});

describe('menuWeb/getMenuWebExtraFields', () => {
  it('lists the extra questions in position order (item i fills extraField{i+1})', async () => {
    const res = await get('/api/menuWeb/getMenuWebExtraFields?menuWebId=1', tokens.centro);
    expect(res.statusCode).toBe(200);
    const fields = extraFieldSchema.array().parse(res.json());
    expect(fields.map((f) => f.caption).slice(0, 4)).toEqual([
      'Numero del tavolo',
      'Sala',
      'Peso desiderato della fiorentina (kg)',
      'Festeggi una ricorrenza? Indica la data',
    ]);
    expect(fields[0]).toEqual({
      required: true,
      caption: 'Numero del tavolo',
      type: 1,
      subtype: 1,
      maxLength: 3,
      values: [],
      rexValidate: '^[0-9]{1,3}$',
      fieldValue: null,
    });
    expect(fields[1].values).toEqual([
      { value: '1', caption: 'Sala interna' },
      { value: '2', caption: 'Dehors' },
      { value: '3', caption: 'Saletta privata' },
    ]);
  });

  it("is empty for a menu without questions and 404 for another company's menu", async () => {
    expect((await get('/api/menuWeb/getMenuWebExtraFields?menuWebId=4', tokens.bar)).json()).toEqual([]);
    expect((await get('/api/menuWeb/getMenuWebExtraFields?menuWebId=4', tokens.centro)).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents every menu, catalogue, time-frame and maps call under its spec path', async () => {
    const res = await get('/openapi.json');
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { summary?: string; tags?: string[] }>>;
    const expected: Array<[string, string]> = [
      ['get', '/api/menuWeb/getCurrentMenuWebCollection'],
      ['get', '/api/menuWeb/getCurrentMenuWebGroupByClassifiers'],
      ['get', '/api/menuWeb/getMenuWebGroupByClassifiersByTimeFrame'],
      ['get', '/api/menuWeb/getMenuWebGroupByClassifiers'],
      ['get', '/api/menuWeb/getMenuWebExtraFields'],
      ['get', '/api/allergen/getAllAllergens'],
      ['get', '/api/feature/getAllFeatures'],
      ['post', '/api/productWeb/getSuggestedProducts'],
      ['get', '/api/timeFrameWeb/getAllTimeFrames'],
      ['get', '/api/timeFrameWeb/getTimeFramesForCurrentSeat'],
      ['get', '/api/timeFrameWeb/getDaysForCurrentSeat'],
      ['post', '/api/timeFrameWeb/getAvailableSlotsForTimeFrame'],
      ['get', '/api/maps/suggest'],
      ['post', '/api/maps/nearestSeatWeb'],
    ];
    for (const [method, path] of expected) {
      expect(paths[path]?.[method]?.summary, `${method} ${path}`).toBeTruthy();
    }
    const days = paths['/api/timeFrameWeb/getDaysForCurrentSeat'].get as unknown as {
      parameters: Array<{ name: string }>;
    };
    expect(days.parameters.map((p) => p.name)).toEqual(['menuPublicationStatus']);
  });
});
