// A tab's share paid with Satispay (against its local fake, every call signed with the shop's
// RSA key): the Satispay payment is for share + tip; the consumer accepts or refuses it in the
// app; the phone then completes and the server reads the payment back before recording the
// share. A refusal frees the share for the table.
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProviderTest, type ProviderTest } from '../payment/provider-test-helpers';
import {
  createSatispaySimulatorState,
  decideSatispayPayment,
  satispaySimulator,
  type SatispaySimulatorState,
} from '../../simulators/payments/satispay-simulator';
import { tabCalls } from './tab-payment-providers-support';
import { tabStatus } from './tab-payment-test-helpers';

const shop = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const keyId = 'tab-satispay-key-id';

let p: ProviderTest;
let state: SatispaySimulatorState;

beforeAll(async () => {
  state = createSatispaySimulatorState({ [keyId]: shop.publicKey });
  // The phone's completion records the share here; Satispay's callback is not needed for it.
  state.deliverCallback = async () => 200;
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

const { tabOfTwo, start, complete, balance } = tabCalls(() => p, 'satispay');

describe('a share of the tab paid with Satispay', () => {
  it('the Satispay payment is share + tip; accepted in the app, it is verified and recorded', async () => {
    const tab = await tabOfTwo();
    const [anna, bruno] = tab.participants;
    const satispay = (await balance(anna.token)).methods.find((m) => m.method === 'satispay');
    expect(satispay?.scriptUrl).toMatch(/^https?:\/\/.*web-button/);

    const started = await start(bruno.token, {
      share: { kind: 'equal', parts: 2 },
      tip: { cents: 250 },
      expectedCents: 1750,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { payment, browserValue } = started.json();
    expect(payment).toMatchObject({ amountCents: 1500, tipCents: 250, method: 'satispay' });
    expect(state.payments.get(browserValue)).toMatchObject({ amount_unit: 1750, currency: 'EUR' });

    expect(await decideSatispayPayment(state, browserValue, 'accept')).toBe(true);
    const done = await complete(bruno.token, payment.tabPaymentId);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'succeeded', amountCents: 1500, tipCents: 250 });
    expect(await balance(anna.token)).toMatchObject({ paidCents: 1500, remainingCents: 1500 });
    expect(await tabStatus(p.t.db, tab.tableTabId)).toBe('open');
  });

  it('refused in the app: the diner is told, and the share is free again', async () => {
    const tab = await tabOfTwo();
    const [anna, bruno] = tab.participants;
    const started = (await start(anna.token, { share: { kind: 'rest' }, expectedCents: 3000 })).json();
    const blocked = await start(bruno.token, { share: { kind: 'rest' }, expectedCents: 3000 });
    expect(blocked.json().code).toBe('TAB_NOTHING_LEFT');

    expect(await decideSatispayPayment(state, started.browserValue, 'cancel')).toBe(true);
    const refused = await complete(anna.token, started.payment.tabPaymentId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'TAB_PAYMENT_FAILED' });
    expect(await balance(bruno.token)).toMatchObject({ pendingCents: 0, remainingCents: 3000 });
    const again = await start(bruno.token, { share: { kind: 'rest' }, expectedCents: 3000 });
    expect(again.statusCode, again.body).toBe(200);
  });
});
