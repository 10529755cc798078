// Payments towards a table's tab (tab_payments, migration 0036): the only code of the split
// of the bill that touches the database.
//
// Never more than the tab's total, whatever the concurrency: a claim locks the tab's row
// (SELECT ... FOR UPDATE), reads the tab's total from its rounds and its pending and succeeded
// payments, lets the caller compute the share with the domain's rules (tab-split.ts), and
// inserts the new payment as 'pending' only if it still fits, all in one transaction. Twenty
// phones paying the last 20 € at once are serialised by that lock: the first holds the share,
// the others find nothing left before any provider is asked. Settling takes the same lock.
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { SERVICE_DAY_END_HOUR } from '@tavola/domain/order-board';
import { venueInstant } from '@tavola/domain/order-state';
import { addDays } from '@tavola/domain/slot-rules';
import { PaymentStatus } from '@tavola/domain/enums';
import {
  CLAIMING_STATUSES,
  tabBalance,
  type TabBalance,
  type TabLedger,
  type TabPaymentKind,
  type TabPaymentStatus,
} from '@tavola/domain/tab-split';
import type { DbOrTx } from '../../db/database';
import { companies, orderDetails, orderProgress, orders, tableTabs, tabPayments } from '../../db/schema';

export type TabPaymentRow = typeof tabPayments.$inferSelect;
export type TableTabRow = typeof tableTabs.$inferSelect;

export async function findCompanyNames(
  db: DbOrTx,
  companyId: number,
): Promise<{ tradeName: string; urlName: string } | null> {
  const [company] = await db
    .select({ tradeName: companies.tradeName, urlName: companies.urlName })
    .from(companies)
    .where(eq(companies.companyId, companyId));
  return company ?? null;
}

export async function findTab(db: DbOrTx, tableTabId: number): Promise<TableTabRow | null> {
  const [tab] = await db.select().from(tableTabs).where(eq(tableTabs.tableTabId, tableTabId));
  return tab ?? null;
}

/** The tab's total: its rounds not cancelled and not rejected by the kitchen. */
async function tabTotalCents(db: DbOrTx, tableTabId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${orders.totalAmountCents}), 0)` })
    .from(orders)
    .leftJoin(orderProgress, eq(orderProgress.orderId, orders.orderId))
    .where(and(eq(orders.tableTabId, tableTabId), isNull(orders.cancelledAt), isNull(orderProgress.rejectedAt)));
  return Number(row?.total ?? 0);
}

/**
 * The rounds' lines and whose they are: the participant who added the dish when the round
 * recorded it, otherwise the participant who sent the round.
 */
async function tabLines(db: DbOrTx, tableTabId: number): Promise<TabLedger['lines']> {
  const rows = await db
    .select({
      participantId: sql<
        number | null
      >`coalesce(${orderDetails}.table_tab_participant_id, ${orders.tableTabParticipantId})`,
      amountCents: orderDetails.amountCents,
    })
    .from(orderDetails)
    .innerJoin(orders, eq(orders.orderId, orderDetails.orderId))
    .leftJoin(orderProgress, eq(orderProgress.orderId, orders.orderId))
    .where(and(eq(orders.tableTabId, tableTabId), isNull(orders.cancelledAt), isNull(orderProgress.rejectedAt)));
  return rows
    .filter((r) => r.participantId !== null)
    .map((r) => ({ participantId: Number(r.participantId), amountCents: Number(r.amountCents ?? 0) }));
}

export async function listTabPayments(db: DbOrTx, tableTabIds: readonly number[]): Promise<TabPaymentRow[]> {
  if (tableTabIds.length === 0) return [];
  return db
    .select()
    .from(tabPayments)
    .where(inArray(tabPayments.tableTabId, [...tableTabIds]))
    .orderBy(asc(tabPayments.tabPaymentId));
}

/** Each tab's total and payments, for the tab's view (many tabs at once: the board, a batch of events). */
export async function tabBalances(
  db: DbOrTx,
  tableTabIds: readonly number[],
): Promise<Map<number, { balance: TabBalance; payments: TabPaymentRow[] }>> {
  const out = new Map<number, { balance: TabBalance; payments: TabPaymentRow[] }>();
  if (tableTabIds.length === 0) return out;
  const ids = [...new Set(tableTabIds)];
  const totals = await db
    .select({ tableTabId: orders.tableTabId, total: sql<string>`coalesce(sum(${orders.totalAmountCents}), 0)` })
    .from(orders)
    .leftJoin(orderProgress, eq(orderProgress.orderId, orders.orderId))
    .where(and(inArray(orders.tableTabId, ids), isNull(orders.cancelledAt), isNull(orderProgress.rejectedAt)))
    .groupBy(orders.tableTabId);
  const payments = await listTabPayments(db, ids);
  for (const id of ids) {
    const total = Number(totals.find((t) => t.tableTabId === id)?.total ?? 0);
    const own = payments.filter((p) => p.tableTabId === id);
    out.set(id, { balance: tabBalance(total, own), payments: own });
  }
  return out;
}

export interface ClaimInput {
  companyId: number;
  tableTabId: number;
  participantId: number | null;
  provider: string;
  idempotencyKey: string;
  now: Date;
  expiresAt: Date | null;
}

export type Claim =
  | { kind: 'claimed'; payment: TabPaymentRow }
  /** The key's payment already exists: the same request again. */
  | { kind: 'existing'; payment: TabPaymentRow }
  | { kind: 'tab-not-open'; status: TableTabRow['status'] }
  | { kind: 'refused'; reason: string };

/** The share a claim holds, computed from the tab as it stands under the lock; null with a reason when there is none. */
export type ShareOf = (
  ledger: TabLedger,
) => { kind: TabPaymentKind; parts: number | null; amountCents: number; tipCents: number } | { refused: string };

/**
 * Holds a share of the tab for a new payment: under the tab's row lock, releases the pending
 * online payments past their time, then inserts the payment as 'pending' for what `shareOf`
 * computes from the ledger it sees. A key already used answers its payment.
 */
export async function claimTabShare(db: DbOrTx, input: ClaimInput, shareOf: ShareOf): Promise<Claim> {
  return db.transaction(async (tx) => {
    const [tab] = await tx.select().from(tableTabs).where(eq(tableTabs.tableTabId, input.tableTabId)).for('update');
    if (!tab || tab.companyId !== input.companyId) return { kind: 'refused', reason: 'TAB_NOT_FOUND' };
    const [same] = await tx
      .select()
      .from(tabPayments)
      .where(and(eq(tabPayments.tableTabId, input.tableTabId), eq(tabPayments.idempotencyKey, input.idempotencyKey)));
    if (same) return { kind: 'existing', payment: same };
    if (tab.status !== 'open') return { kind: 'tab-not-open', status: tab.status };
    await expirePending(tx, input.tableTabId, input.now);
    const ledger = await ledgerOf(tx, input.tableTabId);
    const share = shareOf(ledger);
    if ('refused' in share) return { kind: 'refused', reason: share.refused };
    const [payment] = await tx
      .insert(tabPayments)
      .values({
        companyId: input.companyId,
        tableTabId: input.tableTabId,
        participantId: input.participantId,
        kind: share.kind,
        parts: share.parts,
        amountCents: share.amountCents,
        tipCents: share.tipCents,
        provider: input.provider,
        idempotencyKey: input.idempotencyKey,
        createdAt: input.now,
        expiresAt: input.expiresAt,
      })
      .returning();
    return { kind: 'claimed', payment };
  });
}

async function ledgerOf(tx: DbOrTx, tableTabId: number): Promise<TabLedger> {
  const [totalCents, lines, claims] = [
    await tabTotalCents(tx, tableTabId),
    await tabLines(tx, tableTabId),
    await tx
      .select({
        participantId: tabPayments.participantId,
        kind: tabPayments.kind,
        parts: tabPayments.parts,
        amountCents: tabPayments.amountCents,
      })
      .from(tabPayments)
      .where(and(eq(tabPayments.tableTabId, tableTabId), inArray(tabPayments.status, [...CLAIMING_STATUSES]))),
  ];
  return { totalCents, lines, claims };
}

/** The tab's ledger as it stands (what a phone is shown before choosing). */
export async function readLedger(db: DbOrTx, tableTabId: number): Promise<TabLedger> {
  return ledgerOf(db, tableTabId);
}

/** Pending online payments past their time release their share. */
async function expirePending(tx: DbOrTx, tableTabId: number, now: Date): Promise<void> {
  await tx
    .update(tabPayments)
    .set({ status: 'expired' })
    .where(
      and(eq(tabPayments.tableTabId, tableTabId), eq(tabPayments.status, 'pending'), lt(tabPayments.expiresAt, now)),
    );
}

export async function setPaymentReference(db: DbOrTx, tabPaymentId: number, reference: string): Promise<void> {
  await db.update(tabPayments).set({ reference }).where(eq(tabPayments.tabPaymentId, tabPaymentId));
}

export async function findTabPayment(db: DbOrTx, tabPaymentId: number): Promise<TabPaymentRow | null> {
  const [row] = await db.select().from(tabPayments).where(eq(tabPayments.tabPaymentId, tabPaymentId));
  return row ?? null;
}

/** Ends a payment that took no money ('failed', 'cancelled'), only while it is still pending; false otherwise. */
export async function releasePending(
  db: DbOrTx,
  tabPaymentId: number,
  status: Extract<TabPaymentStatus, 'failed' | 'cancelled'>,
  failure: string | null,
): Promise<boolean> {
  const rows = await db
    .update(tabPayments)
    .set({ status, failure })
    .where(and(eq(tabPayments.tabPaymentId, tabPaymentId), eq(tabPayments.status, 'pending')))
    .returning({ id: tabPayments.tabPaymentId });
  return rows.length > 0;
}

export type SettleOutcome =
  /** The payment is succeeded (now or before); `settledTab`: this payment paid the tab in full. */
  | { kind: 'succeeded'; payment: TabPaymentRow; settledTab: boolean }
  /** Money was taken but its share is gone (its hold ran out and others paid): to give back. */
  | { kind: 'share-gone'; payment: TabPaymentRow };

/**
 * Records money the provider confirmed: under the tab's row lock, a pending payment becomes
 * 'succeeded'; one whose hold ran out is taken again only if its amount still fits in what is
 * left. When the tab is then paid in full it becomes 'settled' (a new scan opens a new tab) and
 * its rounds are marked paid.
 */
export async function settleTabPayment(
  db: DbOrTx,
  tabPaymentId: number,
  args: { now: Date; staffMemberId?: number | null },
): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const [first] = await tx.select().from(tabPayments).where(eq(tabPayments.tabPaymentId, tabPaymentId));
    const [tab] = await tx
      .select({ status: tableTabs.status })
      .from(tableTabs)
      .where(eq(tableTabs.tableTabId, first.tableTabId))
      .for('update');
    const [payment] = await tx.select().from(tabPayments).where(eq(tabPayments.tabPaymentId, tabPaymentId));
    if (payment.status === 'succeeded') return { kind: 'succeeded', payment, settledTab: false };
    // Given back already, or the tab ended meanwhile (paid in full, closed by the staff).
    if (payment.status === 'refunded' || tab.status !== 'open') return { kind: 'share-gone', payment };
    if (payment.status !== 'pending') {
      // Its hold was released: it is taken only if it still fits.
      const ledger = await ledgerOf(tx, payment.tableTabId);
      const claimed = ledger.claims.reduce((sum, c) => sum + c.amountCents, 0);
      if (claimed + payment.amountCents > ledger.totalCents) return { kind: 'share-gone', payment };
    }
    const [updated] = await tx
      .update(tabPayments)
      .set({
        status: 'succeeded',
        settledAt: args.now,
        failure: null,
        markedByStaffMemberId: args.staffMemberId ?? null,
      })
      .where(eq(tabPayments.tabPaymentId, tabPaymentId))
      .returning();
    const balance = tabBalance(
      await tabTotalCents(tx, payment.tableTabId),
      await tx.select().from(tabPayments).where(eq(tabPayments.tableTabId, payment.tableTabId)),
    );
    if (!balance.settled) return { kind: 'succeeded', payment: updated, settledTab: false };
    const closed = await tx
      .update(tableTabs)
      .set({ status: 'settled', closedAt: args.now, version: sql`${tableTabs.version} + 1` })
      .where(and(eq(tableTabs.tableTabId, payment.tableTabId), eq(tableTabs.status, 'open')))
      .returning({ id: tableTabs.tableTabId });
    await tx
      .update(orders)
      .set({ paymentStatus: PaymentStatus.Paid })
      .where(
        and(
          eq(orders.tableTabId, payment.tableTabId),
          eq(orders.paymentStatus, PaymentStatus.Open),
          isNull(orders.cancelledAt),
        ),
      );
    return { kind: 'succeeded', payment: updated, settledTab: closed.length > 0 };
  });
}

/** A payment whose share was gone, given back (or owed, when the provider cannot give it back). */
export async function recordGivenBack(
  db: DbOrTx,
  tabPaymentId: number,
  values: { refundId: string | null; failure: string; now: Date },
): Promise<void> {
  await db
    .update(tabPayments)
    .set({
      status: 'refunded',
      refundId: values.refundId,
      refundedAt: values.refundId ? values.now : null,
      failure: values.failure,
    })
    .where(eq(tabPayments.tabPaymentId, tabPaymentId));
}

/** One round order of the tab: the order a provider payment is tagged with (providers carry one order id). */
export async function findLatestRoundOrder(
  db: DbOrTx,
  tableTabId: number,
): Promise<{ orderId: number; orderNumber: number } | null> {
  const [row] = await db
    .select({ orderId: orders.orderId, orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.tableTabId, tableTabId))
    .orderBy(sql`${orders.orderId} desc`)
    .limit(1);
  return row ?? null;
}

/**
 * Records whose each line of a round is: `participantIds` in the order the round's lines were
 * saved (order_details ids ascending).
 */
export async function recordRoundLineOwners(
  db: DbOrTx,
  orderId: number,
  participantIds: readonly number[],
): Promise<void> {
  const lines = await db
    .select({ id: orderDetails.orderDetailId })
    .from(orderDetails)
    .where(eq(orderDetails.orderId, orderId))
    .orderBy(asc(orderDetails.orderDetailId));
  for (const [i, line] of lines.entries()) {
    const participantId = participantIds[i];
    if (participantId === undefined) break;
    await db.execute(
      sql`update order_details set table_tab_participant_id = ${participantId} where order_detail_id = ${line.id}`,
    );
  }
}

/** A venue's service days (from 05:00 of the first to 05:00 after the last, on its clock), tagged. */
export interface TipSpan {
  seatWebId: number;
  timeZone: string;
  tag: string;
  first: string;
  last: string;
}

/** Tips taken in each span (the dashboard's tips figure), by tag. */
export async function sumTipsBySpan(db: DbOrTx, spans: readonly TipSpan[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const hh = `${String(SERVICE_DAY_END_HOUR).padStart(2, '0')}:00`;
  for (const s of spans) {
    const from = venueInstant(s.first, hh, s.timeZone);
    const to = venueInstant(addDays(s.last, 1), hh, s.timeZone);
    const [row] = await db
      .select({ tips: sql<string>`coalesce(sum(${tabPayments.tipCents}), 0)` })
      .from(tabPayments)
      .innerJoin(tableTabs, eq(tableTabs.tableTabId, tabPayments.tableTabId))
      .where(
        and(
          eq(tableTabs.seatWebId, s.seatWebId),
          eq(tabPayments.status, 'succeeded'),
          gte(tabPayments.settledAt, from),
          lt(tabPayments.settledAt, to),
        ),
      );
    out.set(s.tag, (out.get(s.tag) ?? 0) + Number(row?.tips ?? 0));
  }
  return out;
}
