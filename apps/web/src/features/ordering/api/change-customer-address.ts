// POST customeraddress/insert, customeraddress/update, customeraddress/delete (spec 000 §7):
// the address modal's result (§4: insert without a customerAddressId, else update or delete).
// After each the address list is reloaded.
import type { CustomerAddress } from '@tavola/domain/entities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { billingAddressesKey } from './get-billing-addresses';

export type AddressChange = { kind: 'insert' | 'update' | 'delete'; address: CustomerAddress };

export function changeCustomerAddress({ kind, address }: AddressChange): Promise<unknown> {
  return apiRequest(`customeraddress/${kind}`, { method: 'POST', body: address });
}

export function useChangeCustomerAddress(customerId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    // The address modal shows the error in its form.
    meta: { errorInline: true },
    mutationFn: changeCustomerAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingAddressesKey(customerId) }),
  });
}
