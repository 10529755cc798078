// Starting an online payment: a provider payment for one of the session customer's own unpaid
// orders, for its stored total (never the browser's amount), recorded in online_payments so
// that only this reference can later settle this order.
import { badRequest, notFound } from '@tavola/domain/error-codes';
import { PaymentStatus } from '@tavola/domain/enums';
import type { ClientSession } from '../../../plugins/session';
import { requireSessionCustomer } from '../../customer/customer-service';
import { findCustomerOrderRow, type OrderRow } from '../../order';
import { CURRENCY } from '../payment-adapter';
import { amountMismatch, providerNotConfigured, providerUnavailable } from './online-payment-errors';
import { findCompanyNames, insertOnlinePayment } from './online-payments-repository';
import type { OnlinePaymentsContext } from './payment-adapters';
import { paymentTypeOfProvider, type PaymentProviderName } from './payment-provider-names';

/**
 * `amountCents`, when the browser sends one (the spec's calls carry it), must agree with the
 * stored total. A provider that does not answer (timeout, 5xx) is a 503: nothing is recorded
 * and the order stays unpaid and open for another try or another method.
 */
export async function startPayment(
  ctx: OnlinePaymentsContext,
  session: ClientSession,
  provider: PaymentProviderName,
  request: { orderId: number; amountCents?: number | null; description?: string | null },
): Promise<{ reference: string; browserValue: string; order: OrderRow }> {
  const { db, log } = ctx;
  const customer = await requireSessionCustomer(db, session);
  const order = await findCustomerOrderRow(db, session.companyId, customer.customerId, request.orderId);
  if (!order) throw notFound('ORDER_NOT_FOUND', "L'ordine richiesto non esiste.");
  if (order.paymentStatus === PaymentStatus.Paid)
    throw badRequest('ORDER_ALREADY_PAID', "L'ordine è già stato pagato.");
  if (order.cancelledAt)
    throw badRequest(
      'ORDER_CANCELLED',
      "L'ordine è stato annullato perché non è stato pagato in tempo. Ripeti l'ordine.",
    );
  if (order.paymentType !== paymentTypeOfProvider[provider]) {
    throw badRequest('PAYMENT_METHOD_MISMATCH', "L'ordine è stato salvato con un altro metodo di pagamento.");
  }
  if (order.totalAmountCents <= 0) throw badRequest('NOTHING_TO_PAY', "L'ordine non ha importi da pagare.");
  if (request.amountCents != null && request.amountCents !== order.totalAmountCents) throw amountMismatch();
  const adapter = await ctx.adapterFor(session.companyId, provider);
  if (!adapter) throw providerNotConfigured();
  const company = await findCompanyNames(db, session.companyId);
  let created: { reference: string; browserValue: string };
  try {
    created = await adapter.createPayment({
      companyId: session.companyId,
      companyUrlName: company?.urlName ?? '',
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      amountCents: order.totalAmountCents,
      currency: CURRENCY,
      // Spec 000 §9 describes a fixed text; the real order number is more useful on a statement.
      description: `Ordine n. ${order.orderNumber} - ${company?.tradeName ?? ''}`.trim(),
      email: customer.email ?? null,
    });
  } catch (error) {
    log.warn({ err: error, provider, orderId: order.orderId }, 'payment creation failed');
    throw providerUnavailable();
  }
  await insertOnlinePayment(db, {
    companyId: session.companyId,
    orderId: order.orderId,
    provider,
    reference: created.reference,
    amountCents: order.totalAmountCents,
    currency: CURRENCY,
  });
  return { ...created, order };
}
