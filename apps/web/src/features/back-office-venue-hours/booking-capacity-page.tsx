// The booking-capacity screen of a venue (spec 001 §3-§4): kitchens, largest party,
// closed weekdays, how far ahead, the bands per weekday with their bookable times and places,
// and exception dates; saved as one document with its version. The domain's
// bookingCapacityInputSchema validates here and on the server.
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import {
  bandHasPlaces,
  bookingCapacityInputSchema,
  type BookingCapacity,
  type BookingCapacityInput,
} from '@tavola/domain/booking-capacity-admin';
import { ApiError } from '../../lib/api-client';
import {
  Field,
  MaskField,
  RemoveButton,
  RowCard,
  SaveBar,
  SettingsDocument,
  useFieldError,
  useSettingsSave,
} from './settings-form-parts';
import { VENUE_SETTINGS_KEY, venueHoursApi } from './venue-settings-api';
import { venueSettingsNs } from './venue-settings-copy';

const toInput = ({ seatWebId: _s, bookable: _b, bookingsOn: _o, ...c }: BookingCapacity): BookingCapacityInput => ({
  ...c,
  kitchen2Name: c.kitchen2Name ?? '',
  bands: c.bands.map((b) => ({ ...b, tables: b.tables ?? '' })),
  exceptions: c.exceptions.map((e) => ({ ...e, note: e.note ?? '' })),
});

/** '12:00, 12:30' ⇄ ['12:00', '12:30']. */
const parseTimes = (value: string) =>
  value
    .split(/[,;\s]+/)
    .map((time) => time.trim())
    .filter(Boolean);

const capacityKey = (seatWebId: number) => [...VENUE_SETTINGS_KEY, 'capacity', seatWebId];

export function BookingCapacityPage({ seatWebId }: { seatWebId: number }) {
  return (
    <SettingsDocument queryKey={capacityKey(seatWebId)} queryFn={() => venueHoursApi.capacity(seatWebId)}>
      {(data, saved, setSaved) => (
        <>
          <BookingSwitch seatWebId={seatWebId} capacity={data} />
          <CapacityForm seatWebId={seatWebId} capacity={data} saved={saved} setSaved={setSaved} />
        </>
      )}
    </SettingsDocument>
  );
}

/**
 * The venue's online bookings, on or off, and whether diners can book now. Switching on needs
 * a saved band with places (the server says so: BOOKING_NEEDS_BAND). The answer is the same
 * document at the same version, so unsaved edits of the form below stay.
 */
function BookingSwitch({ seatWebId, capacity }: { seatWebId: number; capacity: BookingCapacity }) {
  const { t } = useTranslation(venueSettingsNs);
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => venueHoursApi.switchBookings(seatWebId, { enabled }),
    onSuccess: (data) => queryClient.setQueryData(capacityKey(seatWebId), data),
  });
  const state = !capacity.bookingsOn
    ? { variant: 'secondary', text: t('booking.notBookable') }
    : capacity.bookable
      ? { variant: 'success', text: t('booking.on') }
      : {
          variant: 'warning',
          text: capacity.bands.some(bandHasPlaces) ? t('booking.onVenueDisabled') : t('booking.onWithoutBand'),
        };
  const error =
    toggle.error instanceof ApiError && toggle.error.code === 'BOOKING_NEEDS_BAND'
      ? t('booking.needsBand')
      : toggle.error?.message;
  return (
    <section
      aria-labelledby="booking-switch"
      className="mb-4"
      data-testid="booking-switch"
      data-bookings-on={capacity.bookingsOn}
      data-bookable={capacity.bookable}
    >
      <h2 id="booking-switch" className="h5">
        {t('booking.switchTitle')}
      </h2>
      <Alert variant={state.variant} className="d-flex flex-wrap align-items-center gap-2 mb-2" role="status">
        <span className="me-auto">{state.text}</span>
        <Button
          variant={capacity.bookingsOn ? 'outline-dark' : 'primary'}
          size="sm"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate(!capacity.bookingsOn)}
        >
          {toggle.isPending ? t('booking.switching') : capacity.bookingsOn ? t('booking.turnOff') : t('booking.turnOn')}
        </Button>
      </Alert>
      {error && (
        <Alert variant="danger" role="alert" className="mb-0">
          {error}
        </Alert>
      )}
    </section>
  );
}

function TimesInput(props: {
  id: string;
  label: string;
  value: string[];
  onChange: (v: string[]) => void;
  error?: string;
}) {
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

function CapacityForm(props: {
  seatWebId: number;
  capacity: BookingCapacity;
  saved: boolean;
  setSaved: (saved: boolean) => void;
}) {
  const { seatWebId, capacity, saved, setSaved } = props;
  const { t } = useTranslation(venueSettingsNs);
  const form = useForm<BookingCapacityInput>({
    resolver: zodResolver(bookingCapacityInputSchema),
    defaultValues: toInput(capacity),
  });
  const bands = useFieldArray({ control: form.control, name: 'bands' });
  const exceptions = useFieldArray({ control: form.control, name: 'exceptions' });
  const errors = form.formState.errors;
  const fieldError = useFieldError(errors);
  const kitchen2 = form.watch('kitchen2Name');
  const { mutation: save, reload } = useSettingsSave({
    form,
    queryKey: capacityKey(seatWebId),
    save: (values: BookingCapacityInput) => venueHoursApi.saveCapacity(seatWebId, values),
    setSaved,
  });
  const numberField = (name: 'maxPeople' | 'daysListed' | 'horizonDays', label: string) => (
    <Field
      id={`capacity-${name}`}
      label={label}
      type="number"
      min={0}
      registration={form.register(name, { valueAsNumber: true })}
      error={fieldError(name)}
    />
  );
  const bandField = (
    i: number,
    name: 'startTime' | 'endTime' | 'places' | 'tables',
    id: string,
    label: string,
    type?: string,
  ) => (
    <Field
      id={`band-${i}-${id}`}
      label={label}
      type={type}
      min={type === 'number' ? 0 : undefined}
      registration={form.register(`bands.${i}.${name}`, type === 'number' ? { valueAsNumber: true } : undefined)}
      error={fieldError(`bands.${i}.${name}`)}
    />
  );

  return (
    <>
      <p className="text-body-secondary">{t('booking.intro')}</p>
      <Form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setSaved(false);
          save.mutate(values);
        })}
      >
        <section aria-labelledby="capacity-general" className="mb-4">
          <h2 id="capacity-general" className="h5">
            {t('booking.general')}
          </h2>
          <Row className="g-2">
            <Col xs={12} md={6}>
              <Field
                id="capacity-kitchen1"
                label={t('booking.kitchen1')}
                registration={form.register('kitchen1Name')}
                error={fieldError('kitchen1Name')}
              />
            </Col>
            <Col xs={12} md={6}>
              <Field
                id="capacity-kitchen2"
                label={t('booking.kitchen2')}
                registration={form.register('kitchen2Name')}
                error={fieldError('kitchen2Name')}
              />
            </Col>
            <Col xs={12} md={4}>
              {numberField('maxPeople', t('booking.maxPeople'))}
            </Col>
            <Col xs={6} md={4}>
              {numberField('daysListed', t('booking.daysListed'))}
            </Col>
            <Col xs={6} md={4}>
              {numberField('horizonDays', t('booking.horizonDays'))}
            </Col>
            <Col xs={12}>
              <MaskField
                control={form.control}
                name="closedDays"
                of="weekdays"
                legend={t('booking.closedDays')}
                idPrefix="capacity-closed"
              />
            </Col>
          </Row>
        </section>

        <section aria-labelledby="capacity-bands" className="mb-4">
          <h2 id="capacity-bands" className="h5">
            {t('booking.bands')}
          </h2>
          {bands.fields.length === 0 && <p>{t('booking.noBands')}</p>}
          {bands.fields.map((field, i) => (
            <RowCard key={field.id} label={t('booking.band', { n: i + 1 })}>
              <Row className="g-2">
                <Col xs={6} md={2}>
                  <Form.Group controlId={`band-${i}-kitchen`}>
                    <Form.Label>{t('booking.kitchen')}</Form.Label>
                    <Form.Select
                      {...form.register(`bands.${i}.kitchen`, { valueAsNumber: true })}
                      isInvalid={!!fieldError(`bands.${i}.kitchen`)}
                    >
                      <option value={1}>{form.watch('kitchen1Name') || '1'}</option>
                      {(kitchen2 || field.kitchen === 2) && <option value={2}>{kitchen2 || '2'}</option>}
                    </Form.Select>
                    <Form.Control.Feedback type="invalid">{fieldError(`bands.${i}.kitchen`)}</Form.Control.Feedback>
                  </Form.Group>
                </Col>
                <Col xs={6} md={2}>
                  {bandField(i, 'startTime', 'start', t('booking.start'), 'time')}
                </Col>
                <Col xs={6} md={2}>
                  {bandField(i, 'endTime', 'end', t('booking.end'), 'time')}
                </Col>
                <Col xs={6} md={2}>
                  {bandField(i, 'places', 'places', t('booking.places'), 'number')}
                </Col>
                <Col xs={12} md={4}>
                  {bandField(i, 'tables', 'tables', t('booking.tables'))}
                </Col>
                <Col xs={12} md={6}>
                  <Controller
                    control={form.control}
                    name={`bands.${i}.times`}
                    render={({ field: f }) => (
                      <TimesInput
                        id={`band-${i}-times`}
                        label={t('booking.times')}
                        value={f.value}
                        onChange={f.onChange}
                        error={fieldError(`bands.${i}.times`)}
                      />
                    )}
                  />
                </Col>
                <Col xs={12} md={4}>
                  <MaskField
                    control={form.control}
                    name={`bands.${i}.daysOfWeek`}
                    of="weekdays"
                    legend={t('booking.days')}
                    idPrefix={`band-${i}-day`}
                    error={fieldError(`bands.${i}.daysOfWeek`)}
                  />
                </Col>
                <Col xs={12} md={2} className="d-flex align-items-end justify-content-md-end">
                  <RemoveButton name={t('booking.band', { n: i + 1 })} onClick={() => bands.remove(i)} />
                </Col>
              </Row>
            </RowCard>
          ))}
          <Button
            variant="outline-primary"
            onClick={() =>
              bands.append({
                bandId: null,
                kitchen: 1,
                daysOfWeek: 127,
                startTime: '19:00',
                endTime: '21:00',
                times: ['19:00', '19:30', '20:00', '20:30'],
                places: 20,
                tables: '',
              })
            }
          >
            {t('booking.addBand')}
          </Button>
        </section>

        <section aria-labelledby="capacity-exceptions" className="mb-4">
          <h2 id="capacity-exceptions" className="h5">
            {t('booking.exceptions')}
          </h2>
          <p className="text-body-secondary small">{t('booking.exceptionsHelp')}</p>
          {exceptions.fields.length === 0 && <p>{t('booking.noExceptions')}</p>}
          {exceptions.fields.map((field, i) => (
            <RowCard key={field.id} compact label={t('booking.exception', { n: i + 1 })}>
              <Row className="g-2 align-items-end">
                <Col xs={12} md={3}>
                  <Field
                    id={`exception-${i}-date`}
                    label={t('booking.date')}
                    type="date"
                    registration={form.register(`exceptions.${i}.date`)}
                    error={fieldError(`exceptions.${i}.date`)}
                  />
                </Col>
                <Col xs={12} md={3}>
                  <Controller
                    control={form.control}
                    name={`exceptions.${i}.shift`}
                    render={({ field: f }) => (
                      <Form.Group controlId={`exception-${i}-shift`}>
                        <Form.Label>{t('booking.shift')}</Form.Label>
                        <Form.Select
                          value={f.value ?? ''}
                          onChange={(e) => f.onChange(e.target.value === '' ? null : e.target.value)}
                        >
                          <option value="">{t('booking.allDay')}</option>
                          <option value="lunch">{t('booking.lunch')}</option>
                          <option value="dinner">{t('booking.dinner')}</option>
                        </Form.Select>
                      </Form.Group>
                    )}
                  />
                </Col>
                <Col xs={12} md={4}>
                  <Field
                    id={`exception-${i}-note`}
                    label={t('booking.note')}
                    registration={form.register(`exceptions.${i}.note`)}
                    error={fieldError(`exceptions.${i}.note`)}
                  />
                </Col>
                <Col xs={12} md={2} className="text-md-end">
                  <RemoveButton name={t('booking.exception', { n: i + 1 })} onClick={() => exceptions.remove(i)} />
                </Col>
              </Row>
            </RowCard>
          ))}
          <Button variant="outline-primary" onClick={() => exceptions.append({ date: '', shift: null, note: '' })}>
            {t('booking.addException')}
          </Button>
        </section>

        <SaveBar
          pending={save.isPending}
          saved={saved}
          invalid={Object.keys(errors).length > 0}
          error={save.error}
          onReload={reload}
        >
          {save.error instanceof ApiError && save.error.code === 'BOOKINGS_ON_NEED_BAND' ? (
            <Alert variant="danger" role="alert">
              {t('booking.onNeedBand')}
            </Alert>
          ) : undefined}
        </SaveBar>
      </Form>
    </>
  );
}
