// What other features may use of the home page (eslint/boundaries.js).
export { orderTypeOptions } from './order-types';
