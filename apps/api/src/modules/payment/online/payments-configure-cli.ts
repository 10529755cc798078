// `npm run payments:configure -- ...`: sets a company's account at a payment
// provider until the back-office screens exist. Secrets are encrypted with
// PAYMENTS_ENCRYPTION_KEY before they reach the database and are never printed.
//
//   npm run payments:configure -- --company demo --provider stripe --mode live \
//       --publishable-key pk_live_... --secret-key sk_live_... --webhook-secret whsec_...
//   npm run payments:configure -- --company demo --provider satispay --mode live \
//       --trial-mode false --key-id <Satispay key id> --private-key ./satispay-private.pem
//   npm run payments:configure -- --company demo --provider stripe --mode simulated
//   npm run payments:configure -- --company demo --provider stripe --remove
//   npm run payments:configure -- --company demo --list
import { PAYMENT_PROVIDER_FIELDS } from '@tavola/domain/payment-provider-fields';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, parseEncryptionKeyOrNull } from '../../../config';
import { DatabaseStartupError, openDatabase } from '../../../db/database';
import { findCompanyIdByUrlName } from './online-payments-repository';
import {
  deletePaymentCredentials,
  listConfiguredProviders,
  savePaymentCredentials,
} from './payment-credentials-repository';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from './payment-provider-names';

/** Per provider: flag -> field, public (sent to browsers) or secret (encrypted); from the domain's one list. */
export const PROVIDER_FIELDS: Record<
  PaymentProviderName,
  { public: Record<string, string>; secret: Record<string, string> }
> = Object.fromEntries(
  PAYMENT_PROVIDERS.map((p) => [
    p,
    {
      public: Object.fromEntries(PAYMENT_PROVIDER_FIELDS[p].filter((f) => !f.secret).map((f) => [f.flag, f.name])),
      secret: Object.fromEntries(PAYMENT_PROVIDER_FIELDS[p].filter((f) => f.secret).map((f) => [f.flag, f.name])),
    },
  ]),
) as Record<PaymentProviderName, { public: Record<string, string>; secret: Record<string, string> }>;

const usage = `Usage: npm run payments:configure -- --company <urlName> (--list | --provider <${PAYMENT_PROVIDERS.join('|')}> (--mode live|simulated [fields] | --remove))
Fields: ${PAYMENT_PROVIDERS.map((p) => `${p}: ${[...Object.keys(PROVIDER_FIELDS[p].public), ...Object.keys(PROVIDER_FIELDS[p].secret)].map((f) => `--${f}`).join(' ')}`).join('; ')}`;

export async function runPaymentsConfigure(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const flagNames = new Set(
    PAYMENT_PROVIDERS.flatMap((p) => [
      ...Object.keys(PROVIDER_FIELDS[p].public),
      ...Object.keys(PROVIDER_FIELDS[p].secret),
    ]),
  );
  const options: Record<string, { type: 'string' | 'boolean' }> = {
    company: { type: 'string' },
    provider: { type: 'string' },
    mode: { type: 'string' },
    remove: { type: 'boolean' },
    list: { type: 'boolean' },
  };
  for (const f of flagNames) options[f] = { type: 'string' };
  const { values } = parseArgs({ args: argv, options, strict: true });
  const company = values.company as string | undefined;
  if (!company) throw new Error(usage);

  const config = loadConfig(env);
  const key = config.PAYMENTS_ENCRYPTION_KEY ? parseEncryptionKeyOrNull(config.PAYMENTS_ENCRYPTION_KEY) : null;
  const opened = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: path.resolve(config.dataDir) },
  );
  try {
    const companyId = await findCompanyIdByUrlName(opened.db, company);
    if (companyId === null) throw new Error(`No company with urlName '${company}'.`);
    if (values.list) {
      const list = await listConfiguredProviders(opened.db, companyId);
      return list.length
        ? list.map((p) => `${p.provider}: ${p.mode}`).join('\n')
        : `No payment providers configured for '${company}'.`;
    }
    const provider = values.provider as PaymentProviderName | undefined;
    if (!provider || !PAYMENT_PROVIDERS.includes(provider)) throw new Error(usage);
    if (values.remove) {
      await deletePaymentCredentials(opened.db, companyId, provider);
      return `${provider} removed for '${company}'.`;
    }
    const mode = values.mode;
    if (mode !== 'live' && mode !== 'simulated') throw new Error(`--mode must be live or simulated.\n${usage}`);
    if (mode === 'simulated' && config.APP_ENV === 'prod')
      throw new Error('The simulated mode exists only when APP_ENV is demo or dev.');
    const fields = PROVIDER_FIELDS[provider];
    const publicConfig: Record<string, string | boolean> = {};
    const secrets: Record<string, string> = {};
    for (const [flag, field] of Object.entries(fields.public)) {
      const v = values[flag] as string | undefined;
      if (v !== undefined) publicConfig[field] = field === 'trialMode' ? v === 'true' : v;
    }
    for (const [flag, field] of Object.entries(fields.secret)) {
      const v = values[flag] as string | undefined;
      // Satispay's RSA private key: the PEM itself (--private-key=...) or the path of its file.
      if (v !== undefined)
        secrets[field] =
          field === 'privateKey' && !v.includes('-----BEGIN') ? readFileSync(path.resolve(v), 'utf8') : v;
    }
    for (const flag of Object.keys(values)) {
      if (flagNames.has(flag) && !(flag in fields.public) && !(flag in fields.secret))
        throw new Error(`--${flag} is not a ${provider} field.`);
    }
    if (mode === 'live') {
      const missing = [...Object.keys(fields.public), ...Object.keys(fields.secret)].filter(
        (f) => values[f] === undefined && f !== 'trial-mode',
      );
      if (missing.length) throw new Error(`Missing for ${provider} live: ${missing.map((f) => `--${f}`).join(' ')}`);
      if (!key)
        throw new Error('PAYMENTS_ENCRYPTION_KEY must be set (32 bytes, base64 or hex) to store provider secrets.');
    }
    await savePaymentCredentials(opened.db, key, companyId, {
      provider,
      mode,
      publicConfig: mode === 'live' ? publicConfig : {},
      secrets: mode === 'live' ? secrets : {},
    });
    // Satispay is told its callback URL with each payment: nothing to register.
    if (provider === 'satispay')
      return `${provider} configured for '${company}' (${mode}). Satispay calls back <PUBLIC_ORIGIN>/api/satispay/callback/${company} (set with each payment).`;
    return `${provider} configured for '${company}' (${mode}). Webhook URL to register: <PUBLIC_ORIGIN>/api/${provider}/webhook/${company}`;
  } finally {
    await opened.close();
  }
}

const isMain = process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]));
if (isMain) {
  runPaymentsConfigure(process.argv.slice(2))
    .then((message) => console.log(message))
    .catch((error: unknown) => {
      console.error(
        error instanceof ConfigError || error instanceof DatabaseStartupError
          ? error.message
          : (error as Error).message,
      );
      process.exitCode = 1;
    });
}
