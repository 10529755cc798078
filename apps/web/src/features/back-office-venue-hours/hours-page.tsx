// The hours screen of a venue (issue #13; #11 per-slot cap): service windows (days, times,
// order types, slot length, most orders per slot) and closures by date, saved as one document
// with its version. The domain's venueHoursInputSchema validates here and on the server; the
// weekly summary per order type is groupOpeningHours over the same windows, i.e. exactly what
// the diners' venue information will show.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Row, Table } from 'react-bootstrap';
import { Controller, useFieldArray, useForm, type FieldError, type FieldErrors } from 'react-hook-form';
import { MenuPublicationStatus, OrderType } from '@tavola/domain/enums';
import { groupOpeningHours, type OpeningHoursKind } from '@tavola/domain/opening-hours';
import { openingDaysFromHours, venueHoursInputSchema, type VenueHours, type VenueHoursInput } from '@tavola/domain/venue-hours';
import { ApiError } from '../../lib/api-client';
import { useValidationMessage } from '../../lib/use-validation-message';
import { Loaded } from './venue-settings-app';
import { VENUE_SETTINGS_KEY, venueHoursApi } from './venue-settings-api';
import { fill, useVenueSettingsCopy } from './venue-settings-copy';

const ORDER_TYPE_BITS = [MenuPublicationStatus.DigitalMenu, MenuPublicationStatus.LocalOrder, MenuPublicationStatus.TakeAwayMenu, MenuPublicationStatus.DeliveryMenu];
export const WEEKDAY_BITS = [1, 2, 4, 8, 16, 32, 64];

const toInput = (h: VenueHours): VenueHoursInput => ({
  version: h.version,
  frames: h.frames.map(({ menuWebId: _menu, ...f }) => f),
  closures: h.closures.map((c) => ({ ...c, note: c.note ?? '' })),
});

export function HoursPage({ seatWebId }: { seatWebId: number }) {
  const hours = useQuery({ queryKey: [...VENUE_SETTINGS_KEY, 'hours', seatWebId], queryFn: () => venueHoursApi.hours(seatWebId) });
  // The form starts again from each version read; 'Saved.' outlives that restart.
  const [saved, setSaved] = useState(false);
  return <Loaded query={hours}>{(data) => <HoursForm key={data.version} seatWebId={seatWebId} hours={data} saved={saved} setSaved={setSaved} />}</Loaded>;
}

/** Checkboxes over the bits of a mask. */
export function MaskChecks(props: {
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

function HoursForm({ seatWebId, hours, saved, setSaved }: { seatWebId: number; hours: VenueHours; saved: boolean; setSaved: (saved: boolean) => void }) {
  const copy = useVenueSettingsCopy();
  const text = useValidationMessage();
  const queryClient = useQueryClient();
  const form = useForm<VenueHoursInput>({ resolver: zodResolver(venueHoursInputSchema), defaultValues: toInput(hours) });
  const frames = useFieldArray({ control: form.control, name: 'frames' });
  const closures = useFieldArray({ control: form.control, name: 'closures' });
  const errors = form.formState.errors;
  const watched = form.watch();

  const save = useMutation({
    mutationFn: (values: VenueHoursInput) => venueHoursApi.saveHours(seatWebId, values),
    onSuccess: (data) => {
      setSaved(true);
      queryClient.setQueryData([...VENUE_SETTINGS_KEY, 'hours', seatWebId], data);
    },
    onError: (error) => {
      // Field errors of the server land on their fields, like the browser's own checks.
      if (error instanceof ApiError) {
        for (const f of error.fields ?? []) form.setError(f.path.replace(/^body\./, '') as never, { message: f.message });
      }
    },
  });
  const fieldError = (path: string): string | undefined => {
    let node: unknown = errors;
    for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return text((node as FieldError | undefined)?.message);
  };

  const summary = openingDaysFromHours(watched.frames ?? [], []);
  const kinds: Array<{ kind: OpeningHoursKind; label: string }> = [
    { kind: 'local', label: `${copy.orderTypes[1]} / ${copy.orderTypes[8]}` },
    { kind: 'takeaway', label: copy.orderTypes[4] },
    { kind: 'delivery', label: copy.orderTypes[2] },
  ];
  const locale = copy.weekdays[0] === 'Monday' ? 'en' : 'it';

  return (
    <>
      <p className="text-body-secondary">{copy.hours.intro}</p>
      <section aria-labelledby="hours-weekly" className="mb-4">
        <h2 id="hours-weekly" className="h5">
          {copy.hours.weekly}
        </h2>
        <Table size="sm" bordered responsive className="mb-0">
          <tbody>
            {kinds.map(({ kind, label }) => {
              const rows = groupOpeningHours(summary, kind, locale);
              return (
                <tr key={kind}>
                  <th scope="row" className="text-nowrap">
                    {label}
                  </th>
                  <td data-testid={`weekly-${kind}`}>
                    {rows.length === 0 ? <span className="text-body-secondary">{copy.hours.noService}</span> : rows.map((r) => <div key={r.dayOfWeek}>{`${r.label}: ${r.hours.join(', ')}`}</div>)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </section>

      <Form
        noValidate
        onSubmit={form.handleSubmit(
          (values) => {
            setSaved(false);
            save.mutate(values);
          },
          () => setSaved(false),
        )}
      >
        <section aria-labelledby="hours-windows" className="mb-4">
          <h2 id="hours-windows" className="h5">
            {copy.hours.windows}
          </h2>
          {frames.fields.length === 0 && <p>{copy.hours.noWindows}</p>}
          {frames.fields.map((field, i) => (
            <Card key={field.id} className="mb-3" as="fieldset" aria-label={fill(copy.hours.window, { n: i + 1 })}>
              <Card.Body>
                <Row className="g-2">
                  <Col xs={12} md={4}>
                    <Form.Group controlId={`frame-${i}-description`}>
                      <Form.Label>{copy.hours.name}</Form.Label>
                      <Form.Control {...form.register(`frames.${i}.description`)} isInvalid={!!fieldError(`frames.${i}.description`)} />
                      <Form.Control.Feedback type="invalid">{fieldError(`frames.${i}.description`)}</Form.Control.Feedback>
                    </Form.Group>
                  </Col>
                  <Col xs={6} md={2}>
                    <Form.Group controlId={`frame-${i}-begin`}>
                      <Form.Label>{copy.hours.begin}</Form.Label>
                      <Form.Control type="time" {...form.register(`frames.${i}.beginTime`)} isInvalid={!!fieldError(`frames.${i}.beginTime`)} />
                      <Form.Control.Feedback type="invalid">{fieldError(`frames.${i}.beginTime`)}</Form.Control.Feedback>
                    </Form.Group>
                  </Col>
                  <Col xs={6} md={2}>
                    <Form.Group controlId={`frame-${i}-end`}>
                      <Form.Label>{copy.hours.end}</Form.Label>
                      <Form.Control type="time" {...form.register(`frames.${i}.endTime`)} isInvalid={!!fieldError(`frames.${i}.endTime`)} />
                      <Form.Control.Feedback type="invalid">{fieldError(`frames.${i}.endTime`)}</Form.Control.Feedback>
                    </Form.Group>
                  </Col>
                  <Col xs={6} md={2}>
                    <Form.Group controlId={`frame-${i}-slot`}>
                      <Form.Label>{copy.hours.slotMinutes}</Form.Label>
                      <Form.Control type="number" min={5} max={240} {...form.register(`frames.${i}.slotMinutes`, { valueAsNumber: true })} isInvalid={!!fieldError(`frames.${i}.slotMinutes`)} />
                      <Form.Control.Feedback type="invalid">{fieldError(`frames.${i}.slotMinutes`)}</Form.Control.Feedback>
                    </Form.Group>
                  </Col>
                  <Col xs={6} md={2}>
                    <Form.Group controlId={`frame-${i}-cap`}>
                      <Form.Label>{copy.hours.ordersPerSlot}</Form.Label>
                      <Form.Control type="number" min={1} max={999} {...form.register(`frames.${i}.ordersPerSlot`, { valueAsNumber: true })} isInvalid={!!fieldError(`frames.${i}.ordersPerSlot`)} />
                      <Form.Control.Feedback type="invalid">{fieldError(`frames.${i}.ordersPerSlot`)}</Form.Control.Feedback>
                    </Form.Group>
                  </Col>
                  <Col xs={12} md={5}>
                    <Controller
                      control={form.control}
                      name={`frames.${i}.menuPublicationStatus`}
                      render={({ field: f }) => (
                        <MaskChecks
                          legend={copy.hours.types}
                          bits={ORDER_TYPE_BITS}
                          labels={(bit) => copy.orderTypes[bit]}
                          value={f.value}
                          onChange={f.onChange}
                          idPrefix={`frame-${i}-type`}
                          error={fieldError(`frames.${i}.menuPublicationStatus`)}
                        />
                      )}
                    />
                  </Col>
                  <Col xs={12} md={5}>
                    <Controller
                      control={form.control}
                      name={`frames.${i}.daysOfWeek`}
                      render={({ field: f }) => (
                        <MaskChecks
                          legend={copy.hours.days}
                          bits={WEEKDAY_BITS}
                          labels={(_bit, d) => copy.weekdaysShort[d]}
                          value={f.value}
                          onChange={f.onChange}
                          idPrefix={`frame-${i}-day`}
                          error={fieldError(`frames.${i}.daysOfWeek`)}
                        />
                      )}
                    />
                  </Col>
                  <Col xs={12} md={2} className="d-flex align-items-end justify-content-md-end">
                    <Button variant="outline-danger" size="sm" onClick={() => frames.remove(i)} aria-label={`${copy.remove} ${watched.frames?.[i]?.description || fill(copy.hours.window, { n: i + 1 })}`}>
                      {copy.remove}
                    </Button>
                  </Col>
                </Row>
              </Card.Body>
            </Card>
          ))}
          <Button
            variant="outline-primary"
            onClick={() =>
              frames.append({
                timeFrameWebId: null,
                description: copy.hours.newWindow,
                menuPublicationStatus: MenuPublicationStatus.TakeAwayMenu,
                daysOfWeek: 127,
                beginTime: '12:00',
                endTime: '14:00',
                slotMinutes: 15,
                ordersPerSlot: 5,
              })
            }
          >
            {copy.hours.addWindow}
          </Button>
        </section>

        <section aria-labelledby="hours-closures" className="mb-4">
          <h2 id="hours-closures" className="h5">
            {copy.hours.closures}
          </h2>
          <p className="text-body-secondary small">{copy.hours.closuresHelp}</p>
          {closures.fields.length === 0 && <p>{copy.hours.noClosures}</p>}
          {closures.fields.map((field, i) => (
            <Card key={field.id} className="mb-2" as="fieldset" aria-label={fill(copy.hours.closure, { n: i + 1 })}>
              <Card.Body>
                <Row className="g-2 align-items-end">
                  <Col xs={12} md={3}>
                    <Form.Group controlId={`closure-${i}-date`}>
                      <Form.Label>{copy.hours.date}</Form.Label>
                      <Form.Control type="date" {...form.register(`closures.${i}.date`)} isInvalid={!!fieldError(`closures.${i}.date`)} />
                      <Form.Control.Feedback type="invalid">{fieldError(`closures.${i}.date`)}</Form.Control.Feedback>
                    </Form.Group>
                  </Col>
                  <Col xs={12} md={4}>
                    <Controller
                      control={form.control}
                      name={`closures.${i}.menuPublicationStatus`}
                      render={({ field: f }) => (
                        <MaskChecks
                          legend={copy.hours.types}
                          bits={ORDER_TYPE_BITS}
                          labels={(bit) => copy.orderTypes[bit]}
                          value={f.value}
                          onChange={f.onChange}
                          idPrefix={`closure-${i}-type`}
                          error={fieldError(`closures.${i}.menuPublicationStatus`)}
                        />
                      )}
                    />
                  </Col>
                  <Col xs={12} md={3}>
                    <Form.Group controlId={`closure-${i}-note`}>
                      <Form.Label>{copy.hours.note}</Form.Label>
                      <Form.Control {...form.register(`closures.${i}.note`)} isInvalid={!!fieldError(`closures.${i}.note`)} />
                      <Form.Control.Feedback type="invalid">{fieldError(`closures.${i}.note`)}</Form.Control.Feedback>
                    </Form.Group>
                  </Col>
                  <Col xs={12} md={2} className="text-md-end">
                    <Button variant="outline-danger" size="sm" onClick={() => closures.remove(i)} aria-label={`${copy.remove} — ${fill(copy.hours.closure, { n: i + 1 })}`}>
                      {copy.remove}
                    </Button>
                  </Col>
                </Row>
              </Card.Body>
            </Card>
          ))}
          <Button variant="outline-primary" onClick={() => closures.append({ date: '', menuPublicationStatus: 15, note: '' })}>
            {copy.hours.addClosure}
          </Button>
        </section>

        <div className="d-flex align-items-center gap-3 mb-4" aria-live="polite">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? copy.saving : copy.save}
          </Button>
          {saved && <span className="text-success">{copy.saved}</span>}
          {Object.keys(errors as FieldErrors).length > 0 && !save.isError && <span className="text-danger">{copy.hours.invalid}</span>}
        </div>
        {save.isError && (
          <Alert variant="danger">
            {save.error.message}{' '}
            {save.error instanceof ApiError && save.error.status === 409 && (
              <Button size="sm" variant="outline-danger" onClick={() => void queryClient.invalidateQueries({ queryKey: [...VENUE_SETTINGS_KEY, 'hours', seatWebId] })}>
                {copy.retry}
              </Button>
            )}
          </Alert>
        )}
      </Form>
      <SlotCapForm seatWebId={seatWebId} hours={hours} />
    </>
  );
}

/** #11: one per-slot cap for every window of an order type. */
function SlotCapForm({ seatWebId, hours }: { seatWebId: number; hours: VenueHours }) {
  const copy = useVenueSettingsCopy();
  const queryClient = useQueryClient();
  const [orderType, setOrderType] = useState<1 | 2>(OrderType.Asporto as 1);
  const [value, setValue] = useState('5');
  const apply = useMutation({
    mutationFn: () => venueHoursApi.setSlotCap(seatWebId, { version: hours.version, orderType, ordersPerSlot: Number(value) }),
    onSuccess: (data) => queryClient.setQueryData([...VENUE_SETTINGS_KEY, 'hours', seatWebId], data),
  });
  return (
    <section aria-labelledby="hours-cap" className="mb-4">
      <h2 id="hours-cap" className="h5">
        {copy.hours.capTitle}
      </h2>
      <p className="text-body-secondary small">{copy.hours.capHelp}</p>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          apply.mutate();
        }}
      >
        <Row className="g-2 align-items-end" style={{ maxWidth: '40rem' }}>
          <Col xs={12} sm={5}>
            <Form.Group controlId="cap-type">
              <Form.Label>{copy.hours.capType}</Form.Label>
              <Form.Select value={orderType} onChange={(e) => setOrderType(Number(e.target.value) as 1 | 2)}>
                <option value={OrderType.Asporto}>{copy.orderTypes[4]}</option>
                <option value={OrderType.Consegna}>{copy.orderTypes[2]}</option>
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={7} sm={4}>
            <Form.Group controlId="cap-value">
              <Form.Label>{copy.hours.capValue}</Form.Label>
              <Form.Control type="number" min={1} max={999} value={value} onChange={(e) => setValue(e.target.value)} isInvalid={apply.isError} />
            </Form.Group>
          </Col>
          <Col xs={5} sm={3}>
            <Button type="submit" variant="outline-primary" disabled={apply.isPending} className="w-100">
              {copy.hours.capApply}
            </Button>
          </Col>
        </Row>
        {apply.isError && (
          <Alert variant="danger" className="mt-2">
            {apply.error.message}
          </Alert>
        )}
      </Form>
    </section>
  );
}
