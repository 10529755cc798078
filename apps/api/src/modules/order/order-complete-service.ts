// order/completeCustomerOrder (spec 000 §4 "payment success completes the order with method and
// reference", §7; spec README "payment success reported by the browser"). Cash completes with
// payment Open. Any other method is marked Paid only after the provider confirms the reference:
// status succeeded, amount equal to the stored total, currency EUR, created for this order, and
// not used before by another order. Any failure answers the spec's completion message with the
// order number (000 §8); the reason is logged, never shown.
import type { FastifyBaseLogger } from 'fastify';
import { badRequest } from '@tavola/domain/error-codes';
import { PaymentMethod, PaymentStatus } from '@tavola/domain/enums';
import { nextOrderStatus } from '@tavola/domain/order-status-rules';
import type { Order } from '@tavola/domain/order';
import type { CompleteCustomerOrderRequest } from '@tavola/domain/order-requests';
import { isCashAllowed } from '@tavola/domain/payment-rules';
import type { Db } from '../../db/database';
import type { ClientSession } from '../../plugins/session';
import type { PaymentProviders } from '../payment/payment-provider';
import type { OnlinePayments } from '../payment/online/online-payments';
import { SettlementRefused, verificationUnavailable } from '../payment/online/online-payment-errors';
import { providerOfPaymentType } from '../payment/online/payment-provider-names';
import { findSeatWeb } from '../company';
import { requireSessionCustomer } from '../customer/customer-service';
import {
  findCustomerOrderRow,
  findOrderPaidBy,
  findOrderRow,
  loadOrder,
  setOrderFields,
  type OrderRow,
} from './order-repository';
import { isDemoOrder, type DemoConfig } from './demo-order';
import { orderNotFound } from './order-save-service';

export const completionFailedMessage = (orderNumber: number) =>
  `Siamo spiacenti, ma si è verificato un errore durante il completamento dell'ordine. Si prega di contattarci per confermare l'ordine. Numero ordine: ${orderNumber}`;

export const CURRENCY = 'EUR';

export async function completeCustomerOrder(
  ctx: {
    db: Db;
    providers: PaymentProviders;
    onlinePayments?: Pick<OnlinePayments, 'settle'>;
    log: FastifyBaseLogger;
    config?: DemoConfig;
  },
  session: ClientSession,
  request: CompleteCustomerOrderRequest,
): Promise<Order> {
  const customer = await requireSessionCustomer(ctx.db, session);
  const order = await findCustomerOrderRow(ctx.db, session.companyId, customer.customerId, request.orderId);
  if (!order) throw orderNotFound();

  const fail = (reason: string) => {
    ctx.log.warn({ orderId: order.orderId, paymentType: request.paymentType, reason }, 'order completion refused');
    return badRequest('ORDER_COMPLETION_FAILED', completionFailedMessage(order.orderNumber));
  };

  if (order.cancelledAt) throw fail('order cancelled for want of payment');

  if (request.paymentType === PaymentMethod.Cash) {
    if (order.paymentStatus === PaymentStatus.Paid) throw fail('order already paid');
    const venue = await findSeatWeb(ctx.db, session.companyId, order.seatWebId);
    if (!venue || !isCashAllowed(venue, order.orderType)) throw fail('cash not accepted');
    // Anonymous cash orders stay Open until the e-mail link confirms them (000 §4), whatever
    // the order was saved with before; the demo's order is confirmed at once
    // (000 §1), here as when it was saved.
    const orderStatus = nextOrderStatus(order.orderStatus, {
      paymentType: PaymentMethod.Cash,
      paid: false,
      anonymous: customer.isAnonymous,
      emailConfirmed: order.emailConfirmedAt !== null || (ctx.config != null && isDemoOrder(ctx.config, order)),
    });
    await setOrderFields(ctx.db, order.orderId, {
      paymentType: PaymentMethod.Cash,
      paymentStatus: PaymentStatus.Open,
      paymentReference: null,
      orderStatus,
    });
    return reload(ctx.db, order);
  }

  const reference = request.paymentReference?.trim();
  if (!reference) throw fail('missing payment reference');

  // The five online providers: settled only after asking the provider.
  const online = providerOfPaymentType(request.paymentType);
  if (online && ctx.onlinePayments) {
    try {
      const settled = await ctx.onlinePayments.settle({
        companyId: session.companyId,
        provider: online,
        reference,
        orderId: order.orderId,
      });
      return reload(ctx.db, settled);
    } catch (error) {
      if (!(error instanceof SettlementRefused)) throw error;
      if (!error.unavailable) throw fail(error.reason);
      // The provider did not answer: the order is left unpaid and open, to be settled later.
      ctx.log.warn(
        { orderId: order.orderId, paymentType: request.paymentType, reason: error.reason },
        'order completion waits for the payment provider',
      );
      throw verificationUnavailable();
    }
  }

  const provider = ctx.providers.get(request.paymentType);
  if (!provider) throw fail('no provider for this payment type');

  if (order.paymentStatus === PaymentStatus.Paid) {
    // A retried completion of the same payment is answered as before; any other is refused.
    if (order.paymentType === request.paymentType && order.paymentReference === reference) return reload(ctx.db, order);
    throw fail('order already paid with another payment');
  }

  const payment = await provider.retrievePayment(reference);
  if (payment.status !== 'succeeded') throw fail(`payment status ${payment.status}`);
  if (payment.orderId !== order.orderId) throw fail(`payment created for order ${payment.orderId}`);
  if (payment.currency.toUpperCase() !== CURRENCY) throw fail(`currency ${payment.currency}`);
  if (payment.amountCents !== order.totalAmountCents)
    throw fail(`amount ${payment.amountCents} != total ${order.totalAmountCents}`);
  if (await findOrderPaidBy(ctx.db, request.paymentType, reference, order.orderId))
    throw fail('reference already used');

  try {
    await setOrderFields(ctx.db, order.orderId, {
      paymentType: request.paymentType,
      paymentReference: reference,
      paymentStatus: PaymentStatus.Paid,
      orderStatus: nextOrderStatus(order.orderStatus, {
        paymentType: request.paymentType,
        paid: true,
        anonymous: customer.isAnonymous,
        emailConfirmed: false,
      }),
    });
  } catch (error) {
    // orders_payment_reference_uq: another request settled an order with it meanwhile.
    ctx.log.warn({ err: error }, 'payment reference update failed');
    throw fail('reference already used (unique index)');
  }
  return reload(ctx.db, order);
}

async function reload(db: Db, order: OrderRow): Promise<Order> {
  const row = await findOrderRow(db, order.orderId);
  if (!row) throw orderNotFound();
  return loadOrder(db, row);
}
