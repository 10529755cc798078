import { describe, expect, it } from 'vitest';
import { RESERVATIONS_STORAGE_KEY, reservationStore } from './reservation-store';
import { storedReservation } from './test-reservation';

describe('reservationStore (e2k_tableReservations)', () => {
  it('keeps reservations, refreshes their status and skips entries that are not reservations', () => {
    localStorage.setItem(RESERVATIONS_STORAGE_KEY, JSON.stringify([storedReservation(), { rubbish: true }]));
    expect(reservationStore.get().map((r) => r.id)).toEqual(['AB12CD34']);
    reservationStore.updateStatus('AB12CD34', { arrv: 'x', conf: 'y', verf: '2030-01-01T10:05:00Z', err: null });
    expect(reservationStore.find('AB12CD34')).toMatchObject({ verified: true, verf: '2030-01-01T10:05:00Z' });
    reservationStore.save(storedReservation({ id: 'ZZ99YY88' }));
    expect(reservationStore.get().map((r) => r.id)).toEqual(['AB12CD34', 'ZZ99YY88']);
    reservationStore.remove('AB12CD34');
    expect(JSON.parse(localStorage.getItem(RESERVATIONS_STORAGE_KEY)!).map((r: { id: string }) => r.id)).toEqual([
      'ZZ99YY88',
    ]);
  });

  it('drops the reservations of past days when listed, keeping today', () => {
    localStorage.setItem(
      RESERVATIONS_STORAGE_KEY,
      JSON.stringify([
        storedReservation({ id: 'PAST0001', data: '31-12-2029' }),
        storedReservation({ id: 'TODAY001', data: '01-01-2030' }),
      ]),
    );
    expect(reservationStore.dropPast('2030-01-01').map((r) => r.id)).toEqual(['TODAY001']);
    expect(reservationStore.get().map((r) => r.id)).toEqual(['TODAY001']);
  });

  it('reads nothing from a broken value', () => {
    localStorage.setItem(RESERVATIONS_STORAGE_KEY, '{not json');
    expect(reservationStore.get()).toEqual([]);
  });
});
