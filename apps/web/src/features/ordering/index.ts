// What other features may use of the ordering journey (eslint/boundaries.js): the home page's
// order-type cards start the journey; the account pages ask whether an order is under way; the
// home page and the side menu tell of a pause and lead back to the order sent.
import { lazy } from 'react';
export { DeliveryOrderForm } from './order-type/delivery-order-form';
export { SeatWebMapMarkup } from './order-type/seat-web-map-markup';
export { useChooseOrderType } from './state/use-choose-order-type';
export { hasOrderInProgress } from './state/cart-store';
export { isDemoMode } from './lib/demo-mode';
export { OrderingPauseAlert } from './components/ordering-pause-alert';
export { CurrentOrderCard, useCurrentOrder } from './components/current-order';
export { LazyTestCardPayment as TestCardPayment } from './payments/lazy-test-card-payment';
// The providers' sub-screens, for paying a share of a table's tab: lazy, so their SDKs
// reach the browser only when chosen.
export const StripePayment = lazy(() => import('./payments/stripe-payment'));
export const SumupPayment = lazy(() => import('./payments/sumup-payment'));
export const PaypalPayment = lazy(() => import('./payments/paypal-payment'));
export const SatispayPayment = lazy(() => import('./payments/satispay-payment'));
export const NexiPayment = lazy(() => import('./payments/nexi-payment'));
