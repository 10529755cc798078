// Languages of a company (spec 001 §3, §7).
import { asc, desc, eq } from 'drizzle-orm';
import type { Language } from '@tavola/domain/entities';
import { notFound } from '@tavola/domain/error-codes';
import type { Db, DbOrTx } from '../../db/database';
import { companyLanguages, languages } from '../../db/schema';

const languageColumns = {
  languageId: languages.languageId,
  languageCode: languages.languageCode,
  descriptionInLanguage: languages.descriptionInLanguage,
};

/** The company's languages, its default first. */
export async function listCompanyLanguages(db: Db, companyId: number): Promise<Language[]> {
  return db
    .select(languageColumns)
    .from(companyLanguages)
    .innerJoin(languages, eq(languages.languageId, companyLanguages.languageId))
    .where(eq(companyLanguages.companyId, companyId))
    .orderBy(desc(companyLanguages.isDefault), asc(companyLanguages.sortOrder), asc(languages.languageId));
}

/** The language asked for when the company offers it, otherwise the company's default. */
export async function chooseLanguage(db: Db, companyId: number, languageId: number | null): Promise<Language> {
  const offered = await listCompanyLanguages(db, companyId);
  const chosen = offered.find((l) => l.languageId === languageId) ?? offered[0];
  if (chosen) return chosen;
  // A company without languages is a configuration error; Italian is the product default.
  const italian = await findLanguageByLocale(db, 'it');
  if (!italian) throw notFound('LANGUAGE_NOT_FOUND', 'Nessuna lingua configurata.');
  return italian;
}

/** 'it', 'it-IT' and 'it_IT' all name Italian. */
export async function findLanguageByLocale(db: Db, locale: string): Promise<Language | null> {
  const code = locale.trim().slice(0, 2).toLowerCase();
  const rows = await db.select(languageColumns).from(languages).where(eq(languages.languageCode, code)).limit(1);
  return rows[0] ?? null;
}

/** The code ('it', 'en') of a language by its id, or null when there is none. */
export async function findLanguageCode(db: DbOrTx, languageId: number): Promise<string | null> {
  const rows = await db
    .select({ code: languages.languageCode })
    .from(languages)
    .where(eq(languages.languageId, languageId))
    .limit(1);
  return rows[0]?.code ?? null;
}
