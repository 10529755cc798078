// The order this diner sent and the restaurant has not concluded yet (so a diner who goes
// back home keeps the way to it). Kept in the tab's ordering state (session storage: a reload
// keeps it) and followed with order/getOrderProgress, which answers only the session's own
// customer, so no other diner's order can be shown; it goes once the order is collected,
// served, delivered, rejected or cancelled (domain orderConcluded), or when the session no
// longer owns it. The home page shows it as a card, the side menu as a link.
import type { Order } from '@tavola/domain/order';
import { orderConcluded } from '@tavola/domain/order-progress';
import { orderStatusText } from '@tavola/domain/order-status-wording';
import { labelLocaleOf } from '@tavola/domain/slot-rules';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppContext } from '../../../lib/app-context';
import { useOrderProgress } from '../api/get-order-progress';
import { useOrdering } from '../state/use-ordering';

export interface CurrentOrder {
  order: Order;
  /** The summary page of the order (the address the payment led to). */
  path: string;
  /** The status as the summary page says it, or null while it is read. */
  status: string | null;
}

/** The order under way of this tab, or null. */
export function useCurrentOrder(): CurrentOrder | null {
  const { i18n } = useTranslation();
  const { customer } = useAppContext();
  const order = useOrdering().lastOrder;
  const orderId = order?.orderId ?? 0;
  const progress = useOrderProgress(orderId, customer != null && orderId > 0);
  if (!order || orderId <= 0 || order.orderNumber == null || customer == null) return null;
  // Not the session's order any more (another diner signed in), or gone: nothing to show.
  if (progress.isError && !progress.data) return null;
  const p = progress.data;
  if (p && orderConcluded(p)) return null;
  // The summary page's words (orderStatusText); nothing while an online payment is verified.
  const status = p?.stage ? orderStatusText(p, labelLocaleOf(i18n.language)) : null;
  return { order, path: `/main/order-summary/${order.orderId}/${order.orderNumber}`, status };
}

/** The home page's card of the order under way. */
export function CurrentOrderCard() {
  const { t } = useTranslation();
  const current = useCurrentOrder();
  if (!current) return null;
  const titleId = `current-order-${current.order.orderId}`;
  return (
    <Card
      className="current-order-card mb-3 border-primary"
      data-testid="current-order"
      aria-labelledby={titleId}
      as="section"
    >
      <Card.Body className="d-flex flex-wrap align-items-center justify-content-between gap-2 py-2">
        <div>
          <h2 id={titleId} className="h6 mb-1">
            {t('ordering.current.title', { number: current.order.orderNumber })}
          </h2>
          <p className="mb-0 small" aria-live="polite">
            {t('ordering.current.status', { status: current.status ?? t('ordering.current.checking') })}
          </p>
        </div>
        <Link to={current.path} className="btn btn-primary btn-sm">
          {t('ordering.current.open')}
        </Link>
      </Card.Body>
    </Card>
  );
}
