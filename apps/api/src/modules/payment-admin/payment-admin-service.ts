// The owner's payment keys:
// each company's account at the five providers, stored by payment-credentials.ts (secrets
// AES-256-GCM under PAYMENTS_ENCRYPTION_KEY). Secrets are write-only: what goes back is the
// mode, the public fields and the NAMES of the secrets stored, never a value; nothing here
// logs. A secret left empty keeps the stored one, so an owner can change the publishable key
// without typing the secret key again.
import { badRequest, staleVersion } from '@tavola/domain/error-codes';
import {
  PAYMENT_PROVIDER_FIELDS,
  PAYMENT_PROVIDERS,
  type ConnectionTestResult,
  type PaymentCredentialsInput,
  type PaymentProviderName,
  type PaymentProviderStatus,
  type PaymentSettings,
} from '@tavola/domain/payment-provider-fields';
import type { Db } from '../../db/database';
import type { OnlinePayments } from '../payment/online/online-payments';
import { CredentialsError, decryptSecrets, type PaymentCredentials } from '../payment/online/payment-credentials';
import { deletePaymentCredentials, listConfiguredProviders, savePaymentCredentialsAtVersion } from '../payment';
import { findCompanyPaymentCredentials, listCompanyPaymentCredentials } from './payment-admin-repository';

export interface PaymentAdminContext {
  db: Db;
  /** PAYMENTS_ENCRYPTION_KEY, parsed; null when the server has none. */
  key: Buffer | null;
  /** False in production: the simulated providers do not exist there. */
  simulatedAllowed: boolean;
  onlinePayments: Pick<OnlinePayments, 'testConnection'>;
}

export const SIMULATED_NOT_ALLOWED_MESSAGE = 'La modalità simulata non è disponibile in produzione.';
export const ENCRYPTION_KEY_MISSING_MESSAGE =
  'Il server non ha una chiave di cifratura (PAYMENTS_ENCRYPTION_KEY): le chiavi segrete non possono essere salvate.';
export const SECRETS_UNREADABLE_MESSAGE =
  'Le chiavi segrete salvate non sono leggibili con la chiave di cifratura attuale: inseriscile di nuovo tutte.';
export const UNKNOWN_FIELD_MESSAGE = 'Campo non previsto per questo fornitore.';
export const FIELD_REQUIRED_MESSAGE = 'Campo obbligatorio per la modalità reale';
export const FIELD_TYPE_MESSAGE = 'Valore non valido';
export const STALE_PAYMENT_MESSAGE =
  'Qualcun altro ha modificato le chiavi di questo fornitore mentre le stavi modificando. Ricarica per vedere la versione attuale e ripeti la modifica.';

export async function listPaymentSettings(ctx: PaymentAdminContext, companyId: number): Promise<PaymentSettings> {
  const rows = await listCompanyPaymentCredentials(ctx.db, companyId);
  const providers: PaymentProviderStatus[] = PAYMENT_PROVIDERS.map((provider) => {
    const row = rows.find((r) => r.provider === provider);
    const fields = PAYMENT_PROVIDER_FIELDS[provider];
    if (!row)
      return {
        provider,
        configured: false,
        mode: null,
        publicFields: {},
        secretsSet: [],
        secretsReadable: true,
        updatedAt: null,
        version: 0,
      };
    const secrets = readSecrets(row.secretCiphertext, ctx.key);
    const publicFields = Object.fromEntries(
      fields
        .filter((f) => !f.secret && row.publicConfig[f.name] !== undefined)
        .map((f) => [f.name, row.publicConfig[f.name]]),
    );
    return {
      provider,
      configured: true,
      mode: row.mode,
      publicFields,
      secretsSet: secrets ? fields.filter((f) => f.secret && secrets[f.name]).map((f) => f.name) : [],
      secretsReadable: secrets !== null,
      updatedAt: row.updatedAt.toISOString(),
      version: row.version,
    };
  });
  return { providers, simulatedAllowed: ctx.simulatedAllowed, encryptionKeyConfigured: ctx.key !== null };
}

/** The stored secrets, {} when there are none, null when they cannot be read. */
function readSecrets(ciphertext: string | null, key: Buffer | null): Record<string, string> | null {
  if (!ciphertext) return {};
  if (!key) return null;
  try {
    return decryptSecrets(ciphertext, key);
  } catch (error) {
    if (error instanceof CredentialsError) return null;
    throw error;
  }
}

export async function savePaymentSettings(
  ctx: PaymentAdminContext,
  companyId: number,
  provider: PaymentProviderName,
  input: Required<Pick<PaymentCredentialsInput, 'mode'>> & {
    fields: Record<string, string | boolean>;
    version: number;
  },
): Promise<PaymentSettings> {
  if (input.mode === 'simulated' && !ctx.simulatedAllowed) {
    throw badRequest('SIMULATED_NOT_ALLOWED', SIMULATED_NOT_ALLOWED_MESSAGE, [
      { path: 'body.mode', message: SIMULATED_NOT_ALLOWED_MESSAGE },
    ]);
  }
  const fields = PAYMENT_PROVIDER_FIELDS[provider];
  const problems: { path: string; message: string }[] = [];
  for (const [name, value] of Object.entries(input.fields)) {
    const field = fields.find((f) => f.name === name);
    if (!field) problems.push({ path: `body.fields.${name}`, message: UNKNOWN_FIELD_MESSAGE });
    else if ((field.kind === 'boolean') !== (typeof value === 'boolean'))
      problems.push({ path: `body.fields.${name}`, message: FIELD_TYPE_MESSAGE });
  }
  if (problems.length)
    throw badRequest('VALIDATION', `${problems.map((p) => p.path).join(', ')}: ${problems[0].message}`, problems);

  const row = await findCompanyPaymentCredentials(ctx.db, companyId, provider);
  // Checked here so a stale form gets the 409 rather than a complaint about fields it did not
  // know were changed; the save below checks again, atomically.
  if ((row?.version ?? 0) !== input.version) throw staleVersion('STALE_VERSION', STALE_PAYMENT_MESSAGE);
  const storedSecrets = row ? readSecrets(row.secretCiphertext, ctx.key) : {};
  const publicConfig: Record<string, string | boolean> = { ...(row?.publicConfig ?? {}) };
  const secrets: Record<string, string> = { ...(storedSecrets ?? {}) };
  for (const field of fields) {
    const value = input.fields[field.name];
    if (value === undefined) continue;
    if (field.secret) {
      // Empty: keep what is stored (the screen never shows a secret again).
      if (typeof value === 'string' && value !== '') secrets[field.name] = value;
    } else if (value === '') delete publicConfig[field.name];
    else publicConfig[field.name] = value;
  }
  if (
    storedSecrets === null &&
    fields.some((f) => f.secret && !(typeof input.fields[f.name] === 'string' && input.fields[f.name] !== ''))
  ) {
    throw badRequest('PAYMENT_SECRETS_UNREADABLE', SECRETS_UNREADABLE_MESSAGE);
  }
  if (input.mode === 'live') {
    const missing = fields.filter(
      (f) =>
        f.requiredLive &&
        (f.secret ? !secrets[f.name] : publicConfig[f.name] === undefined || publicConfig[f.name] === ''),
    );
    if (missing.length) {
      throw badRequest(
        'VALIDATION',
        `${FIELD_REQUIRED_MESSAGE}: ${missing.map((f) => f.label.it).join(', ')}`,
        missing.map((f) => ({ path: `body.fields.${f.name}`, message: FIELD_REQUIRED_MESSAGE })),
      );
    }
  }
  if (Object.keys(secrets).length > 0 && !ctx.key)
    throw badRequest('PAYMENTS_KEY_MISSING', ENCRYPTION_KEY_MISSING_MESSAGE);
  const credentials: PaymentCredentials = { provider, mode: input.mode, publicConfig, secrets };
  if (!(await savePaymentCredentialsAtVersion(ctx.db, ctx.key, companyId, credentials, input.version))) {
    throw staleVersion('STALE_VERSION', STALE_PAYMENT_MESSAGE);
  }
  return listPaymentSettings(ctx, companyId);
}

/** Removes the keys the owner saw (`version`); 409 when they changed or went meanwhile. */
export async function removePaymentSettings(
  ctx: PaymentAdminContext,
  companyId: number,
  provider: PaymentProviderName,
  version: number,
): Promise<PaymentSettings> {
  if (!(await deletePaymentCredentials(ctx.db, companyId, provider, version)))
    throw staleVersion('STALE_VERSION', STALE_PAYMENT_MESSAGE);
  return listPaymentSettings(ctx, companyId);
}

/** "Test the connection": asks the provider with the stored keys; never answers a secret. */
export async function testPaymentConnection(
  ctx: PaymentAdminContext,
  companyId: number,
  provider: PaymentProviderName,
): Promise<ConnectionTestResult> {
  const configured = (await listConfiguredProviders(ctx.db, companyId)).find((p) => p.provider === provider);
  if (!configured || (configured.mode === 'simulated' && !ctx.simulatedAllowed))
    return { provider, result: 'not_configured' };
  let test: Awaited<ReturnType<OnlinePayments['testConnection']>>;
  try {
    test = await ctx.onlinePayments.testConnection(companyId, provider);
  } catch (error) {
    // Stored secrets that cannot be decrypted: the keys must be typed again.
    if (error instanceof CredentialsError) return { provider, result: 'credentials_rejected' };
    throw error;
  }
  if (test === null) return { provider, result: 'not_supported' };
  return { provider, result: test.ok ? 'ok' : test.reason };
}
