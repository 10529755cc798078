// The API's one parsed, typed configuration (house style, epic-stack): read once at start,
// failing with the list of bad variables instead of half-starting.
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
  /** Where the embedded database (and the generated session secret) live. */
  DATA_DIR: z.string().default('./data'),
  /** postgres://... to use a PostgreSQL server instead of the embedded PGlite. */
  DATABASE_URL: optionalString.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'must be a postgres:// or postgresql:// URL',
  }),
  /** The settings file's environment name (spec 000 §7): developer pages exist only in demo and dev. */
  APP_ENV: z.enum(['demo', 'dev', 'prod']).default('demo'),
  /** Secret that signs session tokens; generated into DATA_DIR when absent (never in prod). */
  SESSION_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /** Public origin of this deployment (used in e-mail links); defaults to the request's origin. */
  PUBLIC_ORIGIN: optionalString,
  /** Seed the demo companies on start when the database has none. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
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
  /** Maps service of the delivery form and venue search: 'offline' = built-in places, estimated distances (issue #3). */
  MAPS_PROVIDER: z.enum(['offline']).default('offline'),
  // Production runtime (issue #8).
  /** Tile URL template of the web app's maps; its host is allowed by the Content-Security-Policy. The web build reads the same variable. */
  MAP_TILE_URL: optionalString.transform((v) => v ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** Seconds a SIGTERM/SIGINT waits for requests in flight before the process exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
});

export type Config = z.output<typeof envSchema> & { dataDir: string; repoRoot: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  if (parsed.data.APP_ENV === 'prod' && !parsed.data.SESSION_SECRET) {
    throw new ConfigError(['SESSION_SECRET: required when APP_ENV=prod']);
  }
  // npm runs workspace scripts inside the workspace folder; INIT_CWD is where the user typed
  // the command, so `./data` means the repository's data folder, as the README says.
  const base = env.INIT_CWD ?? process.cwd();
  return { ...parsed.data, dataDir: path.resolve(base, parsed.data.DATA_DIR), repoRoot };
}
