// The booking-capacity screen of a venue (issue #13, spec 001 §3-§4): kitchens, largest party,
// closed weekdays, how far ahead, the bands per weekday with their bookable times and places,
// and exception dates; saved as one document with its version. The domain's
// bookingCapacityInputSchema validates here and on the server.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Row } from 'react-bootstrap';
import { Controller, useFieldArray, useForm, type FieldError } from 'react-hook-form';
import { bookingCapacityInputSchema, type BookingCapacity, type BookingCapacityInput } from '@tavola/domain/booking-capacity-admin';
import { ApiError } from '../../lib/api-client';
import { useValidationMessage } from '../../lib/use-validation-message';
import { MaskChecks, WEEKDAY_BITS } from './hours-page';
import { Loaded } from './venue-settings-app';
import { VENUE_SETTINGS_KEY, venueHoursApi } from './venue-settings-api';
import { fill, useVenueSettingsCopy } from './venue-settings-copy';

const toInput = ({ seatWebId: _s, bookable: _b, ...c }: BookingCapacity): BookingCapacityInput => ({
  ...c,
  kitchen2Name: c.kitchen2Name ?? '',
  bands: c.bands.map((b) => ({ ...b, tables: b.tables ?? '' })),
  exceptions: c.exceptions.map((e) => ({ ...e, note: e.note ?? '' })),
});

/** '12:00, 12:30' ⇄ ['12:00', '12:30']. */
const parseTimes = (value: string) =>
  value
    .split(/[,;\s]+/)
    .map((t) => t.trim())
    .filter(Boolean);

export function BookingCapacityPage({ seatWebId }: { seatWebId: number }) {
  const capacity = useQuery({ queryKey: [...VENUE_SETTINGS_KEY, 'capacity', seatWebId], queryFn: () => venueHoursApi.capacity(seatWebId) });
  // The form starts again from each version read; 'Saved.' outlives that restart.
  const [saved, setSaved] = useState(false);
  return <Loaded query={capacity}>{(data) => <CapacityForm key={data.version} seatWebId={seatWebId} capacity={data} saved={saved} setSaved={setSaved} />}</Loaded>;
}

function TimesInput(props: { id: string; label: string; value: string[]; onChange: (v: string[]) => void; error?: string }) {
  const [raw, setRaw] = useState(props.value.join(', '));
  return (
    <Form.Group controlId={props.id}>
      <Form.Label>{props.label}</Form.Label>
      <Form.Control
        value={raw}
        onChange={(e) => {
          setRaw(e.target.value);
          props.onChange(parseTimes(e.target.value));
        }}
        isInvalid={!!props.error}
      />
      <Form.Control.Feedback type="invalid">{props.error}</Form.Control.Feedback>
    </Form.Group>
  );
}

function CapacityForm(props: { seatWebId: number; capacity: BookingCapacity; saved: boolean; setSaved: (saved: boolean) => void }) {
  const { seatWebId, capacity, saved, setSaved } = props;
  const copy = useVenueSettingsCopy();
  const text = useValidationMessage();
  const queryClient = useQueryClient();
  const form = useForm<BookingCapacityInput>({ resolver: zodResolver(bookingCapacityInputSchema), defaultValues: toInput(capacity) });
  const bands = useFieldArray({ control: form.control, name: 'bands' });
  const exceptions = useFieldArray({ control: form.control, name: 'exceptions' });
  const errors = form.formState.errors;
  const kitchen2 = form.watch('kitchen2Name');
  const save = useMutation({
    mutationFn: (values: BookingCapacityInput) => venueHoursApi.saveCapacity(seatWebId, values),
    onSuccess: (data) => {
      setSaved(true);
      queryClient.setQueryData([...VENUE_SETTINGS_KEY, 'capacity', seatWebId], data);
    },
    onError: (error) => {
      if (error instanceof ApiError) for (const f of error.fields ?? []) form.setError(f.path.replace(/^body\./, '') as never, { message: f.message });
    },
  });
  const fieldError = (path: string): string | undefined => {
    let node: unknown = errors;
    for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    const err = node as (FieldError & Record<string, FieldError | undefined>) | undefined;
    // An array field (times) may carry its message on one item.
    const item = err && !err.message ? Object.values(err).find((v) => (v as FieldError | undefined)?.message) : undefined;
    return text(err?.message ?? (item as FieldError | undefined)?.message);
  };
  const numberField = (name: 'maxPeople' | 'daysListed' | 'horizonDays', label: string) => (
    <Form.Group controlId={`capacity-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control type="number" min={0} {...form.register(name, { valueAsNumber: true })} isInvalid={!!fieldError(name)} />
      <Form.Control.Feedback type="invalid">{fieldError(name)}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <>
      <p className="text-body-secondary">{copy.booking.intro}</p>
      {!capacity.bookable && <Alert variant="info">{copy.booking.notBookable}</Alert>}
      <Form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setSaved(false);
          save.mutate(values);
        })}
      >
        <section aria-labelledby="capacity-general" className="mb-4">
          <h2 id="capacity-general" className="h5">
            {copy.booking.general}
          </h2>
          <Row className="g-2">
            <Col xs={12} md={6}>
              <Form.Group controlId="capacity-kitchen1">
                <Form.Label>{copy.booking.kitchen1}</Form.Label>
                <Form.Control {...form.register('kitchen1Name')} isInvalid={!!fieldError('kitchen1Name')} />
                <Form.Control.Feedback type="invalid">{fieldError('kitchen1Name')}</Form.Control.Feedback>
              </Form.Group>
            </Col>
            <Col xs={12} md={6}>
              <Form.Group controlId="capacity-kitchen2">
                <Form.Label>{copy.booking.kitchen2}</Form.Label>
                <Form.Control {...form.register('kitchen2Name')} isInvalid={!!fieldError('kitchen2Name')} />
                <Form.Control.Feedback type="invalid">{fieldError('kitchen2Name')}</Form.Control.Feedback>
              </Form.Group>
            </Col>
            <Col xs={12} md={4}>
              {numberField('maxPeople', copy.booking.maxPeople)}
            </Col>
            <Col xs={6} md={4}>
              {numberField('daysListed', copy.booking.daysListed)}
            </Col>
            <Col xs={6} md={4}>
              {numberField('horizonDays', copy.booking.horizonDays)}
            </Col>
            <Col xs={12}>
              <Controller
                control={form.control}
                name="closedDays"
                render={({ field: f }) => (
                  <MaskChecks legend={copy.booking.closedDays} bits={WEEKDAY_BITS} labels={(_b, d) => copy.weekdaysShort[d]} value={f.value} onChange={f.onChange} idPrefix="capacity-closed" />
                )}
              />
            </Col>
          </Row>
        </section>

        <section aria-labelledby="capacity-bands" className="mb-4">
          <h2 id="capacity-bands" className="h5">
            {copy.booking.bands}
          </h2>
          {bands.fields.length === 0 && <p>{copy.booking.noBands}</p>}
          {bands.fields.map((field, i) => (
            <Card key={field.id} className="mb-3" as="fieldset" aria-label={fill(copy.booking.band, { n: i + 1 })}>
              <Card.Body>
                <Row className="g-2">
                  <Col xs={6} md={2}>
                    <Form.Group controlId={`band-${i}-kitchen`}>
                      <Form.Label>{copy.booking.kitchen}</Form.Label>
                      <Form.Select {...form.register(`bands.${i}.kitchen`, { valueAsNumber: true })} isInvalid={!!fieldError(`bands.${i}.kitchen`)}>
                        <option value={1}>{form.watch('kitchen1Name') || '1'}</option>
                        {(kitchen2 || field.kitchen === 2) && <option value={2}>{kitchen2 || '2'}</option>}
                      </Form.Select>
                      <Form.Control.Feedback type="invalid">{fieldError(`bands.${i}.kitchen`)}</Form.Control.Feedback>
                    </Form.Group>
                  </Col>
                  <Col xs={6} md={2}>
                    <Form.Group controlId={`band-${i}-start`}>
                      <Form.Label>{copy.booking.start}</Form.Label>
                      <Form.Control type="time" {...form.register(`bands.${i}.startTime`)} isInvalid={!!fieldError(`bands.${i}.startTime`)} />
                      <Form.Control.Feedback type="invalid">{fieldError(`bands.${i}.startTime`)}</Form.Control.Feedback>
                    </Form.Group>
                  </Col>
                  <Col xs={6} md={2}>
                    <Form.Group controlId={`band-${i}-end`}>
                      <Form.Label>{copy.booking.end}</Form.Label>
                      <Form.Control type="time" {...form.register(`bands.${i}.endTime`)} isInvalid={!!fieldError(`bands.${i}.endTime`)} />
                      <Form.Control.Feedback type="invalid">{fieldError(`bands.${i}.endTime`)}</Form.Control.Feedback>
                    </Form.Group>
                  </Col>
                  <Col xs={6} md={2}>
                    <Form.Group controlId={`band-${i}-places`}>
                      <Form.Label>{copy.booking.places}</Form.Label>
                      <Form.Control type="number" min={0} {...form.register(`bands.${i}.places`, { valueAsNumber: true })} isInvalid={!!fieldError(`bands.${i}.places`)} />
                      <Form.Control.Feedback type="invalid">{fieldError(`bands.${i}.places`)}</Form.Control.Feedback>
                    </Form.Group>
                  </Col>
                  <Col xs={12} md={4}>
                    <Form.Group controlId={`band-${i}-tables`}>
                      <Form.Label>{copy.booking.tables}</Form.Label>
                      <Form.Control {...form.register(`bands.${i}.tables`)} isInvalid={!!fieldError(`bands.${i}.tables`)} />
                      <Form.Control.Feedback type="invalid">{fieldError(`bands.${i}.tables`)}</Form.Control.Feedback>
                    </Form.Group>
                  </Col>
                  <Col xs={12} md={6}>
                    <Controller
                      control={form.control}
                      name={`bands.${i}.times`}
                      render={({ field: f }) => <TimesInput id={`band-${i}-times`} label={copy.booking.times} value={f.value} onChange={f.onChange} error={fieldError(`bands.${i}.times`)} />}
                    />
                  </Col>
                  <Col xs={12} md={4}>
                    <Controller
                      control={form.control}
                      name={`bands.${i}.daysOfWeek`}
                      render={({ field: f }) => (
                        <MaskChecks
                          legend={copy.booking.days}
                          bits={WEEKDAY_BITS}
                          labels={(_b, d) => copy.weekdaysShort[d]}
                          value={f.value}
                          onChange={f.onChange}
                          idPrefix={`band-${i}-day`}
                          error={fieldError(`bands.${i}.daysOfWeek`)}
                        />
                      )}
                    />
                  </Col>
                  <Col xs={12} md={2} className="d-flex align-items-end justify-content-md-end">
                    <Button variant="outline-danger" size="sm" onClick={() => bands.remove(i)} aria-label={`${copy.remove} ${fill(copy.booking.band, { n: i + 1 })}`}>
                      {copy.remove}
                    </Button>
                  </Col>
                </Row>
              </Card.Body>
            </Card>
          ))}
          <Button
            variant="outline-primary"
            onClick={() => bands.append({ bandId: null, kitchen: 1, daysOfWeek: 127, startTime: '19:00', endTime: '21:00', times: ['19:00', '19:30', '20:00', '20:30'], places: 20, tables: '' })}
          >
            {copy.booking.addBand}
          </Button>
        </section>

        <section aria-labelledby="capacity-exceptions" className="mb-4">
          <h2 id="capacity-exceptions" className="h5">
            {copy.booking.exceptions}
          </h2>
          <p className="text-body-secondary small">{copy.booking.exceptionsHelp}</p>
          {exceptions.fields.length === 0 && <p>{copy.booking.noExceptions}</p>}
          {exceptions.fields.map((field, i) => (
            <Card key={field.id} className="mb-2" as="fieldset" aria-label={fill(copy.booking.exception, { n: i + 1 })}>
              <Card.Body>
                <Row className="g-2 align-items-end">
                  <Col xs={12} md={3}>
                    <Form.Group controlId={`exception-${i}-date`}>
                      <Form.Label>{copy.booking.date}</Form.Label>
                      <Form.Control type="date" {...form.register(`exceptions.${i}.date`)} isInvalid={!!fieldError(`exceptions.${i}.date`)} />
                      <Form.Control.Feedback type="invalid">{fieldError(`exceptions.${i}.date`)}</Form.Control.Feedback>
                    </Form.Group>
                  </Col>
                  <Col xs={12} md={3}>
                    <Controller
                      control={form.control}
                      name={`exceptions.${i}.shift`}
                      render={({ field: f }) => (
                        <Form.Group controlId={`exception-${i}-shift`}>
                          <Form.Label>{copy.booking.shift}</Form.Label>
                          <Form.Select value={f.value ?? ''} onChange={(e) => f.onChange(e.target.value === '' ? null : e.target.value)}>
                            <option value="">{copy.booking.allDay}</option>
                            <option value="lunch">{copy.booking.lunch}</option>
                            <option value="dinner">{copy.booking.dinner}</option>
                          </Form.Select>
                        </Form.Group>
                      )}
                    />
                  </Col>
                  <Col xs={12} md={4}>
                    <Form.Group controlId={`exception-${i}-note`}>
                      <Form.Label>{copy.booking.note}</Form.Label>
                      <Form.Control {...form.register(`exceptions.${i}.note`)} />
                    </Form.Group>
                  </Col>
                  <Col xs={12} md={2} className="text-md-end">
                    <Button variant="outline-danger" size="sm" onClick={() => exceptions.remove(i)} aria-label={`${copy.remove} — ${fill(copy.booking.exception, { n: i + 1 })}`}>
                      {copy.remove}
                    </Button>
                  </Col>
                </Row>
              </Card.Body>
            </Card>
          ))}
          <Button variant="outline-primary" onClick={() => exceptions.append({ date: '', shift: null, note: '' })}>
            {copy.booking.addException}
          </Button>
        </section>

        <div className="d-flex align-items-center gap-3 mb-4" aria-live="polite">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? copy.saving : copy.save}
          </Button>
          {saved && <span className="text-success">{copy.saved}</span>}
          {Object.keys(errors).length > 0 && !save.isError && <span className="text-danger">{copy.hours.invalid}</span>}
        </div>
        {save.isError && <Alert variant="danger">{save.error.message}</Alert>}
      </Form>
    </>
  );
}
