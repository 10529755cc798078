import { describe, expect, it } from 'vitest';
import { parseEncryptionKeyOrNull } from '../../../config';
import { CredentialsError, decryptSecrets, encryptSecrets } from './payment-credentials';

const key = Buffer.alloc(32, 1);

describe('provider secrets at rest (AES-256-GCM)', () => {
  it('round-trips, with a fresh IV each time and no clear text stored', () => {
    const secrets = { secretKey: 'sk_live_abc', webhookSecret: 'whsec_xyz' };
    const a = encryptSecrets(secrets, key);
    const b = encryptSecrets(secrets, key);
    expect(a).not.toBe(b);
    expect(a).not.toContain('sk_live_abc');
    expect(decryptSecrets(a, key)).toEqual(secrets);
  });

  it('refuses another key and tampered data', () => {
    const value = encryptSecrets({ secretKey: 'sk' }, key);
    expect(() => decryptSecrets(value, Buffer.alloc(32, 2))).toThrow(CredentialsError);
    const [v, iv, tag, data] = value.split('.');
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] ^= 1;
    expect(() => decryptSecrets([v, iv, tag, flipped.toString('base64url')].join('.'), key)).toThrow(CredentialsError);
  });

  it('reads PAYMENTS_ENCRYPTION_KEY as 32 bytes of base64 or hex only', () => {
    expect(parseEncryptionKeyOrNull(key.toString('base64'))).toEqual(key);
    expect(parseEncryptionKeyOrNull(key.toString('hex'))).toEqual(key);
    expect(parseEncryptionKeyOrNull('short')).toBeNull();
  });
});
