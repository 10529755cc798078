import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { jsonResponse, makeAppState, makeCompany, makeSeatWeb, makeSettings } from '../../../test/fixtures';
import { renderWithAppState } from '../../../test/render';
import { addDays as addDaysIso } from '@tavola/domain/slot-rules';
import { localIsoDate } from '../../../lib/format';
import { RESERVATIONS_STORAGE_KEY } from '../lib/reservation-store';
import { storedReservation } from '../lib/test-reservation';
import { ReservationsInProgress } from './reservations-in-progress';

const toDay = (iso: string) => iso.split('-').reverse().join('-');
const today = localIsoDate(new Date());
let statuses: Record<string, unknown>;

beforeEach(() => {
  configureApiClient(makeSettings());
  statuses = {
    AAAA1111: { arrv: 'x', conf: 'y', verf: null, err: null },
    BBBB2222: { arrv: 'x', conf: 'y', verf: 'z', err: null },
    CCCC3333: { arrv: 'x', conf: 'y', verf: null, err: 'scaduta' },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL) => jsonResponse(statuses[new URL(input).searchParams.get('id') ?? ''])),
  );
});
afterEach(() => vi.unstubAllGlobals());

const company = makeCompany({ seatWebs: [makeSeatWeb({ tableReservationId: 'demo-centro' })] });

describe("'Prenotazioni in corso'", () => {
  it("lists this company's reservations with their badges, dropping past ones", async () => {
    localStorage.setItem(
      RESERVATIONS_STORAGE_KEY,
      JSON.stringify([
        storedReservation({ id: 'AAAA1111', data: toDay(addDaysIso(today, 1)), orari: '20:00', quanti: 2 }),
        storedReservation({ id: 'BBBB2222', data: toDay(addDaysIso(today, 3)), verf: null }),
        storedReservation({ id: 'CCCC3333', data: toDay(today), quanti: 1 }),
        storedReservation({ id: 'PAST0000', data: toDay(addDaysIso(today, -1)) }),
        storedReservation({ id: 'OTHER000', idloc: 'altra-azienda', data: toDay(addDaysIso(today, 1)) }),
      ]),
    );
    renderWithAppState(makeAppState({ company }), [{ index: true, element: <ReservationsInProgress /> }]);
    expect(await screen.findByText('Prenotazioni in corso')).toBeTruthy();
    expect(screen.getByTestId('reservation-AAAA1111').textContent).toContain('domani, 20:00, 2 persone');
    expect(screen.getByTestId('reservation-CCCC3333').textContent).toContain('oggi, 20:00, 1 persona');
    expect(screen.queryByTestId('reservation-PAST0000')).toBeNull();
    expect(screen.queryByTestId('reservation-OTHER000')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('reservation-BBBB2222').textContent).toContain('Confermata'));
    expect(screen.getByTestId('reservation-AAAA1111').textContent).toContain('Da confermare');
    await waitFor(() => expect(screen.getByTestId('reservation-CCCC3333').textContent).toContain('In errore'));
    expect(
      JSON.parse(localStorage.getItem(RESERVATIONS_STORAGE_KEY)!).some((r: { id: string }) => r.id === 'PAST0000'),
    ).toBe(false);
  });

  it('shows nothing without reservations', () => {
    renderWithAppState(makeAppState({ company }), [{ index: true, element: <ReservationsInProgress /> }]);
    expect(screen.queryByText('Prenotazioni in corso')).toBeNull();
  });
});
