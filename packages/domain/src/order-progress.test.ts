import { describe, expect, it } from 'vitest';
import { OrderStatus, OrderType, PaymentMethod } from './enums';
import {
  allowedActions,
  boardColumn,
  orderConcluded,
  nextStage,
  ORDER_ACTIONS,
  OrderStage,
  orderStage,
  orderStatusOf,
  readyIsInTransit,
} from './order-progress';

const facts = (o: Partial<Parameters<typeof orderStage>[0]>) => ({
  orderStatus: OrderStatus.Confirmed,
  paymentType: PaymentMethod.Cash,
  accepted: false,
  rejected: false,
  ...o,
});

describe('orderStage', () => {
  it('an Open cash order waits for the e-mail confirmation; an Open online one is still being paid', () => {
    expect(orderStage(facts({ orderStatus: OrderStatus.Open }))).toBe(OrderStage.AwaitingConfirmation);
    expect(orderStage(facts({ orderStatus: OrderStatus.Open, paymentType: PaymentMethod.Stripe }))).toBeNull();
    expect(orderStage(facts({ orderStatus: OrderStatus.Open, paymentType: null }))).toBeNull();
  });
  it('reads the spec statuses and the acceptance', () => {
    expect(orderStage(facts({}))).toBe(OrderStage.New);
    expect(orderStage(facts({ accepted: true }))).toBe(OrderStage.Accepted);
    expect(orderStage(facts({ orderStatus: OrderStatus.InProduction, accepted: true }))).toBe(OrderStage.InProduction);
    expect(orderStage(facts({ orderStatus: OrderStatus.InTransit }))).toBe(OrderStage.Ready);
    expect(orderStage(facts({ orderStatus: OrderStatus.Delivered }))).toBe(OrderStage.Delivered);
    expect(orderStage(facts({ rejected: true }))).toBe(OrderStage.Rejected);
  });
});

describe('transitions', () => {
  const table: Array<[OrderStage, string[]]> = [
    [OrderStage.AwaitingConfirmation, ['confirm', 'reject']],
    [OrderStage.New, ['accept', 'reject']],
    [OrderStage.Accepted, ['reject', 'start-production']],
    [OrderStage.InProduction, ['ready']],
    [OrderStage.Ready, ['deliver']],
    [OrderStage.Delivered, []],
    [OrderStage.Rejected, []],
  ];
  it.each(table)('from %s only %j are allowed', (stage, allowed) => {
    expect(allowedActions(stage)).toEqual(allowed);
    for (const action of ORDER_ACTIONS) expect(nextStage(stage, action) !== null).toBe(allowed.includes(action));
  });
  it('leads along the service and maps back to the spec statuses', () => {
    let stage: OrderStage | null = OrderStage.AwaitingConfirmation;
    const path = (['confirm', 'accept', 'start-production', 'ready', 'deliver'] as const).map(
      (a) => (stage = nextStage(stage, a)),
    );
    expect(path).toEqual(['new', 'accepted', 'in-production', 'ready', 'delivered']);
    expect(path.map((s) => orderStatusOf(s!, 0))).toEqual([1, 1, 2, 3, 4]);
    expect(orderStatusOf(OrderStage.Rejected, 1)).toBe(1);
    expect(nextStage(null, 'accept')).toBeNull();
    expect(allowedActions(null)).toEqual([]);
  });
  it('puts stages in the board columns', () => {
    expect(boardColumn(OrderStage.AwaitingConfirmation)).toBe('new');
    expect(boardColumn(OrderStage.Accepted)).toBe('in-production');
    expect(boardColumn(OrderStage.Ready)).toBe('ready');
    expect(boardColumn(OrderStage.Rejected)).toBe('done');
  });
});

describe('helpers', () => {
  it('only deliveries are in transit', () => {
    expect(readyIsInTransit(OrderType.Consegna)).toBe(true);
    expect(readyIsInTransit(OrderType.Asporto)).toBe(false);
  });
});

describe('orderConcluded', () => {
  it('ends with delivery or rejection, and with a cancelled or expired state', () => {
    for (const stage of ['delivered', 'rejected'] as const) expect(orderConcluded({ stage })).toBe(true);
    for (const stage of ['awaiting-confirmation', 'new', 'accepted', 'in-production', 'ready', null] as const) {
      expect(orderConcluded({ stage })).toBe(false);
    }
    expect(orderConcluded({ stage: null, state: 'cancelled' })).toBe(true);
    expect(orderConcluded({ stage: 'awaiting-confirmation', state: 'expired' })).toBe(true);
    expect(orderConcluded({ stage: null, state: 'being-paid' })).toBe(false);
  });
});
