// A small cache in front of a real maps provider ("same address, same answer for a
// while"): the diner's typing, the venue search and the order save ask the same questions
// within minutes. Bounded (least recently used out first) and time-limited; failures are not
// kept, so a retry asks the provider again.
import type { Coordinates } from '@tavola/domain/delivery-venue-rules';
import type { AddressQuery, MapsProvider } from './maps-types';
import { normalizePlace } from './offline-maps-provider';

export const MAPS_CACHE_MAX_ENTRIES = 500;
export const MAPS_CACHE_TTL_MS = 15 * 60_000;

export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(
    private readonly maxEntries = MAPS_CACHE_MAX_ENTRIES,
    private readonly ttlMs = MAPS_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.now()) return undefined;
    this.entries.set(key, entry); // most recently used last
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = await load();
    this.set(key, value);
    return value;
  }
}

const words = (text: string | undefined) => normalizePlace(text ?? '').join(' ');
const point = (c: Coordinates) => `${c.latitude.toFixed(6)},${c.longitude.toFixed(6)}`;

export function withCache(
  provider: MapsProvider,
  options: { maxEntries?: number; ttlMs?: number; now?: () => number } = {},
): MapsProvider {
  const cache = () => new TtlCache<never>(options.maxEntries, options.ttlMs, options.now);
  const suggestions = cache() as TtlCache<Awaited<ReturnType<MapsProvider['suggest']>>>;
  const places = cache() as TtlCache<Coordinates | null>;
  const distances = cache() as TtlCache<(number | null)[]>;
  return {
    estimated: provider.estimated,
    // The session token only groups billing: the same text gets the same suggestions.
    suggest: (query, limit, sessionToken) =>
      suggestions.getOrLoad(`${words(query)}|${limit ?? ''}`, () => provider.suggest(query, limit, sessionToken)),
    geocode: (address: AddressQuery) =>
      places.getOrLoad(`${words(address.address)}|${words(address.number)}|${words(address.city)}`, () =>
        provider.geocode(address),
      ),
    drivingDistancesKm: (origins, destination) =>
      distances.getOrLoad(`${origins.map(point).join(';')}>${point(destination)}`, () =>
        provider.drivingDistancesKm(origins, destination),
      ),
  };
}
