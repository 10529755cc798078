// Cart and order entities of spec 000 §3 (and the order history fields of 001 §3), with the
// documents' field names. Amounts are euros with cents; the server recomputes every amount
// from its own menu (docs/contract/README.md: prices from the browser are not trusted).
import { int4, nullableText, plainText } from './primitives';
import { z } from 'zod';
import { customerAddressSchema, type CustomerAddress } from './entities';
import { OrderStatus, OrderType, PaymentMethod, PaymentStatus } from './enums';
import { requiredText, optionalText } from './form-fields';
import { ingredientSchema, productSchema } from './menu';

const id = int4();
const money = z.number().finite().nonnegative();
const text = nullableText();

/** Spec 000 §5, §9: quantity 1 to 99 per line. */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99;
const quantity = int4().min(QUANTITY_MIN).max(QUANTITY_MAX);

/** An added or removed ingredient of a line: what the line needs of the ingredient. */
export const variationSchema = ingredientSchema.pick({ ingredientId: true, description: true, unitPrice: true });
export type Variation = z.infer<typeof variationSchema>;

/** The product as a cart line keeps it. */
export const cartLineProductSchema = productSchema
  .pick({ productWebId: true, description: true, unitPrice: true })
  .extend({ extendedDescription: text.optional(), imageSmallWebUrl: text.optional() });
export type CartLineProduct = z.infer<typeof cartLineProductSchema>;

/** Line total = (product price + added unit prices) × quantity: see cart-rules.ts. */
export const cartLineSchema = z.object({
  product: cartLineProductSchema,
  quantity,
  additiveVariations: z.array(variationSchema),
  subtractiveVariations: z.array(variationSchema),
  totalPrice: money,
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const orderDetailSchema = z.object({
  /** 0 until the order is saved. */
  orderDetailId: id,
  productWebId: id,
  quantity,
  amount: money,
  description: plainText(),
  extendedDescription: text,
  additiveVariations: z.array(variationSchema),
  subtractiveVariations: z.array(variationSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/**
 * The order of spec 000 §3. The venue and the customer are not order fields: the server takes
 * them from the session (authenticateClient, connectToSeatWeb).
 */
export const orderSchema = z.object({
  /** 0 until saved. */
  orderId: id,
  /** Shown to the customer and in the summary routes; null until saved. */
  orderNumber: int4().nullable(),
  /** Only the three ordering types: a booking or a digital menu is never an order. */
  orderType: z.enum(OrderType).exclude(['PrenotaUnTavolo', 'DigitalMenu']),
  menuWebId: id.nullable(),
  /** Set only when an invoice is wanted and a billing address with an id is chosen (000 §4). */
  customerAddressIdInvoice: id.nullable(),
  customerDeliveryAddress: customerAddressSchema.nullable(),
  /** Local ISO date-time the customer asked for (day + chosen HH:mm); null for dine-in. */
  requestedDateTime: text,
  productAmount: money,
  deliveryAmount: money,
  totalAmount: money,
  orderStatus: z.enum(OrderStatus).exclude(['All']),
  paymentStatus: z.enum(PaymentStatus),
  paymentType: z.enum(PaymentMethod).exclude(['All']).nullable(),
  paymentReference: text,
  notes: text,
  extraField1: text,
  extraField2: text,
  extraField3: text,
  extraField4: text,
  extraField5: text,
  timeFrameWebId: id.nullable(),
  /** Venue address as text, for the order history (001 §2). */
  seatAddress: text,
  /** Customer (delivery) address as text, for the order history. */
  userAddress: text,
  /** Save error flag with its text and code (000 §8: 'Non è possibile inviare l'ordine. {detail}'). */
  ckError: z.boolean(),
  ckErrorStr: text,
  ckErrorCode: int4().nullable(),
  details: z.array(orderDetailSchema),
  /** Ours (table-order-rules.ts): the venue table of a dine-in order. */
  tableNumber: int4().nullish(),
  /** Ours: the name the counter calls out (takeaway, delivery, staff-confirmed table orders). */
  customerName: text.optional(),
  /** Ours: an open cash table order the staff confirm at the table (no e-mail link). */
  confirmationByStaff: z.boolean().optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** Response of order/saveCustomerOrder and order/completeCustomerOrder (000 §7). */
export const saveCustomerOrderResponseSchema = orderSchema
  .pick({ orderId: true, orderNumber: true, ckError: true, ckErrorStr: true })
  .extend({ ckErrorCode: int4().nullish() });
export type SaveCustomerOrderResponse = z.infer<typeof saveCustomerOrderResponseSchema>;

/** Spec 000 §9 delivery address limits. */
export const DELIVERY_ADDRESS_MAX_LENGTH = 250;
export const DELIVERY_NUMBER_MAX_LENGTH = 4;
export const DELIVERY_CITY_MAX_LENGTH = 100;
export const BUSINESS_NAME_FROM_ADDRESS_LENGTH = 99;

/**
 * Delivery address form (000 §3, §5). The street number is limited to 4 characters but not to
 * digits: Italian civic numbers carry suffixes ('12A', '7/B'), which a real customer must be
 * able to type. Province is optional. The form-level message on an invalid submit is
 * 'fillAllFields'.
 */
export const deliveryAddressFormSchema = z.object({
  address: requiredText(DELIVERY_ADDRESS_MAX_LENGTH),
  number: requiredText(DELIVERY_NUMBER_MAX_LENGTH),
  city: requiredText(DELIVERY_CITY_MAX_LENGTH),
  province: optionalText(100),
});
export type DeliveryAddressForm = z.infer<typeof deliveryAddressFormSchema>;

/**
 * Spec 000 §3: the form becomes a delivery (D) customer address: address 'address number',
 * province '' when missing, businessName the first 99 characters of the address. The id is 0:
 * the address is not stored server-side yet.
 */
export function deliveryAddressToCustomerAddress(form: DeliveryAddressForm, customerId: number): CustomerAddress {
  const address = `${form.address} ${form.number}`;
  return {
    customerAddressId: 0,
    customerId,
    addressType: 'D',
    businessName: address.slice(0, BUSINESS_NAME_FROM_ADDRESS_LENGTH),
    vatNumber: null,
    fiscalCode: null,
    address,
    zipCode: null,
    city: form.city,
    province: form.province ?? '',
    state: null,
    country: null,
    email: null,
    pec: null,
    feCode: null,
    isDefault: false,
  };
}
