// menu-admin service on the demo data: references must be the company's, roles
// reach only their venues, stale versions are refused (409) and change nothing, products in
// unfinished orders are archived, every committed write reports one menu change.
// Demo: company 1 venues 1 Centro, 2 Navigli, 3 Isola; menus 1-3 company-wide; company 2 venue 4.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@tavola/domain/error-codes';
import { ExtraFieldSubtype, ExtraFieldType, MenuPublicationStatus, OrderStatus, OrderType } from '@tavola/domain/enums';
import type { MenuWebInput, ProductInput } from '@tavola/domain/menu-admin';
import { allergens, ingredients, menuTranslations, orderDetails, orders, products } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import * as service from './menu-admin-service';
import type { MenuEditor } from './menu-editor';

let t: Awaited<ReturnType<typeof createTestApp>>;
let ctx: service.MenuAdminContext;
const changes: number[] = [];

const owner: MenuEditor = { companyId: 1, role: 'owner', seatWebIds: [] };
const managerCentro: MenuEditor = { companyId: 1, role: 'manager', seatWebIds: [1] };
const managerNavigli: MenuEditor = { companyId: 1, role: 'manager', seatWebIds: [2] };
const staffCentro: MenuEditor = { companyId: 1, role: 'staff', seatWebIds: [1] };
const otherOwner: MenuEditor = { companyId: 2, role: 'owner', seatWebIds: [] };

beforeAll(async () => {
  t = await createTestApp();
  ctx = {
    db: t.db,
    now: () => new Date('2026-11-23T12:00:00Z'),
    menuChanged: (companyId) => void changes.push(companyId),
  };
});
afterAll(() => t.close());

/** The error a call throws, as { status, code } (the error handler's mapping). */
async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError)
      return { kind: error.kind, code: error.code, message: error.message, fields: error.fields };
    throw error;
  }
  throw new Error('expected a failure');
}

const venueMenu = (seatWebId: number | null, over: Partial<MenuWebInput> = {}): MenuWebInput => ({
  displayDescription: 'Menù degustazione',
  description: 'Degustazione',
  extendedDescription: null,
  seatWebId,
  publicationStatus: MenuPublicationStatus.LocalOrder | MenuPublicationStatus.DigitalMenu,
  enabled: true,
  timeFrameWebIds: [],
  extraFields: [],
  ...over,
});

async function companyAllergenId(companyId: number) {
  const [row] = await t.db.select().from(allergens).where(eq(allergens.companyId, companyId)).limit(1);
  return row.allergenId;
}

describe('menus', () => {
  it('the owner creates a venue menu with its time frame and extra questions', async () => {
    changes.length = 0;
    const menu = await service.createMenu(
      ctx,
      owner,
      venueMenu(1, {
        timeFrameWebIds: [2],
        extraFields: [
          {
            position: 1,
            required: true,
            caption: 'Numero del tavolo',
            type: ExtraFieldType.Predefined,
            subtype: ExtraFieldSubtype.Integer,
            maxLength: 3,
            values: [],
            rexValidate: null,
          },
          {
            position: 2,
            required: false,
            caption: 'Occasione',
            type: ExtraFieldType.Options,
            subtype: ExtraFieldSubtype.Generic,
            maxLength: null,
            values: [{ value: 'c', caption: 'Compleanno' }],
            rexValidate: '^[a-z]+$',
          },
        ],
      }),
    );
    expect(menu).toMatchObject({ seatWebId: 1, timeFrameWebIds: [2], version: 0, enabled: true });
    expect(menu.extraFields.map((f) => f.caption)).toEqual(['Numero del tavolo', 'Occasione']);
    expect(changes).toEqual([1]);
  });

  it('refuses a time frame of another venue, a venue of another company, and changes nothing', async () => {
    const before = (await service.listMenus(ctx, owner)).length;
    changes.length = 0;
    expect(await failure(service.createMenu(ctx, owner, venueMenu(1, { timeFrameWebIds: [3] })))).toMatchObject({
      kind: 'BadRequest',
      code: 'UNKNOWN_REFERENCE',
    });
    expect(await failure(service.createMenu(ctx, owner, venueMenu(4)))).toMatchObject({
      kind: 'BadRequest',
      fields: [{ path: 'seatWebId' }],
    });
    expect((await service.listMenus(ctx, owner)).length).toBe(before);
    expect(changes).toEqual([]);
  });

  it("a manager edits menus of their venues only; company-wide menus are the owner's; staff edit none", async () => {
    const mine = await service.createMenu(
      ctx,
      managerNavigli,
      venueMenu(2, { displayDescription: 'Menù Navigli', timeFrameWebIds: [3] }),
    );
    expect(mine.seatWebId).toBe(2);
    expect(await failure(service.createMenu(ctx, managerNavigli, venueMenu(1)))).toMatchObject({ kind: 'Forbidden' });
    expect(await failure(service.createMenu(ctx, managerNavigli, venueMenu(null)))).toMatchObject({
      kind: 'Forbidden',
    });
    const [carta] = await service.listMenus(ctx, owner);
    expect(
      await failure(
        service.updateMenu(ctx, managerCentro, carta.menuWebId, { ...venueMenu(null), version: carta.version }),
      ),
    ).toMatchObject({
      kind: 'Forbidden',
    });
    // Moving a menu to a venue of another manager is moving it out of reach: refused.
    expect(
      await failure(
        service.updateMenu(ctx, managerNavigli, mine.menuWebId, { ...venueMenu(1), version: mine.version }),
      ),
    ).toMatchObject({
      kind: 'Forbidden',
    });
    expect(await failure(service.createMenu(ctx, staffCentro, venueMenu(1)))).toMatchObject({ kind: 'Forbidden' });
  });

  it('another company does not find the menu (404)', async () => {
    expect(await failure(service.updateMenu(ctx, otherOwner, 1, { ...venueMenu(null), version: 0 }))).toMatchObject({
      kind: 'NotFound',
    });
    expect(await failure(service.listClassifiers(ctx, otherOwner, 1))).toMatchObject({ kind: 'NotFound' });
  });

  it('a stale version is a 409 with a clear message and changes nothing', async () => {
    const menu = await service.createMenu(ctx, owner, venueMenu(3, { displayDescription: 'Prima' }));
    const saved = await service.updateMenu(ctx, owner, menu.menuWebId, {
      ...venueMenu(3, { displayDescription: 'Seconda' }),
      version: menu.version,
    });
    expect(saved.version).toBe(menu.version + 1);
    const conflict = await failure(
      service.updateMenu(ctx, owner, menu.menuWebId, {
        ...venueMenu(3, { displayDescription: 'Terza' }),
        version: menu.version,
      }),
    );
    expect(conflict).toMatchObject({
      kind: 'StaleVersion',
      code: 'STALE_VERSION',
      message: service.STALE_VERSION_MESSAGE,
    });
    const [now] = (await service.listMenus(ctx, owner)).filter((m) => m.menuWebId === menu.menuWebId);
    expect(now.displayDescription).toBe('Seconda');
  });

  it('reorders menus only with the full list', async () => {
    const ids = (await service.listMenus(ctx, owner)).map((m) => m.menuWebId);
    expect(await failure(service.reorderMenus(ctx, owner, ids.slice(1)))).toMatchObject({ code: 'REORDER_MISMATCH' });
    const reversed = [...ids].reverse();
    expect((await service.reorderMenus(ctx, owner, reversed)).map((m) => m.menuWebId)).toEqual(reversed);
    expect(await failure(service.reorderMenus(ctx, managerCentro, ids))).toMatchObject({ kind: 'Forbidden' });
    await service.reorderMenus(ctx, owner, ids);
  });
});

describe('classifiers and products', () => {
  let menuWebId: number;
  let classifierId: number;
  const productInput = (over: Partial<ProductInput> = {}): ProductInput => ({
    menuClassifierId: classifierId,
    description: 'Pizza del giorno',
    extendedDescription: 'Con verdure di stagione',
    unitPrice: 9.5,
    enabled: true,
    suggested: false,
    allergenIds: [],
    featureIds: [],
    ingredients: [],
    groupVariationIds: [],
    ...over,
  });

  beforeAll(async () => {
    menuWebId = (await service.createMenu(ctx, owner, venueMenu(1, { displayDescription: 'Menù Centro' }))).menuWebId;
    classifierId = (
      await service.createClassifier(ctx, managerCentro, {
        menuWebId,
        name: 'Pizze speciali',
        description: null,
        useClassifierImage: false,
      })
    ).menuClassifierId;
  });

  it('creates a product with a forced group and an allergen; reads it back with version 0', async () => {
    const ingredient = await service.createIngredient(ctx, owner, {
      description: 'Impasto integrale',
      unitPrice: 1.5,
      properties: 0,
      priority: 1,
      allergenIds: [],
    });
    const group = await service.createGroupVariation(ctx, managerCentro, {
      description: 'Impasto',
      forceSelection: true,
      seatWebId: 1,
      options: [{ ingredientId: ingredient.ingredientId, priority: 1 }],
    });
    const allergenId = await companyAllergenId(1);
    const product = await service.createProduct(
      ctx,
      managerCentro,
      productInput({ allergenIds: [allergenId], groupVariationIds: [group.groupVariationId] }),
    );
    expect(product).toMatchObject({
      unitPrice: 9.5,
      allergenIds: [allergenId],
      groupVariationIds: [group.groupVariationId],
      version: 0,
      soldOut: false,
    });
    // A venue's group cannot go into a company-wide menu.
    const [carta] = await service.listClassifiers(ctx, owner, 1);
    expect(
      await failure(
        service.createProduct(
          ctx,
          owner,
          productInput({ menuClassifierId: carta.menuClassifierId, groupVariationIds: [group.groupVariationId] }),
        ),
      ),
    ).toMatchObject({ kind: 'BadRequest', fields: [{ path: 'groupVariationIds' }] });
  });

  it("refuses another company's allergen and inserts nothing", async () => {
    const foreignAllergen = await companyAllergenId(2);
    const before = await t.db.select().from(products).where(eq(products.menuClassifierId, classifierId));
    expect(
      await failure(service.createProduct(ctx, owner, productInput({ allergenIds: [foreignAllergen] }))),
    ).toMatchObject({
      kind: 'BadRequest',
      code: 'UNKNOWN_REFERENCE',
      fields: [{ path: 'allergenIds' }],
    });
    expect(await t.db.select().from(products).where(eq(products.menuClassifierId, classifierId))).toHaveLength(
      before.length,
    );
  });

  it('roles: manager of another venue 403, staff 403 on edits but may toggle sold out, another company 404', async () => {
    const product = await service.createProduct(ctx, owner, productInput({ description: 'Calzone' }));
    const update = { ...productInput({ description: 'Calzone fritto' }), version: product.version };
    expect(await failure(service.updateProduct(ctx, managerNavigli, product.productWebId, update))).toMatchObject({
      kind: 'Forbidden',
    });
    expect(await failure(service.updateProduct(ctx, staffCentro, product.productWebId, update))).toMatchObject({
      kind: 'Forbidden',
    });
    expect(await failure(service.updateProduct(ctx, otherOwner, product.productWebId, update))).toMatchObject({
      kind: 'NotFound',
    });
    expect(await failure(service.setProductSoldOut(ctx, otherOwner, product.productWebId, true))).toMatchObject({
      kind: 'NotFound',
    });
    expect(
      await failure(service.setProductSoldOut(ctx, { ...staffCentro, seatWebIds: [2] }, product.productWebId, true)),
    ).toMatchObject({
      kind: 'Forbidden',
    });
    const soldOut = await service.setProductSoldOut(ctx, staffCentro, product.productWebId, true);
    expect(soldOut.soldOut).toBe(true);
    // Sold out bumped the version: an edit read before it is stale.
    expect(await failure(service.updateProduct(ctx, managerCentro, product.productWebId, update))).toMatchObject({
      kind: 'StaleVersion',
    });
    const saved = await service.updateProduct(ctx, managerCentro, product.productWebId, {
      ...update,
      version: soldOut.version,
    });
    expect(saved).toMatchObject({ description: 'Calzone fritto', soldOut: true });
  });

  it('two editors of one product: the second save is refused with 409', async () => {
    const product = await service.createProduct(ctx, owner, productInput({ description: 'Focaccia' }));
    await service.updateProduct(ctx, owner, product.productWebId, {
      ...productInput({ description: 'Focaccia genovese', unitPrice: 4 }),
      version: 0,
    });
    expect(
      await failure(
        service.updateProduct(ctx, managerCentro, product.productWebId, {
          ...productInput({ description: 'Focaccia barese' }),
          version: 0,
        }),
      ),
    ).toMatchObject({ kind: 'StaleVersion' });
    const [now] = await service
      .listProducts(ctx, owner, { menuClassifierId: classifierId })
      .then((l) => l.filter((p) => p.productWebId === product.productWebId));
    expect(now).toMatchObject({ description: 'Focaccia genovese', unitPrice: 4 });
  });

  it('a product in an unfinished order is archived, not deleted; otherwise it is deleted', async () => {
    const kept = await service.createProduct(ctx, owner, productInput({ description: 'Pizza in cottura' }));
    const gone = await service.createProduct(ctx, owner, productInput({ description: 'Pizza mai ordinata' }));
    const [order] = await t.db
      .insert(orders)
      .values({
        companyId: 1,
        orderNumber: 90001,
        orderType: OrderType.AlTavolo,
        seatWebId: 1,
        orderStatus: OrderStatus.InProduction,
        totalAmountCents: 950,
      })
      .returning();
    await t.db.insert(orderDetails).values({
      orderId: order.orderId,
      productWebId: kept.productWebId,
      quantity: 1,
      amountCents: 950,
      description: 'Pizza in cottura',
    });

    expect(await service.removeProduct(ctx, owner, kept.productWebId)).toBe('archived');
    expect(await service.removeProduct(ctx, owner, gone.productWebId)).toBe('deleted');
    const [archived] = await t.db.select().from(products).where(eq(products.productWebId, kept.productWebId));
    expect(archived.archivedAt).not.toBeNull();
    expect(archived.enabled).toBe(false);
    expect(await t.db.select().from(products).where(eq(products.productWebId, gone.productWebId))).toEqual([]);
    // The order keeps its line; the archived product is out of the back office lists.
    const [line] = await t.db.select().from(orderDetails).where(eq(orderDetails.orderId, order.orderId));
    expect(line).toMatchObject({ productWebId: kept.productWebId, description: 'Pizza in cottura', amountCents: 950 });
    const listed = await service.listProducts(ctx, owner, { menuClassifierId: classifierId });
    expect(listed.map((p) => p.productWebId)).not.toContain(kept.productWebId);
    expect(await failure(service.removeProduct(ctx, owner, kept.productWebId))).toMatchObject({ kind: 'NotFound' });
    // Its classifier still holds it for the kitchen: not deletable.
    expect(await failure(service.deleteClassifier(ctx, owner, classifierId))).toMatchObject({
      code: 'CLASSIFIER_NOT_EMPTY',
    });
  });

  it('reorders products of a classifier', async () => {
    const ids = (await service.listProducts(ctx, owner, { menuClassifierId: classifierId })).map((p) => p.productWebId);
    const reversed = [...ids].reverse();
    expect(
      (await service.reorderProducts(ctx, managerCentro, classifierId, reversed)).map((p) => p.productWebId),
    ).toEqual(reversed);
    expect(await failure(service.reorderProducts(ctx, managerNavigli, classifierId, reversed))).toMatchObject({
      kind: 'Forbidden',
    });
  });
});

describe('ingredients, allergens, features', () => {
  it("shared lists are the owner's; sold out on an option is anyone's of the company", async () => {
    const ingredient = await service.createIngredient(ctx, owner, {
      description: 'Bufala',
      unitPrice: 2,
      properties: 0,
      priority: 1,
      allergenIds: [],
    });
    expect(
      await failure(
        service.createIngredient(ctx, managerCentro, {
          description: 'X',
          unitPrice: 0,
          properties: 0,
          priority: 0,
          allergenIds: [],
        }),
      ),
    ).toMatchObject({
      kind: 'Forbidden',
    });
    const soldOut = await service.setIngredientSoldOut(ctx, staffCentro, ingredient.ingredientId, true);
    expect(soldOut.soldOut).toBe(true);
    expect(await failure(service.setIngredientSoldOut(ctx, otherOwner, ingredient.ingredientId, false))).toMatchObject({
      kind: 'NotFound',
    });
    const [row] = await t.db.select().from(ingredients).where(eq(ingredients.ingredientId, ingredient.ingredientId));
    expect(row.soldOut).toBe(true);
  });

  it('an allergen name is unique per company', async () => {
    const created = await service.createAllergen(ctx, owner, 'Lupino dolce');
    expect(created.description).toBe('Lupino dolce');
    expect(await failure(service.createAllergen(ctx, owner, 'Lupino dolce'))).toMatchObject({ code: 'ALREADY_EXISTS' });
  });
});

describe('translations', () => {
  it('saves an English name, removes it when blank, and refuses Italian', async () => {
    const saved = await service.saveTranslation(ctx, owner, {
      entityType: 'menuWeb',
      entityId: 1,
      languageId: 2,
      fields: { displayDescription: 'À la carte menu' },
    });
    expect(saved).toEqual([
      { entityType: 'menuWeb', entityId: 1, languageId: 2, field: 'displayDescription', value: 'À la carte menu' },
    ]);
    expect(
      await failure(
        service.saveTranslation(ctx, owner, {
          entityType: 'menuWeb',
          entityId: 1,
          languageId: 1,
          fields: { displayDescription: 'x' },
        }),
      ),
    ).toMatchObject({
      fields: [{ path: 'languageId' }],
    });
    expect(
      await failure(
        service.saveTranslation(ctx, otherOwner, {
          entityType: 'menuWeb',
          entityId: 1,
          languageId: 2,
          fields: { displayDescription: 'x' },
        }),
      ),
    ).toMatchObject({
      kind: 'NotFound',
    });
    expect(
      await failure(
        service.saveTranslation(ctx, managerCentro, {
          entityType: 'menuWeb',
          entityId: 1,
          languageId: 2,
          fields: { displayDescription: 'x' },
        }),
      ),
    ).toMatchObject({
      kind: 'Forbidden',
    });
    await service.saveTranslation(ctx, owner, {
      entityType: 'menuWeb',
      entityId: 1,
      languageId: 2,
      fields: { displayDescription: ' ' },
    });
    expect(
      await t.db
        .select()
        .from(menuTranslations)
        .where(and(eq(menuTranslations.entityType, 'menuWeb'), eq(menuTranslations.entityId, 1))),
    ).toEqual([]);
  });
});

describe('venue tables', () => {
  it('numbers are unique per venue; managers reach their venues only', async () => {
    const table = await service.createVenueTable(ctx, managerCentro, {
      seatWebId: 1,
      number: 21,
      name: 'Finestra',
      enabled: true,
    });
    expect(table).toMatchObject({ seatWebId: 1, number: 21, version: 0 });
    expect(
      await failure(
        service.createVenueTable(ctx, managerCentro, { seatWebId: 1, number: 21, name: null, enabled: true }),
      ),
    ).toMatchObject({
      code: 'TABLE_NUMBER_TAKEN',
      fields: [{ path: 'number' }],
    });
    expect(
      await failure(
        service.createVenueTable(ctx, managerNavigli, { seatWebId: 1, number: 23, name: null, enabled: true }),
      ),
    ).toMatchObject({
      kind: 'Forbidden',
    });
    expect(await failure(service.deleteVenueTable(ctx, managerNavigli, table.venueTableId))).toMatchObject({
      kind: 'Forbidden',
    });
    expect(await failure(service.listVenueTables(ctx, otherOwner, 1))).toMatchObject({ kind: 'NotFound' });
    const renamed = await service.updateVenueTable(ctx, owner, table.venueTableId, {
      seatWebId: 1,
      number: 21,
      name: 'Vetrata',
      enabled: true,
      version: 0,
    });
    expect(renamed.version).toBe(1);
    expect(
      await failure(
        service.updateVenueTable(ctx, owner, table.venueTableId, {
          seatWebId: 1,
          number: 21,
          name: 'Altro',
          enabled: true,
          version: 0,
        }),
      ),
    ).toMatchObject({ kind: 'StaleVersion' });
  });
});
