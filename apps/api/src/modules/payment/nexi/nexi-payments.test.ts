// Nexi XPay against the local XPay simulator (XPay's JSON API with SHA-1 MACs): the
// server gives XPay Build the transaction's parameters and their MAC (never the key), the card
// frame makes a nonce (creaNonce, made here over HTTP as the widget would), nexi/pagaNonce
// checks the nonce's MAC and pays it, and the order is Paid only after the server read the
// transaction back (situazioneOrdine). The urlpost outcome is believed only with its MAC.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { parseEncryptionKeyOrNull } from '../../../config';
import { onlinePayments, paymentCredentials } from '../../../db/schema';
import { anonymousCustomer } from '../../../test/ordering-fixtures';
import { savePaymentCredentials } from '../online/payment-credentials-repository';
import { startProviderTest, type ProviderTest } from '../provider-test-helpers';
import { expectPartialRefunds } from '../refund-test-helpers';
import { outcomeMac, paymentMac, xpayMac } from './nexi-mac';
import {
  createNexiSimulatorState,
  NEXI_TEST_CARDS,
  nexiSimulator,
  type NexiSimulatorState,
} from '../../../simulators/payments/nexi-simulator';
import { PROVIDER_UNAVAILABLE_MESSAGE, VERIFICATION_UNAVAILABLE_MESSAGE } from '../online/online-payment-errors';

const account = { alias: 'ALIAS_WEB_00001', secretKey: 'CHIAVE_SEGRETA_DI_PROVA' };
let p: ProviderTest;
let state: NexiSimulatorState;

beforeAll(async () => {
  state = createNexiSimulatorState(account);
  state.deliver = (url, body, headers) => p.deliver(url, body, headers);
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
beforeEach(() => {
  state.delayMs = 0;
  state.notify = true;
});

interface BrowserPayment {
  codiceTransazione: string;
  importo: number;
  divisa: string;
  timeStamp: string;
  mac: string;
  urlPost: string;
}
async function paymentFor(token: string, orderId: number, importo?: number): Promise<BrowserPayment> {
  const res = await p.post(token, 'nexi/createPayment', { orderId, ...(importo === undefined ? {} : { importo }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
/** What XPay Build's card frame does: the configuration and the card, answered by the XPay_Nonce event. */
async function nonceFor(payment: BrowserPayment, number: string = NEXI_TEST_CARDS.authorised) {
  const res = await fetch(`${p.fake.url}/ecomm/api/build/creaNonce`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      apiKey: account.alias,
      codiceTransazione: payment.codiceTransazione,
      importo: payment.importo,
      divisa: payment.divisa,
      timeStamp: payment.timeStamp,
      mac: payment.mac,
      urlPost: payment.urlPost,
      card: { number, expiry: '12/30', cvv: '123' },
    }),
  });
  return (await res.json()) as {
    esito: string;
    idOperazione: string;
    xpayNonce: string;
    timeStamp: string;
    mac: string;
    errore?: { messaggio: string };
  };
}
function pagaNonce(
  token: string,
  payment: BrowserPayment,
  nonce: Awaited<ReturnType<typeof nonceFor>>,
  overrides: object = {},
) {
  return p.post(token, 'nexi/pagaNonce', {
    importo: payment.importo,
    codiceTransazione: payment.codiceTransazione,
    divisa: payment.divisa,
    xpayNonce: nonce.xpayNonce,
    xpayIdOperazione: nonce.idOperazione,
    xpayTimeStamp: nonce.timeStamp,
    xpayEsito: nonce.esito,
    xpayMac: nonce.mac,
    ...overrides,
  });
}
const withoutNotifications = () => {
  state.notify = false;
  onTestFinished(() => {
    state.notify = true;
  });
};

describe('Nexi XPay', () => {
  it('gives the browser the alias and trial mode, never the MAC key; the key is encrypted at rest', async () => {
    const [row] = await p.t.db.select().from(paymentCredentials).where(eq(paymentCredentials.provider, 'nexi'));
    expect(JSON.stringify(row)).not.toContain(account.secretKey);
    const { token, order } = await p.order('nx.dati@example.com');
    const data = await p.get(token, 'nexi/GetNexiData');
    expect(data.json()).toEqual({
      aliasMerchant: account.alias,
      trialMode: true,
      sdkUrl: `${p.fake.url}/ecomm/XPayBuild/js?alias=${account.alias}`,
      simulated: false,
    });
    const payment = await paymentFor(token, order.orderId, 1800);
    expect(payment).toMatchObject({ importo: 1800, divisa: '978', urlPost: 'http://localhost/api/nexi/webhook/demo' });
    expect(payment.codiceTransazione).toMatch(new RegExp(`^TAV${order.orderId}-\\d+$`));
    expect(JSON.stringify([data.json(), payment])).not.toContain(account.secretKey);
  });

  it('pays: nonce for the stored total, paid by the server, verified with XPay, Confirmed and Paid', async () => {
    withoutNotifications();
    const { token, order } = await p.order('nx.paga@example.com');
    const payment = await paymentFor(token, order.orderId);
    // Not paid yet: nothing settles.
    expect((await p.complete(token, order.orderId, payment.codiceTransazione)).json().code).toBe(
      'ORDER_COMPLETION_FAILED',
    );
    const nonce = await nonceFor(payment);
    expect(nonce.esito).toBe('OK');
    const paid = await pagaNonce(token, payment, nonce);
    expect(paid.json()).toEqual({ esito: 'OK', messaggioErrore: null });
    expect(await p.stored(order.orderId)).toMatchObject({
      orderStatus: 1,
      paymentStatus: 1,
      paymentType: 6,
      paymentReference: payment.codiceTransazione,
    });
    expect(state.calls).toContain('POST /ecomm/api/bo/situazioneOrdine');
    // The browser then completes as with every provider: the settled order answers.
    expect((await p.complete(token, order.orderId, payment.codiceTransazione)).json()).toMatchObject({
      paymentStatus: 1,
    });
  });

  it("refuses a wrong amount and currency, another diner's transaction, a forged nonce event", async () => {
    withoutNotifications();
    const { token, order } = await p.order('nx.rifiuti@example.com');
    expect((await p.post(token, 'nexi/createPayment', { orderId: order.orderId, importo: 100 })).json().code).toBe(
      'PAYMENT_AMOUNT_MISMATCH',
    );
    const payment = await paymentFor(token, order.orderId);
    const nonce = await nonceFor(payment);
    expect((await pagaNonce(token, payment, nonce, { importo: 100 })).json().code).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect((await pagaNonce(token, payment, nonce, { divisa: '840' })).json().code).toBe('PAYMENT_CURRENCY_MISMATCH');
    const stranger = await anonymousCustomer(p.t.app, 'nx.estraneo@example.com');
    expect((await pagaNonce(stranger.token, payment, nonce)).statusCode).toBe(404);
    const forged = await pagaNonce(token, payment, nonce, { xpayMac: 'a'.repeat(40) });
    expect(forged.json().code).toBe('NONCE_REFUSED');
    expect((await pagaNonce(token, payment, nonce, { xpayNonce: 'altro' })).json().code).toBe('NONCE_REFUSED');
    expect(await p.stored(order.orderId)).toMatchObject({ paymentStatus: 0, orderStatus: 0 });
    // The genuine event still pays.
    expect((await pagaNonce(token, payment, nonce)).json()).toMatchObject({ esito: 'OK' });
  });

  it("shows the gateway's message for a refused card and lets the diner pay again", async () => {
    withoutNotifications();
    const { token, order } = await p.order('nx.negata@example.com');
    const first = await paymentFor(token, order.orderId);
    const refused = await pagaNonce(token, first, await nonceFor(first, NEXI_TEST_CARDS.refused));
    expect(refused.json()).toEqual({ esito: 'KO', messaggioErrore: 'Autorizzazione negata' });
    expect((await p.complete(token, order.orderId, first.codiceTransazione)).json().code).toBe(
      'ORDER_COMPLETION_FAILED',
    );
    expect(await p.stored(order.orderId)).toMatchObject({ paymentStatus: 0 });
    const second = await paymentFor(token, order.orderId);
    expect((await pagaNonce(token, second, await nonceFor(second))).json()).toMatchObject({ esito: 'OK' });
  });

  it("refuses another order's transaction, a reused one, one made outside this server, another amount", async () => {
    withoutNotifications();
    const a = await p.order('nx.a@example.com');
    const b = await p.order('nx.b@example.com', 3);
    const paymentA = await paymentFor(a.token, a.order.orderId);
    await pagaNonce(a.token, paymentA, await nonceFor(paymentA));
    expect((await p.complete(b.token, b.order.orderId, paymentA.codiceTransazione)).json().code).toBe(
      'ORDER_COMPLETION_FAILED',
    );
    // A transaction XPay knows but this server never created (same alias, B's amount).
    const outside = { ...paymentA, codiceTransazione: `TAV${b.order.orderId}-1`, importo: 2700 };
    outside.mac = paymentMac(
      { codTrans: outside.codiceTransazione, divisa: outside.divisa, importo: 2700 },
      account.secretKey,
    );
    await nonceFor(outside);
    state.transactions.get(outside.codiceTransazione)!.stato = 'Autorizzato';
    expect((await p.complete(b.token, b.order.orderId, outside.codiceTransazione)).json().code).toBe(
      'ORDER_COMPLETION_FAILED',
    );
    // XPay reports another amount.
    const own = await paymentFor(b.token, b.order.orderId);
    await nonceFor(own);
    const tx = state.transactions.get(own.codiceTransazione)!;
    tx.stato = 'Autorizzato';
    tx.importo = 100;
    expect((await p.complete(b.token, b.order.orderId, own.codiceTransazione)).json().code).toBe(
      'ORDER_COMPLETION_FAILED',
    );
    expect(await p.stored(b.order.orderId)).toMatchObject({ paymentStatus: 0 });
    tx.importo = 2700;
    expect((await p.complete(b.token, b.order.orderId, own.codiceTransazione)).json()).toMatchObject({
      paymentStatus: 1,
    });
  });

  it("completes from the MAC'd urlpost outcome; a repeat is handled once; forged outcomes are refused", async () => {
    const { token, order } = await p.order('nx.notifica@example.com');
    const payment = await paymentFor(token, order.orderId);
    const nonce = await nonceFor(payment);
    // The diner's tab closes after XPay paid: XPay's urlpost alone completes the order.
    state.transactions.get(payment.codiceTransazione)!.nonces.get(nonce.xpayNonce)!.used = false;
    const before = state.deliveries.length;
    const paid = await fetch(`${p.fake.url}/ecomm/api/hostedPayments/pagaNonce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signedPagaNonce(payment, nonce.xpayNonce)),
    }).then((r) => r.json() as Promise<{ esito: string }>);
    expect(paid.esito).toBe('OK');
    const delivery = state.deliveries[before];
    expect(delivery.status).toBe(200);
    expect(await p.stored(order.orderId)).toMatchObject({
      paymentStatus: 1,
      paymentReference: payment.codiceTransazione,
    });
    const send = (body: string) =>
      p.t.app.inject({
        method: 'POST',
        url: '/api/nexi/webhook/demo',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    expect((await send(delivery.body)).json()).toEqual({ received: true, result: 'duplicate' });

    const other = await p.order('nx.falsa@example.com');
    const otherPayment = await paymentFor(other.token, other.order.orderId);
    const fields = {
      codTrans: otherPayment.codiceTransazione,
      esito: 'OK',
      importo: '1800',
      divisa: 'EUR',
      data: '20261121',
      orario: '110000',
      codAut: 'ABC123',
    };
    expect(
      (await send(new URLSearchParams({ ...fields, mac: outcomeMac(fields, 'chiave-sbagliata') }).toString()))
        .statusCode,
    ).toBe(400);
    expect((await send(new URLSearchParams({ ...fields, mac: '' }).toString())).statusCode).toBe(400);
    // Correctly MAC'd but XPay says the transaction is not paid: nothing changes.
    const genuine = await send(
      new URLSearchParams({ ...fields, mac: outcomeMac(fields, account.secretKey) }).toString(),
    );
    expect(genuine.json()).toEqual({ received: true, result: 'ignored' });
    expect(await p.stored(other.order.orderId)).toMatchObject({ paymentStatus: 0 });
  });

  it('leaves the order unpaid and retryable when XPay does not answer in time, without charging twice', async () => {
    withoutNotifications();
    const { token, order } = await p.order('nx.guasto@example.com');
    const payment = await paymentFor(token, order.orderId);
    const nonce = await nonceFor(payment);
    // XPay down before the payment: nothing charged, the diner tries again.
    state.delayMs = 1500;
    expect((await p.post(token, 'nexi/createPayment', { orderId: order.orderId })).json()).toMatchObject({
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      message: PROVIDER_UNAVAILABLE_MESSAGE,
    });
    // XPay too slow for pagaNonce: the answer is lost, but XPay did charge the transaction, so
    // the diner is not told to pay another way.
    const during = await pagaNonce(token, payment, nonce);
    expect(during.statusCode).toBe(503);
    expect(during.json()).toMatchObject({
      code: 'PAYMENT_VERIFICATION_UNAVAILABLE',
      message: VERIFICATION_UNAVAILABLE_MESSAGE,
    });
    expect(await p.stored(order.orderId)).toMatchObject({ paymentStatus: 0 });
    state.delayMs = 0;
    await vi.waitFor(() => expect(state.transactions.get(payment.codiceTransazione)!.stato).toBe('Autorizzato'));
    // The retry finds the charged transaction first: the order is Paid with it, no second charge.
    const retry = await p.post(token, 'nexi/createPayment', { orderId: order.orderId });
    expect(retry.json().code).toBe('ORDER_ALREADY_PAID');
    expect(await p.stored(order.orderId)).toMatchObject({
      paymentStatus: 1,
      paymentReference: payment.codiceTransazione,
    });
    expect(
      [...state.transactions.values()].filter((t) => t.codiceTransazione.startsWith(`TAV${order.orderId}-`)),
    ).toHaveLength(1);
  });

  it('retries with a new transaction when the earlier one was never paid', async () => {
    withoutNotifications();
    const { token, order } = await p.order('nx.riprova@example.com');
    await paymentFor(token, order.orderId); // the diner left before paying
    const retry = await paymentFor(token, order.orderId);
    expect((await pagaNonce(token, retry, await nonceFor(retry))).json()).toMatchObject({ esito: 'OK' });
  });

  it('refunds through bo/storna', async () => {
    withoutNotifications();
    const { token, order } = await p.order('nx.rimborso@example.com');
    const payment = await paymentFor(token, order.orderId);
    await pagaNonce(token, payment, await nonceFor(payment));
    const [row] = await p.t.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.reference, payment.codiceTransazione));
    const { refundId } = await p.t.app.onlinePayments.refundPayment(row.onlinePaymentId);
    expect(state.refunds).toContainEqual({
      codiceTransazione: payment.codiceTransazione,
      importo: 1800,
      idOperazione: refundId,
    });
    expect(state.transactions.get(payment.codiceTransazione)!.stato).toBe('Rimborsato');
  });

  it('refunds in parts through bo/storna (importo), never more than was paid', async () => {
    withoutNotifications();
    const { token, order } = await p.order('nx.parti@example.com');
    const payment = await paymentFor(token, order.orderId);
    await pagaNonce(token, payment, await nonceFor(payment));
    const code = payment.codiceTransazione;
    const adapter = await p.t.app.onlinePayments.adapterFor(1, 'nexi');
    await expectPartialRefunds(adapter, code, {
      idempotent: false,
      given: () => state.refunds.filter((r) => r.codiceTransazione === code).map((r) => r.importo),
    });
    expect(state.transactions.get(code)!.stato).toBe('Rimborsato');
  });

  it('tests the connection: accepted, rejected alias or key, XPay down', async () => {
    expect(await p.t.app.onlinePayments.testConnection(1, 'nexi')).toEqual({ ok: true });
    const key = parseEncryptionKeyOrNull(Buffer.alloc(32, 6).toString('base64'));
    const save = (alias: string, macKey: string) =>
      savePaymentCredentials(p.t.db, key, 1, {
        provider: 'nexi',
        mode: 'live',
        publicConfig: { alias, trialMode: true },
        secrets: { macKey },
      });
    onTestFinished(() => save(account.alias, account.secretKey));
    await save(account.alias, 'chiave-sbagliata');
    expect(await p.t.app.onlinePayments.testConnection(1, 'nexi')).toEqual({
      ok: false,
      reason: 'credentials_rejected',
    });
    await save('ALIAS_SCONOSCIUTO', account.secretKey);
    expect(await p.t.app.onlinePayments.testConnection(1, 'nexi')).toEqual({
      ok: false,
      reason: 'credentials_rejected',
    });
    await save(account.alias, account.secretKey);
    state.delayMs = 1500;
    expect(await p.t.app.onlinePayments.testConnection(1, 'nexi')).toEqual({ ok: false, reason: 'unavailable' });
  });
});

/** pagaNonce as the merchant's server sends it (what the adapter does), for the closed-tab case. */
function signedPagaNonce(payment: BrowserPayment, xpayNonce: string) {
  const fields: Array<[string, string | number]> = [
    ['apiKey', account.alias],
    ['codiceTransazione', payment.codiceTransazione],
    ['importo', payment.importo],
    ['divisa', payment.divisa],
    ['xpayNonce', xpayNonce],
    ['timeStamp', String(Date.now())],
  ];
  return { ...Object.fromEntries(fields), mac: xpayMac(fields, account.secretKey) };
}
