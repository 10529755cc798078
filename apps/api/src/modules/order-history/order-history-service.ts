// The staff order history: the venues a member reaches (owners: the company's; managers:
// theirs), the search's bounds on each venue's clock, the keyset cursor, one order opened, and
// the CSV export read page by page so an export of any size never sits in memory.
import { readableExtraAnswers } from '@tavola/domain/extra-field-rules';
import { badRequest, notFound } from '@tavola/domain/error-codes';
import {
  centsToEuroText,
  type OrderHistoryDetail,
  type OrderHistoryPage,
  type OrderHistoryRow,
  type bookingsExportQuerySchema,
  type orderHistoryExportQuerySchema,
  type orderHistoryFiltersSchema,
  type orderHistoryQuerySchema,
} from '@tavola/domain/order-history-search';
import type { OrderState } from '@tavola/domain/order-state';
import { reportPaymentMethod, type ReportPaymentMethod } from '@tavola/domain/reports';
import { StaffRole } from '@tavola/domain/staff';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/database';
import { listReportVenues } from '../reports';
import { orderRefundsSummary } from '../refund/refund-service';
import {
  findOrderDetail,
  listBookingsPage,
  listLines,
  searchOrders,
  type BookingKeyset,
  type HistoryFilter,
  type HistoryRow,
  type Keyset,
  type VenueBounds,
} from './order-history-repository';

export interface OrderHistoryContext {
  db: DbOrTx;
  now: () => Date;
}

export interface HistoryScope {
  companyId: number;
  role: StaffRole;
  /** The member's own venues (ignored for an owner). */
  seatWebIds: readonly number[];
}

type Filters = z.output<typeof orderHistoryFiltersSchema>;

const PAYMENT_TYPE: Record<ReportPaymentMethod, number | null> = {
  cash: 0,
  card: 1,
  paypal: 2,
  satispay: 3,
  sumup: 4,
  stripe: 5,
  nexi: 6,
  none: null,
};
export const BAD_CURSOR_MESSAGE = 'Pagina non valida: ricarica la ricerca.';

/** The venues the member reaches (owners: the company's; managers: theirs), or the one asked for among them. */
async function reachedVenues(ctx: OrderHistoryContext, scope: HistoryScope, seatWebId: number | undefined) {
  const venues = await listReportVenues(
    ctx.db,
    scope.companyId,
    scope.role === StaffRole.Owner ? null : scope.seatWebIds,
  );
  if (seatWebId === undefined) return venues;
  const one = venues.filter((v) => v.seatWebId === seatWebId);
  if (one.length === 0) throw notFound('VENUE_NOT_FOUND', 'Sede non trovata.');
  return one;
}

async function filterOf(ctx: OrderHistoryContext, scope: HistoryScope, f: Filters): Promise<HistoryFilter> {
  const venues = await reachedVenues(ctx, scope, f.seatWebId);
  const bounds: VenueBounds[] = venues.map((v) =>
    f.from || f.to
      ? { seatWebId: v.seatWebId, timeZone: v.timeZone, first: f.from ?? '2000-01-01', last: f.to ?? '2099-12-30' }
      : { seatWebId: v.seatWebId },
  );
  return {
    venues: bounds,
    q: f.q,
    state: f.state,
    orderType: f.orderType,
    table: f.table,
    paymentTypes: f.paymentMethod ? [PAYMENT_TYPE[f.paymentMethod]] : undefined,
    reference: f.reference,
    now: ctx.now(),
  };
}

export function encodeCursor(k: Keyset): string {
  return Buffer.from(`${k.createdAt}|${k.orderId}`, 'utf8').toString('base64url');
}

/** A 'YYYY-MM-DD HH:mm:ss' that exists (PostgreSQL would refuse 30 February with an error, not a 400). */
function realMoment(text: string): boolean {
  const [y, m, d, h, min, sec] = [
    text.slice(0, 4),
    text.slice(5, 7),
    text.slice(8, 10),
    text.slice(11, 13),
    text.slice(14, 16),
    text.slice(17, 19),
  ].map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return y >= 1970 && day.getUTCMonth() === m - 1 && day.getUTCDate() === d && h < 24 && min < 60 && sec < 60;
}

export function decodeCursor(cursor: string): Keyset {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,6})?[+-]\d{2}(?::\d{2})?)\|(\d{1,10})$/.exec(text);
  const orderId = match ? Number(match[2]) : 0;
  if (!match || orderId < 1 || orderId > 2_147_483_647 || !realMoment(match[1]))
    throw badRequest('VALIDATION', BAD_CURSOR_MESSAGE);
  return { createdAt: match[1], orderId };
}

function toRow(r: HistoryRow): OrderHistoryRow {
  return {
    orderId: r.orderId,
    orderNumber: r.orderNumber,
    seatWebId: r.seatWebId,
    venueName: r.venueName,
    createdAt: r.createdAt.toISOString(),
    serviceTime: r.serviceTime,
    orderType: r.orderType,
    state: r.state as OrderState,
    paymentMethod: reportPaymentMethod(r.paymentType),
    paymentReference: r.paymentReference,
    tableNumber: r.tableNumber,
    dinerName: r.dinerName,
    phone: r.phone,
    email: r.email,
    totalCents: r.totalCents,
    refundedCents: r.refundedCents,
    counted: r.counted,
  };
}

export async function searchHistory(
  ctx: OrderHistoryContext,
  scope: HistoryScope,
  query: z.output<typeof orderHistoryQuerySchema>,
): Promise<OrderHistoryPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const filter = await filterOf(ctx, scope, query);
  const rows = await searchOrders(ctx.db, filter, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    orders: page.map(toRow),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ createdAt: last.createdAtKey, orderId: last.orderId }) : null,
  };
}

export async function loadHistoryOrder(
  ctx: OrderHistoryContext,
  scope: HistoryScope,
  orderId: number,
): Promise<OrderHistoryDetail> {
  const filter = await filterOf(ctx, scope, {} as Filters);
  const [summary] = await searchOrders(ctx.db, { ...filter, orderId }, null, 1);
  const found = summary ? await findOrderDetail(ctx.db, orderId) : null;
  if (!summary || !found) throw notFound('ORDER_NOT_FOUND', 'Ordine non trovato.');
  const { order, lines, progress, payments, actions, questions } = found;
  const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
  // A choice reads as its option's caption ('Sì, grazie'), as on the board card and the ticket.
  const answers = readableExtraAnswers(
    [order.extraField1, order.extraField2, order.extraField3, order.extraField4, order.extraField5],
    questions,
  ).map((a) => ({ question: a.caption, answer: a.value }));
  const history: OrderHistoryDetail['history'] = [
    { at: order.createdAt.toISOString(), event: 'placed', toStage: null, by: null, note: null },
  ];
  if (order.emailConfirmedAt)
    history.push({
      at: order.emailConfirmedAt.toISOString(),
      event: 'email-confirmed',
      toStage: null,
      by: null,
      note: null,
    });
  for (const a of actions)
    history.push({
      at: a.createdAt.toISOString(),
      event: a.action,
      toStage: a.toStage,
      by: a.by ?? null,
      note: a.note ?? null,
    });
  for (const p of payments) {
    if (p.settledAt)
      history.push({
        at: p.settledAt.toISOString(),
        event: 'paid',
        toStage: null,
        by: null,
        note: `${p.provider} ${p.reference}`,
      });
    // A duplicate payment given back was never the order's money: its refund is not in the refunds table.
    if (p.refundedAt && p.refundReason === 'duplicate')
      history.push({
        at: p.refundedAt.toISOString(),
        event: 'refunded',
        toStage: null,
        by: null,
        note: p.refundReason,
      });
  }
  const refunds = await orderRefundsSummary(ctx.db, orderId);
  for (const r of refunds.refunds) {
    if (r.status !== 'succeeded') continue;
    history.push({
      at: r.settledAt ?? r.createdAt,
      event: 'refunded',
      toStage: null,
      by: r.by,
      note: r.reason || null,
    });
  }
  if (order.cancelledAt)
    history.push({ at: order.cancelledAt.toISOString(), event: 'cancelled', toStage: null, by: null, note: null });
  history.sort((a, b) => a.at.localeCompare(b.at));
  const address = order.customerDeliveryAddress;
  return {
    ...toRow(summary),
    notes: order.notes ?? null,
    deliveryAddress: address
      ? [address.address, address.zipCode, address.city].filter(Boolean).join(', ') || null
      : null,
    productAmountCents: order.productAmountCents,
    deliveryAmountCents: order.deliveryAmountCents,
    rejectionReason: progress?.rejectedAt ? (progress.rejectionReason ?? '') : null,
    estimatedReadyTime: progress?.estimatedReadyTime ?? null,
    refund: progress?.refundStatus ?? (summary.refundedCents > 0 ? 'refunded' : null),
    lines: lines.map((l) => ({
      orderDetailId: l.orderDetailId,
      refundedQuantity: refunds.refundedQuantity.get(l.orderDetailId) ?? 0,
      description: l.description,
      quantity: l.quantity,
      amountCents: l.amountCents,
      added: l.additiveVariations.map((v) => ({ description: v.description, unitPriceCents: v.unitPriceCents ?? 0 })),
      removed: l.subtractiveVariations.map((v) => ({
        description: v.description,
        unitPriceCents: v.unitPriceCents ?? 0,
      })),
    })),
    answers,
    refunds: refunds.refunds,
    refundableCents: refunds.refundableCents,
    refundMethod: refunds.refundMethod,
    payments: payments.map((p) => ({
      provider: p.provider,
      reference: p.reference,
      amountCents: p.amountCents,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
      settledAt: iso(p.settledAt),
      refundedAt: iso(p.refundedAt),
      refundId: p.refundId ?? null,
      refundReason: p.refundReason ?? null,
    })),
    history,
  };
}

// ---------------------------------------------------------------------------------------------
// CSV export

const EXPORT_PAGE = 500;

const HEADERS = {
  it: {
    orders: [
      'Numero',
      'Sede',
      'Creato',
      'Servizio',
      'Tipo',
      'Stato',
      'Pagamento',
      'Riferimento',
      'Tavolo',
      'Cliente',
      'Telefono',
      'E-mail',
      'Totale',
      'Rimborsato',
      'Netto',
      'Incasso',
    ],
    lines: ['Numero', 'Sede', 'Servizio', 'Stato', 'Prodotto', 'Quantità', 'Aggiunte', 'Tolti', 'Importo'],
    types: ['Al tavolo', 'Asporto', 'Consegna', 'Prenotazione', 'Menù digitale'],
    yes: 'sì',
    no: 'no',
  },
  en: {
    orders: [
      'Number',
      'Venue',
      'Created',
      'Service',
      'Type',
      'State',
      'Payment',
      'Reference',
      'Table',
      'Diner',
      'Phone',
      'E-mail',
      'Total',
      'Refunded',
      'Net',
      'Takings',
    ],
    lines: ['Number', 'Venue', 'Service', 'State', 'Product', 'Quantity', 'Added', 'Removed', 'Amount'],
    types: ['Dine-in', 'Takeaway', 'Delivery', 'Table booking', 'Digital menu'],
    yes: 'yes',
    no: 'no',
  },
} as const;

/**
 * The export's records, header first, read a page at a time by keyset: at most EXPORT_PAGE
 * orders (and their lines) are held at once, and the stream's back-pressure paces the reads.
 */
export async function* exportRecords(
  ctx: OrderHistoryContext,
  scope: HistoryScope,
  query: z.output<typeof orderHistoryExportQuerySchema>,
): AsyncGenerator<string[]> {
  const words = HEADERS[query.lang];
  const perLine = query.lines === '1';
  const filter = await filterOf(ctx, scope, query);
  yield [...(perLine ? words.lines : words.orders)];
  let after: Keyset | null = null;
  for (;;) {
    const rows = await searchOrders(ctx.db, filter, after, EXPORT_PAGE);
    if (rows.length === 0) return;
    const type = (t: number) => words.types[t] ?? String(t);
    if (perLine) {
      const lines = await listLines(
        ctx.db,
        rows.map((r) => r.orderId),
      );
      const byOrder = new Map<number, typeof lines>();
      for (const l of lines) byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), l]);
      for (const r of rows)
        for (const l of byOrder.get(r.orderId) ?? [])
          yield [
            String(r.orderNumber),
            r.venueName,
            r.serviceTime,
            r.state,
            l.description,
            String(l.quantity),
            l.additiveVariations.map((v) => v.description).join('; '),
            l.subtractiveVariations.map((v) => v.description).join('; '),
            centsToEuroText(l.amountCents),
          ];
    } else {
      for (const r of rows)
        yield [
          String(r.orderNumber),
          r.venueName,
          r.createdAt.toISOString(),
          r.serviceTime,
          type(r.orderType),
          r.state,
          reportPaymentMethod(r.paymentType),
          r.paymentReference ?? '',
          r.tableNumber === null ? '' : String(r.tableNumber),
          r.dinerName,
          r.phone ?? '',
          r.email ?? '',
          centsToEuroText(r.totalCents),
          centsToEuroText(r.refundedCents),
          centsToEuroText(r.totalCents - r.refundedCents),
          r.counted ? words.yes : words.no,
        ];
    }
    if (rows.length < EXPORT_PAGE) return;
    const last = rows[rows.length - 1];
    after = { createdAt: last.createdAtKey, orderId: last.orderId };
  }
}

const BOOKING_HEADERS = {
  it: {
    head: [
      'Codice',
      'Sede',
      'Giorno',
      'Ora',
      'Persone',
      'Nome',
      'Telefono',
      'Note',
      'Tavoli',
      'Stato',
      'Presenza',
      'Ricevuta',
    ],
    confirmed: 'confermata',
    unconfirmed: 'da confermare',
    cancelled: 'cancellata',
    arrived: 'arrivati',
    noShow: 'non arrivati',
  },
  en: {
    head: [
      'Code',
      'Venue',
      'Day',
      'Time',
      'People',
      'Name',
      'Phone',
      'Notes',
      'Tables',
      'State',
      'Attendance',
      'Received',
    ],
    confirmed: 'confirmed',
    unconfirmed: 'to be confirmed',
    cancelled: 'cancelled',
    arrived: 'arrived',
    noShow: 'no-show',
  },
} as const;

/** The bookings export's records, header first, a page at a time by (day, time, code). */
export async function* bookingExportRecords(
  ctx: OrderHistoryContext,
  scope: HistoryScope,
  query: z.output<typeof bookingsExportQuerySchema>,
): AsyncGenerator<string[]> {
  const words = BOOKING_HEADERS[query.lang];
  const venues = await reachedVenues(ctx, scope, query.seatWebId);
  yield [...words.head];
  let after: BookingKeyset | null = null;
  for (;;) {
    const rows = await listBookingsPage(
      ctx.db,
      venues.map((v) => v.seatWebId),
      query,
      after,
      EXPORT_PAGE,
    );
    for (const r of rows)
      yield [
        r.reservationId,
        r.venueName,
        r.day,
        r.time,
        String(r.people),
        r.name,
        r.phone,
        r.memo,
        r.tables ?? '',
        r.cancelled ? words.cancelled : r.verified ? words.confirmed : words.unconfirmed,
        r.attendance === 'no-show' ? words.noShow : r.attendance ? words.arrived : '',
        r.createdAt.toISOString(),
      ];
    if (rows.length < EXPORT_PAGE) return;
    const last = rows[rows.length - 1];
    after = { day: last.day, time: last.time, reservationId: last.reservationId };
  }
}
