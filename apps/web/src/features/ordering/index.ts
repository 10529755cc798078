// What other features may use of the ordering journey (eslint/boundaries.js): the home page's
// order-type cards start the journey; the account pages ask whether an order is under way.
export { DeliveryOrderForm } from './order-type/delivery-order-form';
export { SeatWebMapMarkup } from './order-type/seat-web-map-markup';
export { useChooseOrderType } from './state/use-choose-order-type';
export { hasOrderInProgress } from './state/cart-store';
export { isDemoMode } from './lib/demo-mode';
