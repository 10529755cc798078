// Building blocks of the form schemas (account, order, booking); the phone fields are in
// phone-fields.ts, so that a form without one does not carry libphonenumber-js. Every issue message is a
// validation-message code (see validation-messages.ts). "Required" aborts the field's other
// checks, so an empty field shows one message, not three.
import { z } from 'zod';
import { isPlainText } from './primitives';
import { message } from './validation-messages';

/** Spec 001 §9. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 16;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 255;
export const PHONE_MAX_LENGTH = 20;

const required = { error: message('required'), abort: true } as const;

/** Trimmed text that must not be blank; `blank` is the screen's copy for it (the address modal's is 'fieldRequired'). */
export const requiredText = (maxLength: number, blank: 'required' | 'fieldRequired' = 'required') =>
  z
    .string({ error: message(blank) })
    .trim()
    .min(1, { error: message(blank), abort: true })
    .max(maxLength, message('maxLength', maxLength))
    .refine(isPlainText, message('invalidCharacters'));

/** Trimmed text that may be empty or absent. */
export const optionalText = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength, message('maxLength', maxLength))
    .refine(isPlainText, message('invalidCharacters'))
    .nullish();

/** Required e-mail; invalid is the spec's message for the screen ('email' or 'emailNotValid'). */
export const requiredEmail = (invalid: 'email' | 'emailNotValid' = 'email') =>
  requiredText(EMAIL_MAX_LENGTH).regex(z.regexes.email, message(invalid));

/**
 * Staff passwords (the restaurant's side, which the spec does not cover) allow passphrases; the
 * diners' keep the spec's 16.
 */
export const STAFF_PASSWORD_MAX_LENGTH = 128;

/**
 * New password: required, 6..16 for diners (spec 001 §5), 6..STAFF_PASSWORD_MAX_LENGTH for
 * staff. Never trimmed: spaces are part of it.
 */
export const newPassword = (
  maxLength: typeof PASSWORD_MAX_LENGTH | typeof STAFF_PASSWORD_MAX_LENGTH = PASSWORD_MAX_LENGTH,
) =>
  z
    .string({ error: message('required') })
    .min(1, required)
    .min(PASSWORD_MIN_LENGTH, message('minLength', PASSWORD_MIN_LENGTH))
    .max(maxLength, message('maxLength', maxLength));

/** A staff member's new password (invitation, owner command). */
export const newStaffPassword = () => newPassword(STAFF_PASSWORD_MAX_LENGTH);

/** A password the user already has (login, old password): only required (spec 001 §5). */
export const existingPassword = () => z.string({ error: message('required') }).min(1, required);

/** Consent checkbox that must be ticked (spec 000 §5, 001 §5). */
export const mustBeTicked = () => z.literal(true, { error: message('mustConfirm') });
