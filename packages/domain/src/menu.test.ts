import { describe, expect, it } from 'vitest';
import { extraFieldSchema, groupVariationsOf, productSchema } from './menu';

const ingredient = {
  ingredientId: 1,
  description: 'Mozzarella',
  unitPrice: 1,
  priority: 0,
  properties: 0,
  allergens: [{ description: 'Latte' }],
};
const product = {
  productWebId: 10,
  description: 'Margherita',
  extendedDescription: null,
  unitPrice: 6.5,
  imageWebUrl: null,
  imageSmallWebUrl: null,
  ingredients: [ingredient, { ...ingredient, ingredientId: 2, description: 'Impasto', removable: false }],
  features: [],
  allergens: [],
  groupVariation1: null,
  groupVariation2: {
    groupVariationId: 5,
    groupVariationIdRemote: null,
    seatWebId: 1,
    description: 'Impasto',
    forceSelection: true,
    ingredients: [{ ingredient: { ingredientId: 9, description: 'Integrale', unitPrice: 1.5 }, priority: 1 }],
  },
  groupVariation3: null,
  groupVariation4: null,
  groupVariation5: null,
};

describe('productSchema', () => {
  it('treats ingredients as removable unless flagged otherwise', () => {
    const parsed = productSchema.parse(product);
    expect(parsed.ingredients.map((i) => i.removable)).toEqual([true, false]);
  });

  it('accepts group options with only id, description and price', () => {
    expect(groupVariationsOf(productSchema.parse(product)).map((g) => g.groupVariationId)).toEqual([5]);
  });
});

describe('extraFieldSchema', () => {
  it('accepts the documented types and subtypes only', () => {
    const field = {
      required: true,
      caption: 'Citofono',
      type: 0,
      subtype: 0,
      maxLength: 50,
      values: [],
      rexValidate: null,
      fieldValue: null,
    };
    expect(extraFieldSchema.safeParse(field).success).toBe(true);
    expect(extraFieldSchema.safeParse({ ...field, type: 3 }).success).toBe(false);
    expect(extraFieldSchema.safeParse({ ...field, subtype: 7 }).success).toBe(false);
  });
});
