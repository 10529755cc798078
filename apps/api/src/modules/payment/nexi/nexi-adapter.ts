// Nexi XPay (bank card gateway, venue code N, PaymentMethod 6) through XPay Build and XPay's
// JSON API at NEXI_XPAY_BASE_URL (NEXI_XPAY_TEST_BASE_URL for an account in trial mode), see
// docs/decisions/010-nexi-xpay.md. The alias is public; the secret key ("chiave
// segreta") only ever makes MACs on the server:
// - createPayment: no call; a transaction code TAV<orderId>-<ms> and the MAC of the widget's
//   configuration (codTrans, divisa 978, importo in cents) for the stored total;
// - payNonce: checks the MAC of the XPay_Nonce event, then hostedPayments/pagaNonce;
// - retrievePayment: bo/situazioneOrdine, its answer's MAC checked;
// - refund: bo/storna; verifyNotification: the urlpost outcome's MAC.
import type { PaymentCredentials } from '../online/payment-credentials';
import {
  ProviderUnavailableError,
  type ConnectionTest,
  type PaymentAdapter,
  type ProviderPayment,
} from '../payment-adapter';
import { answerMac, nonceMac, outcomeMac, paymentMac, sameMac, xpayMac } from './nexi-mac';

export const DIVISA_EUR = '978';

export interface NexiAdapterOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Where XPay posts the outcome of this company's payments (its webhook route). */
  notificationUrl(companyUrlName: string): string;
}

/** What the browser's XPay Build configuration needs (paymentParams); the MAC, never the key. */
export interface NexiBrowserPayment {
  codiceTransazione: string;
  importo: number;
  divisa: string;
  timeStamp: string;
  mac: string;
  urlPost: string;
}

/** The XPay_Nonce event's fields as the spec's nexi/pagaNonce carries them. */
export interface NexiNonce {
  xpayNonce: string;
  xpayIdOperazione: string;
  xpayTimeStamp: string;
  xpayEsito: string;
  xpayMac: string;
}

export type NexiPayResult = { esito: 'OK' } | { esito: 'KO'; message: string; forged?: boolean };

export interface NexiAdapter extends PaymentAdapter {
  payNonce(payment: { reference: string; amountCents: number; nonce: NexiNonce }): Promise<NexiPayResult>;
}

interface XpayAnswer {
  esito: string;
  idOperazione: string;
  timeStamp: string | number;
  mac: string;
  errore?: { codice: number; messaggio: string };
  report?: Array<{ codiceTransazione: string; importo: number | string; divisa: string; stato: string }>;
}

class XpayRefused extends Error {
  constructor(readonly answer: XpayAnswer) {
    super(`XPay KO ${answer.errore?.codice ?? ''} ${answer.errore?.messaggio ?? ''}`);
  }
}
/** The answer's MAC does not match our key: not XPay, or another key. */
class XpayMacMismatch extends Error {}

const REFERENCE = /^TAV(\d+)-\d+$/;
// A payment given back in part still stands: succeeded.
const SUCCEEDED = new Set(['Autorizzato', 'Contabilizzato', 'Contabilizzato Parz.', 'Rimborsato Parz.']);
const FAILED = new Set(['Negato', 'Annullato', 'Non creato', 'Autor. Negata']);
const REFUNDED = new Set(['Rimborsato', 'Stornato']);

export function createNexiAdapter(credentials: PaymentCredentials, options: NexiAdapterOptions): NexiAdapter {
  const alias = String(credentials.publicConfig.alias ?? '');
  const secretKey = credentials.secrets.macKey;
  if (!alias || !secretKey) throw new Error('Nexi: alias and macKey required');
  const base = options.baseUrl.replace(/\/$/, '');

  /** One JSON call: apiKey, the given fields in MAC order, timeStamp, mac; the answer's MAC checked. */
  async function call(path: string, fields: Array<[string, string | number]>): Promise<XpayAnswer> {
    const timeStamp = String(Date.now());
    const signed: Array<[string, string | number]> = [['apiKey', alias], ...fields, ['timeStamp', timeStamp]];
    const body = { ...Object.fromEntries(signed), mac: xpayMac(signed, secretKey) };
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailableError('nexi', error);
    }
    if (res.status >= 500) throw new ProviderUnavailableError('nexi', new Error(`HTTP ${res.status}`));
    const answer = (await res.json().catch(() => null)) as XpayAnswer | null;
    if (!res.ok || !answer || typeof answer.esito !== 'string') throw new Error(`XPay HTTP ${res.status}`);
    if (!sameMac(answerMac(answer, secretKey), answer.mac)) throw new XpayMacMismatch('XPay answer MAC mismatch');
    if (answer.esito !== 'OK') throw new XpayRefused(answer);
    return answer;
  }

  return {
    provider: 'nexi',

    async createPayment(input) {
      // Spec 000 §7: a prefix, the order id and a timestamp (at most 30 characters for XPay).
      const codTrans = `TAV${input.orderId}-${Date.now()}`;
      const payment: NexiBrowserPayment = {
        codiceTransazione: codTrans,
        importo: input.amountCents,
        divisa: DIVISA_EUR,
        timeStamp: String(Date.now()),
        mac: paymentMac({ codTrans, divisa: DIVISA_EUR, importo: input.amountCents }, secretKey),
        urlPost: options.notificationUrl(input.companyUrlName),
      };
      return { reference: codTrans, browserValue: JSON.stringify(payment) };
    },

    async payNonce({ reference, amountCents, nonce }) {
      const event = {
        esito: nonce.xpayEsito,
        idOperazione: nonce.xpayIdOperazione,
        xpayNonce: nonce.xpayNonce,
        timeStamp: nonce.xpayTimeStamp,
      };
      if (!sameMac(nonceMac(event, secretKey), nonce.xpayMac))
        return { esito: 'KO', message: 'nonce MAC', forged: true };
      if (nonce.xpayEsito !== 'OK') return { esito: 'KO', message: 'nonce KO' };
      try {
        await call('/ecomm/api/hostedPayments/pagaNonce', [
          ['codiceTransazione', reference],
          ['importo', amountCents],
          ['divisa', DIVISA_EUR],
          ['xpayNonce', nonce.xpayNonce],
        ]);
        return { esito: 'OK' };
      } catch (error) {
        if (error instanceof XpayRefused) return { esito: 'KO', message: error.answer.errore?.messaggio ?? 'KO' };
        throw error;
      }
    },

    async retrievePayment(reference): Promise<ProviderPayment> {
      let answer: XpayAnswer;
      try {
        answer = await call('/ecomm/api/bo/situazioneOrdine', [['codiceTransazione', reference]]);
      } catch (error) {
        if (error instanceof XpayRefused)
          return { reference, status: 'unknown', amountCents: 0, currency: 'EUR', orderId: null };
        throw error;
      }
      const row = answer.report?.find((r) => r.codiceTransazione === reference);
      if (!row) return { reference, status: 'unknown', amountCents: 0, currency: 'EUR', orderId: null };
      const status = SUCCEEDED.has(row.stato)
        ? 'succeeded'
        : REFUNDED.has(row.stato)
          ? 'refunded'
          : FAILED.has(row.stato)
            ? 'failed'
            : 'pending';
      const tagged = REFERENCE.exec(row.codiceTransazione);
      return {
        reference: row.codiceTransazione,
        status,
        amountCents: Number(row.importo),
        currency: row.divisa === DIVISA_EUR ? 'EUR' : String(row.divisa).toUpperCase(),
        orderId: tagged ? Number(tagged[1]) : -1,
      };
    },

    async refund(payment) {
      const answer = await call('/ecomm/api/bo/storna', [
        ['codiceTransazione', payment.reference],
        ['divisa', DIVISA_EUR],
        ['importo', payment.amountCents],
      ]);
      return { refundId: String(answer.idOperazione) };
    },

    async verifyNotification({ rawBody }) {
      const fields = Object.fromEntries(new URLSearchParams(rawBody));
      const needed = ['codTrans', 'esito', 'importo', 'divisa', 'data', 'orario', 'codAut', 'mac'];
      if (!needed.every((name) => typeof fields[name] === 'string')) return null;
      if (fields.alias !== undefined && fields.alias !== alias) return null;
      const expected = outcomeMac(fields as never, secretKey);
      if (!sameMac(expected, fields.mac)) return null;
      // One event per outcome of a transaction; the outcome itself is then asked of XPay.
      return { eventId: `${fields.codTrans}:${fields.esito}`, reference: fields.codTrans };
    },

    async testConnection(): Promise<ConnectionTest> {
      // A harmless authenticated read: the report of a transaction code nobody uses. XPay
      // answers "not found" MAC'd with our key when alias and key are right.
      try {
        await call('/ecomm/api/bo/situazioneOrdine', [['codiceTransazione', 'TAVCONNTEST']]);
        return { ok: true };
      } catch (error) {
        if (error instanceof XpayMacMismatch) return { ok: false, reason: 'credentials_rejected' };
        if (error instanceof XpayRefused) {
          const code = error.answer.errore?.codice;
          return code === 3 || code === 16 ? { ok: false, reason: 'credentials_rejected' } : { ok: true };
        }
        return { ok: false, reason: 'unavailable' };
      }
    },
  };
}
