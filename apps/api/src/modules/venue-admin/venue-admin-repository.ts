// The back office's venue queries: list, read, create, update and remove a company's venues
// (seat webs). The service checks who may call and maps rows to the staff's AdminVenue.
import { and, count, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orders, seatWebs, tableReservations } from '../../db/schema';

export type SeatWebRow = typeof seatWebs.$inferSelect;
/** The columns a venue form writes. */
export type VenueValues = Omit<typeof seatWebs.$inferInsert, 'seatWebId' | 'companyId' | 'version'>;

/** The company's venues in their order; `seatWebIds` narrows them (null: every venue). */
export async function listVenueRows(db: Db, companyId: number, seatWebIds: number[] | null): Promise<SeatWebRow[]> {
  return db
    .select()
    .from(seatWebs)
    .where(
      and(eq(seatWebs.companyId, companyId), seatWebIds === null ? undefined : inArray(seatWebs.seatWebId, seatWebIds)),
    )
    .orderBy(seatWebs.sortOrder, seatWebs.seatWebId);
}

export async function findVenueRow(db: Db, companyId: number, seatWebId: number): Promise<SeatWebRow | null> {
  const [row] = await db
    .select()
    .from(seatWebs)
    .where(and(eq(seatWebs.companyId, companyId), eq(seatWebs.seatWebId, seatWebId)))
    .limit(1);
  return row ?? null;
}

export async function insertVenue(db: Db, companyId: number, values: VenueValues): Promise<SeatWebRow> {
  const [row] = await db
    .insert(seatWebs)
    .values({ companyId, ...values })
    .returning();
  return row;
}

/**
 * Writes the venue only if it still has the version read: a save committed in between wins and
 * this one gets null, never silently overwriting it.
 */
export async function updateVenueRow(
  db: Db,
  companyId: number,
  seatWebId: number,
  version: number,
  values: VenueValues,
): Promise<SeatWebRow | null> {
  const [row] = await db
    .update(seatWebs)
    .set({ ...values, version: version + 1 })
    .where(and(eq(seatWebs.companyId, companyId), eq(seatWebs.seatWebId, seatWebId), eq(seatWebs.version, version)))
    .returning();
  return row ?? null;
}

/**
 * Deletes the venue, or disables it (bumping `version`) when it has orders or bookings from
 * `today` on that are not cancelled, in one transaction.
 */
export async function removeVenueRow(
  db: Db,
  seatWebId: number,
  version: number,
  today: string,
): Promise<'disabled' | 'deleted'> {
  return db.transaction(async (tx) => {
    const [{ n: orderCount }] = await tx.select({ n: count() }).from(orders).where(eq(orders.seatWebId, seatWebId));
    const [{ n: bookingCount }] = await tx
      .select({ n: count() })
      .from(tableReservations)
      .where(
        and(
          eq(tableReservations.seatWebId, seatWebId),
          gte(tableReservations.day, today),
          isNull(tableReservations.cancelledAt),
        ),
      );
    if (orderCount > 0 || bookingCount > 0) {
      await tx
        .update(seatWebs)
        .set({ enabled: false, version: version + 1 })
        .where(eq(seatWebs.seatWebId, seatWebId));
      return 'disabled' as const;
    }
    await tx.delete(seatWebs).where(eq(seatWebs.seatWebId, seatWebId));
    return 'deleted' as const;
  });
}
