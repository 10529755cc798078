import { OrderType } from '@tavola/domain/enums';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartLineFor, initialSelection, withSelectedQuantity } from '../menu/product-selection';
import { pizza } from '../test/menu-fixtures';
import { cartActions, cartStorageKey, cartStore, hasOrderInProgress, useCart } from './cart-store';
import { DELIVERY_ADDRESS_STORAGE_KEY, deliveryAddressStore } from './delivery-address-store';
import {
  choiceChanged,
  journeyReset,
  ORDERING_STORAGE_KEY,
  orderingStateFor,
  orderingStore,
  updateOrdering,
} from './ordering-store';

const line = (quantity = 1) => cartLineFor(pizza, withSelectedQuantity(initialSelection(pizza), quantity));

describe('ordering state (spec 000 §3, §9)', () => {
  it('is kept in session storage, so a reload reads it back', () => {
    updateOrdering('demo', () => ({
      orderType: OrderType.Asporto,
      seatWebId: 2,
      dayRequested: '2026-11-21',
      note: 'Citofono',
    }));
    const raw = JSON.parse(sessionStorage.getItem(ORDERING_STORAGE_KEY)!);
    expect(raw).toMatchObject({
      companyUrlName: 'demo',
      orderType: 1,
      seatWebId: 2,
      dayRequested: '2026-11-21',
      note: 'Citofono',
    });
    expect(orderingStateFor('demo').note).toBe('Citofono');
  });

  it("belongs to one company: another company's state reads as empty and is replaced on change", () => {
    updateOrdering('demo', () => ({ orderType: OrderType.AlTavolo, menuWebId: 1 }));
    expect(orderingStateFor('altra').orderType).toBeNull();
    updateOrdering('altra', () => ({ seatWebId: 9 }));
    expect(orderingStateFor('altra')).toMatchObject({ seatWebId: 9, menuWebId: null });
    expect(orderingStateFor('demo').orderType).toBeNull();
  });

  it('reads a stored value it does not understand as the initial state', () => {
    sessionStorage.setItem(ORDERING_STORAGE_KEY, '{"companyUrlName":"demo","orderType":"asporto"}');
    expect(orderingStore.get().orderType).toBeNull();
    sessionStorage.setItem(ORDERING_STORAGE_KEY, 'not json');
    expect(orderingStore.get().companyUrlName).toBe('');
  });

  it('starts the journey afresh when the order type or the venue change', () => {
    updateOrdering('demo', () => ({
      orderType: OrderType.Asporto,
      seatWebId: 2,
      menuWebId: 3,
      requestedTime: '20:00',
    }));
    const state = orderingStateFor('demo');
    expect(choiceChanged(state, OrderType.Asporto, 2)).toBe(false);
    expect(choiceChanged(state, OrderType.Consegna, 2)).toBe(true);
    expect(choiceChanged(state, OrderType.Asporto, 1)).toBe(true);
    expect(journeyReset()).toMatchObject({
      menuWebId: null,
      requestedTime: null,
      currentOrder: null,
      idempotencyKey: null,
    });
  });
});

describe('cart (spec 000 §4)', () => {
  it('is stored in session storage under a key per menu', () => {
    cartActions(3).add(line());
    expect(JSON.parse(sessionStorage.getItem(cartStorageKey(3))!)).toHaveLength(1);
    expect(sessionStorage.getItem(cartStorageKey(1))).toBeNull();
    expect(cartStore(1).get()).toEqual([]);
  });

  it('merges an identical line by adding quantities', () => {
    const { result } = renderHook(() => useCart(3));
    act(() => result.current.add(line(2)));
    act(() => result.current.add(line(1)));
    expect(result.current.lines).toHaveLength(1);
    expect(result.current.lines[0].quantity).toBe(3);
    expect(result.current.count).toBe(3);
    expect(result.current.total).toBe(21);
  });

  it('keeps quantities between 1 and 99', () => {
    const { result } = renderHook(() => useCart(3));
    act(() => result.current.add(line(1)));
    act(() => result.current.decrease(0));
    expect(result.current.lines[0].quantity).toBe(1);
    act(() => result.current.add(line(98)));
    act(() => result.current.increase(0));
    expect(result.current.lines[0].quantity).toBe(99);
    act(() => result.current.remove(0));
    expect(result.current.lines).toEqual([]);
  });

  it('reflects a change made elsewhere (another component, a reload)', () => {
    const { result } = renderHook(() => useCart(3));
    act(() => cartActions(3).add(line(4)));
    expect(result.current.count).toBe(4);
    act(() => cartActions(3).clear());
    expect(result.current.lines).toEqual([]);
  });
});

describe('delivery address (spec 001 §9)', () => {
  it("is kept in local storage as 'customerDeliveryAddress'", () => {
    deliveryAddressStore.set({ address: 'Via Torino', number: '21', city: 'Milano', province: 'MI', chosen: true });
    expect(JSON.parse(localStorage.getItem(DELIVERY_ADDRESS_STORAGE_KEY)!)).toMatchObject({
      address: 'Via Torino',
      chosen: true,
    });
  });
});

describe('hasOrderInProgress (spec 001 §2 confirm-customer-email)', () => {
  it('needs an order type and a non-empty cart of the current menu', () => {
    updateOrdering('demo', () => ({ orderType: null, menuWebId: 41 }));
    cartStore(41).clear();
    expect(hasOrderInProgress('demo')).toBe(false);
    updateOrdering('demo', () => ({ orderType: OrderType.Asporto }));
    expect(hasOrderInProgress('demo')).toBe(false);
    cartActions(41).add(line());
    expect(hasOrderInProgress('demo')).toBe(true);
    cartActions(41).clear();
    expect(hasOrderInProgress('demo')).toBe(false);
  });
});
