// A tab's share recorded from Stripe's signed webhook, with no completion from the phone (the
// phone closed after paying), against the local Stripe simulator: the server asks Stripe before
// recording it, a repeated or racing notification records it once, a share gone meanwhile is
// refunded once, a notification about nothing of ours changes nothing, and the sweep asks Stripe
// about a hold that ran out before releasing it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tabPayments } from '../../db/schema';
import { NOW } from '../order/order-test-helpers';
import { startProviderTest, type ProviderTest } from '../payment/provider-test-helpers';
import {
  createStripeSimulatorState,
  stripeSignatureHeader,
  stripeSimulator,
  type StripeSimulatorState,
} from '../../simulators/payments/stripe-simulator';
import { addRound, createTestTab, tabHeaders, tabStatus, type TestTab } from './tab-payment-test-helpers';

const account = { secretKey: 'sk_test_fake_secret', publishableKey: 'pk_test_fake', webhookSecret: 'whsec_fake' };

let p: ProviderTest;
let state: StripeSimulatorState;
/** Events Stripe sent while `holding`: delivered by the test itself, when it chooses. */
let holding = false;
const held: Array<{ url: string; body: string; headers: Record<string, string> }> = [];

beforeAll(async () => {
  state = createStripeSimulatorState({
    secretKey: account.secretKey,
    publishableKey: account.publishableKey,
    webhook: {
      secret: account.webhookSecret,
      url: (intent) => `/api/stripe/webhook/${intent.metadata.company}`,
      deliver: async (url, body, headers) => {
        if (!holding) return p.deliver(url, body, headers);
        held.push({ url, body, headers });
        return 200;
      },
    },
  });
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
async function start(token: string, share: Record<string, unknown>) {
  const res = await p.t.app.inject({
    method: 'POST',
    url: '/api/tableTab/payments',
    headers: tabHeaders(token),
    payload: { idempotencyKey: `webhook-key-${++keys}-${Date.now()}`, share, method: 'stripe' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { payment: { tabPaymentId: number }; browserValue: string };
}
const complete = (token: string, id: number) =>
  p.t.app.inject({ method: 'POST', url: `/api/tableTab/payments/${id}/complete`, headers: tabHeaders(token) });
const sendEvent = (event: { url: string; body: string; headers: Record<string, string> }) =>
  p.t.app.inject({ method: 'POST', url: event.url, headers: event.headers, payload: event.body });
const row = async (id: number) => (await p.t.db.select().from(tabPayments).where(eq(tabPayments.tabPaymentId, id)))[0];
const rowsOf = (tab: TestTab) => p.t.db.select().from(tabPayments).where(eq(tabPayments.tableTabId, tab.tableTabId));
const paidOf = async (tab: TestTab) =>
  (await rowsOf(tab)).filter((r) => r.status === 'succeeded').reduce((s, r) => s + r.amountCents, 0);

/** What Stripe.js does in the browser: confirm the intent with a card (Stripe then sends its event). */
async function confirmInBrowser(clientSecret: string) {
  const id = clientSecret.split('_secret_')[0];
  const res = await fetch(`${p.fake.url}/v1/payment_intents/${id}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      key: account.publishableKey,
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': '4242424242424242',
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '30',
      'payment_method_data[card][cvc]': '123',
    }),
  });
  expect(res.status).toBe(200);
  return id;
}

/** A signed event of this account about `intentId`, with a body that says whatever the sender likes. */
function signedEvent(intentId: string, eventId: string) {
  const body = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: intentId, object: 'payment_intent', status: 'succeeded', amount_received: 999_999 } },
  });
  return {
    url: '/api/stripe/webhook/demo',
    body,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripeSignatureHeader(body, account.webhookSecret),
    },
  };
}

async function tabOfTwo() {
  const tab = await createTestTab(p.t.db, { names: ['Anna', 'Bruno'] });
  await addRound(p.t.db, tab, [
    { participantId: tab.participants[0].participantId, amountCents: 1800 },
    { participantId: tab.participants[1].participantId, amountCents: 1200 },
  ]);
  return tab;
}

describe("Stripe's webhook settles a tab's payments", () => {
  it('records each share from the notification alone and, with the last one, settles the tab', async () => {
    const tab = await tabOfTwo();
    const [anna, bruno] = tab.participants;
    const first = await start(anna.token, { kind: 'equal', parts: 2 });
    const before = state.deliveries.length;
    await confirmInBrowser(first.browserValue);
    // The phone closed: only Stripe's event reaches the server.
    expect(state.deliveries.slice(before).map((d) => d.status)).toContain(200);
    expect(await row(first.payment.tabPaymentId)).toMatchObject({ status: 'succeeded', amountCents: 1500 });
    expect(await tabStatus(p.t.db, tab.tableTabId)).toBe('open');

    const last = await start(bruno.token, { kind: 'rest' });
    const intentId = await confirmInBrowser(last.browserValue);
    expect(await row(last.payment.tabPaymentId)).toMatchObject({ status: 'succeeded', amountCents: 1500 });
    expect(await tabStatus(p.t.db, tab.tableTabId)).toBe('settled');

    // The same event again is a duplicate; another event about the same intent records nothing more.
    const delivered = state.deliveries.at(-1)!;
    const again = await sendEvent({
      url: delivered.url,
      body: delivered.body,
      headers: { 'content-type': 'application/json', 'stripe-signature': delivered.signature },
    });
    expect(again.json()).toEqual({ received: true, result: 'duplicate' });
    expect((await sendEvent(signedEvent(intentId, `evt_again_${Date.now()}`))).json()).toEqual({
      received: true,
      result: 'handled',
    });
    // The phone coming back later is told it is paid.
    expect((await complete(bruno.token, last.payment.tabPaymentId)).json()).toMatchObject({ status: 'succeeded' });
    expect(await paidOf(tab)).toBe(3000);
    expect((await rowsOf(tab)).filter((r) => r.status === 'succeeded')).toHaveLength(2);
  });

  it("the notification and the phone's completion at the same moment record the payment once", async () => {
    const tab = await tabOfTwo();
    const [anna] = tab.participants;
    const paying = await start(anna.token, { kind: 'rest' });
    holding = true;
    held.length = 0;
    await confirmInBrowser(paying.browserValue);
    holding = false;
    const event = held.find((e) => e.body.includes('payment_intent.succeeded'))!;
    expect(event).toBeDefined();
    const [hook, phone] = await Promise.all([sendEvent(event), complete(anna.token, paying.payment.tabPaymentId)]);
    expect(hook.json()).toEqual({ received: true, result: 'handled' });
    expect(phone.statusCode, phone.body).toBe(200);
    expect(phone.json()).toMatchObject({ status: 'succeeded', amountCents: 3000 });
    expect(await paidOf(tab)).toBe(3000);
    expect(await tabStatus(p.t.db, tab.tableTabId)).toBe('settled');
  });

  it('a share paid by others after the hold ran out is refunded once, whichever of notification and phone comes first', async () => {
    const tab = await tabOfTwo();
    const [anna, bruno] = tab.participants;
    const late = await start(anna.token, { kind: 'rest' });
    await p.t.db
      .update(tabPayments)
      .set({ expiresAt: new Date(0) })
      .where(eq(tabPayments.tabPaymentId, late.payment.tabPaymentId));
    const other = await start(bruno.token, { kind: 'rest' });
    await confirmInBrowser(other.browserValue);
    expect(await tabStatus(p.t.db, tab.tableTabId)).toBe('settled');

    // Anna pays at Stripe anyway; her event and her phone arrive together.
    holding = true;
    held.length = 0;
    await confirmInBrowser(late.browserValue);
    holding = false;
    const refundsBefore = state.calls.filter((c) => c.startsWith('POST /v1/refunds')).length;
    const event = held.find((e) => e.body.includes('payment_intent.succeeded'))!;
    const [hook, phone] = await Promise.all([sendEvent(event), complete(anna.token, late.payment.tabPaymentId)]);
    expect(hook.json()).toEqual({ received: true, result: 'handled' });
    expect(phone.statusCode).toBe(509);
    expect(phone.json().code).toBe('TAB_SHARE_TAKEN');
    expect(state.calls.filter((c) => c.startsWith('POST /v1/refunds')).length - refundsBefore).toBe(1);
    // Delivered once more later: nothing is refunded again.
    expect(
      (await sendEvent(signedEvent(event.body.match(/"id":"(pi_[^"]+)"/)![1], `evt_late_${Date.now()}`))).json(),
    ).toMatchObject({ result: 'handled' });
    expect(state.calls.filter((c) => c.startsWith('POST /v1/refunds')).length - refundsBefore).toBe(1);
    const refunded = await row(late.payment.tabPaymentId);
    expect(refunded).toMatchObject({ status: 'refunded' });
    expect(refunded.refundId).toMatch(/^re_/);
    expect(await paidOf(tab)).toBe(3000);
  });

  it('a notification about nothing of ours, or whose payment Stripe says is not paid, changes nothing', async () => {
    const tab = await tabOfTwo();
    const [anna] = tab.participants;
    const pending = await start(anna.token, { kind: 'rest' });
    const intentId = pending.browserValue.split('_secret_')[0];
    const unknown = await sendEvent(signedEvent('pi_not_ours_at_all', `evt_unknown_${Date.now()}`));
    expect(unknown.json()).toEqual({ received: true, result: 'ignored' });
    // Its body says succeeded for a fortune; Stripe says it is not paid: ignored.
    const lying = await sendEvent(signedEvent(intentId, `evt_lying_${Date.now()}`));
    expect(lying.json()).toEqual({ received: true, result: 'ignored' });
    const forged = signedEvent(intentId, `evt_forged_${Date.now()}`);
    forged.headers['stripe-signature'] = stripeSignatureHeader(forged.body, 'whsec_wrong');
    expect((await sendEvent(forged)).statusCode).toBe(400);
    expect(await row(pending.payment.tabPaymentId)).toMatchObject({ status: 'pending', failure: null });
    expect(await paidOf(tab)).toBe(0);
    expect(await tabStatus(p.t.db, tab.tableTabId)).toBe('open');
  });

  it('the sweep asks Stripe once about a hold that ran out: a paid one is recorded, an unpaid one released', async () => {
    const paidTab = await tabOfTwo();
    const unpaidTab = await tabOfTwo();
    const paid = await start(paidTab.participants[0].token, { kind: 'rest' });
    const unpaid = await start(unpaidTab.participants[0].token, { kind: 'rest' });
    // The notification is lost and the phone closed.
    holding = true;
    await confirmInBrowser(paid.browserValue);
    holding = false;
    expect(await row(paid.payment.tabPaymentId)).toMatchObject({ status: 'pending' });

    // Still within the hold: nothing is asked or released.
    const early = await p.t.app.onlinePayments.cancelExpiredOrders(new Date(NOW.getTime() + 29 * 60_000));
    expect(early.tabPayments.settled).not.toContain(paid.payment.tabPaymentId);
    expect(await row(unpaid.payment.tabPaymentId)).toMatchObject({ status: 'pending' });

    const swept = await p.t.app.onlinePayments.cancelExpiredOrders(new Date(NOW.getTime() + 31 * 60_000));
    expect(swept.tabPayments.settled).toContain(paid.payment.tabPaymentId);
    expect(swept.tabPayments.released).toContain(unpaid.payment.tabPaymentId);
    expect(await row(paid.payment.tabPaymentId)).toMatchObject({ status: 'succeeded' });
    expect(await tabStatus(p.t.db, paidTab.tableTabId)).toBe('settled');
    expect(await row(unpaid.payment.tabPaymentId)).toMatchObject({ status: 'expired' });
    expect((await row(unpaid.payment.tabPaymentId)).failure).toContain('not paid at the provider');

    // Asked once: the next round does not ask Stripe about it again.
    const unpaidIntent = unpaid.browserValue.split('_secret_')[0];
    const reads = () => state.calls.filter((c) => c === `GET /v1/payment_intents/${unpaidIntent}`).length;
    const readsBefore = reads();
    const next = await p.t.app.onlinePayments.cancelExpiredOrders(new Date(NOW.getTime() + 32 * 60_000));
    expect(next.tabPayments.released).not.toContain(unpaid.payment.tabPaymentId);
    expect(reads()).toBe(readsBefore);
  });

  it("the sweep also asks about a hold another diner's claim released without asking: paid and still fitting, it is recorded", async () => {
    const tab = await tabOfTwo();
    const [anna, bruno] = tab.participants;
    const annas = await start(anna.token, { kind: 'equal', parts: 2 });
    holding = true;
    await confirmInBrowser(annas.browserValue);
    holding = false;
    // Anna's hold ran out; Bruno's claim releases it on the way, without asking Stripe.
    await p.t.db
      .update(tabPayments)
      .set({ expiresAt: new Date(NOW.getTime() - 60_000) })
      .where(eq(tabPayments.tabPaymentId, annas.payment.tabPaymentId));
    const brunos = await start(bruno.token, { kind: 'equal', parts: 2 });
    expect(await row(annas.payment.tabPaymentId)).toMatchObject({ status: 'expired', failure: null });

    const swept = await p.t.app.onlinePayments.cancelExpiredOrders(new Date(NOW.getTime() + 31 * 60_000));
    expect(swept.tabPayments.settled).toContain(annas.payment.tabPaymentId);
    expect(swept.tabPayments.released).toContain(brunos.payment.tabPaymentId);
    expect(await row(annas.payment.tabPaymentId)).toMatchObject({ status: 'succeeded', amountCents: 1500 });
    expect(await paidOf(tab)).toBe(1500);
    expect(await tabStatus(p.t.db, tab.tableTabId)).toBe('open');
  });
});
