// The reservations this browser made (spec 001 §4, §9): kept in local storage under
// 'e2k_tableReservations' as the booking service answered them, statuses refreshed from
// GetStatoPrenotazione; past ones are dropped when listed. Entries that do not read as a
// reservation (an older release, a hand edit) are skipped, not fatal.
import { tableReservationSchema, type ReservationStatus, type TableReservation } from '@tavola/domain/booking';
import { bookingDayToIso } from '@tavola/domain/booking-capacity';
import { z } from 'zod';
import { persistedStore } from '../../../lib/persisted-store';
import { StorageKey } from '../../../lib/storage';

export const RESERVATIONS_STORAGE_KEY = StorageKey.tableReservations;

// Entries that do not read as a reservation are dropped one by one; a value that is not a list
// reads as none.
const reservationListSchema = z.array(z.unknown()).transform((items) =>
  items.flatMap((item) => {
    const result = tableReservationSchema.safeParse(item);
    return result.success ? [result.data] : [];
  }),
);

const store = persistedStore('local', RESERVATIONS_STORAGE_KEY, reservationListSchema, () => []);

export const reservationStore = {
  /** Stable between changes, for useSyncExternalStore. */
  get: store.get,
  subscribe: store.subscribe,
  find(id: string): TableReservation | null {
    return reservationStore.get().find((r) => r.id === id) ?? null;
  },
  save(reservation: TableReservation): void {
    const others = store.get().filter((r) => r.id !== reservation.id);
    store.set([...others, reservation]);
  },
  updateStatus(id: string, status: ReservationStatus): void {
    const all = store.get();
    if (!all.some((r) => r.id === id)) return;
    store.set(all.map((r) => (r.id === id ? { ...r, ...status, verified: Boolean(status.verf) } : r)));
  },
  remove(id: string): void {
    store.set(store.get().filter((r) => r.id !== id));
  },
  /** Drops the reservations of days before today ('YYYY-MM-DD'); returns what is left. */
  dropPast(todayIso: string): TableReservation[] {
    const all = store.get();
    const kept = all.filter((r) => (bookingDayToIso(r.data) ?? '') >= todayIso);
    if (kept.length !== all.length) store.set(kept);
    return kept;
  },
};
