// The order history page: the search form checked by the domain's schema and sent as the
// address's query, "Carica altri" asking for the page after the last order by its cursor, an
// order opened with its lines and who did what, the export links carrying the same search,
// and a failure said with a retry.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderHistoryDetail, OrderHistoryRow } from '@tavola/domain/order-history-search';
import { AppProviders } from '../../app/providers';
import { StaffOrderHistoryApp } from './staff-order-history-app';

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
const row = (n: number, over: Partial<OrderHistoryRow> = {}): OrderHistoryRow => ({
  orderId: n,
  orderNumber: 100 + n,
  seatWebId: 2,
  venueName: 'Tavola Navigli',
  createdAt: '2026-11-17T10:00:00.000Z',
  serviceTime: '2026-11-17 12:30',
  orderType: 1,
  state: 'accepted',
  paymentMethod: 'cash',
  paymentReference: null,
  tableNumber: null,
  dinerName: 'Maria Rossi',
  phone: '+39 333 1234567',
  email: 'maria@example.com',
  totalCents: 2350,
  refundedCents: 0,
  counted: true,
  ...over,
});
const detail: OrderHistoryDetail = {
  ...row(1),
  notes: null,
  deliveryAddress: null,
  productAmountCents: 2350,
  deliveryAmountCents: 0,
  rejectionReason: null,
  estimatedReadyTime: null,
  refund: null,
  lines: [
    {
      orderDetailId: 31,
      refundedQuantity: 0,
      description: 'Margherita',
      quantity: 2,
      amountCents: 2350,
      added: [{ description: 'Bufala', unitPriceCents: 150 }],
      removed: [],
    },
  ],
  refunds: [
    {
      refundId: 5,
      amountCents: 300,
      reason: 'Bibita calda',
      method: 'stripe',
      status: 'succeeded',
      lines: [],
      by: 'Giulia',
      createdAt: '2026-11-17T11:00:00.000Z',
      settledAt: '2026-11-17T11:00:01.000Z',
      providerRefundId: 're_1',
      failure: null,
    },
  ],
  refundableCents: 2050,
  refundMethod: 'online',
  answers: [{ question: 'Citofono', answer: 'Rossi' }],
  payments: [
    {
      provider: 'stripe',
      reference: 'pi_123',
      amountCents: 2350,
      status: 'succeeded',
      createdAt: '2026-11-17T10:00:00.000Z',
      settledAt: '2026-11-17T10:00:05.000Z',
      refundedAt: null,
      refundId: null,
      refundReason: null,
    },
  ],
  history: [
    { at: '2026-11-17T10:00:00.000Z', event: 'placed', toStage: null, by: null, note: null },
    { at: '2026-11-17T10:05:00.000Z', event: 'accept', toStage: 'accepted', by: 'Giulia', note: null },
  ],
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let calls: string[];
let refundBodies: Array<Record<string, unknown>>;
let role: string;
let failing: boolean;
beforeEach(() => {
  calls = [];
  refundBodies = [];
  role = 'owner';
  failing = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/staff/me') return json(member(role));
      if (url.endsWith('/refunds')) {
        refundBodies.push(JSON.parse(String(init?.body)));
        if (refundBodies.length === 1)
          return json({ code: 'REFUND_PROVIDER_UNAVAILABLE', message: 'Il servizio di pagamento non risponde.' }, 503);
        const refund = { ...detail.refunds[0], refundId: 6, amountCents: 1150, reason: 'Pizza fredda' };
        return json({ refund, created: true, refundedCents: 1450, refundableCents: 900 });
      }
      if (url.startsWith('/api/staff/orders/')) return json(detail);
      if (url.startsWith('/api/staff/orders?')) {
        calls.push(url);
        if (failing)
          return json({ code: 'VALIDATION', message: 'La data di fine viene prima di quella di inizio.' }, 400);
        return url.includes('cursor=')
          ? json({ orders: [row(3, { dinerName: 'Luca Bianchi' })], nextCursor: null })
          : json({ orders: [row(1), row(2, { state: 'rejected', counted: false })], nextCursor: 'abc' });
      }
      return json({ code: 'NOT_FOUND', message: 'x' }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function open(path = '/staff/orders') {
  const router = createMemoryRouter([{ path: '/staff/orders', element: <StaffOrderHistoryApp /> }], {
    initialEntries: [path],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('order history page', () => {
  it('lists the newest orders and loads more by the cursor', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Storico ordini' })).toBeTruthy();
    expect(await screen.findByText('Ordine n. 101')).toBeTruthy();
    expect(screen.getByText('fuori dagli incassi')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Carica altri' }));
    expect(await screen.findByText(/Luca Bianchi/)).toBeTruthy();
    expect(calls.at(-1)).toBe('/api/staff/orders?cursor=abc');
    expect(screen.getByText('Non ci sono altri ordini.')).toBeTruthy();
  });

  it('searches with the form, refuses an upside-down range, and exports the same search', async () => {
    const router = open();
    await screen.findByText('Ordine n. 101');
    const form = screen.getByRole('form', { name: 'Cerca negli ordini' });
    fireEvent.change(within(form).getByLabelText('Dal'), { target: { value: '2026-11-20' } });
    fireEvent.change(within(form).getByLabelText('Al'), { target: { value: '2026-11-10' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Cerca' }));
    expect(await screen.findByText('La data di fine viene prima di quella di inizio.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Al'), { target: { value: '2026-11-22' } });
    fireEvent.change(within(form).getByLabelText('Numero, nome, telefono o e-mail'), { target: { value: '333' } });
    fireEvent.change(within(form).getByLabelText('Stato'), { target: { value: 'rejected' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Cerca' }));
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe('?q=333&from=2026-11-20&to=2026-11-22&state=rejected'),
    );
    await vi.waitFor(() =>
      expect(calls.at(-1)).toBe('/api/staff/orders?q=333&from=2026-11-20&to=2026-11-22&state=rejected'),
    );
    const csv = screen.getByRole('link', { name: 'Esporta CSV (un ordine per riga)' }).getAttribute('href');
    expect(csv).toBe('/api/staff/orders.csv?q=333&from=2026-11-20&to=2026-11-22&state=rejected&lang=it');
    expect(screen.getByRole('link', { name: 'Esporta CSV (una riga per prodotto)' }).getAttribute('href')).toContain(
      'lines=1',
    );
    expect(
      screen.getByRole('link', { name: 'Esporta le prenotazioni di questi giorni (CSV)' }).getAttribute('href'),
    ).toBe('/api/staff/bookings.csv?from=2026-11-20&to=2026-11-22&lang=it');
  });

  it('opens an order with its lines, answers and who did what', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Apri: Ordine n. 101' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Margherita')).toBeTruthy();
    expect(within(dialog).getByText('Aggiunte: Bufala')).toBeTruthy();
    expect(within(dialog).getByText('Rossi')).toBeTruthy();
    expect(within(dialog).getByText(/Accettato · da Giulia/)).toBeTruthy();
    // The provider's status in the staff's words.
    expect(within(dialog).getByText(/stripe · 23,50\s€ · riuscito/)).toBeTruthy();
  });

  it('shows the refunds and refunds part of the order, retrying with the same key after an outage', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Apri: Ordine n. 101' }));
    const view = await screen.findByRole('dialog');
    expect(await within(view).findByText('Bibita calda')).toBeTruthy();
    expect(within(view).getByText('eseguito')).toBeTruthy();
    expect(within(view).getByText(/Si può ancora rimborsare: 20,50/)).toBeTruthy();
    fireEvent.click(within(view).getByRole('button', { name: 'Rimborsa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rimborso dell’ordine n. 101' });
    fireEvent.change(within(dialog).getByLabelText('Importo in euro'), { target: { value: '11,50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Rimborsa 11,50/ }));
    // No reason yet: said, nothing sent.
    expect(await within(dialog).findByText('Scrivi il motivo del rimborso.')).toBeTruthy();
    expect(refundBodies).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/Motivo/), { target: { value: 'Pizza fredda' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Rimborsa 11,50/ }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('non risponde'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: /Rimborsa 11,50/ }));
    expect(await within(dialog).findByText(/Rimborso di 11,50\s€ eseguito/)).toBeTruthy();
    expect(refundBodies).toHaveLength(2);
    expect(refundBodies[0]).toMatchObject({ amountCents: 1150, reason: 'Pizza fredda' });
    expect(refundBodies[1].idempotencyKey).toBe(refundBodies[0].idempotencyKey);
    // Closed, the order view is back with its refunds.
    const closers = within(dialog).getAllByRole('button', { name: 'Chiudi' });
    fireEvent.click(closers[closers.length - 1]);
    expect(await screen.findByRole('heading', { name: 'Rimborsi' })).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rimborso dell’ordine n. 101' })).toBeNull());
  });

  it('says a failure with a retry, and keeps staff members out', async () => {
    failing = true;
    open();
    expect(await screen.findByText(/La data di fine viene prima di quella di inizio\./)).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Ordine n. 101')).toBeTruthy();
  });

  it('tells a staff member the page is not theirs', async () => {
    role = 'staff';
    open();
    expect(await screen.findByText('Solo titolari e responsabili di sede vedono lo storico ordini.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
