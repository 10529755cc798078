// 'I tuoi ordini' (spec 001 §2, §4): the last 20 orders, each expandable. Header: number, date,
// status, total. Detail: lines with variations, total, the status in full (the reason of a
// rejection, the ready estimate), the requested slot and the times each step really happened,
// place or address, and the payment method ('da pagare' while not paid, 'nulla da pagare' once rejected or cancelled). The status is the
// order's real state worded by the domain per order type, the same words as the summary page.
import { OrderType, PaymentStatus } from '@tavola/domain/enums';
import { timeOfMoment, type CustomerOrder } from '@tavola/domain/order-history';
import { orderStatusIsFailure, orderStatusText } from '@tavola/domain/order-status-wording';
import { labelLocaleOf } from '@tavola/domain/slot-rules';
import Accordion from 'react-bootstrap/Accordion';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAppContext } from '../../../lib/app-context';
import { Additions } from '../../../components/additions';
import { formatMoney } from '../../../lib/format';
import { useCustomerOrders } from '../api/get-customer-orders';
import { useGoBack } from '../hooks/use-go-back';
import type { it as accountIt } from '../locales';
import { AccountLayout } from './account-layout';

/** 'dd/MM/yyyy' and 'HH:mm' of the venue-local requestedDateTime ('yyyy-MM-dd HH:mm[:ss]' or ISO). */
export function splitDateTime(value: string | null): { date: string; time: string } | null {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/.exec(value) : null;
  return m ? { date: `${m[3]}/${m[2]}/${m[1]}`, time: `${m[4]}:${m[5]}` } : null;
}

export function UserOrdersPage() {
  const { t, i18n } = useTranslation();
  const goBack = useGoBack();
  const { customer } = useAppContext();
  const signedIn = customer != null && !customer.isAnonymous;
  const orders = useCustomerOrders(signedIn ? customer.customerId : null);
  const labels = t('account.orders', { returnObjects: true }) as (typeof accountIt)['orders'];

  if (!signedIn) return <Navigate to="/" replace />;

  const locale = labelLocaleOf(i18n.language);
  /** Short for the header; in full (reason, ready estimate) in the detail. */
  const statusText = (order: CustomerOrder, full: boolean) =>
    orderStatusText(
      {
        state: order.state,
        orderType: order.orderType,
        deliveredTime: timeOfMoment(order.deliveredAt),
        estimatedReadyTime: full ? order.estimatedReadyTime : null,
        rejectionReason: full ? order.rejectionReason : null,
      },
      locale,
    );
  const badgeClass = (order: CustomerOrder) =>
    orderStatusIsFailure(order.state)
      ? 'text-bg-danger'
      : order.state === 'delivered'
        ? 'text-bg-success'
        : 'text-bg-secondary';

  // A rejected or cancelled order that was never paid owes nothing.
  const paymentText = (order: CustomerOrder) =>
    order.paymentStatus !== PaymentStatus.Paid || order.paymentType == null
      ? t(orderStatusIsFailure(order.state) ? 'account.orders.nothingToPay' : 'account.orders.toPay')
      : labels.paymentType[order.paymentType as 0 | 1 | 2 | 3 | 4 | 5 | 6];

  return (
    <AccountLayout title={t('account.orders.title')}>
      {orders.isPending && (
        <div className="text-center" role="status">
          <Spinner animation="border" size="sm" className="me-2" />
          {t('common.loading')}
        </div>
      )}
      {orders.isError && (
        <Alert variant="danger" role="alert">
          {t('account.orders.loadError')}{' '}
          <Button variant="link" className="p-0 align-baseline" onClick={() => void orders.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {orders.data?.length === 0 && <p data-testid="no-orders">{t('account.orders.empty')}</p>}
      {orders.data && orders.data.length > 0 && (
        <Accordion alwaysOpen data-testid="user-orders">
          {orders.data.map((order) => {
            const when = splitDateTime(order.requestedDateTime);
            return (
              <Accordion.Item eventKey={String(order.orderId)} key={order.orderId} data-testid="user-order">
                <Accordion.Header>
                  <div className="d-flex flex-wrap gap-2 w-100 me-2 align-items-center">
                    <strong>{t('account.orders.orderNumber', { number: order.orderNumber ?? order.orderId })}</strong>
                    {when && <span className="text-muted">{when.date}</span>}
                    <span className={`badge ${badgeClass(order)}`} data-testid="user-order-status">
                      {statusText(order, false)}
                    </span>
                    <span className="ms-auto fw-semibold">{formatMoney(order.totalAmount)}</span>
                  </div>
                </Accordion.Header>
                <Accordion.Body>
                  <ul className="list-unstyled mb-2">
                    {order.details.map((line, index) => (
                      <li key={line.orderDetailId || index} className="d-flex justify-content-between gap-2 mb-1">
                        <div>
                          <div>
                            {line.quantity} x {line.description}
                          </div>
                          {line.extendedDescription && (
                            <div className="small text-muted">{line.extendedDescription}</div>
                          )}
                          <Additions
                            variations={line.additiveVariations}
                            more={t('account.orders.more')}
                            className="d-block"
                          />
                          {line.subtractiveVariations.length > 0 && (
                            <div className="small">
                              {t('account.orders.less')}{' '}
                              {line.subtractiveVariations.map((v) => v.description).join(', ')}
                            </div>
                          )}
                        </div>
                        <span>{formatMoney(line.amount)}</span>
                      </li>
                    ))}
                  </ul>
                  <div className="d-flex justify-content-between border-top pt-2 fw-semibold">
                    <span>{t('account.orders.total')}</span>
                    <span>{formatMoney(order.totalAmount)}</span>
                  </div>
                  <div className="mt-2 small">
                    <div>{labels.orderType[order.orderType]}</div>
                    <div data-testid="user-order-status-full">
                      {t('account.orders.status')}: {statusText(order, true)}
                    </div>
                    {when && <div>{t('account.orders.requestedFor', when)}</div>}
                    {timeOfMoment(order.acceptedAt) && (
                      <div>{t('account.orders.acceptedAt', { time: timeOfMoment(order.acceptedAt) })}</div>
                    )}
                    {timeOfMoment(order.readyAt) && (
                      <div>{t('account.orders.readyAt', { time: timeOfMoment(order.readyAt) })}</div>
                    )}
                    {order.orderType === OrderType.Consegna
                      ? order.userAddress && (
                          <div>
                            {t('account.orders.address')}: {order.userAddress}
                          </div>
                        )
                      : order.seatAddress && (
                          <div>
                            {t('account.orders.place')}: {order.seatAddress}
                          </div>
                        )}
                    <div>
                      {t('account.orders.payment')}: {paymentText(order)}
                    </div>
                  </div>
                </Accordion.Body>
              </Accordion.Item>
            );
          })}
        </Accordion>
      )}
      <div className="mt-3">
        <Button variant="outline-secondary" onClick={goBack}>
          {t('account.profile.back')}
        </Button>
      </div>
    </AccountLayout>
  );
}
