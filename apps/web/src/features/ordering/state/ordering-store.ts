// The ordering state (spec 000 §3 "App context", §4, §9): what the diner chose on the way
// through the journey. Kept in session storage, so a reload keeps every choice and another
// tab starts its own order; scoped to the company it was made for.
//
// The cart lives beside it, one key per menu (cart-store.ts), and the delivery address in
// local storage (delivery-address-store.ts), as spec 000 §9 says.
import { timeFrameSchema } from '@tavola/domain/menu';
import type { SeatWeb } from '@tavola/domain/entities';
import { OrderType } from '@tavola/domain/enums';
import { orderSchema, type Order } from '@tavola/domain/order';
import { z } from 'zod';
import { persistedStore, useStore } from '../../../lib/persisted-store';

export const ORDERING_STORAGE_KEY = 'OrderingState'; // ours: the spec names no key

const orderingStateSchema = z.object({
  companyUrlName: z.string(),
  orderType: z.enum(OrderType).nullable(),
  seatWebId: z.number().int().nullable(),
  menuWebId: z.number().int().nullable(),
  /** The menu was fixed (demo settings): the menu selection is skipped (spec 000 §2). */
  isMenuWebFixed: z.boolean(),
  /** 'yyyy-MM-dd' of the chosen day (takeaway, delivery). */
  dayRequested: z.string().nullable(),
  /** The day's label as the server gave it, for the toolbar. */
  dayDescription: z.string().nullable(),
  timeFrameRequested: timeFrameSchema.nullable(),
  /** 'HH:mm' chosen in the time selection. */
  requestedTime: z.string().nullable(),
  note: z.string(),
  /** Answers to the menu's extra questions, in field order ('' when blank); null until answered. */
  extraFieldAnswers: z.array(z.string()).nullable(),
  /** The order as saved by order/saveCustomerOrder in this visit (spec 000 §4). */
  currentOrder: orderSchema.nullable(),
  /** The last order sent, kept for the summary pages after the cart is cleared. */
  lastOrder: orderSchema.nullable(),
  /** Orders whose confirmation or summary e-mail was already asked for (no resend on reload). */
  mailsSent: z.array(z.string()),
  /** One key per order attempt, sent with every save of it (domain order-requests.ts). */
  idempotencyKey: z.string().nullable().default(null),
  /** The table of a menu link or QR code (?table=N): the answer to the table-number question. */
  tableNumber: z.string().nullable().default(null),
  /**
   * The order's table, set by the questions step: the link's table or the one chosen from the
   * venue's tables; null at a venue that keeps no tables.
   */
  chosenTableNumber: z.number().int().nullable().default(null),
  /** The name the order is for (takeaway, delivery, staff-confirmed table orders); kept for the next order. */
  customerName: z.string().nullable().default(null),
});
export type OrderingState = z.infer<typeof orderingStateSchema>;

export function initialOrderingState(companyUrlName = ''): OrderingState {
  return {
    companyUrlName,
    orderType: null,
    seatWebId: null,
    menuWebId: null,
    isMenuWebFixed: false,
    dayRequested: null,
    dayDescription: null,
    timeFrameRequested: null,
    requestedTime: null,
    note: '',
    extraFieldAnswers: null,
    currentOrder: null,
    lastOrder: null,
    mailsSent: [],
    idempotencyKey: null,
    tableNumber: null,
    chosenTableNumber: null,
    customerName: null,
  };
}

export const orderingStore = persistedStore('session', ORDERING_STORAGE_KEY, orderingStateSchema, () =>
  initialOrderingState(),
);

/** The state for this company (a state left by another company reads as empty). */
export function orderingStateFor(companyUrlName: string): OrderingState {
  const state = orderingStore.get();
  return sameCompany(state.companyUrlName, companyUrlName) ? state : initialOrderingState(companyUrlName);
}

const sameCompany = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Changes the state of this company, starting from empty if another company's is stored. */
export function updateOrdering(companyUrlName: string, change: (state: OrderingState) => Partial<OrderingState>) {
  orderingStore.set((stored) => {
    const state = sameCompany(stored.companyUrlName, companyUrlName) ? stored : initialOrderingState(companyUrlName);
    const next = { ...state, ...change(state), companyUrlName };
    // A change that changes nothing keeps the same object, so readers do not render again.
    const keys = Object.keys(next) as (keyof OrderingState)[];
    return state === stored && keys.every((key) => Object.is(next[key], stored[key])) ? stored : next;
  });
}

/** React: the ordering state of a company. */
export function useOrderingStateOf(companyUrlName: string): OrderingState {
  const stored = useStore(orderingStore);
  return sameCompany(stored.companyUrlName, companyUrlName) ? stored : emptyFor(companyUrlName);
}

// A stable empty state per company, so useSyncExternalStore readers do not loop.
const empties = new Map<string, OrderingState>();
function emptyFor(companyUrlName: string): OrderingState {
  let empty = empties.get(companyUrlName);
  if (!empty) empties.set(companyUrlName, (empty = initialOrderingState(companyUrlName)));
  return empty;
}

/**
 * The order type and venue chosen on the home page. Everything chosen after it belongs to
 * the previous choice, so a different order type or venue starts the journey afresh (the
 * cart stays: it is kept per menu).
 */
export function choiceChanged(state: OrderingState, orderType: OrderType, seatWebId: number): boolean {
  return state.orderType !== orderType || state.seatWebId !== seatWebId;
}

export function journeyReset(): Partial<OrderingState> {
  return {
    menuWebId: null,
    isMenuWebFixed: false,
    dayRequested: null,
    dayDescription: null,
    timeFrameRequested: null,
    requestedTime: null,
    extraFieldAnswers: null,
    currentOrder: null,
    idempotencyKey: null,
    tableNumber: null,
    chosenTableNumber: null,
  };
}

export type { Order };

/**
 * The journey's order type: the diner's own choice, else the app context's (a company offering
 * only digital menus starts with that one, spec 000 §4).
 */
export function journeyOrderType(
  state: Pick<OrderingState, 'orderType'>,
  contextOrderType: OrderType | null,
): OrderType | null {
  return state.orderType ?? contextOrderType;
}

/** A journey goes on at this venue: it has an order type and was made there (else it starts again from home). */
export function journeyGoesOn(
  journey: { orderType: OrderType | null; seatWebId: number | null },
  seatWeb: SeatWeb | null,
): boolean {
  return journey.orderType != null && seatWeb != null && seatWeb.seatWebId === journey.seatWebId;
}
