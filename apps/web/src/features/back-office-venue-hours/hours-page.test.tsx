// The hours screen: the special-hours section, and the confirm step when the server
// answers 409 ORDERS_OUTSIDE_HOURS (future orders outside the new hours) with their number.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VenueHours } from '@tavola/domain/venue-hours';
import { jsonResponse, makeAppState } from '../../test/fixtures';
import { renderWithAppState } from '../../test/render';
import { HoursPage } from './hours-page';

const lunch = {
  timeFrameWebId: 1,
  description: 'Pranzo',
  menuPublicationStatus: 4,
  daysOfWeek: 127,
  beginTime: '12:00',
  endTime: '14:00',
  slotMinutes: 30,
  ordersPerSlot: 5,
  menuWebId: null,
  specialDate: null,
};
const document = (version: number, frames: VenueHours['frames'] = [lunch]): VenueHours => ({
  seatWebId: 1,
  version,
  frames,
  closures: [],
});

let puts: Array<Record<string, unknown>> = [];
let answers: Response[] = [];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (init?.method === 'PUT') {
    puts.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    return answers.shift() ?? jsonResponse({ code: 'SYSTEM', message: 'x' }, { status: 500 });
  }
  expect(url).toBe('/api/staff/venues/1/hours');
  return jsonResponse(document(3));
});

beforeEach(() => {
  puts = [];
  answers = [];
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

const render = () => renderWithAppState(makeAppState(), [{ index: true, element: <HoursPage seatWebId={1} /> }]);

describe('hours screen', () => {
  it('adds special hours on a date; without a date the field says so and nothing is sent', async () => {
    render();
    await screen.findByText('Nessun orario speciale.');
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi orario speciale' }));
    const special = screen.getByRole('group', { name: 'Orario speciale 1' });
    // A special window has a date and no weekdays.
    expect(within(special).queryByText('Giorni')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await within(special).findByText('Data non valida');
    expect(puts).toEqual([]);
    fireEvent.change(within(special).getByLabelText('Data'), { target: { value: '2026-12-24' } });
    answers.push(
      jsonResponse(
        document(4, [
          lunch,
          { ...lunch, timeFrameWebId: 2, description: 'Orario speciale', specialDate: '2026-12-24', daysOfWeek: 8 },
        ]),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await screen.findByText('Salvato.');
    expect((puts[0].frames as Array<{ specialDate: string | null }>).map((f) => f.specialDate)).toEqual([
      null,
      '2026-12-24',
    ]);
    expect(screen.getByRole('group', { name: 'Orario speciale 1' })).toBeTruthy();
  });

  it('says how many future orders fall outside the new hours and saves only when confirmed', async () => {
    render();
    const window = await screen.findByRole('group', { name: 'Fascia 1' });
    fireEvent.change(within(window).getByLabelText('Dalle'), { target: { value: '12:30' } });
    answers.push(
      jsonResponse(
        { code: 'ORDERS_OUTSIDE_HOURS', message: '2 ordini futuri cadono fuori dai nuovi orari.', affected: 2 },
        { status: 409 },
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await screen.findByText('2 ordini futuri cadono fuori dai nuovi orari.');
    expect(puts[0].confirmedOrdersOutsideHours).toBeUndefined();
    answers.push(jsonResponse(document(4, [{ ...lunch, beginTime: '12:30' }])));
    fireEvent.click(screen.getByRole('button', { name: 'Salva comunque' }));
    await screen.findByText('Salvato.');
    expect(puts[1]).toMatchObject({ version: 3, confirmedOrdersOutsideHours: 2 });
    await waitFor(() => expect(screen.queryByText('Salva comunque')).toBeNull());
  });
});
