// The phone fields of the form schemas (account, booking, venue and brand settings), beside
// form-fields.ts: they carry libphonenumber-js's metadata, which a screen without a phone
// field does not need to load (the diner's first load).
import { z } from 'zod';
import { PHONE_MAX_LENGTH, requiredText } from './form-fields';
import { parsePhone } from './phone-rules';
import { message } from './validation-messages';

/**
 * A required phone number: valid for libphonenumber-js (no prefix means +39) and normalised to
 * E.164, in the web form and on the server alike.
 */
export const requiredPhone = () =>
  requiredText(PHONE_MAX_LENGTH)
    // Too long already says 'maxLength': one message per field.
    .refine((v) => v.length > PHONE_MAX_LENGTH || parsePhone(v) !== null, message('phone'))
    .transform((v) => parsePhone(v) ?? v);

/** A phone number that may be empty ('' or absent stays so); otherwise as requiredPhone. */
export const optionalPhone = () =>
  z
    .string()
    .trim()
    .max(PHONE_MAX_LENGTH, message('maxLength', PHONE_MAX_LENGTH))
    .refine((v) => v === '' || v.length > PHONE_MAX_LENGTH || parsePhone(v) !== null, message('phone'))
    .transform((v) => (v === '' ? v : (parsePhone(v) ?? v)));
