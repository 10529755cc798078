// What the dashboard and the order history call an order's type and payment method (the order
// history takes it through index.ts): the domain's one map, shared with the server's mails,
// exports and tickets.
export { ORDER_LABELS } from '@tavola/domain/order-labels';
