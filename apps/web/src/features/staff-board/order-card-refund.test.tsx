// The board card's "Rimborsa": for owners and managers on a paid order, opening the order
// history's refund dialog; never for a staff member or an order not paid.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { BoardOrder } from '@tavola/domain/order-board';
import type { StaffMember } from '@tavola/domain/staff';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderCard } from './order-card';
import { ME_KEY } from './staff-me';

const paid = {
  order: {
    orderId: 7,
    orderNumber: 41,
    orderType: 1,
    menuWebId: 1,
    customerAddressIdInvoice: null,
    customerDeliveryAddress: null,
    requestedDateTime: null,
    productAmount: 18,
    deliveryAmount: 0,
    totalAmount: 18,
    orderStatus: 1,
    paymentStatus: 1,
    paymentType: 5,
    paymentReference: 'pi_1',
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
  createdAt: '2026-11-21T10:00:00.000Z',
} as unknown as BoardOrder;

const member = (role: StaffMember['role']) =>
  ({
    staffMemberId: 1,
    companyId: 1,
    companyUrlName: 'demo',
    companyName: 'Demo',
    email: 'a@b.it',
    name: 'Giulia',
    role,
    seatWebIds: [1],
  }) as unknown as StaffMember;

function withMember(role: StaffMember['role'] | null, children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (role) client.setQueryData(ME_KEY, member(role));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Ordine non trovato.' }), { status: 404 }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('board card refund', () => {
  it('offers "Rimborsa" to an owner on a paid order and opens the refund dialog', async () => {
    render(
      withMember('owner', <OrderCard card={paid} minutesLate={0} busy={false} onAction={vi.fn()} onPrint={vi.fn()} />),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rimborsa' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('offers nothing to a staff member, nor on an unpaid order', () => {
    const { unmount } = render(
      withMember('staff', <OrderCard card={paid} minutesLate={0} busy={false} onAction={vi.fn()} onPrint={vi.fn()} />),
    );
    expect(screen.queryByRole('button', { name: 'Rimborsa' })).toBeNull();
    unmount();
    const unpaid = { ...paid, order: { ...paid.order, paymentStatus: 0 } } as BoardOrder;
    render(
      withMember(
        'manager',
        <OrderCard card={unpaid} minutesLate={0} busy={false} onAction={vi.fn()} onPrint={vi.fn()} />,
      ),
    );
    expect(screen.queryByRole('button', { name: 'Rimborsa' })).toBeNull();
  });
});
