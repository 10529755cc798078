// The staff order history (/staff/orders): what an owner or manager searches by, one page of
// results (keyset: newest first, the cursor names the last order shown), one order opened with
// everything that happened to it, and the CSV export's options. Dates are the venue's service
// days (05:00 to 05:00, as the dashboard counts them), so a day's history and a day's
// dashboard add up to the same cents.
import { z } from 'zod';
import { ORDER_STATES, REFUND_STATES } from './order-state';
import { boundedText, int4, queryId } from './primitives';
import { REFUND_METHODS, refundViewSchema } from './refunds';
import { REPORT_PAYMENT_METHODS, checkDayRange as checkRange, isoDate } from './reports';

const optionalText = (max: number) =>
  boundedText(max)
    .optional()
    .transform((v) => (v ? v : undefined));

export const ORDER_HISTORY_PAGE_SIZE = 25;
export const ORDER_HISTORY_MAX_PAGE_SIZE = 100;

/** The search form's fields (all optional: no field is every order, newest first). */
const filtersShape = z.object({
  /** Order number, or part of the diner's name, phone or e-mail. */
  q: optionalText(100),
  /** First and last service day, both included. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  seatWebId: queryId().optional(),
  state: z.enum(ORDER_STATES).optional(),
  orderType: z.coerce.number().int().min(0).max(4).optional(),
  table: z.coerce.number().int().min(1).max(9999).optional(),
  paymentMethod: z.enum(REPORT_PAYMENT_METHODS).optional(),
  /** The provider's reference of a payment or of its refund. */
  reference: optionalText(200),
});

export const orderHistoryFiltersSchema = filtersShape.superRefine(checkRange);
export type OrderHistoryFilters = z.input<typeof orderHistoryFiltersSchema>;

/** A cursor: opaque to the browser (base64url of the last order's creation instant and id). */
const cursorSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'Pagina non valida: ricarica la ricerca.' });

export const orderHistoryQuerySchema = filtersShape
  .extend({
    cursor: cursorSchema.optional(),
    limit: z.coerce.number().int().min(1).max(ORDER_HISTORY_MAX_PAGE_SIZE).default(ORDER_HISTORY_PAGE_SIZE),
  })
  .superRefine(checkRange);
export type OrderHistoryQuery = z.input<typeof orderHistoryQuerySchema>;

export const orderHistoryExportQuerySchema = filtersShape
  .extend({
    /** '1': one CSV line per order line instead of one per order. */
    lines: z.enum(['0', '1']).default('0'),
    lang: z.enum(['it', 'en']).default('it'),
  })
  .superRefine(checkRange);

/** One order in the results: what the list and the CSV show. */
export const orderHistoryRowSchema = z.object({
  orderId: int4(),
  orderNumber: int4(),
  seatWebId: int4(),
  venueName: z.string(),
  /** When the order was placed (ISO instant); the list's sort key. */
  createdAt: z.string(),
  /** The requested time, else the creation, venue-local 'YYYY-MM-DD HH:mm'. */
  serviceTime: z.string(),
  orderType: int4(),
  state: z.enum(ORDER_STATES),
  paymentMethod: z.enum(REPORT_PAYMENT_METHODS),
  paymentReference: z.string().nullable(),
  tableNumber: int4().nullable(),
  dinerName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  totalCents: int4(),
  /** Money given back through the providers (not a duplicate payment's). */
  refundedCents: int4(),
  /** In the dashboard's takings: confirmed or paid, and not rejected or cancelled. */
  counted: z.boolean(),
});
export type OrderHistoryRow = z.infer<typeof orderHistoryRowSchema>;

export const orderHistoryPageSchema = z.object({
  orders: z.array(orderHistoryRowSchema),
  /** Pass it back as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type OrderHistoryPage = z.infer<typeof orderHistoryPageSchema>;

const variationSchema = z.object({ description: z.string(), unitPriceCents: int4() });

export const orderHistoryDetailSchema = orderHistoryRowSchema.extend({
  notes: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  productAmountCents: int4(),
  deliveryAmountCents: int4(),
  rejectionReason: z.string().nullable(),
  estimatedReadyTime: z.string().nullable(),
  refund: z.enum(REFUND_STATES).nullable(),
  lines: z.array(
    z.object({
      /** Names the line in a refund of chosen lines. */
      orderDetailId: int4(),
      description: z.string(),
      quantity: int4(),
      amountCents: int4(),
      added: z.array(variationSchema),
      removed: z.array(variationSchema),
      /** Pieces of the line already given back (pending or succeeded refunds). */
      refundedQuantity: int4(),
    }),
  ),
  /** Every refund of the order, oldest first, with its status (failed ones too: why). */
  refunds: z.array(refundViewSchema),
  /** What may still be given back, in cents (0: nothing paid, or all given back). */
  refundableCents: int4(),
  /** How it goes back: through the order's online payment, at the counter, or null (not refundable). */
  refundMethod: z.enum(REFUND_METHODS).nullable(),
  /** The diner's answers to the menu's extra questions. */
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  payments: z.array(
    z.object({
      provider: z.string(),
      reference: z.string(),
      amountCents: int4(),
      status: z.string(),
      createdAt: z.string(),
      settledAt: z.string().nullable(),
      refundedAt: z.string().nullable(),
      refundId: z.string().nullable(),
      refundReason: z.string().nullable(),
    }),
  ),
  /** What happened, oldest first: placement, the diner's confirmation, each board action with who did it. */
  history: z.array(
    z.object({
      at: z.string(),
      /** 'placed', 'email-confirmed', 'cancelled', 'refunded', or a board action (accept, reject, ...). */
      event: z.string(),
      toStage: z.string().nullable(),
      /** The staff member's name; null for the diner or the system (or a member since removed). */
      by: z.string().nullable(),
      note: z.string().nullable(),
    }),
  ),
});
export type OrderHistoryDetail = z.infer<typeof orderHistoryDetailSchema>;

/** Cents as euro with a decimal point and two decimals ('1234' → '12.34'), as the CSV writes them. */
export function centsToEuroText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The bookings export (/api/staff/bookings.csv): the reservations of the days, in calendar order. */
export const bookingsExportQuerySchema = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    seatWebId: queryId().optional(),
    lang: z.enum(['it', 'en']).default('it'),
  })
  .superRefine(checkRange);
