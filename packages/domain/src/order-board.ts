// What the order board exchanges with the server: a card per order, the action
// request, the pause of online orders. Shared by the API (validation, OpenAPI) and the board.
import { boundedText, int4 } from './primitives';
import { z } from 'zod';
import { OrderType } from './enums';
import { orderSchema } from './order';
import { ESTIMATED_TIME_PATTERN, ORDER_ACTIONS, OrderStage, REJECT_REASON_MAX_LENGTH } from './order-progress';
import { PREPARATION_MINUTES_MAX, venuePreparationMinutesSchema } from './preparation-time';
import { venueLocalTime } from './slot-rules';
import { message } from './validation-messages';

const stages = Object.values(OrderStage) as [OrderStage, ...OrderStage[]];
const isoDateTime = z.string();

export const boardOrderSchema = z.object({
  order: orderSchema,
  stage: z.enum(stages),
  allowedActions: z.array(z.enum(ORDER_ACTIONS)),
  customer: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  /** The menu's extra questions with their answers, in position order. */
  extraFields: z.array(z.object({ position: int4(), caption: z.string(), value: z.string() })),
  /** The answer to a 'table' question (Tavolo, Numero tavolo, Table ...), shown big. */
  tableNumber: z.string().nullable(),
  estimatedReadyTime: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** 'refunded' through the provider, 'due' when the restaurant must refund by hand. */
  refundStatus: z.enum(['refunded', 'due']).nullable(),
  /** Who did what and when. */
  history: z.array(z.object({ action: z.string(), toStage: z.string(), by: z.string().nullable(), at: isoDateTime })),
  createdAt: isoDateTime,
});
export type BoardOrder = z.infer<typeof boardOrderSchema>;

export const boardVenueSchema = z.object({
  seatWebId: int4(),
  name: z.string(),
  timeZone: z.string(),
  /** ISO instant until which online orders are paused, or null. */
  pausedUntil: isoDateTime.nullable(),
  pauseReason: z.string().nullable(),
  /** Default preparation minutes by order type: "Accetta" offers now plus these as the ready estimate. */
  preparationMinutes: venuePreparationMinutesSchema,
});
export type BoardVenue = z.infer<typeof boardVenueSchema>;

export const orderBoardSchema = z.object({
  venue: boardVenueSchema,
  /** Open the event stream after this id so nothing between the list and the stream is lost. */
  lastEventId: int4(),
  /** The venue's local date and time now, 'YYYY-MM-DDTHH:mm' (late highlighting). */
  venueNow: z.string(),
  orders: z.array(boardOrderSchema),
});
export type OrderBoard = z.infer<typeof orderBoardSchema>;

/**
 * A restaurant's working day ends at 05:00, not at midnight: an order due at 00:30 belongs to
 * the evening's service and shows on the board of the day that service began (a
 * kitchen open past midnight must not lose its late orders to tomorrow's board).
 */
export const SERVICE_DAY_END_HOUR = 5;

/** The service day 'YYYY-MM-DD' of a venue-local date and time 'YYYY-MM-DDTHH:mm[:ss]'. */
export function serviceDayOf(localDateTime: string): string {
  const day = localDateTime.slice(0, 10);
  if (Number(localDateTime.slice(11, 13)) >= SERVICE_DAY_END_HOUR) return day;
  const previous = new Date(`${day}T00:00:00Z`);
  previous.setUTCDate(previous.getUTCDate() - 1);
  return previous.toISOString().slice(0, 10);
}

/** The service day under way at `at` on the clock of a venue in `timeZone` (before 05:00, yesterday's). */
export function serviceDayAt(at: Date, timeZone: string): string {
  const local = venueLocalTime(at, timeZone);
  return serviceDayOf(`${local.date}T${local.time}`);
}

/**
 * How far past the end of the service day under way the live board (no day chosen) already
 * looks: an order placed at 04:40 for 05:15 belongs to the next service day, and a kitchen
 * open through the night must see it at once, not at 05:00.
 */
export const LIVE_BOARD_LOOKAHEAD_MINUTES = 120;

/** When a card is due, venue-local 'YYYY-MM-DDTHH:mm[:ss]': its requested time, else (dine-in) when it was made. */
export function boardDueTime(
  card: Pick<BoardOrder, 'createdAt'> & { order: Pick<BoardOrder['order'], 'requestedDateTime'> },
  timeZone: string,
): string {
  if (card.order.requestedDateTime) return card.order.requestedDateTime.replace(' ', 'T');
  const local = venueLocalTime(new Date(card.createdAt), timeZone);
  return `${local.date}T${local.time}`;
}

/**
 * Whether the live board shows an order due at `due` when the venue's clock reads `venueNow`
 * (both venue-local): the service day under way, and the next one's orders due within
 * LIVE_BOARD_LOOKAHEAD_MINUTES. The server lists by it and the board's event stream keeps
 * cards by it, with the clock of the moment, so a tablet left on overnight moves to the next
 * service day by itself.
 */
export function onLiveBoard(due: string, venueNow: string): boolean {
  const day = serviceDayOf(venueNow);
  const dueDay = serviceDayOf(due);
  if (dueDay === day) return true;
  if (dueDay < day) return false;
  const horizon = new Date(`${venueNow.slice(0, 16)}:00Z`);
  horizon.setUTCMinutes(horizon.getUTCMinutes() + LIVE_BOARD_LOOKAHEAD_MINUTES);
  return due.slice(0, 16) <= horizon.toISOString().slice(0, 16);
}

export const orderBoardQuerySchema = z.object({
  /** Venue-local service day 'YYYY-MM-DD' (see serviceDayOf); default the one under way. */
  day: z.iso.date().optional(),
  orderType: z.coerce
    .number()
    .pipe(z.union([z.literal(OrderType.AlTavolo), z.literal(OrderType.Asporto), z.literal(OrderType.Consegna)]))
    .optional(),
});

export const orderActionRequestSchema = z
  .object({
    action: z.enum(ORDER_ACTIONS),
    /**
     * Accept: the estimated ready time 'HH:mm' (venue-local); null for none; left out, the
     * venue's default preparation time for the order type (when it has one).
     */
    estimatedReadyTime: z.string().regex(ESTIMATED_TIME_PATTERN, message('invalidTime')).nullish(),
    /** Accept: ready in this many minutes from now on the venue's clock (the board's "+10 min"). */
    readyInMinutes: int4().min(1, message('range')).max(PREPARATION_MINUTES_MAX, message('range')).nullish(),
    /** Reject: the reason the diner is told (required). */
    reason: boundedText(REJECT_REASON_MAX_LENGTH).nullish(),
  })
  .refine((r) => r.action !== 'reject' || (r.reason ?? '').length > 0, {
    message: message('required'),
    path: ['reason'],
  })
  .refine((r) => r.readyInMinutes == null || r.estimatedReadyTime == null, {
    message: message('range'),
    path: ['readyInMinutes'],
  });
export type OrderActionRequest = z.infer<typeof orderActionRequestSchema>;

/** Pause online orders for N minutes, or until the end of the venue's day. */
export const orderingPauseRequestSchema = z
  .object({
    minutes: int4()
      .min(1)
      .max(24 * 60)
      .nullish(),
    untilEndOfDay: z.boolean().default(false),
    reason: boundedText(200).default(''),
  })
  .refine((r) => r.untilEndOfDay || r.minutes != null, { message: message('required'), path: ['minutes'] });
export type OrderingPauseRequest = z.infer<typeof orderingPauseRequestSchema>;

/** A board stream message: the subject's current state (null when it left the venue's board). */
export const boardEventSchema = z.object({ subject: z.string(), data: boardOrderSchema.nullable() });

// Booking board ------------------------------------------------------------------

export const BookingBoardStatus = {
  ToConfirm: 'to-confirm',
  Confirmed: 'confirmed',
  Cancelled: 'cancelled',
  Error: 'error',
} as const;
export type BookingBoardStatus = (typeof BookingBoardStatus)[keyof typeof BookingBoardStatus];

export const boardReservationSchema = z.object({
  reservationId: z.string(),
  bandId: int4(),
  time: z.string(),
  people: int4(),
  name: z.string(),
  memo: z.string(),
  phone: z.string(),
  status: z.enum(['to-confirm', 'confirmed', 'cancelled', 'error']),
  /** How it was confirmed (telegram, whatsapp, sms, desktop, staff). */
  via: z.string().nullable(),
  attendance: z.enum(['arrived', 'no-show']).nullable(),
  createdAt: isoDateTime,
});
export type BoardReservation = z.infer<typeof boardReservationSchema>;

export const bookingBoardSchema = z.object({
  day: z.string(),
  /** The venue's time zone: the board judges "Non arrivati" on the venue's clock, not the tablet's. */
  timeZone: z.string(),
  /** The venue's kitchens (cucina1, and cucina2 when it has one): bands and phone bookings name them. */
  kitchens: z.array(z.object({ kitchen: int4(), name: z.string() })),
  bands: z.array(
    z.object({
      bandId: int4(),
      kitchen: int4(),
      startTime: z.string(),
      endTime: z.string(),
      times: z.array(z.string()),
      places: int4(),
      held: int4(),
    }),
  ),
  reservations: z.array(boardReservationSchema),
});
export type BookingBoard = z.infer<typeof bookingBoardSchema>;

/**
 * A reservation may be marked "Non arrivati" only from its time on (venue-local 'YYYY-MM-DD'
 * and 'HH:mm'): before it, the diners are not late, they are not due yet.
 */
export function noShowAllowed(
  reservation: { day: string; time: string },
  now: { date: string; time: string },
): boolean {
  return reservation.day < now.date || (reservation.day === now.date && reservation.time <= now.time);
}

/** A phone or walk-in reservation taken by staff: same capacity rules as the diners'. */
export const staffReservationRequestSchema = z.object({
  day: z.iso.date(),
  time: z.string().regex(ESTIMATED_TIME_PATTERN, message('invalidTime')),
  people: int4().min(1).max(100),
  /** 1 or 2 (cucina2): which kitchen's band the time is in; without it the first band offering the time. */
  kitchen: z.union([z.literal(1), z.literal(2)]).optional(),
  name: boundedText(100).min(1, message('required')),
  phone: boundedText(30).default(''),
  memo: boundedText(500).default(''),
});
export type StaffReservationRequest = z.infer<typeof staffReservationRequestSchema>;
