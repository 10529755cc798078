// Splitting the bill of a table's tab (docs/table-tab.md, "Split the bill"): any participant
// pays everything left, their own items, an equal share of N or an amount, with an optional
// tip on top, online through the venue's provider (the same adapters as an order's payment,
// payment-adapter.ts) or at the till, which the staff then mark paid.
//
// The server keeps the arithmetic (domain tab-split.ts). A payment first holds its share in
// the database under the tab's lock (tab-payment-repository.ts claimTabShare); only then is
// the provider asked, so two phones paying the last 20 € at once cannot both start: the second
// is told at once that the share is taken. A share whose hold ran out and that someone else
// paid meanwhile is given back through the same adapter when its money arrives. When the tab
// is paid in full it becomes 'settled': every phone shows "Conto saldato" through the tab's
// live events (tab_payments has the tab's trigger, migration 0036).
import { badRequest, conflict, DomainError, notFound, serviceUnavailable } from '@tavola/domain/error-codes';
import {
  equalShare,
  ownItemsShare,
  shareAmount,
  tipAmount,
  type NexiNonce,
  type TabPaymentMethod,
  type TabShare,
  type Tip,
} from '@tavola/domain/tab-split';
import type { TestCardForm } from '@tavola/domain/payment-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/database';
import { CURRENCY, type PaymentAdapter, type ProviderPayment } from '../payment/payment-adapter';
import { browserScriptUrl, type BrowserScriptConfig } from '../payment/online/browser-scripts';
import type { OnlinePayments } from '../payment/online/online-payments';
import type { NexiAdapter } from '../payment/nexi/nexi-adapter';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from '../payment/online/payment-provider-names';
import { createTestCardAdapter } from '../payment/test-card-adapter';
import { chargeTestCard } from '../payment/test-card-service';
import { recordProviderAnswer } from './settle-tab-payment';
import {
  claimTabShare,
  findCompanyNames,
  findLatestRoundOrder,
  findTab,
  findTabPayment,
  readLedger,
  recordRoundLineOwners,
  releasePending,
  setPaymentReference,
  settleTabPayment,
  sumTipsBySpan,
  tabBalances,
  type TipSpan,
  type TabPaymentRow,
  type TableTabRow,
} from './tab-payment-repository';

export interface TabPaymentsContext {
  db: Db;
  log: FastifyBaseLogger;
  now: () => Date;
  onlinePayments: Pick<OnlinePayments, 'adapterFor' | 'availableProviders'> &
    Partial<Pick<OnlinePayments, 'publicConfig'>>;
  /** Where the widgets' scripts are (PayPal's SDK, Satispay's button); without it the methods name none. */
  scripts?: BrowserScriptConfig;
  testCardEnabled: boolean;
  /** How long an online payment holds its share before others may take it. */
  holdMinutes: number;
}

export interface Participant {
  participantId: number;
  displayName: string;
  tab: TableTabRow;
}

export interface TabPaymentView {
  tabPaymentId: number;
  participantId: number | null;
  kind: TabPaymentRow['kind'];
  parts: number | null;
  amountCents: number;
  tipCents: number;
  status: TabPaymentRow['status'];
  method: string;
  createdAt: string;
}

export const toPaymentView = (p: TabPaymentRow): TabPaymentView => ({
  tabPaymentId: p.tabPaymentId,
  participantId: p.participantId,
  kind: p.kind,
  parts: p.parts,
  amountCents: p.amountCents,
  tipCents: p.tipCents,
  status: p.status,
  method: p.provider,
  createdAt: p.createdAt.toISOString(),
});

const tabNotFound = () =>
  notFound('TABLE_TAB_NOT_FOUND', 'Il conto del tavolo non esiste più. Scansiona di nuovo il QR del tavolo.');
const paymentNotFound = () => notFound('TAB_PAYMENT_NOT_FOUND', 'Il pagamento richiesto non esiste.');

/** Why a share could not be held, in the diner's words (the phone shows its own translation of the code). */
const refusals: Record<string, () => Error> = {
  NOTHING_LEFT: () =>
    conflict(
      'TAB_NOTHING_LEFT',
      'Non resta niente da pagare: il conto è già pagato o qualcun altro sta pagando quello che resta.',
    ),
  NOTHING_OF_YOURS: () => conflict('TAB_NOTHING_OF_YOURS', 'Non ci sono piatti tuoi ancora da pagare.'),
  AMOUNT_ABOVE_REMAINING: () => conflict('TAB_AMOUNT_ABOVE_REMAINING', "L'importo supera quello che resta da pagare."),
  AMOUNT_CHANGED: () =>
    conflict(
      'TAB_AMOUNT_CHANGED',
      "L'importo da pagare è cambiato nel frattempo: controlla il nuovo importo e conferma di nuovo. Non è stato addebitato nulla.",
    ),
  TAB_NOT_FOUND: tabNotFound,
};
const tabNotOpen = () => conflict('TAB_NOT_OPEN', 'Il conto è già chiuso.');
const shareTaken = (givenBack: boolean) =>
  conflict(
    'TAB_SHARE_TAKEN',
    givenBack
      ? 'Nel frattempo qualcun altro ha pagato questa parte del conto: il tuo pagamento è stato rimborsato.'
      : 'Nel frattempo qualcun altro ha pagato questa parte del conto: il pagamento non è stato registrato, rivolgiti al personale.',
  );

/**
 * The ways this tab can be paid: the venue's configured providers (with the script their widget
 * loads, as for an order), the test card (demo, dev), the till.
 */
async function methodsOf(
  ctx: TabPaymentsContext,
  companyId: number,
): Promise<Array<{ method: TabPaymentMethod; simulated: boolean; scriptUrl?: string }>> {
  const online = await ctx.onlinePayments.availableProviders(companyId);
  const { scripts } = ctx;
  const publicConfig = ctx.onlinePayments.publicConfig?.bind(ctx.onlinePayments);
  const withScripts = await Promise.all(
    online.map(async (p) => {
      const method = { method: p.provider as TabPaymentMethod, simulated: p.simulated };
      if (!scripts || !publicConfig) return method;
      const scriptUrl = browserScriptUrl(scripts, p.provider, await publicConfig(companyId, p.provider));
      return scriptUrl ? { ...method, scriptUrl } : method;
    }),
  );
  return [
    ...withScripts,
    ...(ctx.testCardEnabled ? [{ method: 'testCard' as const, simulated: true }] : []),
    { method: 'counter' as const, simulated: false },
  ];
}

/** What a phone shows before paying: the balance, the participant's items and the payments so far. */
export async function getTabSplit(ctx: TabPaymentsContext, participant: Participant) {
  const { db } = ctx;
  const tabId = participant.tab.tableTabId;
  const [ledger, balances, methods] = [
    await readLedger(db, tabId),
    await tabBalances(db, [tabId]),
    await methodsOf(ctx, participant.tab.companyId),
  ];
  const { balance, payments } = balances.get(tabId)!;
  return {
    tableTabId: tabId,
    status: participant.tab.status,
    ...balance,
    myItemsCents: ownItemsShare(ledger, participant.participantId),
    payments: payments.map(toPaymentView),
    methods,
  };
}

/** The equal share of N as the server would compute it now (shown before paying). */
export async function previewEqualShare(db: Db, tableTabId: number, parts: number): Promise<number> {
  return equalShare(await readLedger(db, tableTabId), parts);
}

async function adapterOf(ctx: TabPaymentsContext, companyId: number, method: string): Promise<PaymentAdapter | null> {
  if (method === 'testCard') return ctx.testCardEnabled ? createTestCardAdapter(ctx.db) : null;
  if (!(PAYMENT_PROVIDERS as readonly string[]).includes(method)) return null;
  return ctx.onlinePayments.adapterFor(companyId, method as PaymentProviderName);
}

/**
 * Starts a payment: holds the share under the tab's lock, then (online) creates the provider
 * payment for share + tip. A provider that fails releases the hold (503). The same
 * idempotency key answers the same payment.
 */
export async function startTabPayment(
  ctx: TabPaymentsContext,
  participant: Participant,
  request: {
    share: TabShare;
    tip: Tip | null;
    method: TabPaymentMethod;
    idempotencyKey: string;
    /** Share + tip as the phone showed it: a different figure now holds nothing (TAB_AMOUNT_CHANGED). */
    expectedCents?: number;
  },
): Promise<{ payment: TabPaymentView; browserValue: string | null }> {
  const { db, log } = ctx;
  const tab = participant.tab;
  const online = request.method !== 'counter';
  const adapter = online ? await adapterOf(ctx, tab.companyId, request.method) : null;
  if (online && !adapter)
    throw notFound('PAYMENT_PROVIDER_NOT_CONFIGURED', 'Il metodo di pagamento scelto non è disponibile.');
  const now = ctx.now();
  const claim = await claimTabShare(
    db,
    {
      companyId: tab.companyId,
      tableTabId: tab.tableTabId,
      participantId: participant.participantId,
      provider: request.method,
      idempotencyKey: request.idempotencyKey,
      now,
      expiresAt: online ? new Date(now.getTime() + ctx.holdMinutes * 60_000) : null,
    },
    (ledger) => {
      const share = shareAmount(ledger, participant.participantId, request.share);
      if ('refused' in share) return share;
      const tipCents = tipAmount(share.amountCents, request.tip);
      // Under the tab's lock: the diner is charged what the phone showed, or nothing.
      if (request.expectedCents !== undefined && share.amountCents + tipCents !== request.expectedCents)
        return { refused: 'AMOUNT_CHANGED' };
      return {
        kind: request.share.kind,
        parts: request.share.kind === 'equal' ? request.share.parts : null,
        amountCents: share.amountCents,
        tipCents,
      };
    },
  );
  if (claim.kind === 'tab-not-open') throw tabNotOpen();
  if (claim.kind === 'refused') throw (refusals[claim.reason] ?? refusals.NOTHING_LEFT)();
  if (claim.kind === 'existing') {
    if (claim.payment.participantId !== participant.participantId || claim.payment.provider !== request.method) {
      throw badRequest('INVALID_IDEMPOTENCY_KEY', 'Questa chiave di idempotenza appartiene a un altro pagamento.');
    }
    // The same request again: a created provider payment is not created twice. The test card's
    // reference is what its form needs; a provider's widget value is not kept, so a retry there
    // gets none (the diner cancels the payment, or its hold runs out, and starts again).
    const again =
      claim.payment.status === 'pending' && claim.payment.provider === 'testCard' ? claim.payment.reference : null;
    return { payment: toPaymentView(claim.payment), browserValue: again };
  }
  const payment = claim.payment;
  if (!adapter) return { payment: toPaymentView(payment), browserValue: null };

  const round = await findLatestRoundOrder(db, tab.tableTabId);
  const company = await findCompanyNames(db, tab.companyId);
  let created: { reference: string; browserValue: string };
  try {
    if (!round) throw new Error('no round to tag the payment with');
    created = await adapter.createPayment({
      companyId: tab.companyId,
      companyUrlName: company?.urlName ?? '',
      orderId: round.orderId,
      orderNumber: round.orderNumber,
      amountCents: payment.amountCents + payment.tipCents,
      currency: CURRENCY,
      description: `Conto tavolo ${tab.tableNumber} - ${company?.tradeName ?? ''}`.trim(),
      email: null,
    });
  } catch (error) {
    log.warn({ err: error, provider: request.method, tableTabId: tab.tableTabId }, 'tab payment creation failed');
    await releasePending(db, payment.tabPaymentId, 'failed', 'provider unavailable');
    throw serviceUnavailable(
      'PAYMENT_PROVIDER_UNAVAILABLE',
      'Il servizio di pagamento non risponde: non è stato addebitato nulla. Riprova tra qualche istante o scegli un altro metodo.',
    );
  }
  await setPaymentReference(db, payment.tabPaymentId, created.reference);
  return { payment: toPaymentView({ ...payment, reference: created.reference }), browserValue: created.browserValue };
}

async function ownPayment(db: Db, participant: Participant, tabPaymentId: number): Promise<TabPaymentRow> {
  const payment = await findTabPayment(db, tabPaymentId);
  if (
    !payment ||
    payment.tableTabId !== participant.tab.tableTabId ||
    payment.participantId !== participant.participantId
  )
    throw paymentNotFound();
  return payment;
}

const paymentFailed = () =>
  badRequest('TAB_PAYMENT_FAILED', 'Il pagamento non è andato a buon fine: non è stato addebitato nulla.');

/**
 * Completes an online payment after asking its provider (never trusting the phone): the
 * provider says succeeded, in euros, for exactly share + tip. Then the share is recorded as
 * paid; a share taken by others meanwhile is given back at once through the same adapter.
 * Nexi's card widget hands over a nonce, which the server pays first (XPay's pagaNonce, its MAC
 * checked): a refused card frees the share.
 */
export async function completeTabPayment(
  ctx: TabPaymentsContext,
  participant: Participant,
  tabPaymentId: number,
  widget: { nexiNonce?: NexiNonce } = {},
): Promise<TabPaymentView> {
  const { db, log } = ctx;
  const payment = await ownPayment(db, participant, tabPaymentId);
  if (payment.status === 'succeeded') return toPaymentView(payment);
  if (payment.provider === 'counter')
    throw badRequest('TAB_PAYMENT_AT_COUNTER', 'Questo pagamento si fa alla cassa: lo segnerà il personale.');
  if (!payment.reference) throw badRequest('TAB_PAYMENT_NOT_STARTED', 'Il pagamento non è stato avviato.');
  const adapter = await adapterOf(ctx, payment.companyId, payment.provider);
  if (!adapter) throw notFound('PAYMENT_PROVIDER_NOT_CONFIGURED', 'Il metodo di pagamento scelto non è disponibile.');
  let verified: ProviderPayment;
  try {
    if (widget.nexiNonce && adapter.provider === 'nexi' && payment.status === 'pending') {
      const paid = await (adapter as NexiAdapter).payNonce({
        reference: payment.reference,
        amountCents: payment.amountCents + payment.tipCents,
        nonce: widget.nexiNonce,
      });
      if (paid.esito === 'KO') {
        if (paid.forged) throw badRequest('NONCE_REFUSED', 'Il pagamento non è stato riconosciuto. Riprova.');
        await releasePending(db, tabPaymentId, 'failed', `declined by nexi: ${paid.message}`);
        throw paymentFailed();
      }
    }
    if (adapter.finalize) await adapter.finalize(payment.reference);
    verified = await adapter.retrievePayment(payment.reference);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // Nothing is recorded: the diner completes again later, the hold still keeps the share.
    log.warn(
      { err: error, tabPaymentId, provider: payment.provider },
      'tab payment not verified: provider unavailable',
    );
    throw serviceUnavailable(
      'PAYMENT_VERIFICATION_UNAVAILABLE',
      'Il servizio di pagamento non risponde e non possiamo ancora confermare il pagamento. Riprova tra qualche istante.',
    );
  }
  // The same record a provider's notification and the sweep make (settle-tab-payment.ts).
  const outcome = await recordProviderAnswer(ctx, payment, adapter, verified);
  switch (outcome.kind) {
    case 'succeeded':
      return toPaymentView(outcome.payment);
    case 'failed':
      throw paymentFailed();
    case 'mismatch':
      throw badRequest('TAB_PAYMENT_MISMATCH', "Il pagamento non corrisponde all'importo richiesto.");
    case 'given-back':
      // The money came but its share is gone: given back at once (or owed by the restaurant).
      throw shareTaken(outcome.refunded);
    default:
      throw conflict('TAB_PAYMENT_NOT_CONFIRMED', 'Il pagamento non risulta ancora completato.');
  }
}

/** The offline test card (demo, dev): charges the card, then completes like any provider. */
export async function payTabWithTestCard(
  ctx: TabPaymentsContext,
  participant: Participant,
  tabPaymentId: number,
  card: Record<keyof TestCardForm, string>,
): Promise<TabPaymentView> {
  const payment = await ownPayment(ctx.db, participant, tabPaymentId);
  if (payment.provider !== 'testCard' || !payment.reference || !ctx.testCardEnabled) throw paymentNotFound();
  if (payment.status === 'pending') await chargeTestCard(ctx.db, payment.reference, card, ctx.now());
  return completeTabPayment(ctx, participant, tabPaymentId);
}

/** A diner gives up a payment not made yet: its share is free again. */
export async function cancelTabPayment(
  ctx: TabPaymentsContext,
  participant: Participant,
  tabPaymentId: number,
): Promise<TabPaymentView> {
  const payment = await ownPayment(ctx.db, participant, tabPaymentId);
  if (payment.status !== 'pending' || !(await releasePending(ctx.db, tabPaymentId, 'cancelled', null))) {
    throw conflict('TAB_PAYMENT_NOT_PENDING', 'Questo pagamento non si può più annullare.');
  }
  return toPaymentView({ ...payment, status: 'cancelled' });
}

/** The staff's view of a tab's payments (the board): balance and every payment. */
export async function staffTabPayments(
  ctx: Pick<TabPaymentsContext, 'db'>,
  companyId: number,
  seatWebId: number,
  tableTabId: number,
) {
  const tab = await findTab(ctx.db, tableTabId);
  if (!tab || tab.companyId !== companyId || tab.seatWebId !== seatWebId) throw tabNotFound();
  const { balance, payments } = (await tabBalances(ctx.db, [tableTabId])).get(tableTabId)!;
  return { tableTabId, status: tab.status, ...balance, payments: payments.map(toPaymentView) };
}

/** The staff received a "pago alla cassa" payment at the till. */
export async function markCounterPaymentPaid(
  ctx: Pick<TabPaymentsContext, 'db' | 'now'>,
  staff: { companyId: number; staffMemberId: number },
  seatWebId: number,
  tableTabId: number,
  tabPaymentId: number,
): Promise<TabPaymentView> {
  const tab = await findTab(ctx.db, tableTabId);
  if (!tab || tab.companyId !== staff.companyId || tab.seatWebId !== seatWebId) throw tabNotFound();
  const payment = await findTabPayment(ctx.db, tabPaymentId);
  if (!payment || payment.tableTabId !== tableTabId) throw paymentNotFound();
  if (payment.provider !== 'counter')
    throw badRequest('TAB_PAYMENT_NOT_AT_COUNTER', 'Solo un pagamento alla cassa si segna pagato qui.');
  if (payment.status === 'succeeded') return toPaymentView(payment);
  if (payment.status !== 'pending') throw conflict('TAB_PAYMENT_NOT_PENDING', 'Questo pagamento è stato annullato.');
  const outcome = await settleTabPayment(ctx.db, tabPaymentId, { now: ctx.now(), staffMemberId: staff.staffMemberId });
  if (outcome.kind !== 'succeeded') throw tabNotOpen();
  return toPaymentView(outcome.payment);
}

/** The tips of the tabs' payments in each span of the dashboard, by the span's tag: shown apart from the takings. */
export function tipsBySpan(db: Db | DbOrTx, spans: readonly TipSpan[]): Promise<Map<string, number>> {
  return sumTipsBySpan(db, spans);
}

/**
 * Records whose dish each line of a just-saved round is (the shared cart's participant of
 * each line, in the order the round's lines were saved), for "pay my dishes".
 */
export function recordRoundOwners(db: Db | DbOrTx, orderId: number, participantIds: readonly number[]): Promise<void> {
  return recordRoundLineOwners(db, orderId, participantIds);
}
