// Brand and legal settings of a company (issue #13, spec 000 §3 Company): read and saved by the
// owner on /staff/company. The input is already the domain's schema (companySettingsInputSchema);
// here: the languages must exist, the version must be the current one (409 otherwise), and the
// row and its languages change together or not at all.
//
// Reaching the diners at once: the diners' app reads the company from the database on every
// start (account/authenticateClient → company-service.loadCompany) and the redirect/callback
// checks read allowedOrigins per request; no process keeps a copy of these fields, so there is
// no cache to invalidate (the menu cache holds menus only).
import type { CompanyImageKind, CompanySettings, CompanySettingsValues } from '@tavola/domain/company-settings';
import { badRequest, notFound, staleVersion } from '@tavola/domain/error-codes';
import type { Db } from '../../db/database';
import {
  existingLanguageIds,
  findCompany,
  listCompanyLanguageIds,
  listLanguages,
  replaceCompanyLanguages,
  setCompanyImage,
  updateCompanySettings,
  type CompanyRow,
} from './company-admin-repository';

export const STALE_COMPANY_MESSAGE =
  'Qualcun altro ha modificato i dati dell’azienda mentre li stavi modificando. Ricarica per vedere la versione attuale e ripeti la modifica.';
export const LANGUAGE_UNKNOWN_MESSAGE = 'Una delle lingue scelte non esiste.';

const companyNotFound = () => notFound('COMPANY_NOT_FOUND', 'Azienda non trovata.');

export async function readCompanySettings(db: Db, companyId: number): Promise<CompanySettings> {
  const row = await findCompany(db, companyId);
  if (!row) throw companyNotFound();
  return describe(db, row);
}

async function describe(db: Db, row: CompanyRow): Promise<CompanySettings> {
  return {
    companyId: row.companyId,
    urlName: row.urlName,
    version: row.version,
    tradeName: row.tradeName,
    slogan: row.slogan,
    introduction: row.introduction,
    description: row.description,
    information: row.information,
    businessName: row.businessName,
    vatNumber: row.vatNumber,
    registeredOffice: row.registeredOffice,
    privacyPolicy: row.privacyPolicy,
    serviceTerms: row.serviceTerms,
    logo: row.logo,
    homePageBanner: row.homePageBanner,
    homePageImage: row.homePageImage,
    languageIds: await listCompanyLanguageIds(db, row.companyId),
    allowedOrigins: row.allowedOrigins,
    whatsAppNumber: row.whatsAppNumber,
    smsNumber: row.smsNumber,
    telegramBot: row.telegramBot,
    availableLanguages: await listLanguages(db),
  };
}

export async function saveCompanySettings(
  db: Db,
  companyId: number,
  input: CompanySettingsValues & { version: number },
): Promise<CompanySettings> {
  const { version, languageIds, ...values } = input;
  const known = await existingLanguageIds(db, languageIds);
  if (languageIds.some((id) => !known.has(id))) {
    throw badRequest('LANGUAGE_NOT_FOUND', LANGUAGE_UNKNOWN_MESSAGE, [{ path: 'body.languageIds', message: LANGUAGE_UNKNOWN_MESSAGE }]);
  }
  await db.transaction(async (tx) => {
    if (!(await updateCompanySettings(tx, companyId, version, values))) {
      if (!(await findCompany(tx, companyId))) throw companyNotFound();
      throw staleVersion('STALE_VERSION', STALE_COMPANY_MESSAGE);
    }
    await replaceCompanyLanguages(tx, companyId, languageIds);
  });
  return readCompanySettings(db, companyId);
}

export async function saveCompanyImage(db: Db, companyId: number, kind: CompanyImageKind, url: string | null): Promise<CompanySettings> {
  await setCompanyImage(db, companyId, kind, url);
  return readCompanySettings(db, companyId);
}
