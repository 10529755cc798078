// The booking board: "Non arrivati" only from the booking's time on the venue's
// clock; bands at the same time named by kitchen; a phone booking chooses its kitchen and is
// offered that kitchen's times.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingBoard } from '@tavola/domain/order-board';
import { AppProviders } from '../../app/providers';
import { BookingBoardPage } from './booking-board-page';

const member = {
  staffMemberId: 1,
  companyId: 1,
  companyUrlName: 'demo',
  companyName: 'Demo',
  email: 'sala@demo.test',
  name: 'Sala',
  role: 'staff',
  venues: [{ seatWebId: 1, name: 'Tavola Centro' }],
};
const board: BookingBoard = {
  day: '2025-06-11',
  timeZone: 'Europe/Rome',
  kitchens: [
    { kitchen: 1, name: 'Ristorante' },
    { kitchen: 2, name: 'Pizzeria' },
  ],
  bands: [
    {
      bandId: 1,
      kitchen: 1,
      startTime: '12:00',
      endTime: '14:30',
      times: ['12:00', '13:30', '14:00'],
      places: 30,
      held: 2,
    },
    { bandId: 4, kitchen: 2, startTime: '12:00', endTime: '14:30', times: ['12:00', '12:30'], places: 20, held: 0 },
    { bandId: 5, kitchen: 2, startTime: '19:00', endTime: '23:00', times: ['19:00', '22:30'], places: 36, held: 0 },
  ],
  reservations: [
    {
      reservationId: 'ABCD2345',
      bandId: 1,
      time: '13:30',
      people: 2,
      name: 'Rossi',
      memo: '',
      phone: '',
      status: 'confirmed',
      via: 'staff',
      attendance: null,
      createdAt: '2025-06-10T10:00:00.000Z',
    },
  ],
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let posts: Array<{ url: string; body: unknown }>;
beforeEach(() => {
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/staff/me') return json(member);
      if (url.startsWith('/api/staff/venues/1/bookings')) {
        if (init.method === 'POST') posts.push({ url, body: JSON.parse(String(init.body)) });
        return json(board);
      }
      return json({ code: 'NOT_FOUND', message: 'x' }, 404);
    }),
  );
  vi.stubGlobal(
    'EventSource',
    class {
      addEventListener() {}
      close() {}
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function open(now: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(now));
  const router = createMemoryRouter([{ path: '/staff/venues/:seatWebId/bookings', element: <BookingBoardPage /> }], {
    initialEntries: ['/staff/venues/1/bookings'],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('booking board', () => {
  it("offers 'Non arrivati' for a 13:30 booking only from 13:30 in Rome", async () => {
    open('2025-06-11T08:30:00Z'); // 10:30 in Rome
    const card = (await screen.findByText('Rossi')).closest('article')!;
    const later = within(card as HTMLElement).getByRole('button', { name: 'Non arrivati: dalle 13:30' });
    expect((later as HTMLButtonElement).disabled).toBe(true);
    expect(within(card as HTMLElement).queryByRole('button', { name: 'Non arrivati' })).toBeNull();
    expect(within(card as HTMLElement).getByRole('button', { name: 'Arrivati' })).toBeTruthy();
  });

  it("offers it at the booking's time", async () => {
    open('2025-06-11T11:30:00Z'); // 13:30 in Rome
    const card = (await screen.findByText('Rossi')).closest('article')!;
    expect(within(card as HTMLElement).getByRole('button', { name: 'Non arrivati' })).toBeTruthy();
  });

  it('names the bands by kitchen, and a phone booking chooses the kitchen and its times', async () => {
    open('2025-06-11T08:30:00Z');
    expect(await screen.findByRole('heading', { name: /Ristorante · 12:00–14:30/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Pizzeria · 12:00–14:30/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nuova prenotazione (telefono o senza prenotazione)' }));
    const times = () => Array.from((screen.getByLabelText('Orario') as HTMLSelectElement).options).map((o) => o.value);
    expect(times()).toEqual(['12:00', '13:30', '14:00']);
    fireEvent.change(screen.getByLabelText('Cucina'), { target: { value: '2' } });
    expect(times()).toEqual(['12:00', '12:30', '19:00', '22:30']);
    fireEvent.change(screen.getByLabelText('Orario'), { target: { value: '22:30' } });
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Bianchi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi' }));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].body).toMatchObject({ day: '2025-06-11', time: '22:30', kitchen: 2, name: 'Bianchi', people: 2 });
  });
});
