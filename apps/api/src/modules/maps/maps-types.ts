// What every maps provider implements (offline, OSM, Google, and the cache around them), in a
// file of its own so the providers and maps-provider.ts, which chooses one, do not import
// each other.
import type { AddressSuggestion, Coordinates } from '@tavola/domain/delivery-venue-rules';

/** A delivery address: `number` may be absent when `address` already ends with it ('Via Torino 21'). */
export interface AddressQuery {
  address: string;
  number?: string;
  city: string;
}

export interface MapsProvider {
  /** True when geocoding and distances are estimates (the UI says so). */
  readonly estimated: boolean;
  /** Italian street addresses matching what the user typed, best first. The session token groups
   * the calls of one autocomplete session for providers that bill by session (Google). */
  suggest(query: string, limit?: number, sessionToken?: string): Promise<AddressSuggestion[]>;
  /** The coordinates of an address; null when it cannot be found. */
  geocode(address: AddressQuery): Promise<Coordinates | null>;
  /** Driving distance in km from each origin to the destination; null where there is no route. */
  drivingDistancesKm(origins: Coordinates[], destination: Coordinates): Promise<(number | null)[]>;
}
