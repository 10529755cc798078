// The mobile payment provider's sub-screen (Satispay, spec 000 §2): a pay button, a spinner
// until Satispay's web button script is ready, the error text under it. The script (staging or
// production by the company's trial mode, §7, or the demo's simulated stand-in) is loaded only
// here. Pressing the button saves the order, creates its Satispay payment on the server
// (satispay/createPayment) and opens Satispay's web button on it; when Satispay says the flow
// is over the order is completed, and the server asks Satispay whether it was really paid.
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

interface SatispayWebButtonApi {
  configure(options: { paymentId: string; completed: () => void }): { open(): void };
}
declare global {
  interface Window {
    SatispayWebButton?: SatispayWebButtonApi;
  }
}

export interface SatispayPaymentProps {
  simulated: boolean;
  scriptUrl: string;
  busy: boolean;
  error: string | null;
  /** Saves the order and creates its Satispay payment; answers the payment id. */
  createPayment(): Promise<string>;
  onStart(): void;
  /** Satispay's flow ended (paid or not): the caller completes the order with this reference. */
  onCompleted(reference: string): void;
  onFailure(message: string): void;
}

const loaded = new Map<string, Promise<void>>();
function loadScript(src: string): Promise<void> {
  if (!loaded.has(src)) {
    loaded.set(
      src,
      new Promise((resolve, reject) => {
        const script = document.createElement('script');
        script.src = src;
        script.async = true;
        script.onload = () => resolve();
        script.onerror = () => {
          loaded.delete(src);
          reject(new Error(`cannot load ${src}`));
        };
        document.head.appendChild(script);
      }),
    );
  }
  return loaded.get(src)!;
}

export default function SatispayPayment({
  simulated,
  scriptUrl,
  busy,
  error,
  createPayment,
  onStart,
  onCompleted,
  onFailure,
}: SatispayPaymentProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    loadScript(scriptUrl)
      .then(() => !cancelled && setState(window.SatispayWebButton ? 'ready' : 'failed'))
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
    };
  }, [scriptUrl]);

  const pay = async () => {
    const button = window.SatispayWebButton;
    if (!button || busy) return;
    onStart();
    let paymentId: string;
    try {
      paymentId = await createPayment();
    } catch (e) {
      onFailure(e instanceof Error && e.message ? e.message : t('ordering.payments.satispayUnavailable'));
      return;
    }
    // Satispay calls `completed` when its flow ends, paid or not: the server finds out which.
    button.configure({ paymentId, completed: () => onCompleted(paymentId) }).open();
  };

  return (
    <div className="payment-subscreen mb-3" data-testid="satispay-payment">
      {simulated && (
        <Alert variant="warning" className="py-2 small">
          {t('ordering.payments.simulatedSatispayHint')}
        </Alert>
      )}
      {state === 'loading' ? (
        <div className="d-flex align-items-center gap-2 mb-3" role="status">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span>{t('ordering.payments.loadingWidget')}</span>
        </div>
      ) : (
        <Button
          variant="danger"
          size="lg"
          className="satispay-button"
          onClick={() => void pay()}
          disabled={busy || state !== 'ready'}
        >
          {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {t('ordering.payments.satispayPay')}
        </Button>
      )}
      {(error || state === 'failed') && (
        <p className="text-danger mt-2 mb-0" role="alert" data-testid="payment-error">
          {error ?? t('ordering.payments.satispayUnavailable')}
        </p>
      )}
    </div>
  );
}
