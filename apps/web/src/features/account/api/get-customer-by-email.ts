// GET customers/getCustomerByEmail?companyId&customerEmail (spec 001 §7): "customer or empty".
// Anonymous callers get only what the forgot-password flow needs (spec README).
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const customerLookupSchema = z
  .object({ customerId: z.number().int(), confirmed: z.boolean(), hasAccount: z.boolean() })
  .loose();
export type CustomerLookup = z.infer<typeof customerLookupSchema>;

export async function getCustomerByEmail(companyId: number, customerEmail: string): Promise<CustomerLookup | null> {
  const found = await apiRequest('customers/getCustomerByEmail', {
    query: { companyId, customerEmail },
    schema: z.union([customerLookupSchema, z.object({}).strict(), z.null(), z.undefined()]),
  });
  return found && 'customerId' in found ? (found as CustomerLookup) : null;
}
