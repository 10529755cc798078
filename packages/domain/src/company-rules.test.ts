import { describe, expect, it } from 'vitest';
import { endOfServiceStatus, footerLegalLine, isOnlyDigitalMenu, seatWebOffers } from './company-rules';
import { OrderType } from './enums';

const venue = (over: Partial<Parameters<typeof seatWebOffers>[0]> = {}) => ({
  tableReservationEnabled: false,
  digitalMenuEnabled: false,
  localOrderEnabled: false,
  takeawayEnabled: false,
  deliveryEnabled: false,
  ...over,
});

describe('endOfServiceStatus', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('is not past with no date, a future date or an unreadable one', () => {
    expect(endOfServiceStatus(null, now)).toEqual({ isCompanyEndOfService: false, daysPastEndOfService: 0 });
    expect(endOfServiceStatus('2027-01-01', now).isCompanyEndOfService).toBe(false);
    expect(endOfServiceStatus('not a date', now).isCompanyEndOfService).toBe(false);
  });
  it('counts whole days past, 0 on the same day', () => {
    expect(endOfServiceStatus('2026-11-21T06:00:00Z', now)).toEqual({
      isCompanyEndOfService: true,
      daysPastEndOfService: 0,
    });
    expect(endOfServiceStatus('2026-09-21', now)).toEqual({ isCompanyEndOfService: true, daysPastEndOfService: 61 });
  });
});

describe('seatWebOffers', () => {
  it('reads the flag of each order type', () => {
    expect(seatWebOffers(venue({ takeawayEnabled: true }), OrderType.Asporto)).toBe(true);
    expect(seatWebOffers(venue({ takeawayEnabled: true }), OrderType.Consegna)).toBe(false);
    expect(seatWebOffers(venue({ localOrderEnabled: true }), OrderType.AlTavolo)).toBe(true);
    expect(seatWebOffers(venue({ digitalMenuEnabled: true }), OrderType.DigitalMenu)).toBe(true);
    expect(seatWebOffers(venue({ tableReservationEnabled: true }), OrderType.PrenotaUnTavolo)).toBe(true);
  });
});

describe('isOnlyDigitalMenu', () => {
  it('is true only when every offering venue offers just the digital menu', () => {
    expect(isOnlyDigitalMenu([venue({ digitalMenuEnabled: true })])).toBe(true);
    expect(isOnlyDigitalMenu([venue({ digitalMenuEnabled: true }), venue()])).toBe(true);
    expect(isOnlyDigitalMenu([venue({ digitalMenuEnabled: true }), venue({ takeawayEnabled: true })])).toBe(false);
    expect(isOnlyDigitalMenu([venue({ digitalMenuEnabled: true, localOrderEnabled: true })])).toBe(false);
    expect(isOnlyDigitalMenu([])).toBe(false);
  });
});

describe('footerLegalLine', () => {
  it('prints the footer line with the VAT number and the registered office', () => {
    expect(
      footerLegalLine({
        tradeName: 'Mario',
        businessName: 'Mario S.r.l.',
        vatNumber: '01234567897',
        registeredOffice: 'Via Roma 1, Milano',
      }),
    ).toBe('Mario S.r.l. — P. IVA 01234567897 — Via Roma 1, Milano');
    expect(footerLegalLine({ tradeName: 'Mario', businessName: null })).toBe('Mario');
  });
});
