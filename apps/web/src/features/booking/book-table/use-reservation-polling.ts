// Waiting for the confirmation (spec 001 §4, §9): GetStatoPrenotazione every 3 s, at most 100
// times; verified → onVerified; at the limit → onGiveUp; unmounting or a null id (Annulla)
// stops it. Each answer refreshes the stored reservation. The polling is TanStack Query's
// refetchInterval, and its requests do not show the global loader, which
// flashed at every poll.
import {
  RESERVATION_POLL_INTERVAL_MS,
  RESERVATION_POLL_MAX_ATTEMPTS,
  type ReservationStatus,
} from '@tavola/domain/booking';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { getReservationStatus } from '../api/get-reservation-status';
import { reservationStore } from '../lib/reservation-store';

export interface PollingHandlers {
  onVerified(): void;
  onGiveUp(): void;
}

export function useReservationPolling(
  url: string,
  reservationId: string | null,
  handlers: PollingHandlers,
  intervalMs = RESERVATION_POLL_INTERVAL_MS,
) {
  const latest = useRef(handlers);
  latest.current = handlers;
  // Attempts and the end of this reservation's polling, decided as each answer arrives (the
  // interval function reads them), not at the next render.
  const run = useRef({ id: reservationId, attempts: 0, done: false });
  if (run.current.id !== reservationId) run.current = { id: reservationId, attempts: 0, done: false };

  useQuery({
    queryKey: ['reservationStatus', url, reservationId],
    queryFn: async (): Promise<ReservationStatus> => {
      const current = run.current;
      current.attempts++;
      let status: ReservationStatus;
      try {
        status = await getReservationStatus(url, reservationId!, { background: true });
      } catch (error) {
        // A failed poll counts as an attempt; the next one may succeed.
        if (current.attempts >= RESERVATION_POLL_MAX_ATTEMPTS && !current.done) {
          current.done = true;
          latest.current.onGiveUp();
        }
        throw error;
      }
      reservationStore.updateStatus(reservationId!, status);
      if (!current.done && status.verf) {
        current.done = true;
        latest.current.onVerified();
      } else if (!current.done && current.attempts >= RESERVATION_POLL_MAX_ATTEMPTS) {
        current.done = true;
        latest.current.onGiveUp();
      }
      return status;
    },
    enabled: reservationId != null,
    refetchInterval: () => (run.current.done ? false : intervalMs),
    refetchIntervalInBackground: true,
    retry: false,
    staleTime: 0,
    gcTime: 0,
    meta: { notifyOnError: false },
  });
}
