// The booking-capacity screen's switch: off says diners do not see bookings; switching on
// without a band with places shows the server's refusal in the screen's words; on with a band
// says diners can book; unsaved edits of the form below survive the switch.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingCapacity } from '@tavola/domain/booking-capacity-admin';
import { jsonResponse, makeAppState } from '../../test/fixtures';
import { renderWithAppState } from '../../test/render';
import { BookingCapacityPage } from './booking-capacity-page';

const band = {
  bandId: 7,
  kitchen: 1 as const,
  daysOfWeek: 127,
  startTime: '19:00',
  endTime: '22:00',
  times: ['19:00', '20:00'],
  places: 20,
  tables: null,
};
const document = (over: Partial<BookingCapacity> = {}): BookingCapacity => ({
  seatWebId: 5,
  version: 2,
  bookingsOn: false,
  bookable: false,
  kitchen1Name: 'Sala',
  kitchen2Name: null,
  maxPeople: 0,
  closedDays: 0,
  daysListed: 7,
  horizonDays: 60,
  bands: [],
  exceptions: [],
  ...over,
});

let current = document();
let switchAnswers: Response[] = [];
const switches: unknown[] = [];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (url === '/api/staff/venues/5/booking-capacity/enabled') {
    switches.push(JSON.parse(String(init?.body)));
    return switchAnswers.shift()!;
  }
  expect(url).toBe('/api/staff/venues/5/booking-capacity');
  return jsonResponse(current);
});

beforeEach(() => {
  switchAnswers = [];
  switches.length = 0;
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

const render = () =>
  renderWithAppState(makeAppState(), [{ index: true, element: <BookingCapacityPage seatWebId={5} /> }]);
const switchSection = () => screen.getByRole('region', { name: 'Prenotazioni online' });

describe('switching bookings', () => {
  it('without a band with places: the refusal in the screen’s words, still off', async () => {
    current = document();
    render();
    await screen.findByText(/Questa sede non accetta prenotazioni online/);
    switchAnswers.push(jsonResponse({ code: 'BOOKING_NEEDS_BAND', message: 'testo del server' }, { status: 400 }));
    fireEvent.click(within(switchSection()).getByRole('button', { name: 'Attiva le prenotazioni' }));
    expect((await within(switchSection()).findByRole('alert')).textContent).toMatch(
      /serve almeno una fascia con dei posti/,
    );
    expect(switches).toEqual([{ enabled: true }]);
    expect(within(switchSection()).getByRole('button', { name: 'Attiva le prenotazioni' })).toBeTruthy();
  });

  it('with a band: on, diners can book, and the unsaved form edits stay', async () => {
    current = document({ bands: [band] });
    render();
    const kitchen = (await screen.findByLabelText('Nome della cucina')) as HTMLInputElement;
    fireEvent.change(kitchen, { target: { value: 'Sala grande' } });
    switchAnswers.push(jsonResponse(document({ bands: [band], bookingsOn: true, bookable: true })));
    fireEvent.click(within(switchSection()).getByRole('button', { name: 'Attiva le prenotazioni' }));
    await within(switchSection()).findByText(
      'Le prenotazioni online sono attive: i clienti possono prenotare un tavolo.',
    );
    expect(within(switchSection()).getByRole('button', { name: 'Disattiva le prenotazioni' })).toBeTruthy();
    expect((screen.getByLabelText('Nome della cucina') as HTMLInputElement).value).toBe('Sala grande');
  });

  it('on without a band with places says diners cannot book yet', async () => {
    current = document({ bookingsOn: true, bands: [{ ...band, places: 0 }] });
    render();
    await screen.findByText(
      'Le prenotazioni sono attive ma nessuna fascia ha dei posti: i clienti non possono ancora prenotare.',
    );
  });
});
