import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

/**
 * The text for a failed payment call. A provider that is down or slow gets its own advice: retry
 * or choose another method when nothing was taken yet, only retry while a payment is being
 * checked (the money may already be taken). Other refusals (4xx) say the server's reason;
 * anything else says `fallback`.
 */
export function paymentFailureTextOf(e: unknown, t: TFunction, fallback: string): string {
  if (e instanceof ApiError && e.code === 'PAYMENT_PROVIDER_UNAVAILABLE')
    return t('ordering.payments.providerUnavailable');
  if (e instanceof ApiError && e.code === 'PAYMENT_VERIFICATION_UNAVAILABLE')
    return t('ordering.payments.verificationUnavailable');
  return e instanceof ApiError && e.status < 500 ? e.message : fallback;
}
