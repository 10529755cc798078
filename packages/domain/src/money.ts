// Money in euros with cents. Sums and products are done in integer cents so that, for
// example, 0.1 + 0.2 is 0.3 and 3 × 2.35 is 7.05 (no float drift in totals).

/**
 * Euros to integer cents. The product is first cut to 4 decimals so a value written with
 * cents but stored inexactly (1.005 is 1.00499999...) rounds as written.
 */
export function toCents(euros: number): number {
  return Math.round(Number((euros * 100).toFixed(4)));
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** Sum of euro amounts, exact to the cent. */
export function sumEuros(amounts: readonly number[]): number {
  return fromCents(amounts.reduce((sum, a) => sum + toCents(a), 0));
}

/**
 * An amount a person typed, in euros with a comma or a point and at most two decimals
 * ("12,50", "12.5", " 7 "), as integer cents; null when it is not such an amount.
 */
export function centsOfTypedEuros(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}
