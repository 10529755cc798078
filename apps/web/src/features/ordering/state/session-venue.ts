// The server keeps the chosen venue in the session token (spec 001 §7 connectToSeatWeb). A
// new page load starts a new session, in which a remembered venue is only known to the
// browser; the ordering screens reconnect it once per page load before asking for menus,
// days or slots.
import { useQuery } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context';
import { connectToSeatWeb } from '../api/connect-to-seat-web';

let connectedSeatWebId: number | null = null;

/** Called when this page load connected the session to a venue. */
export function markSessionVenue(seatWebId: number | null) {
  connectedSeatWebId = seatWebId;
}

/** The session must be connected to the venue before its menus, days or slots are asked for. */
export function needsSessionVenue(canChangeSeatWeb: boolean, seatWebId: number | null): boolean {
  return canChangeSeatWeb && seatWebId != null && connectedSeatWebId !== seatWebId;
}

/** True once the session is on the app context's venue. */
export function useSessionVenueReady(): { ready: boolean; error: unknown } {
  const { seatWeb, canChangeSeatWeb } = useAppContext();
  const seatWebId = seatWeb?.seatWebId ?? null;
  // A fixed or single venue is in the session from startup.
  const needed = needsSessionVenue(canChangeSeatWeb, seatWebId);
  const query = useQuery({
    queryKey: ['sessionVenue', seatWebId],
    queryFn: async () => {
      await connectToSeatWeb(seatWebId!);
      markSessionVenue(seatWebId);
      return seatWebId;
    },
    enabled: needed,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return { ready: !needed || query.isSuccess, error: query.error };
}
