// The diner's ticket to their live order stream (issue #11 "the diner sees it live"). The
// diner's session travels as a Bearer header, which EventSource cannot send; the app asks
// for this ticket with its Bearer header and opens EventSource with it in the query. The
// ticket names only the company, the customer and the customer's session version, is good
// for nothing but that customer's order stream, and stops working when the customer signs
// out or changes password (the session version moves on). Request logs drop query strings
// (app.ts), so the ticket is never logged.
import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { DbOrTx } from '../../db/database';
import { findCustomerSessionVersion } from './order-board-repository';

const AUDIENCE = 'tavola-diner-order-events';
const ISSUER = 'tavola-api';
/** Long enough for a lunch; EventSource reconnects reuse it, an expired one makes the app ask again. */
export const ORDER_EVENTS_TICKET_TTL_SECONDS = 6 * 3600;

export interface OrderEventsTicket {
  companyId: number;
  customerId: number;
  sessionVersion: number;
}

/** A key of its own, derived from the session secret, so a ticket is never a session token. */
function keyOf(secret: string): Uint8Array {
  return createHash('sha256').update(`order-events-ticket:${secret}`).digest();
}

export async function issueOrderEventsTicket(secret: string, ticket: OrderEventsTicket, now: Date): Promise<{ ticket: string; expiresAt: string }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ORDER_EVENTS_TICKET_TTL_SECONDS;
  const token = await new SignJWT({ c: ticket.companyId, u: ticket.customerId, sv: ticket.sessionVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keyOf(secret));
  return { ticket: token, expiresAt: new Date(expiresAt * 1000).toISOString() };
}

/** The ticket's claims, or null when forged, expired or for something else. */
export async function readOrderEventsTicket(secret: string, token: string, now: Date): Promise<OrderEventsTicket | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const { c, u, sv } = payload as { c?: unknown; u?: unknown; sv?: unknown };
    if (!Number.isSafeInteger(c) || !Number.isSafeInteger(u) || !Number.isSafeInteger(sv)) return null;
    return { companyId: c as number, customerId: u as number, sessionVersion: sv as number };
  } catch {
    return null;
  }
}

/** The customer still exists in that company with the same session version. */
export async function ticketStillValid(db: DbOrTx, ticket: OrderEventsTicket): Promise<boolean> {
  return (await findCustomerSessionVersion(db, ticket.companyId, ticket.customerId)) === ticket.sessionVersion;
}
