// What other features may use of the dashboard (eslint/boundaries.js): the order history shares
// its names of order types and payment methods.
export { ORDER_LABELS } from './order-labels';
