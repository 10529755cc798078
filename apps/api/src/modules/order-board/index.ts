// What other modules use of the order board: a venue's board settings, an order's progress
// and staff actions, and the row lock under which an order's state changes.
export { findVenue, findVenueOrderRow, listActions, listProgress, lockOrderRow } from './order-board-repository';
