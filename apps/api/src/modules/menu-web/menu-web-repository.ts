// The only code reading menus, classifiers, products and their ingredients, allergens,
// features, variation groups and extra fields (spec 000 §3, §7 menuWeb/*, allergen/*,
// feature/*, productWeb/*). Returns the domain's types: money in euros.
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type {
  Allergen,
  ExtraField,
  Feature,
  GroupVariation,
  Ingredient,
  Menu,
  Product,
  ProductIngredient,
} from '@tavola/domain/menu';
import type { ExtraFieldSubtype, ExtraFieldType } from '@tavola/domain/enums';
import { fromCents } from '@tavola/domain/money';
import { INGREDIENT_DISABLED } from '@tavola/domain/menu';
import type { Db } from '../../db/database';
import { italianText, loadTranslate, type Translate } from './menu-translation-repository';
import {
  allergens,
  features,
  groupVariationIngredients,
  groupVariations,
  ingredientAllergens,
  ingredients,
  menuClassifiers,
  menuExtraFields,
  menuWebs,
  productAllergens,
  productFeatures,
  productIngredients,
  products,
} from '../../db/schema';

export type MenuRow = typeof menuWebs.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type IngredientRow = typeof ingredients.$inferSelect;

export async function findMenuRow(db: Db, menuWebId: number): Promise<MenuRow | null> {
  const rows = await db.select().from(menuWebs).where(eq(menuWebs.menuWebId, menuWebId)).limit(1);
  return rows[0] ?? null;
}

/**
 * Enabled menus a venue may use: the company's menus for every venue (seatWebId null) and,
 * when a venue is given, its own. In display order.
 */
export async function listVenueMenuRows(db: Db, companyId: number, seatWebId: number | null): Promise<MenuRow[]> {
  const venueScope =
    seatWebId === null ? isNull(menuWebs.seatWebId) : or(isNull(menuWebs.seatWebId), eq(menuWebs.seatWebId, seatWebId));
  return db
    .select()
    .from(menuWebs)
    .where(and(eq(menuWebs.companyId, companyId), eq(menuWebs.enabled, true), venueScope))
    .orderBy(asc(menuWebs.sortOrder), asc(menuWebs.menuWebId));
}

/**
 * The menu with its classifiers and their enabled products, in display order, with the texts
 * in the given language where the company translated them (Italian otherwise).
 */
export async function loadMenu(db: Db, menu: MenuRow, languageId: number | null = null): Promise<Menu> {
  const tr = await loadTranslate(db, menu.companyId, languageId);
  const classifierRows = await db
    .select()
    .from(menuClassifiers)
    .where(eq(menuClassifiers.menuWebId, menu.menuWebId))
    .orderBy(asc(menuClassifiers.sortOrder), asc(menuClassifiers.menuClassifierId));
  const productRows =
    classifierRows.length === 0
      ? []
      : await db
          .select()
          .from(products)
          .where(
            and(
              inArray(
                products.menuClassifierId,
                classifierRows.map((c) => c.menuClassifierId),
              ),
              eq(products.enabled, true),
            ),
          )
          .orderBy(asc(products.sortOrder), asc(products.productWebId));
  const built = await buildProducts(db, productRows, tr);
  const id = menu.menuWebId;
  return {
    menuWebId: menu.menuWebId,
    displayDescription: tr('menuWeb', id, 'displayDescription', menu.displayDescription),
    description:
      tr('menuWeb', id, 'description', menu.description) ??
      tr('menuWeb', id, 'displayDescription', menu.displayDescription),
    extendedDescription: tr('menuWeb', id, 'extendedDescription', menu.extendedDescription),
    classifiers: classifierRows.map((c) => ({
      name: tr('menuClassifier', c.menuClassifierId, 'name', c.name),
      description: tr('menuClassifier', c.menuClassifierId, 'description', c.description),
      imageWebUrl: c.imageWebUrl,
      useClassifierImage: c.useClassifierImage,
      products: productRows
        .filter((p) => p.menuClassifierId === c.menuClassifierId)
        .map((p) => built.get(p.productWebId)!),
    })),
  };
}

/** Candidates for productWeb/getSuggestedProducts: enabled products of some menus, suggested first. */
export async function listMenuProducts(
  db: Db,
  menuWebIds: number[],
  translate: Translate = italianText,
): Promise<Product[]> {
  if (menuWebIds.length === 0) return [];
  const rows = await db
    .select({ product: products, menuWebId: menuClassifiers.menuWebId, classifierOrder: menuClassifiers.sortOrder })
    .from(products)
    .innerJoin(menuClassifiers, eq(menuClassifiers.menuClassifierId, products.menuClassifierId))
    .where(and(inArray(menuClassifiers.menuWebId, menuWebIds), eq(products.enabled, true)));
  rows.sort(
    (a, b) =>
      Number(b.product.suggested) - Number(a.product.suggested) ||
      menuWebIds.indexOf(a.menuWebId) - menuWebIds.indexOf(b.menuWebId) ||
      a.classifierOrder - b.classifierOrder ||
      a.product.sortOrder - b.product.sortOrder ||
      a.product.productWebId - b.product.productWebId,
  );
  const built = await buildProducts(
    db,
    rows.map((r) => r.product),
    translate,
  );
  return rows.map((r) => built.get(r.product.productWebId)!);
}

/** The menus (of a company) the given products are on. */
export async function menuIdsOfProducts(db: Db, companyId: number, productWebIds: number[]): Promise<number[]> {
  if (productWebIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ menuWebId: menuWebs.menuWebId, sortOrder: menuWebs.sortOrder })
    .from(products)
    .innerJoin(menuClassifiers, eq(menuClassifiers.menuClassifierId, products.menuClassifierId))
    .innerJoin(menuWebs, eq(menuWebs.menuWebId, menuClassifiers.menuWebId))
    .where(
      and(inArray(products.productWebId, productWebIds), eq(menuWebs.companyId, companyId), eq(menuWebs.enabled, true)),
    )
    .orderBy(asc(menuWebs.sortOrder), asc(menuWebs.menuWebId));
  return rows.map((r) => r.menuWebId);
}

/** Extra questions of a menu by position: index i is the order's extraField{i+1}. */
export async function listExtraFields(
  db: Db,
  menuWebId: number,
  translate: Translate = italianText,
): Promise<ExtraField[]> {
  const rows = await db
    .select()
    .from(menuExtraFields)
    .where(eq(menuExtraFields.menuWebId, menuWebId))
    .orderBy(asc(menuExtraFields.position));
  return rows.map((r) => ({
    required: r.required,
    caption: translate('menuExtraField', r.menuExtraFieldId, 'caption', r.caption),
    type: r.type as ExtraFieldType,
    subtype: r.subtype as ExtraFieldSubtype,
    maxLength: r.maxLength,
    values: r.values,
    rexValidate: r.rexValidate,
    fieldValue: null,
  }));
}

export async function listAllergens(db: Db, companyId: number, languageId: number | null = null): Promise<Allergen[]> {
  const tr = await loadTranslate(db, companyId, languageId);
  const rows = await db
    .select({ allergenId: allergens.allergenId, description: allergens.description })
    .from(allergens)
    .where(eq(allergens.companyId, companyId))
    .orderBy(asc(allergens.sortOrder), asc(allergens.allergenId));
  return rows.map((a) => ({ description: tr('allergen', a.allergenId, 'description', a.description) }));
}

export async function listFeatures(db: Db, companyId: number, languageId: number | null = null): Promise<Feature[]> {
  const tr = await loadTranslate(db, companyId, languageId);
  const rows = await db
    .select({ featureId: features.featureId, name: features.name, imageWebUrl: features.imageWebUrl })
    .from(features)
    .where(eq(features.companyId, companyId))
    .orderBy(asc(features.sortOrder), asc(features.featureId));
  return rows.map((f) => ({ name: tr('feature', f.featureId, 'name', f.name), imageWebUrl: f.imageWebUrl }));
}

const groupIdsOf = (p: ProductRow) => [
  p.groupVariation1Id,
  p.groupVariation2Id,
  p.groupVariation3Id,
  p.groupVariation4Id,
  p.groupVariation5Id,
];

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}

/** Products with ingredients, allergens, features and group variations, in a fixed number of queries. */
async function buildProducts(db: Db, rows: ProductRow[], tr: Translate = italianText): Promise<Map<number, Product>> {
  const result = new Map<number, Product>();
  if (rows.length === 0) return result;
  const productIds = rows.map((p) => p.productWebId);
  const groupIds = [...new Set(rows.flatMap(groupIdsOf).filter((id): id is number => id !== null))];

  const [ownIngredients, groupRows, groupOptions, allergenLinks, featureLinks] = await Promise.all([
    db
      .select({
        productWebId: productIngredients.productWebId,
        removable: productIngredients.removable,
        ingredient: ingredients,
      })
      .from(productIngredients)
      .innerJoin(ingredients, eq(ingredients.ingredientId, productIngredients.ingredientId))
      .where(inArray(productIngredients.productWebId, productIds))
      .orderBy(asc(productIngredients.sortOrder), asc(productIngredients.ingredientId)),
    groupIds.length === 0
      ? []
      : db.select().from(groupVariations).where(inArray(groupVariations.groupVariationId, groupIds)),
    groupIds.length === 0
      ? []
      : db
          .select({
            groupVariationId: groupVariationIngredients.groupVariationId,
            priority: groupVariationIngredients.priority,
            ingredient: ingredients,
          })
          .from(groupVariationIngredients)
          .innerJoin(ingredients, eq(ingredients.ingredientId, groupVariationIngredients.ingredientId))
          .where(inArray(groupVariationIngredients.groupVariationId, groupIds))
          .orderBy(asc(groupVariationIngredients.sortOrder), asc(groupVariationIngredients.ingredientId)),
    db
      .select({
        productWebId: productAllergens.productWebId,
        allergenId: allergens.allergenId,
        description: allergens.description,
      })
      .from(productAllergens)
      .innerJoin(allergens, eq(allergens.allergenId, productAllergens.allergenId))
      .where(inArray(productAllergens.productWebId, productIds))
      .orderBy(asc(allergens.sortOrder), asc(allergens.allergenId)),
    db
      .select({
        productWebId: productFeatures.productWebId,
        featureId: features.featureId,
        name: features.name,
        imageWebUrl: features.imageWebUrl,
      })
      .from(productFeatures)
      .innerJoin(features, eq(features.featureId, productFeatures.featureId))
      .where(inArray(productFeatures.productWebId, productIds))
      .orderBy(asc(features.sortOrder), asc(features.featureId)),
  ]);

  // Allergens of the product's own ingredients only: options are sent without theirs.
  const ingredientIds = [...new Set(ownIngredients.map((r) => r.ingredient.ingredientId))];
  const ingredientAllergenRows =
    ingredientIds.length === 0
      ? []
      : await db
          .select({
            ingredientId: ingredientAllergens.ingredientId,
            allergenId: allergens.allergenId,
            description: allergens.description,
          })
          .from(ingredientAllergens)
          .innerJoin(allergens, eq(allergens.allergenId, ingredientAllergens.allergenId))
          .where(inArray(ingredientAllergens.ingredientId, ingredientIds))
          .orderBy(asc(allergens.sortOrder), asc(allergens.allergenId));
  const allergensByIngredient = groupBy(ingredientAllergenRows, (r) => r.ingredientId);
  // A sold-out option is served disabled (properties 1, spec 000 §4) and flagged soldOut.
  const toIngredient = (row: IngredientRow): Ingredient => ({
    ingredientId: row.ingredientId,
    description: tr('ingredient', row.ingredientId, 'description', row.description),
    unitPrice: fromCents(row.unitPriceCents),
    priority: row.priority,
    properties: row.soldOut ? row.properties | INGREDIENT_DISABLED : row.properties,
    allergens: (allergensByIngredient.get(row.ingredientId) ?? []).map((a) => ({
      description: tr('allergen', a.allergenId, 'description', a.description),
    })),
    ...(row.soldOut ? { soldOut: true } : {}),
  });

  // Options carry only what the client reads, translated, and disabled when sold out.
  const toOption = (row: IngredientRow): GroupVariation['ingredients'][number]['ingredient'] => {
    const properties = row.soldOut ? row.properties | INGREDIENT_DISABLED : row.properties;
    return {
      ingredientId: row.ingredientId,
      description: tr('ingredient', row.ingredientId, 'description', row.description),
      unitPrice: fromCents(row.unitPriceCents),
      ...(properties !== 0 ? { properties } : {}),
      ...(row.soldOut ? { soldOut: true } : {}),
    };
  };

  const optionsByGroup = groupBy(groupOptions, (r) => r.groupVariationId);
  const groups = new Map<number, GroupVariation>(
    groupRows.map((g) => [
      g.groupVariationId,
      {
        groupVariationId: g.groupVariationId,
        groupVariationIdRemote: g.groupVariationIdRemote === null ? null : String(g.groupVariationIdRemote),
        // 0: a company-wide group (the schema's seatWebId is not nullable).
        seatWebId: g.seatWebId ?? 0,
        description: tr('groupVariation', g.groupVariationId, 'description', g.description),
        forceSelection: g.forceSelection,
        // An option's ingredient carries what the spec gives it (id, description, price) and
        // the disabled flag when set: the clients read nothing else, and options repeat on
        // every product of the group (a smaller menu document).
        ingredients: (optionsByGroup.get(g.groupVariationId) ?? []).map((o) => ({
          ingredient: toOption(o.ingredient),
          priority: o.priority,
        })),
      },
    ]),
  );

  const ingredientsByProduct = groupBy(ownIngredients, (r) => r.productWebId);
  const allergensByProduct = groupBy(allergenLinks, (r) => r.productWebId);
  const featuresByProduct = groupBy(featureLinks, (r) => r.productWebId);
  const group = (id: number | null) => (id === null ? null : (groups.get(id) ?? null));

  for (const p of rows) {
    const own: ProductIngredient[] = (ingredientsByProduct.get(p.productWebId) ?? []).map((r) => ({
      ...toIngredient(r.ingredient),
      removable: r.removable,
    }));
    result.set(p.productWebId, {
      productWebId: p.productWebId,
      description: tr('product', p.productWebId, 'description', p.description),
      extendedDescription: tr('product', p.productWebId, 'extendedDescription', p.extendedDescription),
      unitPrice: fromCents(p.unitPriceCents),
      imageWebUrl: p.imageWebUrl,
      imageSmallWebUrl: p.imageSmallWebUrl,
      ingredients: own,
      features: (featuresByProduct.get(p.productWebId) ?? []).map((f) => ({
        name: tr('feature', f.featureId, 'name', f.name),
        imageWebUrl: f.imageWebUrl,
      })),
      allergens: (allergensByProduct.get(p.productWebId) ?? []).map((a) => ({
        description: tr('allergen', a.allergenId, 'description', a.description),
      })),
      ...(p.soldOut ? { soldOut: true } : {}),
      groupVariation1: group(p.groupVariation1Id),
      groupVariation2: group(p.groupVariation2Id),
      groupVariation3: group(p.groupVariation3Id),
      groupVariation4: group(p.groupVariation4Id),
      groupVariation5: group(p.groupVariation5Id),
    });
  }
  return result;
}
