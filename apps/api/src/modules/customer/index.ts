// What other modules use of the customer: reading, creating and updating a diner's row. Only
// functions and row types pass through here, never tables; like the repository it re-exports,
// any layer may import it.
export {
  bumpSessionVersion,
  findCustomer,
  findCustomerByEmail,
  insertCustomer,
  normaliseEmail,
  toCustomer,
  updateCustomerRow,
  type CustomerRow,
} from './customer-repository';
