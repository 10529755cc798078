import { describe, expect, it } from 'vitest';
import { deliveryAddressFormSchema, deliveryAddressToCustomerAddress, orderSchema } from './order';

describe('deliveryAddressFormSchema', () => {
  it('requires address, number and city; province is optional', () => {
    expect(deliveryAddressFormSchema.safeParse({ address: 'Via Roma', number: '12A', city: 'Torino' }).success).toBe(
      true,
    );
    const result = deliveryAddressFormSchema.safeParse({ address: '', number: '', city: ' ' });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['address', 'required'],
      ['number', 'required'],
      ['city', 'required'],
    ]);
  });

  it('limits address 250, number 4, city 100', () => {
    const result = deliveryAddressFormSchema.safeParse({
      address: 'x'.repeat(251),
      number: '12345',
      city: 'x'.repeat(101),
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['maxLength:250', 'maxLength:4', 'maxLength:100']);
  });
});

describe('deliveryAddressToCustomerAddress', () => {
  it("makes a D address of 'address number' with a 99-character business name", () => {
    const address = deliveryAddressToCustomerAddress({ address: 'x'.repeat(120), number: '7', city: 'Torino' }, 3);
    expect(address).toMatchObject({ addressType: 'D', customerId: 3, city: 'Torino', province: '' });
    expect(address.address).toBe(`${'x'.repeat(120)} 7`);
    expect(address.businessName).toHaveLength(99);
  });

  it('keeps the province when given', () => {
    expect(
      deliveryAddressToCustomerAddress({ address: 'Via Roma', number: '1', city: 'Torino', province: 'TO' }, 1)
        .province,
    ).toBe('TO');
  });
});

describe('orderSchema', () => {
  const order = {
    orderId: 0,
    orderNumber: null,
    orderType: 2,
    menuWebId: 4,
    customerAddressIdInvoice: null,
    customerDeliveryAddress: null,
    requestedDateTime: '2025-06-01T20:00:00',
    productAmount: 18.5,
    deliveryAmount: 2.5,
    totalAmount: 21,
    orderStatus: 0,
    paymentStatus: 0,
    paymentType: null,
    paymentReference: null,
    notes: null,
    extraField1: null,
    extraField2: null,
    extraField3: null,
    extraField4: null,
    extraField5: null,
    timeFrameWebId: 1,
    seatAddress: null,
    userAddress: null,
    ckError: false,
    ckErrorStr: null,
    ckErrorCode: null,
    details: [],
  };

  it('accepts an order of the three ordering types', () => {
    expect(orderSchema.safeParse(order).success).toBe(true);
  });

  it('refuses a booking or digital-menu type, the All filter values and quantity 100', () => {
    expect(orderSchema.safeParse({ ...order, orderType: 3 }).success).toBe(false);
    expect(orderSchema.safeParse({ ...order, orderType: 4 }).success).toBe(false);
    expect(orderSchema.safeParse({ ...order, orderStatus: 5 }).success).toBe(false);
    expect(orderSchema.safeParse({ ...order, paymentType: 7 }).success).toBe(false);
    const detail = {
      orderDetailId: 0,
      productWebId: 1,
      quantity: 100,
      amount: 1,
      description: 'p',
      extendedDescription: null,
      additiveVariations: [],
      subtractiveVariations: [],
    };
    expect(orderSchema.safeParse({ ...order, details: [detail] }).success).toBe(false);
  });
});
