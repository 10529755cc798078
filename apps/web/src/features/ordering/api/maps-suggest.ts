// GET maps/suggest?query (ours): address suggestions for the delivery form, from
// the maps provider behind the API (offline: built-in Italian streets). Restricted to Italy
// and to addresses, as spec 000 §2 asks of the autocomplete.
import { addressSuggestionSchema, type AddressSuggestion } from '@tavola/domain/delivery-venue-rules';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type { AddressSuggestion };

export const SUGGEST_MIN_LENGTH = 3;

/** The error code of a maps provider that does not answer (503). */
export const MAPS_UNAVAILABLE = 'MAPS_UNAVAILABLE';

/** One autocomplete session (typing until an address is picked): Google bills by session. */
export function newAutocompleteSession(): string {
  return crypto.randomUUID();
}

export function suggestAddresses(
  query: string,
  sessionToken: string | undefined,
  signal?: AbortSignal,
): Promise<AddressSuggestion[]> {
  return apiRequest('maps/suggest', {
    query: { query, sessionToken },
    schema: z.array(addressSuggestionSchema),
    signal,
  });
}

export function suggestionLabel(suggestion: AddressSuggestion): string {
  return suggestion.label.trim() || `${suggestion.address}, ${suggestion.city}`;
}

export function useAddressSuggestions(query: string, sessionToken?: string) {
  const trimmed = query.trim();
  return useQuery({
    // The token is not part of the key: the same text has the same suggestions.
    queryKey: ['addressSuggestions', trimmed.toLowerCase()],
    queryFn: ({ signal }) => suggestAddresses(trimmed, sessionToken, signal),
    enabled: trimmed.length >= SUGGEST_MIN_LENGTH,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
