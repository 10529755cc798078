// Cart rules of spec 000 §3, §4, §5: line totals, quantity limits and the merge of identical
// lines. Pure: every function returns new values and never mutates its arguments.
import { fromCents, toCents } from './money';
import { QUANTITY_MAX, QUANTITY_MIN, type CartLine, type OrderDetail, type Variation } from './order';

export { QUANTITY_MAX, QUANTITY_MIN };

/** (base price + sum of added ingredient prices) × quantity, in euros, exact to the cent (000 §2, §3). */
export function cartLineTotal(unitPrice: number, addedIngredientPrices: readonly number[], quantity: number): number {
  const unitCents = addedIngredientPrices.reduce((sum, price) => sum + toCents(price), toCents(unitPrice));
  return fromCents(unitCents * quantity);
}

/** The line total computed from the line itself (its totalPrice field is not trusted). */
export function lineTotalOf(line: Pick<CartLine, 'product' | 'quantity' | 'additiveVariations'>): number {
  return cartLineTotal(
    line.product.unitPrice,
    line.additiveVariations.map((v) => v.unitPrice),
    line.quantity,
  );
}

export function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= QUANTITY_MIN && quantity <= QUANTITY_MAX;
}

/** 000 §4: decreasing is blocked at quantity 1 or less. */
export function canDecrease(quantity: number): boolean {
  return quantity > QUANTITY_MIN;
}

/** 000 §4: increasing is blocked at 99 or more. */
export function canIncrease(quantity: number): boolean {
  return quantity < QUANTITY_MAX;
}

const clampQuantity = (quantity: number) => Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(quantity)));

const byIngredientId = (a: Variation, b: Variation) => a.ingredientId - b.ingredientId;

/** 000 §4: variations are kept sorted by ingredientId; the total is recomputed. */
export function normaliseCartLine(line: CartLine): CartLine {
  const normalised = {
    ...line,
    quantity: clampQuantity(line.quantity),
    additiveVariations: [...line.additiveVariations].sort(byIngredientId),
    subtractiveVariations: [...line.subtractiveVariations].sort(byIngredientId),
  };
  return { ...normalised, totalPrice: lineTotalOf(normalised) };
}

/** The line with a new quantity, kept within 1..99, and its total recomputed. */
export function withQuantity(line: CartLine, quantity: number): CartLine {
  return normaliseCartLine({ ...line, quantity });
}

const idSet = (variations: readonly Variation[]) =>
  [...new Set(variations.map((v) => v.ingredientId))].sort((a, b) => a - b).join(',');

/**
 * Identity of a line for merging (000 §4): the product and the sets of added and removed
 * ingredient ids, regardless of order. E.g. '12|+3,7|-5'.
 */
export function cartLineKey(line: Pick<CartLine, 'product' | 'additiveVariations' | 'subtractiveVariations'>): string {
  return `${line.product.productWebId}|+${idSet(line.additiveVariations)}|-${idSet(line.subtractiveVariations)}`;
}

export function sameCartLine(a: CartLine, b: CartLine): boolean {
  return cartLineKey(a) === cartLineKey(b);
}

/**
 * Adds a line, merging it into an identical one by adding quantities (000 §4). A merged
 * quantity above 99 is capped at 99: the spec keeps one line per identical product and a
 * per-line limit of 99, so a second identical line (which would dodge the limit) or a refused
 * add (which would lose the whole choice) are both worse than the cap. The UI can compare
 * quantities before and after to tell the customer.
 */
export function addToCart(lines: readonly CartLine[], newLine: CartLine): CartLine[] {
  const index = lines.findIndex((line) => sameCartLine(line, newLine));
  if (index < 0) return [...lines, normaliseCartLine(newLine)];
  return lines.map((line, i) => (i === index ? withQuantity(line, line.quantity + newLine.quantity) : line));
}

/** Sum of the line totals, each recomputed from the line, exact to the cent. */
export function cartTotal(lines: readonly CartLine[]): number {
  return fromCents(lines.reduce((sum, line) => sum + toCents(lineTotalOf(line)), 0));
}

/** The order detail a cart line becomes when the order is built (000 §3); id 0 until saved. */
export function orderDetailFromCartLine(line: CartLine): OrderDetail {
  return {
    orderDetailId: 0,
    productWebId: line.product.productWebId,
    quantity: line.quantity,
    amount: lineTotalOf(line),
    description: line.product.description,
    extendedDescription: line.product.extendedDescription ?? null,
    additiveVariations: line.additiveVariations,
    subtractiveVariations: line.subtractiveVariations,
  };
}

/**
 * A line's added variations as the diner reads them: the free ones (a forced choice such as
 * the dough, an extra at no cost) are what the dish comes with, not a surcharge, so they are
 * listed on their own; only the priced ones go after 'Più:'. Order kept.
 */
export function splitAdditions<V extends Pick<Variation, 'unitPrice'>>(
  variations: readonly V[],
): { included: V[]; priced: V[] } {
  return {
    included: variations.filter((v) => toCents(v.unitPrice) <= 0),
    priced: variations.filter((v) => toCents(v.unitPrice) > 0),
  };
}
