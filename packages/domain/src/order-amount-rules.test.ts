import { describe, expect, it } from 'vitest';
import { OrderType } from './enums';
import type { CartLine } from './order';
import {
  deliveryCostFor,
  isBelowMinimumOrder,
  minimumOrderFor,
  minimumOrderShortfall,
  orderTotals,
} from './order-amount-rules';

const seatWeb = { takeawayMinimumOrder: 10, deliveryMinimumOrder: 20, deliveryCost: 2.5, freeDeliveryThreshold: 30 };

const line = (unitPrice: number, quantity: number, added: number[] = []): CartLine => ({
  product: { productWebId: 1, description: 'p', unitPrice },
  quantity,
  additiveVariations: added.map((unitPrice, i) => ({ ingredientId: i + 1, description: 'x', unitPrice })),
  subtractiveVariations: [],
  totalPrice: 0,
});

describe('minimumOrderFor', () => {
  it('uses the takeaway and delivery minimums, 0 for other types', () => {
    expect(minimumOrderFor(OrderType.Asporto, seatWeb)).toBe(10);
    expect(minimumOrderFor(OrderType.Consegna, seatWeb)).toBe(20);
    expect(minimumOrderFor(OrderType.AlTavolo, seatWeb)).toBe(0);
    expect(minimumOrderFor(OrderType.DigitalMenu, seatWeb)).toBe(0);
    expect(minimumOrderFor(OrderType.PrenotaUnTavolo, seatWeb)).toBe(0);
  });
});

describe('isBelowMinimumOrder', () => {
  it('blocks strictly below; equal passes', () => {
    expect(isBelowMinimumOrder(9.99, 10)).toBe(true);
    expect(isBelowMinimumOrder(10, 10)).toBe(false);
    expect(isBelowMinimumOrder(10.01, 10)).toBe(false);
  });

  it('compares to the cent, not in floats', () => {
    expect(isBelowMinimumOrder(0.1 + 0.2, 0.3)).toBe(false);
  });

  it('never blocks with a minimum of 0', () => {
    expect(isBelowMinimumOrder(0, 0)).toBe(false);
  });
});

describe('deliveryCostFor', () => {
  it('adds the cost for delivery below the threshold', () => {
    expect(deliveryCostFor(OrderType.Consegna, 29.99, seatWeb)).toBe(2.5);
  });

  it('waives it when the amount reaches the threshold', () => {
    expect(deliveryCostFor(OrderType.Consegna, 30, seatWeb)).toBe(0);
    expect(deliveryCostFor(OrderType.Consegna, 45, seatWeb)).toBe(0);
  });

  it('charges nothing with a threshold of 0', () => {
    expect(deliveryCostFor(OrderType.Consegna, 5, { ...seatWeb, freeDeliveryThreshold: 0 })).toBe(0);
  });

  it('charges nothing with a cost of 0', () => {
    expect(deliveryCostFor(OrderType.Consegna, 5, { ...seatWeb, deliveryCost: 0 })).toBe(0);
  });

  it('charges nothing for other order types', () => {
    for (const type of [OrderType.AlTavolo, OrderType.Asporto, OrderType.DigitalMenu, OrderType.PrenotaUnTavolo]) {
      expect(deliveryCostFor(type, 5, seatWeb)).toBe(0);
    }
  });
});

describe('orderTotals', () => {
  it('adds the delivery cost below the threshold', () => {
    expect(orderTotals([line(6.5, 2), line(4, 1, [0.5, 1])], OrderType.Consegna, seatWeb)).toEqual({
      productAmount: 18.5,
      deliveryAmount: 2.5,
      totalAmount: 21,
    });
  });

  it('has no delivery cost at the threshold', () => {
    expect(orderTotals([line(10, 3)], OrderType.Consegna, seatWeb)).toEqual({
      productAmount: 30,
      deliveryAmount: 0,
      totalAmount: 30,
    });
  });

  it('handles quantity 99 and lines without variations exactly', () => {
    expect(orderTotals([line(0.1, 99), line(0.2, 99)], OrderType.Asporto, seatWeb)).toEqual({
      productAmount: 29.7,
      deliveryAmount: 0,
      totalAmount: 29.7,
    });
  });

  it('is all zero for an empty cart, even for delivery', () => {
    expect(orderTotals([], OrderType.Consegna, { ...seatWeb, freeDeliveryThreshold: 0 })).toEqual({
      productAmount: 0,
      deliveryAmount: 0,
      totalAmount: 0,
    });
  });
});

describe('minimumOrderShortfall (issue #14 item 4)', () => {
  it('is what the products lack to reach the minimum, never negative', () => {
    expect(minimumOrderShortfall(13, 15)).toBe(2);
    expect(minimumOrderShortfall(14.9, 15)).toBe(0.1);
    expect(minimumOrderShortfall(15, 15)).toBe(0);
    expect(minimumOrderShortfall(20, 15)).toBe(0);
  });
});
