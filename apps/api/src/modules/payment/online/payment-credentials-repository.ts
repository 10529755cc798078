// Each company's payment provider accounts (payment_credentials): saved with their secrets
// encrypted (payment-credentials.ts), read back decrypted, listed and removed. The only code
// touching that table.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { companies, paymentCredentials } from '../../../db/schema';
import {
  CredentialsError,
  decryptSecrets,
  encryptSecrets,
  type PaymentCredentials,
  type PaymentMode,
} from './payment-credentials';
import type { PaymentProviderName } from './payment-provider-names';

export async function savePaymentCredentials(
  db: DbOrTx,
  key: Buffer | null,
  companyId: number,
  credentials: PaymentCredentials,
): Promise<void> {
  const values = rowValues(key, companyId, credentials);
  await db
    .insert(paymentCredentials)
    .values(values)
    .onConflictDoUpdate({
      target: [paymentCredentials.companyId, paymentCredentials.provider],
      set: { ...values, version: nextVersion },
    });
}

/**
 * The keys screen's save (409 on a stale version): saves only when the row is still
 * at `expectedVersion` (0: still absent); false when someone saved or removed it first.
 */
export async function savePaymentCredentialsAtVersion(
  db: DbOrTx,
  key: Buffer | null,
  companyId: number,
  credentials: PaymentCredentials,
  expectedVersion: number,
): Promise<boolean> {
  const values = rowValues(key, companyId, credentials);
  const rows =
    expectedVersion === 0
      ? await db
          .insert(paymentCredentials)
          .values(values)
          .onConflictDoNothing()
          .returning({ version: paymentCredentials.version })
      : await db
          .update(paymentCredentials)
          .set({ ...values, version: nextVersion })
          .where(
            and(
              eq(paymentCredentials.companyId, companyId),
              eq(paymentCredentials.provider, credentials.provider),
              eq(paymentCredentials.version, expectedVersion),
            ),
          )
          .returning({ version: paymentCredentials.version });
  return rows.length > 0;
}

/** Every save raises the version, the configure command's too, so an open screen turns stale. */
const nextVersion = sql`${paymentCredentials.version} + 1`;

function rowValues(key: Buffer | null, companyId: number, credentials: PaymentCredentials) {
  const hasSecrets = Object.keys(credentials.secrets).length > 0;
  if (hasSecrets && !key) throw new CredentialsError('PAYMENTS_ENCRYPTION_KEY is required to store provider secrets');
  return {
    companyId,
    provider: credentials.provider,
    mode: credentials.mode,
    publicConfig: credentials.publicConfig,
    secretCiphertext: hasSecrets && key ? encryptSecrets(credentials.secrets, key) : null,
    updatedAt: new Date(),
  };
}

/** Removes the keys; with `expectedVersion`, only when the row is still at it (false otherwise). */
export async function deletePaymentCredentials(
  db: DbOrTx,
  companyId: number,
  provider: PaymentProviderName,
  expectedVersion?: number,
): Promise<boolean> {
  const rows = await db
    .delete(paymentCredentials)
    .where(
      and(
        eq(paymentCredentials.companyId, companyId),
        eq(paymentCredentials.provider, provider),
        expectedVersion === undefined ? undefined : eq(paymentCredentials.version, expectedVersion),
      ),
    )
    .returning({ provider: paymentCredentials.provider });
  return rows.length > 0;
}

/** The company's account at the provider, or null when it has none configured. */
export async function loadPaymentCredentials(
  db: DbOrTx,
  key: Buffer | null,
  companyId: number,
  provider: PaymentProviderName,
): Promise<PaymentCredentials | null> {
  const [row] = await db
    .select()
    .from(paymentCredentials)
    .where(and(eq(paymentCredentials.companyId, companyId), eq(paymentCredentials.provider, provider)))
    .limit(1);
  if (!row) return null;
  let secrets: Record<string, string> = {};
  if (row.secretCiphertext) {
    if (!key)
      throw new CredentialsError('PAYMENTS_ENCRYPTION_KEY is not set: the stored provider secrets cannot be read');
    secrets = decryptSecrets(row.secretCiphertext, key);
  }
  return { provider: row.provider, mode: row.mode, publicConfig: row.publicConfig, secrets };
}

export async function listConfiguredProviders(
  db: DbOrTx,
  companyId: number,
): Promise<Array<{ provider: PaymentProviderName; mode: PaymentMode }>> {
  return db
    .select({ provider: paymentCredentials.provider, mode: paymentCredentials.mode })
    .from(paymentCredentials)
    .where(eq(paymentCredentials.companyId, companyId));
}

/**
 * A 'simulated' account (no secrets) for each provider of the company named by its urlName,
 * unless it already has one (an operator's real account is never overwritten).
 */
export async function addSimulatedAccounts(
  db: DbOrTx,
  companyUrlName: string,
  providers: PaymentProviderName[],
): Promise<void> {
  const [company] = await db
    .select({ companyId: companies.companyId })
    .from(companies)
    .where(eq(companies.urlName, companyUrlName));
  if (!company) return;
  for (const provider of providers) {
    await db
      .insert(paymentCredentials)
      .values({ companyId: company.companyId, provider, mode: 'simulated', publicConfig: {}, secretCiphertext: null })
      .onConflictDoNothing();
  }
}
