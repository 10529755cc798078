// The only code reading the `events` outbox (issue #11). Rows are written by the triggers of
// migration 0006, never by services.
import { and, asc, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { events } from '../../db/schema';

export type EventRow = typeof events.$inferSelect;
export type EventTopic = 'order' | 'booking' | 'venue';

/** The venue's events after `afterId`, oldest first. */
export async function listEventsAfter(db: DbOrTx, seatWebId: number, afterId: number, topics: EventTopic[], limit = 500): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.seatWebId, seatWebId), gt(events.eventId, afterId), inArray(events.topic, topics)))
    .orderBy(asc(events.eventId))
    .limit(limit);
}

/** The venue's newest event id (0 when none): where a fresh board starts listening. */
export async function latestEventId(db: DbOrTx, seatWebId: number): Promise<number> {
  const [row] = await db
    .select({ eventId: events.eventId })
    .from(events)
    .where(eq(events.seatWebId, seatWebId))
    .orderBy(desc(events.eventId))
    .limit(1);
  return row ? Number(row.eventId) : 0;
}

/** Drops events older than the retention: boards that were away longer reload their lists. */
export async function pruneEvents(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(events).where(lt(events.createdAt, before));
}
