// Demo data: three companies that exercise every journey of the two spec
// documents on a fresh clone, with no network. Italian copy, realistic prices. The data is in
// db/demo-data/*.json (docs/demo-data.md), read and checked by demo-data-loader.ts; this file
// only writes it.
//
// Fixed ids, so settings, tests and e2e journeys can name them:
//   companies   1 'demo' (Trattoria Da Tavola), 2 'menu-digitale' (Bar Aperitivo), 3 'chiuso'
//   seat webs   1 Tavola Centro (all five order types), 2 Tavola Navigli (takeaway, delivery),
//               3 Tavola Isola (table booking, digital menu), 4 Bar Aperitivo Brera (digital
//               menu only), 5 Osteria Chiusa (company past end of service)
//   menus       1 'Menù alla carta' (digital menu + dine-in), 2 'Menù pranzo di lavoro'
//               (digital menu + dine-in), 3 'Asporto e consegna' (takeaway + delivery),
//               4 'Carta del bar' (company 2), 5 'Menù del giorno' (company 3)
//   time frames 1 Pranzo 11:30-15:00 and 2 Cena 18:30-23:30 (venue 1, every day),
//               3 Servizio continuato 00:00-23:59 (venue 2, every day: a slot at any hour)
//   languages   1 it, 2 en
// Extra fields: menu 3 holds free text/generic, options/generic, predefined/integer,
// predefined/money, free text/email; menu 1 predefined/integer, options/id resource,
// predefined/double, predefined/date; menu 2 free text/generic, predefined/email. Together
// every type (0, 1, 2) and every subtype (0-6) appears.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from './database';
import { seedBookingDemoData } from '../modules/booking/booking-seed';
import { seedStaffDemoData } from '../modules/staff-accounts/staff-seed';
import { seedDemoHistory } from './seed-history';
import { EU_ALLERGENS, addEnglishAllergenNames, type EuAllergenName } from '../modules/company-setup/eu-allergens';
import { loadDemoData, type DemoCompany } from './demo-data-loader';
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
  menuWebs,
  seatWebClosures,
  productAllergens,
  productFeatures,
  productIngredients,
  products,
  seatWebs,
  timeFrames,
  venueTables,
} from './schema';

// Any fixed number: two seeds started together run one after the other.
const SEED_LOCK_KEY = 73_126_004;

export const DEMO_COMPANY_URL_NAME = 'demo';

/** Euros to integer cents, the unit of every money column. */
const euro = (amount: number) => Math.round(amount * 100);

// The 14 allergens of Annex II, as every new company gets them (company-setup/eu-allergens.ts).
const ALLERGENS = EU_ALLERGENS.map((a) => a.it);

/**
 * Creates the demo data once. Idempotent: when the company 'demo' exists nothing is written.
 * Runs in one transaction, so a failure leaves no partial data. Expects the fixed ids above to
 * be free (a fresh database, or one holding only data this seed wrote).
 */
export async function seedDemoData(db: Db, options: { history?: boolean } = {}): Promise<{ created: boolean }> {
  const data = await loadDemoData();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx
      .select({ companyId: companies.companyId })
      .from(companies)
      .where(eq(companies.urlName, DEMO_COMPANY_URL_NAME))
      .limit(1);
    if (existing.length > 0) await seedBookingDemoData(tx); // booking rows for databases seeded without them
    if (existing.length > 0) await seedStaffDemoData(tx); // demo staff for databases seeded without it
    if (existing.length > 0) return { created: false };

    await tx.insert(languages).values(data.languages).onConflictDoNothing();
    const languageRows = await tx.select().from(languages);
    const languageIdByCode = new Map(languageRows.map((l) => [l.languageCode, l.languageId]));

    const featureList = data.features;
    for (const def of data.companies) await seedCompany(tx, def, featureList, languageIdByCode);
    // The venues' tables (Tavola Centro's, with the shared tab on: docs/table-tab.md).
    const tables = data.companies.flatMap((def) =>
      def.seatWebs.flatMap((seatWeb) =>
        (seatWeb.tables ?? []).map((t) => ({ seatWebId: seatWeb.seatWebId, number: t.number, name: t.name ?? null })),
      ),
    );
    if (tables.length > 0) await tx.insert(venueTables).values(tables);

    // Explicit ids leave the identity sequences behind: move them past the seeded rows.
    for (const [table, column] of [
      ['languages', 'language_id'],
      ['companies', 'company_id'],
      ['seat_webs', 'seat_web_id'],
      ['menu_webs', 'menu_web_id'],
      ['time_frames', 'time_frame_web_id'],
    ] as const) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', '${column}'), greatest((select max(${column}) from ${table}), 1))`,
        ),
      );
    }
    await seedBookingDemoData(tx);
    await seedStaffDemoData(tx);
    if (options.history) await seedDemoHistory(tx, new Date()); // four past weeks of orders and bookings (the demo command only)
    return { created: true };
  });
}

async function seedCompany(
  tx: Tx,
  def: DemoCompany,
  featureList: Array<{ name: string; imageWebUrl: string }>,
  languageIdByCode: Map<string, number>,
): Promise<void> {
  const { companyId } = def.company;
  await tx.insert(companies).values(def.company);

  await tx.insert(companyLanguages).values(
    ['it', 'en'].map((code, index) => ({
      companyId,
      languageId: required(languageIdByCode.get(code), `language ${code}`),
      isDefault: index === 0,
      sortOrder: index,
    })),
  );

  const year = new Date().getFullYear();
  for (const { closures, tables: _tables, ...seatWeb } of def.seatWebs) {
    await tx.insert(seatWebs).values({ ...seatWeb, companyId });
    if (closures?.length) {
      await tx.insert(seatWebClosures).values(
        closures.map((c) => ({
          seatWebId: seatWeb.seatWebId,
          closureDate: `${year}-${c.everyYear}`,
          note: c.note ?? null,
        })),
      );
    }
  }

  const allergenRows = await tx
    .insert(allergens)
    .values(ALLERGENS.map((description, index) => ({ companyId, description, sortOrder: index })))
    .returning();
  const allergenId = new Map(allergenRows.map((a) => [a.description as EuAllergenName, a.allergenId]));
  await addEnglishAllergenNames(tx, companyId, allergenRows);

  const featureRows = await tx
    .insert(features)
    .values(featureList.map((feature, index) => ({ companyId, ...feature, sortOrder: index })))
    .returning();
  const featureId = new Map(featureRows.map((f) => [f.name, f.featureId]));

  const ingredientId = new Map<string, number>();
  const ingredientKeys = Object.keys(def.ingredients);
  if (ingredientKeys.length > 0) {
    const rows = await tx
      .insert(ingredients)
      .values(
        ingredientKeys.map((key) => {
          const ingredient = def.ingredients[key];
          return {
            companyId,
            description: ingredient.description,
            unitPriceCents: euro(ingredient.price ?? 0),
            properties: ingredient.properties ?? 0,
          };
        }),
      )
      .returning({ ingredientId: ingredients.ingredientId });
    ingredientKeys.forEach((key, index) => ingredientId.set(key, rows[index].ingredientId));
    const links = ingredientKeys.flatMap((key) =>
      (def.ingredients[key].allergens ?? []).map((name) => ({
        ingredientId: ingredientId.get(key)!,
        allergenId: required(allergenId.get(name), `allergen ${name}`),
      })),
    );
    if (links.length > 0) await tx.insert(ingredientAllergens).values(links);
  }
  const ingredientOf = (key: string) =>
    required(ingredientId.get(key), `ingredient '${key}' of company ${def.company.urlName}`);

  const groupId = new Map<string, number>();
  for (const [key, group] of Object.entries(def.groups)) {
    const [row] = await tx
      .insert(groupVariations)
      .values({ companyId, description: group.description, forceSelection: group.forceSelection })
      .returning({ groupVariationId: groupVariations.groupVariationId });
    groupId.set(key, row.groupVariationId);
    await tx.insert(groupVariationIngredients).values(
      group.options.map((option, index) => ({
        groupVariationId: row.groupVariationId,
        ingredientId: ingredientOf(option.ingredient),
        priority: option.priority,
        sortOrder: index,
      })),
    );
  }

  for (const menu of def.menus) {
    await tx.insert(menuWebs).values({
      menuWebId: menu.menuWebId,
      companyId,
      seatWebId: null,
      displayDescription: menu.displayDescription,
      description: menu.description,
      extendedDescription: menu.extendedDescription,
      publicationStatus: menu.publicationStatus,
      sortOrder: menu.menuWebId,
    });

    for (const [classifierIndex, cls] of menu.classifiers.entries()) {
      const [classifierRow] = await tx
        .insert(menuClassifiers)
        .values({
          menuWebId: menu.menuWebId,
          name: cls.name,
          description: cls.description,
          imageWebUrl: cls.image,
          useClassifierImage: cls.useClassifierImage ?? false,
          sortOrder: classifierIndex,
        })
        .returning({ menuClassifierId: menuClassifiers.menuClassifierId });

      const entries = cls.products.map((entry) =>
        typeof entry === 'string' ? { key: entry, price: undefined } : { key: entry.product, price: entry.price },
      );
      const productDefs = entries.map(({ key }) =>
        required(def.products[key], `product '${key}' of company ${def.company.urlName}`),
      );
      const productRows = await tx
        .insert(products)
        .values(
          productDefs.map((product, index) => {
            const groups = (product.groups ?? []).map((key) => required(groupId.get(key), `group '${key}'`));
            const productImage = product.image ?? null;
            return {
              menuClassifierId: classifierRow.menuClassifierId,
              description: product.description,
              extendedDescription: product.extendedDescription ?? null,
              unitPriceCents: euro(entries[index].price ?? product.price),
              imageWebUrl: productImage,
              imageSmallWebUrl: productImage,
              sortOrder: index,
              suggested: product.suggested ?? false,
              groupVariation1Id: groups[0] ?? null,
              groupVariation2Id: groups[1] ?? null,
              groupVariation3Id: groups[2] ?? null,
              groupVariation4Id: groups[3] ?? null,
              groupVariation5Id: groups[4] ?? null,
            };
          }),
        )
        .returning({ productWebId: products.productWebId });

      const ingredientLinks: Array<typeof productIngredients.$inferInsert> = [];
      const allergenLinks: Array<typeof productAllergens.$inferInsert> = [];
      const featureLinks: Array<typeof productFeatures.$inferInsert> = [];
      productDefs.forEach((product, index) => {
        const productWebId = productRows[index].productWebId;
        const productAllergenNames = new Set<EuAllergenName>(product.allergens ?? []);
        (product.ingredients ?? []).forEach((entry, sortOrder) => {
          const removable = entry.startsWith('-');
          const key = removable ? entry.slice(1) : entry;
          ingredientLinks.push({ productWebId, ingredientId: ingredientOf(key), removable, sortOrder });
          for (const name of def.ingredients[key].allergens ?? []) productAllergenNames.add(name);
        });
        for (const name of productAllergenNames) {
          allergenLinks.push({ productWebId, allergenId: required(allergenId.get(name), `allergen ${name}`) });
        }
        for (const name of product.features ?? []) {
          featureLinks.push({ productWebId, featureId: required(featureId.get(name), `feature ${name}`) });
        }
      });
      if (ingredientLinks.length > 0) await tx.insert(productIngredients).values(ingredientLinks);
      if (allergenLinks.length > 0) await tx.insert(productAllergens).values(allergenLinks);
      if (featureLinks.length > 0) await tx.insert(productFeatures).values(featureLinks);
    }

    if (menu.extraFields && menu.extraFields.length > 0) {
      await tx.insert(menuExtraFields).values(
        menu.extraFields.map((field) => ({
          menuWebId: menu.menuWebId,
          position: field.position,
          required: field.required,
          caption: field.caption,
          type: field.type,
          subtype: field.subtype,
          maxLength: field.maxLength,
          values: field.values,
          rexValidate: field.rexValidate ?? null,
        })),
      );
    }
  }

  if (def.timeFrames.length > 0) await tx.insert(timeFrames).values(def.timeFrames);
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo seed: unknown ${what}`);
  return value;
}
