// The queries of settle-tab-payment.ts: finding a tab payment by its provider's reference (a
// notification names only that), the online payments whose hold ran out and whose provider has
// not been asked yet (the sweep), and the claims that make each step happen once however many
// requests race (a notification, the phone's completion, the sweep).
import { and, eq, gt, inArray, isNotNull, isNull, lt, notInArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { tabPayments } from '../../db/schema';
import type { TabPaymentRow } from './tab-payment-repository';

/** The company's tab payment a provider's reference names (the reference is unique per provider). */
export async function findTabPaymentByReference(
  db: DbOrTx,
  companyId: number,
  provider: string,
  reference: string,
): Promise<TabPaymentRow | null> {
  const [row] = await db
    .select()
    .from(tabPayments)
    .where(
      and(
        eq(tabPayments.provider, provider),
        eq(tabPayments.reference, reference),
        eq(tabPayments.companyId, companyId),
      ),
    );
  return row ?? null;
}

/**
 * Online payments through one of `providers` whose hold ran out before `now` and whose provider
 * was not asked since: still pending (any age), or released by a later claim of the tab without
 * asking (status 'expired', no failure written yet) when the hold ended after `expiredSince`.
 */
export async function listTabHoldsToCheck(
  db: DbOrTx,
  providers: readonly string[],
  now: Date,
  expiredSince: Date,
  limit: number,
): Promise<TabPaymentRow[]> {
  return db
    .select()
    .from(tabPayments)
    .where(
      and(
        inArray(tabPayments.provider, [...providers]),
        isNotNull(tabPayments.reference),
        lt(tabPayments.expiresAt, now),
        or(
          eq(tabPayments.status, 'pending'),
          and(eq(tabPayments.status, 'expired'), isNull(tabPayments.failure), gt(tabPayments.expiresAt, expiredSince)),
        ),
      ),
    )
    .orderBy(tabPayments.expiresAt)
    .limit(limit);
}

/**
 * A payment its provider did not confirm: released ('expired', or 'failed' when declined) with
 * why, only while it is still pending or expired; false when something else recorded it first.
 */
export async function releaseCheckedHold(
  db: DbOrTx,
  tabPaymentId: number,
  status: 'expired' | 'failed',
  failure: string,
): Promise<boolean> {
  const rows = await db
    .update(tabPayments)
    .set({ status, failure })
    .where(and(eq(tabPayments.tabPaymentId, tabPaymentId), inArray(tabPayments.status, ['pending', 'expired'])))
    .returning({ id: tabPayments.tabPaymentId });
  return rows.length > 0;
}

/**
 * Takes the giving back of a payment whose share was gone: the first caller turns it
 * 'refunded' (a refund under way) and asks the provider; every other one finds it taken and
 * refunds nothing. False when already given back or succeeded.
 */
export async function claimGiveBack(db: DbOrTx, tabPaymentId: number): Promise<boolean> {
  const rows = await db
    .update(tabPayments)
    .set({ status: 'refunded', failure: 'share paid by others meanwhile: refund under way' })
    .where(and(eq(tabPayments.tabPaymentId, tabPaymentId), notInArray(tabPayments.status, ['refunded', 'succeeded'])))
    .returning({ id: tabPayments.tabPaymentId });
  return rows.length > 0;
}
