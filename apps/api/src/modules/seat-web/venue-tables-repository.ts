// The tables of a venue as the diners see them: the ones in use (enabled), which a dine-in
// order may name. The back office edits them (menu-admin, /staff/menu/tables).
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { venueTables } from '../../db/schema';

export interface DinerVenueTable {
  number: number;
  name: string | null;
}

/** The venue's tables in use, by number. */
export async function listEnabledVenueTables(db: DbOrTx, seatWebId: number): Promise<DinerVenueTable[]> {
  return db
    .select({ number: venueTables.number, name: venueTables.name })
    .from(venueTables)
    .where(and(eq(venueTables.seatWebId, seatWebId), eq(venueTables.enabled, true)))
    .orderBy(asc(venueTables.number));
}

/** Whether the venue has this table and it is in use. */
export async function isEnabledVenueTable(db: DbOrTx, seatWebId: number, number: number): Promise<boolean> {
  const [row] = await db
    .select({ number: venueTables.number })
    .from(venueTables)
    .where(and(eq(venueTables.seatWebId, seatWebId), eq(venueTables.number, number), eq(venueTables.enabled, true)))
    .limit(1);
  return row !== undefined;
}

/** Whether the venue keeps any table in use. */
export async function hasEnabledVenueTables(db: DbOrTx, seatWebId: number): Promise<boolean> {
  const [row] = await db
    .select({ number: venueTables.number })
    .from(venueTables)
    .where(and(eq(venueTables.seatWebId, seatWebId), eq(venueTables.enabled, true)))
    .limit(1);
  return row !== undefined;
}
