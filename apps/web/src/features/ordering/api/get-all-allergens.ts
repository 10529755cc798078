// GET allergen/getAllAllergens (spec 000 §7): the allergen legend.
import { allergenSchema, type Allergen } from '@tavola/domain/menu';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function getAllAllergens(): Promise<Allergen[]> {
  return apiRequest('allergen/getAllAllergens', { schema: z.array(allergenSchema) });
}

export function useAllAllergens(enabled = true) {
  return useQuery({ queryKey: ['allergens'], queryFn: getAllAllergens, enabled, staleTime: Infinity });
}
