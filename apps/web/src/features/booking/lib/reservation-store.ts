// The reservations this browser made (spec 001 §4, §9): kept in local storage under
// 'e2k_tableReservations' as the booking service answered them, statuses refreshed from
// GetStatoPrenotazione; past ones are dropped when listed. Entries that do not read as a
// reservation (an older release, a hand edit) are skipped, not fatal.
import { tableReservationSchema, type ReservationStatus, type TableReservation } from '@tavola/domain/booking';
import { bookingDayToIso } from '@tavola/domain/booking-capacity';

export const RESERVATIONS_STORAGE_KEY = 'e2k_tableReservations';

const listeners = new Set<() => void>();
// The parsed list of the last raw value read: stable between changes (useSyncExternalStore),
// and a change made by another tab is picked up at the next read.
let cachedRaw: string | null | undefined;
let cached: TableReservation[] = [];

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(): TableReservation[] {
  const raw = storage()?.getItem(RESERVATIONS_STORAGE_KEY) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

function parse(raw: string | null): TableReservation[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item) => {
      const result = tableReservationSchema.safeParse(item);
      return result.success ? [result.data] : [];
    });
  } catch {
    return [];
  }
}

function write(reservations: TableReservation[]): void {
  try {
    storage()?.setItem(RESERVATIONS_STORAGE_KEY, JSON.stringify(reservations));
  } catch {
    // Quota or privacy mode: the list is simply not remembered.
  }
  listeners.forEach((listener) => listener());
}

export const reservationStore = {
  /** Stable between changes, for useSyncExternalStore. */
  get(): TableReservation[] {
    return read();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  find(id: string): TableReservation | null {
    return reservationStore.get().find((r) => r.id === id) ?? null;
  },
  save(reservation: TableReservation): void {
    const others = read().filter((r) => r.id !== reservation.id);
    write([...others, reservation]);
  },
  updateStatus(id: string, status: ReservationStatus): void {
    const all = read();
    if (!all.some((r) => r.id === id)) return;
    write(all.map((r) => (r.id === id ? { ...r, ...status, verified: Boolean(status.verf) } : r)));
  },
  remove(id: string): void {
    write(read().filter((r) => r.id !== id));
  },
  /** Drops the reservations of days before today ('YYYY-MM-DD'); returns what is left. */
  dropPast(todayIso: string): TableReservation[] {
    const all = read();
    const kept = all.filter((r) => (bookingDayToIso(r.data) ?? '') >= todayIso);
    if (kept.length !== all.length) write(kept);
    return kept;
  },
};
