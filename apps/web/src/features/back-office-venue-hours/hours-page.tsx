// The hours screen of a venue: weekly service windows (days,
// times, order types, slot length, most orders per slot), special hours on a date (windows of
// one date replacing the weekday's that day) and closures by date, saved as one document with
// its version. The domain's venueHoursInputSchema validates here and on the server; the weekly
// summary per order type is groupOpeningHours over the same windows, i.e. exactly what the
// diners' venue information will show. A save leaving future orders outside the hours is
// answered 409 ORDERS_OUTSIDE_HOURS with their number: the screen says it and asks to confirm.
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Col, Form, Row, Table } from 'react-bootstrap';
import { useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import { MenuPublicationStatus, OrderType } from '@tavola/domain/enums';
import { groupOpeningHours, type OpeningHoursKind } from '@tavola/domain/opening-hours';
import {
  openingDaysFromHours,
  venueHoursInputSchema,
  type VenueHours,
  type VenueHoursInput,
} from '@tavola/domain/venue-hours';
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

const hoursKey = (seatWebId: number) => [...VENUE_SETTINGS_KEY, 'hours', seatWebId];

const toInput = (h: VenueHours): VenueHoursInput => ({
  version: h.version,
  frames: h.frames.map(({ menuWebId: _menu, ...f }) => f),
  closures: h.closures.map((c) => ({ ...c, note: c.note ?? '' })),
});

/** A special window names a date (still '' while the editor picks it); a weekly one does not. */
const isSpecial = (frame: { specialDate?: string | null } | undefined) =>
  frame?.specialDate !== null && frame?.specialDate !== undefined;

export function HoursPage({ seatWebId }: { seatWebId: number }) {
  return (
    <SettingsDocument queryKey={hoursKey(seatWebId)} queryFn={() => venueHoursApi.hours(seatWebId)}>
      {(data, saved, setSaved) => <HoursForm seatWebId={seatWebId} hours={data} saved={saved} setSaved={setSaved} />}
    </SettingsDocument>
  );
}

/** The fields of one window: weekly (with its days) or special (with its date). */
function WindowCard({
  form,
  i,
  label,
  onRemove,
}: {
  form: UseFormReturn<VenueHoursInput>;
  i: number;
  label: string;
  onRemove: () => void;
}) {
  const { t } = useTranslation(venueSettingsNs);
  const fieldError = useFieldError(form.formState.errors);
  const special = isSpecial(form.watch(`frames.${i}`));
  const field = (name: 'description' | 'beginTime' | 'endTime', id: string, text: string, type?: string) => (
    <Field
      id={`frame-${i}-${id}`}
      label={text}
      type={type}
      registration={form.register(`frames.${i}.${name}`)}
      error={fieldError(`frames.${i}.${name}`)}
    />
  );
  const numberField = (name: 'slotMinutes' | 'ordersPerSlot', id: string, text: string, min: number, max: number) => (
    <Field
      id={`frame-${i}-${id}`}
      label={text}
      type="number"
      min={min}
      max={max}
      registration={form.register(`frames.${i}.${name}`, { valueAsNumber: true })}
      error={fieldError(`frames.${i}.${name}`)}
    />
  );
  return (
    <RowCard label={label}>
      <Row className="g-2">
        {special && (
          <Col xs={12} md={3}>
            <Field
              id={`frame-${i}-date`}
              label={t('hours.date')}
              type="date"
              registration={form.register(`frames.${i}.specialDate`)}
              error={fieldError(`frames.${i}.specialDate`)}
            />
          </Col>
        )}
        <Col xs={12} md={special ? 3 : 4}>
          {field('description', 'description', t('hours.name'))}
        </Col>
        <Col xs={6} md={special ? 3 : 2}>
          {field('beginTime', 'begin', t('hours.begin'), 'time')}
        </Col>
        <Col xs={6} md={special ? 3 : 2}>
          {field('endTime', 'end', t('hours.end'), 'time')}
        </Col>
        <Col xs={6} md={2}>
          {numberField('slotMinutes', 'slot', t('hours.slotMinutes'), 5, 240)}
        </Col>
        <Col xs={6} md={2}>
          {numberField('ordersPerSlot', 'cap', t('hours.ordersPerSlot'), 1, 999)}
        </Col>
        <Col xs={12} md={special ? 6 : 5}>
          <MaskField
            control={form.control}
            name={`frames.${i}.menuPublicationStatus`}
            of="orderTypes"
            legend={t('hours.types')}
            idPrefix={`frame-${i}-type`}
            error={fieldError(`frames.${i}.menuPublicationStatus`)}
          />
        </Col>
        {!special && (
          <Col xs={12} md={5}>
            <MaskField
              control={form.control}
              name={`frames.${i}.daysOfWeek`}
              of="weekdays"
              legend={t('hours.days')}
              idPrefix={`frame-${i}-day`}
              error={fieldError(`frames.${i}.daysOfWeek`)}
            />
          </Col>
        )}
        <Col xs={12} md={2} className="d-flex align-items-end justify-content-md-end">
          <RemoveButton name={form.watch(`frames.${i}.description`) || label} onClick={onRemove} />
        </Col>
      </Row>
    </RowCard>
  );
}

function HoursForm({
  seatWebId,
  hours,
  saved,
  setSaved,
}: {
  seatWebId: number;
  hours: VenueHours;
  saved: boolean;
  setSaved: (saved: boolean) => void;
}) {
  const { t, i18n } = useTranslation(venueSettingsNs);
  const orderTypes = t('orderTypes', { returnObjects: true });
  const form = useForm<VenueHoursInput>({
    resolver: zodResolver(venueHoursInputSchema),
    defaultValues: toInput(hours),
  });
  const frames = useFieldArray({ control: form.control, name: 'frames' });
  const closures = useFieldArray({ control: form.control, name: 'closures' });
  const errors = form.formState.errors;
  const fieldError = useFieldError(errors);
  const watched = form.watch();
  const { mutation: save, reload } = useSettingsSave({
    form,
    queryKey: hoursKey(seatWebId),
    save: (values: VenueHoursInput) => venueHoursApi.saveHours(seatWebId, values),
    setSaved,
  });
  // 409 ORDERS_OUTSIDE_HOURS: how many future orders the editor is asked to accept.
  const outside =
    save.error instanceof ApiError && save.error.code === 'ORDERS_OUTSIDE_HOURS' ? (save.error.affected ?? 0) : null;
  const submit = (confirmed?: number) =>
    form.handleSubmit(
      (values) => {
        setSaved(false);
        save.mutate({ ...values, confirmedOrdersOutsideHours: confirmed });
      },
      () => setSaved(false),
    );

  const summary = openingDaysFromHours(watched.frames ?? [], []);
  const kinds: Array<{ kind: OpeningHoursKind; label: string }> = [
    { kind: 'local', label: `${orderTypes[1]} / ${orderTypes[8]}` },
    { kind: 'takeaway', label: orderTypes[4] },
    { kind: 'delivery', label: orderTypes[2] },
  ];
  const locale = i18n.language === 'en' ? 'en' : 'it';
  // Weekly and special windows share the document's list; each section shows its own, numbered on its own.
  const weekly = frames.fields.flatMap((field, i) => (isSpecial(watched.frames?.[i] ?? field) ? [] : [{ field, i }]));
  const special = frames.fields.flatMap((field, i) => (isSpecial(watched.frames?.[i] ?? field) ? [{ field, i }] : []));
  const newWindow = {
    timeFrameWebId: null,
    menuPublicationStatus: MenuPublicationStatus.TakeAwayMenu,
    daysOfWeek: 127,
    beginTime: '12:00',
    endTime: '14:00',
    slotMinutes: 15,
    ordersPerSlot: 5,
  };

  return (
    <>
      <p className="text-body-secondary">{t('hours.intro')}</p>
      <section aria-labelledby="hours-weekly" className="mb-4">
        <h2 id="hours-weekly" className="h5">
          {t('hours.weekly')}
        </h2>
        <Table size="sm" bordered responsive className="mb-0 weekly-hours">
          <tbody>
            {kinds.map(({ kind, label }) => {
              const rows = groupOpeningHours(summary, kind, locale);
              return (
                <tr key={kind}>
                  <th scope="row">{label}</th>
                  <td data-testid={`weekly-${kind}`}>
                    {rows.length === 0 ? (
                      <span className="text-body-secondary">{t('hours.noService')}</span>
                    ) : (
                      rows.map((r) => <div key={r.dayOfWeek}>{`${r.label}: ${r.hours.join(', ')}`}</div>)
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </section>

      <Form noValidate onSubmit={submit()}>
        <section aria-labelledby="hours-windows" className="mb-4">
          <h2 id="hours-windows" className="h5">
            {t('hours.windows')}
          </h2>
          {weekly.length === 0 && <p>{t('hours.noWindows')}</p>}
          {weekly.map(({ field, i }, n) => (
            <WindowCard
              key={field.id}
              form={form}
              i={i}
              label={t('hours.window', { n: n + 1 })}
              onRemove={() => frames.remove(i)}
            />
          ))}
          <Button
            variant="outline-primary"
            onClick={() => frames.append({ ...newWindow, description: t('hours.newWindow'), specialDate: null })}
          >
            {t('hours.addWindow')}
          </Button>
        </section>

        <section aria-labelledby="hours-special" className="mb-4">
          <h2 id="hours-special" className="h5">
            {t('hours.special')}
          </h2>
          <p className="text-body-secondary small">{t('hours.specialHelp')}</p>
          {special.length === 0 && <p>{t('hours.noSpecial')}</p>}
          {special.map(({ field, i }, n) => (
            <WindowCard
              key={field.id}
              form={form}
              i={i}
              label={t('hours.specialWindow', { n: n + 1 })}
              onRemove={() => frames.remove(i)}
            />
          ))}
          <Button
            variant="outline-primary"
            onClick={() => frames.append({ ...newWindow, description: t('hours.newSpecial'), specialDate: '' })}
          >
            {t('hours.addSpecial')}
          </Button>
        </section>

        <section aria-labelledby="hours-closures" className="mb-4">
          <h2 id="hours-closures" className="h5">
            {t('hours.closures')}
          </h2>
          <p className="text-body-secondary small">{t('hours.closuresHelp')}</p>
          {closures.fields.length === 0 && <p>{t('hours.noClosures')}</p>}
          {closures.fields.map((field, i) => (
            <RowCard key={field.id} compact label={t('hours.closure', { n: i + 1 })}>
              <Row className="g-2 align-items-end">
                <Col xs={12} md={3}>
                  <Field
                    id={`closure-${i}-date`}
                    label={t('hours.date')}
                    type="date"
                    registration={form.register(`closures.${i}.date`)}
                    error={fieldError(`closures.${i}.date`)}
                  />
                </Col>
                <Col xs={12} md={4}>
                  <MaskField
                    control={form.control}
                    name={`closures.${i}.menuPublicationStatus`}
                    of="orderTypes"
                    legend={t('hours.types')}
                    idPrefix={`closure-${i}-type`}
                    error={fieldError(`closures.${i}.menuPublicationStatus`)}
                  />
                </Col>
                <Col xs={12} md={3}>
                  <Field
                    id={`closure-${i}-note`}
                    label={t('hours.note')}
                    registration={form.register(`closures.${i}.note`)}
                    error={fieldError(`closures.${i}.note`)}
                  />
                </Col>
                <Col xs={12} md={2} className="text-md-end">
                  <RemoveButton name={t('hours.closure', { n: i + 1 })} onClick={() => closures.remove(i)} />
                </Col>
              </Row>
            </RowCard>
          ))}
          <Button
            variant="outline-primary"
            onClick={() => closures.append({ date: '', menuPublicationStatus: 15, note: '' })}
          >
            {t('hours.addClosure')}
          </Button>
        </section>

        <SaveBar
          pending={save.isPending}
          saved={saved}
          invalid={Object.keys(errors).length > 0}
          error={save.error}
          onReload={reload}
        >
          {outside !== null && (
            <Alert variant="warning" data-testid="orders-outside-hours">
              <p className="mb-2 fw-semibold">
                {outside === 1 ? t('hours.outsideOne') : t('hours.outsideMany', { n: outside })}
              </p>
              <p className="mb-2">{t('hours.outsideHelp')}</p>
              <div className="d-flex flex-wrap gap-2">
                <Button variant="warning" disabled={save.isPending} onClick={() => void submit(outside)()}>
                  {t('hours.saveAnyway')}
                </Button>
                <Button variant="outline-secondary" onClick={() => save.reset()}>
                  {t('hours.cancel')}
                </Button>
              </div>
            </Alert>
          )}
        </SaveBar>
      </Form>
      <SlotCapForm seatWebId={seatWebId} hours={hours} />
    </>
  );
}

/** One per-slot cap for every window of an order type. */
function SlotCapForm({ seatWebId, hours }: { seatWebId: number; hours: VenueHours }) {
  const { t } = useTranslation(venueSettingsNs);
  const orderTypes = t('orderTypes', { returnObjects: true });
  const queryClient = useQueryClient();
  const [orderType, setOrderType] = useState<1 | 2>(OrderType.Asporto as 1);
  const [value, setValue] = useState('5');
  const apply = useMutation({
    mutationFn: () =>
      venueHoursApi.setSlotCap(seatWebId, { version: hours.version, orderType, ordersPerSlot: Number(value) }),
    onSuccess: (data) => queryClient.setQueryData(hoursKey(seatWebId), data),
  });
  return (
    <section aria-labelledby="hours-cap" className="mb-4">
      <h2 id="hours-cap" className="h5">
        {t('hours.capTitle')}
      </h2>
      <p className="text-body-secondary small">{t('hours.capHelp')}</p>
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
              <Form.Label>{t('hours.capType')}</Form.Label>
              <Form.Select value={orderType} onChange={(e) => setOrderType(Number(e.target.value) as 1 | 2)}>
                <option value={OrderType.Asporto}>{orderTypes[4]}</option>
                <option value={OrderType.Consegna}>{orderTypes[2]}</option>
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={7} sm={4}>
            <Form.Group controlId="cap-value">
              <Form.Label>{t('hours.capValue')}</Form.Label>
              <Form.Control
                type="number"
                min={1}
                max={999}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                isInvalid={apply.isError}
              />
            </Form.Group>
          </Col>
          <Col xs={5} sm={3}>
            <Button type="submit" variant="outline-primary" disabled={apply.isPending} className="w-100">
              {t('hours.capApply')}
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
