// The only code of the booking board touching the database: a venue's reservations of a day and
// the staff's arrived / no-show marks.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { reservationAttendance, tableReservations } from '../../db/schema';

export type BoardReservationRow = typeof tableReservations.$inferSelect;

/** A venue's reservations of a day, by time and then by when they were made. */
export async function listVenueReservationsOfDay(
  db: DbOrTx,
  seatWebId: number,
  day: string,
): Promise<BoardReservationRow[]> {
  return db
    .select()
    .from(tableReservations)
    .where(and(eq(tableReservations.seatWebId, seatWebId), eq(tableReservations.day, day)))
    .orderBy(asc(tableReservations.time), asc(tableReservations.createdAt));
}

/** The arrived / no-show marks of these reservations. */
export async function listAttendanceMarks(db: DbOrTx, reservationIds: string[]) {
  return reservationIds.length
    ? await db.select().from(reservationAttendance).where(inArray(reservationAttendance.reservationId, reservationIds))
    : [];
}

/** The venue's reservation with this id (as given: the caller normalises it); null when there is none. */
export async function findVenueReservation(
  db: DbOrTx,
  seatWebId: number,
  reservationId: string,
): Promise<BoardReservationRow | null> {
  const [row] = await db
    .select()
    .from(tableReservations)
    .where(and(eq(tableReservations.seatWebId, seatWebId), eq(tableReservations.reservationId, reservationId)))
    .limit(1);
  return row ?? null;
}

/** Records (or replaces) whether the diner arrived, and who said so. */
export async function saveAttendance(
  db: DbOrTx,
  mark: { reservationId: string; status: 'arrived' | 'no-show'; staffMemberId: number; markedAt: Date },
): Promise<void> {
  await db
    .insert(reservationAttendance)
    .values(mark)
    .onConflictDoUpdate({
      target: reservationAttendance.reservationId,
      set: { status: mark.status, staffMemberId: mark.staffMemberId, markedAt: mark.markedAt },
    });
}
