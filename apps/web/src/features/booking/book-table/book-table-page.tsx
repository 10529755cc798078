// Book table (spec 001 §2, §4, §5, §8, issue #5). The venue's booking info gives the kitchens
// and the party sizes; the day list comes from ProssimiDisponibili with 'Altre date...' last
// (a one-month calendar); day, people and kitchen load the time bands, the first band is
// preselected with an empty first time. Booking adds the reservation, then confirms it by
// device and mode: desktop Whatsapp through the venue's server (ConfermaDesktop), any other
// mode by the diner's message 'tt {id}', waited for by polling the status.
import { bookTableFormSchema } from '@tavola/domain/book-table-form';
import { bookingPhoneRequired, kitchensOf, peopleOptions, reservationNote } from '@tavola/domain/booking';
import { isoToBookingDay, bookingDayToIso } from '@tavola/domain/booking-capacity';
import type { AddReservationBody } from '@tavola/domain/booking-calls';
import {
  confirmationLink,
  confirmationModeLabels,
  confirmationModesFor,
  confirmationText,
  confirmsOnDesktopServer,
  messagingSettingsFor,
  showsInfoPopup,
} from '@tavola/domain/booking-messaging';
import { ConfirmationMode } from '@tavola/domain/enums';
import { normalisePhone } from '@tavola/domain/phone-rules';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAppContext } from '../../../lib/app-context';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { addReservation } from '../api/add-reservation';
import { useBookingUrls } from '../api/booking-urls';
import { confirmDesktop } from '../api/confirm-desktop';
import { useBookingInfo } from '../api/get-booking-info';
import { useNextDays } from '../api/get-next-days';
import { useOffer } from '../api/get-offer';
import { useTimes } from '../api/get-times';
import { CalendarModal } from '../components/calendar-modal';
import { InfoModal } from '../components/info-modal';
import { WaitingModal } from '../components/waiting-modal';
import { localIsoDate } from '../../../lib/format';
import { useValidationMessage } from '../../../lib/use-validation-message';
import { bandLabel, dayLabel, displayDay, fullDayLabel } from '../lib/booking-labels';
import { isIos, isMobileDevice } from '../lib/device';
import { reservationStore } from '../lib/reservation-store';
import { useReservationPolling } from './use-reservation-polling';

const OTHER_DATES = '__other__';

export function BookTablePage() {
  const { t, i18n } = useTranslation();
  const formatMessage = useValidationMessage();
  const navigate = useNavigate();
  const formId = useId();
  const { seatWeb, customer, settings, company } = useAppContext();
  const urls = useBookingUrls();
  const [searchParams] = useSearchParams();
  const isMobile = useMemo(() => isMobileDevice(), []);
  const modes = confirmationModesFor(isMobile);

  const info = useBookingInfo(seatWeb);
  const enabled = info.data?.enabled === true;
  const venueId = seatWeb?.tableReservationId ?? null;
  const days = useNextDays(venueId, enabled);
  const offer = useOffer(searchParams.get('off'));

  const kitchens = info.data ? kitchensOf(info.data) : [];
  const twoKitchens = kitchens.length === 2;
  const people = info.data ? peopleOptions(info.data.maxquanti) : [];

  const [day, setDay] = useState('');
  const [extraDay, setExtraDay] = useState<string | null>(null);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [quanti, setQuanti] = useState(0);
  const [kitchen, setKitchen] = useState(1);
  const [bandIndex, setBandIndex] = useState(0);
  const [time, setTime] = useState('');
  const registered = customer != null && !customer.isAnonymous;
  // 001 §4: name and phone prefilled from a registered customer.
  const [name, setName] = useState(() => (registered ? `${customer.firstName ?? ''} ${customer.lastName ?? ''}`.trim() : ''));
  const [phone, setPhone] = useState(() => (registered ? (customer.telephoneNumber1 ?? '') : ''));
  const [notes, setNotes] = useState('');
  const [mode, setMode] = useState<ConfirmationMode>(ConfirmationMode.Whatsapp);
  const [touched, setTouched] = useState({ name: false, phone: false });
  const [submitted, setSubmitted] = useState(false);
  const [infoOpen, setInfoOpen] = useState(false);
  // The waiting popup opens only once the info popup has faded out: two modals at once
  // overlap on screen and confuse focus and screen readers.
  const [infoOnScreen, setInfoOnScreen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<{ id: string; link: string | null } | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);

  // The first day is preselected once the list arrives.
  const dayList = useMemo(() => days.data?.turni ?? [], [days.data]);
  useEffect(() => {
    if (!day && dayList.length > 0) setDay(dayList[0].data);
  }, [day, dayList]);

  const times = useTimes({ id: venueId ?? undefined, day, quanti, cucina: twoKitchens ? kitchen : undefined });
  const bands = times.data?.turni ?? [];
  // New bands: the first is preselected, with the empty time first (001 §4).
  useEffect(() => {
    setBandIndex(0);
    setTime('');
  }, [times.data]);
  const band = bands[bandIndex] ?? null;

  /** A confirmed reservation: the passing message (date, time, people), then its page. */
  const showConfirmed = (id: string | undefined) => {
    const confirmed = id ? reservationStore.find(id) : null;
    notify({
      variant: 'success',
      header: t('booking.confirmed.title'),
      message: confirmed
        ? t('booking.confirmed.notification', {
            when: t('booking.confirmed.when', { day: displayDay(confirmed.data), time: confirmed.orari }),
            people: t('booking.confirmed.people', { count: confirmed.quanti }),
          })
        : t('booking.confirmed.messageSentNoPhone'),
    });
    void navigate('/main/confirm-reservation', { state: { reservationId: id } });
  };

  useReservationPolling(urls.bookTableCheckReservationStatus, waiting?.id ?? null, {
    onVerified: () => {
      const id = waiting?.id;
      setWaiting(null);
      showConfirmed(id);
    },
    onGiveUp: () => {
      setWaiting(null);
      void navigate('/');
    },
  });

  if (!seatWeb) return <Navigate to="/" replace />;

  const nameCheck = bookTableFormSchema.shape.name.safeParse(name);
  const nameError = nameCheck.success ? null : formatMessage(nameCheck.error.issues[0].message);
  const phoneCheck = bookTableFormSchema.shape.phone.safeParse(phone);
  const phoneError = !phoneCheck.success
    ? formatMessage(phoneCheck.error.issues[0].message)
    : bookingPhoneRequired(mode, isMobile) && phone.trim() === ''
      ? t('booking.fieldRequired')
      : null;
  const showNameError = (submitted || touched.name) && nameError;
  const showPhoneError = (submitted || touched.phone) && phoneError;
  const canBook = quanti > 0 && band != null && time !== '';
  const modeLabel = confirmationModeLabels[mode];

  const book = async () => {
    if (!band || !venueId) return;
    setBusy(true);
    setError(null);
    const body: AddReservationBody = {
      idloc: venueId,
      data: day,
      da: band.da,
      a: band.a,
      tavoli: band.tavoli,
      orari: time,
      quanti,
      note: reservationNote(name.trim(), notes.trim()),
      // 001 §4: a leading 00 becomes +, a number without a prefix gets +39.
      phone: normalisePhone(phone),
      id: '',
      lang: 'it',
      ...(twoKitchens ? { cucina: kitchen } : {}),
      ...(offer.data ? { sconto: offer.data.off } : {}),
    };
    let reservation;
    try {
      reservation = await addReservation(urls.bookTableAddReservation, body);
    } catch (cause) {
      setInfoOpen(false);
      setBusy(false);
      if (cause instanceof ApiError && cause.code === 'BOOKING_NO_AVAILABILITY') {
        setError(t('booking.noAvailability'));
        void times.refetch();
        void days.refetch();
      } else {
        setError(t('booking.errors.add', { name: name.trim() }));
      }
      return;
    }
    reservationStore.save(reservation);
    setInfoOpen(false);

    if (confirmsOnDesktopServer(mode, isMobile)) {
      try {
        reservationStore.save(await confirmDesktop(urls.bookTableDesktopReservation, reservation));
        showConfirmed(reservation.id);
      } catch (cause) {
        setError(cause instanceof ApiError && cause.kind === 'BadRequest' ? cause.message : t('booking.errors.desktop', { name: name.trim() }));
      } finally {
        setBusy(false);
      }
      return;
    }

    const link = confirmationLink(mode, messagingSettingsFor(company, settings.tableReservation), reservation.id, { ios: isIos() });
    if (link) window.open(link, '_blank', 'noopener');
    setWaiting({ id: reservation.id, link });
    setBusy(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (nameError) return nameRef.current?.focus();
    if (phoneError) return phoneRef.current?.focus();
    if (!canBook) return;
    if (showsInfoPopup(mode, isMobile)) setInfoOpen(true);
    else void book();
  };

  const dayOptions = [
    ...dayList.map((d) => ({ value: d.data, label: dayLabel(d.data, t, i18n.language) })),
    ...(extraDay && !dayList.some((d) => d.data === extraDay)
      ? [{ value: extraDay, label: fullDayLabel(extraDay, i18n.language) }]
      : []),
  ];

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
      <Form noValidate onSubmit={onSubmit} aria-describedby={error ? `${formId}-error` : undefined}>
        {offer.data && (
          <Alert variant="info">
            {t('booking.offer', { code: offer.data.off, description: offer.data.descrizione, discount: offer.data.sconto })}
          </Alert>
        )}
        <Form.Group className="mb-3" controlId={`${formId}-day`}>
          <Form.Label>{t('booking.fields.day')}</Form.Label>
          <Form.Select
            value={day}
            disabled={days.isPending}
            onChange={(event) => {
              if (event.target.value === OTHER_DATES) setCalendarOpen(true);
              else setDay(event.target.value);
            }}
            data-testid="booking-day"
          >
            {day === '' && <option value="" />}
            {dayOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
            <option value={OTHER_DATES}>{t('booking.fields.otherDates')}</option>
          </Form.Select>
        </Form.Group>

        <Form.Group className="mb-3" controlId={`${formId}-people`}>
          <Form.Label>{t('booking.fields.people')}</Form.Label>
          <Form.Select value={quanti || ''} onChange={(event) => setQuanti(Number(event.target.value) || 0)} data-testid="booking-people">
            <option value="">{t('booking.fields.peoplePlaceholder')}</option>
            {people.map((n) => (
              <option key={n} value={n}>
                {t('booking.fields.peopleOption', { count: n })}
              </option>
            ))}
          </Form.Select>
        </Form.Group>

        {twoKitchens && (
          <Form.Group className="mb-3" controlId={`${formId}-kitchen`}>
            <Form.Label>{t('booking.fields.kitchen')}</Form.Label>
            <Form.Select value={kitchen} onChange={(event) => setKitchen(Number(event.target.value))} data-testid="booking-kitchen">
              {kitchens.map((k, index) => (
                <option key={index} value={index + 1}>
                  {k}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        )}

        {times.isFetching && !times.data && (
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
              <Form.Select
                value={bandIndex}
                onChange={(event) => {
                  setBandIndex(Number(event.target.value));
                  setTime('');
                }}
                data-testid="booking-band"
              >
                {bands.map((b, index) => (
                  <option key={`${b.da}-${b.a}`} value={index}>
                    {bandLabel(b, t)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group className="mb-3" controlId={`${formId}-time`}>
              <Form.Label>{t('booking.fields.time')}</Form.Label>
              <Form.Select value={time} onChange={(event) => setTime(event.target.value)} data-testid="booking-time">
                <option value="" />
                {band?.orari.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </>
        )}

        <Form.Group className="mb-3" controlId={`${formId}-name`}>
          <Form.Label>{t('booking.fields.name')}</Form.Label>
          <Form.Control
            ref={nameRef}
            value={name}
            maxLength={150}
            autoComplete="name"
            required
            aria-required="true"
            isInvalid={Boolean(showNameError)}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setTouched((v) => ({ ...v, name: true }))}
            data-testid="booking-name"
          />
          <Form.Control.Feedback type="invalid">{showNameError}</Form.Control.Feedback>
        </Form.Group>

        <Form.Group className="mb-3">
          <fieldset>
            <legend className="form-label fs-6 mb-1">{t('booking.fields.confirmationMode')}</legend>
            {modes.map((option) => (
              <Form.Check
                key={option}
                inline
                type="radio"
                name={`${formId}-mode`}
                id={`${formId}-mode-${option}`}
                label={confirmationModeLabels[option]}
                checked={mode === option}
                onChange={() => setMode(option)}
                data-testid={`booking-mode-${option}`}
              />
            ))}
          </fieldset>
        </Form.Group>

        <Form.Group className="mb-3" controlId={`${formId}-phone`}>
          <Form.Label>{t('booking.fields.phone')}</Form.Label>
          <Form.Control
            ref={phoneRef}
            type="tel"
            value={phone}
            maxLength={150}
            autoComplete="tel"
            isInvalid={Boolean(showPhoneError)}
            aria-describedby={`${formId}-phone-help`}
            onChange={(event) => setPhone(event.target.value)}
            onBlur={() => setTouched((v) => ({ ...v, phone: true }))}
            data-testid="booking-phone"
          />
          <Form.Text id={`${formId}-phone-help`}>{t('booking.fields.phoneHelp')}</Form.Text>
          <Form.Control.Feedback type="invalid">{showPhoneError}</Form.Control.Feedback>
        </Form.Group>

        <Form.Group className="mb-4" controlId={`${formId}-notes`}>
          <Form.Label>{t('booking.fields.notes')}</Form.Label>
          <Form.Control as="textarea" rows={2} value={notes} onChange={(event) => setNotes(event.target.value)} data-testid="booking-notes" />
        </Form.Group>

        {error && (
          <Alert variant="danger" role="alert" id={`${formId}-error`} data-testid="booking-error">
            {error}
          </Alert>
        )}

        {/* 001 §2: the Book button shows when people > 0 and a band and a time are chosen. */}
        {canBook && (
          <Button type="submit" variant="primary" size="lg" className="w-100" disabled={busy} data-testid="booking-submit">
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
      <CalendarModal
        show={calendarOpen}
        minDate={localIsoDate(new Date())}
        selected={day ? bookingDayToIso(day) : null}
        onHide={() => setCalendarOpen(false)}
        onPick={(iso) => {
          const picked = isoToBookingDay(iso);
          setExtraDay(picked);
          setDay(picked);
          setCalendarOpen(false);
        }}
      />
      <InfoModal
        show={infoOpen}
        mode={mode}
        modeLabel={modeLabel}
        busy={busy}
        onHide={() => setInfoOpen(false)}
        onOnScreenChange={setInfoOnScreen}
        onContinue={() => void book()}
      />
      <WaitingModal
        show={waiting != null && !infoOnScreen}
        modeLabel={modeLabel}
        link={waiting?.link ?? null}
        text={waiting ? confirmationText(waiting.id) : ''}
        telegram={mode === ConfirmationMode.Telegram}
        onCancel={() => setWaiting(null)}
      />
    </section>
  );
}
