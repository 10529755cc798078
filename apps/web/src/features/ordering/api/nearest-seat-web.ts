// POST maps/nearestSeatWeb {address, number, city} (ours; spec 000 §2 "Delivery
// venue search", §7 maps service): geocodes the delivery address and answers the nearest
// venue that delivers there, or none. `estimated` says the distance is an estimate.
import { nearestSeatWebResponseSchema, type NearestSeatWebResponse } from '@tavola/domain/delivery-venue-rules';
import { apiRequest } from '../../../lib/api-client';

export type { NearestSeatWebResponse };

export interface NearestSeatWebRequest {
  address: string;
  number: string;
  city: string;
}

export function nearestSeatWeb(request: NearestSeatWebRequest): Promise<NearestSeatWebResponse> {
  return apiRequest('maps/nearestSeatWeb', { method: 'POST', body: request, schema: nearestSeatWebResponseSchema });
}
