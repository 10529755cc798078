// GET menuWeb/getCurrentMenuWebCollection?menuPublicationStatus (spec 000 §7): the menus of
// the session's venue for an order type, for the menu selection.
import { menuCollectionItemSchema, type MenuCollectionItem } from '@tavola/domain/menu';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function getMenuWebCollection(menuPublicationStatus: number): Promise<MenuCollectionItem[]> {
  return apiRequest('menuWeb/getCurrentMenuWebCollection', {
    query: { menuPublicationStatus },
    schema: z.array(menuCollectionItemSchema),
  });
}

export function useMenuWebCollection(seatWebId: number | undefined, menuPublicationStatus: number | null) {
  return useQuery({
    queryKey: ['menuWebCollection', seatWebId, menuPublicationStatus],
    queryFn: () => getMenuWebCollection(menuPublicationStatus!),
    enabled: seatWebId != null && menuPublicationStatus != null,
  });
}
