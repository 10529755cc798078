// MAPS_PROVIDER=google, server side only (the key never reaches the browser):
// - Places API (New) Autocomplete, POST places.googleapis.com/v1/places:autocomplete,
//   restricted to Italy (includedRegionCodes) and to addresses (includedPrimaryTypes), with the
//   diner's autocomplete session token;
// - Geocoding API, GET maps.googleapis.com/maps/api/geocode/json (status + results);
// - Routes API, POST routes.googleapis.com/distanceMatrix/v2:computeRouteMatrix (a JSON array
//   of elements; proto3 JSON leaves out zero values, so a missing originIndex is 0).
// GOOGLE_MAPS_BASE_URL sends the three to one other base (a proxy, the tests' fake).
import { z } from 'zod';
import type { AddressSuggestion, Coordinates } from '@tavola/domain/delivery-venue-rules';
import { addressParts, isHouseNumber, samePlace } from '../address-parts';
import type { AddressQuery, MapsProvider } from '../maps-types';
import { type MapsHttpContext, type MapsLog, mapsUnavailable, parseAnswer, requestJson } from '../maps-http';
import { DEFAULT_SUGGESTIONS, MAX_SUGGESTIONS } from '../offline-maps-provider';
import { withSlash } from '../osm/osm-maps-provider';

/** Address types of Places (Table B), the most the request takes is five. */
export const ADDRESS_PRIMARY_TYPES = ['street_address', 'route', 'premise', 'subpremise'];
/** Geocoding results precise enough to deliver to: a street or a building, not a town. */
const STREET_LEVEL_TYPES = new Set([
  'street_address',
  'route',
  'premise',
  'subpremise',
  'establishment',
  'point_of_interest',
]);
const LOCALITY_TYPES = ['locality', 'administrative_area_level_3', 'postal_town'];
/** Routes API compute route matrix: at most 625 elements; we send one destination, venues in batches. */
const ORIGINS_PER_MATRIX = 25;

const text = z.object({ text: z.string() });
const autocompleteAnswer = z.object({
  suggestions: z
    .array(
      z.object({
        placePrediction: z
          .object({
            text: text.optional(),
            structuredFormat: z.object({ mainText: text, secondaryText: text.optional() }).optional(),
            types: z.array(z.string()).optional(),
          })
          .optional(),
      }),
    )
    .optional(),
});

const geocodeAnswer = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  results: z
    .array(
      z.object({
        types: z.array(z.string()),
        geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
        address_components: z.array(
          z.object({ long_name: z.string(), short_name: z.string(), types: z.array(z.string()) }),
        ),
      }),
    )
    .default([]),
});

const matrixAnswer = z.array(
  z.object({
    originIndex: z.number().int().optional(),
    destinationIndex: z.number().int().optional(),
    condition: z.string().optional(),
    distanceMeters: z.number().optional(),
    status: z.object({ code: z.number().optional() }).optional(),
  }),
);

export interface GoogleMapsOptions {
  apiKey: string;
  /** One base for all three APIs instead of Google's hosts. */
  baseUrl?: string;
  timeoutMs: number;
  log?: MapsLog;
}

/**
 * 'Milano, MI, Italia', '20123 Milano MI, Italia' → city and province. The Places text is
 * formatted for reading; Italian addresses end with the country and carry the province code.
 */
export function cityAndProvince(secondary: string): { city: string; province: string } {
  const parts = secondary
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p && !/^(italia|italy)$/i.test(p));
  let city = (parts[0] ?? '').replace(/^\d{5}\s+/, '');
  let province = parts.slice(1).find((p) => /^[A-Z]{2}$/.test(p)) ?? '';
  const inline = /^(.*\S)\s+([A-Z]{2})$/.exec(city);
  if (inline) {
    city = inline[1];
    province ||= inline[2];
  }
  return { city, province };
}

export class GoogleMapsProvider implements MapsProvider {
  readonly estimated = false;
  private readonly places: MapsHttpContext;
  private readonly geocoding: MapsHttpContext;
  private readonly routes: MapsHttpContext;

  constructor(private readonly options: GoogleMapsOptions) {
    const context = (provider: string) => ({ provider, timeoutMs: options.timeoutMs, log: options.log });
    this.places = context('google-places');
    this.geocoding = context('google-geocoding');
    this.routes = context('google-routes');
  }

  private url(defaultBase: string, path: string): URL {
    return new URL(path, withSlash(this.options.baseUrl ?? defaultBase));
  }

  async suggest(query: string, limit = DEFAULT_SUGGESTIONS, sessionToken?: string): Promise<AddressSuggestion[]> {
    const count = Math.min(Math.max(1, Math.trunc(limit)), MAX_SUGGESTIONS);
    const url = this.url('https://places.googleapis.com', 'v1/places:autocomplete');
    const { body } = await requestJson(this.places, url, {
      method: 'POST',
      headers: {
        'X-Goog-Api-Key': this.options.apiKey,
        'X-Goog-FieldMask':
          'suggestions.placePrediction.text,suggestions.placePrediction.structuredFormat,suggestions.placePrediction.types',
      },
      body: {
        input: query,
        includedRegionCodes: ['it'],
        includedPrimaryTypes: ADDRESS_PRIMARY_TYPES,
        languageCode: 'it',
        regionCode: 'it',
        ...(sessionToken ? { sessionToken } : {}),
      },
    });
    const list: AddressSuggestion[] = [];
    for (const { placePrediction: prediction } of parseAnswer(this.places, url, autocompleteAnswer, body).suggestions ??
      []) {
      const format = prediction?.structuredFormat;
      if (!format?.secondaryText) continue;
      // mainText is 'Via Torino, 21' for a house, 'Via Torino' for a street.
      const [street, maybeNumber] = format.mainText.text.split(/,\s*/);
      const number = maybeNumber && isHouseNumber(maybeNumber) ? maybeNumber : undefined;
      const { city, province } = cityAndProvince(format.secondaryText.text);
      if (!street || !city) continue;
      const label = `${street}${number ? ` ${number}` : ''}, ${city}${province ? ` (${province})` : ''}`;
      list.push({ address: street, ...(number ? { number } : {}), city, province, label });
      if (list.length === count) break;
    }
    return list;
  }

  async geocode(query: AddressQuery): Promise<Coordinates | null> {
    const { street, number } = addressParts(query.address, query.number);
    const url = this.url('https://maps.googleapis.com', 'maps/api/geocode/json');
    url.searchParams.set('address', `${street}${number ? ` ${number}` : ''}, ${query.city}`);
    url.searchParams.set('components', 'country:IT');
    url.searchParams.set('language', 'it');
    url.searchParams.set('region', 'it');
    url.searchParams.set('key', this.options.apiKey);
    const { body } = await requestJson(this.geocoding, url);
    const answer = parseAnswer(this.geocoding, url, geocodeAnswer, body);
    if (answer.status === 'ZERO_RESULTS' || answer.status === 'INVALID_REQUEST') return null;
    if (answer.status !== 'OK')
      throw mapsUnavailable(
        this.geocoding,
        url,
        `status ${answer.status}${answer.error_message ? `: ${answer.error_message}` : ''}`,
      );
    // A town's centre is not a delivery address, nor a street of another town of that name.
    const found = answer.results.find(
      (r) =>
        r.types.some((t) => STREET_LEVEL_TYPES.has(t)) &&
        r.address_components.some(
          (c) =>
            c.types.some((t) => LOCALITY_TYPES.includes(t)) &&
            (samePlace(c.long_name, query.city) || samePlace(c.short_name, query.city)),
        ),
    );
    return found ? { latitude: found.geometry.location.lat, longitude: found.geometry.location.lng } : null;
  }

  async drivingDistancesKm(origins: Coordinates[], destination: Coordinates): Promise<(number | null)[]> {
    const result: (number | null)[] = [];
    for (let start = 0; start < origins.length; start += ORIGINS_PER_MATRIX) {
      result.push(...(await this.matrix(origins.slice(start, start + ORIGINS_PER_MATRIX), destination)));
    }
    return result;
  }

  private async matrix(origins: Coordinates[], destination: Coordinates): Promise<(number | null)[]> {
    const waypoint = (c: Coordinates) => ({
      waypoint: { location: { latLng: { latitude: c.latitude, longitude: c.longitude } } },
    });
    const url = this.url('https://routes.googleapis.com', 'distanceMatrix/v2:computeRouteMatrix');
    const { body } = await requestJson(this.routes, url, {
      method: 'POST',
      headers: {
        'X-Goog-Api-Key': this.options.apiKey,
        'X-Goog-FieldMask': 'originIndex,destinationIndex,status,condition,distanceMeters',
      },
      body: {
        origins: origins.map(waypoint),
        destinations: [waypoint(destination)],
        travelMode: 'DRIVE',
        routingPreference: 'TRAFFIC_UNAWARE',
      },
    });
    const distances: (number | null)[] = origins.map(() => null);
    for (const element of parseAnswer(this.routes, url, matrixAnswer, body)) {
      const i = element.originIndex ?? 0;
      const failed = (element.status?.code ?? 0) !== 0;
      // proto3 JSON leaves out a zero distance too: a venue at the address.
      if (i < origins.length && !failed && element.condition === 'ROUTE_EXISTS') {
        distances[i] = Math.round((element.distanceMeters ?? 0) / 10) / 100;
      }
    }
    return distances;
  }
}
