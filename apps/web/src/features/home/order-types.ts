// Which order-type cards the home page shows (spec 000 §2 "Order-type selection", spec 001
// §2 "Order-type chooser"), in the spec's order.
import type { Company, SeatWeb } from '@tavola/domain/entities';
import { OrderType } from '@tavola/domain/enums';
import { customTexts, type OrderTypeName } from '../../lib/order-type-texts';

export interface OrderTypeOption {
  orderType: OrderType;
  /** The enum name, also the i18n key of the default title and subtitle. */
  name: OrderTypeName;
  seatWebs: SeatWeb[];
  /** The venue's own title and subtitle, used when the card has exactly one venue. */
  customTitle: string | null;
  customSubtitle: string | null;
}

const sources: { name: OrderTypeName; seatWebs(company: Company): SeatWeb[] }[] = [
  { name: 'PrenotaUnTavolo', seatWebs: (c) => c.tableReservation },
  { name: 'DigitalMenu', seatWebs: (c) => c.digitalMenu },
  { name: 'AlTavolo', seatWebs: (c) => c.local },
  { name: 'Asporto', seatWebs: (c) => c.takeAway },
  { name: 'Consegna', seatWebs: (c) => c.delivery },
];

/**
 * One option per order type the company offers. With a fixed venue (the address chose it,
 * spec 000 §4) only that venue's order types and only that venue are offered.
 */
export function orderTypeOptions(company: Company, fixedSeatWeb: SeatWeb | null): OrderTypeOption[] {
  return sources.flatMap((source) => {
    const seatWebs = source.seatWebs(company).filter((s) => !fixedSeatWeb || s.seatWebId === fixedSeatWeb.seatWebId);
    if (seatWebs.length === 0) return [];
    const orderType = OrderType[source.name];
    const custom = seatWebs.length === 1 ? customTexts(seatWebs[0], orderType) : { title: null, subtitle: null };
    return [{ orderType, name: source.name, seatWebs, customTitle: custom.title, customSubtitle: custom.subtitle }];
  });
}
