// Product detail selection (spec 000 §4 "Product detail selection"), as pure functions:
// - a forced group is a radio set with its first option preselected; an option of priority 0
//   ("none") clears the group's choice;
// - a non-forced group is a checkbox set;
// - removable ingredients start checked, and unchecking one removes it;
// - an ingredient with properties = 1 is shown disabled and cannot be chosen.
// The price and the cart line come from the domain's cart rules.
import { cartLineTotal, normaliseCartLine, QUANTITY_MAX, QUANTITY_MIN } from '@tavola/domain/cart-rules';
import {
  groupVariationsOf,
  INGREDIENT_DISABLED,
  type GroupVariation,
  type GroupVariationIngredient,
  type Product,
} from '@tavola/domain/menu';
import type { CartLine, Variation } from '@tavola/domain/order';

export interface ProductSelection {
  /** Per group (position in groupVariationsOf): the chosen option's ingredientId, or null. */
  forced: Record<number, number | null>;
  /** Per non-forced group: the ticked options' ingredientIds. */
  optional: Record<number, number[]>;
  /** Ingredients of the product the diner unticked. */
  removed: number[];
  quantity: number;
}

export const isDisabled = (ingredient: { properties?: number | null }) => ingredient.properties === INGREDIENT_DISABLED;
export const isNoneOption = (option: GroupVariationIngredient) => option.priority === 0;

export function initialSelection(product: Product): ProductSelection {
  const forced: Record<number, number | null> = {};
  const optional: Record<number, number[]> = {};
  groupVariationsOf(product).forEach((group, index) => {
    if (group.forceSelection) {
      const first = group.ingredients.find((option) => !isDisabled(option.ingredient));
      forced[index] = first ? first.ingredient.ingredientId : null;
    } else {
      optional[index] = [];
    }
  });
  return { forced, optional, removed: [], quantity: QUANTITY_MIN };
}

/** Picks an option of a forced group (disabled options are ignored). */
export function chooseForced(selection: ProductSelection, group: GroupVariation, index: number, ingredientId: number) {
  const option = group.ingredients.find((o) => o.ingredient.ingredientId === ingredientId);
  if (!option || isDisabled(option.ingredient)) return selection;
  return { ...selection, forced: { ...selection.forced, [index]: ingredientId } };
}

/** Ticks or unticks an option of a non-forced group. */
export function toggleOptional(
  selection: ProductSelection,
  group: GroupVariation,
  index: number,
  ingredientId: number,
) {
  const option = group.ingredients.find((o) => o.ingredient.ingredientId === ingredientId);
  if (!option || isDisabled(option.ingredient)) return selection;
  const ticked = selection.optional[index] ?? [];
  const next = ticked.includes(ingredientId) ? ticked.filter((id) => id !== ingredientId) : [...ticked, ingredientId];
  return { ...selection, optional: { ...selection.optional, [index]: next } };
}

/** Unticks (removes) or ticks back one of the product's removable ingredients. */
export function toggleIngredient(selection: ProductSelection, product: Product, ingredientId: number) {
  const ingredient = product.ingredients.find((i) => i.ingredientId === ingredientId);
  if (!ingredient || !ingredient.removable || isDisabled(ingredient)) return selection;
  const removed = selection.removed.includes(ingredientId)
    ? selection.removed.filter((id) => id !== ingredientId)
    : [...selection.removed, ingredientId];
  return { ...selection, removed };
}

export function withSelectedQuantity(selection: ProductSelection, quantity: number): ProductSelection {
  return { ...selection, quantity: Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(quantity))) };
}

const toVariation = (ingredient: { ingredientId: number; description: string; unitPrice: number }): Variation => ({
  ingredientId: ingredient.ingredientId,
  description: ingredient.description,
  unitPrice: ingredient.unitPrice,
});

/** The added ingredients: each forced group's choice (unless "none") and the ticked options. */
export function additiveVariations(product: Product, selection: ProductSelection): Variation[] {
  return groupVariationsOf(product).flatMap((group, index) => {
    const chosen = group.forceSelection
      ? group.ingredients.filter((o) => o.ingredient.ingredientId === selection.forced[index] && !isNoneOption(o))
      : group.ingredients.filter((o) => (selection.optional[index] ?? []).includes(o.ingredient.ingredientId));
    return chosen.map((o) => toVariation(o.ingredient));
  });
}

export function subtractiveVariations(product: Product, selection: ProductSelection): Variation[] {
  return product.ingredients.filter((i) => selection.removed.includes(i.ingredientId)).map(toVariation);
}

/** Spec 000 §2: (base price + selected additive prices) × quantity. */
export function selectionPrice(product: Product, selection: ProductSelection): number {
  return cartLineTotal(
    product.unitPrice,
    additiveVariations(product, selection).map((v) => v.unitPrice),
    selection.quantity,
  );
}

export function cartLineFor(product: Product, selection: ProductSelection): CartLine {
  return normaliseCartLine({
    product: {
      productWebId: product.productWebId,
      description: product.description,
      unitPrice: product.unitPrice,
      extendedDescription: product.extendedDescription,
      imageSmallWebUrl: product.imageSmallWebUrl,
    },
    quantity: selection.quantity,
    additiveVariations: additiveVariations(product, selection),
    subtractiveVariations: subtractiveVariations(product, selection),
    totalPrice: 0,
  });
}
