// POST account/completeCustomerRegistration (spec 001 §7): the contact data of the
// 'Come ti possiamo contattare?' screen; answers the customer (false when it failed).
import type { CompleteRegistrationForm } from '@tavola/domain/account';
import { customerSchema, type Customer } from '@tavola/domain/entities';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const responseSchema = z.union([customerSchema, z.literal(false), z.null()]);

export function completeCustomerRegistration(form: CompleteRegistrationForm): Promise<Customer | false | null> {
  return apiRequest('account/completeCustomerRegistration', { method: 'POST', body: form, schema: responseSchema });
}
