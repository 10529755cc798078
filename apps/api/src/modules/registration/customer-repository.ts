// Customers as account/completeCustomerRegistration and the order calls need them. Returns the
// Customer entity of spec 001 §3 (entities.ts); e-mails are stored lower-cased (schema header).
import { and, eq } from 'drizzle-orm';
import type { Customer, CustomerAddress } from '@tavola/domain/entities';
import type { Db } from '../../db/database';
import { customers } from '../../db/schema';

export type CustomerRow = typeof customers.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function findCompanyCustomer(db: Db | Tx, companyId: number, customerId: number): Promise<CustomerRow | null> {
  const rows = await db
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.customerId, customerId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findCustomerByEmail(db: Db | Tx, companyId: number, email: string): Promise<CustomerRow | null> {
  const rows = await db
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.email, email.trim().toLowerCase())))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertCustomer(db: Db | Tx, values: typeof customers.$inferInsert): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(values).returning();
  return row;
}

export async function updateCustomer(
  db: Db | Tx,
  customerId: number,
  values: Partial<typeof customers.$inferInsert>,
): Promise<CustomerRow> {
  const [row] = await db.update(customers).set(values).where(eq(customers.customerId, customerId)).returning();
  return row;
}

export function toCustomer(row: CustomerRow, addresses: CustomerAddress[]): Customer {
  return {
    customerId: row.customerId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    confirmed: row.confirmed,
    isAnonymous: row.isAnonymous,
    hasAccount: row.hasAccount,
    birthDate: row.birthDate,
    gender: row.gender,
    language: row.language,
    telephoneNumber1: row.telephoneNumber1,
    telephoneNumber2: row.telephoneNumber2,
    province: row.province,
    addresses,
  };
}
