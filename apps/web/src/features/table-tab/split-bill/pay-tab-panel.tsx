// "Paga il conto" on the live tab (docs/table-tab.md, "Split the bill"): what is left, live;
// the choice of everything left, my dishes, an equal share of N or an amount; an optional tip
// kept apart; then the venue's providers (the order payment's own sub-screens), the test card
// (demo, dev) or "pago alla cassa", which the staff mark paid. The server computes and holds
// the share (the figures here are a preview of the same domain rules) only if it is the amount
// shown here, share + tip; when it changed meanwhile, or someone else took it first, the diner
// is told. Every live event of the tab reads the balance again, so each phone sees what is left
// and ends on "Conto saldato".
import { useQuery } from '@tanstack/react-query';
import { centsOfTypedEuros } from '@tavola/domain/money';
import { tipAmount, type TabShare, type Tip } from '@tavola/domain/tab-split';
import type { TestCardForm } from '@tavola/domain/payment-rules';
import { Suspense, useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { formatCents } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import {
  NexiPayment,
  PaypalPayment,
  SatispayPayment,
  StripePayment,
  SumupPayment,
  TestCardPayment,
} from '../../ordering';
import {
  cancelTabPayment,
  completeTabPayment,
  getTabSplit,
  payTabWithTestCard,
  startTabPayment,
} from './tab-payment-api';
import { it as copyIt } from './locales';

export interface PayTabPanelProps {
  token: string;
  participantId: number;
  tab: {
    tableTabId: number;
    status: string;
    participants: ReadonlyArray<{ participantId: number; displayName: string; removed: boolean }>;
  };
  /** Changes with every live event of the tab: the balance is read again. */
  liveKey: unknown;
}

type ShareKind = TabShare['kind'];
type TipMode = 'none' | '5' | '10' | '15' | 'other';
const TIP_PERCENTS = ['5', '10', '15'] as const;
/** The providers whose widget takes a share here, as on the order's payment screen. */
const PROVIDERS = ['stripe', 'paypal', 'satispay', 'sumup', 'nexi'] as const;
type Provider = (typeof PROVIDERS)[number];
const isProvider = (method: string | null): method is Provider => PROVIDERS.includes(method as Provider);
/** The methods this page can take a share with: the till, the test card and every provider's widget. */
const WEB_METHODS = new Set<string>(['counter', 'testCard', ...PROVIDERS]);
type NexiParams = Awaited<ReturnType<ComponentProps<typeof NexiPayment>['preparePayment']>>;
type NexiNonceRequest = Parameters<NonNullable<ComponentProps<typeof NexiPayment>['payNonce']>>[0];

/** Euros typed as "12,50" or "12.50" to cents; null when not a positive amount with at most two decimals. */

export function PayTabPanel({ token, participantId, tab, liveKey }: PayTabPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const activeCount = Math.max(2, tab.participants.filter((p) => !p.removed).length);
  const [kind, setKind] = useState<ShareKind>('rest');
  const [parts, setParts] = useState(activeCount);
  const [amountText, setAmountText] = useState('');
  const [tipMode, setTipMode] = useState<TipMode>('none');
  const [tipText, setTipText] = useState('');
  const [method, setMethod] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // One key per attempt: a retry after a declined card or a slow answer finds the same payment.
  const attempt = useRef<string | null>(null);

  const split = useQuery({
    queryKey: ['tab-split', tab.tableTabId, kind === 'equal' ? parts : null],
    queryFn: () => getTabSplit(token, kind === 'equal' ? parts : null),
    placeholderData: (previous) => previous,
  });
  const { refetch } = split;
  useEffect(() => {
    void refetch();
  }, [liveKey, refetch]);

  const data = split.data;
  const settled = tab.status === 'settled' || data?.settled === true;
  const closed = tab.status === 'closed';
  const nameOf = (pid: number | null) =>
    pid === null
      ? t('tabPayment.someone')
      : (tab.participants.find((p) => p.participantId === pid)?.displayName ?? '—');
  const errorText = (e: unknown) => {
    if (e instanceof ApiError && e.code && e.code in copyIt.errors)
      return t(`tabPayment.errors.${e.code as keyof typeof copyIt.errors}`);
    return e instanceof Error && e.message ? e.message : t('ordering.common.unexpectedError');
  };

  const remaining = data?.remainingCents ?? 0;
  const typedAmount = centsOfTypedEuros(amountText);
  const amountCents =
    kind === 'rest'
      ? remaining
      : kind === 'items'
        ? (data?.myItemsCents ?? 0)
        : kind === 'equal'
          ? (data?.equalShareCents ?? 0)
          : (typedAmount ?? 0);
  const amountInvalid =
    kind === 'amount' && amountText !== '' && (typedAmount === null || typedAmount <= 0 || typedAmount > remaining);
  const typedTip = centsOfTypedEuros(tipText === '' ? '0' : tipText);
  const tipInvalid = tipMode === 'other' && (typedTip === null || typedTip > 100_00);
  const tip: Tip | null =
    tipMode === 'none' ? null : tipMode === 'other' ? { cents: typedTip ?? 0 } : { percent: Number(tipMode) };
  const tipCents = tipAmount(amountCents, tip);
  const totalCents = amountCents + tipCents;
  const share: TabShare = kind === 'equal' ? { kind, parts } : kind === 'amount' ? { kind, amountCents } : { kind };
  const payable = !settled && !closed && amountCents > 0 && !amountInvalid && !tipInvalid && method !== null;
  const canPay = !busy && payable;
  // What the provider's widget is open for: the figures shown when it started. While its payment
  // is held they stay (what is left drops by the held share); another choice gives it up.
  const figures = `${method}:${kind}:${kind === 'equal' ? parts : ''}:${amountCents}:${tipCents}`;
  // `active`: the share is held; false once given up (a declined card), the widget staying as it is.
  const [held, setHeld] = useState<{
    tabPaymentId: number;
    figures: string;
    totalCents: number;
    /** The share held, without the tip. */
    amountCents: number;
    active: boolean;
  } | null>(null);
  const heldRef = useRef(held);
  heldRef.current = held;
  const widgetFigures = held?.figures ?? figures;
  const widgetTotal = held?.totalCents ?? totalCents;

  const myPendingCounter = data?.payments.find(
    (p) => p.participantId === participantId && p.status === 'pending' && p.method === 'counter',
  );

  /** Gives up the share a provider's widget holds (not paid): it is free again for the table. */
  const releaseHeld = () => {
    const current = heldRef.current;
    if (!current) return;
    heldRef.current = null;
    setHeld(null);
    void cancelTabPayment(token, current.tabPaymentId)
      .catch(() => undefined)
      .finally(() => void refetch());
  };
  const resetAttempt = () => {
    attempt.current = null;
    setError(null);
    setDone(null);
    releaseHeld();
  };
  const keyOfAttempt = () => (attempt.current ??= newIdempotencyKey());

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await work();
    } catch (e) {
      setError(errorText(e));
      // A share taken by someone else, or nothing left: the next try is a new payment.
      if (e instanceof ApiError && e.code !== 'TEST_CARD_DECLINED' && e.code !== 'TEST_CARD_INVALID')
        attempt.current = null;
    } finally {
      setBusy(false);
      void refetch();
    }
  };

  const payWithCard = (card: TestCardForm) =>
    run(async () => {
      const started = await startTabPayment(token, {
        share,
        tip,
        method: 'testCard',
        idempotencyKey: keyOfAttempt(),
        expectedCents: totalCents,
      });
      const paid = await payTabWithTestCard(token, started.payment.tabPaymentId, card);
      attempt.current = null;
      setKind('rest');
      setDone(t('tabPayment.paidOk', { total: formatCents(paid.amountCents + paid.tipCents) }));
    });

  // A provider's widget: the share is held and the provider payment made when the widget asks
  // for it (for exactly the figure shown); once the widget says paid, or that its flow is over,
  // the server asks the provider. A payment the widget gave up is released at once.
  const createProviderPayment = async (provider: Provider): Promise<string> => {
    // A widget opened for a figure pays that figure (it may try again after a declined card,
    // when the figures of the balance read since no longer show the share it held).
    const opened = heldRef.current;
    const expectedCents = opened ? opened.totalCents : totalCents;
    try {
      const answer = await startTabPayment(token, {
        share,
        tip,
        method: provider,
        idempotencyKey: newIdempotencyKey(),
        expectedCents,
      });
      const current = {
        tabPaymentId: answer.payment.tabPaymentId,
        figures: opened?.figures ?? figures,
        totalCents: expectedCents,
        amountCents: answer.payment.amountCents,
        active: true,
      };
      heldRef.current = current;
      setHeld(current);
      if (!answer.browserValue) throw new Error(t('tabPayment.errors.PAYMENT_PROVIDER_UNAVAILABLE'));
      return answer.browserValue;
    } catch (e) {
      // The figure changed meanwhile (TAB_AMOUNT_CHANGED), or the share is gone: the diner is
      // told, the balance read again, and the widget opens again for the figure now shown.
      const message = errorText(e);
      setError(message);
      if (e instanceof ApiError) {
        heldRef.current = null;
        setHeld(null);
      }
      void refetch();
      throw new Error(message);
    }
  };
  const providerStarted = () => {
    setBusy(true);
    setError(null);
    setDone(null);
  };
  const providerFailed = (message: string) => {
    setError(message);
    setBusy(false);
    // Declined or given up in the widget: nothing was taken, the share is free again.
    const current = heldRef.current;
    if (current?.active) {
      const released = { ...current, active: false };
      heldRef.current = released;
      setHeld(released);
      void cancelTabPayment(token, current.tabPaymentId)
        .catch(() => undefined)
        .finally(() => void refetch());
    } else void refetch();
  };
  const completeHeld = async (widget?: { nexiNonce: NexiNonceRequest }) => {
    const current = heldRef.current;
    if (!current) throw new Error(t('ordering.common.unexpectedError'));
    const nonce = widget?.nexiNonce;
    try {
      return await completeTabPayment(
        token,
        current.tabPaymentId,
        nonce
          ? {
              nexiNonce: {
                xpayNonce: nonce.xpayNonce,
                xpayIdOperazione: nonce.xpayIdOperazione,
                xpayTimeStamp: nonce.xpayTimeStamp,
                xpayEsito: nonce.xpayEsito,
                xpayMac: nonce.xpayMac,
              },
            }
          : undefined,
      );
    } catch (e) {
      // Not confirmed by the provider after its widget ended (PayPal's declined capture, a
      // Satispay flow closed unanswered): given up, so the share does not stay held.
      if (e instanceof ApiError && e.code === 'TAB_PAYMENT_NOT_CONFIRMED')
        await cancelTabPayment(token, current.tabPaymentId).catch(() => undefined);
      // Refused, given up or gone: nothing is held any more, but the widget stays open on its
      // figure, so the diner may try again in it.
      if (e instanceof ApiError && e.code !== 'PAYMENT_VERIFICATION_UNAVAILABLE') {
        const released = { ...current, active: false };
        heldRef.current = released;
        setHeld(released);
      }
      throw e;
    }
  };
  const providerSucceeded = () => {
    if (!heldRef.current) return;
    void run(async () => {
      const paid = await completeHeld();
      heldRef.current = null;
      setHeld(null);
      setKind('rest');
      setDone(t('tabPayment.paidOk', { total: formatCents(paid.amountCents + paid.tipCents) }));
    });
  };
  // Nexi's card widget: the server pays its nonce (and verifies the transaction) in the completion.
  const prepareNexi = async (): Promise<NexiParams> => JSON.parse(await createProviderPayment('nexi')) as NexiParams;
  const payNexiNonce = async (request: NexiNonceRequest) => {
    try {
      await completeHeld({ nexiNonce: request });
      return { esito: 'OK' as const, messaggioErrore: null };
    } catch (e) {
      if (e instanceof ApiError && e.code === 'TAB_PAYMENT_FAILED')
        return { esito: 'KO' as const, messaggioErrore: errorText(e) };
      throw new Error(errorText(e));
    }
  };

  const payAtCounter = () =>
    run(async () => {
      await startTabPayment(token, {
        share,
        tip,
        method: 'counter',
        idempotencyKey: keyOfAttempt(),
        expectedCents: totalCents,
      });
      attempt.current = null;
    });

  const cancelCounter = (tabPaymentId: number) =>
    run(async () => {
      await cancelTabPayment(token, tabPaymentId);
    });

  const methodOf = (provider: Provider) => data?.methods.find((m) => m.method === provider);
  const methodLabel = (m: { method: string; simulated: boolean }) => {
    if (m.method === 'testCard') return t('tabPayment.testCard');
    if (m.method === 'counter') return t('tabPayment.counter');
    const name = t(`tabPayment.providers.${m.method as keyof typeof copyIt.providers}`);
    return m.simulated ? `${name} ${t('tabPayment.simulated')}` : name;
  };

  return (
    <section className="pay-tab-panel mt-4" aria-labelledby={`${id}-title`} data-testid="pay-tab-panel">
      <h2 id={`${id}-title`} className="h4">
        {t('tabPayment.title')}
      </h2>

      <dl className="row mb-3" aria-live="polite" data-testid="tab-balance">
        <dt className="col-7 fw-normal">{t('tabPayment.total')}</dt>
        <dd className="col-5 text-end mb-1">{formatCents(data?.totalCents ?? 0)}</dd>
        <dt className="col-7 fw-normal">{t('tabPayment.paid')}</dt>
        <dd className="col-5 text-end mb-1">{formatCents(data?.paidCents ?? 0)}</dd>
        {(data?.pendingCents ?? 0) > 0 && (
          <>
            <dt className="col-7 fw-normal">{t('tabPayment.pending')}</dt>
            <dd className="col-5 text-end mb-1">{formatCents(data?.pendingCents ?? 0)}</dd>
          </>
        )}
        <dt className="col-7">{t('tabPayment.remaining')}</dt>
        <dd className="col-5 text-end fw-bold mb-1" data-testid="tab-remaining">
          {formatCents(remaining)}
        </dd>
      </dl>

      {settled ? (
        <Alert variant="success" role="status" data-testid="tab-settled">
          <Alert.Heading as="p" className="h4">
            {t('tabPayment.settled')}
          </Alert.Heading>
          <p className="mb-0">{t('tabPayment.settledText')}</p>
        </Alert>
      ) : closed ? (
        <Alert variant="secondary" role="status">
          {t('tabPayment.closedText')}
        </Alert>
      ) : myPendingCounter ? (
        <Alert variant="info" role="status" data-testid="counter-pending">
          <p>
            {t('tabPayment.counterPending', {
              total: formatCents(myPendingCounter.amountCents + myPendingCounter.tipCents),
            })}
          </p>
          <Button
            variant="outline-secondary"
            size="sm"
            disabled={busy}
            onClick={() => void cancelCounter(myPendingCounter.tabPaymentId)}
          >
            {t('tabPayment.cancel')}
          </Button>
        </Alert>
      ) : data && data.totalCents === 0 ? (
        <p className="text-body-secondary">{t('tabPayment.nothingYet')}</p>
      ) : (
        data && (
          <>
            <fieldset className="mb-3" disabled={busy}>
              <legend className="h6">{t('tabPayment.what')}</legend>
              <Form.Check
                type="radio"
                id={`${id}-rest`}
                name={`${id}-share`}
                label={t('tabPayment.rest', {
                  // While this phone holds everything left, what it pays (the balance shows it held).
                  amount: formatCents(held?.active && kind === 'rest' ? held.amountCents : remaining),
                })}
                checked={kind === 'rest'}
                onChange={() => {
                  setKind('rest');
                  resetAttempt();
                }}
              />
              <Form.Check
                type="radio"
                id={`${id}-items`}
                name={`${id}-share`}
                label={
                  data.myItemsCents > 0
                    ? t('tabPayment.items', { amount: formatCents(data.myItemsCents) })
                    : t('tabPayment.itemsNone')
                }
                checked={kind === 'items'}
                disabled={data.myItemsCents <= 0}
                onChange={() => {
                  setKind('items');
                  resetAttempt();
                }}
              />
              <Form.Check
                type="radio"
                id={`${id}-equal`}
                name={`${id}-share`}
                label={t('tabPayment.equal')}
                checked={kind === 'equal'}
                onChange={() => {
                  setKind('equal');
                  resetAttempt();
                }}
              />
              {kind === 'equal' && (
                <Form.Group className="ms-4 mb-2" controlId={`${id}-parts`}>
                  <Form.Label>{t('tabPayment.equalParts')}</Form.Label>
                  <Form.Control
                    type="number"
                    inputMode="numeric"
                    min={2}
                    max={50}
                    value={parts}
                    onChange={(e) => {
                      const n = Math.trunc(Number(e.target.value));
                      setParts(Number.isFinite(n) ? Math.min(50, Math.max(2, n)) : 2);
                      resetAttempt();
                    }}
                    style={{ maxWidth: '8rem' }}
                  />
                  <Form.Text aria-live="polite">
                    {t('tabPayment.equalShare', { amount: formatCents(data.equalShareCents ?? 0) })}
                  </Form.Text>
                </Form.Group>
              )}
              <Form.Check
                type="radio"
                id={`${id}-amount`}
                name={`${id}-share`}
                label={t('tabPayment.amount')}
                checked={kind === 'amount'}
                onChange={() => {
                  setKind('amount');
                  resetAttempt();
                }}
              />
              {kind === 'amount' && (
                <Form.Group className="ms-4 mb-2" controlId={`${id}-amount-value`}>
                  <Form.Label>{t('tabPayment.amountLabel')}</Form.Label>
                  <Form.Control
                    inputMode="decimal"
                    value={amountText}
                    placeholder="0,00"
                    isInvalid={amountInvalid}
                    aria-invalid={amountInvalid}
                    aria-describedby={amountInvalid ? `${id}-amount-error` : undefined}
                    onChange={(e) => {
                      setAmountText(e.target.value);
                      resetAttempt();
                    }}
                    style={{ maxWidth: '10rem' }}
                  />
                  <Form.Control.Feedback type="invalid" id={`${id}-amount-error`}>
                    {t('tabPayment.amountInvalid', { max: formatCents(remaining) })}
                  </Form.Control.Feedback>
                </Form.Group>
              )}
            </fieldset>

            <fieldset className="mb-3" disabled={busy}>
              <legend className="h6">{t('tabPayment.tip')}</legend>
              <div className="d-flex flex-wrap gap-3">
                {(['none', ...TIP_PERCENTS, 'other'] as const).map((mode) => (
                  <Form.Check
                    key={mode}
                    type="radio"
                    id={`${id}-tip-${mode}`}
                    name={`${id}-tip`}
                    label={
                      mode === 'none'
                        ? t('tabPayment.tipNone')
                        : mode === 'other'
                          ? t('tabPayment.tipOther')
                          : t('tabPayment.tipPercent', { percent: mode })
                    }
                    checked={tipMode === mode}
                    onChange={() => {
                      setTipMode(mode);
                      resetAttempt();
                    }}
                  />
                ))}
              </div>
              {tipMode === 'other' && (
                <Form.Group className="mt-2" controlId={`${id}-tip-value`}>
                  <Form.Label>{t('tabPayment.tipAmountLabel')}</Form.Label>
                  <Form.Control
                    inputMode="decimal"
                    value={tipText}
                    placeholder="0,00"
                    isInvalid={tipInvalid}
                    aria-invalid={tipInvalid}
                    aria-describedby={tipInvalid ? `${id}-tip-error` : undefined}
                    onChange={(e) => {
                      setTipText(e.target.value);
                      resetAttempt();
                    }}
                    style={{ maxWidth: '10rem' }}
                  />
                  <Form.Control.Feedback type="invalid" id={`${id}-tip-error`}>
                    {t('tabPayment.tipInvalid')}
                  </Form.Control.Feedback>
                </Form.Group>
              )}
            </fieldset>

            <p className="fw-bold" aria-live="polite" data-testid="tab-pay-summary">
              {held?.active
                ? t('tabPayment.summaryHeld', { total: formatCents(held.totalCents) })
                : tipCents > 0
                  ? t('tabPayment.summary', {
                      amount: formatCents(amountCents),
                      tip: formatCents(tipCents),
                      total: formatCents(totalCents),
                    })
                  : t('tabPayment.summaryNoTip', { amount: formatCents(amountCents) })}
            </p>

            <fieldset className="mb-3" disabled={busy}>
              <legend className="h6">{t('tabPayment.how')}</legend>
              {data.methods
                .filter((m) => WEB_METHODS.has(m.method))
                .map((m) => (
                  <div key={m.method} className={`payment-option${method === m.method ? ' selected' : ''}`}>
                    <Form.Check
                      type="radio"
                      id={`${id}-method-${m.method}`}
                      name={`${id}-method`}
                      label={methodLabel(m)}
                      checked={method === m.method}
                      onChange={() => {
                        setMethod(m.method);
                        resetAttempt();
                      }}
                    />
                  </div>
                ))}
            </fieldset>

            {method === 'testCard' && canPay && (
              <div aria-label={t('tabPayment.cardTitle', { total: formatCents(totalCents) })} role="group">
                <p className="mb-2">{t('tabPayment.cardTitle', { total: formatCents(totalCents) })}</p>
                <TestCardPayment busy={busy} error={null} onPay={(card) => void payWithCard(card)} />
              </div>
            )}
            {method === 'counter' && (
              <Button variant="primary" size="lg" disabled={!canPay} onClick={() => void payAtCounter()}>
                {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
                {t('tabPayment.payAtCounter', { total: formatCents(totalCents) })}
              </Button>
            )}
            {isProvider(method) && (payable || held !== null) && (
              <Suspense
                fallback={
                  <div className="d-flex align-items-center gap-2 mb-3" role="status">
                    <Spinner animation="border" size="sm" aria-hidden="true" />
                    <span>{t('ordering.payments.loadingWidget')}</span>
                  </div>
                }
              >
                <div key={widgetFigures}>
                  {method === 'stripe' ? (
                    <StripePayment
                      simulated={methodOf('stripe')?.simulated ?? false}
                      busy={busy}
                      error={null}
                      createIntent={() => createProviderPayment('stripe')}
                      onStart={providerStarted}
                      onSuccess={providerSucceeded}
                      onFailure={providerFailed}
                    />
                  ) : method === 'paypal' ? (
                    <PaypalPayment
                      simulated={methodOf('paypal')?.simulated ?? false}
                      scriptUrl={methodOf('paypal')?.scriptUrl ?? ''}
                      busy={busy}
                      error={null}
                      createOrder={() => createProviderPayment('paypal')}
                      onStart={providerStarted}
                      onApproved={providerSucceeded}
                      onFailure={providerFailed}
                    />
                  ) : method === 'satispay' ? (
                    <SatispayPayment
                      simulated={methodOf('satispay')?.simulated ?? false}
                      scriptUrl={methodOf('satispay')?.scriptUrl ?? ''}
                      busy={busy}
                      error={null}
                      createPayment={() => createProviderPayment('satispay')}
                      onStart={providerStarted}
                      onCompleted={providerSucceeded}
                      onFailure={providerFailed}
                    />
                  ) : method === 'sumup' ? (
                    <SumupPayment
                      amount={widgetTotal / 100}
                      busy={busy}
                      error={null}
                      createCheckout={() => createProviderPayment('sumup')}
                      onStart={providerStarted}
                      onSuccess={providerSucceeded}
                      onFailure={providerFailed}
                    />
                  ) : (
                    <NexiPayment
                      busy={busy}
                      error={null}
                      preparePayment={prepareNexi}
                      payNonce={payNexiNonce}
                      onStart={providerStarted}
                      onSuccess={providerSucceeded}
                      onFailure={providerFailed}
                    />
                  )}
                </div>
              </Suspense>
            )}
          </>
        )
      )}

      {error && (
        <Alert variant="danger" className="mt-3" role="alert" data-testid="tab-payment-error">
          {error}
        </Alert>
      )}
      {done && !settled && (
        <Alert variant="success" className="mt-3" role="status" data-testid="tab-payment-done">
          {done}
        </Alert>
      )}

      <h3 className="h6 mt-4">{t('tabPayment.payments')}</h3>
      {data && data.payments.filter((p) => p.status !== 'cancelled').length > 0 ? (
        <ul className="list-unstyled small" data-testid="tab-payments">
          {data.payments
            .filter((p) => p.status !== 'cancelled')
            .map((p) => (
              <li key={p.tabPaymentId}>
                {t('tabPayment.paymentLine', { who: nameOf(p.participantId), amount: formatCents(p.amountCents) })}
                {p.tipCents > 0 && t('tabPayment.paymentTip', { tip: formatCents(p.tipCents) })}
                {' · '}
                {t(`tabPayment.kind.${p.kind}`, { parts: p.parts ?? 0 })}
                {' · '}
                {t(`tabPayment.status.${p.status}`)}
              </li>
            ))}
        </ul>
      ) : (
        <p className="small text-body-secondary">{t('tabPayment.noPayments')}</p>
      )}
    </section>
  );
}
