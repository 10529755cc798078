// customers/* of spec 001 §7. A lookup by e-mail tells nothing to anyone but the
// customer it names; the profile is the session customer's own.
import { idNumber } from '@tavola/domain/primitives';
import { profileFormSchema } from '@tavola/domain/account';
import type { Customer } from '@tavola/domain/entities';
import { NAME_MAX_LENGTH, optionalText } from '@tavola/domain/form-fields';
import { optionalPhone } from '@tavola/domain/phone-fields';
import { notFound, unauthorized } from '@tavola/domain/error-codes';
import { italianMessages } from '@tavola/domain/validation-messages';
import { z } from 'zod';
import type { ClientSession } from '../../plugins/session';
import type { Db, DbOrTx } from '../../db/database';
import { findCustomer, toCustomer, updateCustomerRow, type CustomerRow } from './customer-repository';

/** Spec 000 §5: addresses, orders and payments need a customer (anonymous included) in the session. */
export const notLoggedIn = () => unauthorized('NOT_LOGGED_IN', italianMessages.notLoggedIn);

/** The session's customer, checked to exist in the session's company; 401 otherwise. */
export async function requireSessionCustomer(db: DbOrTx, session: ClientSession): Promise<CustomerRow> {
  if (session.customerId === null) throw notLoggedIn();
  const customer = await findCustomer(db, session.companyId, session.customerId);
  if (!customer) throw notLoggedIn();
  return customer;
}

/**
 * customers/getCustomerByEmail ("customer or empty"): the full customer only to that customer's
 * own session; {} to anyone else, whether or not the e-mail has an account (the
 * answer must not enumerate accounts or hand out ids). The forgot-password flow needs neither:
 * the server fills the id into the mailed link.
 */
export async function getCustomerByEmail(
  db: Db,
  session: ClientSession,
  query: { companyId?: number; customerEmail: string },
): Promise<Customer | Record<string, never>> {
  if (session.customerId === null) return {};
  if (query.companyId != null && query.companyId !== session.companyId) return {};
  const own = await findCustomer(db, session.companyId, session.customerId);
  if (!own?.email || own.email !== query.customerEmail.trim().toLowerCase()) return {};
  return toCustomer(db, own);
}

/**
 * The profile fields customers/updateCustomer changes ('I tuoi dati', 001 §2, §5), on top of
 * the documented customer body. The e-mail is not changed here (it would skip its
 * confirmation), nor the flags and addresses (customer-address calls).
 */
export const updateCustomerRequestSchema = profileFormSchema
  .extend({
    customerId: idNumber(),
    birthDate: z.iso.date().nullish(),
    gender: optionalText(20),
    language: optionalText(10),
    telephoneNumber2: optionalPhone().nullish(),
    province: optionalText(NAME_MAX_LENGTH),
  })
  .loose();
export type UpdateCustomerRequest = z.infer<typeof updateCustomerRequestSchema>;

export async function updateCustomer(
  db: Db,
  session: ClientSession & { customerId: number },
  body: UpdateCustomerRequest,
): Promise<Customer> {
  if (body.customerId !== session.customerId) throw notFound('CUSTOMER_NOT_FOUND', 'Cliente non trovato.');
  const row = await findCustomer(db, session.companyId, session.customerId);
  if (!row) throw notFound('CUSTOMER_NOT_FOUND', 'Cliente non trovato.');
  // Absent optional fields keep their value; null or '' clears them.
  const optional = <K extends 'birthDate' | 'gender' | 'language' | 'telephoneNumber2' | 'province'>(key: K) =>
    body[key] === undefined ? {} : { [key]: body[key] || null };
  const updated = await updateCustomerRow(db, row.customerId, {
    firstName: body.firstName,
    lastName: body.lastName,
    telephoneNumber1: body.telephoneNumber1,
    ...optional('birthDate'),
    ...optional('gender'),
    ...optional('language'),
    ...optional('telephoneNumber2'),
    ...optional('province'),
  });
  return toCustomer(db, updated);
}
