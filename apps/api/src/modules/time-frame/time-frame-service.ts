// Days, time frames and slots of the session's venue (spec 000 §4 "Day and time", §7
// timeFrameWeb/*), computed from the venue's frames, its time zone and the clock; and the
// check the order save runs so a past, full or unknown slot is never accepted.
// The rules are in @tavola/domain/slot-rules; this file loads data and applies them.
import { seatWebOffers } from '@tavola/domain/company-rules';
import { badRequest, notFound } from '@tavola/domain/error-codes';
import { menuPublicationStatusFor, MenuPublicationStatus, OrderType } from '@tavola/domain/enums';
import type { Day, TimeFrame } from '@tavola/domain/menu';
import {
  addDays,
  availableSlots,
  daysForFrames,
  frameRunningNow,
  frameServes,
  parseRequestedDateTime,
  SLOT_LEAD_MINUTES,
  SLOT_NOT_AVAILABLE_MESSAGE,
  SLOT_SAVE_LEAD_MINUTES,
  timeFramesForDate,
  venueDateOf,
  venueLocalTime,
  type SlotClock,
} from '@tavola/domain/slot-rules';
import { isClosedFor } from '@tavola/domain/venue-hours';
import type { Db, DbOrTx } from '../../db/database';
import type { ClientSession } from '../../plugins/session';
import { seatWebNotFound } from '../company/company-service';
import { pausedUntilOf } from '../order-board/ordering-pause';
import type { CompanyVenueCache } from '../company/company-venue-cache';
import {
  countOrdersBySlot,
  findSlotVenue,
  findTimeFrame,
  hasSpecialHoursOn,
  listClosures,
  listCompanyTimeFrames,
  listTimeFrames,
  type SlotVenue,
  type TimeFrameRecord,
} from './time-frame-repository';

/** Spec 000 §8: 'Venue missing'. */
export const SEAT_WEB_REQUIRED_MESSAGE = 'Seleziona una sede prima di continuare';

export const seatWebRequired = () => badRequest('SEAT_WEB_REQUIRED', SEAT_WEB_REQUIRED_MESSAGE);
export const timeFrameNotFound = () =>
  notFound('TIME_FRAME_NOT_FOUND', 'La fascia oraria richiesta non esiste per questa sede.');
export const slotNotAvailable = () => badRequest('SLOT_NOT_AVAILABLE', SLOT_NOT_AVAILABLE_MESSAGE);

/** A request date in the venue's calendar (see venueDateOf), or a 400 naming the field. */
function requestDate(value: string, venue: SlotVenue, field: string): string {
  const date = venueDateOf(value, venue.timeZone);
  if (date === null) {
    throw badRequest('VALIDATION', `La richiesta non è valida: ${field} (data non valida)`, [
      { path: field, message: 'data non valida' },
    ]);
  }
  return date;
}

const orderTypeByStatus: Record<MenuPublicationStatus, OrderType> = {
  [MenuPublicationStatus.DigitalMenu]: OrderType.DigitalMenu,
  [MenuPublicationStatus.DeliveryMenu]: OrderType.Consegna,
  [MenuPublicationStatus.TakeAwayMenu]: OrderType.Asporto,
  [MenuPublicationStatus.LocalOrder]: OrderType.AlTavolo,
};

/** The venue is enabled and offers the order type of a publication status. */
export function venueServesStatus(
  venue: Omit<SlotVenue, 'timeZone' | 'companyId' | 'seatWebId'>,
  status: MenuPublicationStatus,
): boolean {
  return venue.enabled && seatWebOffers(venue, orderTypeByStatus[status]);
}

export function toTimeFrame(frame: TimeFrameRecord): TimeFrame {
  return {
    timeFrameWebId: frame.timeFrameWebId,
    seatWebId: frame.seatWebId,
    description: frame.description,
    beginTime: frame.beginTime,
    endTime: frame.endTime,
    daysOfWeek: frame.daysOfWeek,
    // The frame's own hours: frames are single ranges in this product.
    openingTimeInTimeFrame: [{ beginTime: frame.beginTime, endTime: frame.endTime }],
  };
}

/** pausedUntil: the venue's pause of online orders still on, whose slots are not offered (slot-rules). */
const clockFor = (
  venue: SlotVenue,
  now: Date,
  leadMinutes = SLOT_LEAD_MINUTES,
  pausedUntil: Date | null = null,
): SlotClock => ({
  now: venueLocalTime(now, venue.timeZone),
  timeZone: venue.timeZone,
  leadMinutes,
  pausedUntil,
});

/** The session's venue, of the session's company. */
export async function currentSlotVenue(db: Db, session: ClientSession): Promise<SlotVenue> {
  if (session.seatWebId === null) throw seatWebRequired();
  const venue = await findSlotVenue(db, session.seatWebId);
  if (!venue || venue.companyId !== session.companyId) throw seatWebNotFound();
  return venue;
}

/** timeFrameWeb/getAllTimeFrames: the frames of the session's venue, or of every venue of its company. */
export async function getAllTimeFrames(db: Db, session: ClientSession): Promise<TimeFrame[]> {
  if (session.seatWebId === null) return (await listCompanyTimeFrames(db, session.companyId)).map(toTimeFrame);
  const venue = await currentSlotVenue(db, session);
  return (await listTimeFrames(db, [venue.seatWebId])).map(toTimeFrame);
}

/** timeFrameWeb/getDaysForCurrentSeat. Empty: the client shows NO_DAYS_MESSAGE. */
export async function getDaysForCurrentSeat(
  db: Db,
  session: ClientSession,
  status: MenuPublicationStatus,
  now: Date,
): Promise<Day[]> {
  const venue = await currentSlotVenue(db, session);
  if (!venueServesStatus(venue, status)) return [];
  const [frames, pausedUntil] = await Promise.all([
    listTimeFrames(db, [venue.seatWebId]),
    pausedUntilOf(db, venue.seatWebId, now),
  ]);
  // A day the pause covers whole is not offered, as a past one is not.
  const days = daysForFrames(frames, status, clockFor(venue, now, SLOT_LEAD_MINUTES, pausedUntil));
  if (days.length === 0) return days;
  // A day the venue closed for this order type is not offered.
  const closures = await listClosures(db, venue.seatWebId, days[0].day, days[days.length - 1].day);
  return days.filter((day) => !isClosedFor(closures, day.day, status));
}

/** Whether the venue closed the order type of `status` on a venue-local date. */
async function closedOn(db: DbOrTx, seatWebId: number, date: string, status: MenuPublicationStatus): Promise<boolean> {
  return isClosedFor(await listClosures(db, seatWebId, date, date), date, status);
}

/** timeFrameWeb/getTimeFramesForCurrentSeat. Empty: the client shows NO_TIME_FRAMES_MESSAGE. */
export async function getTimeFramesForCurrentSeat(
  db: Db,
  session: ClientSession,
  args: { date: string; status: MenuPublicationStatus; now: Date },
): Promise<TimeFrame[]> {
  const venue = await currentSlotVenue(db, session);
  const date = requestDate(args.date, venue, 'querystring.date');
  if (!venueServesStatus(venue, args.status)) return [];
  if (await closedOn(db, venue.seatWebId, date, args.status)) return [];
  const [frames, pausedUntil] = await Promise.all([
    listTimeFrames(db, [venue.seatWebId]),
    pausedUntilOf(db, venue.seatWebId, args.now),
  ]);
  return timeFramesForDate(frames, date, args.status, clockFor(venue, args.now, SLOT_LEAD_MINUTES, pausedUntil)).map(
    toTimeFrame,
  );
}

/** The slots of a frame the venue still offers on a venue-local date ('HH:mm', ascending). */
async function offeredSlots(
  db: DbOrTx,
  venue: SlotVenue,
  frame: TimeFrameRecord,
  date: string,
  status: MenuPublicationStatus,
  now: Date,
  leadMinutes = SLOT_LEAD_MINUTES,
  pausedUntil: Date | null = null,
) {
  if (!venueServesStatus(venue, status) || !frameServes(frame, status)) return [];
  if (await closedOn(db, venue.seatWebId, date, status)) return [];
  // Special opening hours replace the weekly windows on their date (slot-rules framesInForce);
  // a special window itself runs on its date only (frameRunsOn, in availableSlots).
  if (!frame.specialDate && (await hasSpecialHoursOn(db, venue.seatWebId, date))) return [];
  const taken = await countOrdersBySlot(db, {
    seatWebId: venue.seatWebId,
    timeFrameWebId: frame.timeFrameWebId,
    date,
    nextDate: addDays(date, 1),
  });
  return availableSlots(frame, date, clockFor(venue, now, leadMinutes, pausedUntil), taken);
}

/**
 * timeFrameWeb/getAvailableSlotsForTimeFrame. A frame of another venue is 404; a frame that
 * does not serve the order type or the date gives no slots. `date` is OrderDate as sent.
 */
export async function getAvailableSlotsForTimeFrame(
  db: Db,
  session: ClientSession,
  args: { timeFrameWebId: number; orderType: OrderType; date: string; now: Date },
): Promise<string[]> {
  const venue = await currentSlotVenue(db, session);
  const date = requestDate(args.date, venue, 'body.OrderDate');
  const frame = await findTimeFrame(db, args.timeFrameWebId);
  if (!frame || frame.seatWebId !== venue.seatWebId) throw timeFrameNotFound();
  // The slots the venue's pause covers are left out; the order save refuses them with the
  // pause's own message (ordering-pause.ts), checked before the slot.
  const pausedUntil = await pausedUntilOf(db, venue.seatWebId, args.now);
  return offeredSlots(
    db,
    venue,
    frame,
    date,
    menuPublicationStatusFor(args.orderType),
    args.now,
    SLOT_LEAD_MINUTES,
    pausedUntil,
  );
}

/**
 * The frame of the session's venue a menu request names (menuWeb/getMenuWebGroupByClassifiersByTimeFrame):
 * 404 when it is not one of the venue's frames.
 */
export async function findCurrentSeatTimeFrame(
  rows: CompanyVenueCache,
  session: ClientSession,
  timeFrameWebId: number,
): Promise<TimeFrameRecord> {
  // Rules of currentSlotVenue, on the kept rows (the menu path reads no database).
  if (session.seatWebId === null) throw seatWebRequired();
  const venue = await rows.venue(session.seatWebId);
  if (!venue || venue.companyId !== session.companyId) throw seatWebNotFound();
  const frame = (await rows.timeFramesOfVenue(venue.seatWebId)).find((f) => f.timeFrameWebId === timeFrameWebId);
  if (!frame) throw timeFrameNotFound();
  return frame;
}

/**
 * For order/saveCustomerOrder ("a slot in the past is never offered and never
 * accepted"). Takeaway (1) and delivery (2) need the frame and the venue-local requested
 * date-time 'YYYY-MM-DDTHH:mm[:ss]'; the frame must be the venue's, serve the order type and
 * the date, and HH:mm must be one of its slots still open (capacity, and strictly after now +
 * SLOT_SAVE_LEAD_MINUTES: a slot offered while the customer filled in the forms stays valid
 * until 5 minutes before it; it is never in the past).
 * Dine-in (0) needs no time: the frame running now, if any, is returned. Anything else is
 * SLOT_NOT_AVAILABLE (400). menuWebId is the frame's menu; null means any menu of the type.
 *
 * Capacity counts the orders already stored: call it before inserting the new order (and
 * after the idempotency check, so a retried order is not refused by its own first copy).
 */
export async function assertRequestedTimeAvailable(
  db: DbOrTx,
  args: {
    seatWebId: number;
    orderType: number;
    timeFrameWebId: number | null;
    requestedDateTime: string | null;
    now: Date;
  },
  /** The venue's row when the caller has already read it (the order save): one statement fewer. */
  loadedVenue?: SlotVenue,
  /** The venue's frames as the company-venue cache keeps them (the order save): one statement fewer. */
  keptFrames?: Pick<CompanyVenueCache, 'timeFramesOfVenue'>,
): Promise<{ timeFrameWebId: number | null; menuWebId: number | null }> {
  const venue = loadedVenue?.seatWebId === args.seatWebId ? loadedVenue : await findSlotVenue(db, args.seatWebId);
  if (!venue) throw seatWebNotFound();
  const venueFrames = () =>
    keptFrames ? keptFrames.timeFramesOfVenue(venue.seatWebId) : listTimeFrames(db, [venue.seatWebId]);

  if (args.orderType === OrderType.AlTavolo) {
    const frames = await venueFrames();
    const running = frameRunningNow(frames, MenuPublicationStatus.LocalOrder, venueLocalTime(args.now, venue.timeZone));
    return { timeFrameWebId: running?.timeFrameWebId ?? null, menuWebId: running?.menuWebId ?? null };
  }
  if (args.orderType !== OrderType.Asporto && args.orderType !== OrderType.Consegna) {
    throw badRequest('ORDER_TYPE_NOT_ORDERABLE', 'Il tipo di ordine scelto non permette di ordinare.');
  }
  if (args.timeFrameWebId === null || args.requestedDateTime === null) throw slotNotAvailable();
  const requested = parseRequestedDateTime(args.requestedDateTime);
  if (!requested) throw slotNotAvailable();
  const frame = (await venueFrames()).find((f) => f.timeFrameWebId === args.timeFrameWebId);
  if (!frame) throw slotNotAvailable();

  const status = menuPublicationStatusFor(args.orderType);
  const slots = await offeredSlots(db, venue, frame, requested.date, status, args.now, SLOT_SAVE_LEAD_MINUTES);
  if (!slots.includes(requested.time)) throw slotNotAvailable();
  return { timeFrameWebId: frame.timeFrameWebId, menuWebId: frame.menuWebId };
}
