// A local stand-in for the three Google APIs the google adapter calls, answering
// in their documented JSON:
// - Places API (New) POST /v1/places:autocomplete → {suggestions: [{placePrediction: {place,
//   placeId, text, structuredFormat: {mainText, secondaryText}, types}}]}; 403 with
//   {error: {code, message, status: 'PERMISSION_DENIED'}} for a wrong key;
// - Geocoding API GET /maps/api/geocode/json → {results: [{address_components, formatted_address,
//   geometry: {location: {lat, lng}, location_type}, place_id, types}], status};
// - Routes API POST /distanceMatrix/v2:computeRouteMatrix → a JSON array of {originIndex,
//   destinationIndex, status: {}, distanceMeters, duration, condition}, in any order, zero
//   values left out (proto3 JSON); 400 without the X-Goog-FieldMask header.
import type { Coordinates } from '@tavola/domain/delivery-venue-rules';
import { type FakeRequest, type FakeServer, startFakeServer } from './fake-http-server';
import { type FakePlace, type FakeWorld, searchPlaces } from './fake-world';

const googleError = (code: number, status: string, message: string) => ({
  status: code,
  body: { error: { code, message, status } },
});
const placeId = (p: FakePlace) => `ChIJ${Buffer.from(`${p.street}|${p.number ?? ''}|${p.city}`).toString('base64url')}`;

function autocomplete(world: FakeWorld, request: FakeRequest) {
  const body = (request.body ?? {}) as {
    input?: string;
    includedRegionCodes?: string[];
    includedPrimaryTypes?: string[];
  };
  if (!body.input) return googleError(400, 'INVALID_ARGUMENT', 'Invalid request: input is required.');
  // The fake knows only Italy: asked for elsewhere, nothing.
  if (body.includedRegionCodes && !body.includedRegionCodes.map((c) => c.toLowerCase()).includes('it'))
    return { status: 200, body: {} };
  const suggestions = searchPlaces(world, body.input)
    .filter(
      (p) => !body.includedPrimaryTypes || body.includedPrimaryTypes.includes(p.number ? 'street_address' : 'route'),
    )
    .slice(0, 5)
    .map((p) => {
      const main = p.number ? `${p.street}, ${p.number}` : p.street;
      const secondary = `${p.city}, ${p.province}, Italia`;
      return {
        placePrediction: {
          place: `places/${placeId(p)}`,
          placeId: placeId(p),
          text: { text: `${main}, ${secondary}`, matches: [{ endOffset: Math.min(body.input!.length, main.length) }] },
          structuredFormat: {
            mainText: { text: main, matches: [{ endOffset: Math.min(body.input!.length, main.length) }] },
            secondaryText: { text: secondary },
          },
          types: p.number ? ['geocode', 'street_address'] : ['geocode', 'route'],
        },
      };
    });
  // An empty answer is an empty object in proto3 JSON.
  return { status: 200, body: suggestions.length ? { suggestions } : {} };
}

function geocode(world: FakeWorld, url: URL) {
  const address = url.searchParams.get('address');
  if (!address)
    return {
      status: 200,
      body: {
        results: [],
        status: 'INVALID_REQUEST',
        error_message: "Invalid request. Missing the 'address', 'components', 'latlng' or 'place_id' parameter.",
      },
    };
  const [streetPart, cityPart = ''] = address.split(/,\s*(?=[^,]*$)/);
  const city = world.places.find((p) => p.city.toLowerCase() === cityPart.trim().toLowerCase());
  const found = searchPlaces(world, `${streetPart} ${cityPart}`).filter((p) => !city || p.city === city.city);
  const results = found.slice(0, 1).map((p) => ({
    address_components: [
      ...(p.number ? [{ long_name: p.number, short_name: p.number, types: ['street_number'] }] : []),
      { long_name: p.street, short_name: p.street, types: ['route'] },
      { long_name: p.city, short_name: p.city, types: ['locality', 'political'] },
      { long_name: p.city, short_name: p.city, types: ['administrative_area_level_3', 'political'] },
      {
        long_name: `Città Metropolitana di ${p.provinceName}`,
        short_name: p.province,
        types: ['administrative_area_level_2', 'political'],
      },
      { long_name: 'Italia', short_name: 'IT', types: ['country', 'political'] },
      { long_name: p.postcode, short_name: p.postcode, types: ['postal_code'] },
    ],
    formatted_address: `${p.street}${p.number ? `, ${p.number}` : ''}, ${p.postcode} ${p.city} ${p.province}, Italia`,
    geometry: {
      location: { lat: p.latitude, lng: p.longitude },
      location_type: p.number ? 'ROOFTOP' : 'GEOMETRIC_CENTER',
    },
    place_id: placeId(p),
    types: p.number ? ['street_address'] : ['route'],
  }));
  if (results.length === 0 && city) {
    // An unknown street of a known town: Google answers the town, approximately.
    const c = city;
    results.push({
      address_components: [{ long_name: c.city, short_name: c.city, types: ['locality', 'political'] }],
      formatted_address: `${c.city} ${c.province}, Italia`,
      geometry: { location: { lat: c.latitude, lng: c.longitude }, location_type: 'APPROXIMATE' },
      place_id: `ChIJcity${c.city}`,
      types: ['locality', 'political'],
    });
  }
  return { status: 200, body: results.length ? { results, status: 'OK' } : { results: [], status: 'ZERO_RESULTS' } };
}

type Waypoint = { waypoint?: { location?: { latLng?: { latitude?: number; longitude?: number } } } };

function routeMatrix(world: FakeWorld, request: FakeRequest) {
  if (!request.headers['x-goog-fieldmask'])
    return googleError(
      400,
      'INVALID_ARGUMENT',
      'FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it.',
    );
  const body = (request.body ?? {}) as { origins?: Waypoint[]; destinations?: Waypoint[] };
  const point = (w: Waypoint): Coordinates => ({
    latitude: w.waypoint?.location?.latLng?.latitude ?? 0,
    longitude: w.waypoint?.location?.latLng?.longitude ?? 0,
  });
  const elements: object[] = [];
  (body.origins ?? []).forEach((origin, originIndex) => {
    (body.destinations ?? []).forEach((destination, destinationIndex) => {
      const km = world.roadKm(point(origin), point(destination));
      const meters = km === null ? 0 : Math.round(km * 1000);
      elements.push({
        ...(originIndex ? { originIndex } : {}),
        ...(destinationIndex ? { destinationIndex } : {}),
        status: {},
        ...(km === null
          ? { condition: 'ROUTE_NOT_FOUND' }
          : {
              ...(meters ? { distanceMeters: meters } : {}),
              duration: `${Math.round(meters / 8)}s`,
              condition: 'ROUTE_EXISTS',
            }),
      });
    });
  });
  // The matrix streams elements as they are computed: any order.
  return { status: 200, body: elements.reverse() };
}

/** The three Google APIs on one local port: point GOOGLE_MAPS_BASE_URL at `url`. */
export function startGoogleFake(world: FakeWorld, apiKey: string): Promise<FakeServer> {
  return startFakeServer(
    (request) => {
      const key = request.headers['x-goog-api-key'] ?? request.url.searchParams.get('key');
      if (request.url.pathname === '/maps/api/geocode/json') {
        if (key !== apiKey)
          return {
            status: 200,
            body: { results: [], status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' },
          };
        return geocode(world, request.url);
      }
      if (key !== apiKey)
        return googleError(403, 'PERMISSION_DENIED', 'API key not valid. Please pass a valid API key.');
      if (request.method === 'POST' && request.url.pathname === '/v1/places:autocomplete')
        return autocomplete(world, request);
      if (request.method === 'POST' && request.url.pathname === '/distanceMatrix/v2:computeRouteMatrix')
        return routeMatrix(world, request);
      return googleError(404, 'NOT_FOUND', 'Method not found.');
    },
    googleError(503, 'UNAVAILABLE', 'The service is currently unavailable.'),
  );
}
