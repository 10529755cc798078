// Whether a venue takes bookings, and the booking screen's switch that turns them on or off.
// The booking service needs three things beside the flag (seat_webs.table_reservation_enabled,
// also the venue form's "Prenotazione tavoli"): the venue's booking id and password (GetInfo,
// the reservation token) and its booking_venues row. A venue created in the back office has
// none of them; the seed gives them to the demo venues only. They are given here, when the
// capacity is saved or bookings are switched on. Switching on needs a band with places, or
// diners would be offered a booking page with nothing to book; and diners see the booking card
// only for a venue that takes bookings (company-service.ts), whatever the flag says.
import { randomBytes, randomInt } from 'node:crypto';
import { badRequest } from '@tavola/domain/error-codes';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { invalidateCompanyVenueCache } from '../company/company-venue-cache';
import { lockVersion } from '../venue-hours';
import {
  bookingIdTaken,
  lockVenueBookingKeys,
  setBookingFlag,
  venueBookingRows,
  wireVenueBookings,
  type VenueBookingRow,
} from './booking-repository';

export const BOOKING_NEEDS_BAND_CODE = 'BOOKING_NEEDS_BAND';
export const BOOKING_NEEDS_BAND_MESSAGE =
  'Per attivare le prenotazioni serve almeno una fascia con dei posti: aggiungila in "Capacità prenotazioni" e salva, poi attiva le prenotazioni.';

/** A venue's bookings as the back office and the set-up checklist see them. */
export interface VenueBookingStatus {
  seatWebId: number;
  /** Switched on (and wired to the booking service). */
  on: boolean;
  /** At least one band with places. */
  hasBand: boolean;
  /** Diners can book: on, a band with places, and the venue enabled. */
  takesBookings: boolean;
}

const statusOf = (row: VenueBookingRow): VenueBookingStatus => {
  const on = row.flag && row.wired;
  return { seatWebId: row.seatWebId, on, hasBand: row.hasBand, takesBookings: on && row.hasBand && row.venueEnabled };
};

/** Every venue of the company, in display order (the set-up checklist's bookings step). */
export async function companyBookingStatus(db: DbOrTx, companyId: number): Promise<VenueBookingStatus[]> {
  return (await venueBookingRows(db, { companyId })).map(statusOf);
}

export async function venueBookingStatus(db: DbOrTx, seatWebId: number): Promise<VenueBookingStatus | null> {
  const [row] = await venueBookingRows(db, { seatWebIds: [seatWebId] });
  return row ? statusOf(row) : null;
}

/** The venues among these that diners can book at. */
export async function venuesTakingBookings(db: DbOrTx, seatWebIds: number[]): Promise<Set<number>> {
  const rows = await venueBookingRows(db, { seatWebIds });
  return new Set(
    rows
      .map(statusOf)
      .filter((s) => s.takesBookings)
      .map((s) => s.seatWebId),
  );
}

const needsBand = () => badRequest(BOOKING_NEEDS_BAND_CODE, BOOKING_NEEDS_BAND_MESSAGE);

const ID_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const suffix = () => Array.from({ length: 4 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');

/**
 * Gives the venue what the booking service needs, where missing, inside the caller's
 * transaction: a booking id ('{company}-{venue}', public: it names the venue in the booking
 * calls), a random password and its booking settings row. Called by every save of the
 * capacity and by the switch, so a venue created in the back office is never left without them.
 */
export async function wireVenueForBookings(tx: Tx, seatWebId: number): Promise<void> {
  const keys = await lockVenueBookingKeys(tx, seatWebId);
  if (!keys) return;
  let id = keys.id;
  if (!id) {
    id = `${keys.urlName}-${seatWebId}`;
    while (await bookingIdTaken(tx, id)) id = `${keys.urlName}-${seatWebId}-${suffix()}`;
  }
  await wireVenueBookings(tx, seatWebId, { id, password: keys.password ?? randomBytes(12).toString('base64url') });
  // The venue row changed: processes keeping it read it again.
  if (!keys.id || !keys.password) await invalidateCompanyVenueCache(tx, keys.companyId);
}

/**
 * The booking screen's switch. On the booking capacity's lock, so a save removing the last
 * band cannot pass between the check and the switch. The company's cached venues are dropped:
 * the diners' home shows or hides the booking card at once.
 */
export async function switchVenueBookings(db: Db, seatWebId: number, on: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await lockVersion(tx, seatWebId, 'bookingVersion');
    const keys = await lockVenueBookingKeys(tx, seatWebId);
    if (!keys) return;
    if (on) {
      const [row] = await venueBookingRows(tx, { seatWebIds: [seatWebId] });
      if (!row?.hasBand) throw needsBand();
      await wireVenueForBookings(tx, seatWebId);
    }
    await setBookingFlag(tx, seatWebId, on);
    await invalidateCompanyVenueCache(tx, keys.companyId);
  });
}
