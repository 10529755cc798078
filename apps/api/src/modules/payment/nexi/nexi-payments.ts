// Paying a nonce of XPay Build (spec 000 §7 `POST nexi/pagaNonce`): the browser hands
// over the XPay_Nonce event of its own order's transaction; the server checks the event's MAC,
// that the transaction code is one it created for the session customer's order and that the
// amount and currency are the stored ones, then asks XPay to pay (hostedPayments/pagaNonce)
// and settles the order only after reading the transaction back (bo/situazioneOrdine).
import { badRequest, notFound } from '@tavola/domain/error-codes';
import { PaymentStatus } from '@tavola/domain/enums';
import type { Db } from '../../../db/database';
import type { ClientSession } from '../../../plugins/session';
import { requireSessionCustomer } from '../../customer/customer-service';
import { completionFailedMessage } from '../../order/order-complete-service';
import { findCustomerOrderRow } from '../../order';
import {
  amountMismatch,
  providerNotConfigured,
  providerUnavailable,
  SettlementRefused,
  verificationUnavailable,
} from '../online/online-payment-errors';
import type { OnlinePayments } from '../online/online-payments';
import { findOnlinePayment, listCreatedPayments } from '../online/online-payments-repository';
import { DIVISA_EUR, type NexiAdapter, type NexiNonce } from './nexi-adapter';

/**
 * Before a new XPay transaction for an order: a pagaNonce that timed out may still have been
 * paid at XPay. Each earlier transaction of the order still 'created' is read back and settles
 * the order if XPay authorised it, so the diner is not charged twice. Only for the session
 * customer's own order. While XPay cannot say, no new transaction is started (the spec's
 * "try again" message).
 */
export async function settleEarlierNexiAttempts(
  ctx: { db: Db; onlinePayments: OnlinePayments },
  session: ClientSession,
  orderId: number,
): Promise<void> {
  const customer = await requireSessionCustomer(ctx.db, session);
  const order = await findCustomerOrderRow(ctx.db, session.companyId, customer.customerId, orderId);
  if (!order || order.paymentStatus === PaymentStatus.Paid) return;
  const earlier = await listCreatedPayments(ctx.db, orderId, 'nexi');
  for (const { reference } of earlier) {
    try {
      await ctx.onlinePayments.settle({ companyId: session.companyId, provider: 'nexi', reference, orderId });
      return;
    } catch (error) {
      if (!(error instanceof SettlementRefused)) throw error;
      if (error.unavailable) throw providerUnavailable();
    }
  }
}

export interface PagaNonceRequest extends NexiNonce {
  codiceTransazione: string;
  importo: number;
  divisa: string;
}

export async function payNexiNonce(
  ctx: { db: Db; onlinePayments: OnlinePayments },
  session: ClientSession,
  request: PagaNonceRequest,
): Promise<{ esito: 'OK' | 'KO'; messaggioErrore: string | null }> {
  const customer = await requireSessionCustomer(ctx.db, session);
  const found = await findOnlinePayment(ctx.db, 'nexi', request.codiceTransazione);
  const payment = found?.companyId === session.companyId ? found : null;
  const order = payment
    ? await findCustomerOrderRow(ctx.db, session.companyId, customer.customerId, payment.orderId)
    : null;
  if (!payment || !order) throw notFound('PAYMENT_NOT_FOUND', 'Il pagamento richiesto non esiste.');
  if (order.paymentStatus === PaymentStatus.Paid) {
    if (order.paymentReference === payment.reference) return { esito: 'OK', messaggioErrore: null };
    throw badRequest('ORDER_ALREADY_PAID', "L'ordine è già stato pagato.");
  }
  if (request.importo !== payment.amountCents || request.importo !== order.totalAmountCents) throw amountMismatch();
  if (request.divisa !== DIVISA_EUR && request.divisa !== 'EUR')
    throw badRequest('PAYMENT_CURRENCY_MISMATCH', 'I pagamenti sono accettati solo in euro.');

  const adapter = (await ctx.onlinePayments.adapterFor(session.companyId, 'nexi')) as NexiAdapter | null;
  if (!adapter || typeof adapter.payNonce !== 'function') throw providerNotConfigured();
  let result;
  try {
    result = await adapter.payNonce({ reference: payment.reference, amountCents: payment.amountCents, nonce: request });
  } catch {
    // The answer is lost, but XPay may have charged: the next createPayment or the sweeper
    // reads the transaction back (settleEarlierNexiAttempts), so the diner is not charged twice.
    throw verificationUnavailable();
  }
  if (result.esito === 'KO') {
    if ('forged' in result && result.forged)
      throw badRequest('NONCE_REFUSED', 'Il pagamento non è stato riconosciuto. Riprova.');
    // Spec 000 §8: a non-OK outcome shows the gateway's message.
    return { esito: 'KO', messaggioErrore: result.message };
  }
  try {
    await ctx.onlinePayments.settle({
      companyId: session.companyId,
      provider: 'nexi',
      reference: payment.reference,
      orderId: order.orderId,
    });
  } catch (error) {
    if (!(error instanceof SettlementRefused)) throw error;
    return { esito: 'KO', messaggioErrore: completionFailedMessage(order.orderNumber) };
  }
  return { esito: 'OK', messaggioErrore: null };
}
