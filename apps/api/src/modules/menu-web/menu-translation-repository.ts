// Diner-facing menu texts in the session's language: a translation saved in the
// back office replaces the Italian text; anything untranslated, and every text for an Italian
// session, stays the Italian one (the text stored on the entity itself).
import { and, eq } from 'drizzle-orm';
import type { TranslatableEntity } from '@tavola/domain/menu-admin';
import type { DbOrTx } from '../../db/database';
import { languages, menuTranslations } from '../../db/schema';

export type Translate = <T extends string | null>(
  entityType: TranslatableEntity,
  entityId: number,
  field: string,
  italian: T,
) => T | string;

/** The Italian text as stored. */
export const italianText: Translate = (_entityType, _entityId, _field, italian) => italian;

export async function loadTranslate(
  db: DbOrTx,
  companyId: number,
  languageId: number | null | undefined,
): Promise<Translate> {
  if (languageId == null) return italianText;
  const rows = await db
    .select({
      entityType: menuTranslations.entityType,
      entityId: menuTranslations.entityId,
      field: menuTranslations.field,
      value: menuTranslations.value,
      code: languages.languageCode,
    })
    .from(menuTranslations)
    .innerJoin(languages, eq(languages.languageId, menuTranslations.languageId))
    .where(and(eq(menuTranslations.companyId, companyId), eq(menuTranslations.languageId, languageId)));
  if (rows.length === 0) return italianText;
  const texts = new Map(rows.map((r) => [`${r.entityType}:${r.entityId}:${r.field}`, r.value]));
  return (entityType, entityId, field, italian) => texts.get(`${entityType}:${entityId}:${field}`) ?? italian;
}
