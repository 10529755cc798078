// The order's current status on the diner's summary pages (issue #11): updated live as the
// restaurant accepts, prepares, readies and delivers it. Labels follow spec 001 §2/§4
// (Confermato, In produzione, In transito, Ritirato / Consegnato / Consumato), and an order
// that will not be served says so (rejected with the reason, cancelled, expired).
import { OrderType } from '@tavola/domain/enums';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../app/app-context';
import { useOrderProgress } from '../api/get-order-progress';

const liveKeys = {
  'awaiting-confirmation': 'ordering.live.awaiting',
  new: 'ordering.live.new',
  accepted: 'ordering.live.accepted',
  'in-production': 'ordering.live.inProduction',
  rejected: 'ordering.live.rejected',
  cancelled: 'ordering.live.cancelled',
  expired: 'ordering.live.expired',
  'being-paid': 'ordering.live.beingPaid',
} as const;

/** confirmationByStaff: the order waits for the staff at the table, not for the e-mail link. */
export function OrderLiveStatus({ orderId, confirmationByStaff = false }: { orderId: number; confirmationByStaff?: boolean }) {
  const { t } = useTranslation();
  const { customer } = useAppContext();
  const progress = useOrderProgress(orderId, customer != null);
  const p = progress.data;
  // The order's real state (currentOrderState): rejected, cancelled or expired is final.
  if (!p) return null;
  const type = p.orderType;
  const label =
    p.state === 'delivered'
      ? t(type === OrderType.Consegna ? 'ordering.live.deliveredDelivery' : type === OrderType.Asporto ? 'ordering.live.deliveredTakeaway' : 'ordering.live.deliveredDineIn')
      : p.state === 'ready'
        ? t(type === OrderType.Consegna ? 'ordering.live.inTransit' : 'ordering.live.ready')
        : p.stage === 'awaiting-confirmation' && confirmationByStaff
          ? t('ordering.live.awaitingStaff')
          : t(liveKeys[p.state]);
  return (
    <Alert variant={['rejected', 'cancelled', 'expired'].includes(p.state) ? 'danger' : 'info'} className="py-2" aria-live="polite" data-testid="order-live-status">
      <strong>{t('ordering.live.status')}</strong> {label}
      {p.stage === 'accepted' && p.estimatedReadyTime ? ` — ${t('ordering.live.eta', { time: p.estimatedReadyTime })}` : ''}
      {p.state === 'rejected' && p.rejectionReason ? ` — ${p.rejectionReason}` : ''}
    </Alert>
  );
}
