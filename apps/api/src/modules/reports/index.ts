// What other modules use of reports: the venues a report covers, and the SQL pieces that
// classify an order (counted, rejected, cancelled, open), tell what was given back and keep an
// order to the days it was served in, so another listing counts orders as the reports do.
// Functions, row types and SQL fragments, never tables; like the repository it re-exports, any
// layer may import it.
export { GIVEN_BACK, listReportVenues, ORDER_CLASS, servedInDays, type VenueDays } from './reports-repository';
