// The lines and amounts of a sent order, as the summary pages show them.
import type { Order } from '@tavola/domain/order';
import { useTranslation } from 'react-i18next';
import { Additions } from '../../../components/additions';
import { formatMoney, splitDateTime } from '../../../lib/format';

export function OrderDetails({ order }: { order: Order }) {
  const { t } = useTranslation();
  const when = order.requestedDateTime ? splitDateTime(order.requestedDateTime) : null;
  return (
    <div className="order-details">
      {order.tableNumber != null && (
        <p className="order-table" data-testid="order-table">
          {t('ordering.summary.table', { number: order.tableNumber })}
        </p>
      )}
      {order.customerName && (
        <p className="mb-2" data-testid="order-name">
          {t('ordering.summary.name', { name: order.customerName })}
        </p>
      )}
      {when && <p className="mb-2">{t('ordering.summary.requestedAt', { date: when.date, time: when.time })}</p>}
      {order.customerDeliveryAddress?.address && (
        <p className="mb-2">
          {t('ordering.summary.deliveryTo', {
            address: [order.customerDeliveryAddress.address, order.customerDeliveryAddress.city]
              .filter(Boolean)
              .join(', '),
          })}
        </p>
      )}
      <ul className="list-unstyled order-lines">
        {order.details.map((line, index) => (
          <li key={`${line.productWebId}-${index}`} className="d-flex justify-content-between gap-3">
            <span>
              {line.quantity} x {line.description}
              <Additions
                variations={line.additiveVariations}
                more={t('ordering.cart.more')}
                className="d-block text-body-secondary"
              />
              {line.subtractiveVariations.length > 0 && (
                <small className="d-block text-body-secondary">
                  {t('ordering.cart.less')} {line.subtractiveVariations.map((v) => v.description).join(', ')}
                </small>
              )}
            </span>
            <span className="text-nowrap">{formatMoney(line.amount)}</span>
          </li>
        ))}
      </ul>
      <dl className="cart-totals">
        {order.deliveryAmount > 0 && (
          <div>
            <dt>{t('ordering.cart.deliveryCost')}</dt>
            <dd>{formatMoney(order.deliveryAmount)}</dd>
          </div>
        )}
        <div className="cart-totals-total">
          <dt>{t('ordering.cart.total')}</dt>
          <dd>{formatMoney(order.totalAmount)}</dd>
        </div>
      </dl>
      {order.notes && <p className="mb-0 small">{t('ordering.summary.notes', { notes: order.notes })}</p>}
    </div>
  );
}
