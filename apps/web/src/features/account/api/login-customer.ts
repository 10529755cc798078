// POST account/loginCustomer (spec 001 §7): credentials in, the customer out, or an empty
// answer for wrong credentials ('Username o password errati', 001 §8). The session token
// naming the customer comes back in the Authorization header.
import { customerSchema, type Customer } from '@tavola/domain/entities';
import type { LoginForm } from '@tavola/domain/account';
import { apiRequest } from '../../../lib/api-client';

export async function loginCustomer(form: LoginForm): Promise<Customer | null> {
  const customer = await apiRequest('account/loginCustomer', {
    method: 'POST',
    body: form,
    schema: customerSchema.nullish(),
  });
  return customer ?? null;
}
