// XPay's MACs: SHA-1 (hex) of "name=value" pairs in the documented order followed by
// the merchant's secret key ("chiave segreta"), as Nexi's XPay Build, back-office API and
// notification examples compute them. Compared in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';

export function xpayMac(fields: Array<[string, string | number]>, secretKey: string): string {
  return createHash('sha1')
    .update(fields.map(([name, value]) => `${name}=${value}`).join('') + secretKey, 'utf8')
    .digest('hex');
}

export function sameMac(expected: string, received: unknown): boolean {
  if (typeof received !== 'string') return false;
  const a = Buffer.from(expected.toLowerCase());
  const b = Buffer.from(received.toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The MAC of every back-office and pagaNonce answer. */
export const answerMac = (r: { esito: string; idOperazione: string; timeStamp: string | number }, key: string) =>
  xpayMac(
    [
      ['esito', r.esito],
      ['idOperazione', r.idOperazione],
      ['timeStamp', r.timeStamp],
    ],
    key,
  );

/** The MAC XPay Build's configuration carries (paymentParams.mac) and the hosted page's request. */
export const paymentMac = (r: { codTrans: string; divisa: string; importo: number }, key: string) =>
  xpayMac(
    [
      ['codTrans', r.codTrans],
      ['divisa', r.divisa],
      ['importo', r.importo],
    ],
    key,
  );

/** The MAC of the XPay_Nonce event the browser hands over. */
export const nonceMac = (
  r: { esito: string; idOperazione: string; xpayNonce: string; timeStamp: string | number },
  key: string,
) =>
  xpayMac(
    [
      ['esito', r.esito],
      ['idOperazione', r.idOperazione],
      ['xpayNonce', r.xpayNonce],
      ['timeStamp', r.timeStamp],
    ],
    key,
  );

/** The MAC of the outcome notification (urlpost). */
export const outcomeMac = (
  r: {
    codTrans: string;
    esito: string;
    importo: string | number;
    divisa: string;
    data: string;
    orario: string;
    codAut: string;
  },
  key: string,
) =>
  xpayMac(
    [
      ['codTrans', r.codTrans],
      ['esito', r.esito],
      ['importo', r.importo],
      ['divisa', r.divisa],
      ['data', r.data],
      ['orario', r.orario],
      ['codAut', r.codAut],
    ],
    key,
  );
