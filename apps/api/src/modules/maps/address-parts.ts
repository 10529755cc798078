// Reading Italian addresses the way the real providers need them (house numbers
// honoured). The order save stores 'Via Torino 21' (spec 000 §3: 'address number'), the
// venue search sends the number apart; both must reach the provider with the number.
import { normalizePlace } from './offline-maps-provider';

/** '21', '12A', '7/B', '3 bis': an Italian civic number, at the end of the street text. */
const TRAILING_NUMBER = /[\s,]+(\d+[a-z]?(?:\s*\/\s*[a-z0-9]+|\s+bis|\s+ter)?)\s*$/i;
const HOUSE_NUMBER = /^\d+[a-z]?(?:\s*\/\s*[a-z0-9]+|\s+bis|\s+ter)?$/i;

export function isHouseNumber(text: string): boolean {
  return HOUSE_NUMBER.test(text.trim());
}

/** The street and the house number of a delivery address (the number field wins). */
export function addressParts(address: string, number?: string): { street: string; number: string | null } {
  const typed = number?.trim();
  if (typed) return { street: address.trim(), number: typed };
  const match = TRAILING_NUMBER.exec(address);
  if (!match) return { street: address.trim(), number: null };
  return { street: address.slice(0, match.index).trim(), number: match[1].trim() };
}

const key = (text: string) => normalizePlace(text).join(' ');

/** Same place name, case, accents and punctuation aside ('Milano' = 'MILANO', "Sant'Angelo" = 'Sant Angelo'). */
export function samePlace(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && key(a) === key(b);
}

/** Same civic number ('12A' = '12 a', '7/B' = '7 / b'). */
export function sameHouseNumber(a: string | null | undefined, b: string | null | undefined): boolean {
  const n = (v: string) => v.toLowerCase().replace(/\s+/g, '');
  return !!a && !!b && n(a) === n(b);
}
