// The wallet provider's sub-screen (PayPal, spec 000 §2): PayPal's own Buttons, vertical, gold,
// pill-shaped, in a container at most 250px wide; a spinner until they are rendered; the error
// text under the widget; the buttons disabled while a payment runs. PayPal's React components
// (@paypal/react-paypal-js: PayPalScriptProvider loads the PayPal JS SDK, PayPalButtons renders
// its Buttons) are in this lazy chunk only, so the SDK (EUR, funding sources other than the
// PayPal wallet disabled, §7) is loaded only here, from the script URL the server names
// (`sdkBaseUrl`: PAYPAL_SDK_URL, or the demo's simulated stand-in). The buyer approves in PayPal;
// the server then captures and verifies the order (order/completeCustomerOrder), never the browser.
import {
  PayPalButtons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
  type ReactPayPalScriptOptions,
} from '@paypal/react-paypal-js';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
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
/** Spec 000 §2: the wallet's vertical gold pill button. */
const BUTTON_STYLE = { layout: 'vertical', color: 'gold', shape: 'pill', label: 'paypal' } as const;

export default function PaypalPayment(props: PaypalPaymentProps) {
  const { t } = useTranslation();
  // The public client id of the company's PayPal account (spec 000 §7 paypal/getPaypalClientID).
  const clientId = useQuery({
    queryKey: ['paypal', 'client-id'],
    queryFn: getPaypalClientId,
    staleTime: Infinity,
    retry: 1,
  });
  const options = useMemo<ReactPayPalScriptOptions | null>(
    () =>
      clientId.data
        ? {
            clientId: clientId.data,
            currency: 'EUR',
            intent: 'capture',
            locale: 'it_IT',
            disableFunding: DISABLED_FUNDING,
            sdkBaseUrl: props.scriptUrl,
          }
        : null,
    [clientId.data, props.scriptUrl],
  );

  return (
    <div className="payment-subscreen mb-3" data-testid="paypal-payment">
      {props.simulated && (
        <Alert variant="warning" className="py-2 small">
          {t('ordering.payments.simulatedPaypalHint')}
        </Alert>
      )}
      {options ? (
        <PayPalScriptProvider options={options}>
          <PaypalButtonsArea {...props} />
        </PayPalScriptProvider>
      ) : (
        <>
          {!clientId.isError && <WidgetLoading />}
          <ErrorLine message={clientId.isError ? (props.error ?? t('ordering.payments.createError')) : props.error} />
        </>
      )}
    </div>
  );
}

function WidgetLoading() {
  const { t } = useTranslation();
  return (
    <div className="d-flex align-items-center gap-2 mb-3" role="status">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{t('ordering.payments.loadingWidget')}</span>
    </div>
  );
}

function ErrorLine({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="text-danger mt-2 mb-0" role="alert" data-testid="payment-error">
      {message}
    </p>
  );
}

/** Inside the script provider: the Buttons, their spinner and the error line under them. */
function PaypalButtonsArea({ busy, error, createOrder, onStart, onApproved, onFailure }: PaypalPaymentProps) {
  const { t } = useTranslation();
  const [{ isRejected }] = usePayPalScriptReducer();
  // The SDK calls onInit once its Buttons are rendered: until then, the spinner.
  const [ready, setReady] = useState(false);
  // A failed createOrder was already reported with the server's message: the SDK's own onError
  // that follows it must not replace that message with a generic one.
  const reported = useRef(false);

  return (
    <>
      {!ready && !isRejected && <WidgetLoading />}
      {busy && ready && (
        <div className="d-flex align-items-center gap-2 mb-2" role="status">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span>{t('ordering.payments.paying')}</span>
        </div>
      )}
      <div className="paypal-buttons" aria-busy={busy}>
        {!isRejected && (
          <PayPalButtons
            style={BUTTON_STYLE}
            // Method switching and a second payment are disabled while one runs (spec 000 §2).
            disabled={busy}
            onInit={() => setReady(true)}
            createOrder={async () => {
              onStart();
              reported.current = false;
              try {
                return await createOrder();
              } catch (e) {
                onFailure(e instanceof Error && e.message ? e.message : t('ordering.payments.createError'));
                reported.current = true;
                throw e;
              }
            }}
            onApprove={async (data) => onApproved(data.orderID)}
            // Spec 000 §8: the wallet's cancellation message; the order stays payable.
            onCancel={() => onFailure(t('ordering.payments.paypalCancelled'))}
            onError={(err) => {
              if (reported.current) {
                reported.current = false;
                return;
              }
              const message = err instanceof Error ? err.message : typeof err?.message === 'string' ? err.message : '';
              onFailure(message || t('ordering.payments.createError'));
            }}
          />
        )}
      </div>
      <ErrorLine message={error ?? (isRejected ? t('ordering.payments.createError') : null)} />
    </>
  );
}
