// Phone normalisation of spec 001 §4 (booking): the phone is sent to messaging apps, which
// want an international number. Default prefix +39 (001 §9).

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
