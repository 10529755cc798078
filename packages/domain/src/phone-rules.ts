// Phone numbers (spec 001 §4, §9): validated and normalised with
// libphonenumber-js, the same rules in the web forms and on the server. A number without a
// prefix is Italian (+39, 001 §9); the stored form is E.164 ('+393331234567'), which the
// messaging channels want and which makes one phone one key (rate limits, verification).
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export const DEFAULT_PHONE_PREFIX = '+39';

/**
 * Strips spaces and the usual separators (. - / parentheses), then: a leading 00 becomes +,
 * a number with + is kept, any other number gets `prefix`. An empty input stays empty.
 */
export function internationalPhone(raw: string, prefix: string): string {
  const phone = raw.replace(/[\s.\-/()]/g, '');
  if (phone === '') return '';
  if (phone.startsWith('+')) return phone;
  if (phone.startsWith('00')) return `+${phone.slice(2)}`;
  return `${prefix}${phone}`;
}

/** What a diner types: a number without a prefix is Italian (+39). */
export function normalisePhone(raw: string): string {
  return internationalPhone(raw, DEFAULT_PHONE_PREFIX);
}

/** The E.164 form of a valid phone number ('333 123 4567' → '+393331234567'), else null. */
export function parsePhone(raw: string): string | null {
  const international = normalisePhone(raw);
  if (!/^\+\d{4,17}$/.test(international)) return null;
  const parsed = parsePhoneNumberFromString(international);
  return parsed?.isValid() ? parsed.number : null;
}
