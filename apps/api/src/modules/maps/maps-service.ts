// The delivery venue search (spec 000 §2 "Delivery venue search", spec 001 §4 "Nearest-seat
// search") on the server: geocode the delivery address, measure the driving distance from
// each venue of the session's company, and apply nearestDeliverySeatWeb.
import type { SeatWeb } from '@tavola/domain/entities';
import { badRequest } from '@tavola/domain/error-codes';
import {
  hasCoordinates,
  nearestDeliverySeatWeb,
  type NearestSeatWebResponse,
} from '@tavola/domain/delivery-venue-rules';
import type { DeliveryAddressForm } from '@tavola/domain/order';
import type { Db } from '../../db/database';
import type { ClientSession } from '../../plugins/session';
import { listSeatWebs } from '../company';
import type { MapsProvider } from './maps-types';

/**
 * The venues considered are the company's; when the session fixed its venue (the app is tied
 * to one venue, spec 000 §4), only that one: the search can then only confirm or refuse it.
 */
export async function findNearestSeatWeb(
  db: Db,
  maps: MapsProvider,
  session: ClientSession,
  form: DeliveryAddressForm,
): Promise<NearestSeatWebResponse> {
  const none = { seatWeb: null, distanceKm: null, estimated: maps.estimated };
  const location = await maps.geocode({ address: form.address, number: form.number, city: form.city });
  if (!location) return { location: null, ...none };

  const venues = (await listSeatWebs(db, session.companyId)).filter(
    (s) =>
      s.enabled &&
      s.deliveryEnabled &&
      hasCoordinates(s) &&
      (!session.seatWebFixed || s.seatWebId === session.seatWebId),
  );
  if (venues.length === 0) return { location, ...none };

  const distances = await maps.drivingDistancesKm(
    venues.map((s) => ({ latitude: s.latitude as number, longitude: s.longitude as number })),
    location,
  );
  const candidates = venues.map((seatWeb: SeatWeb, i) => ({ ...seatWeb, distanceKm: distances[i] ?? null }));
  const nearest = nearestDeliverySeatWeb(candidates);
  if (!nearest) return { location, ...none };
  const { distanceKm, ...seatWeb } = nearest;
  return { location, seatWeb, distanceKm, estimated: maps.estimated };
}

export const NO_DELIVERY_VENUE_MESSAGE = 'Siamo spiacenti, ma non ci sono sedi disponibili nella tua zona.';

/**
 * The save's own check that the venue delivers to the address (the browser's venue search
 * is advice, not authority): the address must be found and lie within the venue's delivery
 * radius by road, by the same rule the search applies.
 */
export async function assertDeliversTo(
  maps: MapsProvider,
  venue: Omit<SeatWeb, 'openingDays'>,
  address: { address: string; city: string },
): Promise<void> {
  const location = await maps.geocode({ address: address.address, city: address.city });
  if (!location) throw badRequest('DELIVERY_ADDRESS_NOT_FOUND', NO_DELIVERY_VENUE_MESSAGE);
  const [distanceKm] = hasCoordinates(venue)
    ? await maps.drivingDistancesKm([{ latitude: venue.latitude, longitude: venue.longitude }], location)
    : [null];
  if (!nearestDeliverySeatWeb([{ ...venue, distanceKm: distanceKm ?? null }])) {
    throw badRequest('DELIVERY_OUT_OF_RANGE', NO_DELIVERY_VENUE_MESSAGE);
  }
}
