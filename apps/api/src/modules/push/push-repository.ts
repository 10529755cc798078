// The only code touching the Web Push tables (migration 0035_push_subscriptions.sql): the
// subscriptions, the outbox of messages waiting for the push service, the notices already
// queued per order, and the dispatcher's cursor over the live-event outbox (`events`). Every
// read of subscriptions names the company: a subscription is never handed another company's
// messages.
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import {
  events,
  orderProgress,
  orders,
  pushDispatchCursor,
  pushOrderNotices,
  pushOutbox,
  pushSubscriptions,
  pushTabNotices,
  staffMembers,
  tableTabParticipants,
  tableTabs,
  tabPayments,
} from '../../db/schema';

export interface PushKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOwner =
  | { kind: 'diner'; companyId: number; customerId: number }
  | { kind: 'staff'; companyId: number; staffMemberId: number; seatWebId: number }
  | { kind: 'participant'; companyId: number; participantId: number };

/** Which subscriptions are this owner's (always within the owner's company). */
function ownedBy(owner: PushOwner) {
  switch (owner.kind) {
    case 'diner':
      return and(
        eq(pushSubscriptions.companyId, owner.companyId),
        eq(pushSubscriptions.customerId, owner.customerId),
        isNull(pushSubscriptions.staffMemberId),
      );
    case 'staff':
      return and(
        eq(pushSubscriptions.companyId, owner.companyId),
        eq(pushSubscriptions.staffMemberId, owner.staffMemberId),
        eq(pushSubscriptions.seatWebId, owner.seatWebId),
      );
    case 'participant':
      return and(
        eq(pushSubscriptions.companyId, owner.companyId),
        eq(pushSubscriptions.tableTabParticipantId, owner.participantId),
      );
  }
}

export interface PushTarget extends PushKeys {
  pushSubscriptionId: number;
  companyId: number;
  language: string;
}

/** Saves the browser's subscription for this owner; the same endpoint again moves it (the browser is the latest owner's). */
export async function saveSubscription(db: DbOrTx, owner: PushOwner, keys: PushKeys, language: string): Promise<void> {
  const values = {
    companyId: owner.companyId,
    customerId: owner.kind === 'diner' ? owner.customerId : null,
    staffMemberId: owner.kind === 'staff' ? owner.staffMemberId : null,
    tableTabParticipantId: owner.kind === 'participant' ? owner.participantId : null,
    seatWebId: owner.kind === 'staff' ? owner.seatWebId : null,
    ...keys,
    language,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: sql`now()` } });
}

/** Removes the owner's subscription of this endpoint; true when there was one. */
export async function deleteOwnSubscription(db: DbOrTx, owner: PushOwner, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), ownedBy(owner)))
    .returning({ id: pushSubscriptions.pushSubscriptionId });
  return rows.length > 0;
}

/** The push service said the subscription is gone (404/410): it goes, with its waiting messages. */
export async function deleteSubscription(db: DbOrTx, pushSubscriptionId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.pushSubscriptionId, pushSubscriptionId));
}

/** Whether this owner has a subscription of this endpoint. */
export async function hasOwnSubscription(db: DbOrTx, owner: PushOwner, endpoint: string): Promise<boolean> {
  const rows = await db
    .select({ id: pushSubscriptions.pushSubscriptionId })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), ownedBy(owner)))
    .limit(1);
  return rows.length > 0;
}

const target = {
  pushSubscriptionId: pushSubscriptions.pushSubscriptionId,
  companyId: pushSubscriptions.companyId,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
  language: pushSubscriptions.language,
};

/** The subscriptions of these diners of this company. */
export async function dinerSubscriptions(db: DbOrTx, companyId: number, customerIds: number[]): Promise<PushTarget[]> {
  if (customerIds.length === 0) return [];
  return db
    .select(target)
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.companyId, companyId), inArray(pushSubscriptions.customerId, customerIds)));
}

/** The subscriptions of the enabled staff members of this company following this venue's board. */
export async function venueStaffSubscriptions(db: DbOrTx, companyId: number, seatWebId: number): Promise<PushTarget[]> {
  return db
    .select(target)
    .from(pushSubscriptions)
    .innerJoin(staffMembers, eq(staffMembers.staffMemberId, pushSubscriptions.staffMemberId))
    .where(
      and(
        eq(pushSubscriptions.companyId, companyId),
        eq(staffMembers.companyId, companyId),
        eq(pushSubscriptions.seatWebId, seatWebId),
        isNotNull(pushSubscriptions.staffMemberId),
        isNull(staffMembers.disabledAt),
      ),
    );
}

/**
 * The subscriptions of the participants (not removed) of this tab of this company, but the one
 * whose own action this is (`except`). Another tab's or company's participants are never read.
 */
export async function tabParticipantSubscriptions(
  db: DbOrTx,
  companyId: number,
  tableTabId: number,
  except: number | null,
): Promise<PushTarget[]> {
  return db
    .select(target)
    .from(pushSubscriptions)
    .innerJoin(tableTabParticipants, eq(tableTabParticipants.participantId, pushSubscriptions.tableTabParticipantId))
    .innerJoin(tableTabs, eq(tableTabs.tableTabId, tableTabParticipants.tableTabId))
    .where(
      and(
        eq(pushSubscriptions.companyId, companyId),
        eq(tableTabs.companyId, companyId),
        eq(tableTabs.tableTabId, tableTabId),
        eq(tableTabParticipants.removed, false),
        except === null ? undefined : ne(tableTabParticipants.participantId, except),
      ),
    );
}

/** The participant whose online payment settled the tab (null: settled by a payment the staff marked, or none found). */
export async function settlingParticipant(db: DbOrTx, tableTabId: number): Promise<number | null> {
  const [row] = await db
    .select({ participantId: tabPayments.participantId, markedBy: tabPayments.markedByStaffMemberId })
    .from(tabPayments)
    .where(and(eq(tabPayments.tableTabId, tableTabId), eq(tabPayments.status, 'succeeded')))
    .orderBy(desc(tabPayments.settledAt))
    .limit(1);
  return row && row.markedBy === null ? row.participantId : null;
}

/** Marks the tab's notice as queued; false when it already was (each notice goes once). */
export async function claimTabNotice(db: DbOrTx, tableTabId: number, notice: string): Promise<boolean> {
  const rows = await db
    .insert(pushTabNotices)
    .values({ tableTabId, notice })
    .onConflictDoNothing()
    .returning({ tableTabId: pushTabNotices.tableTabId });
  return rows.length > 0;
}

/**
 * Participants' subscriptions end with their tab: those of a removed participant, and those of a
 * tab that ended once its end notice was queued and nothing waits for them any more.
 */
export async function deleteEndedTabSubscriptions(db: DbOrTx): Promise<void> {
  await db.delete(pushSubscriptions).where(
    and(
      isNotNull(pushSubscriptions.tableTabParticipantId),
      sql`not exists (select 1 from ${pushOutbox} where ${pushOutbox.pushSubscriptionId} = ${pushSubscriptions.pushSubscriptionId})`,
      sql`exists (
        select 1 from ${tableTabParticipants}
        join ${tableTabs} on ${tableTabs.tableTabId} = ${tableTabParticipants.tableTabId}
        where ${tableTabParticipants.participantId} = ${pushSubscriptions.tableTabParticipantId}
          and (${tableTabParticipants.removed}
            or (${tableTabs.status} <> 'open' and exists (
              select 1 from ${pushTabNotices} where ${pushTabNotices.tableTabId} = ${tableTabs.tableTabId})))
      )`,
    ),
  );
}

export interface OrderEventFacts {
  eventId: number;
  orderId: number;
  companyId: number;
  seatWebId: number;
  customerId: number | null;
  orderNumber: number;
  orderType: number;
  orderStatus: number;
  paymentType: number;
  accepted: boolean;
  rejected: boolean;
  /** A round of a table's tab: the tab, who sent it (null: unknown) and their name. */
  tableTabId: number | null;
  tableTabParticipantId: number | null;
  senderName: string | null;
  tableNumber: number | null;
}

/** A 'tab' event: the tab's state now. */
export interface TabEventFacts {
  tableTabId: number;
  companyId: number;
  tableNumber: number;
  status: string;
}

/** Where the dispatcher stopped reading `events`. */
export async function readCursor(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ last: pushDispatchCursor.lastEventId })
    .from(pushDispatchCursor)
    .where(eq(pushDispatchCursor.cursorId, 1));
  return row ? Number(row.last) : 0;
}

export async function writeCursor(db: DbOrTx, lastEventId: number): Promise<void> {
  await db
    .insert(pushDispatchCursor)
    .values({ cursorId: 1, lastEventId })
    .onConflictDoUpdate({ target: pushDispatchCursor.cursorId, set: { lastEventId } });
}

/** The order events after `afterId` (oldest first), each with its order's facts now; the id of the last event read (any topic). */
export async function orderEventsAfter(
  db: DbOrTx,
  afterId: number,
  limit: number,
): Promise<{ last: number; events: OrderEventFacts[]; tabs: TabEventFacts[] }> {
  const rows = await db
    .select({
      eventId: events.eventId,
      topic: events.topic,
      orderId: orders.orderId,
      companyId: orders.companyId,
      seatWebId: orders.seatWebId,
      customerId: orders.customerId,
      orderNumber: orders.orderNumber,
      orderType: orders.orderType,
      orderStatus: orders.orderStatus,
      paymentType: orders.paymentType,
      acceptedAt: orderProgress.acceptedAt,
      rejectedAt: orderProgress.rejectedAt,
      orderTabId: orders.tableTabId,
      orderTabParticipantId: orders.tableTabParticipantId,
      orderTableNumber: orders.tableNumber,
      senderName: tableTabParticipants.displayName,
      tabId: tableTabs.tableTabId,
      tabCompanyId: tableTabs.companyId,
      tabTableNumber: tableTabs.tableNumber,
      tabStatus: tableTabs.status,
    })
    .from(events)
    .leftJoin(
      orders,
      and(
        eq(events.topic, 'order'),
        sql`${orders.orderId} = case when ${events.topic} = 'order' then ${events.subject}::integer end`,
        eq(orders.seatWebId, events.seatWebId),
        eq(orders.companyId, events.companyId),
      ),
    )
    .leftJoin(orderProgress, eq(orderProgress.orderId, orders.orderId))
    .leftJoin(tableTabParticipants, eq(tableTabParticipants.participantId, orders.tableTabParticipantId))
    .leftJoin(
      tableTabs,
      and(
        eq(events.topic, 'tab'),
        sql`${tableTabs.tableTabId} = case when ${events.topic} = 'tab' then ${events.subject}::integer end`,
        eq(tableTabs.companyId, events.companyId),
      ),
    )
    .where(gt(events.eventId, afterId))
    .orderBy(asc(events.eventId))
    .limit(limit);
  const found: OrderEventFacts[] = [];
  const tabs: TabEventFacts[] = [];
  for (const r of rows) {
    if (r.tabId !== null && r.tabCompanyId !== null) {
      tabs.push({
        tableTabId: r.tabId,
        companyId: r.tabCompanyId,
        tableNumber: r.tabTableNumber ?? 0,
        status: r.tabStatus ?? 'open',
      });
      continue;
    }
    if (r.orderId === null || r.companyId === null || r.seatWebId === null) continue;
    found.push({
      eventId: Number(r.eventId),
      orderId: r.orderId,
      companyId: r.companyId,
      seatWebId: r.seatWebId,
      customerId: r.customerId,
      orderNumber: r.orderNumber ?? 0,
      orderType: r.orderType ?? 0,
      orderStatus: r.orderStatus ?? 0,
      paymentType: r.paymentType ?? 0,
      accepted: r.acceptedAt !== null,
      rejected: r.rejectedAt !== null,
      tableTabId: r.orderTabId,
      tableTabParticipantId: r.orderTabParticipantId,
      senderName: r.senderName,
      tableNumber: r.orderTableNumber,
    });
  }
  return { last: rows.length > 0 ? Number(rows[rows.length - 1].eventId) : afterId, events: found, tabs };
}

/** Marks the order's notice as queued; false when it already was (each notice goes once). */
export async function claimOrderNotice(db: DbOrTx, orderId: number, notice: string): Promise<boolean> {
  const rows = await db
    .insert(pushOrderNotices)
    .values({ orderId, notice })
    .onConflictDoNothing()
    .returning({ orderId: pushOrderNotices.orderId });
  return rows.length > 0;
}

export async function enqueuePushes(
  db: DbOrTx,
  messages: { pushSubscriptionId: number; payload: unknown }[],
): Promise<void> {
  if (messages.length === 0) return;
  await db.insert(pushOutbox).values(messages);
}

export interface WaitingPush extends PushTarget {
  pushOutboxId: number;
  payload: unknown;
  attempts: number;
}

/** The oldest messages waiting, with their subscription. */
export async function listWaitingPushes(db: DbOrTx, limit: number): Promise<WaitingPush[]> {
  const rows = await db
    .select({
      ...target,
      pushOutboxId: pushOutbox.pushOutboxId,
      payload: pushOutbox.payload,
      attempts: pushOutbox.attempts,
    })
    .from(pushOutbox)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.pushSubscriptionId, pushOutbox.pushSubscriptionId))
    .orderBy(asc(pushOutbox.pushOutboxId))
    .limit(limit);
  return rows.map((r) => ({ ...r, pushOutboxId: Number(r.pushOutboxId) }));
}

export async function deletePush(db: DbOrTx, pushOutboxId: number): Promise<void> {
  await db.delete(pushOutbox).where(eq(pushOutbox.pushOutboxId, pushOutboxId));
}

/** A failed attempt; messages that failed `maxAttempts` times are dropped. */
export async function pushFailed(db: DbOrTx, pushOutboxId: number, maxAttempts: number): Promise<void> {
  await db
    .update(pushOutbox)
    .set({ attempts: sql`${pushOutbox.attempts} + 1` })
    .where(eq(pushOutbox.pushOutboxId, pushOutboxId));
  await db
    .delete(pushOutbox)
    .where(and(eq(pushOutbox.pushOutboxId, pushOutboxId), gt(pushOutbox.attempts, maxAttempts - 1)));
}
