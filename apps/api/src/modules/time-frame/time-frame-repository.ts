// The only code reading time frames, the venue fields they need and the orders counted per
// slot (spec 000 §7 timeFrameWeb/*). Returns plain records.
import { and, asc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { SlotFrame } from '@tavola/domain/slot-rules';
import type { Db, DbOrTx } from '../../db/database';
import { orders, seatWebClosures, seatWebs, timeFrames } from '../../db/schema';

export interface TimeFrameRecord extends SlotFrame {
  seatWebId: number;
  description: string;
  /** Null: any menu of the order type (the venue's current menu). */
  menuWebId: number | null;
}

/** What the slot rules need of a venue. */
export interface SlotVenue {
  seatWebId: number;
  companyId: number;
  enabled: boolean;
  digitalMenuEnabled: boolean;
  localOrderEnabled: boolean;
  takeawayEnabled: boolean;
  deliveryEnabled: boolean;
  tableReservationEnabled: boolean;
  timeZone: string;
}

const frameColumns = {
  timeFrameWebId: timeFrames.timeFrameWebId,
  seatWebId: timeFrames.seatWebId,
  description: timeFrames.description,
  beginTime: timeFrames.beginTime,
  endTime: timeFrames.endTime,
  daysOfWeek: timeFrames.daysOfWeek,
  menuPublicationStatus: timeFrames.menuPublicationStatus,
  menuWebId: timeFrames.menuWebId,
  slotMinutes: timeFrames.slotMinutes,
  ordersPerSlot: timeFrames.ordersPerSlot,
  specialDate: timeFrames.specialDate,
};

export async function findSlotVenue(db: DbOrTx, seatWebId: number): Promise<SlotVenue | null> {
  const rows = await db
    .select({
      seatWebId: seatWebs.seatWebId,
      companyId: seatWebs.companyId,
      enabled: seatWebs.enabled,
      digitalMenuEnabled: seatWebs.digitalMenuEnabled,
      localOrderEnabled: seatWebs.localOrderEnabled,
      takeawayEnabled: seatWebs.takeawayEnabled,
      deliveryEnabled: seatWebs.deliveryEnabled,
      tableReservationEnabled: seatWebs.tableReservationEnabled,
      timeZone: seatWebs.timeZone,
    })
    .from(seatWebs)
    .where(eq(seatWebs.seatWebId, seatWebId))
    .limit(1);
  return rows[0] ?? null;
}

/** Frames of some venues, by begin time. */
export async function listTimeFrames(db: DbOrTx, seatWebIds: number[]): Promise<TimeFrameRecord[]> {
  if (seatWebIds.length === 0) return [];
  return db
    .select(frameColumns)
    .from(timeFrames)
    .where(inArray(timeFrames.seatWebId, seatWebIds))
    .orderBy(asc(timeFrames.seatWebId), asc(timeFrames.beginTime), asc(timeFrames.timeFrameWebId));
}

/** Every frame of a company's venues (getAllTimeFrames without a venue in the session). */
export async function listCompanyTimeFrames(db: Db, companyId: number): Promise<TimeFrameRecord[]> {
  return db
    .select(frameColumns)
    .from(timeFrames)
    .innerJoin(seatWebs, eq(seatWebs.seatWebId, timeFrames.seatWebId))
    .where(eq(seatWebs.companyId, companyId))
    .orderBy(
      asc(seatWebs.sortOrder),
      asc(timeFrames.seatWebId),
      asc(timeFrames.beginTime),
      asc(timeFrames.timeFrameWebId),
    );
}

export async function findTimeFrame(
  db: DbOrTx,
  timeFrameWebId: number,
): Promise<(TimeFrameRecord & { companyId: number }) | null> {
  const rows = await db
    .select({ ...frameColumns, companyId: seatWebs.companyId })
    .from(timeFrames)
    .innerJoin(seatWebs, eq(seatWebs.seatWebId, timeFrames.seatWebId))
    .where(eq(timeFrames.timeFrameWebId, timeFrameWebId))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Stored orders of a venue's frame on a venue-local date, counted per requested 'HH:mm'.
 * Every stored order counts (whatever its status): the kitchen has promised that slot; an
 * online order cancelled for want of payment frees it.
 */
export async function countOrdersBySlot(
  db: DbOrTx,
  args: { seatWebId: number; timeFrameWebId: number; date: string; nextDate: string },
): Promise<Map<string, number>> {
  const slot = sql<string>`to_char(${orders.requestedDateTime}, 'HH24:MI')`;
  const rows = await db
    .select({ slot, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.seatWebId, args.seatWebId),
        eq(orders.timeFrameWebId, args.timeFrameWebId),
        gte(orders.requestedDateTime, `${args.date} 00:00:00`),
        lt(orders.requestedDateTime, `${args.nextDate} 00:00:00`),
        isNull(orders.cancelledAt),
      ),
    )
    .groupBy(slot);
  return new Map(rows.map((r) => [r.slot, Number(r.count)]));
}

/** Whether the venue has special opening hours on a venue-local date. */
export async function hasSpecialHoursOn(db: DbOrTx, seatWebId: number, date: string): Promise<boolean> {
  const rows = await db
    .select({ id: timeFrames.timeFrameWebId })
    .from(timeFrames)
    .where(and(eq(timeFrames.seatWebId, seatWebId), eq(timeFrames.specialDate, date)))
    .limit(1);
  return rows.length > 0;
}

/** The venue's closures between two venue-local dates, both included. */
export async function listClosures(
  db: DbOrTx,
  seatWebId: number,
  from: string,
  to: string,
): Promise<Array<{ date: string; menuPublicationStatus: number }>> {
  return db
    .select({ date: seatWebClosures.closureDate, menuPublicationStatus: seatWebClosures.menuPublicationStatus })
    .from(seatWebClosures)
    .where(
      and(
        eq(seatWebClosures.seatWebId, seatWebId),
        gte(seatWebClosures.closureDate, from),
        lte(seatWebClosures.closureDate, to),
      ),
    );
}

/** Tells every process listening on `channel` (NOTIFY, heard at commit when `db` is a transaction). */
export async function notifyChannel(db: DbOrTx, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** The company of a venue, or null when there is no such venue. */
export async function findVenueCompanyId(db: DbOrTx, seatWebId: number): Promise<number | null> {
  const [venue] = await db
    .select({ companyId: seatWebs.companyId })
    .from(seatWebs)
    .where(eq(seatWebs.seatWebId, seatWebId));
  return venue?.companyId ?? null;
}
