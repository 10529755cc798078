// The floating cart button (spec 000 §2): the animated total, and a badge with the number of
// items when the total is above 0. It pulses when something was just added.
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { AnimatedAmount } from './animated-amount';

interface FloatingCartButtonProps {
  total: number;
  count: number;
  /** Changes each time a line is added, restarting the pulse. */
  pulseKey: number;
  onClick(): void;
}

export function FloatingCartButton({ total, count, pulseKey, onClick }: FloatingCartButtonProps) {
  const { t } = useTranslation();
  return (
    <div className="floating-cart">
      <button
        type="button"
        className="btn btn-primary btn-lg floating-cart-button"
        onClick={onClick}
        data-testid="floating-cart-button"
      >
        {/* Remounted on each add, so its CSS animation plays again. */}
        {pulseKey > 0 && <span key={pulseKey} className="floating-cart-pulse" aria-hidden="true" />}
        <span className="floating-cart-icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
            <path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM7.2 14h9.9c.8 0 1.4-.4 1.8-1.1l3.3-6.4A1 1 0 0 0 21.3 5H5.2L4.3 3H1v2h2l3.6 7.6-1.4 2.4C4.5 16.4 5.5 18 7 18h12v-2H7l1.1-2h-.9Z" />
          </svg>
        </span>
        <span className="visually-hidden">{t('ordering.cart.openLead', { count })}</span>
        <AnimatedAmount value={total} className="floating-cart-total" />
        {total > 0 && (
          <Badge
            bg="light"
            text="dark"
            pill
            className="floating-cart-badge"
            data-testid="cart-badge"
            aria-hidden="true"
          >
            {count}
          </Badge>
        )}
      </button>
    </div>
  );
}
