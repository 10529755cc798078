// MAPS_PROVIDER=osm: the open stack a restaurant can use without a contract, or
// host itself. Photon (komoot) answers autocomplete and geocoding from OpenStreetMap data
// (GET /api, GeoJSON FeatureCollection); OSRM answers driving distances (GET
// /table/v1/driving, annotations=distance, metres). Base URLs are config (PHOTON_URL,
// OSRM_URL): the public instances are for light use only, see docs/maps.md.
import { z } from 'zod';
import type { AddressSuggestion, Coordinates } from '@tavola/domain/delivery-venue-rules';
import { addressParts, samePlace, sameHouseNumber } from '../address-parts';
import type { AddressQuery, MapsProvider } from '../maps-types';
import { type MapsHttpContext, type MapsLog, mapsUnavailable, parseAnswer, requestJson } from '../maps-http';
import { DEFAULT_SUGGESTIONS, MAX_SUGGESTIONS } from '../offline-maps-provider';

/** Italy (with San Marino and Vatican City inside it), minLon,minLat,maxLon,maxLat. */
export const ITALY_BBOX = '6.6,35.4,18.6,47.1';

const photonFeature = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]).rest(z.number()) }),
  properties: z
    .object({
      type: z.string().optional(),
      name: z.string().optional(),
      street: z.string().optional(),
      housenumber: z.string().optional(),
      city: z.string().optional(),
      county: z.string().optional(),
      countrycode: z.string().optional(),
    })
    .passthrough(),
});
type PhotonFeature = z.infer<typeof photonFeature>;
const photonAnswer = z.object({ features: z.array(photonFeature) });

const osrmTable = z.object({
  code: z.string(),
  distances: z.array(z.array(z.number().nullable())).optional(),
});

export interface OsmMapsOptions {
  photonUrl: string;
  osrmUrl: string;
  timeoutMs: number;
  log?: MapsLog;
}

/** The street of a Photon feature: a 'street' feature is named after it; a 'house' carries it. */
function streetOf(feature: PhotonFeature): string | undefined {
  const p = feature.properties;
  return p.type === 'street' ? (p.name ?? p.street) : (p.street ?? undefined);
}

const inItaly = (feature: PhotonFeature) => (feature.properties.countrycode ?? '').toUpperCase() === 'IT';
const pointOf = (feature: PhotonFeature): Coordinates => ({
  latitude: feature.geometry.coordinates[1],
  longitude: feature.geometry.coordinates[0],
});

export class OsmMapsProvider implements MapsProvider {
  readonly estimated = false;
  private readonly photon: MapsHttpContext;
  private readonly osrm: MapsHttpContext;

  constructor(private readonly options: OsmMapsOptions) {
    this.photon = { provider: 'photon', timeoutMs: options.timeoutMs, log: options.log };
    this.osrm = { provider: 'osrm', timeoutMs: options.timeoutMs, log: options.log };
  }

  private async search(q: string, limit: number): Promise<PhotonFeature[]> {
    const url = new URL('api', withSlash(this.options.photonUrl));
    url.searchParams.set('q', q);
    url.searchParams.set('limit', String(limit));
    url.searchParams.set('lang', 'it');
    url.searchParams.set('bbox', ITALY_BBOX);
    // Addresses only (spec 000 §2): houses and streets, no shops, towns or mountains.
    url.searchParams.append('layer', 'house');
    url.searchParams.append('layer', 'street');
    const { body } = await requestJson(this.photon, url);
    return parseAnswer(this.photon, url, photonAnswer, body).features.filter(inItaly);
  }

  async suggest(query: string, limit = DEFAULT_SUGGESTIONS): Promise<AddressSuggestion[]> {
    const count = Math.min(Math.max(1, Math.trunc(limit)), MAX_SUGGESTIONS);
    // More than asked: features without a street or a city are dropped, duplicates merged.
    const features = await this.search(query, Math.min(count * 2, 20));
    const seen = new Set<string>();
    const list: AddressSuggestion[] = [];
    for (const feature of features) {
      const address = streetOf(feature);
      const city = feature.properties.city;
      if (!address || !city) continue;
      const number = feature.properties.type === 'house' ? feature.properties.housenumber : undefined;
      // Photon gives the province's name (county), not its two-letter code.
      const label = `${address}${number ? ` ${number}` : ''}, ${city}`;
      if (seen.has(label.toLowerCase())) continue;
      seen.add(label.toLowerCase());
      list.push({ address, ...(number ? { number } : {}), city, province: '', label });
      if (list.length === count) break;
    }
    return list;
  }

  async geocode(query: AddressQuery): Promise<Coordinates | null> {
    const { street, number } = addressParts(query.address, query.number);
    const features = (await this.search(`${street}${number ? ` ${number}` : ''}, ${query.city}`, 10)).filter(
      (f) => samePlace(f.properties.city, query.city) && samePlace(streetOf(f), street),
    );
    // The house when the map knows its number; else the street (many Italian house numbers
    // are not mapped yet), never another city's street of the same name.
    const house = number
      ? features.find((f) => f.properties.type === 'house' && sameHouseNumber(f.properties.housenumber, number))
      : undefined;
    const found = house ?? features.find((f) => f.properties.type === 'street') ?? features[0];
    return found ? pointOf(found) : null;
  }

  async drivingDistancesKm(origins: Coordinates[], destination: Coordinates): Promise<(number | null)[]> {
    if (origins.length === 0) return [];
    const points = [...origins, destination].map((c) => `${c.longitude},${c.latitude}`).join(';');
    const url = new URL(`table/v1/driving/${points}`, withSlash(this.options.osrmUrl));
    url.searchParams.set('sources', origins.map((_, i) => i).join(';'));
    url.searchParams.set('destinations', String(origins.length));
    url.searchParams.set('annotations', 'distance');
    // OSRM answers 400 with a code for requests it cannot route (NoSegment: a point off the roads).
    const { body } = await requestJson(this.osrm, url, {}, (status) => status === 400);
    const table = parseAnswer(this.osrm, url, osrmTable, body);
    if (table.code === 'NoSegment' || table.code === 'NoTable' || table.code === 'NoRoute')
      return origins.map(() => null);
    if (table.code !== 'Ok' || !table.distances || table.distances.length !== origins.length) {
      throw mapsUnavailable(this.osrm, url, `code ${table.code}`);
    }
    return table.distances.map((row) => (row[0] == null ? null : Math.round(row[0] / 10) / 100));
  }
}

/** new URL('api', base) keeps the base's path only when it ends with a slash. */
export function withSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}
