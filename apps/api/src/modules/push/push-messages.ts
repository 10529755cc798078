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

/** What a table's shared tab tells its phones: a round sent by someone else, a round accepted or ready, the tab's end. */
export type TabNotice = 'round' | 'accepted' | 'ready' | 'settled' | 'closed';

const tabTexts = {
  it: {
    round: (n: number, who: string, table: number) => [
      `Nuovo giro al tavolo ${table}`,
      who ? `${who} ha inviato il giro n. ${n} in cucina.` : `Il giro n. ${n} è stato inviato in cucina.`,
    ],
    accepted: (n: number) => [`Giro n. ${n} accettato`, 'La cucina ha accettato il giro e lo sta preparando.'],
    ready: (n: number) => [`Giro n. ${n} pronto`, 'Il giro del tavolo è pronto.'],
    settled: (_n: number, _who: string, table: number) => [
      'Conto saldato',
      `Il conto del tavolo ${table} è saldato. Grazie!`,
    ],
    closed: (_n: number, _who: string, table: number) => [
      'Conto chiuso',
      `Il personale ha chiuso il conto del tavolo ${table}.`,
    ],
  },
  en: {
    round: (n: number, who: string, table: number) => [
      `New round at table ${table}`,
      who ? `${who} sent round no. ${n} to the kitchen.` : `Round no. ${n} was sent to the kitchen.`,
    ],
    accepted: (n: number) => [`Round no. ${n} accepted`, 'The kitchen accepted the round and is preparing it.'],
    ready: (n: number) => [`Round no. ${n} ready`, "The table's round is ready."],
    settled: (_n: number, _who: string, table: number) => [
      'Tab settled',
      `Table ${table}'s tab is settled. Thank you!`,
    ],
    closed: (_n: number, _who: string, table: number) => ['Tab closed', `The staff closed table ${table}'s tab.`],
  },
} satisfies Record<PushLanguage, Record<TabNotice, (n: number, who: string, table: number) => string[]>>;

/** The message of a tab's notice; a tap opens the live tab. One notification per round, one for the tab's end. */
export function tabNoticeMessage(
  notice: TabNotice,
  facts: {
    tableTabId: number;
    tableNumber: number;
    orderId?: number;
    orderNumber?: number;
    senderName?: string | null;
  },
  language: string,
): PushMessage {
  const [title, body] = tabTexts[pushLanguageOf(language)][notice](
    facts.orderNumber ?? 0,
    facts.senderName ?? '',
    facts.tableNumber,
  );
  const tag =
    facts.orderId !== undefined ? `tab-${facts.tableTabId}-round-${facts.orderId}` : `tab-${facts.tableTabId}`;
  return { title, body, url: '/main/table-tab/live', tag };
}
