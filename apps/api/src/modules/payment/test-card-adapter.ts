// The offline test card as a payment adapter (enabled only when APP_ENV is demo or dev): it
// moves no money, so it has no refund (a rejected paid order's refund is left to the
// restaurant) and sends no notifications. Its "provider" is this server's own
// test_card_payments table; the browser confirms a payment through testCard/confirm.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { PaymentAdapter, ProviderPayment } from './payment-adapter';
import { findTestCardPayment, insertTestCardPayment } from './test-card-repository';

export function createTestCardAdapter(db: Db): PaymentAdapter {
  return {
    provider: 'testCard',
    async createPayment(input) {
      const row = await insertTestCardPayment(db, {
        paymentId: `tc_${randomBytes(16).toString('hex')}`,
        companyId: input.companyId,
        orderId: input.orderId,
        amountCents: input.amountCents,
        currency: input.currency,
      });
      return { reference: row.paymentId, browserValue: row.paymentId };
    },
    async retrievePayment(reference): Promise<ProviderPayment> {
      const payment = await findTestCardPayment(db, reference);
      if (!payment) return { reference, status: 'unknown', amountCents: 0, currency: 'EUR', orderId: null };
      const status =
        payment.status === 'succeeded' ? 'succeeded' : payment.status === 'declined' ? 'failed' : 'pending';
      return {
        reference,
        status,
        amountCents: payment.amountCents,
        currency: payment.currency,
        orderId: payment.orderId,
      };
    },
  };
}
