// The API's one parsed, typed configuration (house style, epic-stack): read once at start,
// failing with the list of bad variables instead of half-starting.
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Which proxies' X-Forwarded-For/-Proto/-Host are believed (#8 hole 2): a hop count ('1' for
   * one TLS proxy in front) or a comma-separated list of addresses/CIDRs. Unset: none, the
   * socket's address is the client's, so a client cannot pick its own rate-limit key.
   */
  TRUST_PROXY: optionalString.transform((v, ctx) => {
    if (v === undefined) return false as const;
    if (/^\d+$/.test(v)) return Number(v);
    const list = v.split(',').map((a) => a.trim()).filter(Boolean);
    const bad = list.filter((a) => {
      const [address, bits, ...rest] = a.split('/');
      if (rest.length > 0 || isIP(address) === 0) return true;
      if (bits === undefined) return false;
      return !/^\d+$/.test(bits) || Number(bits) > (isIP(address) === 4 ? 32 : 128);
    });
    if (list.length === 0 || bad.length > 0) {
      ctx.addIssue({ code: 'custom', message: `must be a hop count or a list of addresses/CIDRs (bad: ${bad.join(', ') || v})` });
      return z.NEVER;
    }
    return list;
  }),
  /** Where the embedded database (and the generated session secret) live. */
  DATA_DIR: z.string().default('./data'),
  /** postgres://... to use a PostgreSQL server instead of the embedded PGlite. */
  DATABASE_URL: optionalString.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'must be a postgres:// or postgresql:// URL',
  }),
  /**
   * The settings file's environment name (spec 000 §7): developer pages, the test card and the
   * demo data exist only in demo and dev. Unset: the mode of the command line (`--demo` for
   * `npm run demo`, `--dev` for `npm run dev`), else prod, so a deployment that forgets it
   * publishes nothing demo-only (#8 hole 7).
   */
  APP_ENV: z.enum(['demo', 'dev', 'prod']).optional(),
  /** Secret that signs session tokens; generated into DATA_DIR when absent (never in prod). */
  SESSION_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /**
   * Public origin of this deployment: e-mail links, messaging replies and webhook signatures are
   * built from it (and the companies' allowed origins), never from request headers (#8).
   * Required in prod; in demo and dev it defaults to http://localhost:PORT.
   */
  PUBLIC_ORIGIN: optionalString.refine((v) => v === undefined || /^https?:\/\/[^/?#\s]+\/?$/.test(v), {
    message: 'must be an http(s) origin such as https://ordini.example.it',
  }),
  /** Seed the demo companies on start when the database has none; default: only in demo mode. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built web app served on the same port; absent folder means API only. */
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** Settings file values for the table-booking messaging channels (spec 001 §3). */
  // Demo values (issue #5): set the venue group's real number and bot in production.
  BOOKING_WHATSAPP_NUMBER: z.string().default('+390212345678'),
  BOOKING_SMS_NUMBER: z.string().default('+390212345679'),
  BOOKING_TELEGRAM_BOT: z.string().default('TavolaDemoBot'),
  // Booking service webhooks (issue #5). A secret left unset is a demo value in demo and dev,
  // and switches its channel off in prod (apps/api/src/modules/booking/booking-secrets.ts).
  /** The secret_token given to Telegram's setWebhook; sent back as X-Telegram-Bot-Api-Secret-Token. */
  TELEGRAM_WEBHOOK_SECRET: optionalString,
  /** Meta app secret: X-Hub-Signature-256 of the WhatsApp Cloud API webhook. */
  WHATSAPP_APP_SECRET: optionalString,
  /** hub.verify_token of the WhatsApp webhook subscription. */
  WHATSAPP_VERIFY_TOKEN: optionalString,
  /** Graph API token and phone-number id to send WhatsApp messages; absent: they are only logged. */
  WHATSAPP_ACCESS_TOKEN: optionalString,
  WHATSAPP_PHONE_NUMBER_ID: optionalString,
  /** Twilio auth token: X-Twilio-Signature of inbound SMS. */
  TWILIO_AUTH_TOKEN: optionalString,
  /** Minutes an unverified reservation holds its places. */
  RESERVATION_VERIFY_TIMEOUT_MINUTES: z.coerce.number().positive().default(15),
  /** Signs the cancellation tokens (spec 001 §9); absent: derived from the session secret. */
  BOOKING_TOKEN_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  DEMO_COMPANY: z.string().default('demo'),
  /** smtp(s)://user:pass@host:port to deliver e-mail; absent: every mail stays in the outbox table (/dev/outbox). */
  SMTP_URL: optionalString.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
    message: 'must be an smtp:// or smtps:// URL',
  }),
  /** Sender of every e-mail. */
  MAIL_FROM: z.string().default('Tavola <noreply@tavola.local>'),
  /** Lifetime of the e-mail link that confirms an anonymous cash order (spec README: expiring check codes). */
  ORDER_CONFIRM_TTL_HOURS: z.coerce.number().positive().default(24),
  // Accounts (issue #4, spec 001 §4, §7).
  /** OAuth client id of the Google sign-in button; absent: no Google sign-in (no button, 400 on the call). */
  GOOGLE_CLIENT_ID: optionalString,
  /** Where Google's public keys are published; tests point it at a local JWKS. */
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** Product marketing site for companies more than 60 days past end of service; absent: start-error 1. */
  MARKETING_SITE_URL: optionalString,
  /** Lifetime of the registration-confirmation link. */
  CONFIRM_REGISTRATION_TTL_HOURS: z.coerce.number().positive().default(72),
  /** Lifetime of the reset-password link. */
  RESET_PASSWORD_TTL_MINUTES: z.coerce.number().positive().default(60),
  /** Rate limits: sign-in attempts per address and e-mail in 5 minutes. */
  RATE_LIMIT_LOGIN_MAX: z.coerce.number().int().positive().default(10),
  /** Registrations per address in an hour. */
  RATE_LIMIT_REGISTRATION_MAX: z.coerce.number().int().positive().default(20),
  /** Calls that send an e-mail, per address in 15 minutes. */
  RATE_LIMIT_MAIL_MAX: z.coerce.number().int().positive().default(10),
  /** Table reservations added per address in 15 minutes: unverified ones hold places (#5). */
  RATE_LIMIT_BOOKING_MAX: z.coerce.number().int().positive().default(60),
  /** ConfermaDesktop calls per phone in an hour: each messages the phone it names (#8 hole 9). */
  RATE_LIMIT_DESKTOP_PHONE_MAX: z.coerce.number().int().positive().default(5),
  /** Maps service of the delivery form and venue search: 'offline' = built-in places, estimated distances (issue #3). */
  MAPS_PROVIDER: z.enum(['offline']).default('offline'),
});

type ParsedEnv = z.output<typeof envSchema>;
export type AppEnv = 'demo' | 'dev' | 'prod';

export type Config = Omit<ParsedEnv, 'APP_ENV' | 'SEED_DEMO'> & {
  APP_ENV: AppEnv;
  SEED_DEMO: boolean;
  dataDir: string;
  repoRoot: string;
  /** The origin mailed links may point to besides each company's allowed origins (#8 hole 1). */
  publicOrigin: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** How the server was started: `--demo` (npm run demo) or `--dev` (npm run dev); nothing means production. */
export type StartMode = 'demo' | 'dev';

export function modeFromArgv(argv: readonly string[] = process.argv): StartMode | undefined {
  if (argv.includes('--demo')) return 'demo';
  if (argv.includes('--dev')) return 'dev';
  return undefined;
}

/**
 * Parses the environment. `mode` gives the defaults of a start script (a flag, so it works the
 * same on every shell); variables set explicitly always win over it.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: { mode?: StartMode } = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const APP_ENV: AppEnv = parsed.data.APP_ENV ?? options.mode ?? 'prod';
  // The demo companies in dev too when started as `npm run dev`; never unasked in prod.
  const SEED_DEMO = parsed.data.SEED_DEMO ?? (options.mode !== undefined && APP_ENV !== 'prod');
  if (APP_ENV === 'prod') {
    const missing = [
      ...(parsed.data.SESSION_SECRET ? [] : ['SESSION_SECRET: required when APP_ENV=prod (32+ random characters)']),
      ...(parsed.data.PUBLIC_ORIGIN ? [] : ['PUBLIC_ORIGIN: required when APP_ENV=prod (e.g. https://ordini.example.it)']),
    ];
    if (missing.length > 0) {
      const hint = parsed.data.APP_ENV ? [] : ['APP_ENV: prod when unset; to try the demo run `npm run demo` (or set APP_ENV=demo)'];
      throw new ConfigError([...missing, ...hint]);
    }
  }
  // npm runs workspace scripts inside the workspace folder; INIT_CWD is where the user typed
  // the command, so `./data` means the repository's data folder, as the README says.
  const base = env.INIT_CWD ?? process.cwd();
  // Never the request's Host or X-Forwarded-*: they would decide where a mailed secret goes.
  const publicOrigin = new URL(parsed.data.PUBLIC_ORIGIN ?? `http://localhost:${parsed.data.PORT}`).origin;
  return { ...parsed.data, APP_ENV, SEED_DEMO, dataDir: path.resolve(base, parsed.data.DATA_DIR), repoRoot, publicOrigin };
}
