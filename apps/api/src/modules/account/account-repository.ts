// The account module's reads of the database that belong to no other module.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies } from '../../db/schema';

/** The white-label origins configured for the company (none when there is no such company). */
export async function findCompanyAllowedOrigins(db: Db, companyId: number): Promise<string[]> {
  const [company] = await db.select({ allowedOrigins: companies.allowedOrigins }).from(companies).where(eq(companies.companyId, companyId));
  return company?.allowedOrigins ?? [];
}
