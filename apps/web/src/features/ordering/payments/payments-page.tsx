// Payments (spec 000 §2, §4, §8): 'Scegli il metodo di pagamento', one radio per method the
// venue offers for the order type (domain payment-rules.ts) that this release supports: cash
// (labelled per order type) and, in demo and dev, the offline test card. The chosen method's
// sub-screen opens below without changing the address; the invoice switch, the total and an
// error line follow.
//
// Online providers: a method the venue accepts is offered when the company has the
// provider configured (payments/getOnlinePaymentMethods) and this release has its sub-screen
// (Stripe, PayPal, Satispay). The demo's simulated providers are labelled as such.
//
// Saving (spec 000 §4): the order is saved once with PayNow when the diner pays online (the
// test card needs the saved order's id), with PayAfter when paying cash; every save of this
// attempt carries the same idempotency key, so a second save updates the same order. We save
// on the pay button rather than on opening the screen: a diner who only looks at the methods
// leaves no order behind.
import { OrderType, PaymentMethod, PaymentMoment } from '@tavola/domain/enums';
import type { Order } from '@tavola/domain/order';
import { availablePaymentMethods, isTestCardEnabled, type TestCardForm } from '@tavola/domain/payment-rules';
import { toCents } from '@tavola/domain/money';
import { confirmedByStaff } from '@tavola/domain/table-order-rules';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useAppContext } from '../../../lib/app-context';
import { ApiError } from '../../../lib/api-client';
import { paymentFailureTextOf } from './payment-failure-text';
import { loader } from '../../../lib/loader';
import { notify } from '../../../lib/notifications';
import { completeCustomerOrder } from '../api/complete-customer-order';
import { confirmTestCardPayment } from '../api/confirm-test-card-payment';
import { createTestCardPayment } from '../api/create-test-card-payment';
import { useOnlinePaymentMethods } from '../api/get-online-payment-methods';
import { createPaymentIntent } from '../api/stripe-calls';
import { createPaypalOrder } from '../api/paypal-calls';
import { createSatispayPayment } from '../api/satispay-calls';
import { createSumupCheckout } from '../api/sumup-calls';
import { createNexiPayment } from '../api/nexi-calls';
import { saveCustomerOrder } from '../api/save-customer-order';
import { CartTotals, orderAmountsFor } from '../cart/cart-totals';
import { useStepNavigation } from '../lib/steps';
import { useCart } from '../state/cart-store';
import { useDeliveryAddress } from '../state/delivery-address-store';
import { useOrdering } from '../state/use-ordering';
import { buildOrder } from './build-order';
import { InvoiceSection } from './invoice-section';
import { TestCardPayment } from './test-card-payment';

/** Methods with a sub-screen in this release; online ones also need the company's account. */
const withSubScreen = new Set<PaymentMethod>([
  PaymentMethod.Cash,
  PaymentMethod.Card,
  PaymentMethod.Stripe,
  PaymentMethod.Paypal,
  PaymentMethod.Satispay,
  PaymentMethod.Sumup,
  PaymentMethod.Nexi,
]);
/** Sub-screens that show their error under their own widget (spec 000 §2). */
const withOwnErrorLine = new Set<PaymentMethod>([
  PaymentMethod.Card,
  PaymentMethod.Stripe,
  PaymentMethod.Paypal,
  PaymentMethod.Satispay,
  PaymentMethod.Sumup,
  PaymentMethod.Nexi,
]);
/** Sub-screens that load the provider's script from the URL the server names. */
const needsScript = new Set<PaymentMethod>([PaymentMethod.Paypal, PaymentMethod.Satispay]);
const onlineMethods = new Set<PaymentMethod>([
  PaymentMethod.Stripe,
  PaymentMethod.Paypal,
  PaymentMethod.Satispay,
  PaymentMethod.Sumup,
  PaymentMethod.Nexi,
]);

// Loaded only when the card provider is chosen: @stripe/* stays out of every other screen.
const StripePayment = lazy(() => import('./stripe-payment'));
// Likewise the wallet (PayPal JS SDK loader) and the mobile payment button (Satispay).
const PaypalPayment = lazy(() => import('./paypal-payment'));
const SatispayPayment = lazy(() => import('./satispay-payment'));
// Likewise SumUp's widget and XPay Build: their scripts load only when their method is chosen.
const SumupPayment = lazy(() => import('./sumup-payment'));
const NexiPayment = lazy(() => import('./nexi-payment'));

export function PaymentsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { seatWeb, customer, settings } = useAppContext();
  const ordering = useOrdering();
  const steps = useStepNavigation('payments');
  const cart = useCart(ordering.menuWebId);
  const deliveryAddress = useDeliveryAddress();

  const online = useOnlinePaymentMethods();
  const configured = new Map((online.data ?? []).map((m) => [m.paymentType, m]));
  const methods =
    seatWeb && ordering.orderType != null
      ? availablePaymentMethods(seatWeb, ordering.orderType, { testCard: isTestCardEnabled(settings.env) }).filter(
          (m) =>
            withSubScreen.has(m) &&
            (!onlineMethods.has(m) || configured.has(m)) &&
            (!needsScript.has(m) || !!configured.get(m)?.scriptUrl),
        )
      : [];
  const savedForPayment = useRef<Order | null>(null);
  const [method, setMethod] = useState<PaymentMethod | null>(() => (methods.length === 1 ? methods[0] : null));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invoice, setInvoice] = useState<{ wanted: boolean; addressId: number | null }>({
    wanted: false,
    addressId: null,
  });
  const onInvoiceChange = useCallback(
    (wanted: boolean, addressId: number | null) => setInvoice({ wanted, addressId }),
    [],
  );

  if (!seatWeb || ordering.orderType == null) return <Navigate to="/" replace />;
  if (cart.lines.length === 0 && !busy) return <Navigate to="/main/menu" replace />;

  const amounts = orderAmountsFor(cart.lines, ordering.orderType, seatWeb);
  const anonymous = !customer || customer.isAnonymous;
  const customerId = customer?.customerId ?? null;

  const orderFor = (paymentType: PaymentMethod): Order =>
    buildOrder({
      state: ordering,
      lines: cart.lines,
      seatWeb,
      customerId: customerId ?? 0,
      deliveryAddress: ordering.orderType === OrderType.Consegna ? deliveryAddress : null,
      // Spec 000 §4: the invoice address only when an invoice is wanted and one is chosen.
      invoiceAddressId: invoice.wanted && invoice.addressId ? invoice.addressId : null,
      paymentType,
    });

  const paymentFailureText = (e: unknown, fallback: string) => paymentFailureTextOf(e, t, fallback);
  const providerFailure = (e: unknown, fallback: string) => new Error(paymentFailureText(e, fallback));

  /** Saves the order; answers it with its id and number, or throws a text to show. */
  const save = async (paymentType: PaymentMethod, moment: PaymentMoment, failure: string): Promise<Order> => {
    const order = orderFor(paymentType);
    let response;
    try {
      response = await saveCustomerOrder(order, moment, ordering.idempotencyKeyForOrder());
    } catch (e) {
      throw providerFailure(e, failure);
    }
    if (response.ckError)
      throw new Error(t('ordering.payments.saveError', { detail: response.ckErrorStr ?? '' }).trim());
    const saved = { ...order, orderId: response.orderId, orderNumber: response.orderNumber };
    ordering.setCurrentOrder(saved);
    return saved;
  };

  /** The passing message once the order is placed; by mail: it waits for the e-mail link. */
  const announcePlaced = (order: Order, byMail = false) =>
    notify({
      variant: 'success',
      header: t('ordering.payments.placedHeader'),
      message: t(byMail ? 'ordering.payments.placedByMail' : 'ordering.payments.placed', {
        number: order.orderNumber ?? '',
      }),
    });

  // Completing is the end of a long submission: the page stays frozen until it is done.
  const complete = (order: Order, paymentType: PaymentMethod, paymentReference: string | null) =>
    loader.whileFrozen(async () => {
      try {
        const response = await completeCustomerOrder({
          ...order,
          paymentType: paymentType as Order['paymentType'],
          paymentReference,
        });
        if (response.ckError) throw new Error(response.ckErrorStr ?? '');
      } catch (e) {
        throw new Error(
          paymentFailureText(e, t('ordering.payments.completeError', { number: order.orderNumber ?? '' })),
        );
      }
      ordering.finishOrder({ ...order, paymentType: paymentType as Order['paymentType'], paymentReference });
      announcePlaced(order);
      void navigate(`/main/order-summary/${order.orderId}/${order.orderNumber}`);
    });

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await loader.whileFrozen(work);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('ordering.common.unexpectedError'));
      setBusy(false);
    }
  };

  // Spec 000 §4 cash: saved with PayAfter; an anonymous customer confirms by e-mail, anyone
  // else completes as cash.
  const payCash = () =>
    run(async () => {
      const order = await save(PaymentMethod.Cash, PaymentMoment.PayAfter, t('ordering.payments.cashSaveError'));
      // A table order the venue's staff confirm at the table has no e-mail link: its summary
      // shows it waiting for them (table-order-rules.ts).
      if (confirmedByStaff(seatWeb, { orderType: order.orderType, paymentType: PaymentMethod.Cash, anonymous })) {
        ordering.finishOrder({ ...order, paymentType: PaymentMethod.Cash, confirmationByStaff: true });
        announcePlaced(order);
        void navigate(`/main/order-summary/${order.orderId}/${order.orderNumber}`);
        return;
      }
      // Demo mode (spec 000 §1): the server confirms the demo's order at once, so it
      // completes to the order summary like a signed-in diner's.
      if (anonymous && !ordering.demoMode) {
        ordering.finishOrder(order);
        announcePlaced(order, true);
        void navigate(`/main/order-summary-to-pay/${order.orderId}/${order.orderNumber}`);
        return;
      }
      await complete(order, PaymentMethod.Cash, null);
    });

  // The test card: saved once with PayNow, paid, then completed; the server checks the payment.
  const payWithTestCard = (card: TestCardForm) =>
    run(async () => {
      const current = ordering.currentOrder;
      const order =
        current && current.orderId > 0 && current.paymentType === PaymentMethod.Card
          ? current
          : await save(PaymentMethod.Card, PaymentMoment.PayNow, t('ordering.common.unexpectedError'));
      try {
        const payment = await createTestCardPayment(order.orderId);
        await confirmTestCardPayment({ paymentId: payment.paymentId, ...card });
        await complete(order, PaymentMethod.Card, payment.paymentId);
      } catch (e) {
        if (e instanceof ApiError) throw new Error(e.message);
        throw e;
      }
    });

  // Stripe (spec 000 §4): saved once with PayNow and the card provider, a PaymentIntent for the
  // stored total, confirmed by Stripe.js, then completed; the server verifies it with Stripe.
  const createStripeIntent = async (): Promise<string> => {
    const current = ordering.currentOrder;
    const order =
      current && current.orderId > 0 && current.paymentType === PaymentMethod.Stripe
        ? current
        : await save(PaymentMethod.Stripe, PaymentMoment.PayNow, t('ordering.common.unexpectedError'));
    savedForPayment.current = order;
    try {
      return await createPaymentIntent({
        orderId: order.orderId,
        amount: toCents(amounts.totalAmount),
        mail: customer?.email ?? null,
      });
    } catch (e) {
      throw providerFailure(e, t('ordering.payments.createError'));
    }
  };
  const paymentStarted = () => {
    setBusy(true);
    setError(null);
  };
  const paymentFailed = (message: string) => {
    setError(message);
    setBusy(false);
  };
  const stripeSucceeded = (reference: string) => {
    const order = savedForPayment.current;
    if (!order) return;
    complete(order, PaymentMethod.Stripe, reference).catch((e: unknown) =>
      paymentFailed(e instanceof Error ? e.message : t('ordering.common.unexpectedError')),
    );
  };

  /** The order saved with PayNow for an online method (once per attempt: a retry reuses it). */
  const savedOrderFor = async (paymentType: PaymentMethod): Promise<Order> => {
    const current = ordering.currentOrder;
    const order =
      current && current.orderId > 0 && current.paymentType === paymentType
        ? current
        : await save(paymentType, PaymentMoment.PayNow, t('ordering.common.unexpectedError'));
    savedForPayment.current = order;
    return order;
  };

  // PayPal (spec 000 §4): saved with PayNow, a PayPal order for the stored total (amount in
  // euros, §9), approved by the buyer in PayPal, then completed: the server captures and checks it.
  const createPaypal = async (): Promise<string> => {
    const order = await savedOrderFor(PaymentMethod.Paypal);
    try {
      return await createPaypalOrder({ orderId: order.orderId, amount: amounts.totalAmount });
    } catch (e) {
      throw providerFailure(e, t('ordering.payments.createError'));
    }
  };
  const paypalApproved = (reference: string) => {
    const order = savedForPayment.current;
    if (!order) return;
    complete(order, PaymentMethod.Paypal, reference).catch((e: unknown) =>
      paymentFailed(e instanceof Error ? e.message : t('ordering.common.unexpectedError')),
    );
  };

  // Satispay (spec 000 §4): saved with PayNow, a Satispay payment for the stored total (cents,
  // §9), Satispay's web button, then completed: the server asks Satispay whether it was paid.
  // Not paid (refused, closed): the spec's Satispay message, and the order stays payable.
  const createSatispay = async (): Promise<string> => {
    const order = await savedOrderFor(PaymentMethod.Satispay);
    try {
      return await createSatispayPayment({ orderId: order.orderId, amount: toCents(amounts.totalAmount) });
    } catch (e) {
      throw providerFailure(e, t('ordering.payments.satispayUnavailable'));
    }
  };
  const satispayCompleted = (reference: string) => {
    const order = savedForPayment.current;
    if (!order) return;
    completeCustomerOrder({
      ...order,
      paymentType: PaymentMethod.Satispay as Order['paymentType'],
      paymentReference: reference,
    })
      .then((response) => {
        if (response.ckError) throw new Error(response.ckErrorStr ?? '');
        ordering.finishOrder({
          ...order,
          paymentType: PaymentMethod.Satispay as Order['paymentType'],
          paymentReference: reference,
        });
        announcePlaced(order);
        void navigate(`/main/order-summary/${order.orderId}/${order.orderNumber}`);
      })
      .catch(() => paymentFailed(t('ordering.payments.satispayUnavailable')));
  };

  // SumUp and Nexi (spec 000 §4): saved with PayNow when their sub-screen opens (their widgets
  // need the provider's checkout or transaction first), paid in the widget and completed; the
  // server verifies the payment with the provider.
  const createSumup = async () => {
    const order = await savedOrderFor(PaymentMethod.Sumup);
    try {
      return await createSumupCheckout({ orderId: order.orderId, amount: amounts.totalAmount });
    } catch (e) {
      throw providerFailure(e, t('ordering.payments.createError'));
    }
  };
  const prepareNexi = async () => {
    const order = await savedOrderFor(PaymentMethod.Nexi);
    try {
      return await createNexiPayment({ orderId: order.orderId, importo: toCents(amounts.totalAmount) });
    } catch (e) {
      throw providerFailure(e, t('ordering.payments.createError'));
    }
  };
  const onlineSucceeded = (paymentType: PaymentMethod) => (reference: string) => {
    const order = savedForPayment.current;
    if (!order) return;
    complete(order, paymentType, reference).catch((e: unknown) =>
      paymentFailed(e instanceof Error ? e.message : t('ordering.common.unexpectedError')),
    );
  };

  const cashLabel =
    ordering.orderType === OrderType.Consegna
      ? t('ordering.payments.cashDelivery')
      : ordering.orderType === OrderType.Asporto
        ? t('ordering.payments.cashTakeaway')
        : t('ordering.payments.cashLocal');
  const simulatedSuffix = (m: PaymentMethod) =>
    configured.get(m)?.simulated ? ` ${t('ordering.payments.simulated')}` : '';
  const labelOf = (m: PaymentMethod) =>
    m === PaymentMethod.Cash
      ? cashLabel
      : m === PaymentMethod.Stripe
        ? `${t('ordering.payments.stripe')}${simulatedSuffix(m)}`
        : m === PaymentMethod.Paypal
          ? `${t('ordering.payments.paypal')}${simulatedSuffix(m)}`
          : m === PaymentMethod.Satispay
            ? `${t('ordering.payments.satispay')}${simulatedSuffix(m)}`
            : m === PaymentMethod.Sumup
              ? `${t('ordering.payments.sumup')}${simulatedSuffix(m)}`
              : m === PaymentMethod.Nexi
                ? `${t('ordering.payments.nexi')}${simulatedSuffix(m)}`
                : t('ordering.payments.testCard');

  const widgetLoading = (
    <div className="d-flex align-items-center gap-2 mb-3" role="status">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{t('ordering.payments.loadingWidget')}</span>
    </div>
  );

  return (
    <section className="narrow-page" aria-labelledby="payments-title">
      <h1 id="payments-title" className="h3 mb-4">
        {t('ordering.payments.title')}
      </h1>
      {online.isPending ? (
        <div className="d-flex align-items-center gap-2 mb-3" role="status">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span>{t('ordering.payments.loadingWidget')}</span>
        </div>
      ) : methods.length === 0 ? (
        <Alert variant="warning">{t('ordering.payments.noMethods')}</Alert>
      ) : (
        <fieldset className="mb-3" disabled={busy}>
          <legend className="visually-hidden">{t('ordering.payments.title')}</legend>
          {methods.map((m) => (
            <div key={m} className={`payment-option${method === m ? ' selected' : ''}`}>
              <Form.Check
                type="radio"
                id={`payment-${m}`}
                name="payment-method"
                label={labelOf(m)}
                checked={method === m}
                // Spec 000 §4: switching is ignored while a payment runs or when unchanged.
                onChange={() => {
                  if (busy || method === m) return;
                  setMethod(m);
                  setError(null);
                }}
              />
            </div>
          ))}
        </fieldset>
      )}

      <InvoiceSection
        customerId={customerId}
        anonymous={anonymous}
        wanted={invoice.wanted}
        addressId={invoice.addressId}
        disabled={busy}
        onChange={onInvoiceChange}
      />

      <CartTotals amounts={amounts} />

      {/* The chosen method's sub-screen, under the total it pays (spec 000 §2). */}
      {method === PaymentMethod.Cash && (
        <div className="payment-subscreen mb-3">
          <Button variant="primary" size="lg" onClick={() => void payCash()} disabled={busy}>
            {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {t('ordering.common.confirm')}
          </Button>
        </div>
      )}
      {method === PaymentMethod.Card && (
        <TestCardPayment busy={busy} error={error} onPay={(card) => void payWithTestCard(card)} />
      )}
      {method === PaymentMethod.Stripe && (
        <Suspense
          fallback={
            <div className="d-flex align-items-center gap-2 mb-3" role="status">
              <Spinner animation="border" size="sm" aria-hidden="true" />
              <span>{t('ordering.payments.loadingWidget')}</span>
            </div>
          }
        >
          <StripePayment
            simulated={configured.get(PaymentMethod.Stripe)?.simulated ?? false}
            busy={busy}
            error={error}
            createIntent={createStripeIntent}
            onStart={paymentStarted}
            onSuccess={stripeSucceeded}
            onFailure={paymentFailed}
          />
        </Suspense>
      )}
      {method === PaymentMethod.Paypal && (
        <Suspense fallback={widgetLoading}>
          <PaypalPayment
            simulated={configured.get(PaymentMethod.Paypal)?.simulated ?? false}
            scriptUrl={configured.get(PaymentMethod.Paypal)?.scriptUrl ?? ''}
            busy={busy}
            error={error}
            createOrder={createPaypal}
            onStart={paymentStarted}
            onApproved={paypalApproved}
            onFailure={paymentFailed}
          />
        </Suspense>
      )}
      {method === PaymentMethod.Satispay && (
        <Suspense fallback={widgetLoading}>
          <SatispayPayment
            simulated={configured.get(PaymentMethod.Satispay)?.simulated ?? false}
            scriptUrl={configured.get(PaymentMethod.Satispay)?.scriptUrl ?? ''}
            busy={busy}
            error={error}
            createPayment={createSatispay}
            onStart={paymentStarted}
            onCompleted={satispayCompleted}
            onFailure={paymentFailed}
          />
        </Suspense>
      )}
      {(method === PaymentMethod.Sumup || method === PaymentMethod.Nexi) && (
        <Suspense fallback={widgetLoading}>
          {method === PaymentMethod.Sumup ? (
            <SumupPayment
              amount={amounts.totalAmount}
              busy={busy}
              error={error}
              createCheckout={createSumup}
              onStart={paymentStarted}
              onSuccess={onlineSucceeded(PaymentMethod.Sumup)}
              onFailure={paymentFailed}
            />
          ) : (
            <NexiPayment
              busy={busy}
              error={error}
              preparePayment={prepareNexi}
              onStart={paymentStarted}
              onSuccess={onlineSucceeded(PaymentMethod.Nexi)}
              onFailure={paymentFailed}
            />
          )}
        </Suspense>
      )}
      {error && !withOwnErrorLine.has(method as PaymentMethod) && (
        <Alert variant="danger" role="alert" data-testid="payment-error">
          {error}
        </Alert>
      )}
      <Button variant="outline-secondary" onClick={steps.goBack} disabled={busy}>
        {t('ordering.common.back')}
      </Button>
    </section>
  );
}
