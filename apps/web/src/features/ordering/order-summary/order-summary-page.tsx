// Order summary (spec 000 §2 order-summary/{orderId}/{orderNumber}): the order number, what was
// ordered and how it is paid; the summary e-mail is asked for once (§7 sendEmailOrderSummary,
// §8 its failure message).
import { OrderType, PaymentMethod } from '@tavola/domain/enums';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAppContext } from '../../../lib/app-context';
import { useCustomerOrder } from '../../account';
import { useOrderProgress } from '../api/get-order-progress';
import { sendEmailOrderSummary } from '../api/send-email-order-summary';
import { Loading } from '../components/page-states';
import { useOrdering } from '../state/use-ordering';
import { OrderDetails } from './order-details';
import { OrderLiveStatus } from './order-live-status';
import { NotifyWhenReady } from './notify-when-ready';
import { paymentLine } from './payment-line';

export function OrderSummaryPage() {
  const { t } = useTranslation();
  const params = useParams();
  const orderId = Number(params.orderId);
  const orderNumber = params.orderNumber ?? '';
  const { customer } = useAppContext();
  const ordering = useOrdering();
  const kept = ordering.lastOrder?.orderId === orderId ? ordering.lastOrder : null;
  const fetched = useCustomerOrder(customer?.customerId ?? null, orderId, kept == null);
  const order = kept ?? fetched.data ?? null;
  const [mailError, setMailError] = useState(false);

  const mailKey = `summary-${orderId}`;
  const alreadySent = ordering.mailsSent.includes(mailKey);
  useEffect(() => {
    // A diner without an e-mail (a table order the staff confirm) gets no summary mail, and
    // only the tab that placed the order sends it: the mail's own link opens this page too.
    if (kept == null || ordering.mailAlreadySent(mailKey) || !customer?.email || !(orderId > 0)) return;
    ordering.markMailSent(mailKey);
    sendEmailOrderSummary(orderId, customer.customerId).catch(() => setMailError(true));
  }, [alreadySent, customer, orderId, mailKey, ordering, kept]);

  const paid = order?.paymentType != null && order.paymentType !== PaymentMethod.Cash;
  // Refunds and rejections come from the order's real state, not from how it was paid.
  const line = paymentLine(useOrderProgress(orderId, customer != null).data, paid);
  const cash =
    order?.orderType === OrderType.Consegna
      ? t('ordering.payments.cashDelivery')
      : order?.orderType === OrderType.Asporto
        ? t('ordering.payments.cashTakeaway')
        : t('ordering.payments.cashLocal');
  return (
    <section className="narrow-page" aria-labelledby="summary-title">
      <h1 id="summary-title" className="h3 mb-3">
        {t('ordering.summary.title')}
      </h1>
      <Card className="mb-3">
        <Card.Body>
          <p className="lead mb-1">{t('ordering.summary.thanks')}</p>
          <p className="h4 mb-3" data-testid="order-number">
            {t('ordering.summary.orderNumber', { number: orderNumber })}
          </p>
          {order && (
            <p className="mb-3" data-testid="order-payment">
              {line === 'payLater' ? t('ordering.summary.payLater', { method: cash }) : t(`ordering.summary.${line}`)}
            </p>
          )}
          <OrderLiveStatus orderId={orderId} confirmationByStaff={order?.confirmationByStaff === true} />
          <NotifyWhenReady />
          {order ? <OrderDetails order={order} /> : fetched.isPending && kept == null && customer ? <Loading /> : null}
        </Card.Body>
      </Card>
      {mailError && (
        <Alert variant="warning" role="alert">
          {t('ordering.summary.mailError')}
        </Alert>
      )}
      <Link to="/" className="btn btn-primary">
        {t('ordering.common.backHome')}
      </Link>
    </section>
  );
}
