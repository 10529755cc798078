// A Nexi XPay simulator answering like XPay's documented JSON API (Nexi's
// specifiche tecniche and the NexiPayments/XPay examples): every call carries apiKey (the
// alias), a timeStamp in ms and a SHA-1 MAC made with the secret key, and every answer
// { esito: 'OK' | 'KO', idOperazione, timeStamp, mac, errore? } is MAC'd back. Calls:
// hostedPayments/pagaNonce (pays a nonce made by XPay Build), bo/situazioneOrdine (the
// order's report), bo/storna (refund). After a payment it posts the outcome to the urlPost
// given in the widget's configuration (codTrans, esito, importo, divisa, data, orario,
// codAut, mac), as XPay's notifications do.
//
// One call is the simulator's own: ecomm/api/build/creaNonce stands for what XPay Build's card
// frame does inside Nexi's page (not a public API): it checks the configuration's MAC and
// answers the XPay_Nonce event. Cards: 4242 4242 4242 4242 is authorised, 4000 0000 0000 0002
// is refused by pagaNonce.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifySchema } from 'fastify';
import { allowCors, sleep } from './simulator-server';
import { answerMac, nonceMac, outcomeMac, paymentMac, sameMac, xpayMac } from '../../modules/payment/nexi/nexi-mac';

export interface NexiSimulatorAccount {
  alias: string;
  secretKey: string;
}

export interface NexiTransaction {
  codiceTransazione: string;
  importo: number;
  divisa: string;
  stato: 'In attesa' | 'Autorizzato' | 'Negato' | 'Rimborsato' | 'Rimborsato Parz.';
  codiceAutorizzazione: string | null;
  urlPost: string | null;
  nonces: Map<string, { card: string; used: boolean }>;
  dataTransazione: string;
}

export interface NexiSimulatorState {
  account: NexiSimulatorAccount;
  transactions: Map<string, NexiTransaction>;
  refunds: Array<{ codiceTransazione: string; importo: number; idOperazione: string }>;
  calls: string[];
  delayMs: number;
  notify: boolean;
  deliver?: (url: string, body: string, headers: Record<string, string>) => Promise<number>;
  deliveries: Array<{ url: string; body: string; status: number | null }>;
}

export function createNexiSimulatorState(account: NexiSimulatorAccount): NexiSimulatorState {
  return { account, transactions: new Map(), refunds: [], calls: [], delayMs: 0, notify: true, deliveries: [] };
}

export const NEXI_TEST_CARDS = { authorised: '4242424242424242', refused: '4000000000000002' } as const;
/** XPay's numeric code of the euro. */
export const DIVISA_EUR = '978';

const operationId = () => String(Math.floor(Math.random() * 9e9) + 1e9);
const pad = (n: number) => String(n).padStart(2, '0');

export const nexiSimulator =
  (state: NexiSimulatorState, options: { prefix?: string } = {}): FastifyPluginAsync =>
  async (app) => {
    allowCors(app);
    const prefix = options.prefix ?? '';
    app.addHook('onRoute', (route) => {
      route.schema = { ...(route.schema ?? {}), hide: true } as FastifySchema;
    });
    app.addHook('preHandler', async (request) => {
      state.calls.push(`${request.method} ${request.url.replace(prefix, '')}`);
      if (state.delayMs > 0) await sleep(state.delayMs);
    });

    const key = state.account.secretKey;
    /** An answer MAC'd with the merchant's key (an unknown alias gets no MAC: XPay cannot make one). */
    const answer = (reply: FastifyReply, body: Record<string, unknown>, esito: 'OK' | 'KO', signed = true) => {
      const head = { esito, idOperazione: operationId(), timeStamp: String(Date.now()) };
      return reply.send({ ...head, ...body, mac: signed ? answerMac(head, key) : '' });
    };
    const ko = (reply: FastifyReply, codice: number, messaggio: string, signed = true) =>
      answer(reply, { errore: { codice, messaggio } }, 'KO', signed);
    /** apiKey and MAC of a request, over the documented fields in their order. */
    const checked = (reply: FastifyReply, body: Record<string, unknown>, fields: string[]): boolean => {
      if (body.apiKey !== state.account.alias) {
        ko(reply, 16, 'Alias sconosciuto o non abilitato', false);
        return false;
      }
      const expected = xpayMac(
        fields.map((f) => [f, String(body[f] ?? '')]),
        key,
      );
      if (!sameMac(expected, body.mac)) {
        ko(reply, 3, 'Errore MAC');
        return false;
      }
      return true;
    };

    const notify = async (transaction: NexiTransaction, esito: 'OK' | 'KO') => {
      if (!state.notify || !transaction.urlPost) return;
      const now = new Date();
      const fields = {
        codTrans: transaction.codiceTransazione,
        esito,
        importo: String(transaction.importo),
        divisa: 'EUR',
        data: `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`,
        orario: `${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`,
        codAut: transaction.codiceAutorizzazione ?? '',
      };
      const body = new URLSearchParams({
        ...fields,
        alias: state.account.alias,
        mac: outcomeMac(fields, key),
      }).toString();
      const delivery = { url: transaction.urlPost, body, status: null as number | null };
      state.deliveries.push(delivery);
      const headers = { 'content-type': 'application/x-www-form-urlencoded' };
      try {
        delivery.status = state.deliver
          ? await state.deliver(transaction.urlPost, body, headers)
          : (await fetch(transaction.urlPost, { method: 'POST', headers, body })).status;
      } catch {
        delivery.status = 0;
      }
    };

    // The card frame of XPay Build (simulator only): card data never reach the merchant.
    app.post(`${prefix}/ecomm/api/build/creaNonce`, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown> & {
        card?: { number?: string; expiry?: string; cvv?: string };
      };
      if (body.apiKey !== state.account.alias) return ko(reply, 16, 'Alias sconosciuto o non abilitato', false);
      const codTrans = String(body.codiceTransazione ?? '');
      const importo = Number(body.importo);
      const divisa = String(body.divisa ?? '');
      if (!sameMac(paymentMac({ codTrans, divisa, importo }, key), body.mac)) return ko(reply, 3, 'Errore MAC');
      const number = String(body.card?.number ?? '').replace(/\s/g, '');
      if (!/^\d{2}\/?\d{2}$/.test(String(body.card?.expiry ?? '')) || !/^\d{3,4}$/.test(String(body.card?.cvv ?? ''))) {
        return ko(reply, 12, 'Dati carta non validi');
      }
      if (number !== NEXI_TEST_CARDS.authorised && number !== NEXI_TEST_CARDS.refused)
        return ko(reply, 12, 'Numero carta non valido');
      let transaction = state.transactions.get(codTrans);
      if (transaction && transaction.stato === 'Autorizzato') return ko(reply, 7, 'Codice transazione già utilizzato');
      if (!transaction || transaction.importo !== importo) {
        transaction = {
          codiceTransazione: codTrans,
          importo,
          divisa,
          stato: 'In attesa',
          codiceAutorizzazione: null,
          urlPost: typeof body.urlPost === 'string' && body.urlPost ? body.urlPost : null,
          nonces: new Map(),
          dataTransazione: new Date().toISOString(),
        };
        state.transactions.set(codTrans, transaction);
      }
      const xpayNonce = randomBytes(16).toString('hex');
      transaction.nonces.set(xpayNonce, { card: number, used: false });
      const head = { esito: 'OK', idOperazione: operationId(), xpayNonce, timeStamp: String(Date.now()) };
      return reply.send({ ...head, mac: nonceMac(head, key) });
    });

    app.post(`${prefix}/ecomm/api/hostedPayments/pagaNonce`, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (!checked(reply, body, ['apiKey', 'codiceTransazione', 'importo', 'divisa', 'xpayNonce', 'timeStamp']))
        return reply;
      const transaction = state.transactions.get(String(body.codiceTransazione));
      const nonce = transaction?.nonces.get(String(body.xpayNonce));
      if (!transaction || !nonce || nonce.used) return ko(reply, 50, 'Nonce non valido o scaduto');
      if (Number(body.importo) !== transaction.importo || String(body.divisa) !== transaction.divisa)
        return ko(reply, 2, 'Parametri non corrispondenti al nonce');
      nonce.used = true;
      if (nonce.card === NEXI_TEST_CARDS.refused) {
        transaction.stato = 'Negato';
        await notify(transaction, 'KO');
        return ko(reply, 96, 'Autorizzazione negata');
      }
      transaction.stato = 'Autorizzato';
      transaction.codiceAutorizzazione = randomBytes(3).toString('hex').toUpperCase();
      await notify(transaction, 'OK');
      return answer(
        reply,
        { codiceAutorizzazione: transaction.codiceAutorizzazione, codiceTransazione: transaction.codiceTransazione },
        'OK',
      );
    });

    app.post(`${prefix}/ecomm/api/bo/situazioneOrdine`, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (!checked(reply, body, ['apiKey', 'codiceTransazione', 'timeStamp'])) return reply;
      const transaction = state.transactions.get(String(body.codiceTransazione));
      if (!transaction) return ko(reply, 2, 'Transazione non trovata');
      return answer(
        reply,
        {
          report: [
            {
              codiceTransazione: transaction.codiceTransazione,
              importo: transaction.importo,
              divisa: transaction.divisa === DIVISA_EUR ? 'EUR' : transaction.divisa,
              stato: transaction.stato,
              codiceAutorizzazione: transaction.codiceAutorizzazione,
              dataTransazione: transaction.dataTransazione,
            },
          ],
        },
        'OK',
      );
    });

    app.post(`${prefix}/ecomm/api/bo/storna`, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (!checked(reply, body, ['apiKey', 'codiceTransazione', 'divisa', 'importo', 'timeStamp'])) return reply;
      const transaction = state.transactions.get(String(body.codiceTransazione));
      if (!transaction || (transaction.stato !== 'Autorizzato' && transaction.stato !== 'Rimborsato Parz.'))
        return ko(reply, 2, 'Transazione non stornabile');
      // Several partial refunds of one payment, never more than it took ('Rimborsato Parz.' until then).
      const given = state.refunds
        .filter((r) => r.codiceTransazione === transaction.codiceTransazione)
        .reduce((sum, r) => sum + r.importo, 0);
      const importo = Number(body.importo);
      if (!Number.isInteger(importo) || !(importo > 0) || importo > transaction.importo - given)
        return ko(reply, 2, 'Importo non valido');
      transaction.stato = importo === transaction.importo - given ? 'Rimborsato' : 'Rimborsato Parz.';
      const idOperazione = operationId();
      state.refunds.push({ codiceTransazione: transaction.codiceTransazione, importo, idOperazione });
      const head = { esito: 'OK', idOperazione, timeStamp: String(Date.now()) };
      return reply.send({ ...head, mac: answerMac(head, key) });
    });
  };
