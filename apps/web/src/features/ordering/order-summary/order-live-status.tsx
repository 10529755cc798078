// The order's current status on the diner's summary pages: updated live as the restaurant
// accepts, prepares, readies and hands it over, worded per order type by the domain
// (orderStatusText, the same words as 'I tuoi ordini'); an order that will not be served says
// so (rejected with the reason, cancelled, expired).
import { orderStatusIsFailure, orderStatusText } from '@tavola/domain/order-status-wording';
import { labelLocaleOf } from '@tavola/domain/slot-rules';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';
import { useOrderProgress } from '../api/get-order-progress';

/** confirmationByStaff: the order waits for the staff at the table, not for the e-mail link. */
export function OrderLiveStatus({
  orderId,
  confirmationByStaff = false,
}: {
  orderId: number;
  confirmationByStaff?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { customer } = useAppContext();
  const progress = useOrderProgress(orderId, customer != null);
  const p = progress.data;
  // The order's real state (currentOrderState): rejected, cancelled or expired is final.
  if (!p) return null;
  const label = orderStatusText({ ...p, confirmationByStaff }, labelLocaleOf(i18n.language));
  return (
    <Alert
      variant={orderStatusIsFailure(p.state) ? 'danger' : 'info'}
      className="py-2"
      aria-live="polite"
      data-testid="order-live-status"
    >
      <strong>{t('ordering.live.status')}</strong> {label}
    </Alert>
  );
}
