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

/** A positive id, or absent when unset or blank. */
const optionalId = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.coerce.number().int().positive().optional(),
);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Which proxies' X-Forwarded-For/-Proto/-Host are believed: a hop count ('1' for
   * one TLS proxy in front) or a comma-separated list of addresses/CIDRs. Unset: none, the
   * socket's address is the client's, so a client cannot pick its own rate-limit key.
   */
  TRUST_PROXY: optionalString.transform((v, ctx) => {
    if (v === undefined) return false as const;
    if (/^\d+$/.test(v)) return Number(v);
    const list = v
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    const bad = list.filter((a) => {
      const [address, bits, ...rest] = a.split('/');
      if (rest.length > 0 || isIP(address) === 0) return true;
      if (bits === undefined) return false;
      return !/^\d+$/.test(bits) || Number(bits) > (isIP(address) === 4 ? 32 : 128);
    });
    if (list.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a hop count or a list of addresses/CIDRs (bad: ${bad.join(', ') || v})`,
      });
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
   * publishes nothing demo-only.
   */
  APP_ENV: z.enum(['demo', 'dev', 'prod']).optional(),
  /** Secret that signs session tokens; generated into DATA_DIR when absent (never in prod). */
  SESSION_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /**
   * Public origin of this deployment: e-mail links, messaging replies and webhook signatures are
   * built from it (and the companies' allowed origins), never from request headers.
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
  // Demo values: set the venue group's real number and bot in production.
  BOOKING_WHATSAPP_NUMBER: z.string().default('+390212345678'),
  BOOKING_SMS_NUMBER: z.string().default('+390212345679'),
  BOOKING_TELEGRAM_BOT: z.string().default('TavolaDemoBot'),
  // Booking service webhooks. A secret left unset is a demo value in demo and dev,
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
  /** WhatsApp Cloud API base URL (tests and staging point it at a fake). */
  WHATSAPP_API_BASE_URL: z.url().default('https://graph.facebook.com'),
  /** Twilio auth token: X-Twilio-Signature of inbound SMS, and the password of outbound SMS. */
  TWILIO_AUTH_TOKEN: optionalString,
  // Outbound messages to diners (a staff cancellation is told on the diner's channel).
  // A channel without its credentials uses the offline sender: the message is only recorded.
  /** Telegram bot token (from BotFather) to send with the Bot API; absent: Telegram messages are only recorded. */
  TELEGRAM_BOT_TOKEN: optionalString,
  /** Telegram Bot API base URL. */
  TELEGRAM_API_BASE_URL: z.url().default('https://api.telegram.org'),
  /** Twilio account SID and sender number (E.164 or alphanumeric id) to send SMS with TWILIO_AUTH_TOKEN; absent: SMS are only recorded. */
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_SMS_FROM: optionalString,
  /** Twilio REST API base URL. */
  TWILIO_API_BASE_URL: z.url().default('https://api.twilio.com'),
  /** Minutes an unverified reservation holds its places. */
  RESERVATION_VERIFY_TIMEOUT_MINUTES: z.coerce.number().positive().default(15),
  /** Signs the cancellation tokens (spec 001 §9); absent: derived from the session secret. */
  BOOKING_TOKEN_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  /** Demo mode (spec 000 §1): the settings' demo company, venue and menu. With
   * APP_ENV=demo and both ids set, the app opens that venue's menu directly and an anonymous
   * order of that menu completes to the summary without login or e-mail confirmation. */
  DEMO_COMPANY: z.string().default('demo'),
  DEMO_SEAT_WEB_ID: optionalId,
  DEMO_MENU_WEB_ID: optionalId,
  /** smtp(s)://user:pass@host:port to deliver e-mail; absent: every mail stays in the outbox table (/dev/outbox). */
  SMTP_URL: optionalString.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
    message: 'must be an smtp:// or smtps:// URL',
  }),
  /** Sender of every e-mail. */
  MAIL_FROM: z.string().default('Tavola <noreply@tavola.local>'),
  /** SMTP down or answering 4xx: mails wait in the outbox, retried after this wait, doubled after each failure... */
  MAIL_RETRY_MIN_SECONDS: z.coerce.number().positive().default(10),
  /** ...up to this wait between two attempts. */
  MAIL_RETRY_MAX_SECONDS: z.coerce.number().positive().default(300),
  /** Lifetime of the e-mail link that confirms an anonymous cash order (spec README: expiring check codes). */
  ORDER_CONFIRM_TTL_HOURS: z.coerce.number().positive().default(24),
  // Accounts (spec 001 §4, §7).
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
  /** Table reservations added per address in 15 minutes: unverified ones hold places. */
  RATE_LIMIT_BOOKING_MAX: z.coerce.number().int().positive().default(60),
  // Production runtime.
  /** Seconds a SIGTERM/SIGINT waits for requests in flight before the process exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
  // Online payments. Each company's provider keys live in the database
  // (npm run payments:configure); these are the deployment's side of them.
  /** 32 bytes, base64 or hex: encrypts the providers' secrets at rest (AES-256-GCM). Needed for live providers. */
  PAYMENTS_ENCRYPTION_KEY: optionalString.refine((v) => v === undefined || parseEncryptionKeyOrNull(v) !== null, {
    message: 'must be 32 bytes as base64 (44 characters) or hex (64 characters)',
  }),
  /** An online order not paid within these minutes is cancelled and its slot freed. */
  PAYMENT_TIMEOUT_MINUTES: z.coerce.number().positive().default(30),
  /** How often unpaid online orders are looked for (the sweep that cancels them after PAYMENT_TIMEOUT_MINUTES). */
  PAYMENT_SWEEP_INTERVAL_SECONDS: z.coerce.number().positive().default(60),
  /** How long a call to a payment provider may take before it counts as an outage. */
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Provider API base URLs (tests point them at local fakes). */
  STRIPE_API_BASE_URL: z.url().default('https://api.stripe.com'),
  // Maps (spec 000 §2, §7). The browser never sees a maps key: it asks the API.
  /** 'offline' = built-in places, estimated distances (demo); 'osm' = Photon + OSRM; 'google' = Places, Geocoding, Routes. */
  MAPS_PROVIDER: z.enum(['offline', 'osm', 'google']).default('offline'),
  /** Server-side key for MAPS_PROVIDER=google (Places API (New), Geocoding API, Routes API enabled). */
  GOOGLE_MAPS_API_KEY: optionalString,
  /** Sends every Google maps call to this base instead of Google's hosts (a proxy; the tests' fake). */
  GOOGLE_MAPS_BASE_URL: optionalString.pipe(z.url().optional()),
  /** Photon instance for autocomplete and geocoding with MAPS_PROVIDER=osm. */
  PHOTON_URL: z.url().default('https://photon.komoot.io'),
  /** OSRM instance (car profile) for driving distances with MAPS_PROVIDER=osm. */
  OSRM_URL: z.url().default('https://router.project-osrm.org'),
  /** How long one maps provider call may take before the diner is told the service is down. */
  MAPS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Map tiles of the web app's maps (Leaflet URL template) and their attribution (HTML, shown on the map). */
  MAP_TILES_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILES_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  // Restaurant staff.
  /** Lifetime of a staff session (cookie and token), in hours: a shift or two. */
  STAFF_SESSION_TTL_HOURS: z.coerce.number().int().positive().default(12),
  /** Lifetime of a staff invitation link. */
  STAFF_INVITE_TTL_HOURS: z.coerce.number().positive().default(72),
  /** Days the live-event outbox keeps events (boards away longer reload their lists). */
  EVENTS_RETENTION_DAYS: z.coerce.number().positive().default(7),
  /** Kitchen printing: how often each process looks for print jobs due (docs/kitchen-printing.md). */
  PRINT_POLL_SECONDS: z.coerce.number().positive().default(2),
  /** How long connecting to a printer and handing it a ticket may take before it counts as unreachable. */
  PRINT_TIMEOUT_SECONDS: z.coerce.number().positive().default(5),
  /** A ticket a printer did not take is retried after this wait, doubled after each failure... */
  PRINT_RETRY_MIN_SECONDS: z.coerce.number().positive().default(10),
  /** ...up to this wait between two attempts. */
  PRINT_RETRY_MAX_SECONDS: z.coerce.number().positive().default(300),
  /** How often the dashboard's closed days not yet stored are stored ahead (docs/reports.md); 0 turns the job off. */
  REPORT_DAYS_INTERVAL_MINUTES: z.coerce.number().nonnegative().default(30),
  /** How long a kept menu document may be served without a rebuild; 0 turns the menu cache off. */
  MENU_CACHE_TTL_SECONDS: z.coerce.number().int().nonnegative().default(300),
  /** How long kept company, venue and time-frame rows may be served without a reload; 0 turns that cache off. */
  COMPANY_CACHE_TTL_SECONDS: z.coerce.number().int().nonnegative().default(300),
  // Back office, menus.
  /** Largest product or classifier picture accepted, in MB (JPEG, PNG or WebP; stored resized under DATA_DIR/media). */
  MENU_IMAGE_MAX_MB: z.coerce.number().positive().max(50).default(5),
  // A new restaurant.
  /** Bearer token of the platform operator's API (POST /api/operator/companies); unset: that API answers 404. */
  OPERATOR_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 24, {
    message: 'OPERATOR_TOKEN: at least 24 characters',
  }),
  /** Bearer token of the Prometheus endpoint GET /metrics (docs/operations.md); unset: that endpoint answers 404. */
  METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 24, {
    message: 'METRICS_TOKEN: at least 24 characters',
  }),
  /** Where menu pictures are kept: `local` (DATA_DIR/media) or `s3` (a bucket, S3_* below). */
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** An S3-compatible store's URL (MinIO, Ceph...); unset: AWS. */
  S3_ENDPOINT: optionalString.refine((v) => v === undefined || /^https?:\/\//.test(v), {
    message: 'must be an http(s) URL',
  }),
  /** Bucket in the path instead of the host name; default: true when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Keys go under this prefix in the bucket (e.g. `tavola/`). */
  S3_PREFIX: optionalString.refine((v) => v === undefined || /^[A-Za-z0-9._/-]+$/.test(v), {
    message: 'letters, digits, . _ - / only',
  }),
  /** PayPal's REST API; sandbox accounts: https://api-m.sandbox.paypal.com. */
  PAYPAL_API_BASE_URL: z.url().default('https://api-m.paypal.com'),
  /** Where the diner's browser loads the PayPal JS SDK from (sandbox accounts use the same URL; tests answer it with a stand-in). */
  PAYPAL_SDK_URL: z.url().default('https://www.paypal.com/sdk/js'),
  /** Satispay's GBusiness API: production, and staging for companies in Satispay trial mode (tests: the Satispay fake). */
  SATISPAY_API_BASE_URL: z.url().default('https://authservices.satispay.com'),
  SATISPAY_STAGING_API_BASE_URL: z.url().default('https://staging.authservices.satispay.com'),
  /** Satispay's web button script, production and staging (spec 000 §7: staging or production by the trial mode). */
  SATISPAY_WEB_BUTTON_URL: z.url().default('https://online.satispay.com/web-button.js'),
  SATISPAY_STAGING_WEB_BUTTON_URL: z.url().default('https://staging.online.satispay.com/web-button.js'),
  /** SumUp's REST API (checkouts, refunds); tests point it at the SumUp simulator. */
  SUMUP_API_BASE_URL: z.url().default('https://api.sumup.com'),
  /** SumUp's Payment Widget script, loaded by the payments screen only (also allowed by the CSP). */
  SUMUP_SDK_URL: z.url().default('https://gateway.sumup.com/gateway/ecom/card/v2/sdk.js'),
  /** Nexi XPay (API and XPay Build script) for accounts in production mode, and in trial mode. */
  NEXI_XPAY_BASE_URL: z.url().default('https://ecommerce.nexi.it'),
  NEXI_XPAY_TEST_BASE_URL: z.url().default('https://int-ecommerce.nexi.it'),
  // Web Push (modules/push/README.md, docs/pwa-and-push.md). Unset in demo and dev: a key pair
  // is generated once into DATA_DIR; unset in prod: no push (the apps hide the buttons).
  /** VAPID public key (base64url, as printed by `npx web-push generate-vapid-keys`). */
  VAPID_PUBLIC_KEY: optionalString,
  /** VAPID private key (base64url); set with VAPID_PUBLIC_KEY. */
  VAPID_PRIVATE_KEY: optionalString,
  /** Who the push services may contact about this sender: a mailto: or https: URL. Default: PUBLIC_ORIGIN. */
  VAPID_SUBJECT: optionalString.refine((v) => v === undefined || /^(mailto:|https:\/\/)/.test(v), {
    message: 'must be a mailto: or https:// URL',
  }),
  /** ConfermaDesktop calls per phone in an hour: each messages the phone it names. */
  RATE_LIMIT_DESKTOP_PHONE_MAX: z.coerce.number().int().positive().default(5),
});

/** PAYMENTS_ENCRYPTION_KEY as 32 bytes, or null when malformed. */
export function parseEncryptionKeyOrNull(value: string): Buffer | null {
  const v = value.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(v) ? Buffer.from(v, 'hex') : Buffer.from(v, 'base64');
  return key.length === 32 ? key : null;
}

type ParsedEnv = z.output<typeof envSchema>;
export type AppEnv = 'demo' | 'dev' | 'prod';

export type Config = Omit<ParsedEnv, 'APP_ENV' | 'SEED_DEMO'> & {
  APP_ENV: AppEnv;
  SEED_DEMO: boolean;
  dataDir: string;
  repoRoot: string;
  /** The origin mailed links may point to besides each company's allowed origins. */
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
      ...(parsed.data.PUBLIC_ORIGIN
        ? []
        : ['PUBLIC_ORIGIN: required when APP_ENV=prod (e.g. https://ordini.example.it)']),
    ];
    if (missing.length > 0) {
      const hint = parsed.data.APP_ENV
        ? []
        : ['APP_ENV: prod when unset; to try the demo run `npm run demo` (or set APP_ENV=demo)'];
      throw new ConfigError([...missing, ...hint]);
    }
  }
  if (parsed.data.MEDIA_STORAGE === 's3' && !parsed.data.S3_BUCKET) {
    throw new ConfigError(['S3_BUCKET: required when MEDIA_STORAGE=s3']);
  }
  if (!parsed.data.S3_ACCESS_KEY_ID !== !parsed.data.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither']);
  }
  if (!parsed.data.VAPID_PUBLIC_KEY !== !parsed.data.VAPID_PRIVATE_KEY) {
    throw new ConfigError(['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither']);
  }
  if (parsed.data.MAPS_PROVIDER === 'google' && !parsed.data.GOOGLE_MAPS_API_KEY) {
    throw new ConfigError(['GOOGLE_MAPS_API_KEY: required when MAPS_PROVIDER=google']);
  }
  // npm runs workspace scripts inside the workspace folder; INIT_CWD is where the user typed
  // the command, so `./data` means the repository's data folder, as the README says.
  const base = env.INIT_CWD ?? process.cwd();
  // Never the request's Host or X-Forwarded-*: they would decide where a mailed secret goes.
  const publicOrigin = new URL(parsed.data.PUBLIC_ORIGIN ?? `http://localhost:${parsed.data.PORT}`).origin;
  return {
    ...parsed.data,
    APP_ENV,
    SEED_DEMO,
    dataDir: path.resolve(base, parsed.data.DATA_DIR),
    repoRoot,
    publicOrigin,
  };
}
