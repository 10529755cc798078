// Each company's payment provider accounts: stored
// per company and provider; the public parts (publishable key, client id, alias, trial mode)
// in clear, every secret encrypted at rest with AES-256-GCM under PAYMENTS_ENCRYPTION_KEY.
// Only the public parts ever reach the browser; secrets never go to logs. Stored and read by
// payment-credentials-repository.ts.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { PaymentProviderName } from './payment-provider-names';

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
  return [VERSION, iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecrets(value: string, key: Buffer): Record<string, string> {
  const [version, iv, tag, data] = value.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined)
    throw new CredentialsError('unreadable encrypted secrets');
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
