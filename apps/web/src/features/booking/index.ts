// What other features may use of table booking (eslint/boundaries.js): the home page lists
// the reservations in progress.
export { ReservationsInProgress } from './reservations-in-progress/reservations-in-progress';
