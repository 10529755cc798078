// The ordering state for React: the app context (company, venue, customer) joined with what
// the diner chose on the way (ordering-store.ts), and the actions that change it.
import { OrderType } from '@tavola/domain/enums';
import type { Order } from '@tavola/domain/order';
import type { TimeFrame } from '@tavola/domain/menu';
import { useMemo } from 'react';
import { useAppContext } from '../../../lib/app-context';
import { isDemoMode } from '../lib/demo-mode';
import { orderTypeTraits, type OrderTypeTraits } from '../lib/order-type-traits';
import { cartActions } from './cart-store';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import {
  journeyOrderType,
  orderingStateFor,
  updateOrdering,
  useOrderingStateOf,
  type OrderingState,
} from './ordering-store';

export interface Ordering extends OrderingState, OrderTypeTraits {
  /** The order type of this journey (also restored into the app context after a reload). */
  orderType: OrderType | null;
  demoMode: boolean;
  setMenu(menuWebId: number, fixed?: boolean): void;
  setDay(day: string, description: string): void;
  setTimeFrame(timeFrame: TimeFrame | null): void;
  setRequestedTime(time: string, note: string): void;
  setExtraFieldAnswers(answers: string[]): void;
  /** The questions step's own fields: the order's table (the link's or the chosen one) and the name. */
  setTableAndName(chosenTableNumber: number | null, customerName: string | null): void;
  setCurrentOrder(order: Order | null): void;
  /** The order went through: it becomes the last order and the current order and cart are cleared (§4). */
  finishOrder(order: Order): void;
  markMailSent(key: string): void;
  /** Reads the stored list now (not the last render), so a double effect sends once. */
  mailAlreadySent(key: string): boolean;
  /** The idempotency key of this order attempt, created on first use. */
  idempotencyKeyForOrder(): string;
}

export function useOrdering(): Ordering {
  const context = useAppContext();
  const company = context.company.urlName;
  const state = useOrderingStateOf(company);

  return useMemo(() => {
    const update = (change: (s: OrderingState) => Partial<OrderingState>) => updateOrdering(company, change);
    const orderType = journeyOrderType(state, context.orderType);
    return {
      ...state,
      orderType,
      ...orderTypeTraits(orderType),
      demoMode: isDemoMode(context.settings, company),
      setMenu: (menuWebId, fixed) =>
        update((s) => ({
          menuWebId,
          isMenuWebFixed: fixed ?? s.isMenuWebFixed,
          // Answers belong to the menu's questions.
          extraFieldAnswers: s.menuWebId === menuWebId ? s.extraFieldAnswers : null,
        })),
      setDay: (day, description) =>
        update((s) => ({
          dayRequested: day,
          dayDescription: description,
          requestedTime: s.dayRequested === day ? s.requestedTime : null,
        })),
      setTimeFrame: (timeFrame) =>
        update((s) => ({
          timeFrameRequested: timeFrame,
          requestedTime: s.timeFrameRequested?.timeFrameWebId === timeFrame?.timeFrameWebId ? s.requestedTime : null,
        })),
      setRequestedTime: (requestedTime, note) => update(() => ({ requestedTime, note })),
      setExtraFieldAnswers: (extraFieldAnswers) => update(() => ({ extraFieldAnswers })),
      setTableAndName: (chosenTableNumber, customerName) => update(() => ({ chosenTableNumber, customerName })),
      setCurrentOrder: (currentOrder) => update(() => ({ currentOrder })),
      finishOrder: (order) => {
        cartActions(order.menuWebId ?? state.menuWebId).clear();
        update(() => ({
          currentOrder: null,
          lastOrder: order,
          extraFieldAnswers: null,
          note: '',
          requestedTime: null,
          idempotencyKey: null,
        }));
      },
      idempotencyKeyForOrder: () => {
        const existing = orderingStateFor(company).idempotencyKey;
        if (existing) return existing;
        const key = newIdempotencyKey();
        update(() => ({ idempotencyKey: key }));
        return key;
      },
      mailAlreadySent: (key) => orderingStateFor(company).mailsSent.includes(key),
      markMailSent: (key) => update((s) => ({ mailsSent: [...s.mailsSent.filter((k) => k !== key), key].slice(-20) })),
    };
  }, [state, context.orderType, context.settings, company]);
}
