import { OrderType, PaymentMethod } from '@tavola/domain/enums';
import { describe, expect, it } from 'vitest';
import { cartLineFor, initialSelection, withSelectedQuantity } from '../menu/product-selection';
import { initialOrderingState, type OrderingState } from '../state/ordering-store';
import { pizza } from '../test/menu-fixtures';
import { buildOrder, requestedDateTimeOf } from './build-order';

const lines = [cartLineFor(pizza, withSelectedQuantity(initialSelection(pizza), 3))]; // 21 €
const navigli = { deliveryCost: 3.5, freeDeliveryThreshold: 35 };
const address = { address: 'Alzaia Naviglio Grande', number: '40', city: 'Milano', province: 'MI', chosen: true };

function state(overrides: Partial<OrderingState>): OrderingState {
  return {
    ...initialOrderingState('demo'),
    menuWebId: 3,
    dayRequested: '2026-11-21',
    requestedTime: '20:15',
    timeFrameRequested: {
      timeFrameWebId: 3,
      seatWebId: 2,
      description: 'Servizio continuato',
      beginTime: '00:00',
      endTime: '23:59',
      daysOfWeek: 127,
      openingTimeInTimeFrame: [],
    },
    note: 'Citofono Rossi',
    extraFieldAnswers: ['', 'S', '2'],
    ...overrides,
  };
}

describe('the order sent to saveCustomerOrder (spec 000 §3, §4)', () => {
  it('carries delivery: the converted address, the requested time, the cost below the threshold', () => {
    const order = buildOrder({
      state: state({ orderType: OrderType.Consegna }),
      lines,
      seatWeb: navigli,
      customerId: 7,
      deliveryAddress: address,
      invoiceAddressId: null,
      paymentType: PaymentMethod.Card,
    });
    expect(order).toMatchObject({
      orderId: 0,
      orderType: OrderType.Consegna,
      menuWebId: 3,
      requestedDateTime: '2026-11-21T20:15:00',
      timeFrameWebId: 3,
      productAmount: 21,
      deliveryAmount: 3.5,
      totalAmount: 24.5,
      notes: 'Citofono Rossi',
      extraField1: '',
      extraField2: 'S',
      extraField3: '2',
      extraField4: null,
      paymentType: PaymentMethod.Card,
    });
    expect(order.customerDeliveryAddress).toMatchObject({
      addressType: 'D',
      address: 'Alzaia Naviglio Grande 40',
      city: 'Milano',
    });
    expect(order.details[0]).toMatchObject({ productWebId: 10, quantity: 3, amount: 21 });
  });

  it("carries the order's table (dine-in only) and the diner's name", () => {
    const input = {
      lines,
      seatWeb: navigli,
      customerId: 7,
      deliveryAddress: null,
      invoiceAddressId: null,
      paymentType: PaymentMethod.Cash,
    };
    const dineIn = buildOrder({
      ...input,
      state: state({ orderType: OrderType.AlTavolo, chosenTableNumber: 12, customerName: ' Luca ' }),
    });
    expect(dineIn).toMatchObject({ tableNumber: 12, customerName: 'Luca' });
    const takeaway = buildOrder({
      ...input,
      state: state({ orderType: OrderType.Asporto, chosenTableNumber: 12, customerName: 'Giulia' }),
    });
    expect(takeaway).toMatchObject({ tableNumber: null, customerName: 'Giulia' });
  });

  it('leaves time, note, frame and delivery out of a dine-in order, and keeps the saved id', () => {
    const saved = { orderId: 41, orderNumber: 5 };
    const order = buildOrder({
      state: state({
        orderType: OrderType.AlTavolo,
        currentOrder: {
          ...buildOrder({
            state: state({ orderType: OrderType.AlTavolo }),
            lines,
            seatWeb: navigli,
            customerId: 7,
            deliveryAddress: null,
            invoiceAddressId: null,
            paymentType: null,
          }),
          ...saved,
        },
      }),
      lines,
      seatWeb: navigli,
      customerId: 7,
      deliveryAddress: address,
      invoiceAddressId: 12,
      paymentType: PaymentMethod.Cash,
    });
    expect(order).toMatchObject({
      orderId: 41,
      orderNumber: 5,
      requestedDateTime: null,
      timeFrameWebId: null,
      notes: null,
      customerDeliveryAddress: null,
      deliveryAmount: 0,
      totalAmount: 21,
      customerAddressIdInvoice: 12,
    });
  });

  it('refuses an order without an ordering type (spec 000 §8)', () => {
    expect(() =>
      buildOrder({
        state: state({ orderType: OrderType.DigitalMenu }),
        lines,
        seatWeb: navigli,
        customerId: 7,
        deliveryAddress: null,
        invoiceAddressId: null,
        paymentType: null,
      }),
    ).toThrow('Attenzione: manca il tipo ordine!');
  });

  it('combines the day and the time as a local ISO date-time', () => {
    expect(requestedDateTimeOf('2026-12-24', '19:30')).toBe('2026-12-24T19:30:00');
    expect(requestedDateTimeOf(null, '19:30')).toBeNull();
  });
});
