// Who a table tab's phone is: the participant's secret token in the X-Table-Tab-Token header.
// The server keeps only its SHA-256 and finds participant → tab → company from it, so a token
// never reaches another tab or company. Every route a participant calls (the tab, its payments,
// its push subscription) asks here.
import { createHash } from 'node:crypto';
import { unauthorized } from '@tavola/domain/error-codes';
import { TABLE_TAB_TOKEN_HEADER, tableTabTokenHeadersSchema } from '@tavola/domain/table-tab';
import type { DbOrTx } from '../../db/database';
import { findParticipantByTokenHash, type ParticipantRow, type TableTabRow } from './table-tab-repository';

export const TABLE_TAB_TOKEN_MESSAGE = 'Non fai più parte del conto di questo tavolo. Inquadra di nuovo il codice QR.';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface Participant {
  participant: ParticipantRow;
  tab: TableTabRow;
}

/** The participant a token names; 401 when missing, unknown or removed by the staff. */
export async function requireParticipant(db: DbOrTx, token: string | undefined): Promise<Participant> {
  const invalid = () => unauthorized('TABLE_TAB_TOKEN_INVALID', TABLE_TAB_TOKEN_MESSAGE);
  if (!token || !tableTabTokenHeadersSchema.safeParse({ [TABLE_TAB_TOKEN_HEADER]: token }).success) throw invalid();
  const found = await findParticipantByTokenHash(db, hashToken(token));
  if (!found || found.participant.removed) throw invalid();
  return found;
}

/** The participant whose token a request carries in its headers; 401 as requireParticipant. */
export function participantOfRequest(db: DbOrTx, headers: Record<string, unknown>): Promise<Participant> {
  const value = headers[TABLE_TAB_TOKEN_HEADER];
  return requireParticipant(db, typeof value === 'string' ? value : undefined);
}
