// The only code of the company-setup module touching the database: a new company's rows, the
// EU allergens every company starts with, the facts the setup checklist is computed from, and
// the copy of the demo company's menus.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
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
  productAllergens,
  productFeatures,
  productIngredients,
  products,
  timeFrames,
  venueTables,
} from '../../db/schema';

/** Sets or clears a company's end of service; null for an unknown company. */
export async function setCompanyEndOfService(db: DbOrTx, urlName: string, endOfService: string | null) {
  const [updated] = await db
    .update(companies)
    .set({ endOfService })
    .where(eq(companies.urlName, urlName))
    .returning({ companyId: companies.companyId, urlName: companies.urlName, endOfService: companies.endOfService });
  return updated ?? null;
}

/** Inserts a company; null when its urlName is taken (the unique index decides a race). */
export async function insertCompany(db: DbOrTx, values: { urlName: string; tradeName: string }) {
  const [company] = await db.insert(companies).values(values).onConflictDoNothing().returning();
  return company ?? null;
}

/** Gives the company these languages, the first as its default (creating missing languages). */
export async function addCompanyLanguages(
  db: DbOrTx,
  companyId: number,
  companyLanguageList: readonly { languageCode: string; descriptionInLanguage: string }[],
): Promise<void> {
  await db
    .insert(languages)
    .values([...companyLanguageList])
    .onConflictDoNothing();
  const rows = await db
    .select()
    .from(languages)
    .where(
      inArray(
        languages.languageCode,
        companyLanguageList.map((l) => l.languageCode),
      ),
    );
  await db.insert(companyLanguages).values(
    companyLanguageList.map((l, index) => ({
      companyId,
      languageId: rows.find((r) => r.languageCode === l.languageCode)!.languageId,
      isDefault: index === 0,
      sortOrder: index,
    })),
  );
}

/** The id of the English language; null in a database without it. */
export async function findEnglishLanguageId(db: DbOrTx): Promise<number | null> {
  const [english] = await db
    .select({ languageId: languages.languageId })
    .from(languages)
    .where(eq(languages.languageCode, 'en'))
    .limit(1);
  return english?.languageId ?? null;
}

export async function addAllergenTranslations(
  db: DbOrTx,
  values: {
    companyId: number;
    entityType: string;
    entityId: number;
    field: string;
    languageId: number;
    value: string;
  }[],
): Promise<void> {
  await db.insert(menuTranslations).values(values).onConflictDoNothing();
}

export async function countCompanyAllergens(db: DbOrTx, companyId: number): Promise<number> {
  const [{ count }] = (
    await db.execute<{ count: number }>(
      sql`select count(*)::int as count from ${allergens} where ${allergens.companyId} = ${companyId}`,
    )
  ).rows;
  return Number(count);
}

/** Inserts the named allergens in this order; answers those added (a name the company has is skipped). */
export async function insertAllergens(db: DbOrTx, companyId: number, descriptions: readonly string[]) {
  return db
    .insert(allergens)
    .values(descriptions.map((description, index) => ({ companyId, description, sortOrder: index })))
    .onConflictDoNothing()
    .returning({ allergenId: allergens.allergenId, description: allergens.description });
}

/** What the setup checklist reads of the company itself. */
export async function findCompanyTexts(db: DbOrTx, companyId: number) {
  const [company] = await db
    .select({
      businessName: companies.businessName,
      privacyPolicy: companies.privacyPolicy,
      serviceTerms: companies.serviceTerms,
    })
    .from(companies)
    .where(eq(companies.companyId, companyId));
  return company ?? null;
}

/** True when one of these venues has a service time (time frame). */
export async function anyVenueHasTimeFrame(db: DbOrTx, seatWebIds: readonly number[]): Promise<boolean> {
  const frames =
    seatWebIds.length === 0
      ? []
      : await db
          .select({ id: timeFrames.timeFrameWebId })
          .from(timeFrames)
          .where(inArray(timeFrames.seatWebId, [...seatWebIds]))
          .limit(1);
  return frames.length > 0;
}

/** True when an enabled menu of the company has a product on sale. */
export async function companyHasProductOnSale(db: DbOrTx, companyId: number): Promise<boolean> {
  const onSale = await db
    .select({ id: products.productWebId })
    .from(products)
    .innerJoin(menuClassifiers, eq(menuClassifiers.menuClassifierId, products.menuClassifierId))
    .innerJoin(menuWebs, eq(menuWebs.menuWebId, menuClassifiers.menuWebId))
    .where(
      and(
        eq(menuWebs.companyId, companyId),
        eq(menuWebs.enabled, true),
        eq(products.enabled, true),
        isNull(products.archivedAt),
      ),
    )
    .limit(1);
  return onSale.length > 0;
}

/** The venues, among `seatWebIds`, with at least one table in use. */
export async function venuesWithTables(db: DbOrTx, seatWebIds: readonly number[]): Promise<Set<number>> {
  if (seatWebIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ seatWebId: venueTables.seatWebId })
    .from(venueTables)
    .where(and(inArray(venueTables.seatWebId, [...seatWebIds]), eq(venueTables.enabled, true)));
  return new Set(rows.map((r) => r.seatWebId));
}

/**
 * Copies the company-wide menus of company `from` into company `companyId` with new ids and every
 * reference remapped; answers how many menus were copied (0, writing nothing, when `from` has
 * none). Run it in a transaction so that a copy is whole or absent.
 */
export async function copyCompanyWideMenus(db: DbOrTx, from: number, companyId: number): Promise<number> {
  const menus = await db
    .select()
    .from(menuWebs)
    .where(and(eq(menuWebs.companyId, from), isNull(menuWebs.seatWebId)))
    .orderBy(menuWebs.sortOrder, menuWebs.menuWebId);
  if (menus.length === 0) return 0;

  // Allergens and features are named per company (unique): reuse the company's own by name.
  const allergenId = new Map<number, number>();
  for (const a of await db.select().from(allergens).where(eq(allergens.companyId, from))) {
    await db
      .insert(allergens)
      .values({ companyId, description: a.description, sortOrder: a.sortOrder })
      .onConflictDoNothing();
    const [mine] = await db
      .select()
      .from(allergens)
      .where(and(eq(allergens.companyId, companyId), eq(allergens.description, a.description)));
    allergenId.set(a.allergenId, mine.allergenId);
  }
  const featureId = new Map<number, number>();
  for (const f of await db.select().from(features).where(eq(features.companyId, from))) {
    await db
      .insert(features)
      .values({ companyId, name: f.name, imageWebUrl: f.imageWebUrl, sortOrder: f.sortOrder })
      .onConflictDoNothing();
    const [mine] = await db
      .select()
      .from(features)
      .where(and(eq(features.companyId, companyId), eq(features.name, f.name)));
    featureId.set(f.featureId, mine.featureId);
  }

  const ingredientId = new Map<number, number>();
  const sourceIngredients = await db.select().from(ingredients).where(eq(ingredients.companyId, from));
  for (const i of sourceIngredients) {
    const [row] = await db
      .insert(ingredients)
      .values({
        companyId,
        description: i.description,
        unitPriceCents: i.unitPriceCents,
        properties: i.properties,
        priority: i.priority,
      })
      .returning({ id: ingredients.ingredientId });
    ingredientId.set(i.ingredientId, row.id);
  }
  if (sourceIngredients.length > 0) {
    const links = await db
      .select()
      .from(ingredientAllergens)
      .where(
        inArray(
          ingredientAllergens.ingredientId,
          sourceIngredients.map((i) => i.ingredientId),
        ),
      );
    if (links.length > 0) {
      await db.insert(ingredientAllergens).values(
        links.map((l) => ({
          ingredientId: ingredientId.get(l.ingredientId)!,
          allergenId: allergenId.get(l.allergenId)!,
        })),
      );
    }
  }

  const groupId = new Map<number, number>();
  const sourceGroups = await db
    .select()
    .from(groupVariations)
    .where(and(eq(groupVariations.companyId, from), isNull(groupVariations.seatWebId)));
  for (const g of sourceGroups) {
    const [row] = await db
      .insert(groupVariations)
      .values({ companyId, description: g.description, forceSelection: g.forceSelection })
      .returning({ id: groupVariations.groupVariationId });
    groupId.set(g.groupVariationId, row.id);
  }
  if (sourceGroups.length > 0) {
    const options = await db
      .select()
      .from(groupVariationIngredients)
      .where(
        inArray(
          groupVariationIngredients.groupVariationId,
          sourceGroups.map((g) => g.groupVariationId),
        ),
      );
    const copied = options.filter((o) => ingredientId.has(o.ingredientId));
    if (copied.length > 0) {
      await db.insert(groupVariationIngredients).values(
        copied.map((o) => ({
          groupVariationId: groupId.get(o.groupVariationId)!,
          ingredientId: ingredientId.get(o.ingredientId)!,
          priority: o.priority,
          sortOrder: o.sortOrder,
        })),
      );
    }
  }
  const group = (id: number | null) => (id === null ? null : (groupId.get(id) ?? null));

  for (const menu of menus) {
    const [newMenu] = await db
      .insert(menuWebs)
      .values({
        companyId,
        seatWebId: null,
        displayDescription: menu.displayDescription,
        description: menu.description,
        extendedDescription: menu.extendedDescription,
        publicationStatus: menu.publicationStatus,
        enabled: menu.enabled,
        sortOrder: menu.sortOrder,
      })
      .returning({ id: menuWebs.menuWebId });
    const fields = await db.select().from(menuExtraFields).where(eq(menuExtraFields.menuWebId, menu.menuWebId));
    if (fields.length > 0) {
      await db
        .insert(menuExtraFields)
        .values(fields.map(({ menuExtraFieldId: _id, ...f }) => ({ ...f, menuWebId: newMenu.id })));
    }
    const classifiers = await db.select().from(menuClassifiers).where(eq(menuClassifiers.menuWebId, menu.menuWebId));
    for (const c of classifiers) {
      const [newClassifier] = await db
        .insert(menuClassifiers)
        .values({
          menuWebId: newMenu.id,
          name: c.name,
          description: c.description,
          imageWebUrl: c.imageWebUrl,
          useClassifierImage: c.useClassifierImage,
          sortOrder: c.sortOrder,
        })
        .returning({ id: menuClassifiers.menuClassifierId });
      const items = await db
        .select()
        .from(products)
        .where(and(eq(products.menuClassifierId, c.menuClassifierId), isNull(products.archivedAt)));
      for (const p of items) {
        const [newProduct] = await db
          .insert(products)
          .values({
            menuClassifierId: newClassifier.id,
            description: p.description,
            extendedDescription: p.extendedDescription,
            unitPriceCents: p.unitPriceCents,
            imageWebUrl: p.imageWebUrl,
            imageSmallWebUrl: p.imageSmallWebUrl,
            sortOrder: p.sortOrder,
            enabled: p.enabled,
            suggested: p.suggested,
            groupVariation1Id: group(p.groupVariation1Id),
            groupVariation2Id: group(p.groupVariation2Id),
            groupVariation3Id: group(p.groupVariation3Id),
            groupVariation4Id: group(p.groupVariation4Id),
            groupVariation5Id: group(p.groupVariation5Id),
          })
          .returning({ id: products.productWebId });
        const ing = (
          await db.select().from(productIngredients).where(eq(productIngredients.productWebId, p.productWebId))
        ).filter((l) => ingredientId.has(l.ingredientId));
        if (ing.length > 0) {
          await db.insert(productIngredients).values(
            ing.map((l) => ({
              productWebId: newProduct.id,
              ingredientId: ingredientId.get(l.ingredientId)!,
              removable: l.removable,
              sortOrder: l.sortOrder,
            })),
          );
        }
        const all = await db.select().from(productAllergens).where(eq(productAllergens.productWebId, p.productWebId));
        if (all.length > 0)
          await db
            .insert(productAllergens)
            .values(all.map((l) => ({ productWebId: newProduct.id, allergenId: allergenId.get(l.allergenId)! })));
        const fea = await db.select().from(productFeatures).where(eq(productFeatures.productWebId, p.productWebId));
        if (fea.length > 0)
          await db
            .insert(productFeatures)
            .values(fea.map((l) => ({ productWebId: newProduct.id, featureId: featureId.get(l.featureId)! })));
      }
    }
  }
  return menus.length;
}
