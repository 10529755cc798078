// The venue form's rules: accepted payments as the spec's text, an offered order
// type needs a payment method, delivery needs a radius, the urlName of a new restaurant.
import { describe, expect, it } from 'vitest';
import {
  emptyVenueInput,
  formatAcceptedPayments,
  operatorCompanyInputSchema,
  parseAcceptedPayments,
  venueInputSchema,
} from './venue-admin';

const venue = { ...emptyVenueInput(), name: 'Da Mario', address: 'Via Torino 5', city: 'Milano' };

describe('accepted payments', () => {
  it("reads the spec's text and writes it back ('All' when every code is ticked)", () => {
    expect(parseAcceptedPayments('All')).toEqual(['C', 'T', 'P', 'S', 'U', 'N']);
    expect(parseAcceptedPayments('C, T,X')).toEqual(['C', 'T']);
    expect(parseAcceptedPayments('')).toEqual([]);
    expect(formatAcceptedPayments(['T', 'C'])).toBe('C,T');
    expect(formatAcceptedPayments(['N', 'U', 'S', 'P', 'T', 'C'])).toBe('All');
  });
});

describe('venueInputSchema', () => {
  it('accepts the new-venue defaults once named and placed', () => {
    expect(venueInputSchema.safeParse(venue).success).toBe(true);
  });

  it('an order type offered needs a payment method; one not offered does not', () => {
    const offered = venueInputSchema.safeParse({ ...venue, takeawayEnabled: true, takeawayAcceptedPayments: [] });
    expect(offered.success).toBe(false);
    expect(offered.error?.issues[0].path).toEqual(['takeawayAcceptedPayments']);
    expect(venueInputSchema.safeParse({ ...venue, deliveryEnabled: false, deliveryAcceptedPayments: [] }).success).toBe(
      true,
    );
  });

  it('delivery needs a radius within 100 km; amounts stay within the price range', () => {
    expect(venueInputSchema.safeParse({ ...venue, deliveryEnabled: true, deliveryRadius: 0 }).success).toBe(false);
    expect(venueInputSchema.safeParse({ ...venue, deliveryEnabled: true, deliveryRadius: 5 }).success).toBe(true);
    expect(venueInputSchema.safeParse({ ...venue, deliveryRadius: 100.5 }).success).toBe(false);
    expect(venueInputSchema.safeParse({ ...venue, deliveryMinimumOrder: 10.005 }).success).toBe(false);
  });

  it('a logo is a picture served by the app itself', () => {
    expect(venueInputSchema.safeParse({ ...venue, logo: '/media/menu/1/a.webp' }).success).toBe(true);
    expect(venueInputSchema.safeParse({ ...venue, logo: '/images/logo-demo.svg' }).success).toBe(true);
    for (const logo of ['https://evil.example/x.png', '/media/../secret', '//evil.example/x.png']) {
      expect(venueInputSchema.safeParse({ ...venue, logo }).success, logo).toBe(false);
    }
  });
});

describe('operatorCompanyInputSchema', () => {
  it('urlName: lower-case letters, digits and inner dashes', () => {
    const ok = (urlName: string) =>
      operatorCompanyInputSchema.safeParse({ urlName, tradeName: 'X', ownerEmail: 'a@b.it' }).success;
    expect(ok('trattoria-da-mario')).toBe(true);
    expect(ok('bar2')).toBe(true);
    for (const bad of ['Trattoria', 'con spazi', '-inizio', 'fine-', 'à-la-carte', 'x'.repeat(51)])
      expect(ok(bad), bad).toBe(false);
  });
});
