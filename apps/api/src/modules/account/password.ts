// Password hashing: scrypt from node:crypto (memory-hard), a random salt per
// password, constant-time comparison. Stored as 'scrypt$N$r$p$salt$hash' (base64url), so the
// cost can be raised later without invalidating existing hashes.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const COST = { N: 2 ** 15, r: 8, p: 1 };

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // maxmem must exceed 128 * N * r bytes (32 MiB at these settings).
  return new Promise((resolve, reject) =>
    scryptCallback(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 256 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

// Compared against when the account does not exist or has no password, so a wrong e-mail
// costs the same time as a wrong password (no account enumeration by timing).
let dummyHash: Promise<string> | null = null;

/** True when the password matches the stored hash; a null or malformed hash never matches. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const target = stored ?? (await (dummyHash ??= hashPassword(randomBytes(16).toString('hex'))));
  const parts = target.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, N, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected) && stored !== null;
}
