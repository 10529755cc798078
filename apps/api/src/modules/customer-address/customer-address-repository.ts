// The only code touching customer_addresses; returns the CustomerAddress entity (000 §3).
import { and, asc, eq } from 'drizzle-orm';
import type { CustomerAddress } from '@tavola/domain/entities';
import type { DbOrTx } from '../../db/database';
import { customerAddresses } from '../../db/schema';

type Row = typeof customerAddresses.$inferSelect;
export type CustomerAddressValues = Omit<typeof customerAddresses.$inferInsert, 'customerAddressId' | 'customerId'>;

export function toCustomerAddress(row: Row): CustomerAddress {
  return {
    customerAddressId: row.customerAddressId,
    customerId: row.customerId,
    addressType: row.addressType,
    businessName: row.businessName,
    vatNumber: row.vatNumber,
    fiscalCode: row.fiscalCode,
    address: row.address,
    zipCode: row.zipCode,
    city: row.city,
    province: row.province,
    state: row.state,
    country: row.country,
    email: row.email,
    pec: row.pec,
    feCode: row.feCode,
    isDefault: row.isDefault,
  };
}

export async function listCustomerAddresses(
  db: DbOrTx,
  customerId: number,
  addressType?: 'D' | 'F',
): Promise<CustomerAddress[]> {
  const where = addressType
    ? and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.addressType, addressType))
    : eq(customerAddresses.customerId, customerId);
  const rows = await db.select().from(customerAddresses).where(where).orderBy(asc(customerAddresses.customerAddressId));
  return rows.map(toCustomerAddress);
}

/** The customer's own address, or null (another customer's id is the same as none). */
export async function findCustomerAddress(
  db: DbOrTx,
  customerId: number,
  customerAddressId: number,
): Promise<CustomerAddress | null> {
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(
      and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.customerAddressId, customerAddressId)),
    )
    .limit(1);
  return rows[0] ? toCustomerAddress(rows[0]) : null;
}

export async function insertCustomerAddress(
  db: DbOrTx,
  customerId: number,
  values: CustomerAddressValues,
): Promise<CustomerAddress> {
  const [row] = await db
    .insert(customerAddresses)
    .values({ ...values, customerId })
    .returning();
  return toCustomerAddress(row);
}

export async function updateCustomerAddress(
  db: DbOrTx,
  customerId: number,
  customerAddressId: number,
  values: CustomerAddressValues,
): Promise<CustomerAddress | null> {
  const rows = await db
    .update(customerAddresses)
    .set(values)
    .where(
      and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.customerAddressId, customerAddressId)),
    )
    .returning();
  return rows[0] ? toCustomerAddress(rows[0]) : null;
}

export async function deleteCustomerAddress(
  db: DbOrTx,
  customerId: number,
  customerAddressId: number,
): Promise<boolean> {
  const rows = await db
    .delete(customerAddresses)
    .where(
      and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.customerAddressId, customerAddressId)),
    )
    .returning({ id: customerAddresses.customerAddressId });
  return rows.length > 0;
}

/** Only one default address per type: setting one clears the others. */
export async function clearDefaultAddress(db: DbOrTx, customerId: number, addressType: 'D' | 'F'): Promise<void> {
  await db
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.addressType, addressType)));
}
