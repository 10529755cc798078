// The menu with its classifiers (spec 000 §7), by whichever call fits the journey:
// - GET menuWeb/getMenuWebGroupByClassifiers?menuWebId once a menu is chosen (dine-in,
//   digital menu);
// - GET menuWeb/getMenuWebGroupByClassifiersByTimeFrame?timeFrameWebId&menuPublicationStatus
//   for takeaway and delivery, whose menu follows the chosen time frame;
// - GET menuWeb/getCurrentMenuWebGroupByClassifiers?menuPublicationStatus otherwise.
import { menuSchema, type Menu } from '@tavola/domain/menu';
import { useQuery } from '@tanstack/react-query';
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

export function useMenu(seatWebId: number | undefined, source: MenuSource | null) {
  return useQuery({
    queryKey: ['menu', seatWebId, source],
    queryFn: () => getMenu(source!),
    enabled: seatWebId != null && source != null,
    staleTime: 5 * 60_000,
  });
}
