import { describe, expect, it } from 'vitest';
import { burger, group, pizza, product } from '../test/menu-fixtures';
import {
  additiveVariations,
  cartLineFor,
  chooseForced,
  initialSelection,
  selectionPrice,
  subtractiveVariations,
  toggleIngredient,
  toggleOptional,
  withSelectedQuantity,
} from './product-selection';

const dough = pizza.groupVariation1!;
const additions = pizza.groupVariation2!;

describe('product detail selection (spec 000 §4)', () => {
  it('preselects the first option of a forced group and nothing in the others', () => {
    const selection = initialSelection(pizza);
    expect(selection.forced).toEqual({ 0: 20 });
    expect(selection.optional).toEqual({ 1: [] });
    expect(selection.removed).toEqual([]);
    expect(selection.quantity).toBe(1);
    expect(additiveVariations(pizza, selection).map((v) => v.description)).toEqual(['Classico']);
  });

  it('skips a disabled first option when preselecting', () => {
    const withDisabledFirst = product({
      groupVariation1: group(9, 'Cottura', true, [
        [50, 'Al sangue (finita)', 0, 1, 1],
        [51, 'Media', 0, 2],
      ]),
    });
    expect(initialSelection(withDisabledFirst).forced).toEqual({ 0: 51 });
  });

  it('makes a forced group a radio set: choosing replaces the choice', () => {
    let selection = initialSelection(pizza);
    selection = chooseForced(selection, dough, 0, 22);
    expect(additiveVariations(pizza, selection).map((v) => v.ingredientId)).toEqual([22]);
  });

  it('clears the group when the option of priority 0 is chosen', () => {
    let selection = initialSelection(burger);
    expect(selectionPrice(burger, selection)).toBe(15.5);
    selection = chooseForced(selection, burger.groupVariation1!, 0, 42);
    expect(additiveVariations(burger, selection)).toEqual([]);
    expect(selectionPrice(burger, selection)).toBe(15);
  });

  it('makes a non-forced group a checkbox set and ignores disabled options', () => {
    let selection = initialSelection(pizza);
    selection = toggleOptional(selection, additions, 1, 30);
    selection = toggleOptional(selection, additions, 1, 32);
    selection = toggleOptional(selection, additions, 1, 31); // properties = 1
    expect(selection.optional[1]).toEqual([30, 32]);
    selection = toggleOptional(selection, additions, 1, 30);
    expect(selection.optional[1]).toEqual([32]);
  });

  it('removes an unticked ingredient, but never one that is not removable', () => {
    let selection = initialSelection(pizza);
    selection = toggleIngredient(selection, pizza, 3);
    selection = toggleIngredient(selection, pizza, 4);
    expect(subtractiveVariations(pizza, selection).map((v) => v.description)).toEqual(['Basilico']);
    selection = toggleIngredient(selection, pizza, 3);
    expect(subtractiveVariations(pizza, selection)).toEqual([]);
  });

  it('prices (base + additions) × quantity, exact to the cent', () => {
    let selection = initialSelection(pizza);
    selection = chooseForced(selection, dough, 0, 22); // +1.50
    selection = toggleOptional(selection, additions, 1, 32); // +0.50
    selection = withSelectedQuantity(selection, 3);
    expect(selectionPrice(pizza, selection)).toBe(27); // (7 + 1.5 + 0.5) × 3
    expect(withSelectedQuantity(selection, 0).quantity).toBe(1);
    expect(withSelectedQuantity(selection, 150).quantity).toBe(99);
  });

  it('builds the cart line with sorted variations and its total', () => {
    let selection = initialSelection(pizza);
    selection = toggleOptional(selection, additions, 1, 32);
    selection = toggleOptional(selection, additions, 1, 30);
    selection = toggleIngredient(selection, pizza, 3);
    selection = withSelectedQuantity(selection, 2);
    const line = cartLineFor(pizza, selection);
    expect(line.product).toMatchObject({ productWebId: 10, description: 'Margherita', unitPrice: 7 });
    expect(line.additiveVariations.map((v) => v.ingredientId)).toEqual([20, 30, 32]);
    expect(line.subtractiveVariations.map((v) => v.ingredientId)).toEqual([3]);
    expect(line.quantity).toBe(2);
    expect(line.totalPrice).toBe(19); // (7 + 0 + 2 + 0.5) × 2
  });
});
