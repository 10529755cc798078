// The order of spec 000 §3 built from the journey's choices and the cart, as the payments
// screen sends it to order/saveCustomerOrder. Amounts come from the domain rules; the server
// recomputes them anyway.
import { orderDetailFromCartLine } from '@tavola/domain/cart-rules';
import type { SeatWeb } from '@tavola/domain/entities';
import { OrderStatus, OrderType, PaymentStatus, type PaymentMethod } from '@tavola/domain/enums';
import { orderTotals } from '@tavola/domain/order-amount-rules';
import {
  deliveryAddressFormSchema,
  deliveryAddressToCustomerAddress,
  type CartLine,
  type Order,
} from '@tavola/domain/order';
import type { OrderingState } from '../state/ordering-store';
import type { StoredDeliveryAddress } from '../state/delivery-address-store';

export interface BuildOrderInput {
  state: Pick<
    OrderingState,
    | 'orderType'
    | 'menuWebId'
    | 'dayRequested'
    | 'requestedTime'
    | 'timeFrameRequested'
    | 'note'
    | 'extraFieldAnswers'
    | 'currentOrder'
    | 'chosenTableNumber'
    | 'customerName'
  >;
  lines: readonly CartLine[];
  seatWeb: Pick<SeatWeb, 'deliveryCost' | 'freeDeliveryThreshold'>;
  customerId: number;
  deliveryAddress: StoredDeliveryAddress | null;
  /** A billing address id, only when an invoice is wanted (spec 000 §4). */
  invoiceAddressId: number | null;
  paymentType: PaymentMethod | null;
}

export type OrderingOrderType = typeof OrderType.AlTavolo | typeof OrderType.Asporto | typeof OrderType.Consegna;

export function isOrderingType(orderType: OrderType | null): orderType is OrderingOrderType {
  return orderType === OrderType.AlTavolo || orderType === OrderType.Asporto || orderType === OrderType.Consegna;
}

/** 'yyyy-MM-ddTHH:mm:00', the local ISO date-time of the requested day and time (spec 000 §4, §7). */
export function requestedDateTimeOf(day: string | null, time: string | null): string | null {
  return day && time ? `${day}T${time}:00` : null;
}

export function buildOrder(input: BuildOrderInput): Order {
  const { state } = input;
  if (!isOrderingType(state.orderType)) throw new Error('Attenzione: manca il tipo ordine!');
  const orderType = state.orderType;
  const takesTime = orderType !== OrderType.AlTavolo;
  const totals = orderTotals(input.lines, orderType, input.seatWeb);
  const answers = state.extraFieldAnswers ?? [];
  const answer = (i: number) => (i < answers.length ? answers[i] : null);
  const delivery =
    orderType === OrderType.Consegna && input.deliveryAddress
      ? deliveryAddressFormSchema.safeParse(input.deliveryAddress)
      : null;

  return {
    orderId: state.currentOrder?.orderId ?? 0,
    orderNumber: state.currentOrder?.orderNumber ?? null,
    orderType,
    menuWebId: state.menuWebId,
    customerAddressIdInvoice: input.invoiceAddressId,
    customerDeliveryAddress: delivery?.success
      ? deliveryAddressToCustomerAddress(delivery.data, input.customerId)
      : null,
    requestedDateTime: takesTime ? requestedDateTimeOf(state.dayRequested, state.requestedTime) : null,
    ...totals,
    orderStatus: OrderStatus.Open,
    paymentStatus: PaymentStatus.Open,
    paymentType: input.paymentType as Order['paymentType'],
    paymentReference: null,
    notes: takesTime && state.note ? state.note : null,
    extraField1: answer(0),
    extraField2: answer(1),
    extraField3: answer(2),
    extraField4: answer(3),
    extraField5: answer(4),
    timeFrameWebId: takesTime ? (state.timeFrameRequested?.timeFrameWebId ?? null) : null,
    seatAddress: null,
    userAddress: null,
    ckError: false,
    ckErrorStr: null,
    ckErrorCode: null,
    details: input.lines.map(orderDetailFromCartLine),
    tableNumber: orderType === OrderType.AlTavolo ? state.chosenTableNumber : null,
    customerName: state.customerName?.trim() || null,
  };
}
