// GET seatWeb/connectToSeatWeb?seatWebId then GET seatWeb/getSetWeb?seatWebId (spec 001 §7):
// moves the session to the chosen venue; the answer becomes the current venue. The renewed
// token comes back in the Authorization header, which apiRequest stores.
import { seatWebSchema, type SeatWeb } from '@tavola/domain/entities';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export async function connectToSeatWeb(seatWebId: number): Promise<SeatWeb> {
  await apiRequest('seatWeb/connectToSeatWeb', { query: { seatWebId }, schema: z.boolean() });
  return apiRequest('seatWeb/getSetWeb', { query: { seatWebId }, schema: seatWebSchema });
}
