// The language a diner's mails are written in. A mail the diner asks for in a session (the
// registration confirmation, a password link, an order's confirmation link or summary) speaks
// the session's language: the one the address prefix (/en/...), the language dropdown or the
// sign-in chose. That language is also remembered on the customer (customers.language, the
// profile's field), so the mails the restaurant's actions send later (accepted, rejected,
// ready) speak it too. Italian is the fallback everywhere.
import type { DbOrTx } from '../../db/database';
import { updateCustomerRow, type CustomerRow } from '../customer';
import { findLanguageCode } from '../language';
import { mailLocaleOf, type MailLocale } from './mail-format';

/** The language of the mails of a session with this languageId. */
export async function sessionMailLocale(db: DbOrTx, languageId: number): Promise<MailLocale> {
  return mailLocaleOf(await findLanguageCode(db, languageId));
}

/**
 * The session's language for a mail to this customer, remembered on the customer when it
 * differs (the last language the diner used wins, as a profile change does).
 */
export async function dinerMailLocale(
  db: DbOrTx,
  customer: Pick<CustomerRow, 'customerId' | 'language'>,
  languageId: number,
): Promise<MailLocale> {
  const code = await findLanguageCode(db, languageId);
  if (code && customer.language !== code) await updateCustomerRow(db, customer.customerId, { language: code });
  return mailLocaleOf(code);
}

/** The remembered language of a customer, for mails sent outside the diner's session. */
export function customerMailLocale(customer: Pick<CustomerRow, 'language'> | null | undefined): MailLocale {
  return mailLocaleOf(customer?.language);
}
