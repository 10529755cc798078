// GET customeraddress/getBillingAddressForCurrentCustomer (spec 000 §7): the billing
// addresses of the payments screen's invoice switch.
import { customerAddressSchema, type CustomerAddress } from '@tavola/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function getBillingAddresses(): Promise<CustomerAddress[]> {
  return apiRequest('customeraddress/getBillingAddressForCurrentCustomer', { schema: z.array(customerAddressSchema) });
}

export const billingAddressesKey = (customerId: number | null) => ['billingAddresses', customerId];

export function useBillingAddresses(customerId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: billingAddressesKey(customerId),
    queryFn: getBillingAddresses,
    enabled: enabled && customerId != null,
  });
}
