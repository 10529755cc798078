// Cancel a reservation (spec 001 §2, §4, §8): the link /cancel-reservation/{id}/{token} shows
// the day, time and people (GetPrenotazione) and 'Cancella la prenotazione'; Disdetta answers
// OK, BP or WP. A reservation whose two cancel fields are set is already cancelled. The route
// guard lets this page open without a previous page (e-mail and message links).
import { isReservationCancelled } from '@tavola/domain/booking';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useBookingUrls } from '../api/booking-urls';
import { cancelReservation } from '../api/cancel-reservation';
import { useReservation } from '../api/get-reservation';
import { displayDay } from '../lib/booking-labels';
import { reservationStore } from '../lib/reservation-store';

type Outcome = 'success' | 'alreadyCancelled' | 'wrongParameters' | 'wrongPassword' | 'failure';

const outcomeOf: Record<string, Outcome> = {
  OK: 'success',
  BP: 'wrongParameters',
  WP: 'wrongPassword',
  GC: 'alreadyCancelled',
};

export function CancelReservationPage({ missingParameters = false }: { missingParameters?: boolean }) {
  const { t } = useTranslation();
  const urls = useBookingUrls();
  const queryClient = useQueryClient();
  const { reservationId, reservationToken } = useParams();
  const missing = missingParameters || !reservationId || !reservationToken;
  const reservation = useReservation(missing ? undefined : reservationId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const cancel = async () => {
    if (!reservationId || !reservationToken) return;
    setBusy(true);
    try {
      const result = await cancelReservation(urls.bookTableCancelReservation, reservationId, reservationToken);
      const next = outcomeOf[result] ?? 'failure';
      setOutcome(next);
      if (next === 'success') {
        reservationStore.remove(reservationId);
        void queryClient.invalidateQueries({ queryKey: ['booking'] });
      }
    } catch {
      setOutcome('failure');
    } finally {
      setBusy(false);
    }
  };

  let content;
  if (missing) {
    content = <Alert variant="warning">{t('booking.cancel.missingParameters')}</Alert>;
  } else if (reservation.isPending) {
    content = (
      <div className="text-center my-5">
        <Spinner animation="border" role="status" aria-label={t('common.loading')} />
      </div>
    );
  } else if (reservation.isError) {
    content = (
      <Alert variant="danger" role="alert">
        {t('booking.cancel.loadFailure')}
      </Alert>
    );
  } else if (outcome === 'success') {
    content = (
      <Alert variant="success" role="status" className="booking-sentence" data-testid="cancel-outcome">
        {t('booking.cancel.success')}
      </Alert>
    );
  } else if (isReservationCancelled(reservation.data) || outcome === 'alreadyCancelled') {
    content = (
      <Alert variant="warning" role="alert" className="booking-sentence" data-testid="cancel-outcome">
        {t('booking.cancel.alreadyCancelled')}
      </Alert>
    );
  } else {
    const info = reservation.data;
    content = (
      <>
        <Card className="mb-4" data-testid="reservation-to-cancel">
          <Card.Body>
            <dl className="row mb-0">
              <dt className="col-5">{t('booking.cancel.day')}</dt>
              <dd className="col-7">{displayDay(info.DATA)}</dd>
              <dt className="col-5">{t('booking.cancel.time')}</dt>
              <dd className="col-7">{info.DA}</dd>
              <dt className="col-5">{t('booking.cancel.people')}</dt>
              <dd className="col-7 mb-0">{info.QUANTI}</dd>
            </dl>
          </Card.Body>
        </Card>
        {outcome && (
          <Alert variant="danger" role="alert" className="booking-sentence" data-testid="cancel-outcome">
            {t(`booking.cancel.${outcome}`)}
          </Alert>
        )}
        <Button
          variant="danger"
          size="lg"
          className="w-100"
          onClick={() => void cancel()}
          disabled={busy}
          data-testid="cancel-reservation-button"
        >
          {busy && <Spinner animation="border" size="sm" className="me-2" role="presentation" />}
          {t('booking.cancel.button')}
        </Button>
      </>
    );
  }

  return (
    <section aria-labelledby="cancel-reservation-title">
      <h1 id="cancel-reservation-title" className="h3 mb-4">
        {t('booking.cancel.title')}
      </h1>
      {content}
      <p className="mt-4 text-center">
        <Link to="/">{t('booking.backToHome')}</Link>
      </p>
    </section>
  );
}
