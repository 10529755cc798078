// The small world the maps providers' fakes answer from (the maps tests and the osm browser
// journey): a few Italian streets and houses with coordinates, and a road network reduced to
// a function giving the driving distance between two points (null: no route). The fakes
// speak the providers' wire formats; this file is only their data.
import { haversineKm, type Coordinates } from '@tavola/domain/delivery-venue-rules';
import { normalizePlace } from '../../modules/maps/offline-maps-provider';

export interface FakePlace extends Coordinates {
  street: string;
  /** Absent: the street itself (its middle point). */
  number?: string;
  city: string;
  /** Province code and name, as the providers give them. */
  province: string;
  provinceName: string;
  postcode: string;
}

export interface FakeWorld {
  places: FakePlace[];
  /** Driving km between two points; null when no road joins them. */
  roadKm(from: Coordinates, to: Coordinates): number | null;
}

const words = (text: string) => normalizePlace(text);

/**
 * Places matching a free-text query the way a geocoder roughly does: every word a prefix of a
 * word of the place. A house number typed brings that house first, then its street (the
 * number may not be mapped); without a number, streets only.
 */
export function searchPlaces(world: FakeWorld, query: string): FakePlace[] {
  const typed = words(query);
  const typedNumber = typed.find((w) => /^\d+[a-z]?$/.test(w));
  const text = typed.filter((w) => w !== typedNumber);
  if (text.length === 0) return [];
  const matching = world.places.filter((place) => {
    const own = [...words(place.street), ...words(place.city)];
    return text.every((w) => own.some((o) => o.startsWith(w)));
  });
  const houses = typedNumber ? matching.filter((p) => p.number?.toLowerCase() === typedNumber) : [];
  return [...houses, ...matching.filter((p) => p.number === undefined)];
}

const key = (c: Coordinates) => `${c.latitude.toFixed(4)},${c.longitude.toFixed(4)}`;

/**
 * Roads as straight lines × 1.3, except the pairs given: a canal or a railway makes a near
 * point far by road, and an island has no road at all.
 */
export function roadNetwork(
  exceptions: { from: Coordinates; to: Coordinates; km: number | null }[] = [],
): FakeWorld['roadKm'] {
  const table = new Map(exceptions.map((e) => [`${key(e.from)}>${key(e.to)}`, e.km]));
  return (from, to) => {
    const k = `${key(from)}>${key(to)}`;
    if (table.has(k)) return table.get(k) as number | null;
    return Math.round(haversineKm(from, to) * 1.3 * 1000) / 1000;
  };
}

const milano = { city: 'Milano', province: 'MI', provinceName: 'Milano' };
const roma = { city: 'Roma', province: 'RM', provinceName: 'Roma' };

/** The demo venues (db/seed.ts) and streets around them, and one Roman street. */
export const DEMO_VENUES = {
  centro: { latitude: 45.4613, longitude: 9.1851 },
  navigli: { latitude: 45.4514, longitude: 9.1733 },
};

export const DEMO_PLACES: FakePlace[] = [
  { street: 'Via Torino', ...milano, postcode: '20123', latitude: 45.462, longitude: 9.186 },
  { street: 'Via Torino', number: '21', ...milano, postcode: '20123', latitude: 45.4613, longitude: 9.1851 },
  { street: 'Via Torino', number: '68', ...milano, postcode: '20123', latitude: 45.4596, longitude: 9.1829 },
  { street: 'Alzaia Naviglio Grande', ...milano, postcode: '20144', latitude: 45.4515, longitude: 9.1725 },
  {
    street: 'Alzaia Naviglio Grande',
    number: '40',
    ...milano,
    postcode: '20144',
    latitude: 45.4512,
    longitude: 9.1712,
  },
  // In a straight line nearer to Centro (0.5 km) than to Navigli (0.95 km), but Centro's
  // one-way streets make it 3.1 km by road, Navigli 1.4 km: the driving distance decides.
  { street: 'Via Cesare Correnti', ...milano, postcode: '20123', latitude: 45.4587, longitude: 9.1803 },
  { street: 'Via Cesare Correnti', number: '11', ...milano, postcode: '20123', latitude: 45.4585, longitude: 9.18 },
  // North of the city: 6 km from Centro by road, beyond its 5 km radius; 7.5 km from Navigli, within its 8.
  { street: 'Viale Fulvio Testi', number: '300', ...milano, postcode: '20126', latitude: 45.5305, longitude: 9.2135 },
  { street: 'Via del Corso', ...roma, postcode: '00186', latitude: 41.901, longitude: 12.4805 },
  { street: 'Via del Corso', number: '1', ...roma, postcode: '00186', latitude: 41.9106, longitude: 12.4766 },
];

export const CORRENTI_11 = { latitude: 45.4585, longitude: 9.18 };
export const FULVIO_TESTI_300 = { latitude: 45.5305, longitude: 9.2135 };

/** The demo world, with the road distances that differ from the straight line. */
export function demoWorld(): FakeWorld {
  return {
    places: DEMO_PLACES,
    roadKm: roadNetwork([
      { from: DEMO_VENUES.centro, to: CORRENTI_11, km: 3.1 },
      { from: DEMO_VENUES.navigli, to: CORRENTI_11, km: 1.4 },
      { from: DEMO_VENUES.centro, to: FULVIO_TESTI_300, km: 6 },
      { from: DEMO_VENUES.navigli, to: FULVIO_TESTI_300, km: 7.5 },
    ]),
  };
}
