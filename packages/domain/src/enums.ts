// Enumerations of spec 000 section 3 (and 001 sections 3, 9), with the exact numeric and
// string values the documented calls carry. Objects rather than TS enums so the values are
// plain data on both sides of the wire.

export const OrderType = {
  AlTavolo: 0,
  Asporto: 1,
  Consegna: 2,
  PrenotaUnTavolo: 3,
  DigitalMenu: 4,
} as const;
export type OrderType = (typeof OrderType)[keyof typeof OrderType];

export const MenuPublicationStatus = {
  DigitalMenu: 1,
  DeliveryMenu: 2,
  TakeAwayMenu: 4,
  LocalOrder: 8,
} as const;
export type MenuPublicationStatus = (typeof MenuPublicationStatus)[keyof typeof MenuPublicationStatus];

export class OrderTypeWithoutMenuError extends Error {
  readonly code = 'ORDER_TYPE_WITHOUT_MENU';
  constructor(readonly orderType: number) {
    super(`Order type ${orderType} has no menu publication status`);
  }
}

/** Spec 000 §3: DigitalMenu→1, AlTavolo→8, Asporto→4, Consegna→2; any other type is an error. */
export function menuPublicationStatusFor(orderType: number): MenuPublicationStatus {
  switch (orderType) {
    case OrderType.DigitalMenu:
      return MenuPublicationStatus.DigitalMenu;
    case OrderType.AlTavolo:
      return MenuPublicationStatus.LocalOrder;
    case OrderType.Asporto:
      return MenuPublicationStatus.TakeAwayMenu;
    case OrderType.Consegna:
      return MenuPublicationStatus.DeliveryMenu;
    default:
      throw new OrderTypeWithoutMenuError(orderType);
  }
}

/** Numeric payment methods carried by orders (spec 000 §3). */
export const PaymentMethod = {
  Cash: 0,
  Card: 1,
  Paypal: 2, // wallet provider
  Satispay: 3, // mobile payment provider
  Sumup: 4, // card-reader provider
  Stripe: 5, // card provider
  Nexi: 6, // bank card gateway
  All: 7,
} as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];

/** Venue configuration codes of accepted payments (spec 000 §3); 'All' means all accepted. */
export const PaymentCode = {
  Cash: 'C',
  Stripe: 'T',
  Paypal: 'P',
  Satispay: 'S',
  Sumup: 'U',
  Nexi: 'N',
} as const;
export type PaymentCode = (typeof PaymentCode)[keyof typeof PaymentCode];
export const ALL_PAYMENTS = 'All';

export const paymentMethodByCode: Record<PaymentCode, PaymentMethod> = {
  C: PaymentMethod.Cash,
  T: PaymentMethod.Stripe,
  P: PaymentMethod.Paypal,
  S: PaymentMethod.Satispay,
  U: PaymentMethod.Sumup,
  N: PaymentMethod.Nexi,
};

/** Payment timing sent with order/saveCustomerOrder. */
export const PaymentMoment = {
  PayAfter: '0',
  PayNow: '1',
} as const;
export type PaymentMoment = (typeof PaymentMoment)[keyof typeof PaymentMoment];

/** Weekday bit flags, Monday lowest bit (spec 000 §3, 001 §3). */
export const Weekday = {
  Monday: 1,
  Tuesday: 2,
  Wednesday: 4,
  Thursday: 8,
  Friday: 16,
  Saturday: 32,
  Sunday: 64,
} as const;
export type Weekday = (typeof Weekday)[keyof typeof Weekday];
export const ALL_WEEKDAYS = 127;

export const OrderStatus = {
  Open: 0,
  Confirmed: 1,
  InProduction: 2,
  InTransit: 3,
  Delivered: 4,
  All: 5, // filter value only
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

export const PaymentStatus = {
  Open: 0,
  Paid: 1,
} as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

export const AddressType = {
  Delivery: 'D',
  Billing: 'F',
} as const;
export type AddressType = (typeof AddressType)[keyof typeof AddressType];

/** Extra field of a menu (spec 000 §3). */
export const ExtraFieldType = { FreeText: 0, Predefined: 1, Options: 2 } as const;
export type ExtraFieldType = (typeof ExtraFieldType)[keyof typeof ExtraFieldType];
export const ExtraFieldSubtype = {
  Generic: 0,
  Integer: 1,
  Money: 2,
  Double: 3,
  Email: 4,
  Date: 5,
  IdResource: 6,
} as const;
export type ExtraFieldSubtype = (typeof ExtraFieldSubtype)[keyof typeof ExtraFieldSubtype];

/** Booking confirmation modes (spec 001 §3). */
export const ConfirmationMode = { Whatsapp: 1, Telegram: 2, Sms: 3, WhatsappWeb: 4 } as const;
export type ConfirmationMode = (typeof ConfirmationMode)[keyof typeof ConfirmationMode];

/** Start-error page types (spec 000 §2). */
export const StartErrorType = { CompanyEndOfService: 1, SeatWebNotEnabled: 2 } as const;
export type StartErrorType = (typeof StartErrorType)[keyof typeof StartErrorType];
