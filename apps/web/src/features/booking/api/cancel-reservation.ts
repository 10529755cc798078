// GET Disdetta?c&p (spec 001 §7): c the reservation id, p its token; the answer is a result
// code as text: OK, BP (wrong parameters), WP (wrong password), GC (already cancelled, ours).
import { cancelResultSchema, type CancelResult } from '@tavola/domain/booking-calls';
import { apiRequest } from '../../../lib/api-client';

export function cancelReservation(url: string, c: string, p: string): Promise<CancelResult | string> {
  return apiRequest<unknown>(url, { query: { c, p } }).then((answer) => {
    const text = String(answer ?? '')
      .trim()
      .replace(/^"|"$/g, '');
    const parsed = cancelResultSchema.safeParse(text);
    return parsed.success ? parsed.data : text;
  });
}
