// A link or QR code to a venue's menu (spec 001 §2 route guard rule 2):
// /main/menu?company=demo&seatWebId=1&menuWebId=1[&table=12] opened on a phone, with or
// without a journey of its own. The guard lets it through; this starts the journey the link
// stands for, so the menu shows instead of the home page. With a table number the diner orders at that
// table (dine-in, the table question already answered); without one the venue's digital
// menu is browsed (or dine-in when the venue offers only that).
import type { SeatWeb } from '@tavola/domain/entities';
import { OrderType } from '@tavola/domain/enums';
import { tableNumberOfLink } from '@tavola/domain/table-order-rules';
import type { OrderingState } from './ordering-store';

/** The menu route, below the language prefix: the only address a menu link starts a journey on. */
export const MENU_PATH = /^\/main\/menu\/?$/;

export interface MenuLinkJourney {
  orderType: OrderType;
  menuWebId: number;
  tableNumber: string | null;
}

const positiveId = (value: string | null) =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** The menu the address names (?menuWebId=), if any. */
function menuWebIdOfLink(params: URLSearchParams): number | null {
  return positiveId(params.get('menuWebId'));
}

/** The journey's menu; a menu named by the address counts when the journey has none yet (a shared link, a reload). */
export function chosenMenuWebId(journeyMenuWebId: number | null, search: string): number | null {
  return journeyMenuWebId ?? menuWebIdOfLink(new URLSearchParams(search));
}

/** The journey a menu address asks for, or null when it is not a menu link this venue can serve. */
export function menuLinkJourney(search: string, seatWeb: SeatWeb | null): MenuLinkJourney | null {
  if (!seatWeb) return null;
  const params = new URLSearchParams(search);
  const menuWebId = menuWebIdOfLink(params);
  if (menuWebId == null) return null;
  const linked = tableNumberOfLink(params.get('table'));
  const tableNumber = linked == null ? null : String(linked);
  let orderType: OrderType | null = null;
  if (tableNumber != null && seatWeb.localOrderEnabled) orderType = OrderType.AlTavolo;
  else if (seatWeb.digitalMenuEnabled) orderType = OrderType.DigitalMenu;
  else if (seatWeb.localOrderEnabled) orderType = OrderType.AlTavolo;
  return orderType == null ? null : { orderType, menuWebId, tableNumber };
}

/**
 * A link from outside the app (a QR code, a shared or bookmarked link) names the company or the
 * venue; the app's own way to the menu names only the menu (menu selection: ?menuWebId=).
 */
function namesTheVenue(params: URLSearchParams): boolean {
  return params.has('company') || params.has('seatWebId');
}

/**
 * The journey a menu link starts on arrival, or null when the diner's own journey goes on.
 * A link from outside the app starts its own journey, whatever this browser chose before (a
 * booking, another order type or menu, another table): only the same journey, as a reload of
 * the link finds it, goes on. The app's own address of a menu keeps a journey at this venue,
 * unless it names a table the journey does not have yet.
 */
export function menuLinkToStart(
  pathname: string,
  search: string,
  seatWeb: SeatWeb | null,
  ordering: Pick<OrderingState, 'orderType' | 'seatWebId' | 'tableNumber' | 'menuWebId'>,
): MenuLinkJourney | null {
  const link = MENU_PATH.test(pathname) ? menuLinkJourney(search, seatWeb) : null;
  if (!link) return null;
  const sameVenue = ordering.orderType != null && seatWeb?.seatWebId === ordering.seatWebId;
  if (namesTheVenue(new URLSearchParams(search))) {
    const sameJourney =
      sameVenue &&
      ordering.orderType === link.orderType &&
      ordering.menuWebId === link.menuWebId &&
      (link.tableNumber == null || ordering.tableNumber === link.tableNumber);
    return sameJourney ? null : link;
  }
  const newTable =
    link.tableNumber != null &&
    (ordering.tableNumber !== link.tableNumber || ordering.orderType !== OrderType.AlTavolo);
  return !sameVenue || newTable ? link : null;
}
