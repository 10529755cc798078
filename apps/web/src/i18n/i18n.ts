// i18next with the app's own copy. Italian is the default and the fallback (spec 000 §1);
// spec 001 §2 derives the language from the first path segment (/en/...), see
// languageFromPath in @tavola/domain/app-page.
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { it, type Translation } from './locales/it';

export const DEFAULT_LANGUAGE = 'it';

/** Each language's copy. Italian comes with the first load; the others load when chosen. */
const copies: Record<string, () => Promise<Translation>> = {
  it: () => Promise.resolve(it),
  en: () => import('./locales/en').then((m) => m.en),
};

/** The languages the app has copy for. */
export const LANGUAGES = Object.keys(copies);

/** i18next's loader for the languages not bundled: changeLanguage('en') resolves once it is read. */
const copyLoader: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const copy = copies[language];
    // Staff namespaces come with their features' code (addNamespace): nothing to read for them.
    if (!copy || namespace !== 'translation') return callback(null, {});
    copy().then(
      (translation) => callback(null, translation),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * The namespaces and the type of their copy: the diners' 'translation', and one per staff
 * feature, which each feature's copy file adds to this interface beside its addNamespace call
 * (declaration merging, which knip does not see: hence public).
 * @public
 */
export interface Namespaces {
  translation: Translation;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: Namespaces;
  }
}

export const i18n = i18next.createInstance();

void i18n
  .use(initReactI18next)
  .use(copyLoader)
  .init({
    resources: { it: { translation: it } },
    // Italian is bundled: the loader reads only the other languages.
    partialBundledLanguages: true,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false }, // React escapes already
    initAsync: false,
    showSupportNotice: false,
  });

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

/**
 * Registers a staff feature's copy, Italian and English, as its own namespace when the
 * feature's code loads, so the diners' first load carries none of it. Returns the namespace
 * for useTranslation(namespace).
 */
export function addNamespace<N extends Exclude<keyof Namespaces, 'translation'>>(
  namespace: N,
  copies: Record<'it' | 'en', Namespaces[N]>,
): N {
  for (const [language, copy] of Object.entries(copies)) i18n.addResourceBundle(language, namespace, copy, true, true);
  return namespace;
}
