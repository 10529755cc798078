// POST productWeb/getSuggestedProducts (spec 000 §7, §9): up to 5 products to suggest beside
// the cart, timeFrameId fixed at 1. Only productWebId is read: the products are shown from
// the menu already loaded, so a suggestion not on this menu is skipped.
import { SUGGESTED_PRODUCTS_NUMBER, SUGGESTION_TIME_FRAME_ID, type SuggestionRequest } from '@tavola/domain/menu';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const suggestedSchema = z.array(z.looseObject({ productWebId: z.number().int() }));

export async function getSuggestedProducts(productIds: number[]): Promise<number[]> {
  const body: SuggestionRequest = {
    timeFrameId: SUGGESTION_TIME_FRAME_ID,
    productIds,
    suggestedProductsNumber: SUGGESTED_PRODUCTS_NUMBER,
  };
  const products = await apiRequest('productWeb/getSuggestedProducts', {
    method: 'POST',
    body,
    schema: suggestedSchema,
  });
  return products.map((p) => p.productWebId);
}

export function useSuggestedProducts(seatWebId: number | undefined, productIds: number[], enabled: boolean) {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  return useQuery({
    queryKey: ['suggestedProducts', seatWebId, ids],
    queryFn: () => getSuggestedProducts(ids),
    enabled: enabled && seatWebId != null,
    // Suggestions are a nicety: a failure hides them rather than showing an error.
    retry: false,
  });
}
