// The diner's ticket to their live order stream (events/stream-ticket.ts). It names only the
// company, the customer and the customer's session version, is good for nothing but that
// customer's order stream, and stops working when the customer signs out or changes password
// (the session version moves on).
import type { DbOrTx } from '../../db/database';
import { issueStreamTicket, readStreamTicket, type StreamTicketKind } from '../events/stream-ticket';
import { findCustomerSessionVersion } from './order-board-repository';

export interface OrderEventsTicket {
  companyId: number;
  customerId: number;
  sessionVersion: number;
}

const KIND: StreamTicketKind<'c' | 'u' | 'sv'> = {
  audience: 'tavola-diner-order-events',
  keyLabel: 'order-events-ticket',
  claims: ['c', 'u', 'sv'],
};

export function issueOrderEventsTicket(
  secret: string,
  ticket: OrderEventsTicket,
  now: Date,
): Promise<{ ticket: string; expiresAt: string }> {
  return issueStreamTicket(KIND, secret, { c: ticket.companyId, u: ticket.customerId, sv: ticket.sessionVersion }, now);
}

/** The ticket's claims, or null when forged, expired or for something else. */
export async function readOrderEventsTicket(
  secret: string,
  token: string,
  now: Date,
): Promise<OrderEventsTicket | null> {
  const claims = await readStreamTicket(KIND, secret, token, now);
  return claims && { companyId: claims.c, customerId: claims.u, sessionVersion: claims.sv };
}

/** The customer still exists in that company with the same session version. */
export async function ticketStillValid(db: DbOrTx, ticket: OrderEventsTicket): Promise<boolean> {
  return (await findCustomerSessionVersion(db, ticket.companyId, ticket.customerId)) === ticket.sessionVersion;
}
