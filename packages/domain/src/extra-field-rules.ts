// Validation of an answer to a menu's extra question (spec 000 §5). Returns a
// validation-message code (validation-messages.ts) or null when the answer is acceptable.
import { z } from 'zod';
import { ExtraFieldSubtype, ExtraFieldType } from './enums';
import type { ExtraField } from './menu';
import { message } from './validation-messages';

const digitsOnly = /^\d+$/;
const money = /^-?\d+([.,]\d{1,2})?$/;
const double = /^-?\d+([.,]\d{1,99})?$/;

/**
 * Rules, in the order the spec lists them: required; maximum length (null or 0: none);
 * a predefined field with subtype generic or integer takes digits only; money takes an
 * optional minus, digits and up to 2 decimals after a dot or comma; double the same with up
 * to 99 decimals; the email subtype an e-mail address. An options field must be answered
 * with one of its values (ours: the select cannot produce anything else, a forged request
 * can). A blank optional answer is valid. rexValidate is not applied: no documented rule
 * uses it.
 */
export function validateExtraField(
  field: Pick<ExtraField, 'required' | 'type' | 'subtype' | 'maxLength' | 'values'>,
  value: string | null | undefined,
): string | null {
  const answer = value ?? '';
  if (answer.trim() === '') return field.required ? message('required') : null;
  if (field.maxLength && answer.length > field.maxLength) return message('maxLength', field.maxLength);

  if (field.type === ExtraFieldType.Options && !field.values.some((v) => v.value === answer)) {
    return message('invalidOption');
  }
  const predefinedWhole =
    field.type === ExtraFieldType.Predefined &&
    (field.subtype === ExtraFieldSubtype.Generic || field.subtype === ExtraFieldSubtype.Integer);
  if (predefinedWhole && !digitsOnly.test(answer)) return message('integerOnly');
  if (field.subtype === ExtraFieldSubtype.Money && !money.test(answer)) return message('numberOnly');
  if (field.subtype === ExtraFieldSubtype.Double && !double.test(answer)) return message('numberOnly');
  if (field.subtype === ExtraFieldSubtype.Email && !z.regexes.email.test(answer)) return message('emailSubtype');
  return null;
}

/**
 * The question that asks for the table number of a dine-in order (a QR code
 * on the table carries ?table=N). The spec gives extra fields no kind, so it is recognised as
 * a predefined whole-number field whose caption names the table ('tavolo' / 'table'); -1 when
 * the menu has none.
 */
export function tableNumberFieldIndex(fields: Pick<ExtraField, 'type' | 'subtype' | 'caption'>[]): number {
  return fields.findIndex(
    (field) =>
      field.type === ExtraFieldType.Predefined &&
      (field.subtype === ExtraFieldSubtype.Integer || field.subtype === ExtraFieldSubtype.Generic) &&
      /\b(tavolo|table)\b/i.test(field.caption),
  );
}

/**
 * An order's answers to its menu's extra questions as people read them (the board card, the
 * kitchen ticket, the summary mail): each with its question's caption, a choice told by its
 * option's caption ('Sì, grazie') rather than its stored value ('S'), blank answers left out.
 */
export function readableExtraAnswers(
  answers: readonly (string | null)[],
  fields: readonly { position: number; caption: string; values: readonly { value: string; caption: string }[] }[],
): { position: number; caption: string; value: string }[] {
  return answers
    .map((answer, i) => {
      const position = i + 1;
      const field = fields.find((f) => f.position === position);
      const given = answer?.trim() ?? '';
      const option = field?.values.find((v) => v.value === given);
      return { position, caption: field?.caption ?? `Campo ${position}`, value: option?.caption ?? given };
    })
    .filter((a) => a.value !== '');
}
