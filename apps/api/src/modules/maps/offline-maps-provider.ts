// The offline maps provider ("geocoding, suggestions and driving distance come from
// an offline provider behind the same interface (built-in Italian places with coordinates,
// straight-line distance times a road factor), clearly named as an estimate").
//
// - Places: the streets around the demo venues in Milan and a few central streets of the main
//   Italian cities, each with one point (house numbers are ignored), plus the city centres.
// - Geocoding: the street of the city when known; otherwise the city centre (an estimate the
//   UI names as such); otherwise not found.
// - Driving distance: straight-line distance times ROAD_FACTOR (city streets are rarely
//   straight; 1.3 is a common urban detour factor).
import { haversineKm, type AddressSuggestion, type Coordinates } from '@tavola/domain/delivery-venue-rules';
import type { MapsProvider } from './maps-types';

export const ROAD_FACTOR = 1.3;
export const DEFAULT_SUGGESTIONS = 5;
export const MAX_SUGGESTIONS = 10;

interface City extends Coordinates {
  city: string;
  province: string;
}
interface Street extends Coordinates {
  street: string;
  city: string;
}

/** City centres (the main square or the town hall). */
const CITIES: City[] = [
  { city: 'Milano', province: 'MI', latitude: 45.4642, longitude: 9.19 },
  { city: 'Roma', province: 'RM', latitude: 41.8959, longitude: 12.4823 },
  { city: 'Torino', province: 'TO', latitude: 45.0703, longitude: 7.6869 },
  { city: 'Napoli', province: 'NA', latitude: 40.8518, longitude: 14.2681 },
  { city: 'Firenze', province: 'FI', latitude: 43.7696, longitude: 11.2558 },
  { city: 'Bologna', province: 'BO', latitude: 44.4938, longitude: 11.343 },
  { city: 'Venezia', province: 'VE', latitude: 45.4371, longitude: 12.3326 },
  { city: 'Genova', province: 'GE', latitude: 44.4072, longitude: 8.934 },
  { city: 'Palermo', province: 'PA', latitude: 38.1157, longitude: 13.3615 },
  { city: 'Bari', province: 'BA', latitude: 41.1253, longitude: 16.8667 },
  { city: 'Verona', province: 'VR', latitude: 45.4384, longitude: 10.9916 },
  { city: 'Bergamo', province: 'BG', latitude: 45.6983, longitude: 9.6773 },
  { city: 'Brescia', province: 'BS', latitude: 45.5416, longitude: 10.2118 },
  { city: 'Monza', province: 'MB', latitude: 45.5845, longitude: 9.2744 },
  { city: 'Sesto San Giovanni', province: 'MI', latitude: 45.533, longitude: 9.23 },
  { city: 'Padova', province: 'PD', latitude: 45.4064, longitude: 11.8768 },
  { city: 'Trieste', province: 'TS', latitude: 45.6495, longitude: 13.7768 },
  { city: 'Cagliari', province: 'CA', latitude: 39.2238, longitude: 9.1217 },
  { city: 'Catania', province: 'CT', latitude: 37.5079, longitude: 15.083 },
  { city: 'Pavia', province: 'PV', latitude: 45.1847, longitude: 9.1582 },
  { city: 'Como', province: 'CO', latitude: 45.8081, longitude: 9.0852 },
];

const street = (name: string, city: string, latitude: number, longitude: number): Street => ({
  street: name,
  city,
  latitude,
  longitude,
});

/** Streets, Milan first (the demo venues: Via Torino, Navigli, Isola). */
const STREETS: Street[] = [
  street('Via Torino', 'Milano', 45.462, 9.186),
  street('Via Dante', 'Milano', 45.4667, 9.1848),
  street('Piazza del Duomo', 'Milano', 45.4642, 9.19),
  street('Corso Vittorio Emanuele II', 'Milano', 45.4655, 9.1935),
  street('Via Montenapoleone', 'Milano', 45.4685, 9.1958),
  street('Via Manzoni', 'Milano', 45.4705, 9.1925),
  street('Corso Venezia', 'Milano', 45.4725, 9.2015),
  street('Corso Buenos Aires', 'Milano', 45.479, 9.211),
  street('Piazzale Loreto', 'Milano', 45.4858, 9.2165),
  street('Viale Monza', 'Milano', 45.4985, 9.2235),
  street('Via Padova', 'Milano', 45.4955, 9.229),
  street('Viale Abruzzi', 'Milano', 45.4795, 9.216),
  street('Corso Como', 'Milano', 45.4818, 9.1872),
  street('Corso Garibaldi', 'Milano', 45.4775, 9.1843),
  street('Via Solferino', 'Milano', 45.4765, 9.1868),
  street('Via Fiori Chiari', 'Milano', 45.472, 9.1872),
  street('Via Pietro Borsieri', 'Milano', 45.4887, 9.1893),
  street('Via Paolo Sarpi', 'Milano', 45.48, 9.1765),
  street('Corso Sempione', 'Milano', 45.479, 9.166),
  street('Corso Magenta', 'Milano', 45.4658, 9.176),
  street('Via Marghera', 'Milano', 45.469, 9.154),
  street('Via Washington', 'Milano', 45.465, 9.1575),
  street('Viale Papiniano', 'Milano', 45.4585, 9.1685),
  street('Via Vigevano', 'Milano', 45.4555, 9.175),
  street('Alzaia Naviglio Grande', 'Milano', 45.4515, 9.1725),
  street('Ripa di Porta Ticinese', 'Milano', 45.4515, 9.169),
  street('Via Tortona', 'Milano', 45.4545, 9.1645),
  street('Corso di Porta Ticinese', 'Milano', 45.457, 9.1815),
  street('Corso San Gottardo', 'Milano', 45.45, 9.18),
  street('Corso Italia', 'Milano', 45.458, 9.1895),
  street('Corso di Porta Romana', 'Milano', 45.457, 9.198),
  street('Corso Lodi', 'Milano', 45.446, 9.2085),
  street('Via Ripamonti', 'Milano', 45.44, 9.2),
  street('Corso XXII Marzo', 'Milano', 45.463, 9.214),
  street('Via Lorenteggio', 'Milano', 45.452, 9.132),
  street('Viale Fulvio Testi', 'Milano', 45.515, 9.205),
  street('Via del Corso', 'Roma', 41.901, 12.4805),
  street('Via Nazionale', 'Roma', 41.9005, 12.493),
  street('Via Cavour', 'Roma', 41.896, 12.494),
  street('Via Roma', 'Torino', 45.068, 7.683),
  street('Via Po', 'Torino', 45.068, 7.692),
  street('Corso Vittorio Emanuele II', 'Torino', 45.062, 7.68),
  street('Via Toledo', 'Napoli', 40.843, 14.249),
  street('Corso Umberto I', 'Napoli', 40.8485, 14.262),
  street('Via dei Calzaiuoli', 'Firenze', 43.7715, 11.255),
  street('Via Roma', 'Firenze', 43.772, 11.2545),
  street("Via dell'Indipendenza", 'Bologna', 44.4985, 11.3435),
  street('Via Rizzoli', 'Bologna', 44.494, 11.345),
  street('Strada Nova', 'Venezia', 45.4412, 12.334),
  street('Via XX Settembre', 'Genova', 44.4055, 8.9395),
  street('Via Roma', 'Genova', 44.408, 8.9355),
  street('Via Maqueda', 'Palermo', 38.117, 13.361),
  street('Via Roma', 'Palermo', 38.119, 13.363),
  street('Via Sparano da Bari', 'Bari', 41.1225, 16.87),
  street('Via Mazzini', 'Verona', 45.441, 10.9965),
  street('Via XX Settembre', 'Bergamo', 45.695, 9.669),
  street('Corso Zanardelli', 'Brescia', 45.5385, 10.2195),
  street('Via Italia', 'Monza', 45.583, 9.274),
  street('Via Roma', 'Padova', 45.404, 11.877),
  street('Corso Italia', 'Trieste', 45.65, 13.773),
  street('Via Roma', 'Cagliari', 39.215, 9.112),
  street('Via Etnea', 'Catania', 37.506, 15.086),
  street('Strada Nuova', 'Pavia', 45.186, 9.156),
  street('Via Vittorio Emanuele II', 'Como', 45.81, 9.085),
];

const ABBREVIATIONS: Record<string, string> = {
  v: 'via',
  'v.': 'via',
  'v.le': 'viale',
  vle: 'viale',
  'c.so': 'corso',
  cso: 'corso',
  'p.za': 'piazza',
  'p.zza': 'piazza',
  pza: 'piazza',
  'p.le': 'piazzale',
  ple: 'piazzale',
};

/** Lower case, no accents, abbreviations expanded, punctuation as spaces. */
export function normalizePlace(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((word) => ABBREVIATIONS[word] ?? word)
    .flatMap((word) => word.split(/[^a-z0-9]+/))
    .filter(Boolean);
}

const isHouseNumber = (word: string) => /^\d+[a-z]?$/.test(word) || word === 'n';

const cityByName = new Map(CITIES.map((c) => [normalizePlace(c.city).join(' '), c]));
const indexed = STREETS.map((s) => {
  const city = cityByName.get(normalizePlace(s.city).join(' '));
  if (!city) throw new Error(`Offline maps: unknown city ${s.city}`);
  const streetWords = normalizePlace(s.street);
  return {
    ...s,
    province: city.province,
    streetKey: streetWords.join(' '),
    words: [...streetWords, ...normalizePlace(s.city), city.province.toLowerCase()],
  };
});

export class OfflineMapsProvider implements MapsProvider {
  readonly estimated = true;

  async suggest(query: string, limit = DEFAULT_SUGGESTIONS): Promise<AddressSuggestion[]> {
    const words = normalizePlace(query).filter((w) => !isHouseNumber(w));
    if (words.length === 0) return [];
    const count = Math.min(Math.max(1, Math.trunc(limit)), MAX_SUGGESTIONS);
    const typed = words.join(' ');
    return indexed
      .filter((s) => words.every((w) => s.words.some((candidate) => candidate.startsWith(w))))
      .map((s, order) => ({ s, order, rank: s.streetKey.startsWith(typed) ? 0 : 1 }))
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .slice(0, count)
      .map(({ s }) => ({
        address: s.street,
        city: s.city,
        province: s.province,
        label: `${s.street}, ${s.city} (${s.province})`,
      }));
  }

  async geocode(address: { address: string; number?: string; city: string }): Promise<Coordinates | null> {
    const cityKey = normalizePlace(address.city).join(' ');
    const city = cityByName.get(cityKey);
    if (!city) return null;
    const streetKey = normalizePlace(address.address)
      .filter((w) => !isHouseNumber(w))
      .join(' ');
    const known = indexed.find((s) => s.city === city.city && s.streetKey === streetKey);
    const point = known ?? city;
    return { latitude: point.latitude, longitude: point.longitude };
  }

  async drivingDistancesKm(origins: Coordinates[], destination: Coordinates): Promise<(number | null)[]> {
    return origins.map((origin) => Math.round(haversineKm(origin, destination) * ROAD_FACTOR * 100) / 100);
  }
}
