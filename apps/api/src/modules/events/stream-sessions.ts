// The sessions behind the open streams, checked for all of them together: one read of the
// staff members (with their venues) and one of the diners, however many streams are open. A
// staff stream holds while the member is enabled, keeps the session version and company of the
// token it opened with, still reaches the venue and the token has not expired (the same rules
// plugins/staff-access.ts applies per request). A diner's stream holds while the customer keeps
// the session version of the ticket (signing out or changing password moves it on).
import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { canReachVenue } from '@tavola/domain/staff';
import type { DbOrTx } from '../../db/database';
import { staffSessionToken, type StaffPrincipal } from '../../plugins/staff-access';
import type { SessionKind } from './event-hub';
import { customerSessionStates, staffSessionStates } from './events-repository';

export interface StaffStreamKey {
  staffMemberId: number;
  companyId: number;
  sessionVersion: number;
  /** The token's expiry, ms since the epoch (null: none). */
  expiresAt: number | null;
  seatWebId: number;
}

export interface DinerStreamKey {
  companyId: number;
  customerId: number;
  sessionVersion: number;
}

export function staffSessionKind(db: DbOrTx, now: () => number = Date.now): SessionKind<StaffStreamKey> {
  return {
    name: 'staff',
    async stillValid(keys) {
      const states = await staffSessionStates(db, [...new Set(keys.map((k) => k.staffMemberId))]);
      const at = now();
      return keys.map((key) => {
        const state = states.get(key.staffMemberId);
        return (
          state !== undefined &&
          !state.disabled &&
          state.companyId === key.companyId &&
          state.sessionVersion === key.sessionVersion &&
          (key.expiresAt === null || at < key.expiresAt) &&
          canReachVenue(state, key.seatWebId)
        );
      });
    },
  };
}

export function dinerSessionKind(db: DbOrTx): SessionKind<DinerStreamKey> {
  return {
    name: 'diner',
    async stillValid(keys) {
      const states = await customerSessionStates(db, [...new Set(keys.map((k) => k.customerId))]);
      return keys.map((key) => {
        const state = states.get(key.customerId);
        return state !== undefined && state.companyId === key.companyId && state.sessionVersion === key.sessionVersion;
      });
    },
  };
}

/**
 * The key of a staff stream's session: the member the request's checked principal names, with
 * the session version and expiry of the cookie's token (already verified by the staff-access
 * preHandler for this request, so decoding it is enough).
 */
export function staffStreamKey(request: FastifyRequest, staff: StaffPrincipal & { seatWebId: number }): StaffStreamKey {
  const claims = decodeJwt(staffSessionToken(request) ?? '');
  return {
    staffMemberId: staff.staffMemberId,
    companyId: staff.companyId,
    sessionVersion: Number(claims.sv),
    expiresAt: typeof claims.exp === 'number' ? claims.exp * 1000 : null,
    seatWebId: staff.seatWebId,
  };
}
