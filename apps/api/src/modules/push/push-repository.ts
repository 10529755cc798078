// The only code touching the Web Push tables (migration 0035_push_subscriptions.sql): the
// subscriptions, the outbox of messages waiting for the push service, the notices already
// queued per order, and the dispatcher's cursor over the live-event outbox (`events`). Every
// read of subscriptions names the company: a subscription is never handed another company's
// messages.
import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import {
  events,
  orderProgress,
  orders,
  pushDispatchCursor,
  pushOrderNotices,
  pushOutbox,
  pushSubscriptions,
  staffMembers,
} from '../../db/schema';

export interface PushKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOwner =
  | { kind: 'diner'; companyId: number; customerId: number }
  | { kind: 'staff'; companyId: number; staffMemberId: number; seatWebId: number };

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
  const ownerIs =
    owner.kind === 'diner'
      ? and(eq(pushSubscriptions.companyId, owner.companyId), eq(pushSubscriptions.customerId, owner.customerId))
      : and(
          eq(pushSubscriptions.companyId, owner.companyId),
          eq(pushSubscriptions.staffMemberId, owner.staffMemberId),
          eq(pushSubscriptions.seatWebId, owner.seatWebId),
        );
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), ownerIs))
    .returning({ id: pushSubscriptions.pushSubscriptionId });
  return rows.length > 0;
}

/** The push service said the subscription is gone (404/410): it goes, with its waiting messages. */
export async function deleteSubscription(db: DbOrTx, pushSubscriptionId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.pushSubscriptionId, pushSubscriptionId));
}

/** Whether this owner has a subscription of this endpoint. */
export async function hasOwnSubscription(db: DbOrTx, owner: PushOwner, endpoint: string): Promise<boolean> {
  const ownerIs =
    owner.kind === 'diner'
      ? and(eq(pushSubscriptions.customerId, owner.customerId), isNull(pushSubscriptions.staffMemberId))
      : and(eq(pushSubscriptions.staffMemberId, owner.staffMemberId), eq(pushSubscriptions.seatWebId, owner.seatWebId));
  const rows = await db
    .select({ id: pushSubscriptions.pushSubscriptionId })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.companyId, owner.companyId), ownerIs))
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
): Promise<{ last: number; events: OrderEventFacts[] }> {
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
    .where(gt(events.eventId, afterId))
    .orderBy(asc(events.eventId))
    .limit(limit);
  const found: OrderEventFacts[] = [];
  for (const r of rows) {
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
    });
  }
  return { last: rows.length > 0 ? Number(rows[rows.length - 1].eventId) : afterId, events: found };
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
