// The card provider's sub-screen (Stripe, spec 000 §2): card number, expiry and CCV fields of
// Stripe Elements, a spinner until they are ready, Confirm with a spinner, the error text
// under the widget. Loaded lazily: @stripe/* only reaches the browser on the payments screen.
// In the demo's simulated mode the simulator's stand-in for Stripe.js is loaded first (it
// sets window.Stripe, which loadStripe then uses); nothing is charged and the screen says so.
import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import type { Stripe, StripeElementChangeEvent } from '@stripe/stripe-js';
// The pure entry point: Stripe.js is fetched when loadStripe is called, not on import.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { getStripePublicKey } from '../api/stripe-calls';

export interface StripePaymentProps {
  simulated: boolean;
  busy: boolean;
  error: string | null;
  /** Saves the order and creates its PaymentIntent; answers the client secret. */
  createIntent(): Promise<string>;
  /** Called when a payment starts, succeeds or fails (spec 000 §4 payment events). */
  onStart(): void;
  onSuccess(reference: string): void;
  onFailure(message: string): void;
}

const SIMULATED_SCRIPT = '/simulated/stripe/stripe.js';

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`cannot load ${src}`));
    document.head.appendChild(script);
  });
}

async function loadStripeFor(simulated: boolean): Promise<Stripe | null> {
  const publishableKey = await getStripePublicKey();
  if (simulated && !('Stripe' in window)) await loadScript(SIMULATED_SCRIPT);
  return loadStripe(publishableKey, { locale: 'it' } as never);
}

export default function StripePayment(props: StripePaymentProps) {
  const { t } = useTranslation();
  const [loadError, setLoadError] = useState(false);
  const stripePromise = useMemo(
    () =>
      loadStripeFor(props.simulated).catch(() => {
        setLoadError(true);
        return null;
      }),
    [props.simulated],
  );
  if (loadError) {
    return (
      <p className="text-danger" role="alert" data-testid="payment-error">
        {t('ordering.payments.createError')}
      </p>
    );
  }
  return (
    <Elements stripe={stripePromise} options={{ locale: 'it' }}>
      <StripeCardForm {...props} />
    </Elements>
  );
}

function StripeCardForm({ simulated, busy, error, createIntent, onStart, onSuccess, onFailure }: StripePaymentProps) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState({ number: false, expiry: false, cvc: false });
  const [fieldError, setFieldError] = useState<string | null>(null);
  const allReady = stripe !== null && ready.number && ready.expiry && ready.cvc;

  // Elements may stay not-ready if Stripe.js fails after loading: the spinner says so.
  useEffect(() => setFieldError(null), [busy]);

  const onChange = (event: StripeElementChangeEvent) => setFieldError(event.error?.message ?? null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    const card = elements.getElement(CardNumberElement);
    if (!card) return;
    onStart();
    let clientSecret: string;
    try {
      clientSecret = await createIntent();
    } catch (e) {
      onFailure(e instanceof Error && e.message ? e.message : t('ordering.payments.createError'));
      return;
    }
    const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
    if (result.error) {
      // Spec 000 §8: the card provider's own message.
      onFailure(result.error.message ?? t('ordering.payments.createError'));
      return;
    }
    if (result.paymentIntent?.status === 'succeeded') onSuccess(result.paymentIntent.id);
    else onFailure(t('ordering.payments.createError'));
  };

  // Stripe's fields are its own iframes, so no <label for> can reach them: the visible label
  // names the group holding the field (the simulated stand-in's inputs take their name from it)
  // and a click on it moves the focus into the field, as a label would.
  const field = (id: string, label: string, element: React.ReactNode, focus: () => void) => (
    <Form.Group className="mb-3">
      <Form.Label id={`${id}-label`} onClick={focus}>
        {label}
      </Form.Label>
      <div className="form-control stripe-field" role="group" aria-labelledby={`${id}-label`}>
        {element}
      </div>
    </Form.Group>
  );
  const focusOn = (type: typeof CardNumberElement | typeof CardExpiryElement | typeof CardCvcElement) => () =>
    elements?.getElement(type as typeof CardNumberElement)?.focus();
  const options = { disabled: busy, style: { base: { fontSize: '16px' } } };

  return (
    <Form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={t('ordering.payments.stripe')}
      className="payment-subscreen"
      data-testid="stripe-payment"
    >
      {simulated && (
        <Alert variant="warning" className="py-2 small">
          {t('ordering.payments.simulatedHint')}
        </Alert>
      )}
      {!allReady && (
        <div className="d-flex align-items-center gap-2 mb-3" role="status">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span>{t('ordering.payments.loadingWidget')}</span>
        </div>
      )}
      <div className={allReady ? undefined : 'visually-hidden'}>
        {field(
          'stripe-card-number',
          t('ordering.payments.cardNumber'),
          <CardNumberElement
            options={options}
            onReady={() => setReady((r) => ({ ...r, number: true }))}
            onChange={onChange}
          />,
          focusOn(CardNumberElement),
        )}
        <div className="row">
          <div className="col-6">
            {field(
              'stripe-card-expiry',
              t('ordering.payments.cardExpiry'),
              <CardExpiryElement
                options={options}
                onReady={() => setReady((r) => ({ ...r, expiry: true }))}
                onChange={onChange}
              />,
              focusOn(CardExpiryElement),
            )}
          </div>
          <div className="col-6">
            {field(
              'stripe-card-cvc',
              t('ordering.payments.cardCvc'),
              <CardCvcElement
                options={options}
                onReady={() => setReady((r) => ({ ...r, cvc: true }))}
                onChange={onChange}
              />,
              focusOn(CardCvcElement),
            )}
          </div>
        </div>
        <Button type="submit" variant="primary" disabled={busy || !allReady}>
          {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {t('ordering.common.confirm')}
        </Button>
      </div>
      {(error || fieldError) && (
        <p className="text-danger mt-2 mb-0" role="alert" data-testid="payment-error">
          {error ?? fieldError}
        </p>
      )}
    </Form>
  );
}
