// Brand and legal settings of a company (spec 000 §3 Company): read and saved by the
// owner on /staff/company. The input is already the domain's schema (companySettingsInputSchema);
// here: the languages must exist, the version must be the current one (409 otherwise), and the
// row and its languages change together or not at all.
//
// Reaching the diners at once: the diners' app reads the company from the database on every
// start (account/authenticateClient → company-service.loadCompany) and the redirect/callback
// checks read allowedOrigins per request. The allowed origins are also kept, as the origin →
// company map of white-label/white-label-origins.ts (CORS, settings.json), which every save
// drops in every process. An origin belongs to one company only, and never is this server's
// own public origin (which would hand every diner of the product to that company).
import type { CompanyImageKind, CompanySettings, CompanySettingsValues } from '@tavola/domain/company-settings';
import { badRequest, notFound, staleVersion } from '@tavola/domain/error-codes';
import type { Db } from '../../db/database';
import { announceWhiteLabelOriginsChanged } from '../white-label/white-label-origins';
import {
  existingLanguageIds,
  findCompany,
  listCompanyLanguageIds,
  listLanguages,
  lockAllowedOrigins,
  originsOfOtherCompanies,
  replaceCompanyLanguages,
  setCompanyImage,
  updateCompanySettings,
  type CompanyRow,
} from './company-admin-repository';

export const STALE_COMPANY_MESSAGE =
  'Qualcun altro ha modificato i dati dell’azienda mentre li stavi modificando. Ricarica per vedere la versione attuale e ripeti la modifica.';
export const LANGUAGE_UNKNOWN_MESSAGE = 'Una delle lingue scelte non esiste.';
export const originTakenMessage = (origin: string) => `L’indirizzo ${origin} è già usato da un’altra azienda.`;
export const originOwnMessage = (origin: string) =>
  `L’indirizzo ${origin} è quello del servizio stesso: non può appartenere a una sola azienda.`;

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
    brandColour: row.brandColour,
    brandBackgroundColour: row.brandBackgroundColour,
    availableLanguages: await listLanguages(db),
  };
}

export async function saveCompanySettings(
  db: Db,
  companyId: number,
  input: CompanySettingsValues & { version: number },
  /** This server's public origin (config.publicOrigin): no company may claim it. */
  ownOrigin: string,
): Promise<CompanySettings> {
  const { version, languageIds, ...values } = input;
  const known = await existingLanguageIds(db, languageIds);
  if (languageIds.some((id) => !known.has(id))) {
    throw badRequest('LANGUAGE_NOT_FOUND', LANGUAGE_UNKNOWN_MESSAGE, [
      { path: 'body.languageIds', message: LANGUAGE_UNKNOWN_MESSAGE },
    ]);
  }
  const own = values.allowedOrigins.indexOf(ownOrigin);
  if (own >= 0) {
    const message = originOwnMessage(ownOrigin);
    throw badRequest('ORIGIN_NOT_ALLOWED', message, [{ path: `body.allowedOrigins.${own}`, message }]);
  }
  await db.transaction(async (tx) => {
    // One company per origin: saves that add origins wait for each other, so two companies
    // cannot claim the same address at the same moment.
    if (values.allowedOrigins.length > 0) await lockAllowedOrigins(tx);
    const taken = await originsOfOtherCompanies(tx, companyId, values.allowedOrigins);
    if (taken.length > 0) {
      const message = originTakenMessage(taken[0]);
      throw badRequest(
        'ORIGIN_TAKEN',
        message,
        taken.map((origin) => ({
          path: `body.allowedOrigins.${values.allowedOrigins.indexOf(origin)}`,
          message: originTakenMessage(origin),
        })),
      );
    }
    if (!(await updateCompanySettings(tx, companyId, version, values))) {
      if (!(await findCompany(tx, companyId))) throw companyNotFound();
      throw staleVersion('STALE_VERSION', STALE_COMPANY_MESSAGE);
    }
    await replaceCompanyLanguages(tx, companyId, languageIds);
    await announceWhiteLabelOriginsChanged(tx, companyId);
  });
  return readCompanySettings(db, companyId);
}

export async function saveCompanyImage(
  db: Db,
  companyId: number,
  kind: CompanyImageKind,
  url: string | null,
): Promise<CompanySettings> {
  await setCompanyImage(db, companyId, kind, url);
  return readCompanySettings(db, companyId);
}
