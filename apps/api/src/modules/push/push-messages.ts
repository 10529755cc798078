// What a notification says, in the subscription's language (Italian by default): the diner's
// order accepted, ready or on its way, and a new order for the staff's board. Pure: the
// dispatcher decides when, this file only words it.
import { OrderType } from '@tavola/domain/enums';

export type PushLanguage = 'it' | 'en';

/** The message the service worker shows (its `push` handler reads these fields). */
export interface PushMessage {
  title: string;
  body: string;
  /** The page a tap on the notification opens. */
  url: string;
  /** One notification per tag on the device: a newer one replaces it. */
  tag: string;
}

export type OrderNotice = 'accepted' | 'ready' | 'new';

const texts = {
  it: {
    accepted: (n: number) => [
      `Ordine n. ${n} accettato`,
      'Il ristorante ha accettato il tuo ordine e lo sta preparando.',
    ],
    ready: (n: number) => [`Ordine n. ${n} pronto`, 'Il tuo ordine è pronto.'],
    onItsWay: (n: number) => [`Ordine n. ${n} in consegna`, 'Il tuo ordine è in viaggio verso di te.'],
    new: (n: number) => [`Nuovo ordine n. ${n}`, 'È arrivato un nuovo ordine: aprilo sulla bacheca.'],
  },
  en: {
    accepted: (n: number) => [`Order no. ${n} accepted`, 'The restaurant accepted your order and is preparing it.'],
    ready: (n: number) => [`Order no. ${n} ready`, 'Your order is ready.'],
    onItsWay: (n: number) => [`Order no. ${n} on its way`, 'Your order is on its way to you.'],
    new: (n: number) => [`New order no. ${n}`, 'A new order came in: open it on the board.'],
  },
} satisfies Record<PushLanguage, Record<string, (n: number) => string[]>>;

export const pushLanguageOf = (language: string | null | undefined): PushLanguage =>
  language?.toLowerCase().startsWith('en') ? 'en' : 'it';

export function orderNoticeMessage(
  notice: OrderNotice,
  order: { orderId: number; orderNumber: number; orderType: number; seatWebId: number },
  language: string,
): PushMessage {
  const t = texts[pushLanguageOf(language)];
  const words =
    notice === 'new'
      ? t.new
      : notice === 'accepted'
        ? t.accepted
        : order.orderType === OrderType.Consegna
          ? t.onItsWay
          : t.ready;
  const [title, body] = words(order.orderNumber);
  const url =
    notice === 'new'
      ? `/staff/venues/${order.seatWebId}/orders`
      : `/main/order-summary/${order.orderId}/${order.orderNumber}`;
  return { title, body, url, tag: `order-${order.orderId}` };
}
