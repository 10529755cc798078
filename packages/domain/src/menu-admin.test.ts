import { describe, expect, it } from 'vitest';
import { ExtraFieldSubtype, ExtraFieldType } from './enums';
import {
  extraFieldInputSchema,
  menuPrice,
  menuWebInputSchema,
  productInputSchema,
  tableMenuLink,
  translationInputSchema,
  venueTableInputSchema,
} from './menu-admin';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

const product = {
  menuClassifierId: 1,
  description: ' Margherita ',
  extendedDescription: null,
  unitPrice: 7.5,
  enabled: true,
  suggested: false,
  allergenIds: [1],
  featureIds: [],
  ingredients: [{ ingredientId: 3, removable: true }],
  groupVariationIds: [4],
};

describe('menu editing schemas (issue #12)', () => {
  it('prices: euros with two decimals between 0 and 9999.99', () => {
    expect(menuPrice.safeParse(0).success).toBe(true);
    expect(menuPrice.safeParse(9999.99).success).toBe(true);
    expect(menuPrice.safeParse(0.1 + 0.2).success).toBe(true);
    expect(messages(menuPrice.safeParse(-0.01))).toEqual([': priceRange']);
    expect(messages(menuPrice.safeParse(10000))).toEqual([': priceRange']);
    expect(messages(menuPrice.safeParse(1.005))).toEqual([': numberOnly']);
  });

  it('a product: trimmed name, at most five groups, no id twice', () => {
    expect(productInputSchema.parse(product).description).toBe('Margherita');
    expect(messages(productInputSchema.safeParse({ ...product, description: '  ' }))).toEqual([
      'description: required',
    ]);
    expect(messages(productInputSchema.safeParse({ ...product, groupVariationIds: [1, 2, 3, 4, 5, 6] }))[0]).toMatch(
      /^groupVariationIds/,
    );
    expect(messages(productInputSchema.safeParse({ ...product, allergenIds: [1, 1] }))).toEqual([
      'allergenIds: duplicate',
    ]);
    expect(
      messages(
        productInputSchema.safeParse({
          ...product,
          ingredients: [
            { ingredientId: 3, removable: true },
            { ingredientId: 3, removable: false },
          ],
        }),
      ),
    ).toEqual(['ingredients: duplicate']);
    expect(productInputSchema.safeParse({ ...product, menuClassifierId: 0 }).success).toBe(false);
  });

  it('a menu needs one order type; extra questions have distinct positions 1..5 and a valid pattern', () => {
    const menu = {
      displayDescription: 'Carta',
      seatWebId: null,
      publicationStatus: 8,
      enabled: true,
      timeFrameWebIds: [],
      extraFields: [],
    };
    expect(menuWebInputSchema.safeParse(menu).success).toBe(true);
    expect(messages(menuWebInputSchema.safeParse({ ...menu, publicationStatus: 0 }))).toEqual([
      'publicationStatus: publicationRequired',
    ]);
    expect(menuWebInputSchema.safeParse({ ...menu, publicationStatus: 16 }).success).toBe(false);
    const field = {
      position: 1,
      required: true,
      caption: 'Tavolo',
      type: ExtraFieldType.Predefined,
      subtype: ExtraFieldSubtype.Integer,
      maxLength: 3,
      values: [],
      rexValidate: null,
    };
    expect(messages(menuWebInputSchema.safeParse({ ...menu, extraFields: [field, field] }))).toEqual([
      'extraFields: duplicate',
    ]);
    expect(messages(extraFieldInputSchema.safeParse({ ...field, rexValidate: '([a-z' }))).toEqual([
      'rexValidate: invalidRegex',
    ]);
    expect(messages(extraFieldInputSchema.safeParse({ ...field, type: ExtraFieldType.Options }))).toEqual([
      'values: optionsRequired',
    ]);
    expect(extraFieldInputSchema.safeParse({ ...field, position: 6 }).success).toBe(false);
  });

  it('translations name only the fields of their entity', () => {
    expect(
      translationInputSchema.safeParse({
        entityType: 'product',
        entityId: 1,
        languageId: 2,
        fields: { description: 'Pizza' },
      }).success,
    ).toBe(true);
    expect(
      messages(
        translationInputSchema.safeParse({
          entityType: 'product',
          entityId: 1,
          languageId: 2,
          fields: { unitPrice: '1' },
        }),
      ),
    ).toEqual(['fields.unitPrice: invalidOption']);
    expect(
      translationInputSchema.safeParse({ entityType: 'orders', entityId: 1, languageId: 2, fields: {} }).success,
    ).toBe(false);
  });

  it('table numbers 1..9999; the QR link opens the menu at that table', () => {
    expect(messages(venueTableInputSchema.safeParse({ seatWebId: 1, number: 0, name: null, enabled: true }))).toEqual([
      'number: tableNumberRange',
    ]);
    expect(
      tableMenuLink('https://ordini.example.it', { companyUrlName: 'demo', seatWebId: 1, menuWebId: 2, table: 12 }),
    ).toBe('https://ordini.example.it/main/menu?company=demo&seatWebId=1&menuWebId=2&table=12');
  });
});
