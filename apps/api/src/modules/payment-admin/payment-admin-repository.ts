// The only code of the payment keys screen reading the database: a company's stored provider
// accounts as rows (secrets still encrypted). Saving and removing go through
// payment/online/payment-credentials-repository.ts, which encrypts.
import { and, eq } from 'drizzle-orm';
import type { PaymentProviderName } from '@tavola/domain/payment-provider-fields';
import type { Db } from '../../db/database';
import { paymentCredentials } from '../../db/schema';

export type PaymentCredentialsRow = typeof paymentCredentials.$inferSelect;

/** Every provider account the company has stored. */
export async function listCompanyPaymentCredentials(db: Db, companyId: number): Promise<PaymentCredentialsRow[]> {
  return db.select().from(paymentCredentials).where(eq(paymentCredentials.companyId, companyId));
}

/** The company's stored account at this provider, or null. */
export async function findCompanyPaymentCredentials(
  db: Db,
  companyId: number,
  provider: PaymentProviderName,
): Promise<PaymentCredentialsRow | null> {
  const [row] = await db
    .select()
    .from(paymentCredentials)
    .where(and(eq(paymentCredentials.companyId, companyId), eq(paymentCredentials.provider, provider)));
  return row ?? null;
}
