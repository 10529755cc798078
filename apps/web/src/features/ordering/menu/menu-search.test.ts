import { describe, expect, it } from 'vitest';
import type { Classifier } from '@tavola/domain/menu';
import { ingredient, product } from '../test/menu-fixtures';
import { searchMenu } from './menu-search';

const classifier = (name: string, products: Classifier['products']): Classifier => ({
  name,
  description: null,
  imageWebUrl: null,
  useClassifierImage: false,
  products,
});

const menu = [
  classifier('Pizze', [
    product({ productWebId: 1, description: 'Margherita', extendedDescription: 'Pomodoro e mozzarella' }),
    product({
      productWebId: 2,
      description: 'Diavola',
      extendedDescription: null,
      ingredients: [ingredient(5, 'Salame piccante')],
    }),
  ]),
  classifier('Dolci', [
    product({ productWebId: 3, description: 'Tiramisù', extendedDescription: 'Savoiardi e caffè' }),
  ]),
];

describe('searchMenu (issue #14 item 9)', () => {
  it('keeps the dishes whose name, description or ingredients hold every word, ignoring case and accents', () => {
    expect(searchMenu(menu, 'tiramisu').map((c) => c.products.map((p) => p.description))).toEqual([['Tiramisù']]);
    expect(searchMenu(menu, 'SALAME').flatMap((c) => c.products.map((p) => p.productWebId))).toEqual([2]);
    expect(searchMenu(menu, 'pomodoro mozzarella').flatMap((c) => c.products.map((p) => p.productWebId))).toEqual([1]);
    expect(searchMenu(menu, 'pomodoro caffè')).toEqual([]);
  });

  it('answers the whole menu for an empty query', () => {
    expect(searchMenu(menu, '  ')).toEqual(menu);
  });
});
