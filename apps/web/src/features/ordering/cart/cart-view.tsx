// The cart (spec 000 §2, §4, §5): lines with their variations and quantity controls, the
// amounts, and the completion, blocked below the minimum order with 'L'importo dell'ordine è
// inferiore all'importo minimo'.
import type { SeatWeb } from '@tavola/domain/entities';
import type { OrderType } from '@tavola/domain/enums';
import type { Product } from '@tavola/domain/menu';
import { isBelowMinimumOrder, minimumOrderShortfall } from '@tavola/domain/order-amount-rules';
import { message } from '@tavola/domain/validation-messages';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Additions } from '../../../components/additions';
import { formatMoney } from '../../../lib/format';
import { useValidationMessage } from '../../../lib/use-validation-message';
import { QuantityControl } from '../menu/quantity-control';
import type { CartView as Cart } from '../state/cart-store';
import { CartTotals, orderAmountsFor } from './cart-totals';

interface CartViewProps {
  cart: Cart;
  orderType: OrderType;
  seatWeb: SeatWeb;
  /** Products suggested beside the cart (productWeb/getSuggestedProducts). */
  suggestions: Product[];
  onChooseProduct(product: Product): void;
  onContinueShopping(): void;
  onComplete(): void;
}

export function CartView({
  cart,
  orderType,
  seatWeb,
  suggestions,
  onChooseProduct,
  onContinueShopping,
  onComplete,
}: CartViewProps) {
  const { t } = useTranslation();
  const formatMessage = useValidationMessage();
  const amounts = orderAmountsFor(cart.lines, orderType, seatWeb);
  const [blocked, setBlocked] = useState(false);
  const below = isBelowMinimumOrder(amounts.productAmount, amounts.minimum);

  const complete = () => {
    if (below) {
      setBlocked(true);
      return;
    }
    setBlocked(false);
    onComplete();
  };

  return (
    <section className="cart-view" aria-labelledby="cart-title">
      <Button variant="link" className="px-0 mb-2" onClick={onContinueShopping}>
        ← {t('ordering.cart.continueShopping')}
      </Button>
      <h1 id="cart-title" className="h3 mb-3">
        {t('ordering.cart.title')}
      </h1>
      {cart.lines.length === 0 ? (
        <Alert variant="light" className="border">
          {t('ordering.cart.empty')}
        </Alert>
      ) : (
        <ul className="cart-lines list-unstyled" aria-label={t('ordering.cart.linesLabel')}>
          {cart.lines.map((line, index) => (
            <li key={`${line.product.productWebId}-${index}`} className="cart-line" data-testid="cart-line">
              <div className="cart-line-text">
                <span className="fw-semibold">{line.product.description}</span>
                <Additions variations={line.additiveVariations} more={t('ordering.cart.more')} className="d-block" />
                {line.subtractiveVariations.length > 0 && (
                  <small className="d-block">
                    {t('ordering.cart.less')} {line.subtractiveVariations.map((v) => v.description).join(', ')}
                  </small>
                )}
              </div>
              <QuantityControl
                quantity={line.quantity}
                label={line.product.description}
                size="sm"
                onDecrease={() => cart.decrease(index)}
                onIncrease={() => cart.increase(index)}
              />
              <span className="cart-line-amount" data-testid="cart-line-amount">
                {formatMoney(line.totalPrice)}
              </span>
              <Button
                variant="link"
                size="sm"
                className="cart-line-remove text-danger"
                onClick={() => cart.remove(index)}
                aria-label={t('ordering.cart.remove', { name: line.product.description })}
              >
                {t('ordering.cart.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}

      <CartTotals amounts={amounts} />

      {blocked && below && (
        <Alert variant="danger" role="alert">
          {/* The spec's sentence has no full stop: on one line with ours it read as one run-on sentence. */}
          <p className="mb-1 fw-semibold">{formatMessage(message('belowMinimumOrder'))}</p>
          <p className="mb-0">
            {t('ordering.cart.minimumShortfall', {
              amount: formatMoney(minimumOrderShortfall(amounts.productAmount, amounts.minimum)),
            })}
          </p>
        </Alert>
      )}

      <div className="d-flex flex-wrap gap-2 mb-4">
        <Button variant="primary" size="lg" onClick={complete} disabled={cart.lines.length === 0}>
          {t('ordering.cart.complete')}
        </Button>
        <Button variant="outline-secondary" size="lg" onClick={onContinueShopping}>
          {t('ordering.cart.continueShopping')}
        </Button>
      </div>

      {suggestions.length > 0 && cart.lines.length > 0 && (
        <section aria-labelledby="suggestions-title" className="cart-suggestions">
          <h2 id="suggestions-title" className="h6">
            {t('ordering.cart.suggestions')}
          </h2>
          <ul className="list-unstyled d-flex flex-wrap gap-2">
            {suggestions.map((product) => (
              <li key={product.productWebId}>
                <Button variant="outline-secondary" size="sm" onClick={() => onChooseProduct(product)}>
                  {product.description} · {formatMoney(product.unitPrice)}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
