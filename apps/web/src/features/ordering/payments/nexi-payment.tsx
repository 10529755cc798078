// The bank card gateway's sub-screen (Nexi XPay Build, spec 000 §2: card number, expiry, CVV,
// Confirm): the order is saved and its transaction prepared by the server when the sub-screen
// opens (XPay Build's configuration carries the amount and its MAC), then XPay Build's card
// fields are mounted (script from nexi/GetNexiData: test or production by trial mode, loaded
// only here). Confirm asks XPay Build for a nonce; the server pays it (nexi/pagaNonce) and
// verifies the transaction with XPay. Card errors from the widget disable Confirm and show
// the message (§5); a non-OK outcome shows the gateway's message (§8).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { paymentFailureTextOf } from './payment-failure-text';
import { getNexiData, pagaNonce, type NexiPaymentParams, type PagaNonceRequest } from '../api/nexi-calls';
import { loadProviderScript } from './load-provider-script';

interface XPayCard {
  mount(id: string): void;
}
interface XPayApi {
  Environments: { INTEG: string; PROD: string };
  LANGUAGE: { ITA: string };
  OPERATION_TYPES: { CARD: string };
  init(): void;
  setConfig(config: unknown): void;
  create(type: string, style?: unknown): XPayCard;
  createNonce(formId: string, card: XPayCard): void;
}
declare global {
  interface Window {
    XPay?: XPayApi;
  }
}
interface NonceEvent {
  esito?: string;
  idOperazione?: string;
  xpayNonce?: string;
  timeStamp?: string;
  mac?: string;
  errore?: { codice?: number; messaggio?: string };
}

export interface NexiPaymentProps {
  busy: boolean;
  error: string | null;
  /** Saves the order and prepares its XPay transaction (nexi/createPayment). */
  preparePayment(): Promise<NexiPaymentParams>;
  /** Pays the widget's nonce; an order's payment by default (nexi/pagaNonce), a tab's share passes its own. */
  payNonce?(request: PagaNonceRequest): Promise<{ esito: 'OK' | 'KO'; messaggioErrore: string | null }>;
  onStart(): void;
  onSuccess(reference: string): void;
  onFailure(message: string): void;
}

const FORM_ID = 'nexi-payment-form';

export default function NexiPayment({
  busy,
  error,
  preparePayment,
  payNonce = pagaNonce,
  onStart,
  onSuccess,
  onFailure,
}: NexiPaymentProps) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  const [simulated, setSimulated] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const card = useRef<XPayCard | null>(null);
  const payment = useRef<NexiPaymentParams | null>(null);
  const nexiData = useRef<{ aliasMerchant: string; trialMode: boolean } | null>(null);
  const handlers = useRef({ onStart, onSuccess, onFailure, payNonce });
  handlers.current = { onStart, onSuccess, onFailure, payNonce };
  const started = useRef(false);

  /** A transaction for the saved order, handed to XPay Build (its code is used once at XPay). */
  const prepare = async () => {
    const xpay = window.XPay;
    const data = nexiData.current;
    if (!xpay || !data) throw new Error('XPay missing');
    const params = await preparePayment();
    payment.current = params;
    xpay.setConfig({
      baseConfig: {
        apiKey: data.aliasMerchant,
        enviroment: data.trialMode ? xpay.Environments.INTEG : xpay.Environments.PROD,
      },
      paymentParams: {
        amount: params.importo,
        transactionId: params.codiceTransazione,
        currency: params.divisa,
        timeStamp: params.timeStamp,
        mac: params.mac,
        urlPost: params.urlPost,
      },
      customParams: {},
      language: xpay.LANGUAGE.ITA,
    });
  };
  const prepareRef = useRef(prepare);
  prepareRef.current = prepare;
  /** After a refusal the diner may try again, with a new transaction code. */
  const fail = (message: string) => {
    handlers.current.onFailure(message);
    // An earlier transaction found paid at XPay answers 'already paid' here: say so.
    prepareRef
      .current()
      .catch((e: unknown) => setLoadError(paymentFailureTextOf(e, t, t('ordering.payments.createError'))));
  };

  useEffect(() => {
    const onReady = () => setReady(true);
    const onCardError = (event: Event) =>
      setCardError((event as CustomEvent<{ errorMessage?: string }>).detail?.errorMessage || null);
    const onNonce = (event: Event) => {
      const detail = (event as CustomEvent<NonceEvent>).detail ?? {};
      const params = payment.current;
      if (!params) return;
      if (detail.esito !== 'OK' || !detail.xpayNonce) {
        fail(detail.errore?.messaggio || t('ordering.payments.createError'));
        return;
      }
      handlers.current
        .payNonce({
          importo: params.importo,
          codiceTransazione: params.codiceTransazione,
          divisa: params.divisa,
          xpayNonce: detail.xpayNonce,
          xpayIdOperazione: String(detail.idOperazione ?? ''),
          xpayTimeStamp: String(detail.timeStamp ?? ''),
          xpayEsito: detail.esito,
          xpayMac: String(detail.mac ?? ''),
        })
        .then((answer) => {
          if (answer.esito === 'OK') handlers.current.onSuccess(params.codiceTransazione);
          else fail(answer.messaggioErrore || t('ordering.payments.createError'));
        })
        .catch((e: unknown) => fail(paymentFailureTextOf(e, t, t('ordering.payments.createError'))));
    };
    window.addEventListener('XPay_Ready', onReady);
    window.addEventListener('XPay_Card_Error', onCardError);
    window.addEventListener('XPay_Nonce', onNonce);
    return () => {
      window.removeEventListener('XPay_Ready', onReady);
      window.removeEventListener('XPay_Card_Error', onCardError);
      window.removeEventListener('XPay_Nonce', onNonce);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fail reads the latest handlers through refs
  }, [t]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const data = await getNexiData();
        setSimulated(data.simulated);
        nexiData.current = data;
        await loadProviderScript(data.sdkUrl);
        const xpay = window.XPay;
        if (!xpay) throw new Error('XPay missing');
        xpay.init();
        await prepare();
        card.current = xpay.create(xpay.OPERATION_TYPES.CARD, {});
        card.current.mount('xpay-card');
      } catch (e) {
        setLoadError(paymentFailureTextOf(e, t, t('ordering.payments.createError')));
      }
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one transaction per visit of the sub-screen
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!window.XPay || !card.current || busy || cardError) return;
    onStart();
    window.XPay.createNonce(FORM_ID, card.current);
  };

  return (
    <Form
      id={FORM_ID}
      noValidate
      onSubmit={submit}
      aria-label={t('ordering.payments.nexi')}
      className="payment-subscreen mb-3"
      data-testid="nexi-payment"
    >
      {simulated && (
        <Alert variant="warning" className="py-2 small">
          {t('ordering.payments.simulatedHint')}
        </Alert>
      )}
      {!ready && !loadError && (
        <div className="d-flex align-items-center gap-2 mb-3" role="status">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span>{t('ordering.payments.loadingWidget')}</span>
        </div>
      )}
      <fieldset disabled={busy} className={ready ? undefined : 'visually-hidden'}>
        <legend className="visually-hidden">{t('ordering.payments.nexi')}</legend>
        <div id="xpay-card" />
        <Button type="submit" variant="primary" disabled={busy || !ready || cardError !== null}>
          {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {t('ordering.common.confirm')}
        </Button>
      </fieldset>
      {(loadError || error || cardError) && (
        <p className="text-danger mt-2 mb-0" role="alert" data-testid="payment-error">
          {loadError ?? error ?? cardError}
        </p>
      )}
    </Form>
  );
}
