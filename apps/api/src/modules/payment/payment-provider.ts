// The payment adapters a deployment has without any account, by payment method: the offline
// test card, in demo and dev only. The five online providers' adapters are made per company
// from its stored credentials (online/payment-adapters.ts). Both kinds implement
// PaymentAdapter (payment-adapter.ts).
import { PaymentMethod } from '@tavola/domain/enums';
import { isTestCardEnabled } from '@tavola/domain/payment-rules';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { PaymentAdapter } from './payment-adapter';
import { createTestCardAdapter } from './test-card-adapter';

export type PaymentProviders = ReadonlyMap<number, PaymentAdapter>;

export function createPaymentProviders(db: Db, config: Pick<Config, 'APP_ENV'>): PaymentProviders {
  const providers = new Map<number, PaymentAdapter>();
  if (isTestCardEnabled(config.APP_ENV)) providers.set(PaymentMethod.Card, createTestCardAdapter(db));
  return providers;
}
