// The order board: a venue's orders of a day as cards, and the actions that move
// them (rules in @tavola/domain/order-progress). Each action is applied under a row lock on
// the order, recorded with who and when in order_actions, and announced to the boards by the
// outbox triggers. After the commit the diner is told by e-mail (accept, reject, ready / in
// transit) in their language, and a rejected online-paid order is refunded through its
// provider when the provider can refund, otherwise marked 'refund due' on the card.
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, notFound } from '@tavola/domain/error-codes';
import { PaymentStatus } from '@tavola/domain/enums';
import { readableExtraAnswers } from '@tavola/domain/extra-field-rules';
import {
  boardDueTime,
  onLiveBoard,
  serviceDayOf,
  type BoardOrder,
  type OrderActionRequest,
  type OrderBoard,
  type OrderingPauseRequest,
} from '@tavola/domain/order-board';
import {
  allowedActions,
  nextStage,
  OrderStage,
  orderStage,
  orderStatusOf,
  type OrderAction,
} from '@tavola/domain/order-progress';
import { addMinutes, defaultReadyTime, preparationMinutesOf } from '@tavola/domain/preparation-time';
import { venueLocalTime } from '@tavola/domain/slot-rules';
import type { Db } from '../../db/database';
import type { Mailer } from '../../plugins/mailer';
import type { StaffPrincipal } from '../../plugins/staff-access';
import { latestEventId } from '../events';
import { listDetailRows, toOrder, type OrderRow } from '../order';
import { orderStateOf } from '../order/order-state-service';
import type { OnlinePayments } from '../payment/online/online-payments';
import { invalidateSlotLists } from '../time-frame/slot-list-cache';
import { orderUpdateMail } from './order-board-mails';
import {
  deletePause,
  findPause,
  findVenue,
  findVenueOrderRow,
  insertAction,
  listActions,
  listCustomers,
  listExtraFieldCaptions,
  listProgress,
  listVenueOrderRows,
  lockOrderRow,
  setOrderStatus,
  setPause,
  upsertProgress,
  type OrderProgressRow,
} from './order-board-repository';

export const ORDER_NOT_ON_BOARD_MESSAGE = 'Ordine non trovato.';
export const ILLEGAL_TRANSITION_MESSAGE = "L'ordine è già stato aggiornato: ricarica la lavagna.";

const TABLE_CAPTION = /tavol|table/i;

/** Whether a stored order is the restaurant's yet, and where it stands. */
export function stageOf(row: OrderRow, progress: OrderProgressRow | undefined) {
  return orderStage({
    orderStatus: row.orderStatus,
    paymentType: row.paymentType,
    accepted: Boolean(progress?.acceptedAt),
    rejected: Boolean(progress?.rejectedAt),
  });
}

/** Cards for these orders (the ones not yet the restaurant's are left out). */
export async function toBoardOrders(db: Db, rows: OrderRow[]): Promise<BoardOrder[]> {
  const ids = rows.map((r) => r.orderId);
  const [progress, details, actions, customers, captions] = await Promise.all([
    listProgress(db, ids),
    listDetailRows(db, ids),
    listActions(db, ids),
    listCustomers(
      db,
      rows.map((r) => r.customerId).filter((id): id is number => id !== null),
    ),
    listExtraFieldCaptions(db, [...new Set(rows.map((r) => r.menuWebId).filter((id): id is number => id !== null))]),
  ]);
  const cards: BoardOrder[] = [];
  for (const row of rows) {
    const p = progress.get(row.orderId);
    const stage = stageOf(row, p);
    if (!stage) continue;
    const customer = row.customerId !== null ? customers.get(row.customerId) : undefined;
    const answers = [row.extraField1, row.extraField2, row.extraField3, row.extraField4, row.extraField5];
    const extraFields = readableExtraAnswers(
      answers,
      captions.filter((c) => c.menuWebId === row.menuWebId),
    );
    cards.push({
      order: toOrder(
        row,
        details.filter((d) => d.orderId === row.orderId),
      ),
      stage,
      allowedActions: allowedActions(stage),
      customer: customer
        ? {
            name: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
            email: customer.email,
            phone: customer.telephoneNumber1,
          }
        : null,
      extraFields,
      // The order's own table; an order of a client that sends none may still answer a table question.
      tableNumber:
        row.tableNumber !== null
          ? String(row.tableNumber)
          : (extraFields.find((f) => TABLE_CAPTION.test(f.caption))?.value ?? null),
      estimatedReadyTime: p?.estimatedReadyTime ?? null,
      rejectionReason: p?.rejectionReason ?? null,
      refundStatus: p?.refundStatus ?? null,
      history: actions
        .filter((a) => a.orderId === row.orderId)
        .map((a) => ({ action: a.action, toStage: a.toStage, by: a.by, at: a.at.toISOString() })),
      createdAt: row.createdAt.toISOString(),
    });
  }
  return cards;
}

async function venueOf(db: Db, seatWebId: number) {
  const venue = await findVenue(db, seatWebId);
  if (!venue) throw notFound('VENUE_NOT_FOUND', 'Sede non trovata.');
  return venue;
}

export async function loadBoard(
  db: Db,
  seatWebId: number,
  query: { day?: string; orderType?: number },
  now: Date,
): Promise<OrderBoard> {
  const venue = await venueOf(db, seatWebId);
  // Read the cursor first: an event after it is sent by the stream even if the list has it too.
  const lastEventId = await latestEventId(db, seatWebId);
  const local = venueLocalTime(now, venue.timeZone);
  const venueNow = `${local.date}T${local.time}`;
  const orders = query.day
    ? await toBoardOrders(db, await listVenueOrderRows(db, seatWebId, query.day, venue.timeZone, query.orderType))
    : await liveBoardOrders(db, seatWebId, venueNow, venue.timeZone, query.orderType);
  const pause = await findPause(db, seatWebId);
  const active = pause && pause.pausedUntil.getTime() > now.getTime() ? pause : null;
  return {
    venue: {
      seatWebId,
      name: venue.name,
      timeZone: venue.timeZone,
      pausedUntil: active?.pausedUntil.toISOString() ?? null,
      pauseReason: active?.reason ?? null,
      preparationMinutes: preparationMinutesOfVenue(venue),
    },
    lastEventId,
    venueNow,
    orders,
  };
}

function preparationMinutesOfVenue(venue: NonNullable<Awaited<ReturnType<typeof findVenue>>>) {
  return {
    localOrder: venue.localOrderPreparationMinutes,
    takeaway: venue.takeawayPreparationMinutes,
    delivery: venue.deliveryPreparationMinutes,
  };
}

/**
 * The ready estimate 'HH:mm' an accept stores: the exact time given, or now plus the minutes
 * given (the board's "+10 min"), or null when the request says none; a request that names
 * neither gets the venue's default for the order type (defaultReadyTime), when it has one.
 * Times are read on the venue's clock, never the tablet's.
 */
async function acceptedReadyTime(
  db: Parameters<typeof findVenue>[0],
  row: OrderRow,
  request: OrderActionRequest,
  now: Date,
): Promise<string | null> {
  if (request.estimatedReadyTime) return request.estimatedReadyTime;
  if (request.readyInMinutes == null && request.estimatedReadyTime === null) return null;
  const venue = await findVenue(db, row.seatWebId);
  if (!venue) throw notFound('VENUE_NOT_FOUND', 'Sede non trovata.');
  const local = venueLocalTime(now, venue.timeZone);
  const venueNow = `${local.date}T${local.time}`;
  if (request.readyInMinutes != null) return addMinutes(venueNow, request.readyInMinutes).slice(11, 16);
  return defaultReadyTime(
    preparationMinutesOf(preparationMinutesOfVenue(venue), row.orderType),
    venueNow,
    row.requestedDateTime,
  );
}

/** The live board (no day chosen): the service day under way and what is due soon after it (onLiveBoard). */
async function liveBoardOrders(
  db: Db,
  seatWebId: number,
  venueNow: string,
  timeZone: string,
  orderType: number | undefined,
): Promise<BoardOrder[]> {
  const day = serviceDayOf(venueNow);
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const rows = [
    ...(await listVenueOrderRows(db, seatWebId, day, timeZone, orderType)),
    ...(await listVenueOrderRows(db, seatWebId, next.toISOString().slice(0, 10), timeZone, orderType)),
  ];
  return (await toBoardOrders(db, rows)).filter((card) => onLiveBoard(boardDueTime(card, timeZone), venueNow));
}

/** The card of one order of the venue, or null when it is not (or no longer) on the board. */
export async function loadBoardOrder(db: Db, seatWebId: number, orderId: number): Promise<BoardOrder | null> {
  const row = await findVenueOrderRow(db, seatWebId, orderId);
  if (!row) return null;
  const [card] = await toBoardOrders(db, [row]);
  return card ?? null;
}

interface ActionContext {
  db: Db;
  mailer: Mailer;
  /** Refunds through the payment's adapter; absent in tests that need none. */
  onlinePayments?: Pick<OnlinePayments, 'refundOrderPayment'>;
  now: Date;
  log: FastifyBaseLogger;
}

export async function applyOrderAction(
  ctx: ActionContext,
  staff: StaffPrincipal & { seatWebId: number },
  orderId: number,
  request: OrderActionRequest,
): Promise<BoardOrder> {
  const action = request.action as OrderAction;
  const result = await ctx.db.transaction(async (tx) => {
    const row = await lockOrderRow(tx, orderId);
    if (!row || row.seatWebId !== staff.seatWebId) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_ON_BOARD_MESSAGE);
    const progress = (await listProgress(tx, [orderId])).get(orderId);
    const from = stageOf(row, progress);
    if (!from) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_ON_BOARD_MESSAGE);
    const to = nextStage(from, action);
    if (!to) throw badRequest('ILLEGAL_TRANSITION', ILLEGAL_TRANSITION_MESSAGE);

    const orderStatus = orderStatusOf(to, row.orderStatus);
    if (orderStatus !== row.orderStatus) await setOrderStatus(tx, orderId, orderStatus);
    const values: Partial<Omit<OrderProgressRow, 'orderId'>> = {};
    if (to === OrderStage.Accepted) {
      values.acceptedAt = ctx.now;
      values.estimatedReadyTime = await acceptedReadyTime(tx, row, request, ctx.now);
    }
    if (to === OrderStage.Rejected) {
      values.rejectedAt = ctx.now;
      values.rejectionReason = request.reason ?? '';
      if (row.paymentStatus === PaymentStatus.Paid && row.paymentReference) values.refundStatus = 'due';
    }
    if (to === OrderStage.Delivered) values.deliveredAt = ctx.now;
    await upsertProgress(tx, orderId, values, ctx.now);
    const note =
      action === 'reject' ? (request.reason ?? null) : action === 'accept' ? (values.estimatedReadyTime ?? null) : null;
    await insertAction(tx, {
      orderId,
      action,
      fromStage: from,
      toStage: to,
      staffMemberId: staff.staffMemberId,
      note,
      createdAt: ctx.now,
    });
    return { row: { ...row, orderStatus }, to, estimatedReadyTime: values.estimatedReadyTime ?? null };
  });

  // After the commit: money back, then tell the diner. Neither undoes the action if it fails.
  if (
    result.to === OrderStage.Rejected &&
    result.row.paymentStatus === PaymentStatus.Paid &&
    result.row.paymentReference
  ) {
    const reference = result.row.paymentReference;
    try {
      // Null when the payment's adapter cannot give money back (the test card): left as due.
      const refunded = ctx.onlinePayments ? await ctx.onlinePayments.refundOrderPayment(orderId, reference) : null;
      if (refunded) await upsertProgress(ctx.db, orderId, { refundStatus: 'refunded' }, ctx.now);
    } catch (error) {
      ctx.log.error({ err: error, orderId }, 'refund of a rejected order failed; left as due');
    }
  }
  if (result.to === OrderStage.Accepted || result.to === OrderStage.Rejected || result.to === OrderStage.Ready) {
    try {
      const { refund } = await orderStateOf(ctx.db, result.row, ctx.now);
      const mail = await orderUpdateMail(
        ctx.db,
        result.row,
        result.to,
        { ...request, estimatedReadyTime: result.estimatedReadyTime },
        refund,
      );
      if (mail) await ctx.mailer.send(mail);
    } catch (error) {
      ctx.log.warn({ err: error, orderId }, 'order update mail not sent');
    }
  }
  const card = await loadBoardOrder(ctx.db, staff.seatWebId, orderId);
  if (!card) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_ON_BOARD_MESSAGE);
  return card;
}

export async function pauseOrdering(
  db: Db,
  staff: StaffPrincipal & { seatWebId: number },
  request: OrderingPauseRequest,
  now: Date,
) {
  const venue = await venueOf(db, staff.seatWebId);
  let until: Date;
  if (request.untilEndOfDay) {
    // The venue's midnight: step minutes until the local date changes (DST-safe, at most a day).
    const today = venueLocalTime(now, venue.timeZone).date;
    const minutesLeft = 24 * 60 - venueLocalTime(now, venue.timeZone).minutes;
    until = new Date(now.getTime() + minutesLeft * 60_000);
    while (venueLocalTime(until, venue.timeZone).date === today) until = new Date(until.getTime() + 60_000);
    until = new Date(Math.floor(until.getTime() / 60_000) * 60_000);
  } else {
    until = new Date(now.getTime() + (request.minutes ?? 0) * 60_000);
  }
  await setPause(db, {
    seatWebId: staff.seatWebId,
    pausedUntil: until,
    reason: request.reason,
    staffMemberId: staff.staffMemberId,
  });
  // The slots the pause covers leave the diners' lists at once (the kept lists are recomputed).
  invalidateSlotLists(db, staff.seatWebId);
  return loadBoard(db, staff.seatWebId, {}, now).then((b) => b.venue);
}

export async function resumeOrdering(db: Db, seatWebId: number, now: Date) {
  await deletePause(db, seatWebId);
  invalidateSlotLists(db, seatWebId);
  return loadBoard(db, seatWebId, {}, now).then((b) => b.venue);
}
