// A tab's share paid with Nexi XPay (against its local XPay simulator, MACs checked both ways):
// XPay Build's configuration is for share + tip, the card frame makes a nonce (creaNonce, as
// the widget would), the phone completes with it and the server pays the nonce, then reads the
// transaction back before recording the share. A refused card or a forged nonce records
// nothing; a refused card frees the share.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProviderTest, type ProviderTest } from '../payment/provider-test-helpers';
import {
  createNexiSimulatorState,
  NEXI_TEST_CARDS,
  nexiSimulator,
  type NexiSimulatorState,
} from '../../simulators/payments/nexi-simulator';
import { tabCalls } from './tab-payment-providers-support';
import { tabStatus } from './tab-payment-test-helpers';

const account = { alias: 'ALIAS_TAB_00001', secretKey: 'CHIAVE_SEGRETA_TAVOLO' };
let p: ProviderTest;
let state: NexiSimulatorState;

beforeAll(async () => {
  state = createNexiSimulatorState(account);
  // The phone's completion records the share here; XPay's urlpost outcome is not needed for it.
  state.notify = false;
  p = await startProviderTest({
    paymentType: 6,
    simulator: nexiSimulator(state),
    env: (url) => ({ NEXI_XPAY_TEST_BASE_URL: url, NEXI_XPAY_BASE_URL: 'http://127.0.0.1:9' }),
    credentials: {
      provider: 'nexi',
      mode: 'live',
      publicConfig: { alias: account.alias, trialMode: true },
      secrets: { macKey: account.secretKey },
    },
  });
});
afterAll(() => p.close());

const { tabOfTwo, start, complete, balance } = tabCalls(() => p, 'nexi');

interface BrowserPayment {
  codiceTransazione: string;
  importo: number;
  divisa: string;
  timeStamp: string;
  mac: string;
  urlPost: string;
}
/** What XPay Build's card frame does with the configuration and the card: the XPay_Nonce event, as completion's body. */
async function nonceFor(payment: BrowserPayment, number: string = NEXI_TEST_CARDS.authorised) {
  const res = await fetch(`${p.fake.url}/ecomm/api/build/creaNonce`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      apiKey: account.alias,
      ...payment,
      card: { number, expiry: '12/30', cvv: '123' },
    }),
  });
  const event = (await res.json()) as {
    esito: string;
    idOperazione: string;
    xpayNonce: string;
    timeStamp: string;
    mac: string;
  };
  expect(event.esito).toBe('OK');
  return {
    nexiNonce: {
      xpayNonce: event.xpayNonce,
      xpayIdOperazione: event.idOperazione,
      xpayTimeStamp: event.timeStamp,
      xpayEsito: event.esito,
      xpayMac: event.mac,
    },
  };
}

describe('a share of the tab paid with Nexi XPay', () => {
  it("XPay Build's configuration is share + tip; the nonce is paid, the transaction verified, the tab settled", async () => {
    const tab = await tabOfTwo();
    const [anna, bruno] = tab.participants;
    const first = await start(anna.token, { share: { kind: 'items' }, tip: { percent: 5 }, expectedCents: 1890 });
    expect(first.statusCode, first.body).toBe(200);
    const configuration = JSON.parse(first.json().browserValue) as BrowserPayment;
    expect(configuration).toMatchObject({ importo: 1890, divisa: '978' });
    expect(JSON.stringify(configuration)).not.toContain(account.secretKey);

    // A forged nonce pays nothing and records nothing.
    const nonce = await nonceFor(configuration);
    const forged = await complete(anna.token, first.json().payment.tabPaymentId, {
      nexiNonce: { ...nonce.nexiNonce, xpayMac: 'ab'.repeat(20) },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('NONCE_REFUSED');
    expect(state.transactions.get(configuration.codiceTransazione)?.stato).toBe('In attesa');

    const paid = await complete(anna.token, first.json().payment.tabPaymentId, nonce);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'succeeded', amountCents: 1800, tipCents: 90 });
    expect(state.transactions.get(configuration.codiceTransazione)).toMatchObject({
      stato: 'Autorizzato',
      importo: 1890,
    });

    const second = (await start(bruno.token, { share: { kind: 'rest' }, expectedCents: 1200 })).json();
    const done = await complete(
      bruno.token,
      second.payment.tabPaymentId,
      await nonceFor(JSON.parse(second.browserValue)),
    );
    expect(done.json()).toMatchObject({ status: 'succeeded', amountCents: 1200 });
    expect(await tabStatus(p.t.db, tab.tableTabId)).toBe('settled');
  });

  it('a refused card is told to the diner and leaves the share free', async () => {
    const tab = await tabOfTwo();
    const [anna, bruno] = tab.participants;
    const started = (await start(anna.token, { share: { kind: 'rest' }, expectedCents: 3000 })).json();
    expect((await balance(bruno.token)).pendingCents).toBe(3000);
    const refused = await complete(
      anna.token,
      started.payment.tabPaymentId,
      await nonceFor(JSON.parse(started.browserValue), NEXI_TEST_CARDS.refused),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'TAB_PAYMENT_FAILED' });
    expect(await balance(bruno.token)).toMatchObject({ pendingCents: 0, paidCents: 0, remainingCents: 3000 });
    const again = await start(bruno.token, { share: { kind: 'rest' }, expectedCents: 3000 });
    expect(again.statusCode, again.body).toBe(200);
  });
});
