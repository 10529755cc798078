// The band and the time of the book-table form (spec 001 §2, §4): the bands that fit the day,
// people and kitchen, the first preselected with an empty first time; while they load a
// spinner, and a sentence when they fail or none fits.
import type { TimesBand } from '@tavola/domain/booking-calls';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bandLabel } from '../lib/booking-labels';
import type { BookTableValues } from './use-book-table-form';

/** Where the bands' request stands. */
export interface TimesState {
  isFetching: boolean;
  isError: boolean;
  isSuccess: boolean;
  hasData: boolean;
}

interface Props {
  form: UseFormReturn<BookTableValues>;
  formId: string;
  times: TimesState;
  bands: TimesBand[];
  band: TimesBand | null;
}

export function BookingTimeFields({ form, formId, times, bands, band }: Props) {
  const { t } = useTranslation();
  const { control, setValue } = form;
  return (
    <>
      {times.isFetching && !times.hasData && (
        <div className="text-center my-3">
          <Spinner animation="border" size="sm" role="status" aria-label={t('common.loading')} />
        </div>
      )}
      {times.isError && (
        <Alert variant="danger" role="alert">
          {t('booking.loadError')}
        </Alert>
      )}
      {times.isSuccess && bands.length === 0 && (
        <Alert variant="warning" role="alert" data-testid="booking-no-availability">
          {t('booking.noAvailability')}
        </Alert>
      )}

      {bands.length > 0 && (
        <>
          <Form.Group className="mb-3" controlId={`${formId}-band`}>
            <Form.Label>{t('booking.fields.band')}</Form.Label>
            <Controller
              control={control}
              name="bandIndex"
              render={({ field }) => (
                <Form.Select
                  value={field.value}
                  onChange={(event) => {
                    field.onChange(Number(event.target.value));
                    setValue('time', '');
                  }}
                  data-testid="booking-band"
                >
                  {bands.map((b, index) => (
                    <option key={`${b.da}-${b.a}`} value={index}>
                      {bandLabel(b, t)}
                    </option>
                  ))}
                </Form.Select>
              )}
            />
          </Form.Group>
          <Form.Group className="mb-3" controlId={`${formId}-time`}>
            <Form.Label>{t('booking.fields.time')}</Form.Label>
            <Controller
              control={control}
              name="time"
              render={({ field }) => (
                <Form.Select value={field.value} onChange={field.onChange} data-testid="booking-time">
                  <option value="" />
                  {band?.orari.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </Form.Select>
              )}
            />
          </Form.Group>
        </>
      )}
    </>
  );
}
