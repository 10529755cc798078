// A provider's signed notification (webhook): verified with the company's credentials, handled
// once per event id; the payment it names is then settled exactly as a completion would be:
// an order's payment (settle-payment.ts), or a payment towards a table's tab
// (tab-payment/settle-tab-payment.ts), found by the provider's reference.
import { badRequest } from '@tavola/domain/error-codes';
import { ProviderUnavailableError } from '../payment-adapter';
import { providerUnavailable, SettlementRefused } from './online-payment-errors';
import { findCompanyIdByUrlName, isNotificationHandled, recordNotification } from './online-payments-repository';
import type { OnlinePaymentsContext } from './payment-adapters';
import type { PaymentProviderName } from './payment-provider-names';
import { settleTabPaymentByReference } from '../../tab-payment/settle-tab-payment';
import { settlePayment } from './settle-payment';

/** Answers 'handled' | 'duplicate' | 'ignored'; a forged one is a 400, an outage a 503 (the provider sends it again). */
export async function handleNotification(
  ctx: OnlinePaymentsContext,
  provider: PaymentProviderName,
  companyUrlName: string,
  request: { rawBody: string; headers: Record<string, string | string[] | undefined> },
): Promise<'handled' | 'duplicate' | 'ignored'> {
  const { db, log } = ctx;
  const forged = () => badRequest('NOTIFICATION_REFUSED', 'Notifica non valida.');
  const companyId = await findCompanyIdByUrlName(db, companyUrlName);
  if (companyId === null) throw forged();
  const adapter = await ctx.adapterFor(companyId, provider);
  if (!adapter?.verifyNotification) throw forged();
  // The check itself may need the provider (PayPal's verify-webhook-signature, Satispay's
  // read of the payment): when it does not answer, the same error as an outage later on, so
  // the provider sends the notification again, and never a 500.
  const notification = await adapter.verifyNotification(request).catch((error: unknown) => {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    log.warn(
      { provider, company: companyUrlName, err: error },
      'payment notification not verified: provider unavailable',
    );
    throw providerUnavailable();
  });
  if (!notification) {
    log.warn({ provider, company: companyUrlName }, 'payment notification refused: bad signature');
    throw forged();
  }
  if (await isNotificationHandled(db, provider, notification.eventId)) return 'duplicate';
  // A table's tab payment with this reference is recorded the way the diner's phone would.
  const tab = await settleTabPaymentByReference(
    { db, log, now: () => new Date() },
    { companyId, reference: notification.reference, adapter },
  );
  if (tab) {
    log.info(
      { provider, outcome: tab.kind, reference: notification.reference },
      'payment notification of a tab payment',
    );
    if (tab.kind === 'unavailable') throw providerUnavailable();
    await recordNotification(db, provider, notification.eventId);
    return tab.kind === 'succeeded' || tab.kind === 'given-back' ? 'handled' : 'ignored';
  }
  try {
    await settlePayment(ctx, { companyId, provider, reference: notification.reference });
  } catch (error) {
    if (!(error instanceof SettlementRefused)) throw error;
    log.info(
      { provider, reason: error.reason, reference: notification.reference },
      'payment notification did not settle an order',
    );
    // An outage: answer an error so the provider sends it again later.
    if (error.unavailable) throw providerUnavailable();
    // Not paid (yet): a later event about the same payment may still settle it.
    await recordNotification(db, provider, notification.eventId);
    return 'ignored';
  }
  await recordNotification(db, provider, notification.eventId);
  return 'handled';
}
