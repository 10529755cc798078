// POST customers/updateCustomer (spec 001 §7): the answer becomes the current customer; a
// false answer means 'Salvataggio fallito'.
import { customerSchema, type Customer } from '@tavola/domain/entities';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export async function updateCustomer(customer: Customer): Promise<Customer | null> {
  const result = await apiRequest('customers/updateCustomer', {
    method: 'POST',
    body: customer,
    schema: z.union([customerSchema, z.literal(false), z.null(), z.undefined()]),
  });
  return result || null;
}
