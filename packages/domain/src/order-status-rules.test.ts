import { describe, expect, it } from 'vitest';
import { OrderStatus, PaymentMethod } from './enums';
import { nextOrderStatus, verifiedOrderStatus } from './order-status-rules';

const facts = {
  paymentType: PaymentMethod.Stripe as number | null,
  paid: false,
  anonymous: false,
  emailConfirmed: false,
};

describe('verifiedOrderStatus', () => {
  it('keeps an online order Open until its payment is verified', () => {
    expect(verifiedOrderStatus(facts)).toBe(OrderStatus.Open);
    expect(verifiedOrderStatus({ ...facts, paymentType: null })).toBe(OrderStatus.Open);
    expect(verifiedOrderStatus({ ...facts, paid: true })).toBe(OrderStatus.Confirmed);
  });
  it('confirms cash at once for a registered diner, after the e-mail link for an anonymous one', () => {
    const cash = { ...facts, paymentType: PaymentMethod.Cash };
    expect(verifiedOrderStatus(cash)).toBe(OrderStatus.Confirmed);
    expect(verifiedOrderStatus({ ...cash, anonymous: true })).toBe(OrderStatus.Open);
    expect(verifiedOrderStatus({ ...cash, anonymous: true, emailConfirmed: true })).toBe(OrderStatus.Confirmed);
  });
  it('never undoes a staff move', () => {
    expect(nextOrderStatus(OrderStatus.InProduction, facts)).toBe(OrderStatus.InProduction);
    expect(nextOrderStatus(OrderStatus.Confirmed, { ...facts, paymentType: PaymentMethod.Cash, anonymous: true })).toBe(
      OrderStatus.Open,
    );
  });
});
