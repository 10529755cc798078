// POST account/anonymousTableDiner (ours): at a venue whose staff confirm table orders, an
// anonymous diner orders without e-mail, phone or consents; answers the session's customer.
import { customerSchema, type Customer } from '@tavola/domain/entities';
import { apiRequest } from '../../../lib/api-client';

export function anonymousTableDiner(): Promise<Customer> {
  return apiRequest('account/anonymousTableDiner', { method: 'POST', body: {}, schema: customerSchema });
}
