// GET seatWeb/getVenueTables?seatWebId (ours): the venue's tables in use, for a dine-in diner
// who came without a table's QR code to choose from.
import { venueTableChoiceSchema, type VenueTableChoice } from '@tavola/domain/table-order-rules';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function getVenueTables(seatWebId: number): Promise<VenueTableChoice[]> {
  return apiRequest('seatWeb/getVenueTables', { query: { seatWebId }, schema: z.array(venueTableChoiceSchema) });
}

export function useVenueTables(seatWebId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['venueTables', seatWebId],
    queryFn: () => getVenueTables(seatWebId!),
    enabled: enabled && seatWebId != null,
  });
}
