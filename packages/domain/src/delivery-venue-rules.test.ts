import { describe, expect, it } from 'vitest';
import { haversineKm, nearestDeliverySeatWeb, type DeliveryVenueCandidate } from './delivery-venue-rules';

type Venue = DeliveryVenueCandidate & { seatWebId: number };
const venue = (seatWebId: number, overrides: Partial<Venue> = {}): Venue => ({
  seatWebId,
  latitude: 45.46,
  longitude: 9.19,
  deliveryEnabled: true,
  enabled: true,
  deliveryRadius: 5,
  distanceKm: 2,
  ...overrides,
});

describe('nearestDeliverySeatWeb', () => {
  it('picks the nearest venue by driving distance', () => {
    const found = nearestDeliverySeatWeb([
      venue(1, { distanceKm: 3 }),
      venue(2, { distanceKm: 1.2 }),
      venue(3, { distanceKm: 4 }),
    ]);
    expect(found?.seatWebId).toBe(2);
  });

  it('keeps the first venue on a tie', () => {
    expect(nearestDeliverySeatWeb([venue(1, { distanceKm: 2 }), venue(2, { distanceKm: 2 })])?.seatWebId).toBe(1);
  });

  it('excludes a venue whose delivery radius is smaller than the distance (equal still delivers)', () => {
    expect(
      nearestDeliverySeatWeb([
        venue(1, { distanceKm: 1, deliveryRadius: 0.5 }),
        venue(2, { distanceKm: 4, deliveryRadius: 8 }),
      ])?.seatWebId,
    ).toBe(2);
    expect(nearestDeliverySeatWeb([venue(1, { distanceKm: 5, deliveryRadius: 5 })])?.seatWebId).toBe(1);
  });

  it('counts only venues with coordinates, delivering, enabled and with a route', () => {
    expect(
      nearestDeliverySeatWeb([
        venue(1, { latitude: null, distanceKm: 0.1 }),
        venue(2, { longitude: null, distanceKm: 0.1 }),
        venue(3, { deliveryEnabled: false, distanceKm: 0.2 }),
        venue(4, { enabled: false, distanceKm: 0.3 }),
        venue(5, { distanceKm: null }),
        venue(6, { distanceKm: 3 }),
      ])?.seatWebId,
    ).toBe(6);
  });

  it('gives null when no venue qualifies', () => {
    expect(nearestDeliverySeatWeb([])).toBeNull();
    expect(nearestDeliverySeatWeb([venue(1, { distanceKm: 480 })])).toBeNull();
  });
});

describe('haversineKm', () => {
  it('measures straight-line distances', () => {
    const duomo = { latitude: 45.4642, longitude: 9.19 };
    expect(haversineKm(duomo, duomo)).toBe(0);
    // Milano Duomo to Roma Piazza Venezia: about 477 km.
    expect(haversineKm(duomo, { latitude: 41.8959, longitude: 12.4823 })).toBeGreaterThan(470);
    expect(haversineKm(duomo, { latitude: 41.8959, longitude: 12.4823 })).toBeLessThan(485);
    // One hundredth of a degree of latitude is about 1.11 km.
    expect(haversineKm(duomo, { latitude: 45.4742, longitude: 9.19 })).toBeCloseTo(1.112, 2);
  });
});
