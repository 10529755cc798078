import { describe, expect, it } from 'vitest';
import {
  QUANTITY_MAX,
  QUANTITY_MIN,
  addToCart,
  splitAdditions,
  canDecrease,
  canIncrease,
  cartLineKey,
  cartLineTotal,
  cartTotal,
  isValidQuantity,
  orderDetailFromCartLine,
  sameCartLine,
  withQuantity,
} from './cart-rules';
import type { CartLine, Variation } from './order';

const v = (ingredientId: number, unitPrice = 0): Variation => ({
  ingredientId,
  description: `ing ${ingredientId}`,
  unitPrice,
});

function line(overrides: Partial<CartLine> = {}): CartLine {
  return {
    product: { productWebId: 10, description: 'Margherita', unitPrice: 6.5 },
    quantity: 1,
    additiveVariations: [],
    subtractiveVariations: [],
    totalPrice: 6.5,
    ...overrides,
  };
}

describe('cartLineTotal', () => {
  it('is (base + added prices) × quantity', () => {
    expect(cartLineTotal(6.5, [1, 0.5], 2)).toBe(16);
  });

  it('is exact to the cent where floats drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(cartLineTotal(0.1, [0.2], 1)).toBe(0.3);
    expect(cartLineTotal(2.35, [], 3)).toBe(7.05);
    expect(cartLineTotal(1.1, [0.7, 0.7, 0.7], 3)).toBe(9.6);
  });

  it('works with no variations and at the maximum quantity', () => {
    expect(cartLineTotal(4.99, [], 1)).toBe(4.99);
    expect(cartLineTotal(4.99, [], 99)).toBe(494.01);
    expect(cartLineTotal(0.01, [0.01], 99)).toBe(1.98);
  });

  it('is 0 for a free product', () => {
    expect(cartLineTotal(0, [], 5)).toBe(0);
  });
});

describe('quantity limits', () => {
  it('are 1 and 99', () => {
    expect([QUANTITY_MIN, QUANTITY_MAX]).toEqual([1, 99]);
  });

  it('blocks decreasing at 1 or less', () => {
    expect(canDecrease(2)).toBe(true);
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(0)).toBe(false);
  });

  it('blocks increasing at 99 or more', () => {
    expect(canIncrease(98)).toBe(true);
    expect(canIncrease(99)).toBe(false);
    expect(canIncrease(120)).toBe(false);
  });

  it('accepts whole quantities from 1 to 99 only', () => {
    expect(isValidQuantity(1)).toBe(true);
    expect(isValidQuantity(99)).toBe(true);
    expect(isValidQuantity(0)).toBe(false);
    expect(isValidQuantity(100)).toBe(false);
    expect(isValidQuantity(1.5)).toBe(false);
    expect(isValidQuantity(Number.NaN)).toBe(false);
  });

  it('withQuantity keeps the quantity within limits and recomputes the total', () => {
    const l = line({ additiveVariations: [v(1, 1)] });
    expect(withQuantity(l, 3)).toMatchObject({ quantity: 3, totalPrice: 22.5 });
    expect(withQuantity(l, 0).quantity).toBe(1);
    expect(withQuantity(l, 150).quantity).toBe(99);
  });
});

describe('cart line identity', () => {
  it('ignores the order of variations', () => {
    const a = line({ additiveVariations: [v(7), v(3)], subtractiveVariations: [v(5), v(2)] });
    const b = line({ additiveVariations: [v(3), v(7)], subtractiveVariations: [v(2), v(5)] });
    expect(cartLineKey(a)).toBe('10|+3,7|-2,5');
    expect(sameCartLine(a, b)).toBe(true);
  });

  it('tells apart added from removed, and different products', () => {
    expect(sameCartLine(line({ additiveVariations: [v(3)] }), line({ subtractiveVariations: [v(3)] }))).toBe(false);
    expect(sameCartLine(line({ additiveVariations: [v(3)] }), line())).toBe(false);
    const other = line({ product: { productWebId: 11, description: 'Marinara', unitPrice: 6.5 } });
    expect(sameCartLine(line(), other)).toBe(false);
  });

  it('treats lines without variations as identical', () => {
    expect(cartLineKey(line())).toBe('10|+|-');
    expect(sameCartLine(line(), line({ quantity: 4 }))).toBe(true);
  });
});

describe('addToCart', () => {
  it('appends a new line with sorted variations and a recomputed total', () => {
    const cart = addToCart([], line({ additiveVariations: [v(9, 0.5), v(2, 1)], totalPrice: 999 }));
    expect(cart).toHaveLength(1);
    expect(cart[0].additiveVariations.map((x) => x.ingredientId)).toEqual([2, 9]);
    expect(cart[0].totalPrice).toBe(8);
  });

  it('merges an identical line by adding quantities', () => {
    const first = addToCart([], line({ quantity: 2, additiveVariations: [v(3, 1), v(1, 0.5)] }));
    const cart = addToCart(first, line({ quantity: 3, additiveVariations: [v(1, 0.5), v(3, 1)] }));
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ quantity: 5, totalPrice: 40 });
  });

  it('caps a merged quantity at 99', () => {
    const cart = addToCart([line({ quantity: 90 })], line({ quantity: 20 }));
    expect(cart).toHaveLength(1);
    expect(cart[0].quantity).toBe(99);
    expect(cart[0].totalPrice).toBe(643.5);
  });

  it('keeps different lines apart and leaves the input untouched', () => {
    const original = [line()];
    const cart = addToCart(original, line({ subtractiveVariations: [v(4)] }));
    expect(cart).toHaveLength(2);
    expect(original).toHaveLength(1);
  });
});

describe('cartTotal', () => {
  it('sums the lines, recomputing each from its prices', () => {
    const lines = [
      line({ quantity: 3, product: { productWebId: 1, description: 'a', unitPrice: 2.35 }, totalPrice: 0 }),
      line({
        quantity: 1,
        product: { productWebId: 2, description: 'b', unitPrice: 0.1 },
        additiveVariations: [v(1, 0.2)],
      }),
    ];
    expect(cartTotal(lines)).toBe(7.35);
  });

  it('is 0 for an empty cart', () => {
    expect(cartTotal([])).toBe(0);
  });
});

describe('orderDetailFromCartLine', () => {
  it('carries product, quantity, variations and the recomputed amount', () => {
    const detail = orderDetailFromCartLine(line({ quantity: 2, additiveVariations: [v(1, 1)], totalPrice: 0 }));
    expect(detail).toMatchObject({
      orderDetailId: 0,
      productWebId: 10,
      quantity: 2,
      amount: 15,
      extendedDescription: null,
    });
  });
});

describe('splitAdditions', () => {
  it('lists free choices apart from the priced additions, order kept', () => {
    const free = { ingredientId: 1, description: 'Impasto classico', unitPrice: 0 };
    const bufala = { ingredientId: 2, description: 'Bufala', unitPrice: 2 };
    const origano = { ingredientId: 3, description: 'Origano', unitPrice: 0 };
    expect(splitAdditions([free, bufala, origano])).toEqual({ included: [free, origano], priced: [bufala] });
    expect(splitAdditions([])).toEqual({ included: [], priced: [] });
  });
});
