// Online payments of issue #9: which providers a company has, creating a provider payment for
// the session customer's own unpaid order (the server's stored total, never the browser's),
// settling an order only after asking the provider, signed notifications handled once, and
// cancelling online orders left unpaid.
//
// Settling (order/completeCustomerOrder, a notification, the sweeper) checks, in this order:
// the reference was created by this server for this company (so for exactly one order), the
// provider says succeeded, EUR, the exact amount in cents equal to the stored total, the
// provider's own order tag when it carries one. The order becomes Confirmed and Paid in one
// conditional update. A verified payment the order no longer needs (it was already paid with
// another payment, or cancelled for want of payment) is refunded at once through the adapter,
// recorded on its online_payments row (refund id, when, why) and logged: for every provider.
import { PAYMENT_PROVIDERS } from './payment-provider-names';
import { and, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, notFound } from '@tavola/domain/error-codes';
import { PaymentMethod, PaymentStatus } from '@tavola/domain/enums';
import { nextOrderStatus } from '@tavola/domain/order-status-rules';
import type { Config } from '../../../config';
import { parseEncryptionKeyOrNull } from '../../../config';
import type { Db } from '../../../db/database';
import { companies, customers, onlinePayments, orders, paymentNotifications, type OnlinePaymentRefundReason, type PaymentProviderName } from '../../../db/schema';
import type { ClientSession } from '../../../plugins/session';
import { requireSessionCustomer } from '../../customer/customer-service';
import { findCustomerOrderRow, findOrderRow, type OrderRow } from '../../order/order-repository';
import { createSatispayAdapter } from '../satispay/satispay-adapter';
import { createSumupAdapter } from '../sumup/sumup-adapter';
import { createNexiAdapter } from '../nexi/nexi-adapter';
import { listConfiguredProviders, loadPaymentCredentials, type PaymentCredentials, type PaymentMode } from './payment-credentials';
import { ProviderUnavailableError, type ConnectionTest, type OnlinePaymentAdapter } from './online-payment-adapter';
import type { PaymentSimulators } from './payment-simulators';

export const CURRENCY = 'EUR';

export const paymentTypeOfProvider: Record<PaymentProviderName, PaymentMethod> = {
  stripe: PaymentMethod.Stripe,
  paypal: PaymentMethod.Paypal,
  satispay: PaymentMethod.Satispay,
  sumup: PaymentMethod.Sumup,
  nexi: PaymentMethod.Nexi,
};
export function providerOfPaymentType(paymentType: number): PaymentProviderName | null {
  return PAYMENT_PROVIDERS.find((p) => paymentTypeOfProvider[p] === paymentType) ?? null;
}

/** Spec 000 §8: the creation failure message of the card provider and the gateway. */
export const PAYMENT_CREATION_FAILED_MESSAGE = 'Si è verificato un errore si prega di riprovare.';
export const providerNotConfigured = () => notFound('PAYMENT_PROVIDER_NOT_CONFIGURED', 'Il metodo di pagamento scelto non è disponibile.');
export const providerUnavailable = () => badRequest('PAYMENT_PROVIDER_UNAVAILABLE', PAYMENT_CREATION_FAILED_MESSAGE);
export const amountMismatch = () =>
  badRequest('PAYMENT_AMOUNT_MISMATCH', "L'importo indicato non corrisponde al totale dell'ordine.");

/** Why an order was not settled by a payment: logged, never shown (the caller shows the spec's message). */
export class SettlementRefused extends Error {
  constructor(readonly reason: string, readonly unavailable = false) {
    super(reason);
    this.name = 'SettlementRefused';
  }
}

export interface OnlinePaymentsDeps {
  db: Db;
  config: Pick<
    Config,
    'APP_ENV' | 'PAYMENTS_ENCRYPTION_KEY' | 'PAYMENT_TIMEOUT_MINUTES' | 'PAYMENT_PROVIDER_TIMEOUT_MS' | 'STRIPE_API_BASE_URL' | 'PAYPAL_API_BASE_URL'
    | 'SATISPAY_API_BASE_URL' | 'SATISPAY_STAGING_API_BASE_URL' | 'PUBLIC_ORIGIN'
    | 'publicOrigin'
    | 'SUMUP_API_BASE_URL'
    | 'NEXI_XPAY_BASE_URL'
    | 'NEXI_XPAY_TEST_BASE_URL'
  >;
  log: FastifyBaseLogger;
  /** The demo's simulated providers; null in prod (simulated credentials are then refused). */
  simulators: PaymentSimulators | null;
}

export interface AvailableProvider {
  provider: PaymentProviderName;
  paymentType: PaymentMethod;
  simulated: boolean;
}

export type OnlinePayments = ReturnType<typeof createOnlinePayments>;

export function createOnlinePayments(deps: OnlinePaymentsDeps) {
  const { db, config, log } = deps;
  const key = config.PAYMENTS_ENCRYPTION_KEY ? parseEncryptionKeyOrNull(config.PAYMENTS_ENCRYPTION_KEY) : null;

  async function credentialsFor(companyId: number, provider: PaymentProviderName): Promise<PaymentCredentials | null> {
    const stored = await loadPaymentCredentials(db, key, companyId, provider);
    if (!stored) return null;
    if (stored.mode === 'simulated') return deps.simulators ? deps.simulators.credentials(provider) : null;
    return stored;
  }

  async function adapterFor(companyId: number, provider: PaymentProviderName): Promise<OnlinePaymentAdapter | null> {
    const credentials = await credentialsFor(companyId, provider);
    if (!credentials) return null;
    const simulated = credentials.mode === 'simulated' && deps.simulators;
    const baseUrl = (configured: string) => (simulated ? deps.simulators!.baseUrl(provider) : Promise.resolve(configured));
    const timeoutMs = config.PAYMENT_PROVIDER_TIMEOUT_MS;
    switch (provider) {
      // The two SDK-based adapters load with their SDKs on first use, not at startup (issue #14
      // cold start: the PayPal SDK alone takes ~300 ms to load, Stripe's ~90 ms).
      case 'stripe': {
        const { createStripeAdapter } = await import('../stripe/stripe-adapter');
        return createStripeAdapter(credentials, { baseUrl: await baseUrl(config.STRIPE_API_BASE_URL), timeoutMs });
      }
      case 'paypal': {
        const { createPaypalAdapter } = await import('../paypal/paypal-adapter');
        return createPaypalAdapter(credentials, { baseUrl: await baseUrl(config.PAYPAL_API_BASE_URL), timeoutMs });
      }
      case 'satispay':
        return createSatispayAdapter(credentials, {
          // Satispay's trial mode (spec 000 §3 satisPayTrialMode) is its staging environment.
          baseUrl: await baseUrl(credentials.publicConfig.trialMode === true ? config.SATISPAY_STAGING_API_BASE_URL : config.SATISPAY_API_BASE_URL),
          timeoutMs,
          callbackOrigin: simulated ? deps.simulators!.selfOrigin() : (config.PUBLIC_ORIGIN ?? null),
        });
      case 'sumup':
      case 'nexi': {
        // Their notification URL is set per payment: this app's own webhook route of the company.
        const origin = simulated ? deps.simulators!.selfOrigin() : config.publicOrigin;
        const notificationUrl = (company: string) => `${origin}/api/${provider}/webhook/${encodeURIComponent(company)}`;
        if (provider === 'sumup') {
          return createSumupAdapter(credentials, { baseUrl: await baseUrl(config.SUMUP_API_BASE_URL), timeoutMs, notificationUrl });
        }
        const trial = credentials.publicConfig.trialMode === true || credentials.publicConfig.trialMode === 'true';
        const xpay = trial ? config.NEXI_XPAY_TEST_BASE_URL : config.NEXI_XPAY_BASE_URL;
        return createNexiAdapter(credentials, { baseUrl: await baseUrl(xpay), timeoutMs, notificationUrl });
      }
      default:
        return null;
    }
  }

  /** The providers a company can take money with: configured, with an adapter, simulated only outside prod. */
  async function availableProviders(companyId: number): Promise<AvailableProvider[]> {
    const rows = await listConfiguredProviders(db, companyId);
    const out: AvailableProvider[] = [];
    for (const row of rows) {
      if (row.mode === 'simulated' && !deps.simulators) continue;
      if (!implemented.has(row.provider)) continue;
      out.push({ provider: row.provider, paymentType: paymentTypeOfProvider[row.provider], simulated: row.mode === 'simulated' });
    }
    return out;
  }

  async function isAvailable(companyId: number, paymentType: number): Promise<boolean> {
    return (await availableProviders(companyId)).some((p) => p.paymentType === paymentType);
  }

  /** The public part a browser widget needs (publishable key, client id, alias...). */
  async function publicConfig(companyId: number, provider: PaymentProviderName): Promise<{ mode: PaymentMode; values: Record<string, string | boolean> }> {
    const credentials = await credentialsFor(companyId, provider);
    if (!credentials || !implemented.has(provider)) throw providerNotConfigured();
    return { mode: credentials.mode, values: credentials.publicConfig };
  }

  /**
   * A provider payment for one of the session customer's own unpaid orders, for its stored
   * total. `amountCents`, when the browser sends one (the spec's calls carry it), must agree.
   */
  async function createPayment(
    session: ClientSession,
    provider: PaymentProviderName,
    request: { orderId: number; amountCents?: number | null; description?: string | null },
  ): Promise<{ reference: string; browserValue: string; order: OrderRow }> {
    const customer = await requireSessionCustomer(db, session);
    const order = await findCustomerOrderRow(db, session.companyId, customer.customerId, request.orderId);
    if (!order) throw notFound('ORDER_NOT_FOUND', "L'ordine richiesto non esiste.");
    if (order.paymentStatus === PaymentStatus.Paid) throw badRequest('ORDER_ALREADY_PAID', "L'ordine è già stato pagato.");
    if (order.cancelledAt) throw badRequest('ORDER_CANCELLED', "L'ordine è stato annullato perché non è stato pagato in tempo. Ripeti l'ordine.");
    if (order.paymentType !== paymentTypeOfProvider[provider]) {
      throw badRequest('PAYMENT_METHOD_MISMATCH', "L'ordine è stato salvato con un altro metodo di pagamento.");
    }
    if (order.totalAmountCents <= 0) throw badRequest('NOTHING_TO_PAY', "L'ordine non ha importi da pagare.");
    if (request.amountCents != null && request.amountCents !== order.totalAmountCents) throw amountMismatch();
    const adapter = await adapterFor(session.companyId, provider);
    if (!adapter) throw providerNotConfigured();
    const [company] = await db.select({ tradeName: companies.tradeName, urlName: companies.urlName }).from(companies).where(eq(companies.companyId, session.companyId));
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
    await db.insert(onlinePayments).values({
      companyId: session.companyId,
      orderId: order.orderId,
      provider,
      reference: created.reference,
      amountCents: order.totalAmountCents,
      currency: CURRENCY,
    });
    return { ...created, order };
  }

  /**
   * Marks the order of a provider payment Paid (and Confirmed) after asking the provider.
   * `orderId`: the order the caller means (completeCustomerOrder); a notification passes none.
   * Answers the settled order row; throws SettlementRefused otherwise.
   */
  async function settle(args: { companyId: number; provider: PaymentProviderName; reference: string; orderId?: number }): Promise<OrderRow> {
    const [payment] = await db
      .select()
      .from(onlinePayments)
      .where(and(eq(onlinePayments.provider, args.provider), eq(onlinePayments.reference, args.reference)))
      .limit(1);
    if (!payment || payment.companyId !== args.companyId) throw new SettlementRefused('reference not created by this server for this company');
    if (args.orderId !== undefined && payment.orderId !== args.orderId) throw new SettlementRefused(`reference of order ${payment.orderId}`);
    const order = await findOrderRow(db, payment.orderId);
    if (!order) throw new SettlementRefused('order gone');
    const paymentType = paymentTypeOfProvider[args.provider];
    if (order.paymentStatus === PaymentStatus.Paid) {
      // A retried completion or a second notification of the same payment: already done.
      if (order.paymentType === paymentType && order.paymentReference === args.reference) return order;
      // Another payment of an order already paid: verified below, then given back.
      if (payment.status === 'refunded') throw new SettlementRefused('order already paid with another payment; this one was refunded');
    }
    const adapter = await adapterFor(args.companyId, args.provider);
    if (!adapter) throw new SettlementRefused('provider not configured');
    let verified;
    try {
      if (adapter.finalize) await adapter.finalize(args.reference);
      verified = await adapter.retrievePayment(args.reference);
    } catch (error) {
      throw new SettlementRefused(`provider unavailable: ${(error as Error).message}`, error instanceof ProviderUnavailableError);
    }
    if (verified.status !== 'succeeded') {
      if (verified.status === 'failed') await db.update(onlinePayments).set({ status: 'failed' }).where(eq(onlinePayments.onlinePaymentId, payment.onlinePaymentId));
      throw new SettlementRefused(`payment status ${verified.status}`);
    }
    if (verified.reference !== args.reference) throw new SettlementRefused('provider answered for another payment');
    if (verified.currency.toUpperCase() !== CURRENCY) throw new SettlementRefused(`currency ${verified.currency}`);
    if (verified.amountCents !== payment.amountCents || verified.amountCents !== order.totalAmountCents) {
      throw new SettlementRefused(`amount ${verified.amountCents} != total ${order.totalAmountCents}`);
    }
    if (verified.orderId !== null && verified.orderId !== order.orderId) throw new SettlementRefused(`provider tags order ${verified.orderId}`);

    if (order.paymentStatus === PaymentStatus.Paid) {
      // The diner paid twice (two tabs, a retry after a slow answer): the order keeps its
      // first payment and this one goes back at once.
      await refundUnwanted(payment, adapter, 'duplicate');
      throw new SettlementRefused('order already paid with another payment: refunded');
    }
    if (order.cancelledAt) {
      // Paid after the order was cancelled for want of payment (its slot may be gone): give
      // the money back rather than cook an order nobody is waiting for.
      await refundUnwanted(payment, adapter, 'order_cancelled');
      throw new SettlementRefused('order cancelled before the payment: refunded');
    }

    const [customer] = order.customerId
      ? await db.select({ isAnonymous: customers.isAnonymous }).from(customers).where(eq(customers.customerId, order.customerId))
      : [];
    const orderStatus = nextOrderStatus(order.orderStatus, { paymentType, paid: true, anonymous: customer?.isAnonymous ?? true, emailConfirmed: false });
    try {
      const updated = await db.transaction(async (tx) => {
        const rows = await tx
          .update(orders)
          .set({ paymentType, paymentReference: args.reference, paymentStatus: PaymentStatus.Paid, orderStatus })
          .where(and(eq(orders.orderId, order.orderId), eq(orders.paymentStatus, PaymentStatus.Open), isNull(orders.cancelledAt)))
          .returning();
        // Only the payment that settled the order is 'succeeded': one that lost a race is not.
        if (!rows[0]) return null;
        await tx
          .update(onlinePayments)
          .set({ status: 'succeeded', settledAt: new Date() })
          .where(eq(onlinePayments.onlinePaymentId, payment.onlinePaymentId));
        return rows[0];
      });
      if (updated) return updated;
    } catch (error) {
      // orders_payment_reference_uq: the reference settled another order meanwhile.
      throw new SettlementRefused(`reference already used (${(error as Error).message})`);
    }
    // Another request settled it between our read and our update: answer what is stored.
    const again = await findOrderRow(db, order.orderId);
    if (again && again.paymentStatus === PaymentStatus.Paid && again.paymentReference === args.reference) return again;
    if (again && again.paymentStatus === PaymentStatus.Paid) {
      // Two payments settling the same order at once: the other one won, this one goes back.
      await refundUnwanted(payment, adapter, 'duplicate');
      throw new SettlementRefused('order paid meanwhile with another payment: refunded');
    }
    throw new SettlementRefused('order changed while settling');
  }

  /**
   * Gives back a verified payment the order does not need (a second payment of a paid order,
   * a payment of a cancelled order), once: the row is claimed as refunded before asking the
   * provider, so two notifications of the same payment cannot refund it twice; if the provider
   * refuses or is down the claim is undone (an outage is retried: the provider sends its
   * notification again, the diner may complete again).
   */
  async function refundUnwanted(payment: typeof onlinePayments.$inferSelect, adapter: OnlinePaymentAdapter, reason: OnlinePaymentRefundReason): Promise<void> {
    const claimed = await db
      .update(onlinePayments)
      .set({ status: 'refunded', refundReason: reason, refundedAt: new Date() })
      .where(and(eq(onlinePayments.onlinePaymentId, payment.onlinePaymentId), ne(onlinePayments.status, 'refunded')))
      .returning({ onlinePaymentId: onlinePayments.onlinePaymentId });
    if (!claimed.length) throw new SettlementRefused(`payment already refunded (${reason})`);
    let result: { refundId: string };
    try {
      result = await adapter.refund({ reference: payment.reference, amountCents: payment.amountCents });
    } catch (error) {
      await db
        .update(onlinePayments)
        .set({ status: payment.status, refundReason: null, refundedAt: null })
        .where(eq(onlinePayments.onlinePaymentId, payment.onlinePaymentId));
      log.error(
        { provider: payment.provider, orderId: payment.orderId, reference: payment.reference, reason, err: error instanceof Error ? error.message : String(error) },
        'unwanted payment could not be refunded',
      );
      throw new SettlementRefused(`refund (${reason}) failed: ${(error as Error).message}`, error instanceof ProviderUnavailableError);
    }
    await db.update(onlinePayments).set({ refundId: result.refundId }).where(eq(onlinePayments.onlinePaymentId, payment.onlinePaymentId));
    log.warn(
      { provider: payment.provider, orderId: payment.orderId, reference: payment.reference, amountCents: payment.amountCents, refundId: result.refundId, reason },
      'unwanted payment refunded',
    );
  }

  async function refundPayment(onlinePaymentId: number, adapter?: OnlinePaymentAdapter): Promise<{ refundId: string }> {
    const [payment] = await db.select().from(onlinePayments).where(eq(onlinePayments.onlinePaymentId, onlinePaymentId));
    if (!payment) throw notFound('PAYMENT_NOT_FOUND', 'Il pagamento richiesto non esiste.');
    const use = adapter ?? (await adapterFor(payment.companyId, payment.provider));
    if (!use) throw providerNotConfigured();
    const result = await use.refund({ reference: payment.reference, amountCents: payment.amountCents });
    await db
      .update(onlinePayments)
      .set({ status: 'refunded', refundId: result.refundId, refundedAt: new Date(), refundReason: 'staff' })
      .where(eq(onlinePayments.onlinePaymentId, onlinePaymentId));
    log.info({ provider: payment.provider, orderId: payment.orderId, refundId: result.refundId }, 'payment refunded');
    return result;
  }

  /**
   * Gives back the verified online payment of an order (the order board's reject, issue #11);
   * null when the order was not paid through an online provider.
   */
  async function refundOrderPayment(orderId: number, reference: string): Promise<{ refundId: string } | null> {
    const [payment] = await db
      .select({ onlinePaymentId: onlinePayments.onlinePaymentId })
      .from(onlinePayments)
      .where(and(eq(onlinePayments.orderId, orderId), eq(onlinePayments.reference, reference), eq(onlinePayments.status, 'succeeded')));
    return payment ? refundPayment(payment.onlinePaymentId) : null;
  }

  /**
   * A provider's signed notification: verified with the company's credentials, handled once
   * per event id; the payment it names is then settled exactly as a completion would be.
   * Answers 'handled' | 'duplicate' | 'ignored'; throws 'forged' as a 400.
   */
  async function handleNotification(
    provider: PaymentProviderName,
    companyUrlName: string,
    request: { rawBody: string; headers: Record<string, string | string[] | undefined> },
  ): Promise<'handled' | 'duplicate' | 'ignored'> {
    const forged = () => badRequest('NOTIFICATION_REFUSED', 'Notifica non valida.');
    const [company] = await db.select({ companyId: companies.companyId }).from(companies).where(eq(companies.urlName, companyUrlName));
    if (!company) throw forged();
    const adapter = await adapterFor(company.companyId, provider);
    if (!adapter) throw forged();
    // The check itself may need the provider (PayPal's verify-webhook-signature, Satispay's
    // read of the payment): when it does not answer, the same 400 as an outage later on, so the
    // provider sends the notification again, and never a 500.
    const notification = await adapter.verifyNotification(request).catch((error: unknown) => {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      log.warn({ provider, company: companyUrlName, err: error }, 'payment notification not verified: provider unavailable');
      throw providerUnavailable();
    });
    if (!notification) {
      log.warn({ provider, company: companyUrlName }, 'payment notification refused: bad signature');
      throw forged();
    }
    const [seen] = await db
      .select()
      .from(paymentNotifications)
      .where(and(eq(paymentNotifications.provider, provider), eq(paymentNotifications.eventId, notification.eventId)));
    if (seen) return 'duplicate';
    try {
      await settle({ companyId: company.companyId, provider, reference: notification.reference });
    } catch (error) {
      if (!(error instanceof SettlementRefused)) throw error;
      log.info({ provider, reason: error.reason, reference: notification.reference }, 'payment notification did not settle an order');
      // An outage: answer an error so the provider sends it again later.
      if (error.unavailable) throw providerUnavailable();
      // Not paid (yet): a later event about the same payment may still settle it.
      await db.insert(paymentNotifications).values({ provider, eventId: notification.eventId }).onConflictDoNothing();
      return 'ignored';
    }
    await db.insert(paymentNotifications).values({ provider, eventId: notification.eventId }).onConflictDoNothing();
    return 'handled';
  }

  /**
   * Cancels online orders (method other than cash) still unpaid PAYMENT_TIMEOUT_MINUTES after
   * they were saved; their slot is freed. A payment the provider reports as succeeded settles
   * the order instead (a notification that never arrived).
   */
  async function cancelExpiredOrders(now: Date): Promise<{ cancelled: number[]; settled: number[] }> {
    const cutoff = new Date(now.getTime() - config.PAYMENT_TIMEOUT_MINUTES * 60_000);
    const expired = await db
      .select({ orderId: orders.orderId, companyId: orders.companyId })
      .from(orders)
      .where(
        and(
          eq(orders.paymentStatus, PaymentStatus.Open),
          isNull(orders.cancelledAt),
          ne(orders.paymentType, PaymentMethod.Cash),
          sql`${orders.paymentType} is not null`,
          lt(orders.createdAt, cutoff),
        ),
      );
    const cancelled: number[] = [];
    const settled: number[] = [];
    for (const order of expired) {
      const pending = await db
        .select()
        .from(onlinePayments)
        .where(and(eq(onlinePayments.orderId, order.orderId), inArray(onlinePayments.status, ['created'])));
      let paid = false;
      for (const payment of pending) {
        try {
          await settle({ companyId: order.companyId, provider: payment.provider, reference: payment.reference, orderId: order.orderId });
          paid = true;
          break;
        } catch (error) {
          if (!(error instanceof SettlementRefused)) throw error;
          // Provider down: try again on the next round rather than cancel a maybe-paid order.
          if (error.unavailable) paid = true;
        }
      }
      if (paid) {
        settled.push(order.orderId);
        continue;
      }
      const rows = await db
        .update(orders)
        .set({ cancelledAt: now })
        .where(and(eq(orders.orderId, order.orderId), eq(orders.paymentStatus, PaymentStatus.Open), isNull(orders.cancelledAt)))
        .returning({ orderId: orders.orderId });
      if (rows.length) cancelled.push(order.orderId);
    }
    if (cancelled.length) log.info({ cancelled }, 'unpaid online orders cancelled');
    return { cancelled, settled };
  }

  /** The back office's "test the connection" (issue #13): null when the provider is not configured. */
  async function testConnection(companyId: number, provider: PaymentProviderName): Promise<ConnectionTest | null> {
    const adapter = await adapterFor(companyId, provider);
    if (!adapter?.testConnection) return null;
    try {
      return await adapter.testConnection();
    } catch (error) {
      log.warn({ provider, companyId, err: error instanceof Error ? error.message : String(error) }, 'payment provider connection test failed');
      return { ok: false, reason: 'unavailable' };
    }
  }

  return {
    adapterFor,
    testConnection,
    availableProviders,
    isAvailable,
    publicConfig,
    createPayment,
    settle,
    refundPayment,
    refundOrderPayment,
    handleNotification,
    cancelExpiredOrders,
  };
}

/** Providers with an adapter in this release. */
const implemented = new Set<PaymentProviderName>(['stripe', 'paypal', 'satispay', 'sumup', 'nexi']);
