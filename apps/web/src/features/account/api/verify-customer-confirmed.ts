// GET account/VerifyCustomerConfirmed?customerId (spec 001 §7): whether the signed-in
// customer has confirmed the e-mail address.
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function verifyCustomerConfirmed(customerId: number): Promise<boolean> {
  return apiRequest('account/VerifyCustomerConfirmed', { query: { customerId }, schema: z.boolean() });
}
