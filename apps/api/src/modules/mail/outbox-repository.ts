// The only code touching outbox_emails: every e-mail the app sends is recorded here, and with
// no SMTP configured this table is the offline mailbox read by the developer page (/dev/outbox).
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { outboxEmails } from '../../db/schema';

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

export async function insertOutboxEmail(db: Db, email: Omit<OutboxEmail, 'id' | 'createdAt'>): Promise<number> {
  const [row] = await db.insert(outboxEmails).values(email).returning({ id: outboxEmails.id });
  return row.id;
}

/** Newest first; `to` filters by recipient (stored as given, compared lower-cased). */
export async function listOutboxEmails(db: Db, opts: { to?: string; limit: number }): Promise<OutboxEmail[]> {
  const query = db.select().from(outboxEmails);
  const rows = await (opts.to ? query.where(eq(outboxEmails.to, opts.to.trim().toLowerCase())) : query)
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(opts.limit);
  return rows;
}
