import { describe, expect, it } from 'vitest';
import { haversineKm } from '@tavola/domain/delivery-venue-rules';
import { createMapsProvider } from './maps-provider';
import { MAX_SUGGESTIONS, normalizePlace, OfflineMapsProvider, ROAD_FACTOR } from './offline-maps-provider';

const maps = new OfflineMapsProvider();

describe('OfflineMapsProvider.suggest', () => {
  it('finds streets by any word prefix, accents and case ignored, house numbers dropped', async () => {
    expect(await maps.suggest('via torino')).toEqual([
      { address: 'Via Torino', city: 'Milano', province: 'MI', label: 'Via Torino, Milano (MI)' },
      // Every word matches the city too: the streets named 'Via ...' of Torino follow.
      { address: 'Via Roma', city: 'Torino', province: 'TO', label: 'Via Roma, Torino (TO)' },
      { address: 'Via Po', city: 'Torino', province: 'TO', label: 'Via Po, Torino (TO)' },
    ]);
    expect((await maps.suggest('buenos 12')).map((s) => s.address)).toEqual(['Corso Buenos Aires']);
    expect((await maps.suggest("VIA DELL'INDIPENDENZA")).map((s) => s.city)).toEqual(['Bologna']);
    expect((await maps.suggest('c.so como')).map((s) => s.address)).toEqual(['Corso Como']);
  });

  it('ranks streets starting with the text first, then the list order, and limits the count', async () => {
    const torino = await maps.suggest('torino', 10);
    expect(torino[0].address).toBe('Via Torino');
    expect(torino.slice(1).every((s) => s.city === 'Torino')).toBe(true);
    expect(await maps.suggest('via roma', 3)).toHaveLength(3);
    expect(await maps.suggest('via', 50)).toHaveLength(MAX_SUGGESTIONS);
    expect(await maps.suggest('via')).toHaveLength(5);
  });

  it('gives nothing for unknown places or only a number', async () => {
    expect(await maps.suggest('rue de rivoli')).toEqual([]);
    expect(await maps.suggest('12')).toEqual([]);
  });
});

describe('OfflineMapsProvider.geocode', () => {
  it('places a known street, whatever the house number', async () => {
    const a = await maps.geocode({ address: 'Via Torino', number: '10', city: 'Milano' });
    const b = await maps.geocode({ address: 'via torino 99', city: 'MILANO' });
    expect(a).toEqual({ latitude: 45.462, longitude: 9.186 });
    expect(b).toEqual(a);
  });

  it('falls back to the city centre for an unknown street of a known city, and to null otherwise', async () => {
    expect(await maps.geocode({ address: 'Via Sconosciuta', number: '1', city: 'Roma' })).toEqual({
      latitude: 41.8959,
      longitude: 12.4823,
    });
    expect(await maps.geocode({ address: 'Via Torino', number: '1', city: 'Atlantide' })).toBeNull();
  });
});

describe('OfflineMapsProvider.drivingDistancesKm', () => {
  it(`estimates the straight-line distance × ${ROAD_FACTOR}`, async () => {
    const duomo = { latitude: 45.4642, longitude: 9.19 };
    const navigli = { latitude: 45.4514, longitude: 9.1733 };
    const [d, zero] = await maps.drivingDistancesKm([navigli, duomo], duomo);
    expect(d).toBeCloseTo(haversineKm(navigli, duomo) * ROAD_FACTOR, 2);
    expect(zero).toBe(0);
    expect(maps.estimated).toBe(true);
  });
});

describe('createMapsProvider', () => {
  it("gives the offline provider for MAPS_PROVIDER 'offline'", () => {
    expect(createMapsProvider({ MAPS_PROVIDER: 'offline' })).toBeInstanceOf(OfflineMapsProvider);
  });
});

describe('normalizePlace', () => {
  it('expands abbreviations and drops accents and punctuation', () => {
    expect(normalizePlace('V.le Monza, 3')).toEqual(['viale', 'monza', '3']);
    expect(normalizePlace('Piazza Università (MI)')).toEqual(['piazza', 'universita']);
  });
});
