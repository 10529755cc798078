// A phone's ticket to its tab's live stream. The participant token travels in a header, which
// EventSource cannot send; the page asks for this ticket with the header and opens EventSource
// with it in the query. The ticket names the company, the tab and the participant, is good for
// nothing but that tab's stream, and stops working when the staff remove the participant
// (checked when the stream opens and by the streams' session check). Request logs drop query
// strings (app.ts), so the ticket is never logged.
import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { DbOrTx } from '../../db/database';
import type { SessionKind } from '../events/event-hub';
import { participantStates } from './table-tab-repository';

const AUDIENCE = 'tavola-table-tab-events';
const ISSUER = 'tavola-api';
export const TABLE_TAB_TICKET_TTL_SECONDS = 6 * 3600;

export interface TableTabTicket {
  companyId: number;
  tableTabId: number;
  participantId: number;
}

function keyOf(secret: string): Uint8Array {
  return createHash('sha256').update(`table-tab-ticket:${secret}`).digest();
}

export async function issueTabTicket(secret: string, ticket: TableTabTicket, now: Date): Promise<{ ticket: string; expiresAt: string }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + TABLE_TAB_TICKET_TTL_SECONDS;
  const token = await new SignJWT({ c: ticket.companyId, t: ticket.tableTabId, p: ticket.participantId })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keyOf(secret));
  return { ticket: token, expiresAt: new Date(expiresAt * 1000).toISOString() };
}

export async function readTabTicket(secret: string, token: string, now: Date): Promise<TableTabTicket | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'], currentDate: now });
    const { c, t, p } = payload as { c?: unknown; t?: unknown; p?: unknown };
    if (!Number.isSafeInteger(c) || !Number.isSafeInteger(t) || !Number.isSafeInteger(p)) return null;
    return { companyId: c as number, tableTabId: t as number, participantId: p as number };
  } catch {
    return null;
  }
}

/** A tab stream holds while its participant is still in that tab and not removed (one read for all streams). */
export function tabSessionKind(db: DbOrTx): SessionKind<TableTabTicket> {
  return {
    name: 'table-tab',
    async stillValid(keys) {
      const states = await participantStates(db, [...new Set(keys.map((k) => k.participantId))]);
      return keys.map((key) => {
        const state = states.get(key.participantId);
        return state !== undefined && !state.removed && state.tableTabId === key.tableTabId;
      });
    },
  };
}
