// The slot of the book-table form (spec 001 §2, §4): day ('Altre date...' last opens a
// one-month calendar), people, the kitchen when the venue has two, then the band and the time
// (booking-time-fields.tsx).
import { isoToBookingDay, bookingDayToIso } from '@tavola/domain/booking-capacity';
import type { NextDaysResponse, TimesBand } from '@tavola/domain/booking-calls';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { localIsoDate } from '../../../lib/format';
import { CalendarModal } from '../components/calendar-modal';
import { dayLabel, fullDayLabel } from '../lib/booking-labels';
import { BookingTimeFields, type TimesState } from './booking-time-fields';
import type { BookTableValues } from './use-book-table-form';

const OTHER_DATES = '__other__';

interface Props {
  form: UseFormReturn<BookTableValues>;
  formId: string;
  dayList: NextDaysResponse['turni'];
  daysPending: boolean;
  people: number[];
  kitchens: string[];
  times: TimesState;
  bands: TimesBand[];
  band: TimesBand | null;
}

export function BookingSlotStep({ form, formId, dayList, daysPending, people, kitchens, times, bands, band }: Props) {
  const { t, i18n } = useTranslation();
  const { control, setValue, watch } = form;
  const day = watch('day');
  const [extraDay, setExtraDay] = useState<string | null>(null);
  const [calendarOpen, setCalendarOpen] = useState(false);

  const dayOptions = [
    ...dayList.map((d) => ({ value: d.data, label: dayLabel(d.data, t, i18n.language) })),
    ...(extraDay && !dayList.some((d) => d.data === extraDay)
      ? [{ value: extraDay, label: fullDayLabel(extraDay, i18n.language) }]
      : []),
  ];

  return (
    <>
      <Form.Group className="mb-3" controlId={`${formId}-day`}>
        <Form.Label>{t('booking.fields.day')}</Form.Label>
        <Controller
          control={control}
          name="day"
          render={({ field }) => (
            <Form.Select
              value={field.value}
              disabled={daysPending}
              onChange={(event) => {
                if (event.target.value === OTHER_DATES) setCalendarOpen(true);
                else field.onChange(event.target.value);
              }}
              data-testid="booking-day"
            >
              {field.value === '' && <option value="" />}
              {dayOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
              <option value={OTHER_DATES}>{t('booking.fields.otherDates')}</option>
            </Form.Select>
          )}
        />
      </Form.Group>

      <Form.Group className="mb-3" controlId={`${formId}-people`}>
        <Form.Label>{t('booking.fields.people')}</Form.Label>
        <Controller
          control={control}
          name="quanti"
          render={({ field }) => (
            <Form.Select
              value={field.value || ''}
              onChange={(event) => field.onChange(Number(event.target.value) || 0)}
              data-testid="booking-people"
            >
              <option value="">{t('booking.fields.peoplePlaceholder')}</option>
              {people.map((n) => (
                <option key={n} value={n}>
                  {t('booking.fields.peopleOption', { count: n })}
                </option>
              ))}
            </Form.Select>
          )}
        />
      </Form.Group>

      {kitchens.length === 2 && (
        <Form.Group className="mb-3" controlId={`${formId}-kitchen`}>
          <Form.Label>{t('booking.fields.kitchen')}</Form.Label>
          <Controller
            control={control}
            name="kitchen"
            render={({ field }) => (
              <Form.Select
                value={field.value}
                onChange={(event) => field.onChange(Number(event.target.value))}
                data-testid="booking-kitchen"
              >
                {kitchens.map((k, index) => (
                  <option key={index} value={index + 1}>
                    {k}
                  </option>
                ))}
              </Form.Select>
            )}
          />
        </Form.Group>
      )}

      <BookingTimeFields form={form} formId={formId} times={times} bands={bands} band={band} />

      <CalendarModal
        show={calendarOpen}
        minDate={localIsoDate(new Date())}
        selected={day ? bookingDayToIso(day) : null}
        onHide={() => setCalendarOpen(false)}
        onPick={(iso) => {
          const picked = isoToBookingDay(iso);
          setExtraDay(picked);
          setValue('day', picked);
          setCalendarOpen(false);
        }}
      />
    </>
  );
}
