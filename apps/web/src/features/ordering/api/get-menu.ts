// The menu with its classifiers (spec 000 §7), by whichever call fits the journey:
// - GET menuWeb/getMenuWebGroupByClassifiers?menuWebId once a menu is chosen (dine-in,
//   digital menu);
// - GET menuWeb/getMenuWebGroupByClassifiersByTimeFrame?timeFrameWebId&menuPublicationStatus
//   for takeaway and delivery, whose menu follows the chosen time frame;
// - GET menuWeb/getCurrentMenuWebGroupByClassifiers?menuPublicationStatus otherwise.
import { menuSchema, type Menu, type TimeFrame } from '@tavola/domain/menu';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type MenuSource =
  | { kind: 'menu'; menuWebId: number }
  | { kind: 'timeFrame'; timeFrameWebId: number; menuPublicationStatus: number }
  | { kind: 'current'; menuPublicationStatus: number };

export function getMenu(source: MenuSource): Promise<Menu> {
  switch (source.kind) {
    case 'menu':
      return apiRequest('menuWeb/getMenuWebGroupByClassifiers', {
        query: { menuWebId: source.menuWebId },
        schema: menuSchema,
      });
    case 'timeFrame':
      return apiRequest('menuWeb/getMenuWebGroupByClassifiersByTimeFrame', {
        query: { timeFrameWebId: source.timeFrameWebId, menuPublicationStatus: source.menuPublicationStatus },
        schema: menuSchema,
      });
    case 'current':
      return apiRequest('menuWeb/getCurrentMenuWebGroupByClassifiers', {
        query: { menuPublicationStatus: source.menuPublicationStatus },
        schema: menuSchema,
      });
  }
}

/** What of the journey decides which menu call fits it. */
export interface MenuJourney {
  /** Null without an order type that has a menu (booking a table has none). */
  menuPublicationStatus: number | null;
  needsDayAndTime: boolean;
  timeFrameRequested: TimeFrame | null;
  /** The journey's menu, else the one a link names. */
  menuWebId: number | null;
}

/** The call for the journey's menu, or null while the journey cannot name one yet. */
export function menuSourceFor(journey: MenuJourney): MenuSource | null {
  const { menuPublicationStatus } = journey;
  if (menuPublicationStatus == null) return null;
  if (journey.needsDayAndTime) {
    const frame = journey.timeFrameRequested;
    return frame ? { kind: 'timeFrame', timeFrameWebId: frame.timeFrameWebId, menuPublicationStatus } : null;
  }
  if (journey.menuWebId != null) return { kind: 'menu', menuWebId: journey.menuWebId };
  return { kind: 'current', menuPublicationStatus };
}

/** One query per venue and source: the menu page reads it, startup may ask for it first (first-menu.ts). */
export function menuQuery(seatWebId: number | undefined, source: MenuSource | null) {
  return queryOptions({
    queryKey: ['menu', seatWebId, source],
    queryFn: () => getMenu(source!),
    enabled: seatWebId != null && source != null,
    staleTime: 5 * 60_000,
  });
}

export function useMenu(seatWebId: number | undefined, source: MenuSource | null) {
  return useQuery(menuQuery(seatWebId, source));
}
