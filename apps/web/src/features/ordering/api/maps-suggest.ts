// GET maps/suggest?query (ours, issue #3): address suggestions for the delivery form, from
// the maps provider behind the API (offline: built-in Italian streets). Restricted to Italy
// and to addresses, as spec 000 §2 asks of the autocomplete.
import { addressSuggestionSchema, type AddressSuggestion } from '@tavola/domain/delivery-venue-rules';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type { AddressSuggestion };

export const SUGGEST_MIN_LENGTH = 3;

export function suggestAddresses(query: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  return apiRequest('maps/suggest', { query: { query }, schema: z.array(addressSuggestionSchema), signal });
}

export function suggestionLabel(suggestion: AddressSuggestion): string {
  return suggestion.label.trim() || `${suggestion.address}, ${suggestion.city}`;
}

export function useAddressSuggestions(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: ['addressSuggestions', trimmed.toLowerCase()],
    queryFn: ({ signal }) => suggestAddresses(trimmed, signal),
    enabled: trimmed.length >= SUGGEST_MIN_LENGTH,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
