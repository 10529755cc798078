// Builders of menu entities for the ordering tests.
import type { GroupVariation, Product, ProductIngredient } from '@tavola/domain/menu';

export function ingredient(
  ingredientId: number,
  description: string,
  unitPrice = 0,
  extra: Partial<ProductIngredient> = {},
): ProductIngredient {
  return { ingredientId, description, unitPrice, priority: 0, properties: 0, allergens: [], removable: true, ...extra };
}

export function group(
  groupVariationId: number,
  description: string,
  forceSelection: boolean,
  options: Array<[id: number, description: string, unitPrice: number, priority: number, properties?: number]>,
): GroupVariation {
  return {
    groupVariationId,
    groupVariationIdRemote: null,
    seatWebId: 1,
    description,
    forceSelection,
    ingredients: options.map(([ingredientId, desc, unitPrice, priority, properties = 0]) => ({
      ingredient: { ingredientId, description: desc, unitPrice, priority, properties, allergens: [] },
      priority,
    })),
  };
}

export function product(overrides: Partial<Product> = {}): Product {
  return {
    productWebId: 10,
    description: 'Margherita',
    extendedDescription: 'Pomodoro e mozzarella',
    unitPrice: 7,
    imageWebUrl: null,
    imageSmallWebUrl: null,
    ingredients: [],
    features: [],
    allergens: [],
    groupVariation1: null,
    groupVariation2: null,
    groupVariation3: null,
    groupVariation4: null,
    groupVariation5: null,
    ...overrides,
  };
}

/** A pizza with a forced dough (first free, others priced), optional additions (one disabled) and removable ingredients. */
export const pizza = product({
  ingredients: [
    ingredient(1, 'Pomodoro'),
    ingredient(2, 'Mozzarella', 1, { allergens: [{ description: 'Latte' }] }),
    ingredient(3, 'Basilico'),
    ingredient(4, 'Olio', 0, { removable: false }),
  ],
  allergens: [{ description: 'Glutine' }],
  groupVariation1: group(1, 'Impasto', true, [
    [20, 'Classico', 0, 1],
    [21, 'Integrale', 1, 2],
    [22, 'Kamut', 1.5, 3],
  ]),
  groupVariation2: group(2, 'Aggiunte', false, [
    [30, 'Bufala', 2, 1],
    [31, 'Tartufo', 4, 2, 1],
    [32, 'Rucola', 0.5, 3],
  ]),
});

/** A burger whose forced sauce has a priority-0 "none" option. */
export const burger = product({
  productWebId: 11,
  description: 'Hamburger',
  unitPrice: 15,
  groupVariation1: group(3, 'Salsa', true, [
    [40, 'Maionese', 0.5, 1],
    [41, 'Ketchup', 0.5, 2],
    [42, 'Senza salsa', 0, 0],
  ]),
});
