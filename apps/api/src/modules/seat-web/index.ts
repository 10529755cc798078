// What other modules use of a venue's tables: whether the venue has tables to order at and
// whether a given table is one of them.
export { hasEnabledVenueTables, isEnabledVenueTable } from './venue-tables-repository';
