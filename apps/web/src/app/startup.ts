// Startup (spec 001 §4): settings, the company and venue to open, authenticateClient, and
// what to remember for the next visit. Kept free of React so each rule is testable alone.
import type { AppSettings, AuthenticateClientResponse } from '@tavola/domain/entities';
import { END_OF_SERVICE_REDIRECT_DAYS, isOnlyDigitalMenu } from '@tavola/domain/company-rules';
import { OrderType } from '@tavola/domain/enums';
import { ZodError } from 'zod';
import { ApiError, configureApiClient } from '../lib/api-client';
import { rememberedSession } from '../lib/remembered-session';
import { offlineStartup } from '../lib/offline-startup';
import { isOffline, reportUnreachable } from '../lib/online-status';
import { loadSettings } from '../lib/settings';
import {
  lastCompanyUrlName,
  lastLanguageSelected,
  recallSeatWebId,
  rememberSeatWebId,
  tokenStore,
} from '../lib/storage';
import { isDemoMode } from '../features/ordering/lib/demo-mode';
import { authenticateClient } from './api/authenticate-client';
import { getLanguageByLocale } from './api/get-language-by-locale';
import type { AppState } from '../lib/app-context';

export type StartupFailure =
  | { kind: 'missingCompany' }
  | { kind: 'notAuthenticated' }
  | { kind: 'noCompanyData' }
  /** An HTTP error: its message is the server's text (or the spec's default). */
  | { kind: 'server'; message: string }
  | { kind: 'unexpected' }
  /** Spec 001 §4: more than 60 days past end of service, with a marketing site configured. */
  | { kind: 'marketingSite'; url: string };

export type StartupResult = { ok: true; state: AppState } | { ok: false; failure: StartupFailure };

export interface StartupInput {
  /** The query string of the first address, e.g. '?company=demo&seatWebId=2'. */
  search: string;
  /** Language code of the first path segment, if any (spec 001 §2). */
  pathLanguage: string | null;
}

export async function startApp({ search, pathLanguage }: StartupInput): Promise<StartupResult> {
  let settings: AppSettings;
  try {
    settings = await loadSettings();
  } catch (error) {
    console.error(error);
    return { ok: false, failure: { kind: 'unexpected' } };
  }
  configureApiClient(settings);

  const params = new URLSearchParams(search);
  const companyFromQuery = params.get('company')?.trim() || null;
  // Demo mode (spec 000 §1) fixes the company and venue; otherwise the demo company is only
  // the last resort of a demo environment.
  const demoMode = isDemoMode(settings);
  // A company's white-label address opens that company only: the server names it
  // in settings.json, and a ?company= for another company is not followed there.
  const companyUrlName =
    settings.companyUrlName ??
    companyFromQuery ??
    (demoMode ? settings.demo.companyUrlName : null) ??
    lastCompanyUrlName.get() ??
    (settings.env === 'demo' ? settings.demo.companyUrlName : null);
  // Spec 001 §4 alerts only on local or test hosts; we show the message on every host, in
  // the page rather than in a blocking alert(), since there is nothing else to show.
  if (!companyUrlName) return { ok: false, failure: { kind: 'missingCompany' } };

  // Only a venue named by the address is sent: the server takes any seatWebId as fixing the
  // venue for the session (spec 000 §4), and a remembered venue must stay changeable (and
  // may no longer exist). The remembered one is applied below, on the client.
  const seatWebIdFromQuery =
    positiveInt(params.get('seatWebId')) ??
    (demoMode && isDemoMode(settings, companyUrlName) ? settings.demo.seatWebId : null);
  const request = {
    companyUrlName,
    seatWebId: seatWebIdFromQuery,
    languageId: await pathLanguageId(pathLanguage),
    clientId: settings.app.clientId,
  };

  // The token of this tab's previous session goes along; the server may restore it. A new tab
  // sends the remembered session of a signed-in customer instead (spec 001 §4).
  tokenStore.useCompany(companyUrlName);
  if (!tokenStore.get()) {
    const remembered = rememberedSession.get(companyUrlName);
    if (remembered) tokenStore.set(remembered);
  }
  let response: AuthenticateClientResponse;
  try {
    response = await authenticateClient(request);
    offlineStartup.remember(companyUrlName, response);
  } catch (error) {
    // Offline (the installed app, docs/pwa-and-push.md): the shell opens on the company's last
    // answer, and the last menu seen comes from the service worker's copy.
    // A TypeError is fetch's own failure: no answer at all.
    const kept = isOffline() || error instanceof TypeError ? offlineStartup.recall(companyUrlName) : null;
    if (!kept) {
      // A remembered company that no longer exists must not keep failing every visit.
      if (error instanceof ApiError && error.kind === 'NotFound' && !companyFromQuery && !settings.companyUrlName)
        lastCompanyUrlName.remove();
      return { ok: false, failure: failureOf(error) };
    }
    response = kept;
    reportUnreachable();
  }

  // Spec 001 §4: a company more than 60 days past its end of service goes to the product's
  // marketing site when the settings name one (else start-error 1, below).
  if (
    response.company.isCompanyEndOfService &&
    response.company.daysPastEndOfService > END_OF_SERVICE_REDIRECT_DAYS &&
    settings.marketingSiteUrl
  ) {
    return { ok: false, failure: { kind: 'marketingSite', url: settings.marketingSiteUrl } };
  }

  // A remembered venue is only a preselection: it is skipped when it no longer exists or was
  // disabled since, rather than stopping on start-error 2 for a venue nobody asked for.
  const { company, canChangeSeatWeb } = response;
  const remembered = recallSeatWebId(company.urlName);
  const seatWeb =
    response.seatWeb ??
    (canChangeSeatWeb ? (company.seatWebs.find((s) => s.seatWebId === remembered && s.enabled) ?? null) : null);
  lastCompanyUrlName.set(company.urlName);
  if (seatWeb) rememberSeatWebId(company.urlName, seatWeb.seatWebId);

  return {
    ok: true,
    state: {
      settings,
      company,
      seatWeb,
      canChangeSeatWeb,
      customer: response.customer,
      language: response.language,
      // Spec 000 §4: a company offering only digital menus forces that order type.
      orderType: isOnlyDigitalMenu(company.seatWebs) ? OrderType.DigitalMenu : null,
    },
  };
}

/**
 * The languageId of the address prefix (spec 001 §2): the one picked in the dropdown when it
 * is that language, else the server's for that code, so a diner who arrives straight at /en/
 * gets an English session (menus, mails) too. Without a prefix, or for a code the server does
 * not know, null: the company's default language.
 */
async function pathLanguageId(pathLanguage: string | null): Promise<number | null> {
  if (!pathLanguage) return null;
  const stored = lastLanguageSelected.get();
  if (stored?.languageCode === pathLanguage) return stored.languageId;
  try {
    const language = await getLanguageByLocale(pathLanguage);
    lastLanguageSelected.set({ languageId: language.languageId, languageCode: language.languageCode });
    return language.languageId;
  } catch {
    return null;
  }
}

function failureOf(error: unknown): StartupFailure {
  if (error instanceof ApiError) {
    if (error.kind === 'Unauthorized') return { kind: 'notAuthenticated' };
    // Spec 001 §8: a company the server does not know reads 'Non ci sono dati per la Company'.
    if (error.code === 'COMPANY_NOT_FOUND') return { kind: 'noCompanyData' };
    return { kind: 'server', message: error.message };
  }
  console.error(error);
  // An answer without a valid company: no company data either.
  if (error instanceof ZodError) return { kind: 'noCompanyData' };
  return { kind: 'unexpected' };
}

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}
