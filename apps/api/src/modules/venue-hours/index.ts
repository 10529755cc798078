// What other modules use of a venue's hours: the settings version that bookings lock, read
// and bump so that a change of hours and a booking never cross.
export { bumpVersion, lockVersion, readVersion } from './venue-hours-repository';
