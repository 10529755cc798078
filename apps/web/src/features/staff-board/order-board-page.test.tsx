// The order board's preparation times: "Accetta" proposes the venue's default estimate with
// "+10/+20/+30 min" beside the exact time, and a card past its estimate says by how much and
// rises to the top of its column as the clock moves on (fake clock and interval, no waits).
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardOrder, OrderBoard } from '@tavola/domain/order-board';
import { AppProviders } from '../../app/providers';
import { BOARD_CLOCK_TICK_MS, OrderBoardPage } from './order-board-page';

const member = {
  staffMemberId: 1,
  companyId: 1,
  companyUrlName: 'demo',
  companyName: 'Demo',
  email: 'cucina@demo.test',
  name: 'Cucina',
  role: 'staff',
  venues: [{ seatWebId: 2, name: 'Tavola Navigli' }],
};

function card(orderId: number, rest: Partial<BoardOrder>, order: Partial<BoardOrder['order']> = {}): BoardOrder {
  return {
    order: {
      orderId,
      orderNumber: orderId,
      orderType: 1,
      menuWebId: 1,
      customerAddressIdInvoice: null,
      customerDeliveryAddress: null,
      requestedDateTime: '2026-11-21 11:00:00',
      productAmount: 18,
      deliveryAmount: 0,
      totalAmount: 18,
      orderStatus: 1,
      paymentStatus: 0,
      paymentType: 0,
      paymentReference: null,
      notes: null,
      extraField1: null,
      extraField2: null,
      extraField3: null,
      extraField4: null,
      extraField5: null,
      timeFrameWebId: null,
      seatAddress: null,
      userAddress: null,
      ckError: false,
      ckErrorStr: null,
      ckErrorCode: null,
      details: [],
      ...order,
    },
    stage: 'new',
    allowedActions: ['accept', 'reject'],
    customer: null,
    extraFields: [],
    tableNumber: null,
    estimatedReadyTime: null,
    rejectionReason: null,
    refundStatus: null,
    history: [],
    createdAt: '2026-11-21T09:30:00.000Z',
    ...rest,
  };
}

const accepted = (orderId: number, estimatedReadyTime: string) =>
  card(orderId, {
    stage: 'accepted',
    allowedActions: ['start-production', 'ready'],
    estimatedReadyTime,
    history: [{ action: 'accept', toStage: 'accepted', by: 'Cucina', at: '2026-11-21T09:55:00.000Z' }],
  });

// 11:00 in Rome. Order 2 is ready at 11:20, order 3 at 11:05; the server lists 2 first.
const board: OrderBoard = {
  venue: {
    seatWebId: 2,
    name: 'Tavola Navigli',
    timeZone: 'Europe/Rome',
    pausedUntil: null,
    pauseReason: null,
    preparationMinutes: { localOrder: null, takeaway: 20, delivery: 45 },
  },
  lastEventId: 0,
  venueNow: '2026-11-21T11:00',
  orders: [card(1, {}), accepted(2, '11:20'), accepted(3, '11:05')],
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
      if (url.startsWith('/api/staff/venues/2/orders/') && init.method === 'POST') {
        posts.push({ url, body: JSON.parse(String(init.body)) });
        return json({
          ...board.orders[0],
          stage: 'accepted',
          allowedActions: ['start-production', 'ready'],
          estimatedReadyTime: '11:10',
        });
      }
      if (url.startsWith('/api/staff/venues/2/orders')) return json(board);
      return json({ code: 'NOT_FOUND', message: 'x' }, 404);
    }),
  );
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
  }));
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

function open() {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  const router = createMemoryRouter([{ path: '/staff/venues/:seatWebId/orders', element: <OrderBoardPage /> }], {
    initialEntries: ['/staff/venues/2/orders'],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const orderOfCards = (region: HTMLElement) =>
  Array.from(region.querySelectorAll('article')).map((a) => a.getAttribute('data-order-id'));

describe('order board: preparation times', () => {
  it('"Accetta" proposes now plus the default; "+10 min" accepts at once', async () => {
    open();
    const newCard = (await screen.findByRole('heading', { name: 'Ordine n. 1' })).closest('article') as HTMLElement;
    fireEvent.click(within(newCard).getByRole('button', { name: 'Accetta' }));
    expect((within(newCard).getByLabelText('Orario stimato (facoltativo)') as HTMLInputElement).value).toBe('11:20');
    expect(within(newCard).getByText('Proposto: pronto alle 11:20 (20 min di preparazione)')).toBeTruthy();
    const quick = within(newCard).getByRole('group', { name: 'Accetta con un tempo rapido' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['+10 min', '+20 min', '+30 min']);
    fireEvent.click(within(quick).getByRole('button', { name: '+10 min: accetta, pronto tra 10 minuti' }));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      url: '/api/staff/venues/2/orders/1/actions',
      body: { action: 'accept', readyInMinutes: 10 },
    });
  });

  it('confirming the proposal untouched leaves the time to the server', async () => {
    open();
    const newCard = (await screen.findByRole('heading', { name: 'Ordine n. 1' })).closest('article') as HTMLElement;
    fireEvent.click(within(newCard).getByRole('button', { name: 'Accetta' }));
    fireEvent.click(within(newCard).getByRole('button', { name: 'Conferma accettazione' }));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].body).toEqual({ action: 'accept' });
  });

  it('an edited time is sent as given', async () => {
    open();
    const newCard = (await screen.findByRole('heading', { name: 'Ordine n. 1' })).closest('article') as HTMLElement;
    fireEvent.click(within(newCard).getByRole('button', { name: 'Accetta' }));
    fireEvent.change(within(newCard).getByLabelText('Orario stimato (facoltativo)'), { target: { value: '11:45' } });
    fireEvent.click(within(newCard).getByRole('button', { name: 'Conferma accettazione' }));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].body).toEqual({ action: 'accept', estimatedReadyTime: '11:45' });
  });

  it('turns a card past its estimate late, with the minutes in words, and moves it to the top as time passes', async () => {
    open();
    const production = await vi.waitFor(() => column('In produzione'));
    await vi.waitFor(() => expect(orderOfCards(production)).toEqual(['2', '3']));
    expect(within(production).queryByTestId('late')).toBeNull();

    // 11:06: order 3 (ready by 11:05) is a minute late and goes first; order 2 (11:20) is not.
    await act(async () => {
      vi.advanceTimersByTime(6 * 60_000 + BOARD_CLOCK_TICK_MS);
    });
    expect(orderOfCards(production)).toEqual(['3', '2']);
    const late = within(production).getAllByTestId('late');
    expect(late.map((b) => b.textContent)).toEqual(['In ritardo di 1 min']);
    expect(late[0].closest('article')?.getAttribute('data-order-id')).toBe('3');

    // 11:30: both late, the later one (3, by 25 min) above the other (2, by 10 min).
    await act(async () => {
      vi.advanceTimersByTime(24 * 60_000);
    });
    expect(orderOfCards(production)).toEqual(['3', '2']);
    expect(
      within(production)
        .getAllByTestId('late')
        .map((b) => b.textContent),
    ).toEqual(['In ritardo di 25 min', 'In ritardo di 10 min']);
  });
});
