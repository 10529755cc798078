// Allergens from the first day, and categories and features a restaurant can rename and
// delete: a new company has the 14 allergens of Annex II in Italian and English; one created
// before gets them when its back office first lists them; allergens set on an ingredient and
// a product reach the diners' menu in both languages; a category is renamed (with its English
// name) and deleted, never while products are in it nor by another company; features are
// created, renamed and deleted by the owner.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allergenSchema, menuSchema, type Menu } from '@tavola/domain/menu';
import type {
  AdminAllergen,
  AdminFeature,
  AdminMenuClassifier,
  AdminProduct,
  AdminTranslation,
} from '@tavola/domain/menu-admin';
import { OrderStatus, OrderType } from '@tavola/domain/enums';
import { allergens, companies, companyLanguages, orderDetails, orders, productFeatures } from '../../db/schema';
import { bearer } from '../../test/ordering-fixtures';
import { authenticate, createTestApp } from '../../test/test-app';
import { EU_ALLERGENS } from '../company-setup/eu-allergens';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';

const TOKEN = 'operator-token-for-allergen-tests-0123';
const ENGLISH = 2;
type Headers = Record<string, string>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Headers;
let manager: Headers;
let otherOwner: Headers;

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_TOKEN: TOKEN } });
  owner = (await createSignedInStaff(t, { role: 'owner' })).headers;
  manager = (await createSignedInStaff(t, { role: 'manager', seatWebIds: [1] })).headers;
  otherOwner = (await createSignedInStaff(t, { company: 'menu-digitale', role: 'owner' })).headers;
});
afterAll(() => t.close());

// As the back office's own pages send them (the staff side refuses changes from elsewhere).
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/staff/menu${url}`,
    headers: { 'sec-fetch-site': 'same-origin', ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const legend = async (token: string) =>
  allergenSchema
    .array()
    .parse(
      (await t.app.inject({ method: 'GET', url: '/api/allergen/getAllAllergens', headers: bearer(token) })).json(),
    );
const englishNames = async (headers: Headers) =>
  (
    (await call('GET', `/translations?languageId=${ENGLISH}`, headers)).json() as { translations: AdminTranslation[] }
  ).translations.filter((tr) => tr.entityType === 'allergen');

describe('every company has the 14 allergens of Annex II', () => {
  it('a company the operator creates has them at once, in Italian and English', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/operator/companies',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: {
        urlName: 'osteria-allergeni',
        tradeName: 'Osteria Allergeni',
        ownerEmail: 'titolare@osteria-allergeni.it',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { companyId } = created.json() as { companyId: number };
    // Stored by the creation itself, before anyone opens the back office.
    const stored = await t.db
      .select()
      .from(allergens)
      .where(eq(allergens.companyId, companyId))
      .orderBy(allergens.sortOrder);
    expect(stored.map((a) => a.description)).toEqual(EU_ALLERGENS.map((a) => a.it));

    const italian = (await authenticate(t.app, { companyUrlName: 'osteria-allergeni', languageId: 1 })).token;
    const english = (await authenticate(t.app, { companyUrlName: 'osteria-allergeni', languageId: ENGLISH })).token;
    expect((await legend(italian)).map((a) => a.description)).toEqual(EU_ALLERGENS.map((a) => a.it));
    expect((await legend(english)).map((a) => a.description)).toEqual(EU_ALLERGENS.map((a) => a.en));

    const theirOwner = (await createSignedInStaff(t, { company: 'osteria-allergeni', role: 'owner' })).headers;
    const listed = (await call('GET', '/allergens', theirOwner)).json() as AdminAllergen[];
    expect(listed).toHaveLength(14);
    expect((await englishNames(theirOwner)).map((tr) => tr.value).sort()).toEqual(EU_ALLERGENS.map((a) => a.en).sort());
  });

  it('a company created without them gets them when its back office lists allergens, once; one with its own list keeps it', async () => {
    const [bare] = await t.db
      .insert(companies)
      .values({ urlName: 'trattoria-vecchia', tradeName: 'Trattoria Vecchia' })
      .returning();
    await t.db.insert(companyLanguages).values([
      { companyId: bare.companyId, languageId: 1, isDefault: true, sortOrder: 0 },
      { companyId: bare.companyId, languageId: ENGLISH, isDefault: false, sortOrder: 1 },
    ]);
    const headers = (await createSignedInStaff(t, { company: 'trattoria-vecchia', role: 'owner' })).headers;
    const first = (await call('GET', '/allergens', headers)).json() as AdminAllergen[];
    expect(first.map((a) => a.description)).toEqual(EU_ALLERGENS.map((a) => a.it));
    const again = (await call('GET', '/allergens', headers)).json() as AdminAllergen[];
    expect(again).toEqual(first);
    expect(await englishNames(headers)).toHaveLength(14);

    const [own] = await t.db
      .insert(companies)
      .values({ urlName: 'lista-propria', tradeName: 'Lista propria' })
      .returning();
    await t.db.insert(allergens).values({ companyId: own.companyId, description: 'Glutine' });
    const ownHeaders = (await createSignedInStaff(t, { company: 'lista-propria', role: 'owner' })).headers;
    expect(((await call('GET', '/allergens', ownHeaders)).json() as AdminAllergen[]).map((a) => a.description)).toEqual(
      ['Glutine'],
    );
  });
});

describe('allergens of ingredients and products reach the diners', () => {
  it("saved from the back office, they show in the diner's menu, in the diner's language", async () => {
    const list = (await call('GET', '/allergens', owner)).json() as AdminAllergen[];
    const idOf = (name: string) => list.find((a) => a.description === name)!.allergenId;
    const ingredient = await call('POST', '/ingredients', owner, {
      description: 'Semi tostati',
      unitPrice: 0,
      properties: 0,
      priority: 0,
      allergenIds: [idOf('Sesamo')],
    });
    expect(ingredient.statusCode, ingredient.body).toBe(200);
    expect(ingredient.json().allergenIds).toEqual([idOf('Sesamo')]);
    const classifier = (
      await call('POST', '/classifiers', owner, {
        menuWebId: 1,
        name: 'Novità di stagione',
        description: null,
        useClassifierImage: false,
      })
    ).json() as AdminMenuClassifier;
    const created = await call('POST', '/products', owner, {
      menuClassifierId: classifier.menuClassifierId,
      description: 'Insalata di stagione',
      extendedDescription: null,
      unitPrice: 9,
      enabled: true,
      suggested: false,
      allergenIds: [idOf('Senape'), idOf('Sedano')],
      featureIds: [],
      ingredients: [{ ingredientId: ingredient.json().ingredientId, removable: true }],
      groupVariationIds: [],
    });
    expect(created.statusCode, created.body).toBe(200);
    const product = created.json() as AdminProduct;
    expect(product.allergenIds.sort()).toEqual([idOf('Senape'), idOf('Sedano')].sort());

    const dish = async (languageId: number) => {
      const token = (await authenticate(t.app, { companyUrlName: 'demo', seatWebId: 1, languageId })).token;
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/menuWeb/getMenuWebGroupByClassifiers?menuWebId=1',
        headers: bearer(token),
      });
      expect(res.statusCode, res.body).toBe(200);
      const menu: Menu = menuSchema.parse(res.json());
      return menu.classifiers.flatMap((c) => c.products).find((p) => p.productWebId === product.productWebId)!;
    };
    const italian = await dish(1);
    expect(italian.allergens.map((a) => a.description)).toEqual(['Sedano', 'Senape']);
    expect(italian.ingredients[0].allergens.map((a) => a.description)).toEqual(['Sesamo']);
    const english = await dish(ENGLISH);
    expect(english.allergens.map((a) => a.description)).toEqual(['Celery', 'Mustard']);
    expect(english.ingredients[0].allergens.map((a) => a.description)).toEqual(['Sesame']);
  });
});

describe('categories: rename and delete', () => {
  const classifierInput = (name: string) => ({ menuWebId: 1, name, description: null, useClassifierImage: false });

  it('a category is renamed in Italian and English; the diners read the new names', async () => {
    const created = (
      await call('POST', '/classifiers', owner, classifierInput('Secondi di terra'))
    ).json() as AdminMenuClassifier;
    const renamed = await call('PUT', `/classifiers/${created.menuClassifierId}`, owner, {
      ...classifierInput('Secondi di carne'),
      version: created.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Secondi di carne', version: created.version + 1 });
    const english = await call('PUT', '/translations', owner, {
      entityType: 'menuClassifier',
      entityId: created.menuClassifierId,
      languageId: ENGLISH,
      fields: { name: 'Meat mains' },
    });
    expect(english.statusCode, english.body).toBe(200);
    // The version read before the rename is stale now.
    expect(
      (
        await call('PUT', `/classifiers/${created.menuClassifierId}`, owner, {
          ...classifierInput('Altro nome'),
          version: created.version,
        })
      ).statusCode,
    ).toBe(409);
    // A blank name is a 400 on the field.
    const blank = await call('PUT', `/classifiers/${created.menuClassifierId}`, owner, {
      ...classifierInput('  '),
      version: created.version + 1,
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual([expect.objectContaining({ path: expect.stringContaining('name') })]);
    // A category is shown to diners once it has a product.
    const product = await call('POST', '/products', owner, {
      menuClassifierId: created.menuClassifierId,
      description: 'Tagliata',
      extendedDescription: null,
      unitPrice: 18,
      enabled: true,
      suggested: false,
      allergenIds: [],
      featureIds: [],
      ingredients: [],
      groupVariationIds: [],
    });
    expect(product.statusCode, product.body).toBe(200);
    const names = async (languageId: number) => {
      const token = (await authenticate(t.app, { companyUrlName: 'demo', seatWebId: 1, languageId })).token;
      const menu = menuSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/menuWeb/getMenuWebGroupByClassifiers?menuWebId=1',
            headers: bearer(token),
          })
        ).json(),
      );
      return menu.classifiers.map((c) => c.name);
    };
    expect(await names(1)).toContain('Secondi di carne');
    expect(await names(ENGLISH)).toContain('Meat mains');
  });

  it('an empty category is deleted, with its translations; one with products is refused and kept', async () => {
    const empty = (
      await call('POST', '/classifiers', owner, classifierInput('Da togliere'))
    ).json() as AdminMenuClassifier;
    await call('PUT', '/translations', owner, {
      entityType: 'menuClassifier',
      entityId: empty.menuClassifierId,
      languageId: ENGLISH,
      fields: { name: 'To remove' },
    });
    const deleted = await call('DELETE', `/classifiers/${empty.menuClassifierId}`, owner);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = (await call('GET', '/menus/1/classifiers', owner)).json() as AdminMenuClassifier[];
    expect(left.map((c) => c.menuClassifierId)).not.toContain(empty.menuClassifierId);
    const translations = (
      (await call('GET', `/translations?languageId=${ENGLISH}`, owner)).json() as { translations: AdminTranslation[] }
    ).translations;
    expect(
      translations.filter((tr) => tr.entityType === 'menuClassifier' && tr.entityId === empty.menuClassifierId),
    ).toEqual([]);
    expect((await call('DELETE', `/classifiers/${empty.menuClassifierId}`, owner)).statusCode).toBe(404);

    const pizze = left.find((c) => c.name === 'Pizze')!;
    const refused = await call('DELETE', `/classifiers/${pizze.menuClassifierId}`, owner);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'CLASSIFIER_NOT_EMPTY',
      message: expect.stringContaining('prodotti'),
    });
    expect(
      ((await call('GET', '/menus/1/classifiers', owner)).json() as AdminMenuClassifier[]).map(
        (c) => c.menuClassifierId,
      ),
    ).toContain(pizze.menuClassifierId);
  });

  it('a category whose removed dish an unfinished order still names waits for that order; then it goes', async () => {
    const category = (
      await call('POST', '/classifiers', owner, classifierInput('Fuori carta'))
    ).json() as AdminMenuClassifier;
    const dish = (
      await call('POST', '/products', owner, {
        menuClassifierId: category.menuClassifierId,
        description: 'Piatto in cottura',
        extendedDescription: null,
        unitPrice: 12,
        enabled: true,
        suggested: false,
        allergenIds: [],
        featureIds: [],
        ingredients: [],
        groupVariationIds: [],
      })
    ).json() as AdminProduct;
    const [order] = await t.db
      .insert(orders)
      .values({
        companyId: 1,
        orderNumber: 91001,
        orderType: OrderType.AlTavolo,
        seatWebId: 1,
        orderStatus: OrderStatus.InProduction,
        totalAmountCents: 1200,
      })
      .returning();
    await t.db.insert(orderDetails).values({
      orderId: order.orderId,
      productWebId: dish.productWebId,
      quantity: 1,
      amountCents: 1200,
      description: 'Piatto in cottura',
    });
    expect((await call('DELETE', `/products/${dish.productWebId}`, owner)).json()).toEqual({ result: 'archived' });

    const waiting = await call('DELETE', `/classifiers/${category.menuClassifierId}`, owner);
    expect(waiting.statusCode).toBe(400);
    expect(waiting.json().code).toBe('CLASSIFIER_IN_OPEN_ORDER');

    await t.db.update(orders).set({ orderStatus: OrderStatus.Delivered }).where(eq(orders.orderId, order.orderId));
    expect((await call('DELETE', `/classifiers/${category.menuClassifierId}`, owner)).statusCode).toBe(200);
    // The delivered order keeps its line, its own copy of the dish.
    const [line] = await t.db.select().from(orderDetails).where(eq(orderDetails.orderId, order.orderId));
    expect(line).toMatchObject({ description: 'Piatto in cottura', amountCents: 1200, productWebId: null });
  });

  it("another company's category cannot be renamed or deleted, nor by a manager of another venue", async () => {
    const ours = (
      await call('POST', '/classifiers', owner, classifierInput('Solo nostra'))
    ).json() as AdminMenuClassifier;
    const rename = { ...classifierInput('Presa'), version: ours.version };
    expect((await call('PUT', `/classifiers/${ours.menuClassifierId}`, otherOwner, rename)).statusCode).toBe(404);
    expect((await call('DELETE', `/classifiers/${ours.menuClassifierId}`, otherOwner)).statusCode).toBe(404);
    const navigli = (await createSignedInStaff(t, { role: 'manager', seatWebIds: [2] })).headers;
    // Menu 1 is company-wide: only the owner's.
    expect((await call('DELETE', `/classifiers/${ours.menuClassifierId}`, navigli)).statusCode).toBe(403);
    const kitchen = (await createSignedInStaff(t, { role: 'staff', seatWebIds: [1] })).headers;
    expect((await call('DELETE', `/classifiers/${ours.menuClassifierId}`, kitchen)).statusCode).toBe(403);
    const still = (await call('GET', '/menus/1/classifiers', owner)).json() as AdminMenuClassifier[];
    expect(still.find((c) => c.menuClassifierId === ours.menuClassifierId)?.name).toBe('Solo nostra');
  });
});

describe('features: the owner creates, renames and deletes them', () => {
  it('rename and delete; a taken name, a manager and another company are refused', async () => {
    const created = await call('POST', '/features', owner, { name: 'Km zero' });
    expect(created.statusCode, created.body).toBe(200);
    const feature = created.json() as AdminFeature;
    const renamed = await call('PUT', `/features/${feature.featureId}`, owner, { name: 'Chilometro zero' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ featureId: feature.featureId, name: 'Chilometro zero' });
    const taken = await call('PUT', `/features/${feature.featureId}`, owner, { name: 'Vegano' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().code).toBe('ALREADY_EXISTS');
    expect((await call('PUT', `/features/${feature.featureId}`, owner, { name: '' })).statusCode).toBe(400);
    expect((await call('PUT', `/features/${feature.featureId}`, manager, { name: 'Altro' })).statusCode).toBe(403);
    expect((await call('PUT', `/features/${feature.featureId}`, otherOwner, { name: 'Altro' })).statusCode).toBe(404);
    expect((await call('DELETE', `/features/${feature.featureId}`, otherOwner)).statusCode).toBe(404);

    // A dish showing it loses it with the feature.
    const [pizze] = ((await call('GET', '/menus/1/classifiers', owner)).json() as AdminMenuClassifier[]).filter(
      (c) => c.name === 'Pizze',
    );
    const product = (
      await call('POST', '/products', owner, {
        menuClassifierId: pizze.menuClassifierId,
        description: 'Pizza dell’orto',
        extendedDescription: null,
        unitPrice: 10,
        enabled: true,
        suggested: false,
        allergenIds: [],
        featureIds: [feature.featureId],
        ingredients: [],
        groupVariationIds: [],
      })
    ).json() as AdminProduct;
    expect(product.featureIds).toEqual([feature.featureId]);
    expect((await call('DELETE', `/features/${feature.featureId}`, owner)).statusCode).toBe(200);
    expect(((await call('GET', '/features', owner)).json() as AdminFeature[]).map((f) => f.featureId)).not.toContain(
      feature.featureId,
    );
    expect(
      await t.db.select().from(productFeatures).where(eq(productFeatures.productWebId, product.productWebId)),
    ).toEqual([]);
  });
});
