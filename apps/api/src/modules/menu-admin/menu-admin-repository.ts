// The only code writing menus, classifiers, products, variation groups, ingredients,
// allergens, features, menu translations and venue tables. Reads return the back
// office's shapes (packages/domain/src/menu-admin.ts): money in euros, ids, versions.
//
// Versioned updates run `... where id = ? and version = ?` and bump the version in the same
// statement, so two editors saving the same row cannot both win: the second matches no row.
import { and, asc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type {
  AdminAllergen,
  AdminFeature,
  AdminGroupVariation,
  AdminIngredient,
  AdminMenuClassifier,
  AdminMenuWeb,
  AdminProduct,
  AdminSoldOutBoard,
  AdminTranslation,
  AdminVenueTable,
  ExtraFieldInput,
} from '@tavola/domain/menu-admin';
import type { ExtraFieldSubtype, ExtraFieldType } from '@tavola/domain/enums';
import { OrderStatus } from '@tavola/domain/enums';
import { fromCents } from '@tavola/domain/money';
import type { DbOrTx } from '../../db/database';
import {
  allergens,
  companies,
  companyLanguages,
  features,
  groupVariationIngredients,
  groupVariations,
  ingredientAllergens,
  ingredients,
  languages,
  menuClassifiers,
  menuExtraFields,
  menuTranslations,
  menuWebs,
  orderDetails,
  orders,
  productAllergens,
  productFeatures,
  productIngredients,
  products,
  seatWebs,
  timeFrames,
  venueTables,
} from '../../db/schema';

type MenuRow = typeof menuWebs.$inferSelect;
type ClassifierRow = typeof menuClassifiers.$inferSelect;
type ProductRow = typeof products.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Scope lookups: which company (and venue) a row belongs to

export async function listCompanySeatWebIds(db: DbOrTx, companyId: number): Promise<number[]> {
  const rows = await db.select({ id: seatWebs.seatWebId }).from(seatWebs).where(eq(seatWebs.companyId, companyId));
  return rows.map((r) => r.id);
}

export async function findCompanyUrlName(db: DbOrTx, companyId: number): Promise<string | null> {
  const rows = await db
    .select({ urlName: companies.urlName })
    .from(companies)
    .where(eq(companies.companyId, companyId));
  return rows[0]?.urlName ?? null;
}

export async function findMenu(db: DbOrTx, companyId: number, menuWebId: number): Promise<MenuRow | null> {
  const rows = await db
    .select()
    .from(menuWebs)
    .where(and(eq(menuWebs.menuWebId, menuWebId), eq(menuWebs.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findClassifier(db: DbOrTx, companyId: number, menuClassifierId: number) {
  const rows = await db
    .select({ classifier: menuClassifiers, menu: menuWebs })
    .from(menuClassifiers)
    .innerJoin(menuWebs, eq(menuWebs.menuWebId, menuClassifiers.menuWebId))
    .where(and(eq(menuClassifiers.menuClassifierId, menuClassifierId), eq(menuWebs.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}

/** A product of the company that is not archived, with its menu. */
export async function findProduct(db: DbOrTx, companyId: number, productWebId: number) {
  const rows = await db
    .select({ product: products, menu: menuWebs })
    .from(products)
    .innerJoin(menuClassifiers, eq(menuClassifiers.menuClassifierId, products.menuClassifierId))
    .innerJoin(menuWebs, eq(menuWebs.menuWebId, menuClassifiers.menuWebId))
    .where(and(eq(products.productWebId, productWebId), eq(menuWebs.companyId, companyId), isNull(products.archivedAt)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findGroupVariation(db: DbOrTx, companyId: number, groupVariationId: number) {
  const rows = await db
    .select()
    .from(groupVariations)
    .where(and(eq(groupVariations.groupVariationId, groupVariationId), eq(groupVariations.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findIngredient(db: DbOrTx, companyId: number, ingredientId: number) {
  const rows = await db
    .select()
    .from(ingredients)
    .where(and(eq(ingredients.ingredientId, ingredientId), eq(ingredients.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findVenueTable(db: DbOrTx, companyId: number, venueTableId: number) {
  const rows = await db
    .select({ table: venueTables })
    .from(venueTables)
    .innerJoin(seatWebs, eq(seatWebs.seatWebId, venueTables.seatWebId))
    .where(and(eq(venueTables.venueTableId, venueTableId), eq(seatWebs.companyId, companyId)))
    .limit(1);
  return rows[0]?.table ?? null;
}

/** Of the given ids, those that are not the company's rows of `kind`. */
export async function foreignIds(
  db: DbOrTx,
  companyId: number,
  kind: 'allergen' | 'feature' | 'ingredient' | 'groupVariation' | 'timeFrame',
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  let found: number[];
  switch (kind) {
    case 'allergen':
      found = (
        await db
          .select({ id: allergens.allergenId })
          .from(allergens)
          .where(and(eq(allergens.companyId, companyId), inArray(allergens.allergenId, ids)))
      ).map((r) => r.id);
      break;
    case 'feature':
      found = (
        await db
          .select({ id: features.featureId })
          .from(features)
          .where(and(eq(features.companyId, companyId), inArray(features.featureId, ids)))
      ).map((r) => r.id);
      break;
    case 'ingredient':
      found = (
        await db
          .select({ id: ingredients.ingredientId })
          .from(ingredients)
          .where(and(eq(ingredients.companyId, companyId), inArray(ingredients.ingredientId, ids)))
      ).map((r) => r.id);
      break;
    case 'groupVariation':
      found = (
        await db
          .select({ id: groupVariations.groupVariationId })
          .from(groupVariations)
          .where(and(eq(groupVariations.companyId, companyId), inArray(groupVariations.groupVariationId, ids)))
      ).map((r) => r.id);
      break;
    case 'timeFrame':
      found = (
        await db
          .select({ id: timeFrames.timeFrameWebId })
          .from(timeFrames)
          .innerJoin(seatWebs, eq(seatWebs.seatWebId, timeFrames.seatWebId))
          .where(and(eq(seatWebs.companyId, companyId), inArray(timeFrames.timeFrameWebId, ids)))
      ).map((r) => r.id);
      break;
  }
  const known = new Set(found);
  return ids.filter((id) => !known.has(id));
}

/** The company's time frames, for choosing which serve a menu. */
export async function listCompanyTimeFrames(db: DbOrTx, companyId: number) {
  return db
    .select({
      timeFrameWebId: timeFrames.timeFrameWebId,
      seatWebId: timeFrames.seatWebId,
      description: timeFrames.description,
      beginTime: timeFrames.beginTime,
      endTime: timeFrames.endTime,
    })
    .from(timeFrames)
    .innerJoin(seatWebs, eq(seatWebs.seatWebId, timeFrames.seatWebId))
    .where(eq(seatWebs.companyId, companyId))
    .orderBy(asc(timeFrames.seatWebId), asc(timeFrames.beginTime));
}

export async function listTimeFrameVenues(db: DbOrTx, timeFrameWebIds: number[]) {
  if (timeFrameWebIds.length === 0) return [];
  return db
    .select({ timeFrameWebId: timeFrames.timeFrameWebId, seatWebId: timeFrames.seatWebId })
    .from(timeFrames)
    .where(inArray(timeFrames.timeFrameWebId, timeFrameWebIds));
}

export async function listGroupVenues(db: DbOrTx, groupVariationIds: number[]) {
  if (groupVariationIds.length === 0) return [];
  return db
    .select({ groupVariationId: groupVariations.groupVariationId, seatWebId: groupVariations.seatWebId })
    .from(groupVariations)
    .where(inArray(groupVariations.groupVariationId, groupVariationIds));
}

// ---------------------------------------------------------------------------------------------
// Menus

function toAdminMenu(
  row: MenuRow,
  timeFrameWebIds: number[],
  extraFields: (typeof menuExtraFields.$inferSelect)[],
): AdminMenuWeb {
  return {
    menuWebId: row.menuWebId,
    displayDescription: row.displayDescription,
    description: row.description,
    extendedDescription: row.extendedDescription,
    seatWebId: row.seatWebId,
    publicationStatus: row.publicationStatus,
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    version: row.version,
    timeFrameWebIds,
    extraFields: extraFields.map((f) => ({
      position: f.position,
      required: f.required,
      caption: f.caption,
      type: f.type as ExtraFieldType,
      subtype: f.subtype as ExtraFieldSubtype,
      maxLength: f.maxLength,
      values: f.values,
      rexValidate: f.rexValidate,
    })),
  };
}

export async function listMenus(db: DbOrTx, companyId: number, menuWebId?: number): Promise<AdminMenuWeb[]> {
  const rows = await db
    .select()
    .from(menuWebs)
    .where(
      and(eq(menuWebs.companyId, companyId), menuWebId === undefined ? undefined : eq(menuWebs.menuWebId, menuWebId)),
    )
    .orderBy(asc(menuWebs.sortOrder), asc(menuWebs.menuWebId));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.menuWebId);
  const [frames, fields] = await Promise.all([
    db
      .select({ menuWebId: timeFrames.menuWebId, timeFrameWebId: timeFrames.timeFrameWebId })
      .from(timeFrames)
      .where(inArray(timeFrames.menuWebId, ids))
      .orderBy(asc(timeFrames.timeFrameWebId)),
    db
      .select()
      .from(menuExtraFields)
      .where(inArray(menuExtraFields.menuWebId, ids))
      .orderBy(asc(menuExtraFields.position)),
  ]);
  return rows.map((row) =>
    toAdminMenu(
      row,
      frames.filter((f) => f.menuWebId === row.menuWebId).map((f) => f.timeFrameWebId),
      fields.filter((f) => f.menuWebId === row.menuWebId),
    ),
  );
}

export interface MenuValues {
  displayDescription: string;
  description: string | null;
  extendedDescription: string | null;
  seatWebId: number | null;
  publicationStatus: number;
  enabled: boolean;
}

export async function insertMenu(db: DbOrTx, companyId: number, values: MenuValues): Promise<number> {
  const [{ next }] = (
    await db.execute<{ next: number }>(
      sql`select coalesce(max(sort_order), -1) + 1 as next from menu_webs where company_id = ${companyId}`,
    )
  ).rows;
  const [row] = await db
    .insert(menuWebs)
    .values({ ...values, companyId, sortOrder: Number(next) })
    .returning({ id: menuWebs.menuWebId });
  return row.id;
}

/** False when the version is stale (or the row is gone). */
export async function updateMenu(db: DbOrTx, menuWebId: number, version: number, values: MenuValues): Promise<boolean> {
  const rows = await db
    .update(menuWebs)
    .set({ ...values, version: sql`${menuWebs.version} + 1` })
    .where(and(eq(menuWebs.menuWebId, menuWebId), eq(menuWebs.version, version)))
    .returning({ id: menuWebs.menuWebId });
  return rows.length === 1;
}

export async function replaceExtraFields(db: DbOrTx, menuWebId: number, fields: ExtraFieldInput[]): Promise<void> {
  await db.delete(menuExtraFields).where(eq(menuExtraFields.menuWebId, menuWebId));
  if (fields.length === 0) return;
  await db.insert(menuExtraFields).values(
    fields.map((f) => ({
      menuWebId,
      position: f.position,
      required: f.required,
      caption: f.caption,
      type: f.type,
      subtype: f.subtype,
      maxLength: f.maxLength,
      values: f.values,
      rexValidate: f.rexValidate || null,
    })),
  );
}

/** The menu is served by exactly these time frames (frames it no longer names serve none). */
export async function setMenuTimeFrames(db: DbOrTx, menuWebId: number, timeFrameWebIds: number[]): Promise<void> {
  await db
    .update(timeFrames)
    .set({ menuWebId: null })
    .where(
      and(
        eq(timeFrames.menuWebId, menuWebId),
        timeFrameWebIds.length === 0 ? undefined : notInArray(timeFrames.timeFrameWebId, timeFrameWebIds),
      ),
    );
  if (timeFrameWebIds.length > 0) {
    await db.update(timeFrames).set({ menuWebId }).where(inArray(timeFrames.timeFrameWebId, timeFrameWebIds));
  }
}

/** sort_order = position in `ids`; every id must be one of `scope` (checked by the caller). */
export async function reorder(
  db: DbOrTx,
  kind: 'menuWeb' | 'menuClassifier' | 'product',
  ids: number[],
): Promise<void> {
  const table = kind === 'menuWeb' ? menuWebs : kind === 'menuClassifier' ? menuClassifiers : products;
  const idColumn =
    kind === 'menuWeb'
      ? menuWebs.menuWebId
      : kind === 'menuClassifier'
        ? menuClassifiers.menuClassifierId
        : products.productWebId;
  for (const [index, id] of ids.entries()) {
    await db
      .update(table)
      .set({ sortOrder: index, version: sql`version + 1` })
      .where(eq(idColumn, id));
  }
}

// ---------------------------------------------------------------------------------------------
// Classifiers

const toAdminClassifier = (c: ClassifierRow): AdminMenuClassifier => ({
  menuClassifierId: c.menuClassifierId,
  menuWebId: c.menuWebId,
  name: c.name,
  description: c.description,
  imageWebUrl: c.imageWebUrl,
  useClassifierImage: c.useClassifierImage,
  sortOrder: c.sortOrder,
  version: c.version,
});

export async function listClassifiers(db: DbOrTx, menuWebId: number): Promise<AdminMenuClassifier[]> {
  const rows = await db
    .select()
    .from(menuClassifiers)
    .where(eq(menuClassifiers.menuWebId, menuWebId))
    .orderBy(asc(menuClassifiers.sortOrder), asc(menuClassifiers.menuClassifierId));
  return rows.map(toAdminClassifier);
}

export async function getClassifier(db: DbOrTx, menuClassifierId: number): Promise<AdminMenuClassifier> {
  const [row] = await db.select().from(menuClassifiers).where(eq(menuClassifiers.menuClassifierId, menuClassifierId));
  return toAdminClassifier(row);
}

export interface ClassifierValues {
  menuWebId: number;
  name: string;
  description: string | null;
  useClassifierImage: boolean;
}

export async function insertClassifier(db: DbOrTx, values: ClassifierValues): Promise<number> {
  const [{ next }] = (
    await db.execute<{ next: number }>(
      sql`select coalesce(max(sort_order), -1) + 1 as next from menu_classifiers where menu_web_id = ${values.menuWebId}`,
    )
  ).rows;
  const [row] = await db
    .insert(menuClassifiers)
    .values({ ...values, sortOrder: Number(next) })
    .returning({ id: menuClassifiers.menuClassifierId });
  return row.id;
}

export async function updateClassifier(
  db: DbOrTx,
  menuClassifierId: number,
  version: number,
  values: Partial<ClassifierValues> & { imageWebUrl?: string | null },
): Promise<boolean> {
  const rows = await db
    .update(menuClassifiers)
    .set({ ...values, version: sql`${menuClassifiers.version} + 1` })
    .where(and(eq(menuClassifiers.menuClassifierId, menuClassifierId), eq(menuClassifiers.version, version)))
    .returning({ id: menuClassifiers.menuClassifierId });
  return rows.length === 1;
}

/**
 * What keeps a classifier from being deleted: its products (not archived), and its archived
 * products an unfinished order still names (the kitchen reads them). Archived products of
 * finished orders go with the classifier, as removeProduct would delete them now.
 */
export async function classifierContents(
  db: DbOrTx,
  menuClassifierId: number,
): Promise<{ products: number; inOpenOrders: number }> {
  const [row] = (
    await db.execute<{ products: number; in_open_orders: number }>(sql`
      select
        count(*) filter (where p.archived_at is null)::int as products,
        count(*) filter (where p.archived_at is not null and exists (
          select 1 from ${orderDetails} d join ${orders} o on o.order_id = d.order_id
          where d.product_web_id = p.product_web_id and o.order_status <> ${OrderStatus.Delivered}
        ))::int as in_open_orders
      from ${products} p
      where p.menu_classifier_id = ${menuClassifierId}`)
  ).rows;
  return { products: Number(row.products), inOpenOrders: Number(row.in_open_orders) };
}

/** The classifier and its translations (they name it by id, with no foreign key). */
export async function deleteClassifier(db: DbOrTx, companyId: number, menuClassifierId: number): Promise<void> {
  await db.delete(menuClassifiers).where(eq(menuClassifiers.menuClassifierId, menuClassifierId));
  await deleteTranslationsOf(db, companyId, 'menuClassifier', menuClassifierId);
}

async function deleteTranslationsOf(
  db: DbOrTx,
  companyId: number,
  entityType: 'menuClassifier' | 'feature',
  entityId: number,
): Promise<void> {
  await db
    .delete(menuTranslations)
    .where(
      and(
        eq(menuTranslations.companyId, companyId),
        eq(menuTranslations.entityType, entityType),
        eq(menuTranslations.entityId, entityId),
      ),
    );
}

// ---------------------------------------------------------------------------------------------
// Products

/** Products a venue serves: those of its own and of the company-wide menus, not archived, in display order. */
export async function listVenueSoldOutBoard(
  db: DbOrTx,
  companyId: number,
  seatWebId: number,
): Promise<AdminSoldOutBoard> {
  return db
    .select({
      productWebId: products.productWebId,
      description: products.description,
      soldOut: products.soldOut,
      menuWebId: menuWebs.menuWebId,
      menuName: menuWebs.displayDescription,
      classifierName: menuClassifiers.name,
    })
    .from(products)
    .innerJoin(menuClassifiers, eq(menuClassifiers.menuClassifierId, products.menuClassifierId))
    .innerJoin(menuWebs, eq(menuWebs.menuWebId, menuClassifiers.menuWebId))
    .where(
      and(
        eq(menuWebs.companyId, companyId),
        or(isNull(menuWebs.seatWebId), eq(menuWebs.seatWebId, seatWebId)),
        isNull(products.archivedAt),
      ),
    )
    .orderBy(
      asc(menuWebs.sortOrder),
      asc(menuWebs.menuWebId),
      asc(menuClassifiers.sortOrder),
      asc(products.sortOrder),
      asc(products.productWebId),
    );
}

export async function listProducts(
  db: DbOrTx,
  filter: { menuWebId?: number; menuClassifierId?: number; productWebId?: number },
): Promise<AdminProduct[]> {
  const rows = await db
    .select({ product: products })
    .from(products)
    .innerJoin(menuClassifiers, eq(menuClassifiers.menuClassifierId, products.menuClassifierId))
    .where(
      and(
        isNull(products.archivedAt),
        filter.menuWebId === undefined ? undefined : eq(menuClassifiers.menuWebId, filter.menuWebId),
        filter.menuClassifierId === undefined ? undefined : eq(products.menuClassifierId, filter.menuClassifierId),
        filter.productWebId === undefined ? undefined : eq(products.productWebId, filter.productWebId),
      ),
    )
    .orderBy(asc(menuClassifiers.sortOrder), asc(products.sortOrder), asc(products.productWebId));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.product.productWebId);
  const [allergenLinks, featureLinks, ingredientLinks] = await Promise.all([
    db
      .select()
      .from(productAllergens)
      .where(inArray(productAllergens.productWebId, ids))
      .orderBy(asc(productAllergens.allergenId)),
    db
      .select()
      .from(productFeatures)
      .where(inArray(productFeatures.productWebId, ids))
      .orderBy(asc(productFeatures.featureId)),
    db
      .select()
      .from(productIngredients)
      .where(inArray(productIngredients.productWebId, ids))
      .orderBy(asc(productIngredients.sortOrder), asc(productIngredients.ingredientId)),
  ]);
  return rows.map(({ product: p }) => toAdminProduct(p, allergenLinks, featureLinks, ingredientLinks));
}

function toAdminProduct(
  p: ProductRow,
  allergenLinks: (typeof productAllergens.$inferSelect)[],
  featureLinks: (typeof productFeatures.$inferSelect)[],
  ingredientLinks: (typeof productIngredients.$inferSelect)[],
): AdminProduct {
  return {
    productWebId: p.productWebId,
    menuClassifierId: p.menuClassifierId,
    description: p.description,
    extendedDescription: p.extendedDescription,
    unitPrice: fromCents(p.unitPriceCents),
    imageWebUrl: p.imageWebUrl,
    imageSmallWebUrl: p.imageSmallWebUrl,
    enabled: p.enabled,
    suggested: p.suggested,
    soldOut: p.soldOut,
    sortOrder: p.sortOrder,
    version: p.version,
    allergenIds: allergenLinks.filter((l) => l.productWebId === p.productWebId).map((l) => l.allergenId),
    featureIds: featureLinks.filter((l) => l.productWebId === p.productWebId).map((l) => l.featureId),
    ingredients: ingredientLinks
      .filter((l) => l.productWebId === p.productWebId)
      .map((l) => ({ ingredientId: l.ingredientId, removable: l.removable })),
    groupVariationIds: [
      p.groupVariation1Id,
      p.groupVariation2Id,
      p.groupVariation3Id,
      p.groupVariation4Id,
      p.groupVariation5Id,
    ].filter((id): id is number => id !== null),
  };
}

export interface ProductValues {
  menuClassifierId: number;
  description: string;
  extendedDescription: string | null;
  unitPriceCents: number;
  enabled: boolean;
  suggested: boolean;
  groupVariationIds: number[];
}

const groupColumns = (ids: number[]) => ({
  groupVariation1Id: ids[0] ?? null,
  groupVariation2Id: ids[1] ?? null,
  groupVariation3Id: ids[2] ?? null,
  groupVariation4Id: ids[3] ?? null,
  groupVariation5Id: ids[4] ?? null,
});

export async function insertProduct(db: DbOrTx, values: ProductValues): Promise<number> {
  const { groupVariationIds, ...rest } = values;
  const [{ next }] = (
    await db.execute<{ next: number }>(
      sql`select coalesce(max(sort_order), -1) + 1 as next from products where menu_classifier_id = ${values.menuClassifierId}`,
    )
  ).rows;
  const [row] = await db
    .insert(products)
    .values({ ...rest, ...groupColumns(groupVariationIds), sortOrder: Number(next) })
    .returning({ id: products.productWebId });
  return row.id;
}

export async function updateProduct(
  db: DbOrTx,
  productWebId: number,
  version: number,
  values: ProductValues,
): Promise<boolean> {
  const { groupVariationIds, ...rest } = values;
  const rows = await db
    .update(products)
    .set({ ...rest, ...groupColumns(groupVariationIds), version: sql`${products.version} + 1` })
    .where(and(eq(products.productWebId, productWebId), eq(products.version, version), isNull(products.archivedAt)))
    .returning({ id: products.productWebId });
  return rows.length === 1;
}

export async function replaceProductLinks(
  db: DbOrTx,
  productWebId: number,
  links: { allergenIds: number[]; featureIds: number[]; ingredients: { ingredientId: number; removable: boolean }[] },
): Promise<void> {
  await db.delete(productAllergens).where(eq(productAllergens.productWebId, productWebId));
  await db.delete(productFeatures).where(eq(productFeatures.productWebId, productWebId));
  await db.delete(productIngredients).where(eq(productIngredients.productWebId, productWebId));
  if (links.allergenIds.length)
    await db.insert(productAllergens).values(links.allergenIds.map((allergenId) => ({ productWebId, allergenId })));
  if (links.featureIds.length)
    await db.insert(productFeatures).values(links.featureIds.map((featureId) => ({ productWebId, featureId })));
  if (links.ingredients.length) {
    await db.insert(productIngredients).values(
      links.ingredients.map((i, sortOrder) => ({
        productWebId,
        ingredientId: i.ingredientId,
        removable: i.removable,
        sortOrder,
      })),
    );
  }
}

/** Sold out and images change without a version check: one tap must always win. */
export async function setProductColumns(
  db: DbOrTx,
  productWebId: number,
  values: { soldOut?: boolean; imageWebUrl?: string | null; imageSmallWebUrl?: string | null },
): Promise<void> {
  await db
    .update(products)
    .set({ ...values, version: sql`${products.version} + 1` })
    .where(eq(products.productWebId, productWebId));
}

/** True when an order that is not yet delivered names the product. */
export async function productInUnfinishedOrder(db: DbOrTx, productWebId: number): Promise<boolean> {
  const rows = await db
    .select({ id: orderDetails.orderDetailId })
    .from(orderDetails)
    .innerJoin(orders, eq(orders.orderId, orderDetails.orderId))
    .where(and(eq(orderDetails.productWebId, productWebId), sql`${orders.orderStatus} <> ${OrderStatus.Delivered}`))
    .limit(1);
  return rows.length > 0;
}

export async function archiveProduct(db: DbOrTx, productWebId: number, now: Date): Promise<void> {
  await db
    .update(products)
    .set({ archivedAt: now, enabled: false, version: sql`${products.version} + 1` })
    .where(eq(products.productWebId, productWebId));
}

/** Past orders keep their own copy of descriptions and amounts (order_details). */
export async function deleteProduct(db: DbOrTx, productWebId: number): Promise<void> {
  await db.delete(products).where(eq(products.productWebId, productWebId));
}

// ---------------------------------------------------------------------------------------------
// Variation groups, ingredients, allergens, features

export async function listGroupVariations(
  db: DbOrTx,
  companyId: number,
  groupVariationId?: number,
): Promise<AdminGroupVariation[]> {
  const rows = await db
    .select()
    .from(groupVariations)
    .where(
      and(
        eq(groupVariations.companyId, companyId),
        groupVariationId === undefined ? undefined : eq(groupVariations.groupVariationId, groupVariationId),
      ),
    )
    .orderBy(asc(groupVariations.description), asc(groupVariations.groupVariationId));
  if (rows.length === 0) return [];
  const options = await db
    .select()
    .from(groupVariationIngredients)
    .where(
      inArray(
        groupVariationIngredients.groupVariationId,
        rows.map((r) => r.groupVariationId),
      ),
    )
    .orderBy(asc(groupVariationIngredients.sortOrder), asc(groupVariationIngredients.ingredientId));
  return rows.map((g) => ({
    groupVariationId: g.groupVariationId,
    description: g.description,
    forceSelection: g.forceSelection,
    seatWebId: g.seatWebId,
    version: g.version,
    options: options
      .filter((o) => o.groupVariationId === g.groupVariationId)
      .map((o) => ({ ingredientId: o.ingredientId, priority: o.priority })),
  }));
}

export interface GroupValues {
  description: string;
  forceSelection: boolean;
  seatWebId: number | null;
}

export async function insertGroupVariation(db: DbOrTx, companyId: number, values: GroupValues): Promise<number> {
  const [row] = await db
    .insert(groupVariations)
    .values({ ...values, companyId })
    .returning({ id: groupVariations.groupVariationId });
  return row.id;
}

export async function updateGroupVariation(
  db: DbOrTx,
  groupVariationId: number,
  version: number,
  values: GroupValues,
): Promise<boolean> {
  const rows = await db
    .update(groupVariations)
    .set({ ...values, version: sql`${groupVariations.version} + 1` })
    .where(and(eq(groupVariations.groupVariationId, groupVariationId), eq(groupVariations.version, version)))
    .returning({ id: groupVariations.groupVariationId });
  return rows.length === 1;
}

export async function replaceGroupOptions(
  db: DbOrTx,
  groupVariationId: number,
  options: { ingredientId: number; priority: number }[],
) {
  await db.delete(groupVariationIngredients).where(eq(groupVariationIngredients.groupVariationId, groupVariationId));
  if (options.length) {
    await db.insert(groupVariationIngredients).values(
      options.map((o, sortOrder) => ({
        groupVariationId,
        ingredientId: o.ingredientId,
        priority: o.priority,
        sortOrder,
      })),
    );
  }
}

export async function listIngredients(
  db: DbOrTx,
  companyId: number,
  ingredientId?: number,
): Promise<AdminIngredient[]> {
  const rows = await db
    .select()
    .from(ingredients)
    .where(
      and(
        eq(ingredients.companyId, companyId),
        ingredientId === undefined ? undefined : eq(ingredients.ingredientId, ingredientId),
      ),
    )
    .orderBy(asc(ingredients.description), asc(ingredients.ingredientId));
  if (rows.length === 0) return [];
  const links = await db
    .select()
    .from(ingredientAllergens)
    .where(
      inArray(
        ingredientAllergens.ingredientId,
        rows.map((r) => r.ingredientId),
      ),
    )
    .orderBy(asc(ingredientAllergens.allergenId));
  return rows.map((i) => ({
    ingredientId: i.ingredientId,
    description: i.description,
    unitPrice: fromCents(i.unitPriceCents),
    properties: i.properties,
    priority: i.priority,
    soldOut: i.soldOut,
    version: i.version,
    allergenIds: links.filter((l) => l.ingredientId === i.ingredientId).map((l) => l.allergenId),
  }));
}

export interface IngredientValues {
  description: string;
  unitPriceCents: number;
  properties: number;
  priority: number;
}

export async function insertIngredient(db: DbOrTx, companyId: number, values: IngredientValues): Promise<number> {
  const [row] = await db
    .insert(ingredients)
    .values({ ...values, companyId })
    .returning({ id: ingredients.ingredientId });
  return row.id;
}

export async function updateIngredient(
  db: DbOrTx,
  ingredientId: number,
  version: number,
  values: IngredientValues,
): Promise<boolean> {
  const rows = await db
    .update(ingredients)
    .set({ ...values, version: sql`${ingredients.version} + 1` })
    .where(and(eq(ingredients.ingredientId, ingredientId), eq(ingredients.version, version)))
    .returning({ id: ingredients.ingredientId });
  return rows.length === 1;
}

export async function setIngredientSoldOut(db: DbOrTx, ingredientId: number, soldOut: boolean): Promise<void> {
  await db
    .update(ingredients)
    .set({ soldOut, version: sql`${ingredients.version} + 1` })
    .where(eq(ingredients.ingredientId, ingredientId));
}

export async function replaceIngredientAllergens(db: DbOrTx, ingredientId: number, allergenIds: number[]) {
  await db.delete(ingredientAllergens).where(eq(ingredientAllergens.ingredientId, ingredientId));
  if (allergenIds.length)
    await db.insert(ingredientAllergens).values(allergenIds.map((allergenId) => ({ ingredientId, allergenId })));
}

export async function listAdminAllergens(db: DbOrTx, companyId: number): Promise<AdminAllergen[]> {
  return db
    .select({ allergenId: allergens.allergenId, description: allergens.description })
    .from(allergens)
    .where(eq(allergens.companyId, companyId))
    .orderBy(asc(allergens.sortOrder), asc(allergens.allergenId));
}

/** Null when the company already has an allergen with that description. */
export async function insertAllergen(
  db: DbOrTx,
  companyId: number,
  description: string,
): Promise<AdminAllergen | null> {
  const [{ next }] = (
    await db.execute<{ next: number }>(
      sql`select coalesce(max(sort_order), -1) + 1 as next from allergens where company_id = ${companyId}`,
    )
  ).rows;
  const rows = await db
    .insert(allergens)
    .values({ companyId, description, sortOrder: Number(next) })
    .onConflictDoNothing()
    .returning({ allergenId: allergens.allergenId, description: allergens.description });
  return rows[0] ?? null;
}

export async function listAdminFeatures(db: DbOrTx, companyId: number): Promise<AdminFeature[]> {
  return db
    .select({ featureId: features.featureId, name: features.name, imageWebUrl: features.imageWebUrl })
    .from(features)
    .where(eq(features.companyId, companyId))
    .orderBy(asc(features.sortOrder), asc(features.featureId));
}

export async function insertFeature(db: DbOrTx, companyId: number, name: string): Promise<AdminFeature | null> {
  const [{ next }] = (
    await db.execute<{ next: number }>(
      sql`select coalesce(max(sort_order), -1) + 1 as next from features where company_id = ${companyId}`,
    )
  ).rows;
  const rows = await db
    .insert(features)
    .values({ companyId, name, sortOrder: Number(next) })
    .onConflictDoNothing()
    .returning({ featureId: features.featureId, name: features.name, imageWebUrl: features.imageWebUrl });
  return rows[0] ?? null;
}

/**
 * Null when the company has no such feature. A name another feature holds is refused by the
 * unique index (23505), even when both renames run at the same moment: no check made before
 * writing could see the other one.
 */
export async function renameFeature(
  db: DbOrTx,
  companyId: number,
  featureId: number,
  name: string,
): Promise<AdminFeature | null> {
  const rows = await db
    .update(features)
    .set({ name })
    .where(and(eq(features.featureId, featureId), eq(features.companyId, companyId)))
    .returning({ featureId: features.featureId, name: features.name, imageWebUrl: features.imageWebUrl });
  return rows[0] ?? null;
}

export async function deleteFeature(db: DbOrTx, companyId: number, featureId: number): Promise<void> {
  await db.delete(features).where(and(eq(features.featureId, featureId), eq(features.companyId, companyId)));
  await deleteTranslationsOf(db, companyId, 'feature', featureId);
}

// ---------------------------------------------------------------------------------------------
// Translations

/** The company's languages other than Italian (the stored text is the Italian one). */
export async function listTranslationLanguages(db: DbOrTx, companyId: number) {
  return db
    .select({
      languageId: languages.languageId,
      languageCode: languages.languageCode,
      description: languages.descriptionInLanguage,
    })
    .from(companyLanguages)
    .innerJoin(languages, eq(languages.languageId, companyLanguages.languageId))
    .where(and(eq(companyLanguages.companyId, companyId), sql`lower(${languages.languageCode}) not like 'it%'`))
    .orderBy(asc(companyLanguages.sortOrder));
}

export async function listTranslations(db: DbOrTx, companyId: number, languageId: number): Promise<AdminTranslation[]> {
  return db
    .select({
      entityType: menuTranslations.entityType,
      entityId: menuTranslations.entityId,
      languageId: menuTranslations.languageId,
      field: menuTranslations.field,
      value: menuTranslations.value,
    })
    .from(menuTranslations)
    .where(and(eq(menuTranslations.companyId, companyId), eq(menuTranslations.languageId, languageId)))
    .orderBy(asc(menuTranslations.entityType), asc(menuTranslations.entityId), asc(menuTranslations.field));
}

export async function saveTranslations(
  db: DbOrTx,
  companyId: number,
  key: { entityType: string; entityId: number; languageId: number },
  fields: Record<string, string | null>,
): Promise<void> {
  for (const [field, raw] of Object.entries(fields)) {
    const where = and(
      eq(menuTranslations.entityType, key.entityType),
      eq(menuTranslations.entityId, key.entityId),
      eq(menuTranslations.field, field),
      eq(menuTranslations.languageId, key.languageId),
    );
    const value = raw?.trim() ?? '';
    if (value === '') {
      await db.delete(menuTranslations).where(where);
    } else {
      await db
        .insert(menuTranslations)
        .values({ companyId, ...key, field, value })
        .onConflictDoUpdate({
          target: [
            menuTranslations.entityType,
            menuTranslations.entityId,
            menuTranslations.field,
            menuTranslations.languageId,
          ],
          set: { value },
        });
    }
  }
}

/** Whether the entity the translation names is a row of the company. */
export async function entityOfCompany(
  db: DbOrTx,
  companyId: number,
  entityType: string,
  entityId: number,
): Promise<boolean> {
  switch (entityType) {
    case 'menuWeb':
      return (await findMenu(db, companyId, entityId)) !== null;
    case 'menuClassifier':
      return (await findClassifier(db, companyId, entityId)) !== null;
    case 'product':
      return (await findProduct(db, companyId, entityId)) !== null;
    case 'ingredient':
      return (await findIngredient(db, companyId, entityId)) !== null;
    case 'groupVariation':
      return (await findGroupVariation(db, companyId, entityId)) !== null;
    case 'allergen':
      return (await foreignIds(db, companyId, 'allergen', [entityId])).length === 0;
    case 'feature':
      return (await foreignIds(db, companyId, 'feature', [entityId])).length === 0;
    case 'menuExtraField': {
      const rows = await db
        .select({ id: menuExtraFields.menuExtraFieldId })
        .from(menuExtraFields)
        .innerJoin(menuWebs, eq(menuWebs.menuWebId, menuExtraFields.menuWebId))
        .where(and(eq(menuExtraFields.menuExtraFieldId, entityId), eq(menuWebs.companyId, companyId)));
      return rows.length > 0;
    }
    default:
      return false;
  }
}

/**
 * The venue of every translatable row that belongs to one venue (a venue's menu and what is in
 * it, a venue's variation groups), keyed 'entityType:entityId'; company-wide rows are absent.
 */
export async function venueOfTranslatableRows(db: DbOrTx, companyId: number): Promise<Map<string, number>> {
  const ofCompany = and(eq(menuWebs.companyId, companyId), sql`${menuWebs.seatWebId} is not null`);
  const [menus, classifiers, productRows, groups, fields] = await Promise.all([
    db.select({ id: menuWebs.menuWebId, seatWebId: menuWebs.seatWebId }).from(menuWebs).where(ofCompany),
    db
      .select({ id: menuClassifiers.menuClassifierId, seatWebId: menuWebs.seatWebId })
      .from(menuClassifiers)
      .innerJoin(menuWebs, eq(menuWebs.menuWebId, menuClassifiers.menuWebId))
      .where(ofCompany),
    db
      .select({ id: products.productWebId, seatWebId: menuWebs.seatWebId })
      .from(products)
      .innerJoin(menuClassifiers, eq(menuClassifiers.menuClassifierId, products.menuClassifierId))
      .innerJoin(menuWebs, eq(menuWebs.menuWebId, menuClassifiers.menuWebId))
      .where(ofCompany),
    db
      .select({ id: groupVariations.groupVariationId, seatWebId: groupVariations.seatWebId })
      .from(groupVariations)
      .where(and(eq(groupVariations.companyId, companyId), sql`${groupVariations.seatWebId} is not null`)),
    db
      .select({ id: menuExtraFields.menuExtraFieldId, seatWebId: menuWebs.seatWebId })
      .from(menuExtraFields)
      .innerJoin(menuWebs, eq(menuWebs.menuWebId, menuExtraFields.menuWebId))
      .where(ofCompany),
  ]);
  const venues = new Map<string, number>();
  const add = (type: string, rows: { id: number; seatWebId: number | null }[]) => {
    for (const row of rows) if (row.seatWebId !== null) venues.set(`${type}:${row.id}`, row.seatWebId);
  };
  add('menuWeb', menus);
  add('menuClassifier', classifiers);
  add('product', productRows);
  add('groupVariation', groups);
  add('menuExtraField', fields);
  return venues;
}

/** Extra fields with their ids, for the translations screen (the menu shape has positions only). */
export async function listExtraFieldIds(db: DbOrTx, companyId: number) {
  return db
    .select({
      menuExtraFieldId: menuExtraFields.menuExtraFieldId,
      menuWebId: menuExtraFields.menuWebId,
      position: menuExtraFields.position,
      caption: menuExtraFields.caption,
    })
    .from(menuExtraFields)
    .innerJoin(menuWebs, eq(menuWebs.menuWebId, menuExtraFields.menuWebId))
    .where(eq(menuWebs.companyId, companyId))
    .orderBy(asc(menuExtraFields.menuWebId), asc(menuExtraFields.position));
}

// ---------------------------------------------------------------------------------------------
// Venue tables

const toAdminTable = (t: typeof venueTables.$inferSelect): AdminVenueTable => ({
  venueTableId: t.venueTableId,
  seatWebId: t.seatWebId,
  number: t.number,
  name: t.name,
  enabled: t.enabled,
  version: t.version,
});

export async function listVenueTables(db: DbOrTx, seatWebId: number): Promise<AdminVenueTable[]> {
  const rows = await db
    .select()
    .from(venueTables)
    .where(eq(venueTables.seatWebId, seatWebId))
    .orderBy(asc(venueTables.number));
  return rows.map(toAdminTable);
}

export async function getVenueTable(db: DbOrTx, venueTableId: number): Promise<AdminVenueTable> {
  const [row] = await db.select().from(venueTables).where(eq(venueTables.venueTableId, venueTableId));
  return toAdminTable(row);
}

export interface VenueTableValues {
  seatWebId: number;
  number: number;
  name: string | null;
  enabled: boolean;
}

/** Null when the venue already has a table with that number. */
export async function insertVenueTable(db: DbOrTx, values: VenueTableValues): Promise<number | null> {
  const rows = await db
    .insert(venueTables)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: venueTables.venueTableId });
  return rows[0]?.id ?? null;
}

export async function tableNumberTaken(
  db: DbOrTx,
  seatWebId: number,
  number: number,
  exceptId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: venueTables.venueTableId })
    .from(venueTables)
    .where(and(eq(venueTables.seatWebId, seatWebId), eq(venueTables.number, number)));
  return rows.some((r) => r.id !== exceptId);
}

export async function updateVenueTable(
  db: DbOrTx,
  venueTableId: number,
  version: number,
  values: VenueTableValues,
): Promise<boolean> {
  const rows = await db
    .update(venueTables)
    .set({ ...values, version: sql`${venueTables.version} + 1` })
    .where(and(eq(venueTables.venueTableId, venueTableId), eq(venueTables.version, version)))
    .returning({ id: venueTables.venueTableId });
  return rows.length === 1;
}

export async function deleteVenueTable(db: DbOrTx, venueTableId: number): Promise<void> {
  await db.delete(venueTables).where(eq(venueTables.venueTableId, venueTableId));
}
