// What other modules use of a diner's saved addresses (functions only, never tables).
export { findCustomerAddress, listCustomerAddresses } from './customer-address-repository';
