// A board card and its kitchen ticket show the order's table in large type and the diner's
// name; a table order the venue's staff confirm reads 'Da confermare' with 'Conferma al tavolo'.
import { fireEvent, render, screen } from '@testing-library/react';
import type { BoardOrder } from '@tavola/domain/order-board';
import { describe, expect, it, vi } from 'vitest';
import { KitchenTicket } from './kitchen-ticket';
import { OrderCard } from './order-card';

function card(order: Partial<BoardOrder['order']>, rest: Partial<BoardOrder> = {}): BoardOrder {
  return {
    order: {
      orderId: 7,
      orderNumber: 41,
      orderType: 0,
      menuWebId: 1,
      customerAddressIdInvoice: null,
      customerDeliveryAddress: null,
      requestedDateTime: null,
      productAmount: 18,
      deliveryAmount: 0,
      totalAmount: 18,
      orderStatus: 0,
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
    stage: 'awaiting-confirmation',
    allowedActions: ['confirm', 'reject'],
    customer: null,
    extraFields: [],
    tableNumber: null,
    estimatedReadyTime: null,
    rejectionReason: null,
    refundStatus: null,
    history: [],
    createdAt: '2026-11-21T10:00:00.000Z',
    ...rest,
  };
}

describe('order card', () => {
  it('shows a staff-confirmed table order as "Da confermare", its table and name, with "Conferma al tavolo"', () => {
    const onAction = vi.fn();
    const c = card(
      { tableNumber: 12, customerName: 'Luca', confirmationByStaff: true },
      { tableNumber: '12', customer: { name: '', email: null, phone: null } },
    );
    render(<OrderCard card={c} minutesLate={0} busy={false} onAction={onAction} onPrint={vi.fn()} />);
    expect(screen.getByTestId('stage').textContent).toBe('Da confermare');
    expect(screen.getByLabelText('Tavolo 12').className).toContain('staff-table-number');
    expect(screen.getByTestId('order-name').textContent).toBe('Nome: Luca');
    // The anonymous diner left no contact data: no empty 'Cliente:' line.
    expect(screen.queryByText('Cliente:')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Conferma al tavolo' }));
    expect(onAction).toHaveBeenCalledWith({ action: 'confirm' });
  });

  it('keeps the e-mail wording for an order that waits for the e-mail link', () => {
    render(<OrderCard card={card({})} minutesLate={0} busy={false} onAction={vi.fn()} onPrint={vi.fn()} />);
    expect(screen.getByTestId('stage').textContent).toBe('In attesa di conferma e-mail');
    expect(screen.getByRole('button', { name: 'Conferma (telefonata)' })).toBeTruthy();
  });

  it("tells the staff the status in the diner's words, from the domain, beside their own stage", () => {
    // A ready takeaway: the staff's 'Pronto', the diner's 'Pronto per il ritiro' (never in transit).
    const ready = render(
      <OrderCard
        card={card({ orderType: 1, orderStatus: 1 }, { stage: 'ready', allowedActions: ['deliver'] })}
        minutesLate={0}
        busy={false}
        onAction={vi.fn()}
        onPrint={vi.fn()}
      />,
    );
    expect(screen.getByTestId('stage').textContent).toBe('Pronto');
    expect(screen.getByTestId('diner-status').textContent).toBe('Il cliente legge: Pronto per il ritiro');
    ready.unmount();
    // Accepted with an estimate: the diner's sentence carries it.
    const accepted = render(
      <OrderCard
        card={card({ orderType: 2, orderStatus: 1 }, { stage: 'accepted', estimatedReadyTime: '20:30' })}
        minutesLate={0}
        busy={false}
        onAction={vi.fn()}
        onPrint={vi.fn()}
      />,
    );
    expect(screen.getByTestId('diner-status').textContent).toBe(
      'Il cliente legge: Accettato dal ristorante — pronto verso le 20:30',
    );
    accepted.unmount();
    // Handed over: the time it really happened, venue-local.
    const delivered = card(
      { orderType: 2, orderStatus: 3 },
      {
        stage: 'delivered',
        allowedActions: [],
        history: [{ action: 'deliver', toStage: 'delivered', by: 'Cucina', at: '2026-11-21T19:41:00.000Z' }],
      },
    );
    const handed = render(
      <OrderCard
        card={delivered}
        minutesLate={0}
        busy={false}
        onAction={vi.fn()}
        onPrint={vi.fn()}
        timeZone="Europe/Rome"
      />,
    );
    expect(screen.getByTestId('diner-status').textContent).toBe('Il cliente legge: Consegnato alle 20:41');
    handed.unmount();
    // Rejected: the reason, in red.
    render(
      <OrderCard
        card={card({ orderType: 1 }, { stage: 'rejected', allowedActions: [], rejectionReason: 'Forno guasto' })}
        minutesLate={0}
        busy={false}
        onAction={vi.fn()}
        onPrint={vi.fn()}
      />,
    );
    const rejected = screen.getByTestId('diner-status');
    expect(rejected.textContent).toBe('Il cliente legge: Rifiutato dal ristorante — Forno guasto');
    expect(rejected.className).toContain('text-danger');
  });

  it("prints the table and the takeaway diner's name on the kitchen ticket", () => {
    const { container } = render(
      <KitchenTicket
        card={card({ orderType: 1, customerName: 'Giulia Verdi' }, { tableNumber: null })}
        venueName="Tavola Navigli"
      />,
    );
    expect(container.querySelector('.kt-name')?.textContent).toBe('Nome: Giulia Verdi');
    const table = render(
      <KitchenTicket card={card({ tableNumber: 12 }, { tableNumber: '12' })} venueName="Tavola Centro" />,
    );
    expect(table.container.querySelector('.kt-table')?.textContent).toBe('Tavolo 12');
  });

  it('tells a free choice apart from a paid addition, and leaves the table question to the large table', () => {
    const line = {
      orderDetailId: 1,
      productWebId: 5,
      quantity: 1,
      amount: 9,
      description: 'Margherita',
      extendedDescription: '',
      additiveVariations: [
        { ingredientId: 1, description: 'Impasto classico', unitPrice: 0 },
        { ingredientId: 2, description: 'Bufala', unitPrice: 2 },
      ],
      subtractiveVariations: [],
    };
    const extraFields = [
      { position: 1, caption: 'Numero del tavolo', value: '12' },
      { position: 2, caption: 'Sala', value: 'Dehors' },
    ];
    const c = card({ details: [line], tableNumber: 12 }, { tableNumber: '12', extraFields });
    const board = render(<OrderCard card={c} minutesLate={0} busy={false} onAction={vi.fn()} onPrint={vi.fn()} />);
    const text = board.container.textContent ?? '';
    expect(text).toContain('Impasto classico');
    expect(text).not.toContain('Più: Impasto classico');
    expect(text).toContain('Più: Bufala');
    expect(text).toContain('Sala: Dehors');
    expect(text).not.toContain('Numero del tavolo');
    board.unmount();
    const ticket = render(<KitchenTicket card={c} venueName="Tavola Centro" />);
    expect(ticket.container.textContent).toContain('Sala: Dehors');
    expect(ticket.container.textContent).not.toContain('Numero del tavolo');
  });
});
