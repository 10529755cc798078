// Landing page of the e-mail confirmation link (spec 000 §2, §8): order/confirmCustomerOrder
// with the link's order id and check code; 'Ordine confermato', the order number, the outcome
// and 'Torna alla home'. A 400 shows the server's text; anything else a retry message.
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAppContext } from '../../../app/app-context';
import { CompanyLogo } from '../../../components/company-logo';
import { ApiError } from '../../../lib/api-client';
import { confirmCustomerOrder } from '../api/confirm-customer-order';
import { Loading } from '../components/page-states';
import '../ordering.css';

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

  // The heading follows the outcome (issue #14 item 6: 'l'ordine è scaduto' showed under
  // 'Ordine confermato').
  let outcome: { variant: 'success' | 'info' | 'danger'; title: string; text: string } | null = null;
  const failed = (text: string) => ({ variant: 'danger' as const, title: t('ordering.confirmed.failedTitle'), text });
  if (!valid) outcome = failed(t('ordering.confirmed.retry'));
  else if (confirmation.isSuccess) {
    outcome = confirmation.data.alreadyConfirmed
      ? { variant: 'info', title: t('ordering.confirmed.alreadyTitle'), text: t('ordering.confirmed.already') }
      : { variant: 'success', title: t('ordering.confirmed.title'), text: t('ordering.confirmed.success') };
  } else if (confirmation.isError) {
    const e = confirmation.error;
    outcome = failed(e instanceof ApiError && e.status === 400 ? e.message : t('ordering.confirmed.retry'));
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
        <Alert variant={outcome.variant} role={outcome.variant === 'danger' ? 'alert' : 'status'}>
          {outcome.text}
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
