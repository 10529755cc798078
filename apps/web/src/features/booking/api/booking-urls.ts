// The booking service's URLs come from the settings file (spec 001 §3 webApiUrls.bookTable*);
// the API client never sends our session token to them (spec 001 §7).
import type { AppSettings } from '@tavola/domain/entities';
import { useAppContext } from '../../../lib/app-context';

export type BookingUrls = Pick<
  AppSettings['webApiUrls'],
  | 'bookTableInfo'
  | 'bookTableDatesAvailability'
  | 'bookTableTimesAvailability'
  | 'bookTableAddReservation'
  | 'bookTableDesktopReservation'
  | 'bookTableCheckReservationStatus'
  | 'bookTableOffer'
  | 'bookTableReservation'
  | 'bookTableCancelReservation'
>;

export function useBookingUrls(): BookingUrls {
  return useAppContext().settings.webApiUrls;
}
