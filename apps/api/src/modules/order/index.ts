// What other modules use of orders: reading an order's row and details, the company it
// belongs to, and the menu's products and extra fields an order is built from. Functions and
// row types, never tables; like the repository it re-exports, any layer may import it.
export {
  findCompany,
  findCustomerOrderRow,
  findOrderRow,
  findSeatWebTimeZone,
  listDetailRows,
  listMenuExtraFields,
  loadMenuProducts,
  toOrder,
  type MenuProduct,
  type OrderRow,
} from './order-repository';
