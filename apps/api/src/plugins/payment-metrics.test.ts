// The payment and refund counters of /metrics, fed by the real settle and refund paths against
// the SumUp simulator (the provider's documented API over HTTP).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlinePayments } from '../db/schema';
import { startProviderTest, type ProviderTest } from '../modules/payment/provider-test-helpers';
import {
  createSumupSimulatorState,
  SUMUP_TEST_CARDS,
  sumupSimulator,
  type SumupSimulatorState,
} from '../simulators/payments/sumup-simulator';

const account = { apiKey: 'sup_sk_test_fake', merchantCode: 'MTEST1' };
const TOKEN = 'metrics-token-0123456789abcdef';
let p: ProviderTest;
let state: SumupSimulatorState;

beforeAll(async () => {
  state = createSumupSimulatorState(account);
  state.notify = false;
  p = await startProviderTest({
    paymentType: 4,
    simulator: sumupSimulator(state),
    env: (url) => ({ SUMUP_API_BASE_URL: url, METRICS_TOKEN: TOKEN }),
    credentials: {
      provider: 'sumup',
      mode: 'live',
      publicConfig: { merchantCode: account.merchantCode },
      secrets: { apiKey: account.apiKey },
    },
  });
});
afterAll(() => p.close());

async function counter(name: string, outcome: string): Promise<number> {
  const res = await p.t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  const line = new RegExp(`^${name}\\{provider="sumup",outcome="${outcome}"\\} (\\d+)$`, 'm').exec(res.body);
  return line ? Number(line[1]) : 0;
}

async function paidCheckout(email: string, card: string = SUMUP_TEST_CARDS.paid) {
  const { token, order } = await p.order(email);
  const checkoutId = (await p.get(token, `sumup/createPayment?orderId=${order.orderId}`)).body;
  await fetch(`${p.fake.url}/v0.1/checkouts/${checkoutId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      payment_type: 'card',
      card: { name: 'Mario Rossi', number: card, expiry_month: '12', expiry_year: '30', cvv: '123' },
    }),
  });
  return { token, orderId: order.orderId, checkoutId };
}

describe('payment metrics', () => {
  it('counts a paid order once, a declined card as failed, a provider that does not answer, and a refund', async () => {
    const paid = await paidCheckout('metriche.paga@example.com');
    expect((await p.complete(paid.token, paid.orderId, paid.checkoutId)).json()).toMatchObject({ paymentStatus: 1 });
    // A retried completion of the same payment is not a second payment.
    await p.complete(paid.token, paid.orderId, paid.checkoutId);
    expect(await counter('tavola_payments_total', 'paid')).toBe(1);

    const declined = await paidCheckout('metriche.rifiutata@example.com', SUMUP_TEST_CARDS.declined);
    expect((await p.complete(declined.token, declined.orderId, declined.checkoutId)).json().code).toBe(
      'ORDER_COMPLETION_FAILED',
    );
    expect(await counter('tavola_payments_total', 'failed')).toBe(1);

    const slow = await paidCheckout('metriche.guasto@example.com');
    state.delayMs = 1500;
    expect((await p.complete(slow.token, slow.orderId, slow.checkoutId)).json().code).toBe(
      'PAYMENT_VERIFICATION_UNAVAILABLE',
    );
    state.delayMs = 0;
    expect(await counter('tavola_payments_total', 'provider_unavailable')).toBe(1);

    const [payment] = await p.t.db.select().from(onlinePayments).where(eq(onlinePayments.reference, paid.checkoutId));
    await p.t.app.onlinePayments.refundPayment(payment.onlinePaymentId);
    expect(await counter('tavola_refunds_total', 'refunded')).toBe(1);
  });
});
