// The wallet provider's sub-screen (PayPal, spec 000 §2): PayPal's own Buttons, vertical, gold,
// pill-shaped, in a container at most 250px wide; a spinner until they are rendered; the error
// text under the widget. The PayPal JS SDK (EUR, funding sources other than the PayPal wallet
// disabled, §7) is loaded by @paypal/paypal-js only here, from the script URL the server names
// (PAYPAL_SDK_URL, or the demo's simulated stand-in). The buyer approves in PayPal; the server
// then captures and verifies the order (order/completeCustomerOrder), never the browser.
import { loadScript, type PayPalNamespace } from '@paypal/paypal-js';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { getPaypalClientId } from '../api/paypal-calls';

export interface PaypalPaymentProps {
  simulated: boolean;
  /** The SDK's base URL (query parameters are added by the loader). */
  scriptUrl: string;
  busy: boolean;
  error: string | null;
  /** Saves the order and creates its PayPal order; answers the PayPal order id. */
  createOrder(): Promise<string>;
  onStart(): void;
  /** The buyer approved: the caller completes the order with this reference. */
  onApproved(reference: string): void;
  onFailure(message: string): void;
}

/** Funding sources the spec's wallet button does not offer (§7 "several funding sources disabled"). */
const DISABLED_FUNDING = 'card,credit,paylater,sepa,mybank,venmo';

export default function PaypalPayment({ simulated, scriptUrl, busy, error, createOrder, onStart, onApproved, onFailure }: PaypalPaymentProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState(false);
  // The SDK's callbacks outlive renders: they read the latest props through this ref.
  const latest = useRef({ createOrder, onStart, onApproved, onFailure, t });
  latest.current = { createOrder, onStart, onApproved, onFailure, t };
  // A failed createOrder was already reported with the server's message: the SDK's own onError
  // that follows it must not replace that message with a generic one.
  const reported = useRef(false);

  useEffect(() => {
    let cancelled = false;
    let close: (() => Promise<void> | void) | undefined;
    (async () => {
      const clientId = await getPaypalClientId();
      const paypal: PayPalNamespace | null = await loadScript({
        clientId,
        currency: 'EUR',
        intent: 'capture',
        locale: 'it_IT',
        disableFunding: DISABLED_FUNDING,
        sdkBaseUrl: scriptUrl,
      });
      if (cancelled || !paypal?.Buttons || !container.current) return;
      const buttons = paypal.Buttons({
        style: { layout: 'vertical', color: 'gold', shape: 'pill', label: 'paypal' },
        createOrder: async () => {
          latest.current.onStart();
          reported.current = false;
          try {
            return await latest.current.createOrder();
          } catch (e) {
            latest.current.onFailure(e instanceof Error && e.message ? e.message : latest.current.t('ordering.payments.createError'));
            reported.current = true;
            throw e;
          }
        },
        onApprove: async (data) => {
          latest.current.onApproved(data.orderID);
        },
        // Spec 000 §8: the wallet's cancellation message; the order stays payable.
        onCancel: () => latest.current.onFailure(latest.current.t('ordering.payments.paypalCancelled')),
        onError: (err) => {
          if (reported.current) {
            reported.current = false;
            return;
          }
          const message = err instanceof Error ? err.message : typeof err?.message === 'string' ? err.message : '';
          latest.current.onFailure(message || latest.current.t('ordering.payments.createError'));
        },
      });
      close = () => buttons.close();
      await buttons.render(container.current);
      if (!cancelled) setReady(true);
    })().catch(() => {
      if (!cancelled) setLoadError(true);
    });
    return () => {
      cancelled = true;
      void close?.();
    };
  }, [scriptUrl]);

  return (
    <div className="payment-subscreen mb-3" data-testid="paypal-payment">
      {simulated && (
        <Alert variant="warning" className="py-2 small">
          {t('ordering.payments.simulatedPaypalHint')}
        </Alert>
      )}
      {!ready && !loadError && (
        <div className="d-flex align-items-center gap-2 mb-3" role="status">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span>{t('ordering.payments.loadingWidget')}</span>
        </div>
      )}
      {busy && ready && (
        <div className="d-flex align-items-center gap-2 mb-2" role="status">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span>{t('ordering.payments.paying')}</span>
        </div>
      )}
      <div ref={container} className="paypal-buttons" aria-busy={busy} />
      {(error || loadError) && (
        <p className="text-danger mt-2 mb-0" role="alert" data-testid="payment-error">
          {error ?? t('ordering.payments.createError')}
        </p>
      )}
    </div>
  );
}
