// What the staff session check reads on every staff request: the member a token names with
// their venues, and whether a venue belongs to a company. The only queries of staff-access.ts.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { seatWebs, staffMembers, staffMemberVenues } from '../db/schema';

export type StaffMemberRow = typeof staffMembers.$inferSelect;

/** The member and their own venues' ids, or null. */
export async function findMemberWithVenues(
  db: DbOrTx,
  staffMemberId: number,
): Promise<{ member: StaffMemberRow; seatWebIds: number[] } | null> {
  const [member] = await db.select().from(staffMembers).where(eq(staffMembers.staffMemberId, staffMemberId)).limit(1);
  if (!member) return null;
  const venues = await db
    .select({ seatWebId: staffMemberVenues.seatWebId })
    .from(staffMemberVenues)
    .where(eq(staffMemberVenues.staffMemberId, member.staffMemberId));
  return { member, seatWebIds: venues.map((v) => v.seatWebId) };
}

export async function isVenueOfCompany(db: DbOrTx, companyId: number, seatWebId: number): Promise<boolean> {
  const [venue] = await db
    .select({ seatWebId: seatWebs.seatWebId })
    .from(seatWebs)
    .where(and(eq(seatWebs.seatWebId, seatWebId), eq(seatWebs.companyId, companyId)));
  return Boolean(venue);
}
