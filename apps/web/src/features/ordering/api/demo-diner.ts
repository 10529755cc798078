// POST account/demoDiner (ours): in the demo (spec 000 §1) an anonymous diner orders without
// e-mail, phone or consents; answers the session's customer.
import { customerSchema, type Customer } from '@tavola/domain/entities';
import { apiRequest } from '../../../lib/api-client';

export function demoDiner(): Promise<Customer> {
  return apiRequest('account/demoDiner', { method: 'POST', body: {}, schema: customerSchema });
}
