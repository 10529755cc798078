// The owner's dashboard (/staff/reports): the period it asks for, the period before it that the
// figures are compared with, and the shape of the server's answer. Everything is aggregated by
// the server; the browser only draws what it gets. Days are the venue's service days (an
// order due at 00:30 belongs to the evening before, as on the order board: SERVICE_DAY_END_HOUR).
import { z } from 'zod';
import { calendarRange } from './date-ranges';
import { PaymentMethod } from './enums';
import { int4 } from './primitives';
import { addDays, isIsoDate } from './slot-rules';

export const REPORT_PERIODS = ['day', 'week', 'month', 'range'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** The longest range a dashboard answers: a year (leap years included). */
export const REPORT_MAX_DAYS = 366;

/** A day 'YYYY-MM-DD' of a query (the dashboard's, the order history's). */
export const isoDate = z.string().refine(isIsoDate, { error: 'Data non valida: usa il formato AAAA-MM-GG.' });

/** A range of days `from`..`to` (either may be absent) in order and no longer than REPORT_MAX_DAYS. */
export function checkDayRange(q: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (!q.from || !q.to) return;
  if (q.from > q.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'La data di fine viene prima di quella di inizio.' });
  else if (daysBetween(q.from, q.to) > REPORT_MAX_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `Un intervallo può durare al massimo ${REPORT_MAX_DAYS} giorni.`,
    });
}

/**
 * The dashboard's query: a day, a week (Monday to Sunday) or a month around `date` (today on the
 * venue's clock when absent), or the days from `from` to `to`, both included.
 */
export const reportQuerySchema = z
  .object({
    period: z.enum(REPORT_PERIODS).default('week'),
    date: isoDate.optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.period !== 'range') return;
    if (!q.from || !q.to) {
      ctx.addIssue({
        code: 'custom',
        path: [q.from ? 'to' : 'from'],
        message: 'Un intervallo ha bisogno di una data di inizio e una di fine.',
      });
      return;
    }
    checkDayRange(q, ctx);
  });
export type ReportQuery = z.input<typeof reportQuerySchema>;

/** The days of a report and of the period it is compared with, both ends included. */
export interface ReportDays {
  period: ReportPeriod;
  first: string;
  last: string;
  previousFirst: string;
  previousLast: string;
}

/** Days from `first` to `last`, both included. */
export function daysBetween(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The days a query names and the period before them: the day before, the week before, the
 * month before (whole calendar month), or as many days as the range just before it.
 */
export function reportDays(query: z.output<typeof reportQuerySchema>, today: string): ReportDays {
  if (query.period === 'range') {
    const first = query.from ?? today;
    const last = query.to ?? first;
    const length = daysBetween(first, last);
    return { period: 'range', first, last, previousFirst: addDays(first, -length), previousLast: addDays(first, -1) };
  }
  const { first, last } = calendarRange(query.period, query.date ?? today);
  const previous = calendarRange(query.period, addDays(first, -1));
  return { period: query.period, first, last, previousFirst: previous.first, previousLast: previous.last };
}

/** The payment methods the dashboard splits takings by: cash, the test card and each online provider. */
export const REPORT_PAYMENT_METHODS = [
  'cash',
  'card',
  'stripe',
  'paypal',
  'satispay',
  'sumup',
  'nexi',
  'none',
] as const;
export type ReportPaymentMethod = (typeof REPORT_PAYMENT_METHODS)[number];

/** The dashboard's name of an order's payment type ('none': not chosen). */
export function reportPaymentMethod(paymentType: number | null): ReportPaymentMethod {
  switch (paymentType) {
    case PaymentMethod.Cash:
      return 'cash';
    case PaymentMethod.Card:
      return 'card';
    case PaymentMethod.Stripe:
      return 'stripe';
    case PaymentMethod.Paypal:
      return 'paypal';
    case PaymentMethod.Satispay:
      return 'satispay';
    case PaymentMethod.Sumup:
      return 'sumup';
    case PaymentMethod.Nexi:
      return 'nexi';
    default:
      return 'none';
  }
}

/** Cents summed over many orders: may pass a PostgreSQL integer, never a safe JavaScript one. */
const cents = z.number().int();

/** The money of a set of counted orders: what they were worth, what went back, what stays. */
const takingsSchema = z.object({
  orders: int4(),
  grossCents: cents,
  refundsCents: cents,
  netCents: cents,
});
export type Takings = z.infer<typeof takingsSchema>;

/** Orders that are no takings, and their money: shown apart. */
const apartSchema = z.object({ orders: int4(), amountCents: cents });

export const reportFiguresSchema = takingsSchema.extend({
  /** Gross takings per counted order, rounded to the cent; 0 without orders. */
  averageTicketCents: cents,
  /** Rejected by the restaurant: their totals (a paid one's money is given back, counted in `refunded`). */
  rejected: apartSchema,
  /** Online orders cancelled for want of payment. */
  cancelled: apartSchema,
  /** Money given back through the providers, for any order of the period (counted or rejected). */
  refunded: apartSchema,
  /** Tips the diners added when splitting a table's tab: on top of the takings, never part of them. */
  tipsCents: cents.optional(),
  /** People of the confirmed reservations of the period. */
  coversBooked: int4(),
  reservations: int4(),
  /** Reservations marked "non arrivati". */
  noShows: int4(),
  /** No-shows among the reservations whose day has come (0..1); null when none has. */
  noShowRate: z.number().min(0).max(1).nullable(),
  byOrderType: z.array(takingsSchema.extend({ orderType: int4() })),
  byPaymentMethod: z.array(takingsSchema.extend({ paymentMethod: z.enum(REPORT_PAYMENT_METHODS) })),
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

const sellerSchema = z.object({
  /** The product's id, or for an option the ingredient's; null for a product removed from the menu. */
  id: int4().nullable(),
  name: z.string(),
  quantity: int4(),
  amountCents: cents,
});
export type ReportSeller = z.infer<typeof sellerSchema>;

/** The ten best and the ten worst of what sold (at least once), by quantity and by takings. */
const rankingSchema = z.object({
  bestByQuantity: z.array(sellerSchema),
  worstByQuantity: z.array(sellerSchema),
  bestByTakings: z.array(sellerSchema),
  worstByTakings: z.array(sellerSchema),
});
export type ReportRanking = z.infer<typeof rankingSchema>;
export const REPORT_RANKING_SIZE = 10;

export const reportSchema = z.object({
  period: z.enum(REPORT_PERIODS),
  first: z.string(),
  last: z.string(),
  previousFirst: z.string(),
  previousLast: z.string(),
  venues: z.array(z.object({ seatWebId: int4(), name: z.string(), timeZone: z.string() })),
  current: reportFiguresSchema,
  previous: reportFiguresSchema,
  /** Every day of the period, in order, with the previous period's day at the same position. */
  takingsByDay: z.array(
    z.object({
      date: z.string(),
      orders: int4(),
      grossCents: cents,
      netCents: cents,
      previousDate: z.string(),
      previousNetCents: cents,
    }),
  ),
  /** Counted orders by weekday (1 Monday … 7 Sunday, of the service day) and hour of their time; only cells with orders. */
  ordersByHour: z.array(z.object({ weekday: int4(), hour: int4(), orders: int4() })),
  products: rankingSchema,
  /** Options and added ingredients chosen on the lines. */
  options: rankingSchema,
});
export type Report = z.infer<typeof reportSchema>;

/** A change from the previous figure, as a fraction (0.25 is +25 %); null when there is nothing to compare with. */
export function changeFrom(previous: number, current: number): number | null {
  if (previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}

/** The best and worst ten of aggregated sellers (ties by name, so the answer is stable). */
export function rankSellers(rows: readonly ReportSeller[], size = REPORT_RANKING_SIZE): ReportRanking {
  const by = (key: 'quantity' | 'amountCents', dir: 1 | -1) =>
    [...rows].sort((a, b) => dir * (a[key] - b[key]) || a.name.localeCompare(b.name)).slice(0, size);
  return {
    bestByQuantity: by('quantity', -1),
    worstByQuantity: by('quantity', 1),
    bestByTakings: by('amountCents', -1),
    worstByTakings: by('amountCents', 1),
  };
}
