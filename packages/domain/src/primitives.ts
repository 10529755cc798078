// The primitives every schema that reads input builds on: what PostgreSQL can
// store must be decided here, once, so bad input is a 400 on every route, present and future,
// and never an error of the database (a 500). Ids are PostgreSQL integers; text carries no
// control characters (NUL cannot be stored at all; the others have no business in a form) and
// no lone surrogates (they would be stored as U+FFFD, not as what was sent).
import { z } from 'zod';
import { message } from './validation-messages';

/** Largest value of a PostgreSQL integer column (every id of ours). */
export const MAX_INT4 = 2_147_483_647;
const MIN_INT4 = -2_147_483_648;

/** C0 controls and DEL, except tab, line feed and carriage return (multi-line notes keep them). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Half of a UTF-16 surrogate pair without its other half (JSON lets a request write one as
 * "\ud800"). It is no character: UTF-8, and so the database, can only store it as U+FFFD.
 */
function hasLoneSurrogate(value: string): boolean {
  // A loop, not a regular expression: the lookbehind one needs Safari 16.4, and the web app
  // shares this module.
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit < 0xd800 || unit > 0xdfff) continue;
    const next = value.charCodeAt(i + 1);
    if (unit > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return true;
    i++;
  }
  return false;
}

/** Whether a text is free of control characters and lone surrogates (storable as it was sent). */
export function isPlainText(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value) && !hasLoneSurrogate(value);
}

// Each primitive is built once and shared (a zod schema costs main-thread time to
// build, and these were built anew at each of some 340 uses, most of the schemas the web app's
// home page built). Sharing is safe: a zod schema never changes; .min(), .optional() and the
// like return a new one.
const PLAIN_TEXT = z.string().refine(isPlainText, { error: message('invalidCharacters'), abort: true });
const NULLABLE_TEXT = PLAIN_TEXT.nullable();
const INT4 = z.number().int().min(MIN_INT4).max(MAX_INT4);
const ID_NUMBER = z.number().int().min(1).max(MAX_INT4);
const QUERY_ID = z.coerce.number().int().min(1).max(MAX_INT4);
const QUERY_INT4 = z.coerce.number().int().min(MIN_INT4).max(MAX_INT4);

/** A string without control characters or lone surrogates: the base of every text field read from a request. */
export const plainText = () => PLAIN_TEXT;

/**
 * The key a browser makes for one attempt (an order, a refund, a tab payment) and sends again on
 * a retry, so the server does it once: 8-100 characters among A-Z a-z 0-9 _ -.
 */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency key: 8-100 characters among A-Z a-z 0-9 _ -');

/**
 * Free text of a request, bounded: trimmed, at most `max` characters, plain (above). The
 * required and optional form texts (form-fields.ts) add their own blank-field messages.
 */
export const boundedText = (max: number) => PLAIN_TEXT.trim().max(max, message('maxLength', max));

/** plainText() or null: the optional texts of the entities (some sixty of them). */
export const nullableText = () => NULLABLE_TEXT;

/** A whole number that fits a PostgreSQL integer column (quantities, priorities, flags). */
export const int4 = () => INT4;

/** An id: a positive PostgreSQL integer. */
export const idNumber = () => ID_NUMBER;

/** An id read from a query string or a form ('12' → 12); 'abc', -1 and 2147483648 are a 400. */
export const queryId = () => QUERY_ID;

/** A whole number read from a query string, within PostgreSQL's integer range. */
export const queryInt4 = () => QUERY_INT4;
