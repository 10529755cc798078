// The account module's reads of the database that belong to no other module, and the check
// codes (one-time secrets of mailed links, stored as hashes; check-codes.ts).
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { checkCodes, companies } from '../../db/schema';

/** The white-label origins configured for the company (none when there is no such company). */
export async function findCompanyAllowedOrigins(db: Db, companyId: number): Promise<string[]> {
  const [company] = await db
    .select({ allowedOrigins: companies.allowedOrigins })
    .from(companies)
    .where(eq(companies.companyId, companyId));
  return company?.allowedOrigins ?? [];
}

/** The company's trade name, the sender of its mails (null when there is no such company). */
export async function findCompanyTradeName(db: Db, companyId: number): Promise<string | null> {
  const [company] = await db
    .select({ tradeName: companies.tradeName })
    .from(companies)
    .where(eq(companies.companyId, companyId));
  return company ? company.tradeName : null;
}

/** Whom a check code was issued to: a purpose and a customer, an order or a staff member. */
export interface CheckCodeOwner {
  purpose: string;
  customerId?: number | null;
  orderId?: number | null;
  staffMemberId?: number | null;
}

function ownerFilter(owner: CheckCodeOwner) {
  return and(
    eq(checkCodes.purpose, owner.purpose),
    owner.customerId != null ? eq(checkCodes.customerId, owner.customerId) : isNull(checkCodes.customerId),
    owner.orderId != null ? eq(checkCodes.orderId, owner.orderId) : isNull(checkCodes.orderId),
    owner.staffMemberId != null ? eq(checkCodes.staffMemberId, owner.staffMemberId) : isNull(checkCodes.staffMemberId),
  );
}

/** Retires (marks used) every unused code of this owner. */
export async function retireCheckCodes(db: DbOrTx, owner: CheckCodeOwner, now: Date): Promise<void> {
  await db
    .update(checkCodes)
    .set({ usedAt: now })
    .where(and(ownerFilter(owner), isNull(checkCodes.usedAt)));
}

/** Stores a new code of this owner by its hash. */
export async function insertCheckCode(
  db: DbOrTx,
  owner: CheckCodeOwner,
  codeHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(checkCodes).values({
    purpose: owner.purpose,
    customerId: owner.customerId ?? null,
    orderId: owner.orderId ?? null,
    staffMemberId: owner.staffMemberId ?? null,
    codeHash,
    expiresAt,
  });
}

/** The owner's unused codes (expired ones included). */
export async function listUnusedCheckCodes(
  db: DbOrTx,
  owner: CheckCodeOwner,
): Promise<{ id: number; codeHash: string; expiresAt: Date }[]> {
  return db
    .select({ id: checkCodes.checkCodeId, codeHash: checkCodes.codeHash, expiresAt: checkCodes.expiresAt })
    .from(checkCodes)
    .where(and(ownerFilter(owner), isNull(checkCodes.usedAt)));
}

/** Marks the code used; false when it already was (a concurrent second use updates nothing). */
export async function markCheckCodeUsed(db: DbOrTx, checkCodeId: number, now: Date): Promise<boolean> {
  const used = await db
    .update(checkCodes)
    .set({ usedAt: now })
    .where(and(eq(checkCodes.checkCodeId, checkCodeId), isNull(checkCodes.usedAt)))
    .returning({ id: checkCodes.checkCodeId });
  return used.length === 1;
}

/** The hashes of every code this owner was ever given, used, retired or expired alike. */
export async function listIssuedCheckCodeHashes(db: DbOrTx, owner: CheckCodeOwner): Promise<{ codeHash: string }[]> {
  return db.select({ codeHash: checkCodes.codeHash }).from(checkCodes).where(ownerFilter(owner));
}
