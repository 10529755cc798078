// Demo staff (issue #11): an owner and a kitchen member per demo company, so the boards can be
// tried at once (README "Demo credentials"). Idempotent; the passwords are public demo
// values, stored as precomputed scrypt hashes so seeding stays fast.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { companies, seatWebs, staffMembers, staffMemberVenues } from '../../db/schema';

export const DEMO_OWNER_PASSWORD = 'titolare1';
export const DEMO_KITCHEN_PASSWORD = 'cucina123';
const OWNER_HASH = 'scrypt$32768$8$1$DMktcfzERtr4Lc8I-yNVTw$YwD5twU1_FGmPgr1l_N0KLogaGIbkvA1UpZkL34VZpU';
const KITCHEN_HASH = 'scrypt$32768$8$1$Azd_AHzXfnRK6WNzZm4pBA$JXEEAmxwDh7qg51HMRUx86DY5E_AyIVou2sGFNBgQQA';

export const demoOwnerEmail = (urlName: string) => `titolare@${urlName}.tavola.test`;
export const demoKitchenEmail = (urlName: string) => `cucina@${urlName}.tavola.test`;

export async function seedStaffDemoData(tx: Tx): Promise<void> {
  const rows = await tx.select({ companyId: companies.companyId, urlName: companies.urlName }).from(companies);
  for (const company of rows) {
    const existing = await tx.select({ id: staffMembers.staffMemberId }).from(staffMembers).where(eq(staffMembers.companyId, company.companyId)).limit(1);
    if (existing.length) continue;
    await tx.insert(staffMembers).values({
      companyId: company.companyId,
      email: demoOwnerEmail(company.urlName),
      name: 'Titolare',
      role: 'owner',
      passwordHash: OWNER_HASH,
    });
    const [kitchen] = await tx
      .insert(staffMembers)
      .values({ companyId: company.companyId, email: demoKitchenEmail(company.urlName), name: 'Cucina', role: 'staff', passwordHash: KITCHEN_HASH })
      .returning({ id: staffMembers.staffMemberId });
    const venues = await tx.select({ seatWebId: seatWebs.seatWebId }).from(seatWebs).where(eq(seatWebs.companyId, company.companyId));
    if (venues.length) await tx.insert(staffMemberVenues).values(venues.map((v) => ({ staffMemberId: kitchen.id, seatWebId: v.seatWebId })));
  }
}
