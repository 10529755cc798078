// "Copy the demo menu" of the setup checklist (issue #13): a new restaurant starts from the demo
// company's company-wide menus (classifiers, products, options, ingredients, allergens,
// features, extra questions) and edits them in the menu back office. One transaction: a copy
// is whole or absent. Rows are copied with new ids and every reference remapped; venue menus,
// archived products and translations stay behind (venues differ; translations follow edits).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { notFound } from '@tavola/domain/error-codes';
import type { Db } from '../../db/database';
import {
  allergens,
  companies,
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
import { DEMO_COMPANY_URL_NAME } from '../../db/seed';

export const DEMO_MENU_MISSING_MESSAGE = 'Il menù dimostrativo non è disponibile su questa installazione.';

/** Copies the demo menus into the company; answers how many menus were copied. */
export async function copyDemoMenu(db: Db, companyId: number): Promise<{ menus: number }> {
  const [demo] = await db.select().from(companies).where(eq(companies.urlName, DEMO_COMPANY_URL_NAME)).limit(1);
  if (!demo || demo.companyId === companyId) throw notFound('DEMO_MENU_MISSING', DEMO_MENU_MISSING_MESSAGE);
  const from = demo.companyId;
  return db.transaction(async (tx) => {
    const menus = await tx
      .select()
      .from(menuWebs)
      .where(and(eq(menuWebs.companyId, from), isNull(menuWebs.seatWebId)))
      .orderBy(menuWebs.sortOrder, menuWebs.menuWebId);
    if (menus.length === 0) throw notFound('DEMO_MENU_MISSING', DEMO_MENU_MISSING_MESSAGE);

    // Allergens and features are named per company (unique): reuse the company's own by name.
    const allergenId = new Map<number, number>();
    for (const a of await tx.select().from(allergens).where(eq(allergens.companyId, from))) {
      await tx.insert(allergens).values({ companyId, description: a.description, sortOrder: a.sortOrder }).onConflictDoNothing();
      const [mine] = await tx
        .select()
        .from(allergens)
        .where(and(eq(allergens.companyId, companyId), eq(allergens.description, a.description)));
      allergenId.set(a.allergenId, mine.allergenId);
    }
    const featureId = new Map<number, number>();
    for (const f of await tx.select().from(features).where(eq(features.companyId, from))) {
      await tx.insert(features).values({ companyId, name: f.name, imageWebUrl: f.imageWebUrl, sortOrder: f.sortOrder }).onConflictDoNothing();
      const [mine] = await tx
        .select()
        .from(features)
        .where(and(eq(features.companyId, companyId), eq(features.name, f.name)));
      featureId.set(f.featureId, mine.featureId);
    }

    const ingredientId = new Map<number, number>();
    const sourceIngredients = await tx.select().from(ingredients).where(eq(ingredients.companyId, from));
    for (const i of sourceIngredients) {
      const [row] = await tx
        .insert(ingredients)
        .values({ companyId, description: i.description, unitPriceCents: i.unitPriceCents, properties: i.properties, priority: i.priority })
        .returning({ id: ingredients.ingredientId });
      ingredientId.set(i.ingredientId, row.id);
    }
    if (sourceIngredients.length > 0) {
      const links = await tx
        .select()
        .from(ingredientAllergens)
        .where(
          inArray(
            ingredientAllergens.ingredientId,
            sourceIngredients.map((i) => i.ingredientId),
          ),
        );
      if (links.length > 0) {
        await tx.insert(ingredientAllergens).values(links.map((l) => ({ ingredientId: ingredientId.get(l.ingredientId)!, allergenId: allergenId.get(l.allergenId)! })));
      }
    }

    const groupId = new Map<number, number>();
    const sourceGroups = await tx
      .select()
      .from(groupVariations)
      .where(and(eq(groupVariations.companyId, from), isNull(groupVariations.seatWebId)));
    for (const g of sourceGroups) {
      const [row] = await tx
        .insert(groupVariations)
        .values({ companyId, description: g.description, forceSelection: g.forceSelection })
        .returning({ id: groupVariations.groupVariationId });
      groupId.set(g.groupVariationId, row.id);
    }
    if (sourceGroups.length > 0) {
      const options = await tx
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
        await tx.insert(groupVariationIngredients).values(
          copied.map((o) => ({ groupVariationId: groupId.get(o.groupVariationId)!, ingredientId: ingredientId.get(o.ingredientId)!, priority: o.priority, sortOrder: o.sortOrder })),
        );
      }
    }
    const group = (id: number | null) => (id === null ? null : (groupId.get(id) ?? null));

    for (const menu of menus) {
      const [newMenu] = await tx
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
      const fields = await tx.select().from(menuExtraFields).where(eq(menuExtraFields.menuWebId, menu.menuWebId));
      if (fields.length > 0) {
        await tx.insert(menuExtraFields).values(fields.map(({ menuExtraFieldId: _id, ...f }) => ({ ...f, menuWebId: newMenu.id })));
      }
      const classifiers = await tx.select().from(menuClassifiers).where(eq(menuClassifiers.menuWebId, menu.menuWebId));
      for (const c of classifiers) {
        const [newClassifier] = await tx
          .insert(menuClassifiers)
          .values({ menuWebId: newMenu.id, name: c.name, description: c.description, imageWebUrl: c.imageWebUrl, useClassifierImage: c.useClassifierImage, sortOrder: c.sortOrder })
          .returning({ id: menuClassifiers.menuClassifierId });
        const items = await tx
          .select()
          .from(products)
          .where(and(eq(products.menuClassifierId, c.menuClassifierId), isNull(products.archivedAt)));
        for (const p of items) {
          const [newProduct] = await tx
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
          const ing = (await tx.select().from(productIngredients).where(eq(productIngredients.productWebId, p.productWebId))).filter((l) => ingredientId.has(l.ingredientId));
          if (ing.length > 0) {
            await tx
              .insert(productIngredients)
              .values(ing.map((l) => ({ productWebId: newProduct.id, ingredientId: ingredientId.get(l.ingredientId)!, removable: l.removable, sortOrder: l.sortOrder })));
          }
          const all = await tx.select().from(productAllergens).where(eq(productAllergens.productWebId, p.productWebId));
          if (all.length > 0) await tx.insert(productAllergens).values(all.map((l) => ({ productWebId: newProduct.id, allergenId: allergenId.get(l.allergenId)! })));
          const fea = await tx.select().from(productFeatures).where(eq(productFeatures.productWebId, p.productWebId));
          if (fea.length > 0) await tx.insert(productFeatures).values(fea.map((l) => ({ productWebId: newProduct.id, featureId: featureId.get(l.featureId)! })));
        }
      }
    }
    return { menus: menus.length };
  });
}
