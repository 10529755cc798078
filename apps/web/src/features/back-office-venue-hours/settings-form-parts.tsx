// The parts the hours and booking-capacity screens share: both edit one document
// of a venue read at a version, with cards of rows (windows, bands, closures, exception dates),
// weekday checkboxes, the server's field errors on their fields, and one save bar. Written once
// here so the two screens behave the same (loading, errors, 409, 'Saved.').
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import {
  Controller,
  type Control,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { MenuPublicationStatus } from '@tavola/domain/enums';
import { QueryStates, type QueryLike } from '../../components/query-states';
import { ApiError } from '../../lib/api-client';
import { useValidationMessage } from '../../lib/use-validation-message';
import { venueSettingsNs } from './venue-settings-copy';

/** Weekday bits, Monday 1 … Sunday 64 (enums Weekday). */
const WEEKDAY_BITS = [1, 2, 4, 8, 16, 32, 64];
/** The order types a window or a closure is for, in the screen's order. */
const ORDER_TYPE_BITS = [
  MenuPublicationStatus.DigitalMenu,
  MenuPublicationStatus.LocalOrder,
  MenuPublicationStatus.TakeAwayMenu,
  MenuPublicationStatus.DeliveryMenu,
];

/** Loading, error with retry, or the content. */
function Loaded<T>({ query, children }: { query: QueryLike<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation(venueSettingsNs);
  return (
    <QueryStates query={query} loading={t('loading')} retry={t('retry')}>
      {children}
    </QueryStates>
  );
}

/**
 * A venue's settings document: read, then its form, started again from each version read
 * (`key`); 'Saved.' outlives that restart.
 */
export function SettingsDocument<T extends { version: number }>(props: {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  children: (data: T, saved: boolean, setSaved: (saved: boolean) => void) => ReactNode;
}) {
  const query = useQuery({ queryKey: props.queryKey, queryFn: props.queryFn });
  const [saved, setSaved] = useState(false);
  return (
    <Loaded query={query}>{(data) => <div key={data.version}>{props.children(data, saved, setSaved)}</div>}</Loaded>
  );
}

/**
 * The save of a settings document: the answer replaces the cached document (so the form
 * restarts from the new version), the server's field errors land on their fields like the
 * browser's own checks.
 */
export function useSettingsSave<I extends FieldValues, O>(args: {
  form: UseFormReturn<I>;
  queryKey: QueryKey;
  save: (input: I) => Promise<O>;
  setSaved: (saved: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: args.save,
    onSuccess: (data) => {
      args.setSaved(true);
      queryClient.setQueryData(args.queryKey, data);
    },
    onError: (error) => {
      if (error instanceof ApiError)
        for (const f of error.fields ?? [])
          args.form.setError(f.path.replace(/^body\./, '') as never, { message: f.message });
    },
  });
  const reload = () => void queryClient.invalidateQueries({ queryKey: args.queryKey });
  return { mutation, reload };
}

/** The message of a form field by path ('frames.0.endTime'), in the screen's language; an array field may carry it on an item. */
export function useFieldError(errors: FieldErrors) {
  const text = useValidationMessage();
  return (path: string): string | undefined => {
    let node: unknown = errors;
    for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    const err = node as (FieldError & Record<string, FieldError | undefined>) | undefined;
    const item =
      err && !err.message ? Object.values(err).find((v) => (v as FieldError | undefined)?.message) : undefined;
    return text(err?.message ?? (item as FieldError | undefined)?.message);
  };
}

/** A labelled input with its error under it (the label names it for screen readers). */
export function Field(props: {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  type?: string;
  min?: number;
  max?: number;
}) {
  return (
    <Form.Group controlId={props.id}>
      <Form.Label>{props.label}</Form.Label>
      <Form.Control
        type={props.type}
        min={props.min}
        max={props.max}
        {...props.registration}
        isInvalid={!!props.error}
      />
      <Form.Control.Feedback type="invalid">{props.error}</Form.Control.Feedback>
    </Form.Group>
  );
}

/** Checkboxes over the bits of a mask. */
function MaskChecks(props: {
  legend: string;
  bits: number[];
  labels: (bit: number, index: number) => string;
  value: number;
  onChange: (mask: number) => void;
  idPrefix: string;
  error?: string;
}) {
  return (
    <fieldset aria-invalid={props.error ? true : undefined}>
      <legend>{props.legend}</legend>
      <div className="mask-checks">
        {props.bits.map((bit, i) => (
          <Form.Check
            key={bit}
            id={`${props.idPrefix}-${bit}`}
            type="checkbox"
            label={props.labels(bit, i)}
            checked={(props.value & bit) !== 0}
            onChange={(e) => props.onChange(e.target.checked ? props.value | bit : props.value & ~bit)}
          />
        ))}
      </div>
      {props.error && <div className="invalid-feedback d-block">{props.error}</div>}
    </fieldset>
  );
}

/** A mask field of a form as checkboxes: the weekdays ('Lun' … 'Dom') or the order types. */
export function MaskField<T extends FieldValues>(props: {
  control: Control<T>;
  name: Path<T>;
  of: 'weekdays' | 'orderTypes';
  legend: string;
  idPrefix: string;
  error?: string;
}) {
  const { t } = useTranslation(venueSettingsNs);
  const weekdays = props.of === 'weekdays';
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <MaskChecks
          legend={props.legend}
          bits={weekdays ? WEEKDAY_BITS : ORDER_TYPE_BITS}
          labels={(bit, i) =>
            weekdays
              ? t('weekdaysShort', { returnObjects: true })[i]
              : (t('orderTypes', { returnObjects: true }) as Record<number, string>)[bit]
          }
          value={field.value as number}
          onChange={field.onChange}
          idPrefix={props.idPrefix}
          error={props.error}
        />
      )}
    />
  );
}

/** One row of a document (a window, a band, a closure) as a titled group. */
export function RowCard(props: { label: string; compact?: boolean; children: ReactNode }) {
  return (
    <Card className={props.compact ? 'mb-2' : 'mb-3'} as="fieldset" aria-label={props.label}>
      <Card.Body>{props.children}</Card.Body>
    </Card>
  );
}

export function RemoveButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation(venueSettingsNs);
  return (
    <Button variant="outline-danger" size="sm" onClick={onClick} aria-label={`${t('remove')} — ${name}`}>
      {t('remove')}
    </Button>
  );
}

/** Save button, 'Saved.', 'check the fields', and the save's error (409: reload to the current version). */
export function SaveBar(props: {
  pending: boolean;
  saved: boolean;
  invalid: boolean;
  error: Error | null;
  onReload: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation(venueSettingsNs);
  return (
    <>
      <div className="d-flex align-items-center gap-3 mb-4" aria-live="polite">
        <Button type="submit" disabled={props.pending}>
          {props.pending ? t('saving') : t('save')}
        </Button>
        {props.saved && <span className="text-success">{t('saved')}</span>}
        {props.invalid && !props.error && <span className="text-danger">{t('hours.invalid')}</span>}
      </div>
      {props.children}
      {props.error && !props.children && (
        <Alert variant="danger">
          {props.error.message}{' '}
          {props.error instanceof ApiError && props.error.status === 409 && (
            <Button size="sm" variant="outline-danger" onClick={props.onReload}>
              {t('retry')}
            </Button>
          )}
        </Alert>
      )}
    </>
  );
}
