// The online payments a route or another module uses, for the five providers: which providers
// a company has (payment-adapters.ts), starting a payment for the session customer's own
// unpaid order (start-payment.ts), settling an order only after asking the provider
// (settle-payment.ts), signed notifications handled once (payment-notifications.ts), refunds
// (refund-payment.ts) and the sweep of online orders left unpaid (unpaid-order-sweep.ts).
// Queries live in online-payments-repository.ts.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/database';
import type { ClientSession } from '../../../plugins/session';
import { createPaymentAdapters, type AdapterConfig, type OnlinePaymentsContext } from './payment-adapters';
import { handleNotification } from './payment-notifications';
import type { PaymentProviderName } from './payment-provider-names';
import type { PaymentSimulators } from './simulated-providers';
import { refundOrder, refundOrderPayment, refundPayment, type OrderRefundRequest } from './refund-payment';
import { settlePayment } from './settle-payment';
import { startPayment } from './start-payment';
import { cancelExpiredOrders } from './unpaid-order-sweep';

export interface OnlinePaymentsDeps {
  db: Db;
  config: AdapterConfig & Pick<Config, 'PAYMENT_TIMEOUT_MINUTES'>;
  log: FastifyBaseLogger;
  /** The demo's simulated providers; null in prod (simulated credentials are then refused). */
  simulators: PaymentSimulators | null;
  metrics?: OnlinePaymentsContext['metrics'];
}

export type OnlinePayments = ReturnType<typeof createOnlinePayments>;

export function createOnlinePayments(deps: OnlinePaymentsDeps) {
  const adapters = createPaymentAdapters(deps);
  const ctx: OnlinePaymentsContext = {
    db: deps.db,
    log: deps.log,
    adapterFor: adapters.adapterFor,
    metrics: deps.metrics,
  };
  return {
    ...adapters,
    createPayment: (
      session: ClientSession,
      provider: PaymentProviderName,
      request: Parameters<typeof startPayment>[3],
    ) => startPayment(ctx, session, provider, request),
    settle: (args: Parameters<typeof settlePayment>[1]) => settlePayment(ctx, args),
    refundPayment: (onlinePaymentId: number) => refundPayment(ctx, onlinePaymentId),
    refundOrder: (request: OrderRefundRequest) => refundOrder(ctx, request),
    refundOrderPayment: (orderId: number, reference: string) => refundOrderPayment(ctx, orderId, reference),
    handleNotification: (
      provider: PaymentProviderName,
      companyUrlName: string,
      request: Parameters<typeof handleNotification>[3],
    ) => handleNotification(ctx, provider, companyUrlName, request),
    cancelExpiredOrders: (now: Date) => cancelExpiredOrders(ctx, deps.config.PAYMENT_TIMEOUT_MINUTES, now),
  };
}
