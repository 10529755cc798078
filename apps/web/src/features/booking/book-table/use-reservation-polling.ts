// Waiting for the confirmation (spec 001 §4, §9): GetStatoPrenotazione every 3 s, at most 100
// times; verified → onVerified; at the limit → onGiveUp; unmounting or a null id (Annulla)
// stops it. Each answer refreshes the stored reservation.
import { RESERVATION_POLL_INTERVAL_MS, RESERVATION_POLL_MAX_ATTEMPTS } from '@tavola/domain/booking';
import { useEffect, useRef } from 'react';
import { getReservationStatus } from '../api/get-reservation-status';
import { reservationStore } from '../lib/reservation-store';

export interface PollingHandlers {
  onVerified(): void;
  onGiveUp(): void;
}

export function useReservationPolling(url: string, reservationId: string | null, handlers: PollingHandlers, intervalMs = RESERVATION_POLL_INTERVAL_MS) {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!reservationId) return;
    let stopped = false;
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      attempts++;
      try {
        const status = await getReservationStatus(url, reservationId);
        if (stopped) return;
        reservationStore.updateStatus(reservationId, status);
        if (status.verf) {
          stopped = true;
          latest.current.onVerified();
          return;
        }
      } catch {
        // A failed poll counts as an attempt; the next one may succeed.
      }
      if (stopped) return;
      if (attempts >= RESERVATION_POLL_MAX_ATTEMPTS) {
        stopped = true;
        latest.current.onGiveUp();
        return;
      }
      timer = setTimeout(() => void tick(), intervalMs);
    };
    timer = setTimeout(() => void tick(), intervalMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [url, reservationId, intervalMs]);
}
