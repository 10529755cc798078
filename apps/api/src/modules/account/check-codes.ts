// One-time secrets for links sent by e-mail (docs/contract/README.md, "check codes handed to the browser"):
// generated here, sent only by e-mail, stored as a SHA-256 hash, single-use, expiring,
// compared in constant time. Issuing a new code for the same purpose and customer (or order)
// retires the older ones. Reusable by other modules (order confirmation) with their own purpose.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '../../db/database';
import {
  insertCheckCode,
  listIssuedCheckCodeHashes,
  listUnusedCheckCodes,
  markCheckCodeUsed,
  retireCheckCodes,
  type CheckCodeOwner,
} from './account-repository';

export const CheckCodePurpose = {
  ConfirmRegistration: 'confirm-registration',
  ResetPassword: 'reset-password',
  ConfirmOrder: 'confirm-order',
  /** A staff member's invitation link: sets their first password. */
  StaffInvite: 'staff-invite',
} as const;

const hashOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();

type Owner = CheckCodeOwner;

/** A new secret (256 random bits, base64url) valid for ttlMs; only its hash is stored. */
export async function issueCheckCode(db: DbOrTx, owner: Owner, now: Date, ttlMs: number): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await retireCheckCodes(tx, owner, now);
    await insertCheckCode(tx, owner, hashOf(secret).toString('hex'), new Date(now.getTime() + ttlMs));
  });
  return secret;
}

/**
 * Marks the matching, unused, unexpired code as used and returns true; false otherwise.
 * Pass the transaction of the change the code authorises, so both happen or neither.
 */
export async function consumeCheckCode(db: DbOrTx, owner: Owner, secret: string, now: Date): Promise<boolean> {
  const candidates = await listUnusedCheckCodes(db, owner);
  const given = hashOf(secret);
  const match = candidates.find((c) => {
    const stored = Buffer.from(c.codeHash, 'hex');
    return stored.length === given.length && timingSafeEqual(stored, given);
  });
  if (!match || match.expiresAt.getTime() <= now.getTime()) return false;
  // The usedAt condition makes a concurrent second use of the same code update nothing.
  return markCheckCodeUsed(db, match.id, now);
}

/** True when the secret matches an unused, unexpired code of this owner; nothing is consumed. */
export async function isUsableCheckCode(db: DbOrTx, owner: Owner, secret: string, now: Date): Promise<boolean> {
  const candidates = await listUnusedCheckCodes(db, owner);
  const given = hashOf(secret);
  return candidates.some((c) => {
    const stored = Buffer.from(c.codeHash, 'hex');
    return stored.length === given.length && timingSafeEqual(stored, given) && c.expiresAt.getTime() > now.getTime();
  });
}

/**
 * True when the secret is one this owner was ever given, used, revoked or expired alike: a
 * link clicked a second time is recognised without consuming anything.
 */
export async function isIssuedCheckCode(db: DbOrTx, owner: Owner, secret: string): Promise<boolean> {
  const candidates = await listIssuedCheckCodeHashes(db, owner);
  const given = hashOf(secret);
  return candidates.some((c) => {
    const stored = Buffer.from(c.codeHash, 'hex');
    return stored.length === given.length && timingSafeEqual(stored, given);
  });
}
