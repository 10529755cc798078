import { describe, expect, it } from 'vitest';
import { OrderType } from './enums';
import { orderStatusIsFailure, orderStatusText } from './order-status-wording';

describe('orderStatusText', () => {
  it('a ready order reads per order type: a pickup is never in transit', () => {
    const ready = { state: 'ready' as const };
    expect(orderStatusText({ ...ready, orderType: OrderType.Asporto }, 'it')).toBe('Pronto per il ritiro');
    expect(orderStatusText({ ...ready, orderType: OrderType.Consegna }, 'it')).toBe('In consegna');
    expect(orderStatusText({ ...ready, orderType: OrderType.AlTavolo }, 'it')).toBe('Pronto, in arrivo al tavolo');
    expect(orderStatusText({ ...ready, orderType: OrderType.Asporto }, 'en')).toBe('Ready for pickup');
    expect(orderStatusText({ ...ready, orderType: OrderType.Consegna }, 'en')).toBe('Out for delivery');
  });

  it('a concluded order says when it really happened, per order type', () => {
    const done = { state: 'delivered' as const, deliveredTime: '12:47' };
    expect(orderStatusText({ ...done, orderType: OrderType.Asporto }, 'it')).toBe('Ritirato alle 12:47');
    expect(orderStatusText({ ...done, orderType: OrderType.Consegna }, 'it')).toBe('Consegnato alle 12:47');
    expect(orderStatusText({ ...done, orderType: OrderType.AlTavolo }, 'it')).toBe('Servito alle 12:47');
    expect(orderStatusText({ ...done, orderType: OrderType.Asporto }, 'en')).toBe('Collected at 12:47');
    expect(orderStatusText({ ...done, orderType: OrderType.AlTavolo }, 'en')).toBe('Served at 12:47');
    expect(orderStatusText({ state: 'delivered', orderType: OrderType.Consegna }, 'it')).toBe('Consegnato');
  });

  it('an accepted order shows the ready estimate; a new one is confirmed', () => {
    expect(orderStatusText({ state: 'new', orderType: OrderType.Asporto }, 'it')).toBe('Confermato');
    expect(
      orderStatusText({ state: 'accepted', orderType: OrderType.Asporto, estimatedReadyTime: '12:30' }, 'it'),
    ).toBe('Accettato dal ristorante — pronto verso le 12:30');
    expect(orderStatusText({ state: 'accepted', orderType: OrderType.Asporto }, 'en')).toBe(
      'Accepted by the restaurant',
    );
  });

  it('rejected (with the reason), cancelled and expired orders say so and are failures', () => {
    expect(
      orderStatusText({ state: 'rejected', orderType: OrderType.Consegna, rejectionReason: 'Fuori zona' }, 'it'),
    ).toBe('Rifiutato dal ristorante — Fuori zona');
    expect(orderStatusText({ state: 'rejected', orderType: OrderType.Consegna, rejectionReason: '' }, 'en')).toBe(
      'Rejected by the restaurant',
    );
    expect(orderStatusText({ state: 'cancelled', orderType: OrderType.Asporto }, 'it')).toBe(
      'Annullato: il pagamento non è stato completato',
    );
    expect(orderStatusText({ state: 'expired', orderType: OrderType.Asporto }, 'en')).toBe(
      'Expired: it was not confirmed in time',
    );
    expect(['rejected', 'cancelled', 'expired'].every((s) => orderStatusIsFailure(s as 'rejected'))).toBe(true);
    expect(orderStatusIsFailure('delivered')).toBe(false);
  });

  it('an order waiting for the link says who confirms it', () => {
    expect(
      orderStatusText(
        { state: 'awaiting-confirmation', orderType: OrderType.AlTavolo, confirmationByStaff: true },
        'it',
      ),
    ).toBe('Da confermare: il personale lo conferma al tavolo');
    expect(orderStatusText({ state: 'being-paid', orderType: OrderType.Asporto }, 'it')).toBe(
      'In attesa del pagamento',
    );
  });
});
