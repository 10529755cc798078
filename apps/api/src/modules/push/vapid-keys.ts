// The VAPID key pair that signs every Web Push message (RFC 8292): from the configuration, or in
// demo and dev generated once into DATA_DIR/vapid-keys.json (as the session secret is), so a
// restarted demo keeps its browsers' subscriptions. In prod without keys there is no push.
import fs from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { Config } from '../../config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** The JWT's `sub`: a mailto: or https: contact. */
  subject: string;
}

const KEY_FILE = 'vapid-keys.json';

type VapidConfig = Pick<
  Config,
  'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'APP_ENV' | 'publicOrigin' | 'dataDir'
>;

/** The configured pair, or null. */
export function configuredVapidKeys(config: VapidConfig): VapidKeys | null {
  const subject = config.VAPID_SUBJECT ?? subjectOf(config.publicOrigin);
  return config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
    ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject }
    : null;
}

/** The configured pair, else (demo and dev) the one kept in DATA_DIR, generated the first time. Called by server.ts, like the session secret. */
export function resolveVapidKeys(config: VapidConfig): VapidKeys | null {
  const configured = configuredVapidKeys(config);
  if (configured || config.APP_ENV === 'prod') return configured;
  const subject = config.VAPID_SUBJECT ?? subjectOf(config.publicOrigin);
  const file = path.join(config.dataDir, KEY_FILE);
  if (fs.existsSync(file)) {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
  }
  const generated = webPush.generateVAPIDKeys();
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(generated), { mode: 0o600 });
  return { ...generated, subject };
}

/** The push services want an https: or mailto: contact; a local http origin becomes a mailto:. */
function subjectOf(origin: string): string {
  return origin.startsWith('https://') ? origin : 'mailto:push@tavola.local';
}
