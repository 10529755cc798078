// Which order-type cards the home page shows (spec 000 §2 "Order-type selection", spec 001
// §2 "Order-type chooser"), in the spec's order.
import type { Company, SeatWeb } from '@tavola/domain/entities';
import { OrderType } from '@tavola/domain/enums';

export type OrderTypeName = keyof typeof OrderType;

export interface OrderTypeOption {
  orderType: OrderType;
  /** The enum name, also the i18n key of the default title and subtitle. */
  name: OrderTypeName;
  seatWebs: SeatWeb[];
  /** The venue's own title and subtitle, used when the card has exactly one venue. */
  customTitle: string | null;
  customSubtitle: string | null;
}

interface Source {
  name: OrderTypeName;
  seatWebs(company: Company): SeatWeb[];
  title(seatWeb: SeatWeb): string | null;
  subtitle(seatWeb: SeatWeb): string | null;
}

const none = () => null;

// Table reservation has no custom texts in the venue settings.
const sources: Source[] = [
  { name: 'PrenotaUnTavolo', seatWebs: (c) => c.tableReservation, title: none, subtitle: none },
  { name: 'DigitalMenu', seatWebs: (c) => c.digitalMenu, title: (s) => s.digitalMenuTitle, subtitle: (s) => s.digitalMenuSubtitle },
  { name: 'AlTavolo', seatWebs: (c) => c.local, title: (s) => s.localOrderTitle, subtitle: (s) => s.localOrderSubtitle },
  { name: 'Asporto', seatWebs: (c) => c.takeAway, title: (s) => s.takeawayTitle, subtitle: (s) => s.takeawaySubtitle },
  { name: 'Consegna', seatWebs: (c) => c.delivery, title: (s) => s.deliveryTitle, subtitle: (s) => s.deliverySubtitle },
];

/**
 * One option per order type the company offers. With a fixed venue (the address chose it,
 * spec 000 §4) only that venue's order types and only that venue are offered.
 */
export function orderTypeOptions(company: Company, fixedSeatWeb: SeatWeb | null): OrderTypeOption[] {
  return sources.flatMap((source) => {
    const seatWebs = source
      .seatWebs(company)
      .filter((s) => !fixedSeatWeb || s.seatWebId === fixedSeatWeb.seatWebId);
    if (seatWebs.length === 0) return [];
    const only = seatWebs.length === 1 ? seatWebs[0] : null;
    return [
      {
        orderType: OrderType[source.name],
        name: source.name,
        seatWebs,
        customTitle: (only && source.title(only)?.trim()) || null,
        customSubtitle: (only && source.subtitle(only)?.trim()) || null,
      },
    ];
  });
}
