// A tab's share paid with PayPal (against its local simulator): the PayPal order is for share +
// tip, the buyer approves it in PayPal's window, then the phone completes and the server
// captures and reads the capture back before recording the share. A declined capture records
// nothing (PayPal keeps the order open for another instrument); the phone gives it up and the
// share is free for the table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProviderTest, type ProviderTest } from '../payment/provider-test-helpers';
import {
  approvePaypalOrder,
  createPaypalSimulatorState,
  paypalSimulator,
  type PaypalSimulatorState,
} from '../../simulators/payments/paypal-simulator';
import { tabCalls } from './tab-payment-providers-support';
import { tabStatus } from './tab-payment-test-helpers';

const account = { clientId: 'AZ-tab-client-id', clientSecret: 'EL-tab-client-secret', webhookId: 'WH-TAB-1' };

let p: ProviderTest;
let state: PaypalSimulatorState;

beforeAll(async () => {
  state = createPaypalSimulatorState(account);
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

const { tabOfTwo, start, complete, balance } = tabCalls(() => p, 'paypal');

describe('a share of the tab paid with PayPal', () => {
  it('the PayPal order is share + tip; approved, it is captured and verified, and the tab settles', async () => {
    const tab = await tabOfTwo();
    const [anna] = tab.participants;
    const methods = (await balance(anna.token)).methods;
    expect(methods.find((m) => m.method === 'paypal')).toMatchObject({ simulated: false });
    expect(methods.find((m) => m.method === 'paypal')?.scriptUrl).toMatch(/^https?:\/\//);

    const started = await start(anna.token, { share: { kind: 'rest' }, tip: { percent: 10 }, expectedCents: 3300 });
    expect(started.statusCode, started.body).toBe(200);
    const { payment, browserValue } = started.json();
    expect(payment).toMatchObject({ amountCents: 3000, tipCents: 300, status: 'pending', method: 'paypal' });
    expect(state.orders.get(browserValue)!.purchase_units[0].amount).toMatchObject({
      currency_code: 'EUR',
      value: '33.00',
    });

    // Not approved yet: nothing captured, nothing recorded.
    const early = await complete(anna.token, payment.tabPaymentId);
    expect(early.statusCode).toBe(509);
    expect(early.json().code).toBe('TAB_PAYMENT_NOT_CONFIRMED');

    approvePaypalOrder(state, browserValue);
    const done = await complete(anna.token, payment.tabPaymentId);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'succeeded', amountCents: 3000, tipCents: 300 });
    expect(state.orders.get(browserValue)!.status).toBe('COMPLETED');
    expect(await tabStatus(p.t.db, tab.tableTabId)).toBe('settled');
  });

  it('a declined capture records nothing; the phone gives the payment up and the share is free', async () => {
    const tab = await tabOfTwo();
    const [anna, bruno] = tab.participants;
    const started = (await start(anna.token, { share: { kind: 'items' }, expectedCents: 1800 })).json();
    expect((await balance(bruno.token)).pendingCents).toBe(1800);
    approvePaypalOrder(state, started.browserValue, 'declined');
    // PayPal declines the capture (INSTRUMENT_DECLINED) and keeps the order open for another
    // instrument: the server records nothing and says it is not confirmed.
    const refused = await complete(anna.token, started.payment.tabPaymentId);
    expect(refused.statusCode).toBe(509);
    expect(refused.json()).toMatchObject({ code: 'TAB_PAYMENT_NOT_CONFIRMED' });
    expect((await balance(bruno.token)).paidCents).toBe(0);
    // The phone gives it up (as the pay panel does after a widget whose payment is not confirmed).
    const cancelled = await p.t.app.inject({
      method: 'POST',
      url: `/api/tableTab/payments/${started.payment.tabPaymentId}/cancel`,
      headers: { 'x-table-tab-token': anna.token },
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(await balance(bruno.token)).toMatchObject({ pendingCents: 0, paidCents: 0, remainingCents: 3000 });
    // Free again: Bruno pays everything.
    const again = await start(bruno.token, { share: { kind: 'rest' }, expectedCents: 3000 });
    expect(again.statusCode, again.body).toBe(200);
  });
});
