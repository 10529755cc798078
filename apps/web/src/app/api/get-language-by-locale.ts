// GET language/getLanguageByLocale?locale (spec 001 §7): the language a path prefix names, so
// startup can send its languageId even when the diner arrived straight at /en/... .
import { languageSchema, type Language } from '@tavola/domain/entities';
import { apiRequest } from '../../lib/api-client';

export function getLanguageByLocale(locale: string): Promise<Language> {
  return apiRequest('language/getLanguageByLocale', {
    query: { locale },
    schema: languageSchema,
    reloadOnUnauthorized: false,
  });
}
