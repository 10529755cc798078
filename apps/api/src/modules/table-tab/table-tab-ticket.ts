// A phone's ticket to its tab's live stream (events/stream-ticket.ts). It names the company,
// the tab and the participant, is good for nothing but that tab's stream, and stops working
// when the staff remove the participant (checked when the stream opens and by the streams'
// session check).
import type { DbOrTx } from '../../db/database';
import type { SessionKind } from '../events/event-hub';
import { issueStreamTicket, readStreamTicket, type StreamTicketKind } from '../events/stream-ticket';
import { participantStates } from './table-tab-repository';

export interface TableTabTicket {
  companyId: number;
  tableTabId: number;
  participantId: number;
}

const KIND: StreamTicketKind<'c' | 't' | 'p'> = {
  audience: 'tavola-table-tab-events',
  keyLabel: 'table-tab-ticket',
  claims: ['c', 't', 'p'],
};

export function issueTabTicket(
  secret: string,
  ticket: TableTabTicket,
  now: Date,
): Promise<{ ticket: string; expiresAt: string }> {
  return issueStreamTicket(KIND, secret, { c: ticket.companyId, t: ticket.tableTabId, p: ticket.participantId }, now);
}

export async function readTabTicket(secret: string, token: string, now: Date): Promise<TableTabTicket | null> {
  const claims = await readStreamTicket(KIND, secret, token, now);
  return claims && { companyId: claims.c, tableTabId: claims.t, participantId: claims.p };
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
