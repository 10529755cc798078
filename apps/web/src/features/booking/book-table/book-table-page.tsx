// Book table (spec 001 §2, §4, §5, §8). The venue's booking info gives the kitchens
// and the party sizes; the form (use-book-table-form.ts) is the slot (booking-slot-step.tsx)
// and the contact (booking-contact-step.tsx), checked by the domain's schema; booking and its
// confirmation are use-book-reservation.ts, with the popups of booking-dialogs.tsx.
import { kitchensOf, peopleOptions } from '@tavola/domain/booking';
import { confirmationModesFor, showsInfoPopup } from '@tavola/domain/booking-messaging';
import { useId, useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useAppContext } from '../../../lib/app-context';
import { ApiError } from '../../../lib/api-client';
import { useBookingInfo } from '../api/get-booking-info';
import { useOffer } from '../api/get-offer';
import { isMobileDevice } from '../lib/device';
import { BookingContactStep } from './booking-contact-step';
import { BookingDialogs } from './booking-dialogs';
import { BookingSlotStep } from './booking-slot-step';
import { useBookReservation } from './use-book-reservation';
import { useBookTableForm, type BookTableValues } from './use-book-table-form';
import { useBookingSlot } from './use-booking-slot';

export function BookTablePage() {
  const { t } = useTranslation();
  const formId = useId();
  const { seatWeb, customer } = useAppContext();
  const [searchParams] = useSearchParams();
  const isMobile = useMemo(() => isMobileDevice(), []);

  const info = useBookingInfo(seatWeb);
  const enabled = info.data?.enabled === true;
  const venueId = seatWeb?.tableReservationId ?? null;
  const offer = useOffer(searchParams.get('off'));
  const kitchens = info.data ? kitchensOf(info.data) : [];
  const twoKitchens = kitchens.length === 2;

  const form = useBookTableForm(customer, isMobile);
  const slot = useBookingSlot(form, venueId, enabled, twoKitchens);
  const submission = useBookReservation({
    venueId,
    isMobile,
    twoKitchens,
    offerCode: offer.data?.off ?? null,
    onNoAvailability: () => {
      void slot.times.refetch();
      void slot.days.refetch();
    },
  });
  const [quanti, time, mode] = form.watch(['quanti', 'time', 'confirmationMode']);

  if (!seatWeb) return <Navigate to="/" replace />;

  // 001 §2: the Book button shows when people > 0 and a band and a time are chosen.
  const canBook = quanti > 0 && slot.band != null && time !== '';
  const onValid = (values: BookTableValues) => {
    if (!canBook) return;
    if (showsInfoPopup(values.confirmationMode, isMobile)) submission.setInfoOpen(true);
    else void submission.book(values, slot.band);
  };
  const { error, busy } = submission;

  let body;
  if (!venueId) {
    body = <Alert variant="warning">{t('booking.notEnabled')}</Alert>;
  } else if (info.isPending) {
    body = (
      <div className="text-center my-5">
        <Spinner animation="border" role="status" aria-label={t('common.loading')} />
      </div>
    );
  } else if (info.isError) {
    body = (
      <Alert variant="danger" role="alert">
        <p>{info.error instanceof ApiError ? info.error.message : t('booking.loadError')}</p>
        <Button variant="outline-danger" size="sm" onClick={() => void info.refetch()}>
          {t('booking.retry')}
        </Button>
      </Alert>
    );
  } else if (!enabled) {
    body = (
      <Alert variant="warning" data-testid="booking-not-enabled">
        {t('booking.notEnabled')}
      </Alert>
    );
  } else {
    body = (
      <Form
        noValidate
        onSubmit={(event) => void form.handleSubmit(onValid)(event)}
        aria-describedby={error ? `${formId}-error` : undefined}
      >
        {offer.data && (
          <Alert variant="info">
            {t('booking.offer', {
              code: offer.data.off,
              description: offer.data.descrizione,
              discount: offer.data.sconto,
            })}
          </Alert>
        )}
        <BookingSlotStep
          form={form}
          formId={formId}
          dayList={slot.dayList}
          daysPending={slot.days.isPending}
          people={info.data ? peopleOptions(info.data.maxquanti) : []}
          kitchens={kitchens}
          times={{
            isFetching: slot.times.isFetching,
            isError: slot.times.isError,
            isSuccess: slot.times.isSuccess,
            hasData: slot.times.data != null,
          }}
          bands={slot.bands}
          band={slot.band}
        />
        <BookingContactStep form={form} formId={formId} modes={confirmationModesFor(isMobile)} />

        {error && (
          <Alert variant="danger" role="alert" id={`${formId}-error`} data-testid="booking-error">
            {error}
          </Alert>
        )}

        {canBook && (
          <Button
            type="submit"
            variant="primary"
            size="lg"
            className="w-100"
            disabled={busy}
            data-testid="booking-submit"
          >
            {busy && <Spinner animation="border" size="sm" className="me-2" role="presentation" />}
            {t('booking.fields.book')}
          </Button>
        )}
      </Form>
    );
  }

  return (
    <section aria-labelledby={`${formId}-title`}>
      <h1 id={`${formId}-title`} className="h3 mb-1">
        {t('booking.title')}
      </h1>
      <p className="text-body-secondary mb-4">{seatWeb.name}</p>
      {body}
      <BookingDialogs
        mode={mode}
        busy={busy}
        infoOpen={submission.infoOpen}
        onInfoHide={() => submission.setInfoOpen(false)}
        onContinue={() => void submission.book(form.getValues(), slot.band)}
        waiting={submission.waiting}
        onCancelWaiting={submission.cancelWaiting}
      />
    </section>
  );
}
