import { describe, expect, it } from 'vitest';
import { OrderType, PaymentMethod } from './enums';
import {
  acceptedPaymentCodes,
  availablePaymentMethods,
  isCashAllowed,
  isExpiryValid,
  isTestCardEnabled,
  testCardFormSchema,
} from './payment-rules';

const venue = {
  localOrderAcceptedPayments: 'All',
  takeawayAcceptedPayments: 'C,T',
  deliveryAcceptedPayments: 't , p,X',
  enableImmediatePaymentLocalOrder: true,
  enableImmediatePaymentTakeaway: true,
  enableImmediatePaymentDelivery: false,
  allowCODLocalOrder: true,
  allowCODTakeaway: false,
  allowCODDelivery: true,
};

describe('payment methods of a venue', () => {
  it("reads 'All' and comma-separated codes, ignoring unknown ones", () => {
    expect(acceptedPaymentCodes(venue, OrderType.AlTavolo)).toEqual(['C', 'T', 'P', 'S', 'U', 'N']);
    expect(acceptedPaymentCodes(venue, OrderType.Asporto)).toEqual(['C', 'T']);
    expect(acceptedPaymentCodes(venue, OrderType.Consegna)).toEqual(['T', 'P']);
    expect(acceptedPaymentCodes(venue, OrderType.DigitalMenu)).toEqual([]);
  });

  it('allows cash only with code C and allowCOD of the order type', () => {
    expect(isCashAllowed(venue, OrderType.AlTavolo)).toBe(true);
    expect(isCashAllowed(venue, OrderType.Asporto)).toBe(false);
    expect(isCashAllowed(venue, OrderType.Consegna)).toBe(false);
  });

  it('lists cash, the accepted providers and the test card when immediate payment is on', () => {
    expect(availablePaymentMethods(venue, OrderType.AlTavolo, { testCard: true })).toEqual([
      PaymentMethod.Cash,
      PaymentMethod.Stripe,
      PaymentMethod.Paypal,
      PaymentMethod.Satispay,
      PaymentMethod.Sumup,
      PaymentMethod.Nexi,
      PaymentMethod.Card,
    ]);
    expect(availablePaymentMethods(venue, OrderType.Asporto, { testCard: false })).toEqual([PaymentMethod.Stripe]);
    expect(availablePaymentMethods(venue, OrderType.Consegna, { testCard: true })).toEqual([]);
  });

  it('enables the test card only in demo and dev', () => {
    expect(isTestCardEnabled('demo')).toBe(true);
    expect(isTestCardEnabled('dev')).toBe(true);
    expect(isTestCardEnabled('prod')).toBe(false);
  });
});

describe('test card form', () => {
  it('normalises the number and checks the formats', () => {
    expect(
      testCardFormSchema.parse({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' }).cardNumber,
    ).toBe('4242424242424242');
    const result = testCardFormSchema.safeParse({ cardNumber: '4242', expiry: '13/30', cvv: '12' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['cardNumber', 'cardExpiry', 'cardCvv']);
  });

  it('refuses an expiry before the current month', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(isExpiryValid('11/26', now)).toBe(true);
    expect(isExpiryValid('10/26', now)).toBe(false);
    expect(isExpiryValid('01/2027', now)).toBe(true);
    expect(isExpiryValid('1/27', now)).toBe(false);
  });
});
