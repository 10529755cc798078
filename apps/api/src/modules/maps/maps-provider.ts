// The maps service behind the delivery form and the delivery venue search (spec 000 §2, §7:
// address autocomplete restricted to Italy and to addresses, geocoding, driving distances).
// Chosen by config MAPS_PROVIDER: 'offline' (default) works on a fresh clone with
// built-in places and estimated distances; 'osm' asks Photon and OSRM; 'google' asks Places
// Autocomplete (New), the Geocoding API and the Routes API. Real providers answer through a
// small cache; when they fail the call answers 503 MAPS_UNAVAILABLE (maps-http.ts).
import type { AddressSuggestion, Coordinates } from '@tavola/domain/delivery-venue-rules';
import type { Config } from '../../config';
import { GoogleMapsProvider } from './google/google-maps-provider';
import { withCache } from './maps-cache';
import type { MapsLog } from './maps-http';
import type { MapsProvider } from './maps-types';
import { OfflineMapsProvider } from './offline-maps-provider';
import { OsmMapsProvider } from './osm/osm-maps-provider';

export type { AddressSuggestion, Coordinates };

type MapsConfig = Pick<Config, 'MAPS_PROVIDER'> &
  Partial<Pick<Config, 'GOOGLE_MAPS_API_KEY' | 'GOOGLE_MAPS_BASE_URL' | 'PHOTON_URL' | 'OSRM_URL' | 'MAPS_TIMEOUT_MS'>>;

export function createMapsProvider(config: MapsConfig, log?: MapsLog): MapsProvider {
  const timeoutMs = config.MAPS_TIMEOUT_MS ?? 5000;
  switch (config.MAPS_PROVIDER) {
    case 'offline':
      return new OfflineMapsProvider();
    case 'osm':
      return withCache(
        new OsmMapsProvider({
          photonUrl: config.PHOTON_URL ?? 'https://photon.komoot.io',
          osrmUrl: config.OSRM_URL ?? 'https://router.project-osrm.org',
          timeoutMs,
          log,
        }),
      );
    case 'google':
      if (!config.GOOGLE_MAPS_API_KEY) throw new Error('MAPS_PROVIDER=google needs GOOGLE_MAPS_API_KEY');
      return withCache(
        new GoogleMapsProvider({
          apiKey: config.GOOGLE_MAPS_API_KEY,
          baseUrl: config.GOOGLE_MAPS_BASE_URL,
          timeoutMs,
          log,
        }),
      );
  }
}
