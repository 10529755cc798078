// The diner's pages tell the order as it is: the mailed link of a rejected order lands on
// 'Ordine rifiutato' with the reason (never 'confermato'), and the summaries of a rejected or
// refunded order say so instead of 'Conferma ordine via email' or 'Pagamento effettuato'.
import { OrderType, PaymentMethod } from '@tavola/domain/enums';
import type { Order } from '@tavola/domain/order';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAppState, makeCustomer } from '../../../test/fixtures';
import { renderWithAppState } from '../../../test/render';
import { OrderConfirmedPage } from '../order-confirmed/order-confirmed-page';
import { updateOrdering } from '../state/ordering-store';
import { mockApi } from '../test/api-mock';
import { OrderSummaryPage } from './order-summary-page';
import { OrderSummaryToPayPage } from './order-summary-to-pay-page';
import { paymentLine } from './payment-line';

afterEach(() => vi.unstubAllGlobals());

const answer = (overrides: Record<string, unknown>) => ({
  orderId: 5,
  orderNumber: 42,
  alreadyConfirmed: false,
  state: 'new',
  rejectionReason: null,
  refund: null,
  ckError: false,
  ckErrorStr: null,
  ckErrorCode: null,
  ...overrides,
});

function openLink() {
  return renderWithAppState(
    makeAppState(),
    [{ path: 'order-confirmed/:orderId/:orderNumber/:checkCode', element: <OrderConfirmedPage /> }],
    '/order-confirmed/5/42/segreto',
  );
}

describe('the landing page of the mailed link', () => {
  it('a rejected order: rejected with the reason, never confirmed', async () => {
    mockApi({ 'order/confirmCustomerOrder': answer({ state: 'rejected', rejectionReason: 'Forno guasto' }) });
    openLink();
    expect(await screen.findByRole('heading', { name: 'Ordine rifiutato' })).toBeTruthy();
    const outcome = screen.getByTestId('confirmation-outcome');
    expect(outcome.textContent).toContain("Il ristorante ha rifiutato l'ordine");
    expect(outcome.textContent).toContain('Motivo: Forno guasto');
    expect(screen.queryByText(/confermato/)).toBeNull();
  });

  it('confirmed now, already confirmed, cancelled and expired each say so', async () => {
    mockApi({ 'order/confirmCustomerOrder': answer({ state: 'new' }) });
    const first = openLink();
    expect(await screen.findByRole('heading', { name: 'Ordine confermato' })).toBeTruthy();
    expect(screen.getByTestId('confirmation-outcome').textContent).toBe("Grazie, l'ordine è stato confermato!");
    first.unmount();

    mockApi({ 'order/confirmCustomerOrder': answer({ alreadyConfirmed: true, state: 'accepted' }) });
    const second = openLink();
    expect(await screen.findByRole('heading', { name: 'Ordine già confermato' })).toBeTruthy();
    second.unmount();

    mockApi({ 'order/confirmCustomerOrder': answer({ state: 'cancelled' }) });
    const third = openLink();
    expect(await screen.findByRole('heading', { name: 'Ordine annullato' })).toBeTruthy();
    third.unmount();

    mockApi({
      'order/confirmCustomerOrder': new Response(
        JSON.stringify({ code: 'ORDER_TIME_PASSED', message: "L'orario richiesto per questo ordine è già passato." }),
        {
          status: 400,
          headers: { 'content-type': 'application/json' },
        },
      ),
    });
    openLink();
    expect(await screen.findByRole('heading', { name: 'Ordine scaduto' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('già passato');
  });
});

const progress = (overrides: Record<string, unknown>) => ({
  orderId: 5,
  orderType: OrderType.Asporto,
  orderStatus: 0,
  stage: 'rejected',
  estimatedReadyTime: null,
  rejectionReason: 'Forno guasto',
  state: 'rejected',
  paid: false,
  refund: null,
  deliveredTime: null,
  ...overrides,
});

const kept = (paymentType: number): Order =>
  ({
    orderId: 5,
    orderNumber: 42,
    orderType: OrderType.Asporto,
    menuWebId: 3,
    customerAddressIdInvoice: null,
    customerDeliveryAddress: null,
    requestedDateTime: '2026-11-21T13:00:00',
    productAmount: 18,
    deliveryAmount: 0,
    totalAmount: 18,
    orderStatus: 0,
    paymentStatus: 0,
    paymentType,
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
  }) as Order;

const diner = makeCustomer({ customerId: 9, email: 'diner@example.com', isAnonymous: true });

describe("the diner's summaries", () => {
  it("a rejected cash order waiting for the link: no 'Conferma ordine via email', the rejection instead", async () => {
    updateOrdering('demo', () => ({ orderType: OrderType.Asporto, seatWebId: 2, lastOrder: kept(PaymentMethod.Cash) }));
    mockApi({
      'order/getOrderProgress': progress({}),
      'order/getCheckCodeForConfirmOrder': 'req_1',
      'order/sendEmailConfirmOrder': new Response(JSON.stringify({ code: 'ORDER_REJECTED', message: 'rifiutato' }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
      'order/getOrderEventsTicket': new Response('{}', { status: 500 }),
    });
    renderWithAppState(
      makeAppState({ customer: diner }),
      [{ path: 'main/order-summary-to-pay/:orderId/:orderNumber', element: <OrderSummaryToPayPage /> }],
      '/main/order-summary-to-pay/5/42',
    );
    const status = await screen.findByTestId('order-live-status');
    await waitFor(() => expect(status.textContent).toContain('Rifiutato dal ristorante — Forno guasto'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Riepilogo dell'ordine");
    expect(screen.queryByText(/premi il pulsante/)).toBeNull();
    expect(screen.queryByText(/telefonarci/)).toBeNull();
  });

  it('a paid order rejected and refunded says refunded, not paid', async () => {
    updateOrdering('demo', () => ({
      orderType: OrderType.Asporto,
      seatWebId: 2,
      lastOrder: kept(PaymentMethod.Stripe),
    }));
    mockApi({
      'order/getOrderProgress': progress({ orderStatus: 1, refund: 'refunded' }),
      'order/sendEmailOrderSummary': true,
      'order/getOrderEventsTicket': new Response('{}', { status: 500 }),
    });
    renderWithAppState(
      makeAppState({ customer: diner }),
      [{ path: 'main/order-summary/:orderId/:orderNumber', element: <OrderSummaryPage /> }],
      '/main/order-summary/5/42',
    );
    await waitFor(() =>
      expect(screen.getByTestId('order-payment').textContent).toBe('Il pagamento ti è stato rimborsato.'),
    );
    expect(screen.queryByText('Pagamento effettuato.')).toBeNull();
  });

  it("a collected takeaway says when it was really collected, in the history's words", async () => {
    updateOrdering('demo', () => ({ orderType: OrderType.Asporto, seatWebId: 2, lastOrder: kept(PaymentMethod.Cash) }));
    mockApi({
      'order/getOrderProgress': progress({
        orderStatus: 4,
        stage: 'delivered',
        state: 'delivered',
        rejectionReason: null,
        deliveredTime: '13:07',
      }),
      'order/sendEmailOrderSummary': true,
      'order/getOrderEventsTicket': new Response('{}', { status: 500 }),
    });
    renderWithAppState(
      makeAppState({ customer: diner }),
      [{ path: 'main/order-summary/:orderId/:orderNumber', element: <OrderSummaryPage /> }],
      '/main/order-summary/5/42',
    );
    await waitFor(() => expect(screen.getByTestId('order-live-status').textContent).toBe('Stato: Ritirato alle 13:07'));
  });
});

describe('paymentLine', () => {
  it('tells the refund, and nothing to pay for an order that will not be served', () => {
    expect(paymentLine({ state: 'rejected', paid: false, refund: 'refunded' }, true)).toBe('refunded');
    expect(paymentLine({ state: 'rejected', paid: true, refund: 'due' }, true)).toBe('refundDue');
    expect(paymentLine({ state: 'rejected', paid: false, refund: null }, false)).toBe('nothingToPay');
    expect(paymentLine({ state: 'accepted', paid: true, refund: null }, true)).toBe('paid');
    expect(paymentLine({ state: 'new', paid: false, refund: null }, false)).toBe('payLater');
    expect(paymentLine(undefined, true)).toBe('paid');
  });
});
