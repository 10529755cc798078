// i18next with the app's own copy. Italian is the default and the fallback (spec 000 §1);
// spec 001 §2 derives the language from the first path segment (/en/...), see
// languageFromPath in @tavola/domain/app-page.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { it, type Translation } from './locales/it';

export const DEFAULT_LANGUAGE = 'it';

export const resources = {
  it: { translation: it },
  en: { translation: en },
} satisfies Record<string, { translation: Translation }>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false,
  showSupportNotice: false,
});

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});
