// The 14 allergens of EU Regulation 1169/2011, Annex II, that every restaurant must declare.
// Every company starts with them (Italian names stored, English ones as menu translations), so
// the back office's allergen choices and the diners' legend are never empty. The Italian names
// are the demo seed's too: "copy the demo menu" matches allergens by name and reuses these.
import type { DbOrTx } from '../../db/database';
import {
  addAllergenTranslations,
  countCompanyAllergens,
  findEnglishLanguageId,
  insertAllergens,
} from './company-setup-repository';

/** Annex II order; `it` is the stored name, `en` its translation. */
export const EU_ALLERGENS = [
  { it: 'Glutine', en: 'Gluten' },
  { it: 'Crostacei', en: 'Crustaceans' },
  { it: 'Uova', en: 'Eggs' },
  { it: 'Pesce', en: 'Fish' },
  { it: 'Arachidi', en: 'Peanuts' },
  { it: 'Soia', en: 'Soybeans' },
  { it: 'Latte', en: 'Milk' },
  { it: 'Frutta a guscio', en: 'Nuts' },
  { it: 'Sedano', en: 'Celery' },
  { it: 'Senape', en: 'Mustard' },
  { it: 'Sesamo', en: 'Sesame' },
  { it: 'Anidride solforosa e solfiti', en: 'Sulphur dioxide and sulphites' },
  { it: 'Lupini', en: 'Lupin' },
  { it: 'Molluschi', en: 'Molluscs' },
] as const;

export type EuAllergenName = (typeof EU_ALLERGENS)[number]['it'];

/** Stores the English names of the given allergens (a database without English skips them). */
export async function addEnglishAllergenNames(
  db: DbOrTx,
  companyId: number,
  rows: { allergenId: number; description: string }[],
): Promise<void> {
  const english = await findEnglishLanguageId(db);
  const values = rows.flatMap((row) => {
    const known = EU_ALLERGENS.find((a) => a.it === row.description);
    return known && english !== null
      ? [
          {
            companyId,
            entityType: 'allergen',
            entityId: row.allergenId,
            field: 'description',
            languageId: english,
            value: known.en,
          },
        ]
      : [];
  });
  if (values.length > 0) await addAllergenTranslations(db, values);
}

/**
 * Gives a company without any allergen the 14 of Annex II; answers how many were added (0 when
 * it had some: a company that chose its own list keeps it). Safe to repeat and to race: the
 * unique (company, name) index lets only one insert of each name through.
 */
export async function addEuAllergensIfNone(db: DbOrTx, companyId: number): Promise<number> {
  if ((await countCompanyAllergens(db, companyId)) > 0) return 0;
  const added = await insertAllergens(
    db,
    companyId,
    EU_ALLERGENS.map((a) => a.it),
  );
  await addEnglishAllergenNames(db, companyId, added);
  return added.length;
}
