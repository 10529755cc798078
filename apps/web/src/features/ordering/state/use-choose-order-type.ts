// The order-type choice of the home page (spec 000 §2 "Navigation after the choice", §4
// "Order-type flow"): tell the server about a venue change when the venue can change, record
// the choice, then go on to the journey's first screen.
import type { SeatWeb } from '@tavola/domain/entities';
import { OrderType } from '@tavola/domain/enums';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useAppContext } from '../../../lib/app-context';
import { connectToSeatWeb } from '../api/connect-to-seat-web';
import { isDemoMode } from '../lib/demo-mode';
import { choiceChanged, journeyReset, updateOrdering } from './ordering-store';
import { markSessionVenue } from './session-venue';

/** Where the journey starts after the choice (spec 000 §2). */
export function firstScreenFor(orderType: OrderType, demoMode: boolean): string {
  if (demoMode && orderType !== OrderType.PrenotaUnTavolo) return '/main/menu';
  switch (orderType) {
    case OrderType.PrenotaUnTavolo:
      return '/main/book-table';
    case OrderType.DigitalMenu:
    case OrderType.AlTavolo:
      return '/main/menu-selection';
    case OrderType.Asporto:
    case OrderType.Consegna:
      return '/main/day-selection';
  }
}

export interface OrderTypeChoice {
  orderType: OrderType;
  seatWeb: SeatWeb;
}

/** errorInline: the caller shows the error itself (the order-type card); otherwise it is notified. */
export function useChooseOrderType({ errorInline = false }: { errorInline?: boolean } = {}) {
  const context = useAppContext();
  const navigate = useNavigate();
  const demoMode = isDemoMode(context.settings, context.company.urlName);

  return useMutation({
    meta: { errorInline },
    mutationFn: async ({ seatWeb }: OrderTypeChoice): Promise<SeatWeb> =>
      // Spec 001 §7: the venue change goes to the server only when the venue can change; the
      // answer becomes the current venue.
      context.canChangeSeatWeb ? connectToSeatWeb(seatWeb.seatWebId) : seatWeb,
    onSuccess: (seatWeb, { orderType }) => {
      if (context.canChangeSeatWeb) markSessionVenue(seatWeb.seatWebId);
      updateOrdering(context.company.urlName, (state) => ({
        ...(choiceChanged(state, orderType, seatWeb.seatWebId) ? journeyReset() : {}),
        orderType,
        seatWebId: seatWeb.seatWebId,
        // Demo mode fixes the menu (spec 000 §9 "a fixed menu id from the settings").
        ...(demoMode && context.settings.demo.menuWebId != null
          ? { menuWebId: context.settings.demo.menuWebId, isMenuWebFixed: true }
          : {}),
      }));
      context.selectOrderType(orderType, seatWeb);
      void navigate(firstScreenFor(orderType, demoMode));
    },
  });
}
