// What other modules use of orders: reading an order's row and details and the company it
// belongs to. Functions and row types, never tables; like the repository it re-exports, any
// layer may import it.
export {
  findCompany,
  findCustomerOrderRow,
  findSeatWebTimeZone,
  listDetailRows,
  toOrder,
  type OrderRow,
} from './order-repository';
