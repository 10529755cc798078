// The maps service behind the delivery form and the delivery venue search (spec 000 §2, §7:
// address autocomplete restricted to Italy and to addresses, geocoding, driving distances).
// Chosen by config MAPS_PROVIDER; 'offline' (default) works on a fresh clone with built-in
// places and estimated distances; a real provider comes with the maps issue.
import type { AddressSuggestion, Coordinates } from '@tavola/domain/delivery-venue-rules';
import type { Config } from '../../config';
import { OfflineMapsProvider } from './offline-maps-provider';

export type { AddressSuggestion, Coordinates };

export interface MapsProvider {
  /** True when geocoding and distances are estimates (the UI says so). */
  readonly estimated: boolean;
  /** Italian street addresses matching what the user typed, best first. */
  suggest(query: string, limit?: number): Promise<AddressSuggestion[]>;
  /** The coordinates of an address; null when it cannot be found. */
  geocode(address: { address: string; number?: string; city: string }): Promise<Coordinates | null>;
  /** Driving distance in km from each origin to the destination; null where there is no route. */
  drivingDistancesKm(origins: Coordinates[], destination: Coordinates): Promise<(number | null)[]>;
}

export function createMapsProvider(config: Pick<Config, 'MAPS_PROVIDER'>): MapsProvider {
  switch (config.MAPS_PROVIDER) {
    case 'offline':
      return new OfflineMapsProvider();
  }
}
