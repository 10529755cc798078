// '-' quantity '+' with the cart's bounds (spec 000 §4: 1..99).
import { canDecrease, canIncrease } from '@tavola/domain/cart-rules';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';

interface QuantityControlProps {
  quantity: number;
  /** Names the product, for the buttons' accessible names. */
  label: string;
  onDecrease(): void;
  onIncrease(): void;
  size?: 'sm' | 'lg';
}

export function QuantityControl({ quantity, label, onDecrease, onIncrease, size }: QuantityControlProps) {
  const { t } = useTranslation();
  return (
    <div className="quantity-control" role="group" aria-label={t('ordering.quantity.group', { name: label })}>
      <Button
        variant="outline-secondary"
        size={size}
        onClick={onDecrease}
        disabled={!canDecrease(quantity)}
        aria-label={t('ordering.quantity.decrease', { name: label })}
      >
        −
      </Button>
      <output className="quantity-value" aria-live="polite" aria-label={t('ordering.quantity.value', { quantity })}>
        {quantity}
      </output>
      <Button
        variant="outline-secondary"
        size={size}
        onClick={onIncrease}
        disabled={!canIncrease(quantity)}
        aria-label={t('ordering.quantity.increase', { name: label })}
      >
        +
      </Button>
    </div>
  );
}
