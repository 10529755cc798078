// The board's tab panel follows the board's event stream: a 'tab' event (a participant joins,
// the tab is settled) changes the panel at once, without reading the list again; a settled tab
// moves apart, as done, labelled "Conto saldato".
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderBoard } from '@tavola/domain/order-board';
import type { StaffTableTab } from '@tavola/domain/table-tab';
import { AppProviders } from '../../../app/providers';
import { OrderBoardPage } from '../../staff-board/order-board-page';

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
  orders: [],
};
const tab: StaffTableTab = {
  tableTabId: 7,
  tableNumber: 12,
  status: 'open',
  openedAt: '2026-11-21T09:30:00.000Z',
  participants: [{ participantId: 1, displayName: 'Anna', removed: false }],
  roundOrderIds: [41],
  cartLineCount: 0,
  totalCents: 2400,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Listener = (event: MessageEvent<string>) => void;
let streams: Array<{ listeners: Map<string, Listener[]> }>;
let listReads: number;

beforeEach(() => {
  streams = [];
  listReads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/staff/me') return json(member);
      if (url === '/api/staff/venues/2/tableTabs') {
        listReads += 1;
        return json([tab]);
      }
      if (url.startsWith('/api/staff/venues/2/tableTabs/')) return new Promise<Response>(() => {});
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
      listeners = new Map<string, Listener[]>();
      constructor() {
        streams.push(this);
      }
      addEventListener(type: string, listener: Listener) {
        this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
      }
      close() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

function emit(type: string, payload: unknown) {
  act(() => {
    for (const stream of streams)
      for (const listener of stream.listeners.get(type) ?? [])
        listener(new MessageEvent(type, { data: JSON.stringify(payload) }));
  });
}

describe('the board’s tab panel', () => {
  it('changes with each tab event of the board’s stream, and shows a settled tab apart as "Conto saldato"', async () => {
    const router = createMemoryRouter([{ path: '/staff/venues/:seatWebId/orders', element: <OrderBoardPage /> }], {
      initialEntries: ['/staff/venues/2/orders'],
    });
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const card = await screen.findByTestId('table-tab-12');
    expect(within(card).getByText('Anna')).toBeTruthy();
    await vi.waitFor(() => expect(streams.length).toBeGreaterThan(0));
    const reads = listReads;

    emit('tab', {
      subject: '7',
      data: {
        ...tab,
        participants: [...tab.participants, { participantId: 2, displayName: 'Bruno', removed: false }],
      },
    });
    expect(await within(screen.getByTestId('table-tab-12')).findByText('Bruno')).toBeTruthy();

    emit('tab', { subject: '7', data: { ...tab, status: 'settled' } });
    const done = await screen.findByTestId('table-tab-done-12');
    expect(screen.queryByTestId('table-tab-12')).toBeNull();
    expect(within(done).getByText(/Conto saldato/)).toBeTruthy();
    expect(within(done).getByText('Giri pagati: n. 41')).toBeTruthy();
    expect(within(screen.getByTestId('table-tabs-ended')).getByText('Conti saldati oggi')).toBeTruthy();
    // Fed by the stream: the list was not read again.
    expect(listReads).toBe(reads);
  });
});
