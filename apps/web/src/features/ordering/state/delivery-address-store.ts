// The delivery address form (spec 000 §3, §9): kept in local storage under
// 'customerDeliveryAddress' (spec 001 §9), so a returning diner finds it filled in.
import { z } from 'zod';
import { persistedStore, useStore } from '../../../lib/persisted-store';

export const DELIVERY_ADDRESS_STORAGE_KEY = 'customerDeliveryAddress';

// Stored as typed (not yet validated): the form validates with the domain schema on submit.
const storedDeliveryAddressSchema = z.object({
  address: z.string(),
  number: z.string(),
  city: z.string(),
  province: z.string().nullish(),
  /** The address was picked from the suggestions (spec 000 §5); ours, to survive a reload. */
  chosen: z.boolean().default(false),
});
export type StoredDeliveryAddress = z.infer<typeof storedDeliveryAddressSchema>;

export const emptyDeliveryAddress: StoredDeliveryAddress = {
  address: '',
  number: '',
  city: '',
  province: '',
  chosen: false,
};

export const deliveryAddressStore = persistedStore(
  'local',
  DELIVERY_ADDRESS_STORAGE_KEY,
  storedDeliveryAddressSchema,
  () => emptyDeliveryAddress,
);

export function useDeliveryAddress(): StoredDeliveryAddress {
  return useStore(deliveryAddressStore);
}
