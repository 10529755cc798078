// The board card's payment reads the order's real state: a refunded order is 'Rimborsato', not
// a green 'Pagato' with 'Rimborsato' glued after the amount; a refund still owed is said beside
// 'Pagato'; a rejected order never paid has nothing to collect.
import { render } from '@testing-library/react';
import type { BoardOrder } from '@tavola/domain/order-board';
import { describe, expect, it } from 'vitest';
import { PaymentState } from './order-card';

const card = (paymentStatus: number, stage: BoardOrder['stage'], refundStatus: BoardOrder['refundStatus']) =>
  ({ order: { orderStatus: 1, paymentType: 7, paymentStatus }, stage, refundStatus }) as unknown as BoardOrder;

const text = (c: BoardOrder) => render(<PaymentState card={c} />).container.textContent;

describe('the payment on a board card', () => {
  it('says refunded, refund due, paid, to pay, or nothing to collect', () => {
    expect(text(card(1, 'rejected', 'refunded'))).toBe('Rimborsato');
    expect(text(card(1, 'rejected', 'due'))).toBe('Pagato · Rimborso da fare');
    expect(text(card(1, 'accepted', null))).toBe('Pagato');
    expect(text(card(0, 'new', null))).toBe('Da pagare');
    expect(text(card(0, 'rejected', null))).toBe('Nulla da incassare');
  });

  it('shows a refunded order without the green of a paid one', () => {
    const { container } = render(<PaymentState card={card(1, 'rejected', 'refunded')} />);
    expect(container.querySelector('.text-success')).toBeNull();
  });
});
