// Titles of an order type: the venue's custom title and subtitle (spec 000 §2, §3) or the
// default copy of the order-type cards. Shared by the home cards, the ordering toolbar and the
// venue info modal; table reservation has no custom texts.
import type { SeatWeb } from '@tavola/domain/entities';
import { OrderType } from '@tavola/domain/enums';

export type OrderTypeName = keyof typeof OrderType;

export function orderTypeName(orderType: OrderType): OrderTypeName {
  return (Object.keys(OrderType) as OrderTypeName[]).find((name) => OrderType[name] === orderType)!;
}

export function customTexts(seatWeb: SeatWeb, orderType: OrderType): { title: string | null; subtitle: string | null } {
  const pick = (title: string | null, subtitle: string | null) => ({
    title: title?.trim() || null,
    subtitle: subtitle?.trim() || null,
  });
  switch (orderType) {
    case OrderType.DigitalMenu:
      return pick(seatWeb.digitalMenuTitle, seatWeb.digitalMenuSubtitle);
    case OrderType.AlTavolo:
      return pick(seatWeb.localOrderTitle, seatWeb.localOrderSubtitle);
    case OrderType.Asporto:
      return pick(seatWeb.takeawayTitle, seatWeb.takeawaySubtitle);
    case OrderType.Consegna:
      return pick(seatWeb.deliveryTitle, seatWeb.deliverySubtitle);
    default:
      return { title: null, subtitle: null };
  }
}

/** 'Via Torino 21, 20123 Milano (MI)' */
export function seatWebAddress(seatWeb: SeatWeb): string {
  const city = [seatWeb.zipCode, seatWeb.city].filter(Boolean).join(' ');
  const province = seatWeb.province ? ` (${seatWeb.province})` : '';
  return [seatWeb.address, city ? city + province : ''].filter(Boolean).join(', ');
}
