import { describe, expect, it } from 'vitest';
import { OrderStatus, PaymentMethod, PaymentStatus } from './enums';
import {
  confirmationDeadline,
  confirmationLinkEffect,
  currentOrderState,
  OrderState,
  venueInstant,
  type OrderStateFacts,
} from './order-state';

const cashOpen: OrderStateFacts = {
  orderStatus: OrderStatus.Open,
  paymentType: PaymentMethod.Cash,
  paymentStatus: PaymentStatus.Open,
  accepted: false,
  rejected: false,
  cancelled: false,
  pastServing: false,
  refund: null,
};

describe('currentOrderState', () => {
  it('an anonymous cash order waits for the link until it can no longer be served, then has expired', () => {
    expect(currentOrderState(cashOpen)).toEqual({
      state: OrderState.AwaitingConfirmation,
      final: false,
      paid: false,
      refund: null,
    });
    expect(currentOrderState({ ...cashOpen, pastServing: true })).toMatchObject({
      state: OrderState.Expired,
      final: true,
    });
  });

  it('a rejection is final whatever status the order kept, and the link no longer confirms it', () => {
    const rejected = currentOrderState({ ...cashOpen, rejected: true, pastServing: true });
    expect(rejected).toMatchObject({ state: OrderState.Rejected, final: true });
    expect(confirmationLinkEffect(rejected.state)).toBe('show');
    expect(confirmationLinkEffect(currentOrderState(cashOpen).state)).toBe('confirm');
  });

  it('a cancelled online order is final; an unpaid online order is being paid', () => {
    const online = { ...cashOpen, paymentType: PaymentMethod.Stripe };
    expect(currentOrderState(online).state).toBe(OrderState.BeingPaid);
    expect(currentOrderState({ ...online, cancelled: true })).toMatchObject({
      state: OrderState.Cancelled,
      final: true,
    });
    expect(confirmationLinkEffect(OrderState.Cancelled)).toBe('show');
    expect(confirmationLinkEffect(OrderState.BeingPaid)).toBe('show');
  });

  it('a confirmed order moves with the restaurant and the link reports it confirmed', () => {
    const confirmed = { ...cashOpen, orderStatus: OrderStatus.Confirmed };
    expect(currentOrderState(confirmed).state).toBe(OrderState.New);
    expect(currentOrderState({ ...confirmed, accepted: true }).state).toBe(OrderState.Accepted);
    expect(currentOrderState({ ...confirmed, orderStatus: OrderStatus.Delivered, pastServing: true }).state).toBe(
      OrderState.Delivered,
    );
    expect(confirmationLinkEffect(OrderState.Accepted)).toBe('already-confirmed');
  });

  it('a paid order rejected and refunded is no longer paid; one whose refund is due still is', () => {
    const paid = {
      ...cashOpen,
      orderStatus: OrderStatus.Confirmed,
      paymentType: PaymentMethod.Stripe,
      paymentStatus: PaymentStatus.Paid,
    };
    expect(currentOrderState(paid)).toEqual({ state: OrderState.New, final: false, paid: true, refund: null });
    expect(currentOrderState({ ...paid, rejected: true, refund: 'refunded' })).toEqual({
      state: OrderState.Rejected,
      final: true,
      paid: false,
      refund: 'refunded',
    });
    expect(currentOrderState({ ...paid, rejected: true, refund: 'due' })).toEqual({
      state: OrderState.Rejected,
      final: true,
      paid: true,
      refund: 'due',
    });
    // A refund is never reported for an order that was not paid.
    expect(currentOrderState({ ...cashOpen, rejected: true, refund: 'refunded' }).refund).toBeNull();
  });
});

describe('confirmationDeadline', () => {
  const now = new Date('2026-11-21T09:00:00Z');
  const day = 24 * 3600_000;
  it('ends at the requested time when it comes before the configured validity', () => {
    const at = new Date('2026-11-21T11:00:00Z');
    expect(confirmationDeadline(now, day, at)).toEqual(at);
  });
  it('never lasts longer than the configured validity', () => {
    expect(confirmationDeadline(now, day, new Date('2026-11-24T11:00:00Z'))).toEqual(new Date(now.getTime() + day));
    expect(confirmationDeadline(now, day, null)).toEqual(new Date(now.getTime() + day));
  });
});

describe('venueInstant', () => {
  it('reads a wall-clock time in the venue zone, summer and winter', () => {
    expect(venueInstant('2026-11-21', '13:00', 'Europe/Rome').toISOString()).toBe('2026-11-21T12:00:00.000Z');
    expect(venueInstant('2026-07-01', '13:00', 'Europe/Rome').toISOString()).toBe('2026-07-01T11:00:00.000Z');
    expect(venueInstant('2026-07-01', '00:30', 'UTC').toISOString()).toBe('2026-07-01T00:30:00.000Z');
  });
});
