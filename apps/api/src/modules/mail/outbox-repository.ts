// The only code touching outbox_emails: every e-mail the app sends is recorded here, and with
// no SMTP configured this table is the offline mailbox read by the developer page (/dev/outbox).
// A mail the SMTP server could not take yet (down, or a 4xx answer) waits here to be sent
// again: sent_via 'smtp' with an error that starts with WAITING_MARK. Once sent its error is
// cleared; a mail the server refused for good keeps its error without the mark.
import { and, asc, count, desc, eq, like, min } from 'drizzle-orm';
import { driverClient, type Db, type DbOrTx } from '../../db/database';
import { PGliteRemote } from '../../db/pglite-remote';
import { outboxEmails } from '../../db/schema';

/** Start of the error of a mail waiting to be sent again. */
export const WAITING_MARK = '[waiting] ';

export interface OutboxEmail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: Date;
  sentVia: 'outbox' | 'smtp';
  error: string | null;
}

/** Records a mail with the outcome of its first attempt (a mail queued behind others: 'waiting'). */
export async function insertOutboxEmail(
  db: Db,
  email: Omit<OutboxEmail, 'id' | 'createdAt' | 'error'>,
  result: DeliveryResult,
): Promise<number> {
  const [row] = await db
    .insert(outboxEmails)
    .values({ ...email, error: errorOf(result) })
    .returning({ id: outboxEmails.id });
  return row.id;
}

const waiting = and(eq(outboxEmails.sentVia, 'smtp'), like(outboxEmails.error, `${WAITING_MARK}%`));

/** How many mails wait for the SMTP server, and how long the oldest has waited. */
export async function outboxBacklog(db: Db, now = new Date()): Promise<{ count: number; oldestAgeSeconds: number }> {
  const [row] = await db
    .select({ count: count(), oldest: min(outboxEmails.createdAt) })
    .from(outboxEmails)
    .where(waiting);
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return {
    count: Number(row?.count ?? 0),
    oldestAgeSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0,
  };
}

/** What one delivery attempt gave: sent, refused for good, or to be tried again later. */
export type DeliveryResult = { outcome: 'sent' } | { outcome: 'refused' | 'waiting'; error: string };

/** The error column after an attempt: none once sent, the reason, marked when the mail waits. */
const errorOf = (result: DeliveryResult): string | null =>
  result.outcome === 'sent' ? null : result.outcome === 'waiting' ? `${WAITING_MARK}${result.error}` : result.error;

/**
 * Tries to deliver the oldest waiting mail and records the result. On PostgreSQL the mail is
 * claimed with a row lock (SKIP LOCKED) for the time of the attempt, so two API processes
 * never send the same one; PGlite is one process, and a transaction there would hold the whole
 * database for the time of an SMTP exchange, so it reads the row without one.
 */
export async function deliverOldestWaiting(
  db: Db,
  deliver: (email: OutboxEmail) => Promise<DeliveryResult>,
): Promise<DeliveryResult['outcome'] | 'none'> {
  const attempt = async (tx: DbOrTx, lock: boolean) => {
    const query = tx.select().from(outboxEmails).where(waiting).orderBy(asc(outboxEmails.id)).limit(1);
    const [email] = lock ? await query.for('update', { skipLocked: true }) : await query;
    if (!email) return 'none' as const;
    const result = await deliver(email);
    await tx
      .update(outboxEmails)
      .set({ error: errorOf(result) })
      .where(eq(outboxEmails.id, email.id));
    return result.outcome;
  };
  if (driverClient(db) instanceof PGliteRemote) return attempt(db, false);
  return db.transaction((tx) => attempt(tx, true));
}

/** Newest first; `to` filters by recipient (stored as given, compared lower-cased). */
export async function listOutboxEmails(db: Db, opts: { to?: string; limit: number }): Promise<OutboxEmail[]> {
  const query = db.select().from(outboxEmails);
  const rows = await (opts.to ? query.where(eq(outboxEmails.to, opts.to.trim().toLowerCase())) : query)
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(opts.limit);
  return rows;
}
