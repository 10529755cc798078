// account/completeCustomerRegistration ('Come ti possiamo contattare?', spec 000 §2, §4, §5):
// the contact data an order needs. The customerId of the form is never trusted: the customer
// is the session's, or a new anonymous one.
//
// - A signed-in (registered) session customer: the phone is updated; the e-mail stays the
//   account's.
// - Otherwise (no customer, or an anonymous one): the anonymous customer of this session takes
//   the e-mail and phone; without one, a new anonymous customer is created.
// - An e-mail of a registered account (or any non-anonymous customer) is refused with 509: an
//   anonymous checkout must not become someone's account (login is the way in).
// - An e-mail also given by another anonymous customer (an earlier visit, or someone else) is
//   shared, never taken: this session's anonymous customer gets it as its own contact address
//   and the other keeps it (moving it let a stranger detach a diner's address from
//   a pending order). Reusing the other record instead would hand whoever types an address its
//   order history and invoice addresses (docs/contract/README.md). Only accounts own an e-mail exclusively
//   (a partial unique index).
import type { CompleteRegistrationForm } from '@tavola/domain/account';
import type { Customer } from '@tavola/domain/entities';
import { badRequest, conflict } from '@tavola/domain/error-codes';
import type { Db } from '../../db/database';
import type { ClientSession } from '../../plugins/session';
import { findSeatWeb } from '../company';
import {
  findCustomer,
  findCustomerByEmail,
  insertCustomer,
  toCustomer,
  updateCustomerRow,
  type CustomerRow,
} from '../customer';

export const EMAIL_HAS_ACCOUNT_MESSAGE =
  'Esiste già un account registrato con questa email: accedi per continuare, oppure usa un altro indirizzo.';

export async function completeCustomerRegistration(
  db: Db,
  session: ClientSession,
  form: CompleteRegistrationForm,
  now: Date,
): Promise<Customer> {
  const phone = form.telephoneNumber1.trim();
  const consents = { adultDeclaredAt: now, privacyAcceptedAt: now, serviceTermsAcceptedAt: now };

  const row = await db.transaction(async (tx): Promise<CustomerRow> => {
    const current = session.customerId === null ? null : await findCustomer(tx, session.companyId, session.customerId);

    if (current && !current.isAnonymous) {
      return updateCustomerRow(tx, current.customerId, {
        telephoneNumber1: phone,
        adultDeclaredAt: current.adultDeclaredAt ?? now,
        privacyAcceptedAt: current.privacyAcceptedAt ?? now,
        serviceTermsAcceptedAt: current.serviceTermsAcceptedAt ?? now,
      });
    }

    const email = form.email.trim().toLowerCase();
    const holder = await findCustomerByEmail(tx, session.companyId, email);
    if (
      holder &&
      holder.customerId !== current?.customerId &&
      (!holder.isAnonymous || holder.hasAccount || holder.passwordHash)
    ) {
      throw conflict('EMAIL_HAS_ACCOUNT', EMAIL_HAS_ACCOUNT_MESSAGE);
    }

    if (current) return updateCustomerRow(tx, current.customerId, { email, telephoneNumber1: phone, ...consents });
    return insertCustomer(tx, {
      companyId: session.companyId,
      email,
      telephoneNumber1: phone,
      isAnonymous: true,
      hasAccount: false,
      confirmed: false,
      ...consents,
    });
  });

  return toCustomer(db, row);
}

export const CONTACT_DATA_REQUIRED_MESSAGE = 'Per ordinare servono i tuoi dati di contatto.';

/**
 * account/anonymousTableDiner (ours): an anonymous diner at a venue whose staff confirm table
 * orders at the table gives no e-mail, phone or consents (table-order-rules.ts
 * contactDataNeeded): nothing is mailed to them and the order carries their name. The session's
 * customer is kept when it has one (anonymous or signed in); otherwise a new anonymous customer
 * without contact data is created. Any other venue answers 400: its orders need contact data.
 */
export async function anonymousTableDiner(db: Db, session: ClientSession): Promise<Customer> {
  const venue = session.seatWebId === null ? null : await findSeatWeb(db, session.companyId, session.seatWebId);
  if (!venue || !venue.localOrderEnabled || !venue.tableOrdersConfirmedByStaff) {
    throw badRequest('CONTACT_DATA_REQUIRED', CONTACT_DATA_REQUIRED_MESSAGE);
  }
  return dinerWithoutContactData(db, session);
}

/**
 * The session's customer, or a new anonymous one without e-mail, phone or consents: for the
 * orders that need no contact data (a table order the staff confirm, the demo's orders). The
 * caller has checked that the session's venue takes such orders.
 */
export async function dinerWithoutContactData(db: Db, session: ClientSession): Promise<Customer> {
  const current = session.customerId === null ? null : await findCustomer(db, session.companyId, session.customerId);
  const row =
    current ??
    (await insertCustomer(db, {
      companyId: session.companyId,
      email: null,
      isAnonymous: true,
      hasAccount: false,
      confirmed: false,
    }));
  return toCustomer(db, row);
}
