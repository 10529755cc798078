// The companies that have white-label origins, as the origin map of white-label-origins.ts reads them.
import { ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies } from '../../db/schema';

export async function listWhiteLabelCompanies(
  db: Db,
): Promise<{ companyId: number; urlName: string; allowedOrigins: string[] }[]> {
  return db
    .select({ companyId: companies.companyId, urlName: companies.urlName, allowedOrigins: companies.allowedOrigins })
    .from(companies)
    .where(ne(companies.allowedOrigins, sql`'{}'::text[]`));
}
