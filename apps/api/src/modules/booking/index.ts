// What other modules use of bookings: the staff board reads a venue's booking model and marks
// reservations verified or cancelled.
export {
  findBookingVenueBySeatWeb,
  loadCapacityModel,
  markCancelled,
  markVerified,
  venueKitchens,
} from './booking-repository';
