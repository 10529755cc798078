// What other modules use of the company and its venues (seat webs): functions and row types,
// never tables; like the repository it re-exports, any layer may import it.
export {
  findCompanyRowByUrlName,
  findSeatWeb,
  listSeatWebRows,
  listSeatWebs,
  venueFromRow,
  type SeatWebRow,
} from './company-repository';
