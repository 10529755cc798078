// Recording an online payment towards a table's tab once its provider says it was paid. Three
// callers, one check: the diner's phone completing the payment (tab-payment-service.ts), the
// provider's notification (payment/online/payment-notifications.ts) and the sweep of holds that
// ran out (payment/online/unpaid-order-sweep.ts). Each asks the provider (finalize, then
// retrievePayment), never trusting the phone or the notification's body, and records the share
// only when the provider says succeeded, in euros, for exactly share + tip.
//
// Once, whatever races: settleTabPayment takes the tab's row lock and turns a payment
// 'succeeded' once (a second caller finds it done); a payment whose share was gone meanwhile is
// given back by the one caller that claims the refund (claimGiveBack), the others refund nothing.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { CURRENCY, type PaymentAdapter, type ProviderPayment } from '../payment/payment-adapter';
import {
  claimGiveBack,
  findTabPaymentByReference,
  listTabHoldsToCheck,
  releaseCheckedHold,
} from './settle-tab-payment-repository';
import {
  findTabPayment,
  recordGivenBack,
  releasePending,
  settleTabPayment,
  type TabPaymentRow,
} from './tab-payment-repository';

export interface SettleTabDeps {
  db: Db;
  log: FastifyBaseLogger;
  now: () => Date;
}

export type TabSettlement =
  /** Recorded (now or before); `settledTab`: this payment paid the tab in full. */
  | { kind: 'succeeded'; payment: TabPaymentRow; settledTab: boolean }
  /** Paid, but its share was gone: `refunded` when the money went back (or none was taken), else owed by the restaurant. */
  | { kind: 'given-back'; refunded: boolean }
  /** The provider declined it: nothing taken, the share is free. */
  | { kind: 'failed' }
  /** Not paid at the provider (yet): pending, unknown, refunded there. */
  | { kind: 'not-paid'; status: ProviderPayment['status'] }
  /** The provider's answer is for another amount, currency or payment: not recorded. */
  | { kind: 'mismatch' }
  /** The provider did not answer: nothing recorded, ask again later. */
  | { kind: 'unavailable'; error: unknown };

/**
 * What a tab payment already is, whatever the provider would say: recorded, given back (or being
 * given back by another caller), or never created at the provider. Null: the provider decides.
 */
function decidedWithoutAsking(payment: TabPaymentRow, adapter: PaymentAdapter): TabSettlement | null {
  if (payment.status === 'succeeded') return { kind: 'succeeded', payment, settledTab: false };
  if (payment.status === 'refunded')
    return { kind: 'given-back', refunded: payment.refundId !== null || !adapter.refund };
  if (!payment.reference) return { kind: 'not-paid', status: 'unknown' };
  return null;
}

/** Asks the provider about a tab payment and records what it says (see the file's comment). */
export async function verifyTabPayment(
  deps: SettleTabDeps,
  payment: TabPaymentRow,
  adapter: PaymentAdapter,
): Promise<TabSettlement> {
  const decided = decidedWithoutAsking(payment, adapter);
  if (decided) return decided;
  let verified: ProviderPayment;
  try {
    if (adapter.finalize) await adapter.finalize(payment.reference!);
    verified = await adapter.retrievePayment(payment.reference!);
  } catch (error) {
    return { kind: 'unavailable', error };
  }
  return recordProviderAnswer(deps, payment, adapter, verified);
}

/**
 * Records what the provider answered about a tab payment (`verified`, read by the caller from
 * the provider just now): succeeded for exactly share + tip in euros records the share (or gives
 * the money back when the share is gone), failed frees the share, anything else records nothing.
 */
export async function recordProviderAnswer(
  deps: SettleTabDeps,
  payment: TabPaymentRow,
  adapter: PaymentAdapter,
  verified: ProviderPayment,
): Promise<TabSettlement> {
  const { db, log } = deps;
  const decided = decidedWithoutAsking(payment, adapter);
  if (decided) return decided;
  const reference = payment.reference!;
  const expected = payment.amountCents + payment.tipCents;
  if (verified.status === 'failed') {
    await releasePending(db, payment.tabPaymentId, 'failed', 'declined by the provider');
    return { kind: 'failed' };
  }
  if (verified.status !== 'succeeded') return { kind: 'not-paid', status: verified.status };
  if (
    verified.reference !== reference ||
    verified.currency.toUpperCase() !== CURRENCY ||
    verified.amountCents !== expected
  ) {
    log.warn(
      { tabPaymentId: payment.tabPaymentId, provider: payment.provider, amount: verified.amountCents, expected },
      'tab payment refused: provider answer does not match',
    );
    return { kind: 'mismatch' };
  }
  const outcome = await settleTabPayment(db, payment.tabPaymentId, { now: deps.now() });
  if (outcome.kind === 'succeeded') return outcome;
  return giveBack(deps, outcome.payment, adapter, reference, expected);
}

/** The money came but its share is gone (its hold ran out and others paid, or the tab ended): back at once. */
async function giveBack(
  deps: SettleTabDeps,
  payment: TabPaymentRow,
  adapter: PaymentAdapter,
  reference: string,
  amountCents: number,
): Promise<TabSettlement> {
  const { db, log } = deps;
  const tabPaymentId = payment.tabPaymentId;
  // Another caller (the phone, a notification) is giving it back, or did.
  if (!(await claimGiveBack(db, tabPaymentId))) {
    const stored = await findTabPayment(db, tabPaymentId);
    if (stored?.status === 'succeeded') return { kind: 'succeeded', payment: stored, settledTab: false };
    return { kind: 'given-back', refunded: stored?.refundId != null || !adapter.refund };
  }
  if (!adapter.refund) {
    // The test card moves no money: nothing to give back. A provider without refunds: owed by the restaurant.
    await recordGivenBack(db, tabPaymentId, {
      refundId: null,
      failure: `${adapter.provider} cannot refund: nothing to give back or owed by the restaurant`,
      now: deps.now(),
    });
    return { kind: 'given-back', refunded: adapter.provider === 'testCard' };
  }
  try {
    const { refundId } = await adapter.refund({
      reference,
      amountCents,
      idempotencyKey: `tab-payment-${tabPaymentId}`,
    });
    await recordGivenBack(db, tabPaymentId, { refundId, failure: 'share paid by others meanwhile', now: deps.now() });
    log.warn(
      { tabPaymentId, provider: payment.provider, refundId },
      'tab payment refunded: its share was paid by others',
    );
    return { kind: 'given-back', refunded: true };
  } catch (error) {
    log.error(
      { err: error, tabPaymentId, provider: payment.provider },
      'tab payment whose share was gone could not be refunded',
    );
    await recordGivenBack(db, tabPaymentId, {
      refundId: null,
      failure: 'refund failed: owed by the restaurant',
      now: deps.now(),
    });
    return { kind: 'given-back', refunded: false };
  }
}

/**
 * A provider's verified notification about `reference`: null when no tab payment of the
 * company has it (the caller tries an order's payment), else what asking the provider recorded.
 */
export async function settleTabPaymentByReference(
  deps: SettleTabDeps,
  args: { companyId: number; reference: string; adapter: PaymentAdapter },
): Promise<TabSettlement | null> {
  const payment = await findTabPaymentByReference(deps.db, args.companyId, args.adapter.provider, args.reference);
  if (!payment) return null;
  return verifyTabPayment(deps, payment, args.adapter);
}

/** How far back the sweep still asks about a hold a later claim released without asking. */
const TAB_HOLD_CHECK_WINDOW_MS = 24 * 60 * 60_000;
/** At most this many payments are asked about per round; the rest wait for the next one. */
const TAB_HOLDS_PER_ROUND = 100;

/**
 * The sweep's part for the tabs: each online payment whose hold ran out is asked of its provider
 * once before its share is released, so a payment that went through (the phone closed, the
 * notification lost) is recorded, not lost. While the provider does not answer, it is asked
 * again on the next round (for a day at most).
 */
export async function sweepTabHolds(
  deps: SettleTabDeps,
  providers: readonly string[],
  adapterFor: (companyId: number, provider: string) => Promise<PaymentAdapter | null>,
): Promise<{ settled: number[]; released: number[] }> {
  const now = deps.now();
  const since = new Date(now.getTime() - TAB_HOLD_CHECK_WINDOW_MS);
  const due = await listTabHoldsToCheck(deps.db, providers, now, since, TAB_HOLDS_PER_ROUND);
  const settled: number[] = [];
  const released: number[] = [];
  for (const payment of due) {
    const adapter = await adapterFor(payment.companyId, payment.provider);
    const outcome: TabSettlement = adapter
      ? await verifyTabPayment(deps, payment, adapter)
      : { kind: 'not-paid', status: 'unknown' };
    const id = payment.tabPaymentId;
    switch (outcome.kind) {
      case 'succeeded':
      case 'given-back':
        settled.push(id);
        break;
      case 'unavailable':
        deps.log.warn({ err: outcome.error, tabPaymentId: id }, 'tab hold not checked: provider unavailable');
        if (payment.expiresAt && payment.expiresAt < since) {
          if (await releaseCheckedHold(deps.db, id, 'expired', 'hold ran out; the provider did not answer'))
            released.push(id);
        }
        break;
      case 'failed':
        if (await releaseCheckedHold(deps.db, id, 'failed', 'declined by the provider')) released.push(id);
        break;
      case 'not-paid':
      case 'mismatch': {
        const why =
          outcome.kind === 'mismatch'
            ? 'hold ran out; the provider answered for another amount'
            : `hold ran out; not paid at the provider (${adapter ? outcome.status : 'provider no longer configured'})`;
        if (await releaseCheckedHold(deps.db, id, 'expired', why)) released.push(id);
        break;
      }
    }
  }
  if (settled.length || released.length) deps.log.info({ settled, released }, 'tab payment holds checked');
  return { settled, released };
}
