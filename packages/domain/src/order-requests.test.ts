import { describe, expect, it } from 'vitest';
import { idempotencyKeySchema, orderConfirmedCallbackUrl, saveCustomerOrderRequestSchema } from './order-requests';

describe('order-confirmed callback URL', () => {
  it('prefixes the language except on a local host and leaves the placeholder for the server', () => {
    expect(
      orderConfirmedCallbackUrl({
        origin: 'https://ordini.trattoria.it/',
        languageCode: 'it',
        orderId: 12,
        orderNumber: 3,
        companyUrlName: 'demo',
        seatWebId: 1,
      }),
    ).toBe('https://ordini.trattoria.it/it/order-confirmed/12/3/{checkCode}?company=demo&seatWebId=1');
    expect(
      orderConfirmedCallbackUrl({
        origin: 'http://localhost:3000',
        languageCode: 'en',
        orderId: 5,
        orderNumber: 7,
        companyUrlName: 'demo',
      }),
    ).toBe('http://localhost:3000/order-confirmed/5/7/{checkCode}?company=demo');
  });
});

describe('saveCustomerOrder request', () => {
  it("accepts the moment as '0'/'1' or 0/1 and ignores the Order fields the server recomputes", () => {
    const parsed = saveCustomerOrderRequestSchema.parse({
      orderType: 0,
      menuWebId: 1,
      totalAmount: 0.01,
      orderStatus: 1,
      details: [
        {
          productWebId: 4,
          quantity: 2,
          amount: 0.01,
          description: 'x',
          additiveVariations: [{ ingredientId: 3, unitPrice: 0 }],
        },
      ],
      moment: 1,
    });
    expect(parsed.moment).toBe('1');
    expect(parsed).not.toHaveProperty('totalAmount');
    expect(parsed.details[0]).toEqual({
      productWebId: 4,
      quantity: 2,
      additiveVariations: [{ ingredientId: 3 }],
      subtractiveVariations: [],
    });
  });

  it('takes UUID-like idempotency keys only', () => {
    expect(idempotencyKeySchema.safeParse('0b7e2c4e-1f0a-4a57-9a53-2b2f3c1d9e10').success).toBe(true);
    expect(idempotencyKeySchema.safeParse('short').success).toBe(false);
    expect(idempotencyKeySchema.safeParse('has space in it').success).toBe(false);
  });
});
