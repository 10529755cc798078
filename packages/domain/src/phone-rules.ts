// Phone normalisation of spec 001 §4 (booking): the phone is sent to messaging apps, which
// want an international number. Default prefix +39 (001 §9).

export const DEFAULT_PHONE_PREFIX = '+39';

/**
 * Strips spaces and the usual separators (. - / parentheses), then: a leading 00 becomes +,
 * a number without a prefix gets +39, a number with + is kept. An empty input stays empty.
 */
export function normalisePhone(raw: string): string {
  const phone = raw.replace(/[\s.\-/()]/g, '');
  if (phone === '') return '';
  if (phone.startsWith('+')) return phone;
  if (phone.startsWith('00')) return `+${phone.slice(2)}`;
  return `${DEFAULT_PHONE_PREFIX}${phone}`;
}
