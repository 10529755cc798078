// Accessible react-hook-form rows shared by the account and ordering forms: label, control, and
// the field's validation message (translated from the domain schema's code) tied with
// aria-describedby.
import type { InputHTMLAttributes, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useValidationMessage } from '../lib/use-validation-message';

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'maxLength' | 'inputMode' | 'placeholder' | 'disabled'
>;

interface TextFieldProps extends InputProps {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date';
  required?: boolean;
}

export function TextField({ id, label, registration, error, type = 'text', required, ...input }: TextFieldProps) {
  const message = useValidationMessage()(error?.message);
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        {label}
        {required && <span aria-hidden="true">*</span>}
      </Form.Label>
      <Form.Control
        {...input}
        type={type}
        isInvalid={!!error}
        aria-invalid={!!error}
        aria-required={required || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      />
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {message}
      </Form.Control.Feedback>
    </Form.Group>
  );
}

export function CheckField({
  id,
  label,
  registration,
  error,
}: {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: FieldError;
}) {
  const message = useValidationMessage()(error?.message);
  return (
    <Form.Group className="mb-2" controlId={id}>
      <Form.Check
        type="checkbox"
        label={label}
        isInvalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      />
      {error && (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {message}
        </div>
      )}
    </Form.Group>
  );
}
