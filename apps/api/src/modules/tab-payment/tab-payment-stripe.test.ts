// A tab's share paid online through a provider's adapter (Stripe, against its local simulator):
// the provider payment is for share + tip, the server asks Stripe before recording it, and a
// payment whose hold ran out while someone else paid the same share is refunded at once
// through the adapter, its diner told.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tabPayments } from '../../db/schema';
import { startProviderTest, type ProviderTest } from '../payment/provider-test-helpers';
import {
  createStripeSimulatorState,
  stripeSimulator,
  type StripeSimulatorState,
} from '../../simulators/payments/stripe-simulator';
import { addRound, createTestTab, tabHeaders, tabStatus } from './tab-payment-test-helpers';

const account = { secretKey: 'sk_test_fake_secret', publishableKey: 'pk_test_fake', webhookSecret: 'whsec_fake' };

let p: ProviderTest;
let state: StripeSimulatorState;

beforeAll(async () => {
  state = createStripeSimulatorState({ secretKey: account.secretKey, publishableKey: account.publishableKey });
  p = await startProviderTest({
    paymentType: 5,
    simulator: stripeSimulator(state),
    env: (url) => ({ STRIPE_API_BASE_URL: url }),
    credentials: {
      provider: 'stripe',
      mode: 'live',
      publicConfig: { publishableKey: account.publishableKey },
      secrets: { secretKey: account.secretKey, webhookSecret: account.webhookSecret },
    },
  });
});
afterAll(() => p.close());

let keys = 0;
const start = (token: string, body: Record<string, unknown>) =>
  p.t.app.inject({
    method: 'POST',
    url: '/api/tableTab/payments',
    headers: tabHeaders(token),
    payload: { idempotencyKey: `stripe-key-${++keys}-${Date.now()}`, ...body },
  });
const complete = (token: string, id: number) =>
  p.t.app.inject({ method: 'POST', url: `/api/tableTab/payments/${id}/complete`, headers: tabHeaders(token) });

/** What Stripe.js does in the browser: confirm the intent with a card. */
async function confirmInBrowser(clientSecret: string) {
  const id = clientSecret.split('_secret_')[0];
  const body = new URLSearchParams({
    key: account.publishableKey,
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': '4242424242424242',
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': '30',
    'payment_method_data[card][cvc]': '123',
  });
  const res = await fetch(`${p.fake.url}/v1/payment_intents/${id}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  expect(res.status).toBe(200);
}

describe('a share of the tab paid with Stripe', () => {
  it('charges share + tip, asks Stripe before recording it, and settles the tab', async () => {
    const tab = await createTestTab(p.t.db, { names: ['Anna', 'Bruno'] });
    await addRound(p.t.db, tab, [
      { participantId: tab.participants[0].participantId, amountCents: 1800 },
      { participantId: tab.participants[1].participantId, amountCents: 1200 },
    ]);
    const split = await p.t.app.inject({
      method: 'GET',
      url: '/api/tableTab/payments',
      headers: tabHeaders(tab.participants[0].token),
    });
    expect(split.json().methods).toContainEqual({ method: 'stripe', simulated: false });

    const started = await start(tab.participants[0].token, {
      share: { kind: 'rest' },
      tip: { percent: 10 },
      method: 'stripe',
    });
    expect(started.statusCode, started.body).toBe(200);
    const { payment, browserValue } = started.json();
    expect(payment).toMatchObject({ amountCents: 3000, tipCents: 300, status: 'pending', method: 'stripe' });
    const intent = [...state.intents.values()].find((i) => String(browserValue).startsWith(i.id));
    expect(intent?.amount).toBe(3300);

    // Not paid yet at Stripe: not recorded.
    const early = await complete(tab.participants[0].token, payment.tabPaymentId);
    expect(early.statusCode).toBe(509);
    expect(early.json().code).toBe('TAB_PAYMENT_NOT_CONFIRMED');

    await confirmInBrowser(browserValue);
    const done = await complete(tab.participants[0].token, payment.tabPaymentId);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'succeeded', amountCents: 3000, tipCents: 300 });
    expect(await tabStatus(p.t.db, tab.tableTabId)).toBe('settled');
  });

  it('two phones on the last share: the one whose hold ran out is refunded through Stripe and told', async () => {
    const tab = await createTestTab(p.t.db, { names: ['Carla', 'Dario'] });
    await addRound(p.t.db, tab, [{ participantId: tab.participants[0].participantId, amountCents: 2000 }]);
    const [carla, dario] = tab.participants;
    const first = (await start(carla.token, { share: { kind: 'rest' }, method: 'stripe' })).json();
    // Dario cannot take it while Carla's payment holds it.
    const refused = await start(dario.token, { share: { kind: 'rest' }, method: 'stripe' });
    expect(refused.statusCode).toBe(509);
    expect(refused.json().code).toBe('TAB_NOTHING_LEFT');

    // Carla's hold runs out before she pays; Dario pays the share.
    await p.t.db
      .update(tabPayments)
      .set({ expiresAt: new Date(0) })
      .where(eq(tabPayments.tabPaymentId, first.payment.tabPaymentId));
    const second = (await start(dario.token, { share: { kind: 'rest' }, method: 'stripe' })).json();
    await confirmInBrowser(second.browserValue);
    expect((await complete(dario.token, second.payment.tabPaymentId)).json()).toMatchObject({ status: 'succeeded' });

    // Carla pays at Stripe anyway: her money goes back at once and she is told.
    await confirmInBrowser(first.browserValue);
    const late = await complete(carla.token, first.payment.tabPaymentId);
    expect(late.statusCode).toBe(509);
    expect(late.json()).toMatchObject({ code: 'TAB_SHARE_TAKEN' });
    expect(late.json().message).toContain('rimborsato');
    const [row] = await p.t.db
      .select()
      .from(tabPayments)
      .where(eq(tabPayments.tabPaymentId, first.payment.tabPaymentId));
    expect(row).toMatchObject({ status: 'refunded' });
    expect(row.refundId).toMatch(/^re_/);
    expect([...state.refunds.values()].some((r) => r.id === row.refundId && r.amount === 2000)).toBe(true);
    const rows = await p.t.db.select().from(tabPayments).where(eq(tabPayments.tableTabId, tab.tableTabId));
    expect(rows.filter((r) => r.status === 'succeeded').reduce((s, r) => s + r.amountCents, 0)).toBe(2000);
  });
});
