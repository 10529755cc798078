// The words a diner reads for an order's state (currentOrderState), per order type, in Italian
// and English: the order history and the summary page both call orderStatusText so they never
// disagree. A pickup is never "in transit": a ready takeaway is ready to collect, a ready
// delivery is on its way, a ready dine-in order is coming to the table; the concluded step says
// when it really happened (the staff's recorded time), never the requested slot.
import { OrderType } from './enums';
import type { OrderState } from './order-state';
import type { LabelLocale } from './slot-rules';

export interface OrderStatusFacts {
  state: OrderState;
  orderType: number;
  /** 'HH:mm' venue-local, given by the restaurant at acceptance. */
  estimatedReadyTime?: string | null;
  /** 'HH:mm' venue-local: when the order was collected, delivered or served. */
  deliveredTime?: string | null;
  /** The restaurant's reason when the state is 'rejected'. */
  rejectionReason?: string | null;
  /** A table order waits for the staff at the table rather than for the e-mail link. */
  confirmationByStaff?: boolean;
}

const words = {
  it: {
    awaiting: 'In attesa della tua conferma via email',
    awaitingStaff: 'Da confermare: il personale lo conferma al tavolo',
    beingPaid: 'In attesa del pagamento',
    new: 'Confermato',
    accepted: 'Accettato dal ristorante',
    inProduction: 'In produzione',
    readyTakeaway: 'Pronto per il ritiro',
    readyDelivery: 'In consegna',
    readyDineIn: 'Pronto, in arrivo al tavolo',
    deliveredTakeaway: 'Ritirato',
    deliveredDelivery: 'Consegnato',
    deliveredDineIn: 'Servito',
    at: (label: string, time: string) => `${label} alle ${time}`,
    eta: (time: string) => `pronto verso le ${time}`,
    rejected: 'Rifiutato dal ristorante',
    cancelled: 'Annullato: il pagamento non è stato completato',
    expired: 'Scaduto: non è stato confermato in tempo',
  },
  en: {
    awaiting: 'Waiting for you to confirm by e-mail',
    awaitingStaff: 'To be confirmed by the staff at the table',
    beingPaid: 'Waiting for the payment',
    new: 'Confirmed',
    accepted: 'Accepted by the restaurant',
    inProduction: 'Being prepared',
    readyTakeaway: 'Ready for pickup',
    readyDelivery: 'Out for delivery',
    readyDineIn: 'Ready, on its way to your table',
    deliveredTakeaway: 'Collected',
    deliveredDelivery: 'Delivered',
    deliveredDineIn: 'Served',
    at: (label: string, time: string) => `${label} at ${time}`,
    eta: (time: string) => `ready around ${time}`,
    rejected: 'Rejected by the restaurant',
    cancelled: 'Cancelled: the payment was not completed',
    expired: 'Expired: it was not confirmed in time',
  },
} as const;

/** One line: the state in the diner's words, with its time, the ready estimate or the reason. */
export function orderStatusText(f: OrderStatusFacts, locale: LabelLocale): string {
  const w = words[locale];
  const type =
    f.orderType === OrderType.Asporto ? 'Takeaway' : f.orderType === OrderType.Consegna ? 'Delivery' : 'DineIn';
  const byType = (prefix: 'ready' | 'delivered') => w[`${prefix}${type}`];
  const withEta = (label: string) => (f.estimatedReadyTime ? `${label} — ${w.eta(f.estimatedReadyTime)}` : label);
  switch (f.state) {
    case 'awaiting-confirmation':
      return f.confirmationByStaff ? w.awaitingStaff : w.awaiting;
    case 'being-paid':
      return w.beingPaid;
    case 'new':
      return w.new;
    case 'accepted':
      return withEta(w.accepted);
    case 'in-production':
      return withEta(w.inProduction);
    case 'ready':
      return byType('ready');
    case 'delivered': {
      const label = byType('delivered');
      return f.deliveredTime ? w.at(label, f.deliveredTime) : label;
    }
    case 'rejected':
      return f.rejectionReason ? `${w.rejected} — ${f.rejectionReason}` : w.rejected;
    case 'cancelled':
      return w.cancelled;
    case 'expired':
      return w.expired;
  }
}

/** Rejected, cancelled or expired: the order will not be served (shown as a warning). */
export function orderStatusIsFailure(state: OrderState): boolean {
  return state === 'rejected' || state === 'cancelled' || state === 'expired';
}
