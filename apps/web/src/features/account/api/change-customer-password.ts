// account/changeCustomerPassword (spec 001 §7), sent as a POST body: passwords never go in a URL.
import type { ChangeCustomerPasswordRequest } from '@tavola/domain/account';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function changeCustomerPassword(request: ChangeCustomerPasswordRequest): Promise<boolean> {
  return apiRequest('account/changeCustomerPassword', { method: 'POST', body: request, schema: z.boolean() });
}
