// GET feature/getAllFeatures (spec 000 §7): the feature legend (vegetarian, spicy, ...).
import { featureSchema, type Feature } from '@tavola/domain/menu';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function getAllFeatures(): Promise<Feature[]> {
  return apiRequest('feature/getAllFeatures', { schema: z.array(featureSchema) });
}

export function useAllFeatures(enabled = true) {
  return useQuery({ queryKey: ['features'], queryFn: getAllFeatures, enabled, staleTime: Infinity });
}
