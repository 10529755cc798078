// Accounts (spec 001 §4, §7): registration, sign-in with a password or Google,
// e-mail confirmation, forgotten and changed passwords, logout. The customer is always the
// session's (plugins/session.ts) or the one a mailed one-time code names; ids in a request
// never reach another customer's data.
import { randomBytes } from 'node:crypto';
import type {
  ChangeCustomerPasswordRequest,
  LoginForm,
  RegistrationForm,
  ResetCustomerPasswordRequest,
} from '@tavola/domain/account';
import type { Customer } from '@tavola/domain/entities';
import { badRequest, conflict, notFound } from '@tavola/domain/error-codes';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Mailer } from '../../plugins/mailer';
import type { ClientSession } from '../../plugins/session';
import {
  bumpSessionVersion,
  findCustomer,
  findCustomerByEmail,
  insertCustomer,
  normaliseEmail,
  toCustomer,
  updateCustomerRow,
  type CustomerRow,
} from '../customer';
import { customerMailLocale, dinerMailLocale, sessionMailLocale } from '../mail/mail-language';
import { findCompanyTradeName } from './account-repository';
import { confirmRegistrationMail, durationText, noAccountMail, resetPasswordMail } from './account-mails';
import { CheckCodePurpose, consumeCheckCode, issueCheckCode } from './check-codes';
import { verifyGoogleIdToken } from './google-id-token';
import { hashPassword, verifyPassword } from './password';

export interface AccountDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  now: Date;
}

export const CUSTOMER_NOT_FOUND_MESSAGE = 'Cliente non trovato.';
export const LINK_NOT_VALID_MESSAGE = 'Il link non è valido o è scaduto. Richiedi una nuova mail per riprovare.';
export const WRONG_OLD_PASSWORD_MESSAGE = 'La password attuale non è corretta.';
export const NO_PASSWORD_MESSAGE =
  'Il tuo account non ha una password: per impostarla usa "Password dimenticata?" dalla pagina di accesso.';
export const GOOGLE_NOT_CONFIGURED_MESSAGE = "L'accesso con Google non è disponibile.";

const customerNotFound = () => notFound('CUSTOMER_NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);

/** The customer the session names, or 404 when the request names another one. */
async function sessionCustomer(db: Db, session: ClientSession, customerId?: number): Promise<CustomerRow> {
  if (session.customerId == null || (customerId !== undefined && customerId !== session.customerId)) {
    throw customerNotFound();
  }
  const row = await findCustomer(db, session.companyId, session.customerId);
  if (!row) throw customerNotFound();
  return row;
}

// ------------------------------------------------------------------------------------------
// Sign-in

/** account/loginCustomer: the customer, or null for a wrong e-mail or password (001 §8). */
export async function loginCustomer(
  deps: AccountDeps,
  session: ClientSession,
  form: LoginForm,
): Promise<CustomerRow | null> {
  const row = await findCustomerByEmail(deps.db, session.companyId, form.login);
  // Always one scrypt, also for an unknown e-mail or an account without a password.
  const ok = await verifyPassword(form.password, row?.passwordHash ?? null);
  return ok && row ? row : null;
}

/** account/signIn: a new, unconfirmed customer with a password (001 §4). */
export async function signIn(deps: AccountDeps, session: ClientSession, form: RegistrationForm): Promise<CustomerRow> {
  const email = normaliseEmail(form.email);
  const existing = await findCustomerByEmail(deps.db, session.companyId, email);
  // Also for a customer who ordered anonymously with this e-mail: taking over that record
  // without proving the mailbox would show their orders and addresses. 'Password dimenticata?'
  // proves it and sets a password on the same record.
  if (existing) {
    throw conflict(
      'EMAIL_ALREADY_REGISTERED',
      `Esiste già un account con la mail ${email}. Accedi, oppure usa "Password dimenticata?" per scegliere una password.`,
    );
  }
  const passwordHash = await hashPassword(form.password);
  try {
    return await insertCustomer(deps.db, {
      companyId: session.companyId,
      email,
      passwordHash,
      confirmed: false,
      isAnonymous: false,
      hasAccount: true,
      firstName: form.firstName,
      lastName: form.lastName,
      birthDate: form.birthDate ?? null,
      gender: form.gender || null,
      language: form.language || null,
      telephoneNumber1: form.telephoneNumber1,
      telephoneNumber2: form.telephoneNumber2 || null,
      province: form.province || null,
      adultDeclaredAt: deps.now,
      privacyAcceptedAt: deps.now,
      serviceTermsAcceptedAt: deps.now,
    });
  } catch (error) {
    // Two registrations racing for the same e-mail: the unique index decides.
    if (await findCustomerByEmail(deps.db, session.companyId, email)) {
      throw conflict('EMAIL_ALREADY_REGISTERED', `Esiste già un account con la mail ${email}.`);
    }
    throw error;
  }
}

/**
 * account/loginCustomerWithGoogle: the verified Google identity signs in the customer with
 * that e-mail, or registers one. Google has verified the mailbox, so the customer is confirmed.
 */
export async function loginWithGoogle(
  deps: AccountDeps,
  session: ClientSession,
  idToken: string,
): Promise<CustomerRow> {
  const clientId = deps.config.GOOGLE_CLIENT_ID;
  if (!clientId) throw badRequest('GOOGLE_NOT_CONFIGURED', GOOGLE_NOT_CONFIGURED_MESSAGE);
  const identity = await verifyGoogleIdToken(idToken, {
    clientId,
    jwksUrl: deps.config.GOOGLE_JWKS_URL,
    now: deps.now,
  });
  const existing = await findCustomerByEmail(deps.db, session.companyId, identity.email);
  if (existing) {
    if (existing.confirmed && !existing.isAnonymous) return existing;
    return updateCustomerRow(deps.db, existing.customerId, {
      confirmed: true,
      isAnonymous: false,
      firstName: existing.firstName ?? identity.firstName,
      lastName: existing.lastName ?? identity.lastName,
    });
  }
  return insertCustomer(deps.db, {
    companyId: session.companyId,
    email: identity.email,
    passwordHash: null,
    confirmed: true,
    isAnonymous: false,
    // hasAccount: has a password of ours (001 §2 'Change password only if the customer has an account').
    hasAccount: false,
    firstName: identity.firstName,
    lastName: identity.lastName,
  });
}

/** account/logout (ours): revokes every token naming the customer. */
export async function logout(deps: AccountDeps, session: ClientSession): Promise<void> {
  if (session.customerId != null) await bumpSessionVersion(deps.db, session.customerId);
}

// ------------------------------------------------------------------------------------------
// Mails with one-time links

/**
 * The company's name and the language of the mail: the session's (remembered on the customer
 * when there is one), or, for the registration confirmation, the language the diner has just
 * chosen in the registration form (which starts as the page's language).
 */
async function mailContext(db: Db, session: ClientSession, customer?: CustomerRow, registered = false) {
  const companyName = await findCompanyTradeName(db, session.companyId);
  const locale =
    registered && customer?.language
      ? customerMailLocale(customer)
      : customer
        ? await dinerMailLocale(db, customer, session.languageId)
        : await sessionMailLocale(db, session.languageId);
  return { companyName: companyName ?? '', english: locale === 'en' };
}

/** account/SendConfirmRegistrationMail for the session's customer (001 §4). */
export async function sendConfirmRegistrationMail(
  deps: AccountDeps,
  session: ClientSession,
  customerId: number,
  redirect: URL,
): Promise<void> {
  const row = await sessionCustomer(deps.db, session, customerId);
  if (row.confirmed || !row.email) return; // nothing to confirm
  await mailOneTimeLink(deps, session, row, redirect, {
    purpose: CheckCodePurpose.ConfirmRegistration,
    ttlMs: deps.config.CONFIRM_REGISTRATION_TTL_HOURS * 3_600_000,
    template: confirmRegistrationMail,
  });
}

/** account/confirmCustomerRegistration: the mailed code confirms the customer (single use). */
export async function confirmRegistration(
  deps: AccountDeps,
  session: ClientSession,
  customerId: number,
  checkCode: string,
): Promise<CustomerRow> {
  return deps.db.transaction(async (tx) => {
    const row = await findCustomer(tx, session.companyId, customerId);
    const used =
      row &&
      (await consumeCheckCode(tx, { purpose: CheckCodePurpose.ConfirmRegistration, customerId }, checkCode, deps.now));
    if (!row || !used) throw badRequest('CHECK_CODE_NOT_VALID', LINK_NOT_VALID_MESSAGE);
    return updateCustomerRow(tx, customerId, { confirmed: true });
  });
}

/** account/VerifyCustomerConfirmed for the session's customer. */
export async function verifyConfirmed(deps: AccountDeps, session: ClientSession, customerId: number): Promise<boolean> {
  return (await sessionCustomer(deps.db, session, customerId)).confirmed;
}

/**
 * account/getCheckCodeForResetPassword: an opaque reference of the request, NOT the secret
 * (spec README): it unlocks nothing. The same answer whether or not an account has the e-mail
 * (no account enumeration).
 */
export async function resetPasswordReference(
  _deps: AccountDeps,
  _session: ClientSession,
  _email: string,
): Promise<string> {
  return `ref-${randomBytes(9).toString('base64url')}`;
}

/** Where the link says {customerId} (the browser never learns ids), the server writes it. */
const CUSTOMER_ID_PLACEHOLDER = /\{customerId\}|%7BcustomerId%7D/gi;

/**
 * account/sendResetPasswordMailToCustomer: mails a one-time link to redirectUri. Answers the
 * same whether or not an account has the e-mail; without one, the mail says so and
 * links the registration page instead, so the owner of the mailbox knows what to do.
 */
export async function sendResetPasswordMail(
  deps: AccountDeps,
  session: ClientSession,
  email: string,
  redirect: URL,
): Promise<void> {
  const row = await findCustomerByEmail(deps.db, session.companyId, email);
  if (!row?.email) {
    const register = new URL(redirect.toString());
    register.pathname = register.pathname.replace(/\/reset-password(\/.*)?$/, '/register');
    register.searchParams.delete('checkCode');
    const context = await mailContext(deps.db, session);
    await deps.mailer.send(
      noAccountMail({
        to: normaliseEmail(email),
        companyName: context.companyName,
        link: register.toString(),
        english: context.english,
      }),
    );
    return;
  }
  redirect.pathname = redirect.pathname.replace(CUSTOMER_ID_PLACEHOLDER, String(row.customerId));
  await mailOneTimeLink(deps, session, row, redirect, {
    purpose: CheckCodePurpose.ResetPassword,
    ttlMs: deps.config.RESET_PASSWORD_TTL_MINUTES * 60_000,
    template: resetPasswordMail,
  });
}

/**
 * account/resetCustomerPassword: the mailed code sets a new password (single use). Having the
 * mailbox also confirms the address and turns an anonymous customer into an account; every
 * session of the customer is revoked.
 */
export async function resetPassword(
  deps: AccountDeps,
  session: ClientSession,
  request: ResetCustomerPasswordRequest,
): Promise<void> {
  const passwordHash = await hashPassword(request.newPassword);
  await deps.db.transaction(async (tx) => {
    const row = await findCustomer(tx, session.companyId, request.customerId);
    if (!row) throw notFound('ACCOUNT_NOT_FOUND', 'Account non trovato.');
    const used = await consumeCheckCode(
      tx,
      { purpose: CheckCodePurpose.ResetPassword, customerId: row.customerId },
      request.checkCode,
      deps.now,
    );
    if (!used) throw badRequest('CHECK_CODE_NOT_VALID', LINK_NOT_VALID_MESSAGE);
    // Anonymous diners may share a contact e-mail: one that became an account since this
    // link was mailed owns it now, so this anonymous record cannot become a second account.
    const owner = row.isAnonymous && row.email ? await findCustomerByEmail(tx, session.companyId, row.email) : null;
    if (owner && !owner.isAnonymous && owner.customerId !== row.customerId) {
      throw badRequest('CHECK_CODE_NOT_VALID', LINK_NOT_VALID_MESSAGE);
    }
    await updateCustomerRow(tx, row.customerId, {
      passwordHash,
      hasAccount: true,
      isAnonymous: false,
      confirmed: true,
    });
    await bumpSessionVersion(tx, row.customerId);
  });
}

/** account/changeCustomerPassword for the session's customer; other sessions are revoked. */
export async function changePassword(
  deps: AccountDeps,
  session: ClientSession,
  request: ChangeCustomerPasswordRequest,
): Promise<void> {
  const row = await sessionCustomer(deps.db, session, request.customerId);
  if (!row.passwordHash) throw badRequest('NO_PASSWORD', NO_PASSWORD_MESSAGE);
  if (!(await verifyPassword(request.oldPassword, row.passwordHash))) {
    throw badRequest('WRONG_PASSWORD', WRONG_OLD_PASSWORD_MESSAGE);
  }
  const passwordHash = await hashPassword(request.newPassword);
  await deps.db.transaction(async (tx) => {
    await updateCustomerRow(tx, row.customerId, { passwordHash, hasAccount: true });
    await bumpSessionVersion(tx, row.customerId);
  });
}

export { sessionCustomer, toCustomer };
export type { Customer };

/**
 * Issues a single-use secret for the customer, writes it into the (already allowed) redirect
 * link as checkCode and mails the link: the secret never travels anywhere else.
 */
async function mailOneTimeLink(
  deps: AccountDeps,
  session: ClientSession,
  row: CustomerRow,
  redirect: URL,
  mail: {
    purpose: (typeof CheckCodePurpose)[keyof typeof CheckCodePurpose];
    ttlMs: number;
    template: typeof confirmRegistrationMail;
  },
): Promise<void> {
  if (!row.email) return;
  const secret = await issueCheckCode(
    deps.db,
    { purpose: mail.purpose, customerId: row.customerId },
    deps.now,
    mail.ttlMs,
  );
  redirect.searchParams.set('checkCode', secret);
  const context = await mailContext(deps.db, session, row, mail.purpose === CheckCodePurpose.ConfirmRegistration);
  await deps.mailer.send(
    mail.template({
      to: row.email,
      firstName: row.firstName,
      companyName: context.companyName,
      link: redirect.toString(),
      validFor: durationText(mail.ttlMs, context.english),
      english: context.english,
    }),
  );
}
