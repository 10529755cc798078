// The owner's dashboard: the figures of a period and of the one before it, for one venue or
// every venue the member reaches (owners: the company's; managers: theirs), each venue on its
// own clock. The repository aggregates; this turns its rows into the answer's shape.
import { notFound } from '@tavola/domain/error-codes';
import { serviceDayAt } from '@tavola/domain/order-board';
import {
  daysBetween,
  rankSellers,
  reportDays,
  reportPaymentMethod,
  REPORT_PAYMENT_METHODS,
  type Report,
  type ReportFigures,
  type reportQuerySchema,
  type Takings,
} from '@tavola/domain/reports';
import { addDays } from '@tavola/domain/slot-rules';
import { StaffRole } from '@tavola/domain/staff';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/database';
import {
  aggregateBookings,
  aggregateOrders,
  aggregateSellers,
  fillReportDays,
  listReportVenues,
  missingReportDays,
  readDayTotals,
  type BookingAggregate,
  type CachedSpan,
  type DayTotals,
  type OrderAggregate,
  type ReportVenue,
  type SellerAggregate,
  type VenueSpan,
} from './reports-repository';
import { tipsBySpan } from '../tab-payment/tab-payment-service';

export interface ReportsContext {
  db: DbOrTx;
  now: () => Date;
  /** False: every day from the orders, none from the day totals (the bench's reference). */
  dayTotals?: boolean;
}

export interface ReportScope {
  companyId: number;
  role: StaffRole;
  /** The member's own venues (ignored for an owner). */
  seatWebIds: readonly number[];
  /** One venue (already checked by the route's access), or null for every venue the member reaches. */
  seatWebId: number | null;
}

export const NO_VENUES_MESSAGE = 'Nessuna sede assegnata al tuo account.';

function span(venue: ReportVenue, tag: 'c' | 'p', first: string, last: string, today: string): VenueSpan {
  return { seatWebId: venue.seatWebId, timeZone: venue.timeZone, tag, first, last, today };
}

/**
 * The last closed service day of a venue (the day before yesterday on its clock), read by the
 * earlier of `now` and the real clock, so a clock set ahead never stores a day still under way.
 * The triggers that forget a changed day rely on this margin: only an order at least a day old
 * can be in a stored day.
 */
export function lastClosedDay(now: Date, timeZone: string): string {
  const clock = new Date(Math.min(now.getTime(), Date.now()));
  return addDays(serviceDayAt(clock, timeZone), -2);
}

/**
 * Splits each span at the day before yesterday: its closed days (up to the day before
 * yesterday on the venue's clock, read by the earlier of the app's clock and the real one, so
 * a clock set ahead never caches a day still under way) come from the day totals, the rest
 * (yesterday, today, days to come) from the orders. The triggers that forget a changed day rely
 * on this margin: only an order at least a day old can be in a cached day.
 */
function splitSpans(spans: readonly VenueSpan[], now: Date): { cached: CachedSpan[]; live: VenueSpan[] } {
  const cached: CachedSpan[] = [];
  const live: VenueSpan[] = [];
  for (const s of spans) {
    const lastCached = lastClosedDay(now, s.timeZone);
    const firstLive = addDays(lastCached, 1);
    if (s.first <= lastCached) {
      const { seatWebId, timeZone, tag, first } = s;
      const last = s.last < lastCached ? s.last : lastCached;
      cached.push({ seatWebId, timeZone, tag, first, last, months: wholeMonths(first, last) });
    }
    if (s.last >= firstLive) live.push({ ...s, first: s.first > firstLive ? s.first : firstLive });
  }
  return { cached, live };
}

/** First days of the whole calendar months within first..last. */
export function wholeMonths(first: string, last: string): string[] {
  const months: string[] = [];
  let month = first.endsWith('-01') ? first : `${addDays(first.slice(0, 8) + '01', 32).slice(0, 8)}01`;
  for (;;) {
    const next = `${addDays(month, 32).slice(0, 8)}01`;
    if (addDays(next, -1) > last) return months;
    months.push(month);
    month = next;
  }
}

const daysIn = (s: CachedSpan) => daysBetween(s.first, s.last);

/**
 * The day totals of the spans, every day and whole month of them there: the missing days are
 * computed first (and the months rolled up from them); a day deleted by a change between that
 * and the read is computed again (twice at most, then null: the caller reads those spans from the
 * orders).
 */
async function dayTotalsOf(db: DbOrTx, spans: readonly CachedSpan[]): Promise<DayTotals | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    for (const venue of await missingReportDays(db, spans)) await fillReportDays(db, venue, venue.days, venue.months);
    const totals = await readDayTotals(db, spans);
    const complete = (s: CachedSpan) =>
      totals.daysFound.get(`${s.tag}:${s.seatWebId}`) === daysIn(s) &&
      (totals.monthsFound.get(`${s.tag}:${s.seatWebId}`) ?? 0) === s.months.length;
    if (spans.every(complete)) return totals;
  }
  return null;
}

/** One row per seller: the live days' and the cached days' rows of a product or option added up. */
function mergeSellers(rows: readonly SellerAggregate[]): SellerAggregate[] {
  const merged = new Map<string, SellerAggregate>();
  for (const r of rows) {
    const key = `${r.kind}:${r.id ?? ''}:${r.nameKey ?? ''}`;
    const seen = merged.get(key);
    if (!seen) merged.set(key, { ...r });
    else {
      seen.quantity += r.quantity;
      seen.amountCents += r.amountCents;
      if (r.name < seen.name) seen.name = r.name;
    }
  }
  return [...merged.values()];
}

const emptyTakings = (): Takings => ({ orders: 0, grossCents: 0, refundsCents: 0, netCents: 0 });

function addTo(t: Takings, row: OrderAggregate) {
  t.orders += row.orders;
  t.grossCents += row.amountCents;
  t.refundsCents += row.refundedCents;
  t.netCents = t.grossCents - t.refundsCents;
}

function figures(
  rows: readonly OrderAggregate[],
  booking: BookingAggregate | undefined,
  tipsCents: number,
): ReportFigures {
  const split = rows.filter((r) => r.set === 'split');
  const total = emptyTakings();
  const byType = new Map<number, Takings>();
  const byMethod = new Map<string, Takings>();
  const apart = {
    rejected: { orders: 0, amountCents: 0 },
    cancelled: { orders: 0, amountCents: 0 },
    refunded: { orders: 0, amountCents: 0 },
  };
  for (const row of split) {
    apart.refunded.orders += row.refundedOrders;
    apart.refunded.amountCents += row.refundedCents;
    if (row.class === 'rejected' || row.class === 'cancelled') {
      apart[row.class].orders += row.orders;
      apart[row.class].amountCents += row.amountCents;
    }
    if (row.class !== 'counted') continue;
    addTo(total, row);
    const type = row.orderType ?? 0;
    if (!byType.has(type)) byType.set(type, emptyTakings());
    addTo(byType.get(type)!, row);
    const method = reportPaymentMethod(row.paymentType);
    if (!byMethod.has(method)) byMethod.set(method, emptyTakings());
    addTo(byMethod.get(method)!, row);
  }
  const noShows = booking?.noShows ?? 0;
  return {
    ...total,
    averageTicketCents: total.orders ? Math.round(total.grossCents / total.orders) : 0,
    ...apart,
    tipsCents,
    coversBooked: booking?.covers ?? 0,
    reservations: booking?.reservations ?? 0,
    noShows,
    noShowRate: booking?.due ? Math.min(1, noShows / booking.due) : null,
    byOrderType: [...byType].sort(([a], [b]) => a - b).map(([orderType, t]) => ({ orderType, ...t })),
    byPaymentMethod: REPORT_PAYMENT_METHODS.filter((m) => byMethod.has(m)).map((paymentMethod) => ({
      paymentMethod,
      ...byMethod.get(paymentMethod)!,
    })),
  };
}

export async function loadReport(
  ctx: ReportsContext,
  scope: ReportScope,
  query: z.output<typeof reportQuerySchema>,
): Promise<Report> {
  const reached =
    scope.seatWebId !== null ? [scope.seatWebId] : scope.role === StaffRole.Owner ? null : scope.seatWebIds;
  const venues = await listReportVenues(ctx.db, scope.companyId, reached);
  if (venues.length === 0) throw notFound('VENUE_NOT_FOUND', NO_VENUES_MESSAGE);

  const now = ctx.now();
  // "Today" of a period named without a date is the first venue's (a company's venues share a clock in practice).
  const days = reportDays(query, serviceDayAt(now, venues[0].timeZone));
  const spans = venues.flatMap((v) => {
    const today = serviceDayAt(now, v.timeZone);
    return [span(v, 'c', days.first, days.last, today), span(v, 'p', days.previousFirst, days.previousLast, today)];
  });

  // Closed days from the day totals, the others (and all of them when asked) from the orders.
  const split = ctx.dayTotals === false ? { cached: [], live: spans } : splitSpans(spans, now);
  const totals = await dayTotalsOf(ctx.db, split.cached);
  const live = totals ? split.live : spans;
  const orders = [...(totals?.orders ?? []), ...(await aggregateOrders(ctx.db, live))];
  const bookings = await aggregateBookings(ctx.db, spans);
  const tips = await tipsBySpan(ctx.db, spans);
  const sellers = mergeSellers([
    ...(totals?.sellers ?? []),
    ...(await aggregateSellers(
      ctx.db,
      live.filter((s) => s.tag === 'c'),
    )),
  ]);
  const ranked = (kind: 'product' | 'option') =>
    rankSellers(
      sellers
        .filter((s) => s.kind === kind)
        .map(({ id, name, quantity, amountCents }) => ({ id, name, quantity, amountCents })),
    );

  const of = (tag: 'c' | 'p') => orders.filter((r) => r.tag === tag);
  const counted = (tag: 'c' | 'p', set: OrderAggregate['set']) =>
    of(tag).filter((r) => r.class === 'counted' && r.set === set);
  const byDay = (tag: 'c' | 'p') => new Map(counted(tag, 'day').map((r) => [r.day!, r]));
  const current = byDay('c');
  const previous = byDay('p');
  const length = daysBetween(days.first, days.last);
  const previousLength = daysBetween(days.previousFirst, days.previousLast);

  const heat = new Map<string, { weekday: number; hour: number; orders: number }>();
  for (const r of counted('c', 'hour')) {
    const key = `${r.weekday}-${r.hour}`;
    const cell = heat.get(key) ?? { weekday: r.weekday!, hour: r.hour!, orders: 0 };
    cell.orders += r.orders;
    heat.set(key, cell);
  }

  return {
    ...days,
    venues,
    current: figures(
      of('c'),
      bookings.find((b) => b.tag === 'c'),
      tips.get('c') ?? 0,
    ),
    previous: figures(
      of('p'),
      bookings.find((b) => b.tag === 'p'),
      tips.get('p') ?? 0,
    ),
    takingsByDay: Array.from({ length }, (_, i) => {
      const date = addDays(days.first, i);
      const previousDate = addDays(days.previousFirst, i);
      const day = current.get(date);
      const before = i < previousLength ? previous.get(previousDate) : undefined;
      return {
        date,
        orders: day?.orders ?? 0,
        grossCents: day?.amountCents ?? 0,
        netCents: day ? day.amountCents - day.refundedCents : 0,
        previousDate,
        previousNetCents: before ? before.amountCents - before.refundedCents : 0,
      };
    }),
    ordersByHour: [...heat.values()].sort((a, b) => a.weekday - b.weekday || a.hour - b.hour),
    products: ranked('product'),
    options: ranked('option'),
  };
}
