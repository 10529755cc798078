// Back office, booking capacity (spec 001 §3-§4): reads and replaces a venue's
// capacity model as one document with a version. The domain schema validated the body (times
// inside bands, overlaps per kitchen and weekday, the second kitchen named); here: the version
// (409 when stale), bands named by id must be the venue's, and a band reservations point to is
// never deleted (set its places to 0 instead). One transaction: nothing changes on error. The
// diners' booking service and the booking board read these rows on every call.
import { badRequest, staleVersion } from '@tavola/domain/error-codes';
import {
  bandHasPlaces,
  type BookingCapacity,
  type BookingCapacityInput,
  type BookingSwitch,
} from '@tavola/domain/booking-capacity-admin';
import type { Db } from '../../db/database';
import { switchVenueBookings, venueBookingStatus, wireVenueForBookings } from '../booking/booking-venue-service';
import { bumpVersion, lockVersion, readVersion } from '../venue-hours';
import * as repo from './booking-capacity-repository';

export const STALE_CAPACITY_MESSAGE =
  'Qualcun altro ha modificato la capacità mentre la stavi modificando. Ricarica per vedere la versione attuale e ripeti la modifica.';

export const BOOKINGS_ON_NEED_BAND_CODE = 'BOOKINGS_ON_NEED_BAND';
export const BOOKINGS_ON_NEED_BAND_MESSAGE =
  'Le prenotazioni sono attive: serve almeno una fascia con dei posti. Per toglierle tutte, prima disattiva le prenotazioni.';

export async function getBookingCapacity(db: Db, seatWebId: number): Promise<BookingCapacity> {
  const [version, capacity, status] = await Promise.all([
    readVersion(db, seatWebId, 'bookingVersion'),
    repo.readCapacity(db, seatWebId),
    venueBookingStatus(db, seatWebId),
  ]);
  return { ...capacity, version, bookingsOn: status?.on ?? false, bookable: status?.takesBookings ?? false };
}

/** Switches the venue's online bookings on (400 BOOKING_NEEDS_BAND without a band with places) or off. */
export async function switchBookings(db: Db, seatWebId: number, input: BookingSwitch): Promise<BookingCapacity> {
  await switchVenueBookings(db, seatWebId, input.enabled);
  return getBookingCapacity(db, seatWebId);
}

export async function replaceBookingCapacity(
  db: Db,
  seatWebId: number,
  input: BookingCapacityInput,
): Promise<BookingCapacity> {
  await db.transaction(async (tx) => {
    if ((await lockVersion(tx, seatWebId, 'bookingVersion')) !== input.version)
      throw staleVersion('STALE_VERSION', STALE_CAPACITY_MESSAGE);
    const existing = await repo.bandIdsOf(tx, seatWebId);
    input.bands.forEach((band, i) => {
      if (band.bandId && !existing.includes(band.bandId)) {
        const message = 'Fascia non trovata per questa sede: ricarica la pagina.';
        throw badRequest('BAND_NOT_FOUND', message, [{ path: `body.bands.${i}.bandId`, message }]);
      }
    });
    const kept = input.bands.flatMap((b) => (b.bandId ? [b.bandId] : []));
    const removed = existing.filter((id) => !kept.includes(id));
    if ((await repo.bandsWithReservations(tx, removed)).length > 0) {
      const message = 'Una fascia eliminata ha delle prenotazioni: invece di eliminarla, metti a 0 i suoi posti.';
      throw badRequest('BAND_HAS_RESERVATIONS', message, [{ path: 'body.bands', message }]);
    }
    // Switched on, the venue keeps a band with places: otherwise diners would find nothing to book.
    if (!input.bands.some(bandHasPlaces) && (await venueBookingStatus(tx, seatWebId))?.on) {
      throw badRequest(BOOKINGS_ON_NEED_BAND_CODE, BOOKINGS_ON_NEED_BAND_MESSAGE, [
        { path: 'body.bands', message: BOOKINGS_ON_NEED_BAND_MESSAGE },
      ]);
    }
    await repo.upsertSettings(tx, seatWebId, input);
    await wireVenueForBookings(tx, seatWebId);
    await repo.deleteBandsExcept(tx, seatWebId, kept);
    for (const band of input.bands) if (band.bandId) await repo.updateBand(tx, seatWebId, band.bandId, band);
    await repo.insertBands(
      tx,
      seatWebId,
      input.bands.filter((b) => !b.bandId),
    );
    await repo.replaceExceptions(tx, seatWebId, input.exceptions);
    await bumpVersion(tx, seatWebId, 'bookingVersion');
  });
  return getBookingCapacity(db, seatWebId);
}
