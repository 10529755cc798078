// What every provider's fake must do with refunds, as the real APIs document them: a payment
// given back in several parts, never more than it took (the provider refuses), and (where the
// API takes an idempotency key) the same key again answering the refund already made.
import { expect } from 'vitest';
import type { PaymentAdapter } from './payment-adapter';

/**
 * Gives back 1800 cents in parts through the adapter: 500 (twice with the same key when the
 * provider takes one), 700, then 601 refused (only 600 left), then the 600 left. `given` reads
 * the amounts in cents the fake recorded for the payment.
 */
export async function expectPartialRefunds(
  adapter: PaymentAdapter | null,
  reference: string,
  options: { idempotent: boolean; given: () => number[] },
) {
  const refund = adapter?.refund?.bind(adapter);
  if (!refund) throw new Error('no refund in the adapter');
  const first = await refund({ reference, amountCents: 500, idempotencyKey: `${reference}-a` });
  if (options.idempotent) {
    const again = await refund({ reference, amountCents: 500, idempotencyKey: `${reference}-a` });
    expect(again.refundId).toBe(first.refundId);
  }
  expect(options.given()).toEqual([500]);
  await refund({ reference, amountCents: 700, idempotencyKey: `${reference}-b` });
  await expect(refund({ reference, amountCents: 601, idempotencyKey: `${reference}-c` })).rejects.toThrow();
  expect(options.given()).toEqual([500, 700]);
  await refund({ reference, amountCents: 600, idempotencyKey: `${reference}-d` });
  expect(options.given()).toEqual([500, 700, 600]);
  await expect(refund({ reference, amountCents: 1, idempotencyKey: `${reference}-e` })).rejects.toThrow();
}
