// What other modules use of payments: a venue's saved provider credentials (kept by the
// payment settings screens), an order's online payment row, and the refunds given on an order.
// Functions and row types, never tables; like the repositories it re-exports, any layer may
// import it.
export {
  deletePaymentCredentials,
  listConfiguredProviders,
  savePaymentCredentialsAtVersion,
} from './online/payment-credentials-repository';
export type { OnlinePaymentRow } from './online/online-payments-repository';
export { listOrderRefunds, refundedCentsOfOrder, type RefundView } from './online/refunds-repository';
