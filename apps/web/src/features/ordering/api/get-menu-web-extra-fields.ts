// GET menuWeb/getMenuWebExtraFields?menuWebId (spec 000 §7): the extra questions of a menu.
// The spec names the answer "extraFields": both a bare list and { extraFields } are read.
import { extraFieldSchema, type ExtraField } from '@tavola/domain/menu';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const extraFieldsResponseSchema = z.union([
  z.array(extraFieldSchema),
  z.object({ extraFields: z.array(extraFieldSchema) }).transform((body) => body.extraFields),
]);

export function getMenuWebExtraFields(menuWebId: number): Promise<ExtraField[]> {
  return apiRequest('menuWeb/getMenuWebExtraFields', { query: { menuWebId }, schema: extraFieldsResponseSchema });
}

export function useMenuWebExtraFields(menuWebId: number | null) {
  return useQuery({
    queryKey: ['menuWebExtraFields', menuWebId],
    queryFn: () => getMenuWebExtraFields(menuWebId!),
    enabled: menuWebId != null,
  });
}
