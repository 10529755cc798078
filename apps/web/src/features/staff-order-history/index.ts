// What other features may use of the order history (eslint/boundaries.js): the board's card
// opens the same refund dialog as the history's order view.
export { RefundDialog } from './refund-dialog';
