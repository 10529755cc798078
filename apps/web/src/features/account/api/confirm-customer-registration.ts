// GET account/confirmCustomerRegistration?customerId (spec 001 §7) plus the checkCode of the
// mailed link: the id alone confirms nothing (docs/contract/README.md).
import { customerSchema, type Customer } from '@tavola/domain/entities';
import { apiRequest } from '../../../lib/api-client';

export function confirmCustomerRegistration(customerId: number, checkCode: string): Promise<Customer> {
  return apiRequest('account/confirmCustomerRegistration', {
    query: { customerId, checkCode },
    schema: customerSchema,
  });
}
