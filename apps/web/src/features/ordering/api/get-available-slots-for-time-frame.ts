// POST timeFrameWeb/getAvailableSlotsForTimeFrame (spec 000 §7): the 'HH:mm' slots of a frame
// on the requested day for what is in the cart.
import { slotListSchema, type SlotRequest } from '@tavola/domain/menu';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export async function getAvailableSlotsForTimeFrame(request: SlotRequest): Promise<string[]> {
  const { slotList } = await apiRequest('timeFrameWeb/getAvailableSlotsForTimeFrame', {
    method: 'POST',
    body: request,
    schema: slotListSchema,
  });
  return slotList;
}

export function useAvailableSlots(seatWebId: number | undefined, request: SlotRequest | null) {
  return useQuery({
    queryKey: ['slots', seatWebId, request],
    queryFn: () => getAvailableSlotsForTimeFrame(request!),
    enabled: seatWebId != null && request != null,
    staleTime: 0,
  });
}
