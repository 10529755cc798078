// The menu of a page load that opens on the menu (a QR code on the table, a shared link, a
// reload): asked for as soon as startup answers, rather than after React has drawn the app,
// the journey's frame and the menu page (the menu's largest paint waited on that
// chain). The menu page then finds its query already under way: same rules, same query key.
import type { QueryClient } from '@tanstack/react-query';
import type { AppState } from '../../../lib/app-context';
import { menuQuery, menuSourceFor } from '../api/get-menu';
import { orderTypeTraits } from '../lib/order-type-traits';
import { chosenMenuWebId, MENU_PATH, menuLinkToStart } from './menu-link';
import { journeyGoesOn, journeyOrderType, orderingStateFor } from './ordering-store';
import { needsSessionVenue } from './session-venue';

/** The menu call the menu page will make on arriving at `pathname` (below the language prefix), or null. */
export function firstMenuQuery(state: AppState, pathname: string, search: string) {
  const { seatWeb } = state;
  if (!seatWeb || !MENU_PATH.test(pathname) || needsSessionVenue(state.canChangeSeatWeb, seatWeb.seatWebId))
    return null;
  const stored = orderingStateFor(state.company.urlName);
  const ordering = { ...stored, orderType: journeyOrderType(stored, state.orderType) };
  const link = menuLinkToStart(pathname, search, seatWeb, ordering);
  // As the journey's frame does: a link starts its journey, else the stored one goes on at
  // its own venue, else the diner is sent home and no menu is shown.
  const journey = link
    ? { orderType: link.orderType, menuWebId: link.menuWebId, timeFrameRequested: null }
    : journeyGoesOn(ordering, seatWeb)
      ? ordering
      : null;
  if (!journey) return null;
  const source = menuSourceFor({
    ...orderTypeTraits(journey.orderType),
    timeFrameRequested: journey.timeFrameRequested,
    menuWebId: chosenMenuWebId(journey.menuWebId, search),
  });
  return source ? menuQuery(seatWeb.seatWebId, source) : null;
}

export function prefetchFirstMenu(queryClient: QueryClient, state: AppState, pathname: string, search: string) {
  const query = firstMenuQuery(state, pathname, search);
  if (query) void queryClient.prefetchQuery(query);
}
