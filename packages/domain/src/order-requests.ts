// Request shapes of the order calls (spec 000 §7, 001 §7) as our server accepts them, and the
// two client contracts the spec leaves open: the idempotency key of order/saveCustomerOrder
// and the callback URL of order/sendEmailConfirmOrder.
import { idempotencyKeySchema, int4, plainText } from './primitives';
import { z } from 'zod';
import { customerAddressSchema } from './entities';
import { PaymentMoment } from './enums';
import { optionalText } from './form-fields';
import { CUSTOMER_NAME_MAX_LENGTH, tableNumberSchema } from './table-order-rules';
import { mailLinkLanguagePrefix } from './mail-links';

const id = int4();
const optionalString = (max: number) => plainText().max(max).nullish();

// ---------------------------------------------------------------------------------------------
// Idempotency ("the same order sent twice (a retry, a double click) creates one order")

/**
 * The client creates one key per order attempt (a UUID when the cart is confirmed) and sends it
 * with every save of that order, in the `Idempotency-Key` header or the body field
 * `idempotencyKey` (both: they must match). The same key returns the same order (orderId,
 * orderNumber): a retry is answered with the stored order; a changed order under the same key
 * updates it while it is unpaid. A new order needs a new key. Keys are per customer.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export { idempotencyKeySchema };

// ---------------------------------------------------------------------------------------------
// order/saveCustomerOrder

/** An added or removed ingredient of a line: only the id is read (descriptions and prices come from the menu). */
const variationReference = z.object({ ingredientId: id });

/**
 * A line of the order: the Order detail of spec 000 §3 (`orderDetailFromCartLine` builds it
 * from a cart line). Only productWebId, quantity and the variation ids are read: amounts and
 * descriptions are the server's. The quantity range (1..99) is checked by the server with an
 * Italian message, so the schema only asks for an integer.
 */
export const saveOrderDetailSchema = z.object({
  productWebId: id,
  quantity: int4(),
  additiveVariations: z.array(variationReference).max(50).default([]),
  subtractiveVariations: z.array(variationReference).max(50).default([]),
});
export type SaveOrderDetail = z.infer<typeof saveOrderDetailSchema>;

const moment = z
  .union([z.enum([PaymentMoment.PayAfter, PaymentMoment.PayNow]), z.literal(0), z.literal(1)])
  .transform((v) => String(v) as PaymentMoment);

/**
 * order/saveCustomerOrder body: the current Order of spec 000 §3 plus `moment` (PayNow '1',
 * PayAfter '0'). Every other Order field (amounts, statuses, ckError, seatAddress, ...) may be
 * sent and is ignored: the server recomputes amounts and statuses, and takes the company, venue
 * and customer from the session.
 */
export const saveCustomerOrderRequestSchema = z.object({
  /** 0 or absent: a new order; the id of this customer's unpaid order: save it again (update). */
  orderId: id.nullish(),
  /** AlTavolo 0, Asporto 1, Consegna 2. */
  orderType: id,
  /** The menu the cart was filled from; may be omitted when the chosen time frame fixes it. */
  menuWebId: id.nullish(),
  /** A billing (F) address of the session's customer, when an invoice is wanted. */
  customerAddressIdInvoice: id.nullish(),
  /** Delivery only: address and city are required (the delivery form's converted address). */
  customerDeliveryAddress: customerAddressSchema.partial().nullish(),
  /** Takeaway and delivery: the venue-local 'YYYY-MM-DDTHH:mm[:00]' of a slot offered now. */
  requestedDateTime: optionalString(40),
  /** Takeaway and delivery: the time frame the slot belongs to. */
  timeFrameWebId: id.nullish(),
  /** With PayNow, the chosen method (or null to choose later); PayAfter forces cash. */
  paymentType: id.nullish(),
  notes: optionalString(500),
  extraField1: optionalString(1000),
  extraField2: optionalString(1000),
  extraField3: optionalString(1000),
  extraField4: optionalString(1000),
  extraField5: optionalString(1000),
  /**
   * Ours, beside spec 000's Order: dine-in, the venue table (its QR code's ?table=, or chosen
   * from the venue's tables); it must be one of the venue's tables in use. Required when the
   * venue's staff confirm table orders (table-order-rules.ts).
   */
  tableNumber: tableNumberSchema().nullish(),
  /**
   * Ours: the name the counter calls out. Required from an anonymous diner for takeaway and
   * delivery (and staff-confirmed table orders); a signed-in diner's defaults to the profile's.
   */
  customerName: optionalText(CUSTOMER_NAME_MAX_LENGTH),
  details: z.array(saveOrderDetailSchema).max(100),
  moment,
  /** Alternative to the Idempotency-Key header. */
  idempotencyKey: idempotencyKeySchema.nullish(),
});
export type SaveCustomerOrderRequest = z.infer<typeof saveCustomerOrderRequestSchema>;
/** What a client may send (moment as a number, variations omitted, ...). */
export type SaveCustomerOrderInput = z.input<typeof saveCustomerOrderRequestSchema>;

// ---------------------------------------------------------------------------------------------
// order/completeCustomerOrder

/**
 * order/completeCustomerOrder body: the current Order with the payment method and reference
 * (spec 000 §7). Only orderId, paymentType and paymentReference are read. Cash completes with
 * payment Open; any other method is marked Paid only after the server verified the payment
 * with its provider (the test card's reference is its paymentId).
 */
export const completeCustomerOrderRequestSchema = z.object({
  orderId: id.positive(),
  paymentType: id,
  paymentReference: plainText().trim().max(200).nullish(),
});
export type CompleteCustomerOrderRequest = z.infer<typeof completeCustomerOrderRequestSchema>;

// ---------------------------------------------------------------------------------------------
// The order-confirmation link (order/sendEmailConfirmOrder callbackUrl)

/** Where the server puts the secret check code in the callback URL. */
export const CHECK_CODE_PLACEHOLDER = '{checkCode}';

/**
 * The callback URL the client sends to order/sendEmailConfirmOrder (spec 000 §7, 001 §2): the
 * order-confirmed page, prefixed by the language code except on a local host, with the
 * placeholder where the check code goes, and the company (urlName) and venue in the query:
 *   {origin}[/{lang}]/order-confirmed/{orderId}/{orderNumber}/{checkCode}?company=..&seatWebId=..
 * The server accepts it only on the app's own origin or one of the company's allowed origins,
 * puts the secret in place of the placeholder (or appends it to the path when the URL ends at
 * '/order-confirmed/{orderId}/{orderNumber}/'), and mails the link. The secret never reaches the
 * browser any other way.
 */
export function orderConfirmedCallbackUrl(args: {
  origin: string;
  languageCode?: string | null;
  orderId: number;
  orderNumber: number;
  companyUrlName: string;
  seatWebId?: number | null;
}): string {
  const url = new URL(args.origin);
  const lang = mailLinkLanguagePrefix(url.origin, args.languageCode);
  const query = new URLSearchParams({ company: args.companyUrlName });
  if (args.seatWebId != null) query.set('seatWebId', String(args.seatWebId));
  return `${url.origin}${lang}/order-confirmed/${args.orderId}/${args.orderNumber}/${CHECK_CODE_PLACEHOLDER}?${query}`;
}

/** order/getCustomerOrders query (spec 001 §7: the history asks 20, also the maximum). */
export const CUSTOMER_ORDERS_PAGE_SIZE = 20;
