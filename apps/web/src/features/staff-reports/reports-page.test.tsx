// The dashboard page: the server's figures beside the previous period's, every chart's numbers
// in a captioned table, the period and venue pickers asking the server again, and a failure
// said with a retry.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Report, ReportFigures } from '@tavola/domain/reports';
import { AppProviders } from '../../app/providers';
import { StaffReportsApp } from './staff-reports-app';

const member = (role: string) => ({
  staffMemberId: 1,
  companyId: 1,
  companyUrlName: 'demo',
  companyName: 'Demo',
  email: 'titolare@demo.test',
  name: 'Titolare',
  role,
  venues: [
    { seatWebId: 1, name: 'Tavola Centro' },
    { seatWebId: 2, name: 'Tavola Navigli' },
  ],
});
const empty = { bestByQuantity: [], worstByQuantity: [], bestByTakings: [], worstByTakings: [] };
const figures = (over: Partial<ReportFigures>): ReportFigures => ({
  orders: 0,
  grossCents: 0,
  refundsCents: 0,
  netCents: 0,
  averageTicketCents: 0,
  rejected: { orders: 0, amountCents: 0 },
  cancelled: { orders: 0, amountCents: 0 },
  refunded: { orders: 0, amountCents: 0 },
  coversBooked: 0,
  reservations: 0,
  noShows: 0,
  noShowRate: null,
  byOrderType: [],
  byPaymentMethod: [],
  ...over,
});
const report: Report = {
  period: 'week',
  first: '2026-11-16',
  last: '2026-11-22',
  previousFirst: '2026-11-09',
  previousLast: '2026-11-15',
  venues: [{ seatWebId: 2, name: 'Tavola Navigli', timeZone: 'Europe/Rome' }],
  current: figures({
    orders: 5,
    grossCents: 10750,
    refundsCents: 1500,
    netCents: 9250,
    averageTicketCents: 2150,
    rejected: { orders: 1, amountCents: 3000 },
    byOrderType: [{ orderType: 1, orders: 5, grossCents: 10750, refundsCents: 1500, netCents: 9250 }],
    byPaymentMethod: [{ paymentMethod: 'satispay', orders: 5, grossCents: 10750, refundsCents: 1500, netCents: 9250 }],
  }),
  previous: figures({ orders: 2, grossCents: 2700, netCents: 2700, averageTicketCents: 1350 }),
  takingsByDay: [
    {
      date: '2026-11-17',
      orders: 1,
      grossCents: 2350,
      netCents: 2350,
      previousDate: '2026-11-10',
      previousNetCents: 2000,
    },
  ],
  ordersByHour: [{ weekday: 3, hour: 20, orders: 2 }],
  products: {
    ...empty,
    bestByQuantity: [{ id: 1, name: 'Margherita', quantity: 5, amountCents: 5200 }],
    worstByQuantity: [{ id: 1, name: 'Margherita', quantity: 5, amountCents: 5200 }],
  },
  options: empty,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let calls: string[];
let role: string;
let failing: boolean;
beforeEach(() => {
  calls = [];
  role = 'owner';
  failing = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/staff/me') return json(member(role));
      if (url.includes('/reports')) {
        calls.push(url);
        return failing
          ? json({ code: 'VALIDATION', message: 'Data non valida: usa il formato AAAA-MM-GG.' }, 400)
          : json(report);
      }
      return json({ code: 'NOT_FOUND', message: 'x' }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function open(path = '/staff/reports') {
  const router = createMemoryRouter([{ path: '/staff/reports', element: <StaffReportsApp /> }], {
    initialEntries: [path],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('reports page', () => {
  it("shows the server's figures with the previous period's, and every chart's numbers in a captioned table", async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Incassi e statistiche' })).toBeTruthy();
    const net = await screen.findByText('Incasso netto', { selector: '.small' });
    const card = net.closest('.card') as HTMLElement;
    expect(within(card).getByText(/^92,50\s€$/)).toBeTruthy();
    expect(within(card).getByText(/Precedente: 27,00\s€ \(\+242,6\s%\)/)).toBeTruthy();
    expect(calls[0]).toBe('/api/staff/reports?period=week');

    for (const caption of [
      'Per tipo di ordine',
      'Per metodo di pagamento',
      'Incasso netto per giorno',
      'Ordini per giorno della settimana e ora',
    ]) {
      expect(screen.getByRole('table', { name: new RegExp(caption) }), caption).toBeTruthy();
    }
    const byDay = screen.getByRole('table', { name: 'Incasso netto per giorno' });
    expect(within(byDay).getByRole('row', { name: /17\/11\/26 1 23,50\s€ 23,50\s€/ })).toBeTruthy();
    const heat = screen.getByRole('table', { name: /Ordini per giorno/ });
    expect(within(heat).getByRole('row', { name: 'mer 2' })).toBeTruthy();
    expect(screen.getByRole('table', { name: /I più venduti · Prodotti · Per quantità/ })).toBeTruthy();
    // Rejected money apart from the takings.
    const apart = screen.getByRole('table', { name: /Fuori dagli incassi/ });
    expect(within(apart).getByRole('row', { name: /Rifiutati 1 30,00\s€/ })).toBeTruthy();
  });

  it('asks the server again for the period and venue chosen', async () => {
    open();
    await screen.findByText('Incasso netto', { selector: '.small' });
    fireEvent.change(screen.getByLabelText('Periodo'), { target: { value: 'month' } });
    fireEvent.change(screen.getByLabelText('Giorno di riferimento'), { target: { value: '2026-10-05' } });
    fireEvent.change(screen.getByLabelText('Sede'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mostra' }));
    await vi.waitFor(() => expect(calls).toContain('/api/staff/venues/2/reports?period=month&date=2026-10-05'));
  });

  it('says a failure with a retry', async () => {
    failing = true;
    open();
    expect(await screen.findByText(/Data non valida: usa il formato AAAA-MM-GG\./)).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Incasso netto', { selector: '.small' })).toBeTruthy();
  });

  it('tells a staff member the page is not theirs', async () => {
    role = 'staff';
    open();
    expect(await screen.findByText('Solo titolari e responsabili di sede vedono gli incassi.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
