// The booking board of one venue: the day's reservations by band, people against
// the band's places, status, arrived / no-show, cancel, and phone or walk-in reservations (the
// server applies the booking service's capacity rules). Reloads when a reservation changes.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Button, Card, Form, Spinner } from 'react-bootstrap';
import { useParams } from 'react-router';
import { noShowAllowed, type BookingBoard } from '@tavola/domain/order-board';
import { venueLocalTime, type VenueLocalTime } from '@tavola/domain/slot-rules';
import { ApiError } from '../../lib/api-client';
import { staffApi } from './staff-api';
import { StaffNavigation } from './staff-navigation';
import { useStaffMe } from './staff-me';
import { staffBoardNs } from './staff-copy';

/** The venue's clock, read again every 30 s, so "Non arrivati" appears at the booking's time without a reload. */
function useVenueNow(timeZone: string | undefined): VenueLocalTime | null {
  const read = () => (timeZone ? venueLocalTime(new Date(), timeZone) : null);
  const [now, setNow] = useState(read);
  useEffect(() => {
    setNow(timeZone ? venueLocalTime(new Date(), timeZone) : null);
    if (!timeZone) return;
    const timer = setInterval(() => setNow(venueLocalTime(new Date(), timeZone)), 30_000);
    return () => clearInterval(timer);
  }, [timeZone]);
  return now;
}

type Kitchens = BookingBoard['kitchens'];

/** A kitchen's name as the venue set it, or 'Cucina 2' when left empty. */
function kitchenName(kitchens: Kitchens, kitchen: number, t: TFunction<'staffBoard'>): string {
  return kitchens.find((k) => k.kitchen === kitchen)?.name.trim() || t('bookings.kitchenN', { n: kitchen });
}

/** The server's refusals the board words itself (both languages); others keep the server's message. */
function boardError(error: Error, t: TFunction<'staffBoard'>): string {
  if (error instanceof ApiError && error.code === 'NO_SHOW_TOO_EARLY') return t('bookings.noShowTooEarly');
  if (error instanceof ApiError && error.code === 'BOOKING_DISABLED') return t('bookings.notTaking');
  return error.message;
}

export function BookingBoardPage() {
  const { t } = useTranslation(staffBoardNs);
  const seatWebId = Number(useParams().seatWebId);
  const me = useStaffMe();
  const queryClient = useQueryClient();
  // null: the venue's today, which the server reads on the venue's clock (not the tablet's).
  const [chosenDay, setDay] = useState<string | null>(null);
  const queryKey = useMemo(
    () => ['staff', 'bookings', seatWebId, chosenDay ?? 'today'] as const,
    [seatWebId, chosenDay],
  );
  const board = useQuery({ queryKey, queryFn: () => staffApi.bookings(seatWebId, chosenDay) });
  const day = chosenDay ?? board.data?.day ?? null;
  const venueName = me.data?.venues.find((v) => v.seatWebId === seatWebId)?.name ?? '';
  const venueNow = useVenueNow(board.data?.timeZone);

  useEffect(() => {
    const source = new EventSource(staffApi.bookingEventsUrl(seatWebId));
    source.addEventListener(
      'booking',
      () => void queryClient.invalidateQueries({ queryKey: ['staff', 'bookings', seatWebId] }),
    );
    return () => source.close();
  }, [seatWebId, queryClient]);

  const apply = (b: BookingBoard) => queryClient.setQueryData(queryKey, b);
  const action = useMutation({
    mutationFn: (v: { reservationId: string; action: 'cancel' | 'arrived' | 'no-show' }) =>
      staffApi.bookingAction(seatWebId, v.reservationId, v.action),
    onSuccess: apply,
  });

  return (
    <>
      <StaffNavigation />
      <main className="staff-board px-2 px-md-3 py-2">
        <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
          <h1 className="h4 me-auto mb-0">
            {t('bookings.title')} — {venueName}
          </h1>
          <Form.Group controlId="bookings-day">
            <Form.Label className="small mb-0">{t('board.day')}</Form.Label>
            <Form.Control type="date" value={day ?? ''} onChange={(e) => e.target.value && setDay(e.target.value)} />
          </Form.Group>
        </div>
        {board.isPending && (
          <div className="py-5 text-center" role="status">
            <Spinner animation="border" className="me-2" aria-hidden="true" />
            {t('loading')}
          </div>
        )}
        {board.isError && <Alert variant="danger">{board.error.message}</Alert>}
        {action.error && (
          <Alert variant="warning" dismissible onClose={() => action.reset()}>
            {boardError(action.error, t)}
          </Alert>
        )}
        {board.data && (
          <>
            <AddReservation
              seatWebId={seatWebId}
              day={board.data.day}
              bands={board.data.bands}
              kitchens={board.data.kitchens}
              onDone={apply}
            />
            <div className="staff-columns">
              {board.data.bands.map((band) => {
                const list = board.data.reservations.filter((r) => r.bandId === band.bandId);
                return (
                  <section
                    key={band.bandId}
                    className="staff-column"
                    aria-labelledby={`band-${band.bandId}`}
                    data-band={band.startTime}
                  >
                    <h2 id={`band-${band.bandId}`} className="h6">
                      {board.data.kitchens.length > 1 && `${kitchenName(board.data.kitchens, band.kitchen, t)} · `}
                      {t('bookings.band', { from: band.startTime, to: band.endTime })}{' '}
                      <Badge bg={band.held >= band.places ? 'danger' : 'secondary'} data-testid="band-people">
                        {t('bookings.people', { held: band.held, places: band.places })}
                      </Badge>
                    </h2>
                    {list.length === 0 && <p className="text-muted small">{t('bookings.empty')}</p>}
                    {list.map((r) => (
                      <Card
                        key={r.reservationId}
                        as="article"
                        className="staff-card mb-2"
                        data-reservation-id={r.reservationId}
                      >
                        <Card.Body className="p-2">
                          <div className="d-flex flex-wrap gap-1 align-items-center">
                            <strong className="fs-5 me-1">{r.time}</strong>
                            <span className="me-1">{r.name || '—'}</span>
                            <Badge bg="info" text="dark">
                              {r.people}
                            </Badge>
                            <Badge
                              bg={
                                r.status === 'confirmed'
                                  ? 'success'
                                  : r.status === 'to-confirm'
                                    ? 'warning'
                                    : 'secondary'
                              }
                              text={r.status === 'to-confirm' ? 'dark' : undefined}
                              data-testid="reservation-status"
                            >
                              {t('bookings.status', { returnObjects: true })[r.status]}
                            </Badge>
                            {r.attendance && (
                              <Badge bg="dark">
                                {r.attendance === 'arrived' ? t('bookings.arrived') : t('bookings.noShow')}
                              </Badge>
                            )}
                          </div>
                          {r.phone && (
                            <div className="small">
                              <a href={`tel:${r.phone.replace(/\s+/g, '')}`}>{r.phone}</a> · {r.reservationId}
                            </div>
                          )}
                          {r.memo && <div className="small staff-notes">{r.memo}</div>}
                          {r.status !== 'cancelled' && (
                            <div className="d-flex flex-wrap gap-1 mt-1">
                              <Button
                                size="sm"
                                variant="outline-success"
                                disabled={action.isPending}
                                onClick={() => action.mutate({ reservationId: r.reservationId, action: 'arrived' })}
                              >
                                {t('bookings.arrived')}
                              </Button>
                              {venueNow && noShowAllowed({ day: board.data.day, time: r.time }, venueNow) ? (
                                <Button
                                  size="sm"
                                  variant="outline-secondary"
                                  disabled={action.isPending}
                                  onClick={() => action.mutate({ reservationId: r.reservationId, action: 'no-show' })}
                                >
                                  {t('bookings.noShow')}
                                </Button>
                              ) : (
                                <Button size="sm" variant="outline-secondary" disabled data-testid="no-show-later">
                                  {t('bookings.noShowFrom', { time: r.time })}
                                </Button>
                              )}
                              <Button
                                size="sm"
                                variant="outline-danger"
                                disabled={action.isPending}
                                onClick={() => action.mutate({ reservationId: r.reservationId, action: 'cancel' })}
                              >
                                {t('bookings.cancel')}
                              </Button>
                            </div>
                          )}
                        </Card.Body>
                      </Card>
                    ))}
                  </section>
                );
              })}
            </div>
          </>
        )}
      </main>
    </>
  );
}

function AddReservation(props: {
  seatWebId: number;
  day: string;
  bands: BookingBoard['bands'];
  kitchens: Kitchens;
  onDone: (b: BookingBoard) => void;
}) {
  const { seatWebId, day, bands, kitchens, onDone } = props;
  const { t } = useTranslation(staffBoardNs);
  const [open, setOpen] = useState(false);
  // With two kitchens the time is one of the chosen kitchen's bands (the same time may be in both).
  const twoKitchens = kitchens.length > 1;
  const [kitchen, setKitchen] = useState<1 | 2>(1);
  const times = [...new Set(bands.filter((b) => !twoKitchens || b.kitchen === kitchen).flatMap((b) => b.times))].sort();
  const [chosenTime, setTime] = useState('');
  const time = times.includes(chosenTime) ? chosenTime : '';
  const [people, setPeople] = useState(2);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [memo, setMemo] = useState('');
  const add = useMutation({
    mutationFn: () =>
      staffApi.addBooking(seatWebId, {
        day,
        time: time || times[0],
        people,
        name,
        phone,
        memo,
        ...(twoKitchens ? { kitchen } : {}),
      }),
    onSuccess: (b) => {
      onDone(b);
      setOpen(false);
      setName('');
      setPhone('');
      setMemo('');
    },
  });
  if (bands.length === 0) return null;
  if (!open)
    return (
      <Button className="mb-2" onClick={() => setOpen(true)}>
        {t('bookings.add')}
      </Button>
    );
  return (
    <Form
      className="d-flex flex-wrap align-items-end gap-2 mb-2 border rounded p-2"
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate();
      }}
    >
      {twoKitchens && (
        <Form.Group controlId="add-kitchen">
          <Form.Label className="small mb-0">{t('bookings.kitchen')}</Form.Label>
          <Form.Select value={kitchen} onChange={(e) => setKitchen(e.target.value === '2' ? 2 : 1)}>
            {kitchens.map((k) => (
              <option key={k.kitchen} value={k.kitchen}>
                {kitchenName(kitchens, k.kitchen, t)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      <Form.Group controlId="add-time">
        <Form.Label className="small mb-0">{t('bookings.time')}</Form.Label>
        <Form.Select value={time || times[0]} onChange={(e) => setTime(e.target.value)}>
          {times.map((choice) => (
            <option key={choice}>{choice}</option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId="add-people">
        <Form.Label className="small mb-0">{t('bookings.people2')}</Form.Label>
        <Form.Control
          type="number"
          min={1}
          max={100}
          value={people}
          onChange={(e) => setPeople(Number(e.target.value))}
          style={{ width: '5rem' }}
        />
      </Form.Group>
      <Form.Group controlId="add-name">
        <Form.Label className="small mb-0">{t('bookings.name')}</Form.Label>
        <Form.Control value={name} required maxLength={100} onChange={(e) => setName(e.target.value)} />
      </Form.Group>
      <Form.Group controlId="add-phone">
        <Form.Label className="small mb-0">{t('bookings.phone')}</Form.Label>
        <Form.Control type="tel" value={phone} maxLength={30} onChange={(e) => setPhone(e.target.value)} />
      </Form.Group>
      <Form.Group controlId="add-memo" className="flex-grow-1">
        <Form.Label className="small mb-0">{t('bookings.memo')}</Form.Label>
        <Form.Control value={memo} maxLength={500} onChange={(e) => setMemo(e.target.value)} />
      </Form.Group>
      <Button type="submit" disabled={add.isPending || !name.trim() || times.length === 0}>
        {t('bookings.save')}
      </Button>
      <Button variant="link" onClick={() => setOpen(false)}>
        {t('card.cancel')}
      </Button>
      {add.error && (
        <Alert variant="danger" className="w-100 mb-0">
          {boardError(add.error, t)}
        </Alert>
      )}
    </Form>
  );
}
