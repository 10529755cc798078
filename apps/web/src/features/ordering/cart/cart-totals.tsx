// Amounts of an order before it is sent (spec 000 §5): products, the delivery cost (shown
// while the products are below the free-delivery threshold), total and minimum order.
import type { SeatWeb } from '@tavola/domain/entities';
import { OrderType } from '@tavola/domain/enums';
import { minimumOrderFor, orderTotals } from '@tavola/domain/order-amount-rules';
import type { CartLine } from '@tavola/domain/order';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';

export function orderAmountsFor(lines: readonly CartLine[], orderType: OrderType | null, seatWeb: SeatWeb | null) {
  if (orderType == null || !seatWeb) {
    return { productAmount: 0, deliveryAmount: 0, totalAmount: 0, minimum: 0, freeDeliveryThreshold: 0 };
  }
  const totals = orderTotals(lines, orderType, seatWeb);
  return {
    ...totals,
    minimum: minimumOrderFor(orderType, seatWeb),
    freeDeliveryThreshold:
      orderType === OrderType.Consegna && seatWeb.deliveryCost > 0 ? seatWeb.freeDeliveryThreshold : 0,
  };
}

export function CartTotals({ amounts }: { amounts: ReturnType<typeof orderAmountsFor> }) {
  const { t } = useTranslation();
  return (
    <>
      <dl className="cart-totals" data-testid="cart-totals">
        <div>
          <dt>{t('ordering.cart.products')}</dt>
          <dd>{formatMoney(amounts.productAmount)}</dd>
        </div>
        {amounts.deliveryAmount > 0 && (
          <div data-testid="delivery-cost">
            <dt>
              {t('ordering.cart.deliveryCost')}
              {amounts.freeDeliveryThreshold > 0 && (
                <small className="d-block text-body-secondary fw-normal">
                  {t('ordering.cart.freeDeliveryFrom', { amount: formatMoney(amounts.freeDeliveryThreshold) })}
                </small>
              )}
            </dt>
            <dd>{formatMoney(amounts.deliveryAmount)}</dd>
          </div>
        )}
        {amounts.deliveryAmount === 0 && amounts.freeDeliveryThreshold > 0 && amounts.productAmount > 0 && (
          <div data-testid="free-delivery">
            <dt>{t('ordering.cart.deliveryCost')}</dt>
            <dd>{t('ordering.cart.freeDelivery')}</dd>
          </div>
        )}
        <div className="cart-totals-total">
          <dt>{t('ordering.cart.total')}</dt>
          <dd data-testid="cart-total">{formatMoney(amounts.totalAmount)}</dd>
        </div>
      </dl>
      {/* The minimum is a condition, not an amount charged: it is said apart from the totals,
        and of the products (domain order-amount-rules.ts), without the delivery cost. */}
      {amounts.minimum > 0 && (
        <p className="cart-minimum-note small text-body-secondary mb-2" data-testid="minimum-order">
          {t('ordering.cart.minimumOrder', { amount: formatMoney(amounts.minimum) })}
          {amounts.freeDeliveryThreshold > 0 || amounts.deliveryAmount > 0
            ? ` ${t('ordering.cart.minimumExcludesDelivery')}`
            : ''}
        </p>
      )}
    </>
  );
}
