// The only code writing a venue's hours: its service windows (time_frames), its
// closures and the version of the whole document. Returns plain records.
import { and, asc, eq, gte, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import { OrderStatus, OrderType } from '@tavola/domain/enums';
import type { Closure, ServiceWindow } from '@tavola/domain/venue-hours';
import type { DbOrTx, Tx } from '../../db/database';
import { orders, seatWebClosures, seatWebs, seatWebSettingsVersions, timeFrames } from '../../db/schema';

export type VersionColumn = 'hoursVersion' | 'bookingVersion';

/** The venue's version row, made on first use and locked until the transaction ends. */
export async function lockVersion(tx: Tx, seatWebId: number, column: VersionColumn): Promise<number> {
  await tx.insert(seatWebSettingsVersions).values({ seatWebId }).onConflictDoNothing();
  const rows = await tx
    .select({ version: seatWebSettingsVersions[column] })
    .from(seatWebSettingsVersions)
    .where(eq(seatWebSettingsVersions.seatWebId, seatWebId))
    .for('update');
  return rows[0]?.version ?? 0;
}

export async function bumpVersion(tx: Tx, seatWebId: number, column: VersionColumn): Promise<void> {
  await tx
    .update(seatWebSettingsVersions)
    .set({ [column]: sql`${seatWebSettingsVersions[column]} + 1` })
    .where(eq(seatWebSettingsVersions.seatWebId, seatWebId));
}

export async function readVersion(db: DbOrTx, seatWebId: number, column: VersionColumn): Promise<number> {
  const rows = await db
    .select({ version: seatWebSettingsVersions[column] })
    .from(seatWebSettingsVersions)
    .where(eq(seatWebSettingsVersions.seatWebId, seatWebId));
  return rows[0]?.version ?? 0;
}

export async function listWindows(db: DbOrTx, seatWebId: number): Promise<ServiceWindow[]> {
  return (
    db
      .select({
        timeFrameWebId: timeFrames.timeFrameWebId,
        description: timeFrames.description,
        menuPublicationStatus: timeFrames.menuPublicationStatus,
        daysOfWeek: timeFrames.daysOfWeek,
        beginTime: timeFrames.beginTime,
        endTime: timeFrames.endTime,
        slotMinutes: timeFrames.slotMinutes,
        ordersPerSlot: timeFrames.ordersPerSlot,
        menuWebId: timeFrames.menuWebId,
        specialDate: timeFrames.specialDate,
      })
      .from(timeFrames)
      .where(eq(timeFrames.seatWebId, seatWebId))
      // Weekly windows first, then the special ones by date; by begin time within each.
      .orderBy(sql`${timeFrames.specialDate} nulls first`, asc(timeFrames.beginTime), asc(timeFrames.timeFrameWebId))
  );
}

export async function listAllClosures(db: DbOrTx, seatWebId: number): Promise<Closure[]> {
  return db
    .select({
      date: seatWebClosures.closureDate,
      menuPublicationStatus: seatWebClosures.menuPublicationStatus,
      note: seatWebClosures.note,
    })
    .from(seatWebClosures)
    .where(eq(seatWebClosures.seatWebId, seatWebId))
    .orderBy(asc(seatWebClosures.closureDate));
}

type WindowFields = Omit<ServiceWindow, 'timeFrameWebId' | 'menuWebId'>;

export async function updateWindow(
  tx: Tx,
  seatWebId: number,
  timeFrameWebId: number,
  fields: WindowFields,
): Promise<void> {
  await tx
    .update(timeFrames)
    .set(fields)
    .where(and(eq(timeFrames.seatWebId, seatWebId), eq(timeFrames.timeFrameWebId, timeFrameWebId)));
}

export async function insertWindows(tx: Tx, seatWebId: number, windows: WindowFields[]): Promise<void> {
  if (windows.length > 0) await tx.insert(timeFrames).values(windows.map((w) => ({ ...w, seatWebId })));
}

/** Deletes the venue's windows not in `keep` (orders keep their rows; their frame link becomes null). */
export async function deleteWindowsExcept(tx: Tx, seatWebId: number, keep: number[]): Promise<void> {
  await tx
    .delete(timeFrames)
    .where(
      keep.length > 0
        ? and(eq(timeFrames.seatWebId, seatWebId), notInArray(timeFrames.timeFrameWebId, keep))
        : eq(timeFrames.seatWebId, seatWebId),
    );
}

export async function replaceClosures(tx: Tx, seatWebId: number, closures: Closure[]): Promise<void> {
  await tx.delete(seatWebClosures).where(eq(seatWebClosures.seatWebId, seatWebId));
  if (closures.length > 0) {
    await tx.insert(seatWebClosures).values(
      closures.map((c) => ({
        seatWebId,
        closureDate: c.date,
        menuPublicationStatus: c.menuPublicationStatus,
        note: c.note,
      })),
    );
  }
}

/** Sets the per-slot cap of the venue's windows serving a publication status. */
export async function setCapForStatus(
  tx: Tx,
  seatWebId: number,
  status: number,
  ordersPerSlot: number,
): Promise<number> {
  const rows = await tx
    .update(timeFrames)
    .set({ ordersPerSlot })
    .where(and(eq(timeFrames.seatWebId, seatWebId), sql`(${timeFrames.menuPublicationStatus} & ${status}) <> 0`))
    .returning({ id: timeFrames.timeFrameWebId });
  return rows.length;
}

export async function findTimeZone(db: DbOrTx, seatWebId: number): Promise<string> {
  const rows = await db.select({ timeZone: seatWebs.timeZone }).from(seatWebs).where(eq(seatWebs.seatWebId, seatWebId));
  return rows[0]?.timeZone ?? 'Europe/Rome';
}

/**
 * The venue's takeaway and delivery orders still to come: requested at or after `from`
 * (venue-local 'YYYY-MM-DD HH:mm:ss'), not cancelled, not yet delivered.
 */
export async function listFutureOrderTimes(
  db: DbOrTx,
  seatWebId: number,
  from: string,
): Promise<Array<{ requestedDateTime: string; orderType: number }>> {
  const rows = await db
    .select({ requestedDateTime: orders.requestedDateTime, orderType: orders.orderType })
    .from(orders)
    .where(
      and(
        eq(orders.seatWebId, seatWebId),
        inArray(orders.orderType, [OrderType.Asporto, OrderType.Consegna]),
        gte(orders.requestedDateTime, from),
        isNull(orders.cancelledAt),
        lt(orders.orderStatus, OrderStatus.Delivered),
      ),
    );
  return rows.flatMap((r) =>
    r.requestedDateTime ? [{ requestedDateTime: r.requestedDateTime, orderType: r.orderType }] : [],
  );
}
