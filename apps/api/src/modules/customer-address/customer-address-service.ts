// customeraddress/* of spec 000 §7: the billing and delivery addresses of the session's
// customer (anonymous included: the invoice of an anonymous order needs a stored address).
// The customer always comes from the session; a customerId in the body is ignored, and
// another customer's address id is answered as not found.
import type { CustomerAddressForm } from '@tavola/domain/customer-address';
import type { CustomerAddress } from '@tavola/domain/entities';
import { notFound } from '@tavola/domain/error-codes';
import type { Db } from '../../db/database';
import type { ClientSession } from '../../plugins/session';
import { requireSessionCustomer } from '../customer/customer-service';
import {
  clearDefaultAddress,
  deleteCustomerAddress,
  insertCustomerAddress,
  listCustomerAddresses,
  updateCustomerAddress,
  type CustomerAddressValues,
} from './customer-address-repository';

export const customerAddressNotFound = () =>
  notFound('CUSTOMER_ADDRESS_NOT_FOUND', "L'indirizzo richiesto non esiste.");

const blankToNull = (v: string | null | undefined) => (v === undefined || v === null || v === '' ? null : v);

function valuesOf(form: CustomerAddressForm): CustomerAddressValues {
  return {
    addressType: form.addressType,
    businessName: blankToNull(form.businessName),
    vatNumber: blankToNull(form.vatNumber),
    fiscalCode: blankToNull(form.fiscalCode),
    address: blankToNull(form.address),
    zipCode: blankToNull(form.zipCode),
    city: blankToNull(form.city),
    province: blankToNull(form.province),
    state: blankToNull(form.state),
    country: blankToNull(form.country),
    email: blankToNull(form.email?.toLowerCase()),
    pec: blankToNull(form.pec?.toLowerCase()),
    feCode: blankToNull(form.feCode?.toUpperCase()),
    isDefault: form.isDefault,
  };
}

export async function listAddresses(
  db: Db,
  session: ClientSession,
  addressType?: 'D' | 'F',
): Promise<CustomerAddress[]> {
  const { customerId } = await requireSessionCustomer(db, session);
  return listCustomerAddresses(db, customerId, addressType);
}

export async function insertAddress(
  db: Db,
  session: ClientSession,
  form: CustomerAddressForm,
): Promise<CustomerAddress> {
  const { customerId } = await requireSessionCustomer(db, session);
  return db.transaction(async (tx) => {
    if (form.isDefault) await clearDefaultAddress(tx, customerId, form.addressType);
    return insertCustomerAddress(tx, customerId, valuesOf(form));
  });
}

export async function updateAddress(
  db: Db,
  session: ClientSession,
  form: CustomerAddressForm,
): Promise<CustomerAddress> {
  const { customerId } = await requireSessionCustomer(db, session);
  if (!form.customerAddressId) throw customerAddressNotFound();
  return db.transaction(async (tx) => {
    if (form.isDefault) await clearDefaultAddress(tx, customerId, form.addressType);
    const updated = await updateCustomerAddress(tx, customerId, form.customerAddressId, valuesOf(form));
    if (!updated) throw customerAddressNotFound();
    return updated;
  });
}

export async function deleteAddress(db: Db, session: ClientSession, customerAddressId: number): Promise<boolean> {
  const { customerId } = await requireSessionCustomer(db, session);
  if (!(await deleteCustomerAddress(db, customerId, customerAddressId))) throw customerAddressNotFound();
  return true;
}
