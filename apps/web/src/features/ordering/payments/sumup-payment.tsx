// The card-reader provider's sub-screen (SumUp, spec 000 §2 "an embedded card widget"): the
// order is saved and its checkout created when the sub-screen opens (the widget needs the
// checkout id), then SumUp's Payment Widget is mounted (script from sumup/getSumupConfig,
// loaded only here); a spinner until it is ready, the §8 messages under it. In the demo's
// simulated mode the script is the simulator's stand-in and the screen says nothing is charged.
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { getSumupConfig } from '../api/sumup-calls';
import { loadProviderScript } from './load-provider-script';

interface SumUpCardApi {
  mount(config: {
    id: string;
    checkoutId: string;
    locale?: string;
    amount?: string;
    currency?: string;
    onResponse(type: string, body: unknown): void;
    onLoad?(): void;
  }): { unmount(): void };
}
declare global {
  interface Window {
    SumUpCard?: SumUpCardApi;
  }
}

export interface SumupPaymentProps {
  /** The total in euros, shown by the widget (spec 000 §9: the card-reader gets the euro total). */
  amount: number;
  busy: boolean;
  error: string | null;
  /** Saves the order and creates its checkout; answers the checkout id. */
  createCheckout(): Promise<string>;
  onStart(): void;
  onSuccess(reference: string): void;
  onFailure(message: string): void;
}

const detailOf = (body: unknown) => {
  const b = (body ?? {}) as { message?: unknown; error_message?: unknown };
  return typeof b.message === 'string' ? b.message : typeof b.error_message === 'string' ? b.error_message : '';
};

export default function SumupPayment({
  amount,
  busy,
  error,
  createCheckout,
  onStart,
  onSuccess,
  onFailure,
}: SumupPaymentProps) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  const [simulated, setSimulated] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  // The latest callbacks, read by the widget's handlers (mounted once).
  const handlers = useRef({ onStart, onSuccess, onFailure });
  handlers.current = { onStart, onSuccess, onFailure };
  const started = useRef(false);

  useEffect(() => {
    // Mounted once per visit of the sub-screen (StrictMode mounts effects twice in dev).
    if (started.current) return;
    started.current = true;
    let widget: { unmount(): void } | null = null;
    void (async () => {
      try {
        const config = await getSumupConfig();
        setSimulated(config.simulated);
        const checkoutId = await createCheckout();
        await loadProviderScript(config.sdkUrl);
        if (!window.SumUpCard) throw new Error('SumUpCard missing');
        widget = window.SumUpCard.mount({
          id: 'sumup-card',
          checkoutId,
          locale: 'it-IT',
          amount: amount.toFixed(2),
          currency: 'EUR',
          onLoad: () => setReady(true),
          onResponse: (type, body) => {
            if (type === 'sent') handlers.current.onStart();
            else if (type === 'success') handlers.current.onSuccess(checkoutId);
            else if (type === 'invalid') handlers.current.onFailure(t('ordering.payments.sumupInvalid'));
            else if (type === 'error' || type === 'fail')
              handlers.current.onFailure(t('ordering.payments.sumupError', { detail: detailOf(body) }).trim());
          },
        });
      } catch (e) {
        setLoadError(
          e instanceof Error && e.message && !e.message.startsWith('cannot load') && e.message !== 'SumUpCard missing'
            ? e.message
            : t('ordering.payments.createError'),
        );
      }
    })();
    return () => widget?.unmount();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one checkout per visit of the sub-screen
  }, []);

  return (
    <div className="payment-subscreen mb-3" data-testid="sumup-payment" aria-busy={busy}>
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
      <div id="sumup-card" />
      {busy && ready && (
        <div className="d-flex align-items-center gap-2 mt-2" role="status">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span>{t('ordering.payments.paying')}</span>
        </div>
      )}
      {(loadError || error) && (
        <p className="text-danger mt-2 mb-0" role="alert" data-testid="payment-error">
          {loadError ?? error}
        </p>
      )}
    </div>
  );
}
