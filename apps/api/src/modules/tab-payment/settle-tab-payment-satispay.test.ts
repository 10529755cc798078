// A tab's share recorded from Satispay's callback alone (the diner accepted in the Satispay app
// and never came back to the tab's page), against the local Satispay fake: the callback carries
// only the payment's id, the server reads the payment from Satispay before recording it, once
// however often or however concurrently it is told.
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tabPayments } from '../../db/schema';
import { startProviderTest, type ProviderTest } from '../payment/provider-test-helpers';
import {
  createSatispaySimulatorState,
  decideSatispayPayment,
  satispaySimulator,
  type SatispaySimulatorState,
} from '../../simulators/payments/satispay-simulator';
import { addRound, createTestTab, tabHeaders, tabStatus, type TestTab } from './tab-payment-test-helpers';

const shop = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const keyId = 'tab-webhook-satispay-key-id';

let p: ProviderTest;
let state: SatispaySimulatorState;
/** Callbacks Satispay made while `holding`: delivered by the test itself, when it chooses. */
let holding = false;
const held: string[] = [];
const callback = (url: string) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  return p.t.app.inject({ method: 'GET', url: pathname + search });
};

beforeAll(async () => {
  state = createSatispaySimulatorState({ [keyId]: shop.publicKey });
  state.deliverCallback = async (url) => {
    if (!holding) return (await callback(url)).statusCode;
    held.push(url);
    return 200;
  };
  p = await startProviderTest({
    paymentType: 3,
    simulator: satispaySimulator(state),
    env: (url) => ({ SATISPAY_API_BASE_URL: url }),
    credentials: {
      provider: 'satispay',
      mode: 'live',
      publicConfig: { trialMode: false },
      secrets: { keyId, privateKey: shop.privateKey },
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
    payload: { idempotencyKey: `satispay-webhook-${++keys}-${Date.now()}`, share, method: 'satispay' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { payment: { tabPaymentId: number }; browserValue: string };
}
const complete = (token: string, id: number) =>
  p.t.app.inject({ method: 'POST', url: `/api/tableTab/payments/${id}/complete`, headers: tabHeaders(token) });
const row = async (id: number) => (await p.t.db.select().from(tabPayments).where(eq(tabPayments.tabPaymentId, id)))[0];
const paidOf = async (tab: TestTab) =>
  (await p.t.db.select().from(tabPayments).where(eq(tabPayments.tableTabId, tab.tableTabId)))
    .filter((r) => r.status === 'succeeded')
    .reduce((s, r) => s + r.amountCents, 0);

async function tabOfTwo() {
  const tab = await createTestTab(p.t.db, { names: ['Anna', 'Bruno'] });
  await addRound(p.t.db, tab, [
    { participantId: tab.participants[0].participantId, amountCents: 1800 },
    { participantId: tab.participants[1].participantId, amountCents: 1200 },
  ]);
  return tab;
}

describe("Satispay's callback settles a tab's payments", () => {
  it('records each share from the callback alone and, with the last one, settles the tab; a repeat is a duplicate', async () => {
    const tab = await tabOfTwo();
    const [anna, bruno] = tab.participants;
    const first = await start(anna.token, { kind: 'equal', parts: 2 });
    expect(await decideSatispayPayment(state, first.browserValue, 'accept')).toBe(true);
    expect(state.callbacks.at(-1)?.status).toBe(200);
    expect(await row(first.payment.tabPaymentId)).toMatchObject({ status: 'succeeded', amountCents: 1500 });
    expect(await tabStatus(p.t.db, tab.tableTabId)).toBe('open');

    const last = await start(bruno.token, { kind: 'rest' });
    expect(await decideSatispayPayment(state, last.browserValue, 'accept')).toBe(true);
    expect(await row(last.payment.tabPaymentId)).toMatchObject({ status: 'succeeded', amountCents: 1500 });
    expect(await tabStatus(p.t.db, tab.tableTabId)).toBe('settled');

    const again = await callback(state.callbacks.at(-1)!.url);
    expect(again.json()).toEqual({ received: true, result: 'duplicate' });
    expect(await paidOf(tab)).toBe(3000);
  });

  it("the callback and the phone's completion at the same moment record the payment once", async () => {
    const tab = await tabOfTwo();
    const [anna] = tab.participants;
    const paying = await start(anna.token, { kind: 'rest' });
    holding = true;
    held.length = 0;
    expect(await decideSatispayPayment(state, paying.browserValue, 'accept')).toBe(true);
    holding = false;
    expect(held).toHaveLength(1);
    const [hook, phone] = await Promise.all([callback(held[0]), complete(anna.token, paying.payment.tabPaymentId)]);
    expect(hook.json()).toEqual({ received: true, result: 'handled' });
    expect(phone.statusCode, phone.body).toBe(200);
    expect(phone.json()).toMatchObject({ status: 'succeeded', amountCents: 3000 });
    expect(await paidOf(tab)).toBe(3000);
    expect(await tabStatus(p.t.db, tab.tableTabId)).toBe('settled');
  });

  it('a callback about a payment Satispay does not know, or not yet accepted, changes nothing', async () => {
    const tab = await tabOfTwo();
    const [anna] = tab.participants;
    const pending = await start(anna.token, { kind: 'rest' });
    const unknown = await p.t.app.inject({
      method: 'GET',
      url: '/api/satispay/callback/demo?payment_id=00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    const early = await p.t.app.inject({
      method: 'GET',
      url: `/api/satispay/callback/demo?payment_id=${pending.browserValue}`,
    });
    expect(early.json()).toEqual({ received: true, result: 'ignored' });
    expect(await row(pending.payment.tabPaymentId)).toMatchObject({ status: 'pending' });
    expect(await paidOf(tab)).toBe(0);
  });
});
