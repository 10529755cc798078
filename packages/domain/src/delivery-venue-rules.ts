// The delivery venue search of spec 000 §2 "Delivery venue search" and §7, spec 001 §4
// "Nearest-seat search": only venues with coordinates count (and, for delivery, venues that
// deliver); a venue is excluded when its delivery radius is smaller than the driving distance;
// the nearest by driving distance wins; none means 'Siamo spiacenti, ma non ci sono sedi
// disponibili nella tua zona.' (also when the distance service returns no route).
import { plainText } from './primitives';
import { z } from 'zod';
import { seatWebSchema } from './entities';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** A venue with its driving distance to the address (null: no route, or no coordinates). */
export interface DeliveryVenueCandidate {
  latitude: number | null;
  longitude: number | null;
  deliveryEnabled: boolean;
  /** Venues switched off offer nothing (company-service keeps them only for the start-error page). */
  enabled?: boolean;
  /** Km by road. */
  deliveryRadius: number;
  distanceKm: number | null;
}

export function hasCoordinates(venue: { latitude: number | null; longitude: number | null }): venue is Coordinates {
  return typeof venue.latitude === 'number' && typeof venue.longitude === 'number';
}

/**
 * The venue that delivers to the address: with coordinates, delivering, enabled, with a route,
 * not farther than its delivery radius; the nearest wins (the first in list order on a tie).
 */
export function nearestDeliverySeatWeb<T extends DeliveryVenueCandidate>(venues: readonly T[]): T | null {
  let best: T | null = null;
  for (const venue of venues) {
    if (!hasCoordinates(venue) || !venue.deliveryEnabled || venue.enabled === false) continue;
    if (venue.distanceKm === null || !Number.isFinite(venue.distanceKm)) continue;
    if (venue.deliveryRadius < venue.distanceKm) continue;
    if (best === null || venue.distanceKm < (best.distanceKm as number)) best = venue;
  }
  return best;
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (straight-line) distance in km. */
export function haversineKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

// ---------------------------------------------------------------------------------------------
// Contracts of our maps calls (the documented client called a maps SDK directly; ours asks
// the server, which hides the provider: offline estimate by default, a real one later).

/** GET maps/suggest: an Italian street address, for the delivery form. */
export const addressSuggestionSchema = z.object({
  /** Street, e.g. 'Via Torino': goes into the form's address field. */
  address: plainText(),
  /** The house number when the diner typed one and the provider knows it: fills the number field. */
  number: plainText().optional(),
  city: plainText(),
  /** Two-letter province code, e.g. 'MI'; '' when the provider does not give one. */
  province: plainText(),
  /** What the list shows: 'Via Torino, Milano (MI)'. */
  label: plainText(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

export const coordinatesSchema = z.object({ latitude: z.number(), longitude: z.number() });

/** POST maps/nearestSeatWeb response. */
export const nearestSeatWebResponseSchema = z.object({
  /** The geocoded address (the modal's map marker); null when the address is unknown. */
  location: coordinatesSchema.nullable(),
  /** The venue that delivers there; null: the modal says no venue serves the zone (see the header). */
  seatWeb: seatWebSchema.nullable(),
  /** Driving distance from that venue, km. */
  distanceKm: z.number().nullable(),
  /** True when location and distance are estimates (offline provider): say so in the UI. */
  estimated: z.boolean(),
});
export type NearestSeatWebResponse = z.infer<typeof nearestSeatWebResponseSchema>;
