// Sending Web Push (modules/push/README.md). Nothing here runs in a request: routes and other
// modules only queue messages in push_outbox (queueForDiners) and wake the dispatcher. The
// dispatcher, one run at a time across every API process (db/run-once.ts), first turns the new
// order events of the live-event outbox (`events`, written by the triggers of migration
// 0006_staff.sql) into messages: one place maps an order's stage to who is told (the diner:
// accepted, ready or on its way; the venue's staff boards: a new order), each notice once per
// order (push_order_notices). Then it hands the waiting messages to the push services: gone
// subscriptions (404/410) are deleted, other failures are tried again on the next run, up to
// MAX_ATTEMPTS.
import { orderStage, OrderStage } from '@tavola/domain/order-progress';
import webPush from 'web-push';
import type { Db } from '../../db/database';
import { runOncePerChain } from '../../db/run-once';
import { orderNoticeMessage, tabNoticeMessage, type OrderNotice, type PushMessage } from './push-messages';
import {
  claimOrderNotice,
  claimTabNotice,
  deleteEndedTabSubscriptions,
  deletePush,
  deleteSubscription,
  dinerSubscriptions,
  enqueuePushes,
  listWaitingPushes,
  orderEventsAfter,
  pushFailed,
  readCursor,
  settlingParticipant,
  tabParticipantSubscriptions,
  venueStaffSubscriptions,
  writeCursor,
  type OrderEventFacts,
  type PushTarget,
  type TabEventFacts,
} from './push-repository';
import type { VapidKeys } from './vapid-keys';

const MAX_ATTEMPTS = 5;
const EVENT_PAGE = 200;
const SEND_PAGE = 100;
/** How long a push service may keep a message for an offline device (seconds). */
const TIME_TO_LIVE = 3600;

/** What the push service answered: taken, or the subscription is gone (404/410). Throws on anything else. */
export interface PushSender {
  send(target: PushTarget, message: PushMessage): Promise<'sent' | 'gone'>;
}

/**
 * web-push builds the request (aes128gcm encryption, VAPID header); it is sent with fetch, so a
 * push service stand-in on plain http (tests, a local relay) is reached the same way.
 */
export function createWebPushSender(keys: VapidKeys, options: { timeoutMs?: number } = {}): PushSender {
  return {
    async send(target, message) {
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: keys,
          TTL: TIME_TO_LIVE,
          contentEncoding: 'aes128gcm',
          urgency: 'high',
        },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ?? undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) throw new Error(`push service answered ${response.status}`);
      return 'sent';
    },
  };
}

/** The diner's notice and the staff's notice an order's current stage calls for. */
export function noticesOf(order: OrderEventFacts): { diner: OrderNotice | null; staff: OrderNotice | null } {
  const stage = orderStage({
    orderStatus: order.orderStatus,
    paymentType: order.paymentType,
    accepted: order.accepted,
    rejected: order.rejected,
  });
  switch (stage) {
    case OrderStage.AwaitingConfirmation:
    case OrderStage.New:
      return { diner: null, staff: 'new' };
    case OrderStage.Accepted:
    case OrderStage.InProduction:
      return { diner: 'accepted', staff: null };
    case OrderStage.Ready:
      return { diner: 'ready', staff: null };
    default:
      return { diner: null, staff: null };
  }
}

/** Queues the message for every subscription of these diners of this company. */
export async function queueForDiners(
  db: Db,
  companyId: number,
  customerIds: number[],
  message: (language: string) => PushMessage,
): Promise<number> {
  const targets = await dinerSubscriptions(db, companyId, customerIds);
  await enqueuePushes(
    db,
    targets.map((t) => ({ pushSubscriptionId: t.pushSubscriptionId, payload: message(t.language) })),
  );
  return targets.length;
}

async function queueOrderNotices(db: Db, events: OrderEventFacts[]): Promise<void> {
  // Several events of one order in a page: its state now is what counts.
  const newest = new Map(events.map((e) => [e.orderId, e]));
  for (const order of newest.values()) {
    const { diner, staff } = noticesOf(order);
    if (staff && (await claimOrderNotice(db, order.orderId, staff))) {
      const targets = await venueStaffSubscriptions(db, order.companyId, order.seatWebId);
      await enqueuePushes(
        db,
        targets.map((t) => ({
          pushSubscriptionId: t.pushSubscriptionId,
          payload: orderNoticeMessage(staff, order, t.language),
        })),
      );
    }
    if (order.tableTabId !== null) {
      await queueRoundNotices(db, order, order.tableTabId, diner);
      continue;
    }
    if (diner && order.customerId !== null && (await claimOrderNotice(db, order.orderId, diner))) {
      await queueForDiners(db, order.companyId, [order.customerId], (language) =>
        orderNoticeMessage(diner, order, language),
      );
    }
  }
}

/** Queues a tab's notice to its participants' subscriptions, but `except`'s (their own action). */
async function queueForTab(
  db: Db,
  companyId: number,
  tableTabId: number,
  except: number | null,
  message: (language: string) => PushMessage,
): Promise<void> {
  const targets = await tabParticipantSubscriptions(db, companyId, tableTabId, except);
  await enqueuePushes(
    db,
    targets.map((t) => ({ pushSubscriptionId: t.pushSubscriptionId, payload: message(t.language) })),
  );
}

/**
 * A round of a table's tab: the other participants are told it was sent (its sender is not),
 * and every participant when the kitchen accepts it and when it is ready; each once per round.
 */
async function queueRoundNotices(
  db: Db,
  order: OrderEventFacts,
  tableTabId: number,
  diner: OrderNotice | null,
): Promise<void> {
  const facts = {
    tableTabId,
    tableNumber: order.tableNumber ?? 0,
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    senderName: order.senderName,
  };
  if (!order.rejected && (await claimOrderNotice(db, order.orderId, 'tab-round'))) {
    await queueForTab(db, order.companyId, tableTabId, order.tableTabParticipantId, (language) =>
      tabNoticeMessage('round', facts, language),
    );
  }
  if ((diner === 'accepted' || diner === 'ready') && (await claimOrderNotice(db, order.orderId, diner))) {
    await queueForTab(db, order.companyId, tableTabId, null, (language) => tabNoticeMessage(diner, facts, language));
  }
}

/** A tab that ended: its participants are told once, but the one whose payment settled it. */
async function queueTabEndNotices(db: Db, tabs: TabEventFacts[]): Promise<void> {
  const newest = new Map(tabs.map((tab) => [tab.tableTabId, tab]));
  for (const tab of newest.values()) {
    if (tab.status !== 'settled' && tab.status !== 'closed') continue;
    if (!(await claimTabNotice(db, tab.tableTabId, 'ended'))) continue;
    const except = tab.status === 'settled' ? await settlingParticipant(db, tab.tableTabId) : null;
    const notice = tab.status === 'settled' ? 'settled' : 'closed';
    await queueForTab(db, tab.companyId, tab.tableTabId, except, (language) => tabNoticeMessage(notice, tab, language));
  }
}

export interface PushDispatcher {
  /** Something may be waiting: runs soon (once, however often it is called meanwhile). */
  wake(): void;
  /** Runs now and resolves when done (tests; a run already going is waited for, then one more). */
  runNow(): Promise<void>;
  close(): Promise<void>;
}

export function createPushDispatcher(options: {
  db: Db;
  sender: PushSender;
  log?: { warn(obj: unknown, msg: string): void };
}): PushDispatcher {
  const { db, sender } = options;
  let current: Promise<void> | null = null;
  let again = false;
  let closed = false;

  async function translateEvents() {
    for (;;) {
      const cursor = await readCursor(db);
      const { last, events, tabs } = await orderEventsAfter(db, cursor, EVENT_PAGE);
      if (last === cursor) return;
      await queueOrderNotices(db, events);
      await queueTabEndNotices(db, tabs);
      await writeCursor(db, last);
    }
  }

  async function deliver() {
    for (;;) {
      const waiting = await listWaitingPushes(db, SEND_PAGE);
      let done = 0;
      await Promise.all(
        waiting.map(async (push) => {
          try {
            const outcome = await sender.send(push, push.payload as PushMessage);
            if (outcome === 'gone') await deleteSubscription(db, push.pushSubscriptionId);
            else await deletePush(db, push.pushOutboxId);
            done += 1;
          } catch (error) {
            options.log?.warn(
              { err: error, pushSubscriptionId: push.pushSubscriptionId },
              'push service refused a message; trying again later',
            );
            await pushFailed(db, push.pushOutboxId, MAX_ATTEMPTS);
          }
        }),
      );
      // A full page all sent: there may be more; a failure waits for the next run.
      if (waiting.length < SEND_PAGE || done < waiting.length) return;
    }
  }

  async function run(): Promise<void> {
    do {
      again = false;
      try {
        await runOncePerChain(db, 'push-dispatch', async () => {
          await translateEvents();
          await deliver();
          await deleteEndedTabSubscriptions(db);
        });
      } catch (error) {
        options.log?.warn({ err: error }, 'push dispatch failed');
      }
    } while (again && !closed);
  }

  const start = (): Promise<void> => {
    if (current) {
      again = true;
      return current;
    }
    current = run().finally(() => {
      current = null;
    });
    return current;
  };

  return {
    wake() {
      if (!closed) void start();
    },
    async runNow() {
      if (current) {
        await current;
      }
      await start();
    },
    async close() {
      closed = true;
      await current;
    },
  };
}
