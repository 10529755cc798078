// The customers table, for every module that reads or writes customers (spec 001 §3, §7). Returns the
// Customer entity; e-mails are stored lower-cased (schema header). Every lookup is scoped to a
// company: a customer exists only inside the company that registered it.
import { invalidateCompanyVenueCache } from '../company/company-venue-cache';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Customer } from '@tavola/domain/entities';
import type { DbOrTx } from '../../db/database';
import { customers } from '../../db/schema';
import { listCustomerAddresses } from '../customer-address';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerInsert = typeof customers.$inferInsert;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findCustomer(db: DbOrTx, companyId: number, customerId: number): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.customerId, customerId)))
    .limit(1);
  return row ?? null;
}

/**
 * The customer an e-mail names: the account (unique per company) when there is one, else the
 * latest anonymous diner who gave it (anonymous diners may share a contact address).
 */
export async function findCustomerByEmail(db: DbOrTx, companyId: number, email: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.email, normaliseEmail(email))))
    .orderBy(asc(customers.isAnonymous), desc(customers.customerId))
    .limit(1);
  return row ?? null;
}

export async function insertCustomer(db: DbOrTx, values: CustomerInsert): Promise<CustomerRow> {
  const [row] = await db
    .insert(customers)
    .values({ ...values, email: values.email == null ? null : normaliseEmail(values.email) })
    .returning();
  return row;
}

export async function updateCustomerRow(
  db: DbOrTx,
  customerId: number,
  values: Partial<CustomerInsert>,
): Promise<CustomerRow> {
  const [row] = await db.update(customers).set(values).where(eq(customers.customerId, customerId)).returning();
  return row;
}

/** Revokes every session token naming the customer (plugins/session.ts). */
export async function bumpSessionVersion(db: DbOrTx, customerId: number): Promise<void> {
  const [row] = await db
    .update(customers)
    .set({ sessionVersion: sql`${customers.sessionVersion} + 1` })
    .where(eq(customers.customerId, customerId))
    .returning({ companyId: customers.companyId });
  // The session version is kept in memory for the token check: drop it everywhere.
  if (row) await invalidateCompanyVenueCache(db, row.companyId);
}

/** The Customer entity of a row, with its addresses. */
export async function toCustomer(db: DbOrTx, row: CustomerRow): Promise<Customer> {
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
    addresses: await listCustomerAddresses(db, row.customerId),
  };
}
