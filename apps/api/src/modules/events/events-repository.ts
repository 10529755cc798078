// The only code reading the `events` outbox. Rows are written by the triggers of migration
// 0006_staff.sql (tavola_publish_event), never by services. Also the one read per check of the
// open streams' sessions (staff members and diners), so a check costs one query whatever the
// number of streams.
import { and, asc, desc, eq, gt, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { customers, events, orders, seatWebs, staffMembers, staffMemberVenues } from '../../db/schema';
import type { OrderRow } from '../order';

export type EventRow = typeof events.$inferSelect;
/** 'tab': a table's shared tab changed (migration 0034; subject: the tab id). */
export type EventTopic = 'order' | 'booking' | 'venue' | 'tab';

/** An event as the streams get it: an 'order' event carries the order it names (null when gone). */
export interface FeedEvent extends EventRow {
  order: OrderRow | null;
}

/** The order an 'order' event names (the subject is its id); other topics join nothing. */
const orderOfEvent = and(
  eq(events.topic, 'order'),
  sql`${orders.orderId} = case when ${events.topic} = 'order' then ${events.subject}::integer end`,
  eq(orders.seatWebId, events.seatWebId),
);

async function feedRows(db: DbOrTx, where: SQL | undefined, limit: number): Promise<FeedEvent[]> {
  const rows = await db
    .select({ event: events, order: orders })
    .from(events)
    .leftJoin(orders, orderOfEvent)
    .where(where)
    .orderBy(asc(events.eventId))
    .limit(limit);
  return rows.map((r) => ({ ...r.event, order: r.order }));
}

/**
 * The venue's events after `afterId`, oldest first, each with its order: the one read a venue's
 * feed makes per wake, shared by every stream of the venue (boards and the diners' pages).
 */
export async function listVenueFeedAfter(
  db: DbOrTx,
  seatWebId: number,
  afterId: number,
  limit = 500,
): Promise<FeedEvent[]> {
  return feedRows(db, and(eq(events.seatWebId, seatWebId), gt(events.eventId, afterId)), limit);
}

/**
 * A resuming stream's own catch-up: events after `afterId` and at most each venue's bound in
 * `upTo` (what the venue's feed has already read; the feed sends the rest), of these topics,
 * and for a diner only the orders of that customer of that company.
 */
export async function listCatchUpEvents(
  db: DbOrTx,
  filter: {
    topics: readonly EventTopic[];
    customer?: { companyId: number; customerId: number };
    tableTab?: { companyId: number; tableTabId: number };
  },
  afterId: number,
  upTo: ReadonlyMap<number, number>,
  limit = 500,
): Promise<FeedEvent[]> {
  if (upTo.size === 0 || filter.topics.length === 0) return [];
  const bounds = or(
    ...[...upTo].map(([seatWebId, last]) => and(eq(events.seatWebId, seatWebId), lte(events.eventId, last))),
  );
  const customer = filter.customer
    ? and(
        eq(events.companyId, filter.customer.companyId),
        eq(orders.companyId, filter.customer.companyId),
        eq(orders.customerId, filter.customer.customerId),
      )
    : undefined;
  // A tab's phone: the tab's own events and its rounds' order events.
  const tableTab = filter.tableTab
    ? and(
        eq(events.companyId, filter.tableTab.companyId),
        or(
          and(eq(events.topic, 'tab'), eq(events.subject, String(filter.tableTab.tableTabId))),
          eq(orders.tableTabId, filter.tableTab.tableTabId),
        ),
      )
    : undefined;
  return feedRows(
    db,
    and(gt(events.eventId, afterId), inArray(events.topic, [...filter.topics]), bounds, customer, tableTab),
    limit,
  );
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

/** The company's venues: a diner's stream follows the feed of each one. */
export async function companyVenueIds(db: DbOrTx, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ seatWebId: seatWebs.seatWebId })
    .from(seatWebs)
    .where(eq(seatWebs.companyId, companyId));
  return rows.map((r) => r.seatWebId);
}

export interface StaffSessionState {
  staffMemberId: number;
  companyId: number;
  role: 'owner' | 'manager' | 'staff';
  sessionVersion: number;
  disabled: boolean;
  seatWebIds: number[];
}

/** These members as their sessions stand now, with their venues (one query). */
export async function staffSessionStates(
  db: DbOrTx,
  staffMemberIds: number[],
): Promise<Map<number, StaffSessionState>> {
  const found = new Map<number, StaffSessionState>();
  if (staffMemberIds.length === 0) return found;
  const rows = await db
    .select({
      staffMemberId: staffMembers.staffMemberId,
      companyId: staffMembers.companyId,
      role: staffMembers.role,
      sessionVersion: staffMembers.sessionVersion,
      disabledAt: staffMembers.disabledAt,
      seatWebId: staffMemberVenues.seatWebId,
    })
    .from(staffMembers)
    .leftJoin(staffMemberVenues, eq(staffMemberVenues.staffMemberId, staffMembers.staffMemberId))
    .where(inArray(staffMembers.staffMemberId, staffMemberIds));
  for (const row of rows) {
    let state = found.get(row.staffMemberId);
    if (!state) {
      state = {
        staffMemberId: row.staffMemberId,
        companyId: row.companyId,
        role: row.role,
        sessionVersion: row.sessionVersion,
        disabled: row.disabledAt !== null,
        seatWebIds: [],
      };
      found.set(row.staffMemberId, state);
    }
    if (row.seatWebId !== null) state.seatWebIds.push(row.seatWebId);
  }
  return found;
}

/** These diners' company and session version (one query). */
export async function customerSessionStates(
  db: DbOrTx,
  customerIds: number[],
): Promise<Map<number, { companyId: number; sessionVersion: number }>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({
      customerId: customers.customerId,
      companyId: customers.companyId,
      sessionVersion: customers.sessionVersion,
    })
    .from(customers)
    .where(inArray(customers.customerId, customerIds));
  return new Map(rows.map((r) => [r.customerId, { companyId: r.companyId, sessionVersion: r.sessionVersion }]));
}
