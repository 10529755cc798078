// What the journey's order type decides of its screens and its menu: read by the journey
// (use-ordering.ts) and by startup's first menu (first-menu.ts), which must not load the
// journey's hooks and their order-building code into the first load.
import { menuPublicationStatusFor, OrderType } from '@tavola/domain/enums';

export interface OrderTypeTraits {
  /** Menu publication status of the order type (spec 000 §3), null without an ordering type. */
  menuPublicationStatus: number | null;
  /** Digital-menu mode: browse only, no cart and no product detail (spec 000 §2). */
  isDigitalMenu: boolean;
  /** Takeaway or delivery: these choose a day, a frame and a time. */
  needsDayAndTime: boolean;
}

export function orderTypeTraits(orderType: OrderType | null): OrderTypeTraits {
  return {
    menuPublicationStatus:
      orderType != null && orderType !== OrderType.PrenotaUnTavolo ? menuPublicationStatusFor(orderType) : null,
    isDigitalMenu: orderType === OrderType.DigitalMenu,
    needsDayAndTime: orderType === OrderType.Asporto || orderType === OrderType.Consegna,
  };
}
