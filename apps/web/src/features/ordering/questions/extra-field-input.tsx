// One extra question of a menu (spec 000 §3): free text, predefined (typed by its subtype) or
// options (a select of its values).
import { ExtraFieldSubtype, ExtraFieldType } from '@tavola/domain/enums';
import type { ExtraField } from '@tavola/domain/menu';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface ExtraFieldInputProps {
  id: string;
  field: ExtraField;
  registration: UseFormRegisterReturn;
  error?: string;
}

/** Input type and keyboard of a predefined or free-text field, by subtype. */
function inputPropsOf(field: ExtraField) {
  switch (field.subtype) {
    case ExtraFieldSubtype.Integer:
      return { type: 'text', inputMode: 'numeric' as const };
    case ExtraFieldSubtype.Money:
    case ExtraFieldSubtype.Double:
      return { type: 'text', inputMode: 'decimal' as const };
    case ExtraFieldSubtype.Email:
      return { type: 'email', inputMode: 'email' as const, autoComplete: 'email' };
    case ExtraFieldSubtype.Date:
      return { type: 'date' };
    default:
      return field.type === ExtraFieldType.Predefined
        ? { type: 'text', inputMode: 'numeric' as const }
        : { type: 'text' };
  }
}

export function ExtraFieldInput({ id, field, registration, error }: ExtraFieldInputProps) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  const common = {
    isInvalid: !!error,
    'aria-invalid': !!error || undefined,
    'aria-required': field.required || undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        {field.caption}
        {field.required && <span aria-hidden="true">*</span>}
      </Form.Label>
      {field.type === ExtraFieldType.Options ? (
        <Form.Select {...common} {...registration}>
          <option value="">{t('ordering.questions.choose')}</option>
          {field.values.map((v) => (
            <option key={v.value} value={v.value}>
              {v.caption}
            </option>
          ))}
        </Form.Select>
      ) : (
        <Form.Control
          {...common}
          {...inputPropsOf(field)}
          maxLength={field.maxLength && field.subtype !== ExtraFieldSubtype.Date ? field.maxLength : undefined}
          {...registration}
        />
      )}
      {error && (
        <Form.Control.Feedback type="invalid" id={errorId}>
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
