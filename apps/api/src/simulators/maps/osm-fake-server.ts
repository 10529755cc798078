// A local stand-in for Photon and OSRM (the maps tests, the osm browser journey), answering
// in their documented formats: Photon GET /api → GeoJSON FeatureCollection with properties
// (type house|street, name, street, housenumber, postcode, city, county, state, country,
// countrycode, osm_key, osm_value); OSRM GET /table/v1/driving/{lon,lat;...} → {code:'Ok',
// distances (metres, null where no route), sources, destinations}, durations unless
// annotations=distance only.
import type { Coordinates } from '@tavola/domain/delivery-venue-rules';
import { type FakeServer, startFakeServer } from './fake-http-server';
import { type FakePlace, type FakeWorld, searchPlaces } from './fake-world';

function photonFeature(place: FakePlace) {
  const common = {
    osm_type: 'W',
    osm_id: Math.abs(Math.round(place.latitude * 1e6 + place.longitude * 1e3)),
    country: 'Italia',
    countrycode: 'IT',
    state: 'Lombardia',
    county: place.provinceName,
    city: place.city,
    postcode: place.postcode,
  };
  const properties = place.number
    ? {
        ...common,
        osm_key: 'building',
        osm_value: 'yes',
        type: 'house',
        street: place.street,
        housenumber: place.number,
      }
    : { ...common, osm_key: 'highway', osm_value: 'residential', type: 'street', name: place.street };
  return { type: 'Feature', geometry: { type: 'Point', coordinates: [place.longitude, place.latitude] }, properties };
}

function table(world: FakeWorld, url: URL) {
  const points = decodeURIComponent(url.pathname.replace(/^.*\/table\/v1\/driving\//, ''))
    .split(';')
    .map((pair) => pair.split(',').map(Number))
    .map(([longitude, latitude]): Coordinates => ({ latitude, longitude }));
  if (points.some((p) => !Number.isFinite(p.latitude) || !Number.isFinite(p.longitude))) {
    return { status: 400, body: { code: 'InvalidQuery', message: 'Query string malformed close to position 0' } };
  }
  const indexes = (name: string) => url.searchParams.get(name)?.split(';').map(Number) ?? points.map((_, i) => i);
  const sources = indexes('sources');
  const destinations = indexes('destinations');
  const waypoint = (p: Coordinates) => ({ hint: '', distance: 0, name: '', location: [p.longitude, p.latitude] });
  const annotations = (url.searchParams.get('annotations') ?? 'duration').split(',');
  const km = (s: number, d: number) => world.roadKm(points[s], points[d]);
  return {
    status: 200,
    body: {
      code: 'Ok',
      sources: sources.map((i) => waypoint(points[i])),
      destinations: destinations.map((i) => waypoint(points[i])),
      ...(annotations.includes('distance')
        ? {
            distances: sources.map((s) =>
              destinations.map((d) => (km(s, d) === null ? null : Math.round((km(s, d) as number) * 1000 * 10) / 10)),
            ),
          }
        : {}),
      ...(annotations.includes('duration')
        ? {
            durations: sources.map((s) =>
              destinations.map((d) => (km(s, d) === null ? null : Math.round(((km(s, d) as number) / 30) * 3600))),
            ),
          }
        : {}),
    },
  };
}

/** Photon and OSRM on one local port: point PHOTON_URL and OSRM_URL at `url`. */
export function startOsmFake(world: FakeWorld): Promise<FakeServer> {
  return startFakeServer(
    (request) => {
      if (request.url.pathname === '/api') {
        const q = request.url.searchParams.get('q');
        if (!q) return { status: 400, body: { message: 'missing search term q' } };
        const limit = Number(request.url.searchParams.get('limit') ?? 15);
        const layers = request.url.searchParams.getAll('layer');
        const features = searchPlaces(world, q)
          .map(photonFeature)
          .filter((f) => layers.length === 0 || layers.includes(f.properties.type))
          .slice(0, limit);
        return { status: 200, body: { type: 'FeatureCollection', features } };
      }
      if (request.url.pathname.includes('/table/v1/driving/')) return table(world, request.url);
      return { status: 404, body: { message: 'not found' } };
    },
    // What a proxy in front of an overloaded instance answers.
    { status: 503, body: { message: 'Service Unavailable' } },
  );
}
