// The cart (spec 000 §4): kept in session storage under a key per menu id. Every change goes
// through the domain's cart rules (merge of identical lines, quantity 1..99, totals).
import { addToCart, canDecrease, canIncrease, cartTotal, withQuantity } from '@tavola/domain/cart-rules';
import { cartLineSchema, type CartLine } from '@tavola/domain/order';
import { z } from 'zod';
import { persistedStore, useStore, type PersistedStore } from '../../../lib/persisted-store';
import { orderingStateFor } from './ordering-store';

/** 'Cart_<menuWebId>' (ours: the spec says "a key per menu id" without the name). */
export const cartStorageKey = (menuWebId: number) => `Cart_${menuWebId}`;

const cartSchema = z.array(cartLineSchema);
const stores = new Map<number, PersistedStore<CartLine[]>>();
const noCart: PersistedStore<CartLine[]> = persistedStore('session', 'Cart_none', cartSchema, () => []);

export function cartStore(menuWebId: number | null): PersistedStore<CartLine[]> {
  if (menuWebId == null) return noCart;
  let store = stores.get(menuWebId);
  if (!store) {
    store = persistedStore('session', cartStorageKey(menuWebId), cartSchema, () => []);
    stores.set(menuWebId, store);
  }
  return store;
}

export interface CartActions {
  /** Adds a line, merged into an identical one (spec 000 §4). */
  add(line: CartLine): void;
  increase(index: number): void;
  decrease(index: number): void;
  remove(index: number): void;
  clear(): void;
}

export function cartActions(menuWebId: number | null): CartActions {
  const store = cartStore(menuWebId);
  const change = (index: number, step: 1 | -1) =>
    store.set((lines) =>
      lines.map((line, i) => {
        if (i !== index) return line;
        const allowed = step > 0 ? canIncrease(line.quantity) : canDecrease(line.quantity);
        return allowed ? withQuantity(line, line.quantity + step) : line;
      }),
    );
  return {
    add: (line) => store.set((lines) => addToCart(lines, line)),
    increase: (index) => change(index, 1),
    decrease: (index) => change(index, -1),
    remove: (index) => store.set((lines) => lines.filter((_, i) => i !== index)),
    clear: () => store.clear(),
  };
}

export interface CartView extends CartActions {
  lines: CartLine[];
  /** Products total (before delivery), exact to the cent. */
  total: number;
  /** Number of items (sum of quantities), for the badge. */
  count: number;
}

export function useCart(menuWebId: number | null): CartView {
  const lines = useStore(cartStore(menuWebId));
  return {
    lines,
    total: cartTotal(lines),
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    ...cartActions(menuWebId),
  };
}

/**
 * Whether the company's ordering journey has an order type and a non-empty cart: where the
 * confirm-customer-email page goes on (spec 001 §2) depends on it.
 */
export function hasOrderInProgress(companyUrlName: string): boolean {
  const state = orderingStateFor(companyUrlName);
  return state.orderType != null && cartStore(state.menuWebId).get().length > 0;
}
