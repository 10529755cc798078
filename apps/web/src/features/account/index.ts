// What other features may use of the account feature (eslint/boundaries.js).
export { logout } from './api/logout';
export { useCustomerOrder } from './api/get-customer-orders';
export { GoogleOneTap } from './components/google-one-tap';
