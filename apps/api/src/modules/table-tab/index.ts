// What other modules use of a table's tab: finding a tab's participant by the hash of its
// token. Functions and row types, never tables; like the repository it re-exports, any layer
// may import it.
export { findParticipantByTokenHash } from './table-tab-repository';
