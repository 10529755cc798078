// The venue form (spec 000 §3 seatWeb): the domain's venueInputSchema validates it
// here and on the server; the server's field errors (an address the map does not know) land on
// their fields, and a stale version (someone saved first) shows the server's 409 message.
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Row } from 'react-bootstrap';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  PAYMENT_CODES,
  ORDER_TYPE_PAYMENTS,
  venueInputSchema,
  type AdminVenue,
  type VenueInput,
} from '@tavola/domain/venue-admin';
import type { PaymentCode } from '@tavola/domain/enums';
import { PREPARATION_MINUTES_MAX } from '@tavola/domain/preparation-time';
import { ApiError } from '../../lib/api-client';
import { useValidationMessage } from '../../lib/use-validation-message';
import { venuesApi } from './venues-api';
import { venuesNs } from './venues-copy';

type FormValues = z.input<typeof venueInputSchema>;

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
const ORDER_TYPES = ['tableReservation', 'digitalMenu', 'localOrder', 'takeaway', 'delivery'] as const;
const TITLED = ['digitalMenu', 'localOrder', 'takeaway', 'delivery'] as const;
const AMOUNTS = [
  'takeawayMinimumOrder',
  'deliveryMinimumOrder',
  'deliveryCost',
  'freeDeliveryThreshold',
  'deliveryRadius',
] as const;
const PREPARATION = [
  'localOrderPreparationMinutes',
  'takeawayPreparationMinutes',
  'deliveryPreparationMinutes',
] as const;
/** An emptied minutes field is "no default" (null), not 0. */
const minutesOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

function formValuesOf(venue: AdminVenue): VenueInput {
  const { seatWebId: _id, version: _v, latitude: _lat, longitude: _lng, ...rest } = venue;
  return {
    ...rest,
    zipCode: rest.zipCode ?? '',
    province: rest.province ?? '',
    phone: rest.phone ?? '',
    address: rest.address ?? '',
    city: rest.city ?? '',
    localOrderAcceptedPayments: rest.localOrderAcceptedPayments as PaymentCode[],
    takeawayAcceptedPayments: rest.takeawayAcceptedPayments as PaymentCode[],
    deliveryAcceptedPayments: rest.deliveryAcceptedPayments as PaymentCode[],
  };
}

export function VenueForm(props: {
  venue: AdminVenue | null;
  initial: VenueInput;
  onSaved: (venue: AdminVenue) => void;
}) {
  const { t } = useTranslation(venuesNs);
  const text = useValidationMessage();
  const { venue } = props;
  const [uploadError, setUploadError] = useState<string | null>(null);
  // The version the form's values were read at: a refetch bringing someone else's save must not
  // slip under the owner's edits (the server answers 409 instead).
  const [version, setVersion] = useState(venue?.version);
  const form = useForm<FormValues, unknown, VenueInput>({
    resolver: zodResolver(venueInputSchema),
    defaultValues: venue ? formValuesOf(venue) : props.initial,
  });
  const errors = form.formState.errors;
  const logo = form.watch('logo');

  const save = useMutation({
    mutationFn: (values: VenueInput) =>
      venue ? venuesApi.update(venue.seatWebId, version ?? venue.version, values) : venuesApi.create(values),
    onSuccess: (saved) => {
      setVersion(saved.version);
      form.reset(formValuesOf(saved));
      props.onSaved(saved);
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        for (const f of error.fields ?? []) {
          const name = f.path.replace(/^body\./, '').split('.')[0] as keyof FormValues;
          if (name in form.getValues()) form.setError(name, { message: f.message });
        }
      }
    },
  });
  const upload = useMutation({
    mutationFn: venuesApi.uploadLogo,
    onSuccess: ({ logo: url }) => {
      setUploadError(null);
      form.setValue('logo', url, { shouldDirty: true });
    },
    onError: (error) => setUploadError(error.message),
  });

  const field = (
    name: 'name' | 'address' | 'city' | 'zipCode' | 'province' | 'phone',
    label: string,
    md = 6,
    autoComplete?: string,
  ) => (
    <Col md={md}>
      <Form.Group controlId={`venue-${name}`}>
        <Form.Label>{label}</Form.Label>
        <Form.Control {...form.register(name)} isInvalid={!!errors[name]} autoComplete={autoComplete} />
        <Form.Control.Feedback type="invalid">{text(errors[name]?.message)}</Form.Control.Feedback>
      </Form.Group>
    </Col>
  );

  return (
    <Form
      noValidate
      onSubmit={form.handleSubmit(
        (values) => save.mutate(values),
        () => undefined,
      )}
    >
      <Card className="mb-3">
        <Card.Body>
          <h2 className="h5">{t('form.general')}</h2>
          <Row className="g-3">
            {field('name', t('form.name'), 12, 'organization')}
            {field('address', t('form.address'), 8, 'street-address')}
            {field('zipCode', t('form.zipCode'), 4, 'postal-code')}
            {field('city', t('form.city'), 6, 'address-level2')}
            {field('province', t('form.province'), 6, 'address-level1')}
            {field('phone', t('form.phone'), 6, 'tel')}
            <Col md={6}>
              <Form.Group controlId="venue-logo">
                <Form.Label>{t('form.logo')}</Form.Label>
                <Form.Control
                  type="file"
                  accept={IMAGE_TYPES}
                  isInvalid={!!uploadError || !!errors.logo}
                  disabled={upload.isPending}
                  onChange={(e) => {
                    const file = (e.target as HTMLInputElement).files?.[0];
                    if (file) upload.mutate(file);
                  }}
                />
                <Form.Control.Feedback type="invalid">
                  {uploadError ?? text(errors.logo?.message)}
                </Form.Control.Feedback>
              </Form.Group>
              {logo && (
                <div className="d-flex align-items-center gap-2 mt-2">
                  <img src={logo} alt={t('form.logoCurrent')} className="venue-logo-preview" />
                  <Button
                    variant="outline-secondary"
                    size="sm"
                    onClick={() => form.setValue('logo', null, { shouldDirty: true })}
                  >
                    {t('form.removeLogo')}
                  </Button>
                </div>
              )}
            </Col>
            <Col xs={12}>
              <Form.Check type="switch" id="venue-enabled" label={t('form.enabled')} {...form.register('enabled')} />
            </Col>
            {venue?.latitude != null && venue.longitude != null && (
              <Col xs={12} className="text-body-secondary small">
                {t('form.coordinates')
                  .replace('{{lat}}', venue.latitude.toFixed(5))
                  .replace('{{lng}}', venue.longitude.toFixed(5))}
              </Col>
            )}
          </Row>
        </Card.Body>
      </Card>

      <Card className="mb-3">
        <Card.Body>
          <h2 className="h5">{t('form.orderTypes')}</h2>
          {ORDER_TYPES.map((type) => (
            <div key={type} className="mb-3">
              <Form.Check
                type="switch"
                id={`venue-${type}`}
                label={t(`form.${type}`)}
                aria-describedby={type === 'tableReservation' ? 'venue-tableReservation-help' : undefined}
                {...form.register(`${type}Enabled`)}
              />
              {type === 'tableReservation' && (
                <Form.Text id="venue-tableReservation-help" className="d-block ms-md-4">
                  {t('form.tableReservationHelp')}
                </Form.Text>
              )}
              {(TITLED as readonly string[]).includes(type) && (
                <Row className="g-2 mt-1 ms-md-4">
                  {(['Title', 'Subtitle'] as const).map((kind) => {
                    const name = `${type as (typeof TITLED)[number]}${kind}` as const;
                    return (
                      <Col md={6} key={name}>
                        <Form.Group controlId={`venue-${name}`}>
                          <Form.Label className="small">
                            {t(`form.${type}`)}: {kind === 'Title' ? t('form.title') : t('form.subtitle')}
                          </Form.Label>
                          <Form.Control size="sm" {...form.register(name)} isInvalid={!!errors[name]} />
                          <Form.Control.Feedback type="invalid">{text(errors[name]?.message)}</Form.Control.Feedback>
                        </Form.Group>
                      </Col>
                    );
                  })}
                </Row>
              )}
            </div>
          ))}
        </Card.Body>
      </Card>

      <Card className="mb-3">
        <Card.Body>
          <h2 className="h5">{t('form.amounts')}</h2>
          <Row className="g-3">
            {AMOUNTS.map((name) => (
              <Col md={4} key={name}>
                <Form.Group controlId={`venue-${name}`}>
                  <Form.Label>{t(`form.${name}`)}</Form.Label>
                  <Form.Control
                    type="number"
                    inputMode="decimal"
                    step={name === 'deliveryRadius' ? '0.1' : '0.01'}
                    min="0"
                    {...form.register(name, { valueAsNumber: true })}
                    isInvalid={!!errors[name]}
                  />
                  <Form.Control.Feedback type="invalid">{text(errors[name]?.message)}</Form.Control.Feedback>
                </Form.Group>
              </Col>
            ))}
          </Row>
        </Card.Body>
      </Card>

      <Card className="mb-3">
        <Card.Body>
          <h2 className="h5">{t('form.preparation')}</h2>
          <p id="venue-preparation-help" className="small text-body-secondary">
            {t('form.preparationHelp')}
          </p>
          <Row className="g-3">
            {PREPARATION.map((name) => (
              <Col md={4} key={name}>
                <Form.Group controlId={`venue-${name}`}>
                  <Form.Label>{t(`form.${name}`)}</Form.Label>
                  <Form.Control
                    type="number"
                    inputMode="numeric"
                    step="1"
                    min="0"
                    max={PREPARATION_MINUTES_MAX}
                    aria-describedby="venue-preparation-help"
                    {...form.register(name, { setValueAs: minutesOrNull })}
                    isInvalid={!!errors[name]}
                  />
                  <Form.Control.Feedback type="invalid">{text(errors[name]?.message)}</Form.Control.Feedback>
                </Form.Group>
              </Col>
            ))}
          </Row>
        </Card.Body>
      </Card>

      <Card className="mb-3">
        <Card.Body>
          <h2 className="h5">{t('form.payments')}</h2>
          {ORDER_TYPE_PAYMENTS.map((type) => {
            const cap = type === 'localOrder' ? 'LocalOrder' : type === 'takeaway' ? 'Takeaway' : 'Delivery';
            const listName = `${type}AcceptedPayments` as const;
            return (
              <fieldset key={type} className="mb-3">
                <legend className="h6">{t(`form.${type}`)}</legend>
                <Controller
                  control={form.control}
                  name={listName}
                  render={({ field: list }) => (
                    <div className="d-flex flex-wrap gap-3">
                      {PAYMENT_CODES.map((code) => (
                        <Form.Check
                          key={code}
                          type="checkbox"
                          id={`venue-${type}-pay-${code}`}
                          label={t(`paymentNames.${code}`)}
                          checked={(list.value ?? []).includes(code)}
                          onChange={(e) =>
                            list.onChange(
                              e.target.checked
                                ? [...(list.value ?? []), code]
                                : (list.value ?? []).filter((c) => c !== code),
                            )
                          }
                        />
                      ))}
                    </div>
                  )}
                />
                {errors[listName] && <div className="text-danger small">{text(errors[listName]?.message)}</div>}
                <div className="d-flex flex-wrap gap-3 mt-1">
                  <Form.Check
                    type="switch"
                    id={`venue-${type}-immediate`}
                    label={t('form.immediate')}
                    {...form.register(`enableImmediatePayment${cap}`)}
                  />
                  <Form.Check
                    type="switch"
                    id={`venue-${type}-cod`}
                    label={t('form.cod')}
                    {...form.register(`allowCOD${cap}`)}
                  />
                </div>
                {type === 'localOrder' && (
                  <div className="mt-2">
                    <Form.Check
                      type="switch"
                      id="venue-table-orders-confirmed-by-staff"
                      label={t('form.tableOrdersConfirmedByStaff')}
                      aria-describedby="venue-table-orders-confirmed-by-staff-help"
                      {...form.register('tableOrdersConfirmedByStaff')}
                    />
                    <Form.Text id="venue-table-orders-confirmed-by-staff-help">
                      {t('form.tableOrdersConfirmedByStaffHelp')}
                    </Form.Text>
                    <Form.Check
                      type="switch"
                      id="venue-table-tab-enabled"
                      className="mt-2"
                      label={t('form.tableTabEnabled')}
                      aria-describedby="venue-table-tab-enabled-help"
                      {...form.register('tableTabEnabled')}
                    />
                    <Form.Text id="venue-table-tab-enabled-help">{t('form.tableTabEnabledHelp')}</Form.Text>
                    <Form.Group
                      controlId="venue-table-tab-participant-limit"
                      className="mt-2"
                      style={{ maxWidth: '14rem' }}
                    >
                      <Form.Label>{t('form.tableTabParticipantLimit')}</Form.Label>
                      <Form.Control
                        type="number"
                        inputMode="numeric"
                        min="1"
                        max="50"
                        {...form.register('tableTabParticipantLimit', { valueAsNumber: true })}
                        isInvalid={!!errors.tableTabParticipantLimit}
                      />
                      <Form.Control.Feedback type="invalid">
                        {text(errors.tableTabParticipantLimit?.message)}
                      </Form.Control.Feedback>
                    </Form.Group>
                  </div>
                )}
              </fieldset>
            );
          })}
        </Card.Body>
      </Card>

      {/* Beside the button that was pressed: the form is longer than a phone's screen. */}
      {save.error && (
        <Alert variant="danger" role="alert">
          {save.error.message}
        </Alert>
      )}
      {Object.keys(errors).length > 0 && !save.error && (
        <Alert variant="warning" role="alert">
          {t('form.invalid')}
        </Alert>
      )}
      {save.isSuccess && !form.formState.isDirty && (
        <Alert variant="success" role="status">
          {t('saved')}
        </Alert>
      )}

      <Button type="submit" size="lg" disabled={save.isPending || upload.isPending}>
        {save.isPending ? t('saving') : t('save')}
      </Button>
    </Form>
  );
}
