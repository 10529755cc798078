// The company's brand and legal settings in the database: the companies row and its
// languages. Returns plain values; the service decides what they mean.
import { invalidateCompanyVenueCache } from '../company/company-venue-cache';
import { and, arrayOverlaps, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CompanyImageKind, CompanySettingsValues } from '@tavola/domain/company-settings';
import type { DbOrTx } from '../../db/database';
import { companies, companyLanguages, languages } from '../../db/schema';

export type CompanyRow = typeof companies.$inferSelect;

export async function findCompany(db: DbOrTx, companyId: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.companyId, companyId)).limit(1);
  return row ?? null;
}

/** The company's language ids, the default first. */
export async function listCompanyLanguageIds(db: DbOrTx, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ languageId: companyLanguages.languageId })
    .from(companyLanguages)
    .where(eq(companyLanguages.companyId, companyId))
    .orderBy(desc(companyLanguages.isDefault), asc(companyLanguages.sortOrder), asc(companyLanguages.languageId));
  return rows.map((r) => r.languageId);
}

export async function listLanguages(db: DbOrTx) {
  return db
    .select({
      languageId: languages.languageId,
      languageCode: languages.languageCode,
      descriptionInLanguage: languages.descriptionInLanguage,
    })
    .from(languages)
    .orderBy(asc(languages.languageId));
}

export async function existingLanguageIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ languageId: languages.languageId })
    .from(languages)
    .where(inArray(languages.languageId, ids));
  return new Set(rows.map((r) => r.languageId));
}

/** Saves the settings when the row is still at `version`; false when someone saved first. */
export async function updateCompanySettings(
  db: DbOrTx,
  companyId: number,
  version: number,
  values: Omit<CompanySettingsValues, 'languageIds'>,
): Promise<boolean> {
  const rows = await db
    .update(companies)
    .set({ ...values, version: sql`${companies.version} + 1` })
    .where(and(eq(companies.companyId, companyId), eq(companies.version, version)))
    .returning({ companyId: companies.companyId });
  if (rows.length > 0) await invalidateCompanyVenueCache(db, companyId);
  return rows.length > 0;
}

/** The offered languages become exactly `languageIds`, the first the default. */
export async function replaceCompanyLanguages(db: DbOrTx, companyId: number, languageIds: number[]): Promise<void> {
  await db.delete(companyLanguages).where(eq(companyLanguages.companyId, companyId));
  await db
    .insert(companyLanguages)
    .values(languageIds.map((languageId, i) => ({ companyId, languageId, isDefault: i === 0, sortOrder: i })));
}

/**
 * Sets (or clears) one picture. The version stays: a picture is saved on its own, so an open
 * form of the texts must not turn stale because the logo changed.
 */
export async function setCompanyImage(
  db: DbOrTx,
  companyId: number,
  kind: CompanyImageKind,
  url: string | null,
): Promise<void> {
  await db
    .update(companies)
    .set({ [kind]: url })
    .where(eq(companies.companyId, companyId));
  await invalidateCompanyVenueCache(db, companyId);
}

/** Which of `origins` another company already lists among its allowed origins. */
export async function originsOfOtherCompanies(db: DbOrTx, companyId: number, origins: string[]): Promise<string[]> {
  if (origins.length === 0) return [];
  const rows = await db
    .select({ allowedOrigins: companies.allowedOrigins })
    .from(companies)
    .where(and(ne(companies.companyId, companyId), arrayOverlaps(companies.allowedOrigins, origins)));
  const taken = new Set(rows.flatMap((r) => r.allowedOrigins));
  return origins.filter((o) => taken.has(o));
}

/** Serialises the saves that add allowed origins, until the transaction ends. */
export async function lockAllowedOrigins(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('tavola_allowed_origins'))`);
}
