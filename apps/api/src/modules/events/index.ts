// What other modules use of live events: the venues a company's streams cover and the latest
// event id a board resumes from.
export { companyVenueIds, latestEventId } from './events-repository';
