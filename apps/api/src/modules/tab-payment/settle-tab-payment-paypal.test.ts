// A tab's share recorded from PayPal's verified webhook alone (the phone closed after the buyer
// approved and the capture happened), against the local PayPal simulator: the event is checked
// with verify-webhook-signature, the server reads the order back before recording the share,
// once however often PayPal sends it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tabPayments } from '../../db/schema';
import { startProviderTest, type ProviderTest } from '../payment/provider-test-helpers';
import {
  approvePaypalOrder,
  createPaypalSimulatorState,
  paypalSimulator,
  type PaypalSimulatorState,
} from '../../simulators/payments/paypal-simulator';
import { addRound, createTestTab, tabHeaders, tabStatus } from './tab-payment-test-helpers';

const account = { clientId: 'AZ-client-id', clientSecret: 'EL-client-secret', webhookId: 'WH-ID-1' };

let p: ProviderTest;
let state: PaypalSimulatorState;

beforeAll(async () => {
  state = createPaypalSimulatorState(account);
  state.webhook = {
    url: () => '/api/paypal/webhook/demo',
    deliver: (url, body, headers) => p.deliver(url, body, headers),
  };
  p = await startProviderTest({
    paymentType: 2,
    simulator: paypalSimulator(state),
    env: (url) => ({ PAYPAL_API_BASE_URL: url }),
    credentials: {
      provider: 'paypal',
      mode: 'live',
      publicConfig: { clientId: account.clientId },
      secrets: { clientSecret: account.clientSecret, webhookId: account.webhookId },
    },
  });
});
afterAll(() => p.close());

describe("PayPal's webhook settles a tab's payment", () => {
  it('records the last share from the capture event alone and settles the tab; a repeat is a duplicate, a forgery refused', async () => {
    const tab = await createTestTab(p.t.db, { names: ['Anna', 'Bruno'] });
    await addRound(p.t.db, tab, [{ participantId: tab.participants[0].participantId, amountCents: 2400 }]);
    const started = await p.t.app.inject({
      method: 'POST',
      url: '/api/tableTab/payments',
      headers: tabHeaders(tab.participants[1].token),
      payload: { idempotencyKey: `paypal-webhook-${Date.now()}`, share: { kind: 'rest' }, method: 'paypal' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { payment, browserValue: reference } = started.json() as {
      payment: { tabPaymentId: number };
      browserValue: string;
    };
    approvePaypalOrder(state, reference);
    // The phone closed after the approval: the capture happens elsewhere and PayPal notifies.
    const before = state.deliveries.length;
    await p.t.app.onlinePayments.adapterFor(1, 'paypal').then((a) => a!.finalize!(reference));
    const delivery = state.deliveries.at(-1)!;
    expect(state.deliveries.length).toBeGreaterThan(before);
    expect(delivery.status).toBe(200);
    const [row] = await p.t.db.select().from(tabPayments).where(eq(tabPayments.tabPaymentId, payment.tabPaymentId));
    expect(row).toMatchObject({ status: 'succeeded', amountCents: 2400 });
    expect(await tabStatus(p.t.db, tab.tableTabId)).toBe('settled');

    const again = await p.t.app.inject({
      method: 'POST',
      url: delivery.url,
      headers: delivery.headers,
      payload: delivery.body,
    });
    expect(again.json()).toEqual({ received: true, result: 'duplicate' });
    const forged = await p.t.app.inject({
      method: 'POST',
      url: delivery.url,
      headers: { ...delivery.headers, 'paypal-transmission-sig': 'forged' },
      payload: delivery.body.replace(/"id":"WH-[^"]+"/, '"id":"WH-FORGED"'),
    });
    expect(forged.statusCode).toBe(400);
    const rows = await p.t.db.select().from(tabPayments).where(eq(tabPayments.tableTabId, tab.tableTabId));
    expect(rows.filter((r) => r.status === 'succeeded')).toHaveLength(1);
  });
});
