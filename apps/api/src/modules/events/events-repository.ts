// The only code reading the `events` outbox (issue #11). Rows are written by the triggers of
// migration 0006, never by services.
import { and, asc, desc, eq, getTableColumns, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { events, orders, seatWebs } from '../../db/schema';

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

/**
 * One diner's order events after `afterId` (the diner's live order status, issue #11): only
 * events whose order belongs to that customer of that company, so a stream can never carry
 * another diner's order.
 */
export async function listCustomerOrderEventsAfter(db: DbOrTx, companyId: number, customerId: number, afterId: number, limit = 500): Promise<EventRow[]> {
  return db
    .select(getTableColumns(events))
    .from(events)
    .innerJoin(orders, sql`${orders.orderId}::text = ${events.subject}`)
    .where(
      and(
        eq(events.companyId, companyId),
        eq(events.topic, 'order'),
        gt(events.eventId, afterId),
        eq(orders.companyId, companyId),
        eq(orders.customerId, customerId),
      ),
    )
    .orderBy(asc(events.eventId))
    .limit(limit);
}

/** The company's newest event id (0 when none): where a fresh diner stream starts. */
export async function latestCompanyEventId(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db
    .select({ eventId: events.eventId })
    .from(events)
    .where(eq(events.companyId, companyId))
    .orderBy(desc(events.eventId))
    .limit(1);
  return row ? Number(row.eventId) : 0;
}

/** The company's venues: a diner stream listens to each one's notifications. */
export async function companyVenueIds(db: DbOrTx, companyId: number): Promise<number[]> {
  const rows = await db.select({ seatWebId: seatWebs.seatWebId }).from(seatWebs).where(eq(seatWebs.companyId, companyId));
  return rows.map((r) => r.seatWebId);
}
