// The form rows every back-office menu screen repeats (duplicates D2): a labelled
// select, a labelled text field with its error, the venue picker ("every venue" or one) and
// the Cancel / Save footer of an edit dialog. One place keeps their labels tied to their
// controls (for screen readers) and their error text under the field.
import { useTranslation } from 'react-i18next';
import type { ComponentProps, ReactNode } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import type { Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { menuAdminNs } from './menu-admin-copy';

export interface SelectChoice {
  value: number | string;
  label: string;
}

/** A labelled select; `emptyLabel` adds a first choice meaning "none" (value null). */
export function SelectRow(props: {
  id: string;
  label: ReactNode;
  value: number | string | null;
  choices: SelectChoice[];
  onChange: (value: string | null) => void;
  emptyLabel?: string;
  className?: string;
  style?: React.CSSProperties;
}) {
  return (
    <Form.Group className={props.className ?? 'mb-3'} controlId={props.id} style={props.style}>
      <Form.Label>{props.label}</Form.Label>
      <Form.Select
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.target.value === '' ? null : e.target.value)}
      >
        {props.emptyLabel !== undefined && <option value="">{props.emptyLabel}</option>}
        {props.choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

/** The venue of a company-wide-or-venue row: null is every venue. */
export function VenueSelectRow(props: {
  id: string;
  label: ReactNode;
  value: number | null;
  venues: { seatWebId: number; name: string }[];
  onChange: (seatWebId: number | null) => void;
  className?: string;
}) {
  const { t } = useTranslation(menuAdminNs);
  return (
    <SelectRow
      id={props.id}
      label={props.label}
      className={props.className}
      value={props.value}
      emptyLabel={t('companyWide')}
      choices={props.venues.map((v) => ({ value: v.seatWebId, label: v.name }))}
      onChange={(v) => props.onChange(v === null ? null : Number(v))}
    />
  );
}

/** A labelled input with its validation message; extra props go to the input (register(...), type, step). */
export function TextRow({
  id,
  label,
  error,
  className,
  ...control
}: { id: string; label: ReactNode; error?: string } & { className?: string } & ComponentProps<typeof Form.Control>) {
  return (
    <Form.Group className={className ?? 'mb-2'} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control {...control} isInvalid={!!error} />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}

/** Cancel and Save at the foot of an edit dialog. */
export function SaveCancelFooter({ onCancel, pending }: { onCancel: () => void; pending: boolean }) {
  const { t } = useTranslation(menuAdminNs);
  return (
    <Modal.Footer>
      <Button variant="outline-secondary" onClick={onCancel}>
        {t('cancel')}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? t('saving') : t('save')}
      </Button>
    </Modal.Footer>
  );
}

/** Field errors of the server ('body.description') land on their fields, like the browser's own checks. */
export function setServerFieldErrors<T extends Record<string, unknown>>(error: unknown, form: UseFormReturn<T>): void {
  if (!(error instanceof ApiError)) return;
  for (const f of error.fields ?? []) {
    const name = f.path.replace(/^body\./, '').split('.')[0];
    if (name in form.getValues()) form.setError(name as Path<T>, { message: f.message });
  }
}
