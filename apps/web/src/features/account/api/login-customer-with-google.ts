// POST account/loginCustomerWithGoogle (spec 001 §7): the social user with the ID token that
// Google Identity Services handed over; the server verifies the token, not these fields.
import type { SocialUser } from '@tavola/domain/account';
import { customerSchema, type Customer } from '@tavola/domain/entities';
import { apiRequest } from '../../../lib/api-client';

export async function loginCustomerWithGoogle(user: SocialUser): Promise<Customer | null> {
  const customer = await apiRequest('account/loginCustomerWithGoogle', {
    method: 'POST',
    body: user,
    schema: customerSchema.nullish(),
  });
  return customer ?? null;
}
