// Company rules of spec 000 §4 and spec 001 §4 (startup).
import type { OrderType as OrderTypeValue } from './enums';
import { OrderType } from './enums';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A company is past end of service when endOfService is before now; the days past are
 * counted (whole days, 0 on the day itself). endOfService is an ISO date or date-time.
 */
export function endOfServiceStatus(endOfService: string | null, now: Date) {
  if (!endOfService) return { isCompanyEndOfService: false, daysPastEndOfService: 0 };
  const end = new Date(endOfService);
  if (Number.isNaN(end.getTime())) return { isCompanyEndOfService: false, daysPastEndOfService: 0 };
  const past = end.getTime() < now.getTime();
  return {
    isCompanyEndOfService: past,
    daysPastEndOfService: past ? Math.floor((now.getTime() - end.getTime()) / DAY_MS) : 0,
  };
}

/** Spec 001 §4: more than 60 days past end of service sends the visitor to the marketing site. */
export const END_OF_SERVICE_REDIRECT_DAYS = 60;

interface VenueCapabilities {
  tableReservationEnabled: boolean;
  digitalMenuEnabled: boolean;
  localOrderEnabled: boolean;
  takeawayEnabled: boolean;
  deliveryEnabled: boolean;
}

/** Whether a venue offers an order type. */
export function seatWebOffers(seatWeb: VenueCapabilities, orderType: OrderTypeValue): boolean {
  switch (orderType) {
    case OrderType.PrenotaUnTavolo:
      return seatWeb.tableReservationEnabled;
    case OrderType.DigitalMenu:
      return seatWeb.digitalMenuEnabled;
    case OrderType.AlTavolo:
      return seatWeb.localOrderEnabled;
    case OrderType.Asporto:
      return seatWeb.takeawayEnabled;
    case OrderType.Consegna:
      return seatWeb.deliveryEnabled;
  }
}

/** Spec 000 §4: a company offering only digital menus forces the order type to DigitalMenu. */
export function isOnlyDigitalMenu(seatWebs: VenueCapabilities[]): boolean {
  const enabled = seatWebs.filter(
    (s) =>
      s.digitalMenuEnabled ||
      s.localOrderEnabled ||
      s.takeawayEnabled ||
      s.deliveryEnabled ||
      s.tableReservationEnabled,
  );
  return (
    enabled.length > 0 &&
    enabled.every(
      (s) =>
        s.digitalMenuEnabled &&
        !s.localOrderEnabled &&
        !s.takeawayEnabled &&
        !s.deliveryEnabled &&
        !s.tableReservationEnabled,
    )
  );
}

/** The footer's legal line: business name (or trade name), VAT number, registered office. */
export function footerLegalLine(company: {
  tradeName: string;
  businessName: string | null;
  vatNumber?: string | null;
  registeredOffice?: string | null;
}): string {
  return [
    company.businessName ?? company.tradeName,
    company.vatNumber ? `P. IVA ${company.vatNumber}` : null,
    company.registeredOffice ?? null,
  ]
    .filter(Boolean)
    .join(' — ');
}
