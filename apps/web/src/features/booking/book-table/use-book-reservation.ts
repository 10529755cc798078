// Booking a table once the form is complete (spec 001 §4, §5, §8): adds the reservation, then
// confirms it by device and mode: desktop Whatsapp through the venue's server (ConfermaDesktop),
// any other mode by the diner's message 'tt {id}', waited for by polling the status. Keeps what
// the screen shows meanwhile: busy, the failure, the info popup and the reservation waited for.
import { reservationNote } from '@tavola/domain/booking';
import type { AddReservationBody, TimesBand } from '@tavola/domain/booking-calls';
import { confirmationLink, confirmsOnDesktopServer, messagingSettingsFor } from '@tavola/domain/booking-messaging';
import { normalisePhone } from '@tavola/domain/phone-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppContext } from '../../../lib/app-context';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { addReservation } from '../api/add-reservation';
import { useBookingUrls } from '../api/booking-urls';
import { confirmDesktop } from '../api/confirm-desktop';
import { displayDay } from '../lib/booking-labels';
import { isIos } from '../lib/device';
import { reservationStore } from '../lib/reservation-store';
import type { BookTableValues } from './use-book-table-form';
import { useReservationPolling } from './use-reservation-polling';

interface Options {
  venueId: string | null;
  isMobile: boolean;
  twoKitchens: boolean;
  /** The offer code of the page's address (?off=), sent as the discount. */
  offerCode: string | null;
  /** The band filled meanwhile: the days and bands are asked again. */
  onNoAvailability(): void;
}

export function useBookReservation({ venueId, isMobile, twoKitchens, offerCode, onNoAvailability }: Options) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { settings, company } = useAppContext();
  const urls = useBookingUrls();
  const [infoOpen, setInfoOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<{ id: string; link: string | null } | null>(null);

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

  const book = async (values: BookTableValues, band: TimesBand | null) => {
    if (!band || !venueId) return;
    setBusy(true);
    setError(null);
    const name = values.name.trim();
    const body: AddReservationBody = {
      idloc: venueId,
      data: values.day,
      da: band.da,
      a: band.a,
      tavoli: band.tavoli,
      orari: values.time,
      quanti: values.quanti,
      note: reservationNote(name, values.notes.trim()),
      // 001 §4: a leading 00 becomes +, a number without a prefix gets +39.
      phone: normalisePhone(values.phone),
      id: '',
      lang: 'it',
      ...(twoKitchens ? { cucina: values.kitchen } : {}),
      ...(offerCode ? { sconto: offerCode } : {}),
    };
    let reservation;
    try {
      reservation = await addReservation(urls.bookTableAddReservation, body);
    } catch (cause) {
      setInfoOpen(false);
      setBusy(false);
      if (cause instanceof ApiError && cause.code === 'BOOKING_NO_AVAILABILITY') {
        setError(t('booking.noAvailability'));
        onNoAvailability();
      } else {
        setError(t('booking.errors.add', { name }));
      }
      return;
    }
    reservationStore.save(reservation);
    setInfoOpen(false);

    const mode = values.confirmationMode;
    if (confirmsOnDesktopServer(mode, isMobile)) {
      try {
        reservationStore.save(await confirmDesktop(urls.bookTableDesktopReservation, reservation));
        showConfirmed(reservation.id);
      } catch (cause) {
        setError(
          cause instanceof ApiError && cause.kind === 'BadRequest'
            ? cause.message
            : t('booking.errors.desktop', { name }),
        );
      } finally {
        setBusy(false);
      }
      return;
    }

    const link = confirmationLink(mode, messagingSettingsFor(company, settings.tableReservation), reservation.id, {
      ios: isIos(),
    });
    if (link) window.open(link, '_blank', 'noopener');
    setWaiting({ id: reservation.id, link });
    setBusy(false);
  };

  return { book, busy, error, waiting, cancelWaiting: () => setWaiting(null), infoOpen, setInfoOpen };
}
