// Landing page of the e-mail confirmation link (spec 000 §2, §8): order/confirmCustomerOrder
// with the link's order id and check code; 'Ordine confermato', the order number, the outcome
// and 'Torna alla home'. The outcome is the order as it is: a link opened after the
// restaurant rejected the order shows it rejected with the reason, and confirms nothing. A 400
// shows the server's text; anything else a retry message.
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link, useParams } from 'react-router';
import { useAppContext } from '../../../lib/app-context';
import { CompanyLogo } from '../../../components/company-logo';
import { ApiError } from '../../../lib/api-client';
import { confirmCustomerOrder, type ConfirmOrderResponse } from '../api/confirm-customer-order';
import { Loading } from '../components/page-states';
import '../ordering.css';

interface Outcome {
  variant: 'success' | 'info' | 'danger';
  title: string;
  text: string;
  detail?: string;
}

/** What the landing page says for the server's answer (the order's state after the link). */
export function outcomeOf(answer: ConfirmOrderResponse, t: TFunction): Outcome {
  const refund =
    answer.refund === 'refunded'
      ? t('ordering.summary.refunded')
      : answer.refund === 'due'
        ? t('ordering.summary.refundDue')
        : null;
  switch (answer.state) {
    case 'rejected':
      return {
        variant: 'danger',
        title: t('ordering.confirmed.rejectedTitle'),
        text: t('ordering.confirmed.rejected'),
        detail: [
          answer.rejectionReason ? t('ordering.confirmed.reason', { reason: answer.rejectionReason }) : null,
          refund,
        ]
          .filter(Boolean)
          .join(' '),
      };
    case 'cancelled':
      return {
        variant: 'danger',
        title: t('ordering.confirmed.cancelledTitle'),
        text: t('ordering.confirmed.cancelled'),
        detail: refund ?? undefined,
      };
    case 'expired':
      return { variant: 'danger', title: t('ordering.confirmed.expiredTitle'), text: t('ordering.toPay.expired') };
    default:
      return answer.alreadyConfirmed
        ? { variant: 'info', title: t('ordering.confirmed.alreadyTitle'), text: t('ordering.confirmed.already') }
        : { variant: 'success', title: t('ordering.confirmed.title'), text: t('ordering.confirmed.success') };
  }
}

export function OrderConfirmedPage() {
  const { t } = useTranslation();
  const { company } = useAppContext();
  const params = useParams();
  const orderId = Number(params.orderId);
  const checkCode = params.checkCode?.trim() ?? '';
  const valid = orderId > 0 && checkCode !== '' && checkCode !== '{checkCode}';
  // A query, not an effect: it runs once per page even under StrictMode (the code is single-use).
  const confirmation = useQuery({
    queryKey: ['confirmCustomerOrder', orderId, checkCode],
    queryFn: () => confirmCustomerOrder(orderId, checkCode),
    enabled: valid,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  // The heading and the text say the order as it is ('l'ordine è scaduto'
  // showed under 'Ordine confermato'): confirmed now, already confirmed, or, when the link
  // changed nothing, rejected with the reason, cancelled or expired.
  let outcome: Outcome | null = null;
  const failed = (text: string) => ({ variant: 'danger' as const, title: t('ordering.confirmed.failedTitle'), text });
  if (!valid) outcome = failed(t('ordering.confirmed.retry'));
  else if (confirmation.isSuccess) outcome = outcomeOf(confirmation.data, t);
  else if (confirmation.isError) {
    const e = confirmation.error;
    if (e instanceof ApiError && e.status === 400) {
      outcome =
        e.code === 'ORDER_TIME_PASSED'
          ? { variant: 'danger', title: t('ordering.confirmed.expiredTitle'), text: e.message }
          : failed(e.message);
    } else outcome = failed(t('ordering.confirmed.retry'));
  }

  return (
    <Container as="main" className="ordering-container narrow-page py-4 text-center" aria-labelledby="confirmed-title">
      <div className="mb-3">
        <CompanyLogo company={company} className="ordering-logo d-inline-block" />
      </div>
      <h1 id="confirmed-title" className="h3 mb-3">
        {outcome?.title ?? t('ordering.confirmed.confirming')}
      </h1>
      {params.orderNumber && (
        <p className="h5 mb-3" data-testid="order-number">
          {t('ordering.summary.orderNumber', { number: params.orderNumber })}
        </p>
      )}
      {outcome ? (
        <Alert
          variant={outcome.variant}
          role={outcome.variant === 'danger' ? 'alert' : 'status'}
          data-testid="confirmation-outcome"
        >
          {outcome.text}
          {outcome.detail && <div className="mt-2">{outcome.detail}</div>}
        </Alert>
      ) : (
        <Loading />
      )}
      <Link to="/" className="btn btn-primary">
        {t('ordering.common.backHome')}
      </Link>
    </Container>
  );
}
