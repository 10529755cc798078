// The only code touching staff_members and staff_member_venues.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { companies, seatWebs, staffMembers, staffMemberVenues } from '../../db/schema';

export type StaffMemberRow = typeof staffMembers.$inferSelect;

export async function findCompanyByUrlName(db: DbOrTx, urlName: string) {
  const [row] = await db.select().from(companies).where(eq(companies.urlName, urlName)).limit(1);
  return row ?? null;
}

export async function findCompanyById(db: DbOrTx, companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.companyId, companyId)).limit(1);
  return row ?? null;
}

export async function findStaffMemberByEmail(db: DbOrTx, companyId: number, email: string) {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.companyId, companyId), eq(staffMembers.email, email.trim().toLowerCase())))
    .limit(1);
  return row ?? null;
}

export async function findStaffMember(db: DbOrTx, companyId: number, staffMemberId: number) {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.companyId, companyId), eq(staffMembers.staffMemberId, staffMemberId)))
    .limit(1);
  return row ?? null;
}

export async function findStaffMemberById(db: DbOrTx, staffMemberId: number) {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.staffMemberId, staffMemberId)).limit(1);
  return row ?? null;
}

export async function listVenueIdsOf(db: DbOrTx, staffMemberIds: number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>(staffMemberIds.map((id) => [id, []]));
  if (staffMemberIds.length === 0) return result;
  const rows = await db
    .select()
    .from(staffMemberVenues)
    .where(inArray(staffMemberVenues.staffMemberId, staffMemberIds));
  for (const row of rows) result.get(row.staffMemberId)?.push(row.seatWebId);
  return result;
}

export async function listCompanyVenues(db: DbOrTx, companyId: number) {
  return db
    .select({ seatWebId: seatWebs.seatWebId, name: seatWebs.name })
    .from(seatWebs)
    .where(eq(seatWebs.companyId, companyId))
    .orderBy(asc(seatWebs.sortOrder), asc(seatWebs.seatWebId));
}

export async function listStaffMembers(db: DbOrTx, companyId: number) {
  return db
    .select()
    .from(staffMembers)
    .where(eq(staffMembers.companyId, companyId))
    .orderBy(asc(staffMembers.staffMemberId));
}

export async function insertStaffMember(
  db: DbOrTx,
  values: Pick<
    typeof staffMembers.$inferInsert,
    'companyId' | 'email' | 'name' | 'role' | 'passwordHash' | 'invitedBy'
  >,
  seatWebIds: number[],
): Promise<StaffMemberRow> {
  const [row] = await db
    .insert(staffMembers)
    .values({ ...values, email: values.email.trim().toLowerCase() })
    .returning();
  await setVenues(db, row.staffMemberId, seatWebIds);
  return row;
}

export async function setVenues(db: DbOrTx, staffMemberId: number, seatWebIds: number[]) {
  await db.delete(staffMemberVenues).where(eq(staffMemberVenues.staffMemberId, staffMemberId));
  if (seatWebIds.length) {
    await db
      .insert(staffMemberVenues)
      .values([...new Set(seatWebIds)].map((seatWebId) => ({ staffMemberId, seatWebId })));
  }
}

export async function updateStaffMember(
  db: DbOrTx,
  staffMemberId: number,
  values: Partial<typeof staffMembers.$inferInsert>,
) {
  await db.update(staffMembers).set(values).where(eq(staffMembers.staffMemberId, staffMemberId));
}

/** Ends every session of the member at once (their token's version no longer matches). */
export async function bumpSessionVersion(
  db: DbOrTx,
  staffMemberId: number,
  extra: Partial<typeof staffMembers.$inferInsert> = {},
) {
  await db
    .update(staffMembers)
    .set({ ...extra, sessionVersion: sql`${staffMembers.sessionVersion} + 1` })
    .where(eq(staffMembers.staffMemberId, staffMemberId));
}

/** Every company, for seeding the demo staff. */
export async function listCompaniesForDemoStaff(db: DbOrTx) {
  return db.select({ companyId: companies.companyId, urlName: companies.urlName }).from(companies);
}

export async function companyHasStaff(db: DbOrTx, companyId: number): Promise<boolean> {
  const existing = await db
    .select({ id: staffMembers.staffMemberId })
    .from(staffMembers)
    .where(eq(staffMembers.companyId, companyId))
    .limit(1);
  return existing.length > 0;
}

type DemoStaffValues = Pick<typeof staffMembers.$inferInsert, 'email' | 'name' | 'role' | 'passwordHash'>;

/** Adds a company's demo owner and its kitchen member, who works in every venue of the company. */
export async function insertDemoStaff(
  db: DbOrTx,
  companyId: number,
  owner: DemoStaffValues,
  kitchenMember: DemoStaffValues,
): Promise<void> {
  await db.insert(staffMembers).values({ companyId, ...owner });
  const [kitchen] = await db
    .insert(staffMembers)
    .values({ companyId, ...kitchenMember })
    .returning({ id: staffMembers.staffMemberId });
  const venues = await db
    .select({ seatWebId: seatWebs.seatWebId })
    .from(seatWebs)
    .where(eq(seatWebs.companyId, companyId));
  if (venues.length)
    await db
      .insert(staffMemberVenues)
      .values(venues.map((v) => ({ staffMemberId: kitchen.id, seatWebId: v.seatWebId })));
}
