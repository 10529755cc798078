// What the home page tells a diner before any choice: a pause of online orders (with the
// staff's reason, until when, and that later orders stay open), and the order this tab sent,
// one tap away until it is concluded (the side menu offers it too). The summary's header keeps
// the time the order was sent for.
import { OrderStatus, OrderType, PaymentMethod, PaymentStatus } from '@tavola/domain/enums';
import type { Order } from '@tavola/domain/order';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { jsonResponse, makeAppState, makeCompany, makeCustomer, makeSeatWeb, makeSettings } from '../../test/fixtures';
import { renderWithAppState } from '../../test/render';
import { OrderingToolbar } from '../ordering/components/ordering-toolbar';
import { initialOrderingState, orderingStore, updateOrdering } from '../ordering/state/ordering-store';
import { ShellToolbar } from '../shell/components/shell-toolbar';
import { HomePage } from './home-page';

const centro = makeSeatWeb({ seatWebId: 1, name: 'Tavola Centro', localOrderEnabled: true, takeawayEnabled: true });
const navigli = makeSeatWeb({ seatWebId: 2, name: 'Tavola Navigli', takeawayEnabled: true });
const company = makeCompany({ seatWebs: [centro, navigli], local: [centro], takeAway: [centro, navigli] });

interface Answers {
  pauses?: unknown;
  progress?: (orderId: number) => Response;
}
let answers: Answers = {};
const fetchMock = vi.fn(async (input: unknown) => {
  const url = new URL(String(input instanceof Request ? input.url : input));
  if (url.pathname.endsWith('seatWeb/getOrderingPauses')) return jsonResponse(answers.pauses ?? []);
  if (url.pathname.endsWith('order/getOrderProgress') && answers.progress)
    return answers.progress(Number(url.searchParams.get('orderId')));
  return jsonResponse([]);
});

beforeEach(() => {
  configureApiClient(makeSettings());
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
  }));
  orderingStore.set(initialOrderingState());
  answers = {};
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const pause = (seatWebId: number, overrides: Record<string, unknown> = {}) => ({
  seatWebId,
  pausedUntil: inMinutes(30),
  untilDate: '2026-11-28',
  untilTime: '10:54',
  endsToday: true,
  reason: 'Cucina piena',
  ...overrides,
});
const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim();
const lines = (element: Element) => [...element.querySelectorAll('p')].map(text);
const renderHome = (state = makeAppState({ company })) =>
  renderWithAppState(state, [{ index: true, element: <HomePage /> }]);

describe('the home page tells of a pause of online orders', () => {
  it('with the reason, until when, and that later orders stay open', async () => {
    answers.pauses = [pause(1)];
    renderHome(makeAppState({ company, seatWeb: centro, canChangeSeatWeb: false }));
    const alert = await screen.findByTestId('ordering-pause');
    expect(lines(alert)).toEqual([
      'Ordini online in pausa',
      'Il ristorante non accetta ordini online fino alle 10:54.',
      'Motivo: Cucina piena',
      'Gli ordini per dopo le 10:54 restano aperti.',
    ]);
    // Read as a status, not shouted as an error.
    expect(alert.getAttribute('role')).toBe('status');
  });

  it('names the paused venue when there are several to choose, and says the day when it is not today', async () => {
    answers.pauses = [pause(2, { reason: '', untilDate: '2026-11-29', untilTime: '05:00', endsToday: false })];
    renderHome();
    const alert = await screen.findByTestId('ordering-pause');
    expect(lines(alert)).toEqual([
      'Tavola Navigli: Ordini online in pausa',
      'Il ristorante non accetta ordini online fino al 29/11/26 alle 05:00.',
      'Gli ordini per dopo le 05:00 restano aperti.',
    ]);
    expect(screen.getAllByTestId('ordering-pause')).toHaveLength(1);
  });

  it('shows nothing without a pause, for a pause already over, or for another venue when the venue is fixed', async () => {
    answers.pauses = [pause(1, { pausedUntil: inMinutes(-1) }), pause(2)];
    renderHome(makeAppState({ company, seatWeb: centro, canChangeSeatWeb: false }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('getOrderingPauses'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('ordering-pause')).toBeNull();
  });
});

const sentOrder = (overrides: Partial<Order> = {}): Order => ({
  orderId: 5,
  orderNumber: 42,
  orderType: OrderType.Asporto,
  menuWebId: 3,
  customerAddressIdInvoice: null,
  customerDeliveryAddress: null,
  requestedDateTime: '2026-11-28T11:00:00',
  productAmount: 14,
  deliveryAmount: 0,
  totalAmount: 14,
  orderStatus: OrderStatus.Confirmed,
  paymentStatus: PaymentStatus.Open,
  paymentType: PaymentMethod.Cash,
  paymentReference: null,
  notes: null,
  extraField1: null,
  extraField2: null,
  extraField3: null,
  extraField4: null,
  extraField5: null,
  timeFrameWebId: 3,
  seatAddress: null,
  userAddress: null,
  ckError: false,
  ckErrorStr: null,
  ckErrorCode: null,
  details: [],
  ...overrides,
});
const progress =
  (stage: string | null, overrides: Record<string, unknown> = {}) =>
  () =>
    jsonResponse({
      orderId: 5,
      orderType: OrderType.Asporto,
      orderStatus: 1,
      stage,
      estimatedReadyTime: null,
      rejectionReason: null,
      state: stage ?? 'being-paid',
      paid: false,
      refund: null,
      deliveredTime: null,
      ...overrides,
    });
const anonymous = makeCustomer({ isAnonymous: true, hasAccount: false, firstName: null, lastName: null });

describe('the order sent stays one tap away until it is concluded', () => {
  it('shows its number, status and link on the home page, for an anonymous diner too', async () => {
    updateOrdering('demo', () => ({ orderType: OrderType.Asporto, seatWebId: 1, lastOrder: sentOrder() }));
    answers.progress = progress('accepted', { estimatedReadyTime: '11:05' });
    renderHome(makeAppState({ company, customer: anonymous }));
    const card = await screen.findByTestId('current-order');
    expect(within(card).getByRole('heading', { name: 'Il tuo ordine n. 42' })).toBeTruthy();
    await waitFor(() => expect(text(card)).toContain('Stato: Accettato dal ristorante — pronto verso le 11:05'));
    expect(within(card).getByRole('link', { name: 'Vedi il tuo ordine' }).getAttribute('href')).toBe(
      '/main/order-summary/5/42',
    );
  });

  it('goes once the order is collected, rejected or cancelled, or when the session does not own it', async () => {
    updateOrdering('demo', () => ({ lastOrder: sentOrder() }));
    for (const [stage, answer] of [
      ['delivered', progress('delivered')],
      ['rejected', progress('rejected', { rejectionReason: 'Chiusi' })],
      ['cancelled', progress(null, { state: 'cancelled' })],
      ['not owned', () => jsonResponse({ code: 'ORDER_NOT_FOUND', message: 'Ordine non trovato' }, { status: 404 })],
    ] as const) {
      answers.progress = answer;
      const view = renderHome(makeAppState({ company, customer: anonymous }));
      await waitFor(() =>
        expect(fetchMock.mock.calls.some(([url]) => String(url).includes('getOrderProgress'))).toBe(true),
      );
      await waitFor(() => expect(screen.queryByTestId('current-order'), stage).toBeNull());
      view.unmount();
      fetchMock.mockClear();
    }
  });

  it('is offered in the side menu, beside Accedi and Home', async () => {
    updateOrdering('demo', () => ({ lastOrder: sentOrder() }));
    answers.progress = progress('in-production');
    const { router } = renderWithAppState(makeAppState({ company, customer: anonymous }), [
      { index: true, element: <ShellToolbar /> },
      { path: 'main/order-summary/:orderId/:orderNumber', element: <p>riepilogo</p> },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Apri il menu' }));
    const panel = within(await screen.findByRole('dialog'));
    fireEvent.click(await panel.findByRole('button', { name: 'Il tuo ordine n. 42' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/order-summary/5/42'));
  });

  it('shows nothing before any order', async () => {
    renderHome(makeAppState({ company, customer: anonymous }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('current-order')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('getOrderProgress'))).toBe(false);
  });
});

describe("the summary's header", () => {
  it('keeps the time the order was sent for, not the time frame', () => {
    const frame = {
      timeFrameWebId: 3,
      seatWebId: 1,
      description: 'Pranzo',
      beginTime: '10:00',
      endTime: '15:00',
      daysOfWeek: 127,
      openingTimeInTimeFrame: [],
    };
    // The journey after the payment: the chosen time is cleared for the next order.
    updateOrdering('demo', () => ({
      orderType: OrderType.Asporto,
      seatWebId: 1,
      dayRequested: '2026-11-28',
      timeFrameRequested: frame,
      requestedTime: null,
      lastOrder: sentOrder(),
    }));
    renderWithAppState(
      makeAppState({ company, seatWeb: centro, orderType: OrderType.Asporto }),
      [{ path: 'main/order-summary/:orderId/:orderNumber', element: <OrderingToolbar /> }],
      '/main/order-summary/5/42',
    );
    const toolbar = text(screen.getByTestId('ordering-toolbar'));
    expect(toolbar).toContain('Ritiro: 28/11/26 alle 11:00');
    expect(toolbar).not.toContain('Pranzo');
  });
});
