// Reservation confirmed (spec 001 §2): 'Prenotazione confermata!', the message sent to the
// phone, date and time, people; and the cancellation link. The reservation is the
// one the book-table page just confirmed (navigation state), else the latest confirmed one
// this browser keeps.
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppContext } from '../../../lib/app-context';
import { displayDay } from '../lib/booking-labels';
import { reservationStore } from '../lib/reservation-store';

export function cancellationPath(reservation: { id: string; token: string }, companyUrlName: string): string {
  return `/cancel-reservation/${encodeURIComponent(reservation.id)}/${encodeURIComponent(reservation.token)}?company=${encodeURIComponent(companyUrlName)}`;
}

export function ConfirmReservationPage() {
  const { t } = useTranslation();
  const { company } = useAppContext();
  const location = useLocation();
  const stored = useSyncExternalStore(reservationStore.subscribe, reservationStore.get);
  const wanted = (location.state as { reservationId?: string } | null)?.reservationId;
  const reservation =
    (wanted ? stored.find((r) => r.id === wanted) : null) ?? stored.filter((r) => r.verified || r.verf).at(-1) ?? null;

  if (!reservation) {
    return (
      <Alert variant="warning">
        {t('booking.confirmed.missing')} <Link to="/">{t('booking.backToHome')}</Link>
      </Alert>
    );
  }

  const cancelPath = cancellationPath(reservation, company.urlName);
  return (
    <section aria-labelledby="reservation-confirmed-title" className="text-center">
      <h1 id="reservation-confirmed-title" className="h3 mb-3 text-success">
        {t('booking.confirmed.title')}
      </h1>
      <p>
        {reservation.phone
          ? t('booking.confirmed.messageSent', { phone: reservation.phone })
          : t('booking.confirmed.messageSentNoPhone')}
      </p>
      <Card className="my-4 text-start" data-testid="confirmed-reservation">
        <Card.Body>
          <p className="fs-5 mb-1">
            {t('booking.confirmed.when', { day: displayDay(reservation.data), time: reservation.orari })}
          </p>
          <p className="mb-0">{t('booking.confirmed.people', { count: reservation.quanti })}</p>
        </Card.Body>
      </Card>
      <p className="small text-body-secondary mb-1">{t('booking.confirmed.cancelHint')}</p>
      <p className="small text-break">
        <Link to={cancelPath} data-testid="cancel-reservation-link">
          {`${window.location.origin}${cancelPath}`}
        </Link>
      </p>
      <Link to="/" className="btn btn-primary mt-3">
        {t('booking.backToHome')}
      </Link>
    </section>
  );
}
