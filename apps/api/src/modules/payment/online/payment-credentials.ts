// Each company's payment provider accounts (issue #9 "Credentials and configuration"): stored
// per company and provider; the public parts (publishable key, client id, alias, trial mode)
// in clear, every secret encrypted at rest with AES-256-GCM under PAYMENTS_ENCRYPTION_KEY.
// Only the public parts ever reach the browser; secrets never go to logs.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { paymentCredentials, type PaymentProviderName } from '../../../db/schema';

export type PaymentMode = 'live' | 'simulated';

export interface PaymentCredentials {
  provider: PaymentProviderName;
  mode: PaymentMode;
  publicConfig: Record<string, string | boolean>;
  secrets: Record<string, string>;
}

export class CredentialsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CredentialsError';
  }
}

const VERSION = 'v1';

/** 'v1.<iv>.<tag>.<ciphertext>' (base64url): a fresh 96-bit IV per secret, the tag authenticates. */
export function encryptSecrets(secrets: Record<string, string>, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

export function decryptSecrets(value: string, key: Buffer): Record<string, string> {
  const [version, iv, tag, data] = value.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) throw new CredentialsError('unreadable encrypted secrets');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    return JSON.parse(plain) as Record<string, string>;
  } catch {
    // A wrong key or tampered data: say so without echoing anything.
    throw new CredentialsError('the secrets cannot be decrypted with PAYMENTS_ENCRYPTION_KEY');
  }
}

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
    .onConflictDoUpdate({ target: [paymentCredentials.companyId, paymentCredentials.provider], set: { ...values, version: nextVersion } });
}

/**
 * The keys screen's save (issue #13, 409 on a stale version): saves only when the row is still
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
      ? await db.insert(paymentCredentials).values(values).onConflictDoNothing().returning({ version: paymentCredentials.version })
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
    if (!key) throw new CredentialsError('PAYMENTS_ENCRYPTION_KEY is not set: the stored provider secrets cannot be read');
    secrets = decryptSecrets(row.secretCiphertext, key);
  }
  return { provider: row.provider, mode: row.mode, publicConfig: row.publicConfig, secrets };
}

export async function listConfiguredProviders(db: DbOrTx, companyId: number): Promise<Array<{ provider: PaymentProviderName; mode: PaymentMode }>> {
  return db
    .select({ provider: paymentCredentials.provider, mode: paymentCredentials.mode })
    .from(paymentCredentials)
    .where(eq(paymentCredentials.companyId, companyId));
}
