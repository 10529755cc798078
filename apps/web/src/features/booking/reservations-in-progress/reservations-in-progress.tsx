// 'Prenotazioni in corso' (spec 001 §2, §4): the reservations this browser made for the
// company's venues, past ones dropped, each 'day, time, people' with its badge: 'Confermata'
// when verf is set, 'Da confermare' when arrv and conf are set but not verf or err, 'In
// errore' on err. Statuses are refreshed from GetStatoPrenotazione when the list shows.
import { reservationBadge } from '@tavola/domain/booking';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Collapse from 'react-bootstrap/Collapse';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppContext } from '../../../lib/app-context';
import { useBookingUrls } from '../api/booking-urls';
import { getReservationStatus } from '../api/get-reservation-status';
import { localIsoDate } from '../../../lib/format';
import { dayLabel } from '../lib/booking-labels';
import { reservationStore } from '../lib/reservation-store';
import { cancellationPath } from '../confirm-reservation/confirm-reservation-page';

const badgeVariant = { confirmed: 'success', toConfirm: 'warning', error: 'danger' } as const;

export function ReservationsInProgress() {
  const { t, i18n } = useTranslation();
  const { company } = useAppContext();
  const urls = useBookingUrls();
  const [open, setOpen] = useState(true);
  const all = useSyncExternalStore(reservationStore.subscribe, reservationStore.get);

  // 001 §4: past reservations are dropped from storage when listed.
  useEffect(() => {
    reservationStore.dropPast(localIsoDate(new Date()));
  }, []);

  const venueIds = useMemo(
    () => new Set(company.seatWebs.map((s) => s.tableReservationId).filter((id): id is string => Boolean(id))),
    [company.seatWebs],
  );
  const today = localIsoDate(new Date());
  const reservations = all
    .filter((r) => venueIds.has(r.idloc))
    .filter((r) => `${r.data.slice(6)}-${r.data.slice(3, 5)}-${r.data.slice(0, 2)}` >= today)
    .sort((a, b) =>
      `${a.data.split('-').reverse().join('')}${a.orari}`.localeCompare(
        `${b.data.split('-').reverse().join('')}${b.orari}`,
      ),
    );

  useQueries({
    queries: reservations.map((r) => ({
      queryKey: ['booking', 'status', r.id],
      queryFn: async () => {
        const status = await getReservationStatus(urls.bookTableCheckReservationStatus, r.id);
        reservationStore.updateStatus(r.id, status);
        return status;
      },
      staleTime: 0,
      retry: false,
    })),
  });

  if (reservations.length === 0) return null;

  return (
    <section
      className="booking-reservations my-4"
      aria-labelledby="reservations-in-progress-title"
      data-testid="reservations-in-progress"
    >
      <h2 className="h5 mb-2">
        <Button
          variant="link"
          className="p-0 text-decoration-none fw-semibold"
          onClick={() => setOpen((v) => !v)}
          aria-expanded={open}
          aria-controls="reservations-in-progress-list"
          id="reservations-in-progress-title"
        >
          <span aria-hidden="true">{open ? '▾' : '▸'} </span>
          {t('booking.inProgress.title')}
        </Button>
      </h2>
      <Collapse in={open}>
        <div id="reservations-in-progress-list">
          <ListGroup>
            {reservations.map((r) => {
              const badge = reservationBadge(r);
              return (
                <ListGroup.Item key={r.id} data-testid={`reservation-${r.id}`}>
                  <span>
                    {t('booking.inProgress.entry', {
                      day: dayLabel(r.data, t, i18n.language),
                      time: r.orari,
                      count: r.quanti,
                    })}
                  </span>
                  <span className="d-flex align-items-center gap-2">
                    {badge && (
                      <Badge
                        bg={badgeVariant[badge]}
                        text={badge === 'toConfirm' ? 'dark' : undefined}
                        data-testid="reservation-badge"
                      >
                        {t(`booking.inProgress.${badge}`)}
                      </Badge>
                    )}
                    {badge !== 'error' && (
                      <Link to={cancellationPath(r, company.urlName)} className="small">
                        {t('booking.inProgress.cancelLink')}
                      </Link>
                    )}
                  </span>
                </ListGroup.Item>
              );
            })}
          </ListGroup>
        </div>
      </Collapse>
    </section>
  );
}
