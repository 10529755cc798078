// POST account/signIn (spec 001 §7): registration, birthDate as an ISO local date.
import type { RegistrationForm } from '@tavola/domain/account';
import { customerSchema, type Customer } from '@tavola/domain/entities';
import { apiRequest } from '../../../lib/api-client';

export async function signIn(form: RegistrationForm): Promise<Customer | null> {
  const customer = await apiRequest('account/signIn', {
    method: 'POST',
    body: { ...form, birthDate: form.birthDate || null },
    schema: customerSchema.nullish(),
  });
  return customer ?? null;
}
