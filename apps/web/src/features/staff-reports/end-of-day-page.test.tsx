// The end-of-day page: the server's summary in captioned tables, the day and venue asked again,
// "Stampa in cucina" saying what the server answered, and a failure said with a retry.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EndOfDay } from '@tavola/domain/end-of-day';
import { AppProviders } from '../../app/providers';
import { StaffEndOfDayApp } from './end-of-day-app';

const member = {
  staffMemberId: 1,
  companyId: 1,
  companyUrlName: 'demo',
  companyName: 'Demo',
  email: 'titolare@demo.test',
  name: 'Titolare',
  role: 'owner',
  venues: [
    { seatWebId: 1, name: 'Tavola Centro' },
    { seatWebId: 2, name: 'Tavola Navigli' },
  ],
};
const takings = (orders: number, cents: number) => ({ orders, grossCents: cents, refundsCents: 0, netCents: cents });
const summary = {
  date: '2026-11-20',
  venue: { seatWebId: 1, name: 'Tavola Centro', timeZone: 'Europe/Rome' },
  figures: {
    ...takings(3, 5400),
    averageTicketCents: 1800,
    rejected: { orders: 1, amountCents: 1200 },
    cancelled: { orders: 0, amountCents: 0 },
    refunded: { orders: 0, amountCents: 0 },
    coversBooked: 6,
    reservations: 2,
    noShows: 1,
    noShowRate: 0.5,
    byOrderType: [{ orderType: 1, ...takings(3, 5400) }],
    byPaymentMethod: [
      { paymentMethod: 'cash', ...takings(2, 3000) },
      { paymentMethod: 'stripe', ...takings(1, 2400) },
    ],
  },
  bestSellers: [{ id: 1, name: 'Margherita', quantity: 4, amountCents: 3600 }],
  madeAt: '2026-11-20T21:00:00.000Z',
  dayUnderWay: true,
} as EndOfDay;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let calls: string[];
let failing: boolean;
beforeEach(() => {
  calls = [];
  failing = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/staff/me') return json(member);
      if (url.includes('/end-of-day/print')) {
        calls.push(`POST ${url} ${String(init?.body)}`);
        return json(
          {
            code: 'NO_PRINTER',
            message: 'Questa sede non ha stampanti: aggiungile nelle impostazioni della sede per stampare in cucina.',
          },
          400,
        );
      }
      if (url.includes('/end-of-day')) {
        calls.push(url);
        return failing
          ? json({ code: 'VALIDATION', message: 'Data non valida: usa il formato AAAA-MM-GG.' }, 400)
          : json(summary);
      }
      return json({ code: 'NOT_FOUND', message: 'x' }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function open(path = '/staff/reports/day') {
  const router = createMemoryRouter([{ path: '/staff/reports/day', element: <StaffEndOfDayApp /> }], {
    initialEntries: [path],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('end-of-day page', () => {
  it("shows the server's summary of the day in captioned tables", async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Chiusura giornata' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Chiusura giornata del 20/11/2026' })).toBeTruthy();
    expect(calls[0]).toBe('/api/staff/venues/1/end-of-day');
    expect(screen.getByText(/dati aggiornati alle 22:00/)).toBeTruthy();
    const byMethod = screen.getByRole('table', { name: 'Incassi per metodo di pagamento' });
    expect(within(byMethod).getByRole('row', { name: /Contanti 2 30,00\s€ 0,00\s€ 30,00\s€/ })).toBeTruthy();
    expect(within(byMethod).getByRole('row', { name: /Stripe 1 24,00\s€/ })).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Incassi per tipo di ordine' })).getByRole('rowheader', {
        name: 'Asporto',
      }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Fuori dagli incassi' })).getByRole('row', {
        name: /Rifiutati 1 12,00\s€/,
      }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Prenotazioni' })).getByRole('row', { name: 'Coperti 6' }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'I più venduti' })).getByRole('row', { name: /Margherita 4 36,00\s€/ }),
    ).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Sezioni degli incassi' })).toBeTruthy();
  });

  it('asks the server again for the day and venue chosen, and a day before', async () => {
    open();
    await screen.findByRole('heading', { level: 2 });
    fireEvent.change(screen.getByLabelText('Giorno'), { target: { value: '2026-10-05' } });
    fireEvent.change(screen.getByLabelText('Sede'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mostra' }));
    await vi.waitFor(() => expect(calls).toContain('/api/staff/venues/2/end-of-day?date=2026-10-05'));
    fireEvent.click(await screen.findByRole('button', { name: '‹ Giorno prima' }));
    await vi.waitFor(() => expect(calls).toContain('/api/staff/venues/2/end-of-day?date=2026-11-19'));
  });

  it("prints in the kitchen and says the server's refusal", async () => {
    open();
    await screen.findByRole('heading', { level: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Stampa in cucina' }));
    expect(await screen.findByText(/Questa sede non ha stampanti/)).toBeTruthy();
    expect(calls).toContain('POST /api/staff/venues/1/end-of-day/print {"date":"2026-11-20"}');
  });

  it('says a failure with a retry', async () => {
    failing = true;
    open('/staff/reports/day?venue=2&date=2026-11-20');
    expect(await screen.findByText(/Data non valida/)).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Chiusura giornata del 20/11/2026' })).toBeTruthy();
  });
});
