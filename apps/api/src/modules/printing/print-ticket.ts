// What a kitchen ticket says, as plain lines with a style each; esc-pos.ts turns them into the
// printer's bytes. The order ticket carries what the board's "Stampa" ticket carries
// (kitchen-ticket.tsx): venue, number, type, time, table, name, the lines with their options,
// notes, extra answers, address, customer and payment. A printer given some categories gets
// only the lines of its job; a later round says so. A ticket's fixed words are in its printer's
// language (Italian or English); what the diner or the menu wrote is printed as written.
import type { BoardOrder } from '@tavola/domain/order-board';
import { ORDER_LABELS } from '@tavola/domain/order-labels';
import type { PrinterLanguage } from '@tavola/domain/printers';

export type TicketLine = { text: string; style?: 'title' | 'big' | 'bold'; center?: boolean } | { rule: true };
export interface Ticket {
  lines: TicketLine[];
}

/** The fixed words of the tickets, by printer language. */
const WORDS = {
  it: {
    order: (n: string) => `Ordine n. ${n}`,
    round: (n: number) => `Aggiunta (giro ${n})`,
    accepted: 'Accettato',
    readyAt: (time: string) => `Accettato - pronto alle ${time}`,
    at: (time: string) => `ore ${time}`,
    table: (n: string) => `Tavolo ${n}`,
    name: 'Nome',
    notes: 'Note',
    payments: { 0: 'Contanti', 1: 'Carta' } as Record<number, string>,
    paid: 'Pagato',
    toPay: 'Da pagare',
    bookingOfToday: 'Prenotazione di oggi',
    people: (n: number) => `${n} ${n === 1 ? 'persona' : 'persone'}`,
    phone: 'Telefono',
    tables: 'Tavoli',
    testPage: 'Stampa di prova',
    printer: 'Stampante',
    time: 'Ora',
  },
  en: {
    order: (n: string) => `Order no. ${n}`,
    round: (n: number) => `Added (round ${n})`,
    accepted: 'Accepted',
    readyAt: (time: string) => `Accepted - ready at ${time}`,
    at: (time: string) => `at ${time}`,
    table: (n: string) => `Table ${n}`,
    name: 'Name',
    notes: 'Notes',
    payments: { 0: 'Cash', 1: 'Card' } as Record<number, string>,
    paid: 'Paid',
    toPay: 'To pay',
    bookingOfToday: 'Booking for today',
    people: (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`,
    phone: 'Phone',
    tables: 'Tables',
    testPage: 'Test print',
    printer: 'Printer',
    time: 'Time',
  },
} satisfies Record<PrinterLanguage, unknown>;
/** The online providers keep their names in every language. */
const PROVIDERS: Record<number, string> = { 2: 'PayPal', 3: 'SatisPay', 4: 'SumUp', 5: 'Stripe', 6: 'Nexi' };
const TABLE_CAPTION = /tavol|table/i;

const euro = (amount: number, language: PrinterLanguage) =>
  language === 'en' ? `€${amount.toFixed(2)}` : `${amount.toFixed(2).replace('.', ',')} €`;

export interface OrderTicketInput {
  venueName: string;
  card: BoardOrder;
  kind: 'new-order' | 'accepted-order';
  /** The order's lines this ticket prints. */
  orderDetailIds: number[];
  round: number;
  /** 'HH:mm' venue-local: when the order was placed (dine-in orders have no requested time). */
  placedAt: string;
  /** The printer's language; Italian when absent. */
  language?: PrinterLanguage;
}

export function orderTicket(input: OrderTicketInput): Ticket {
  const { card } = input;
  const o = card.order;
  const language = input.language ?? 'it';
  const w = WORDS[language];
  const wanted = new Set(input.orderDetailIds);
  const details = o.details.filter((d) => d.orderDetailId !== null && wanted.has(d.orderDetailId));
  const time = o.requestedDateTime ? o.requestedDateTime.slice(11, 16) : input.placedAt;
  const lines: TicketLine[] = [
    { text: input.venueName, style: 'bold', center: true },
    { text: w.order(String(o.orderNumber ?? '')), style: 'title', center: true },
  ];
  if (input.round > 1) lines.push({ text: w.round(input.round), style: 'bold', center: true });
  if (input.kind === 'accepted-order') {
    lines.push({
      text: card.estimatedReadyTime ? w.readyAt(card.estimatedReadyTime) : w.accepted,
      center: true,
    });
  }
  lines.push({ text: `${ORDER_LABELS[language].orderTypes[o.orderType] ?? ''} - ${w.at(time)}` });
  if (card.tableNumber) lines.push({ text: w.table(card.tableNumber), style: 'big' });
  if (o.customerName) lines.push({ text: `${w.name}: ${o.customerName}`, style: 'bold' });
  lines.push({ rule: true });
  for (const d of details) {
    lines.push({ text: `${d.quantity} x ${d.description}`, style: 'bold' });
    for (const v of d.additiveVariations) lines.push({ text: `   + ${v.description}` });
    for (const v of d.subtractiveVariations) lines.push({ text: `   - ${v.description}` });
  }
  const answers = card.extraFields.filter((f) => f.value !== card.tableNumber || !TABLE_CAPTION.test(f.caption));
  if (o.notes || answers.length > 0) lines.push({ rule: true });
  if (o.notes) lines.push({ text: `${w.notes}: ${o.notes}`, style: 'bold' });
  for (const f of answers) lines.push({ text: `${f.caption}: ${f.value}` });
  if (input.round === 1) {
    const address = o.orderType === 2 ? deliveryAddress(card) : null;
    if (address) lines.push({ text: address });
    if (card.customer) lines.push({ text: [card.customer.name, card.customer.phone].filter(Boolean).join(' - ') });
    lines.push({ rule: true });
    const payment = o.paymentType !== null ? (w.payments[o.paymentType] ?? PROVIDERS[o.paymentType] ?? '') : '';
    lines.push({ text: `${payment} - ${o.paymentStatus === 1 ? w.paid : w.toPay} - ${euro(o.totalAmount, language)}` });
  }
  return { lines };
}

function deliveryAddress(card: BoardOrder): string | null {
  const a = card.order.customerDeliveryAddress;
  if (!a) return card.order.userAddress;
  return [a.address, a.zipCode, a.city, a.province].filter(Boolean).join(', ');
}

export interface BookingTicketInput {
  venueName: string;
  reservationId: string;
  day: string;
  time: string;
  people: number;
  name: string;
  phone: string;
  memo: string;
  tables: string | null;
}

export function bookingTicket(b: BookingTicketInput, language: PrinterLanguage = 'it'): Ticket {
  const w = WORDS[language];
  const lines: TicketLine[] = [
    { text: b.venueName, style: 'bold', center: true },
    { text: w.bookingOfToday, style: 'title', center: true },
    { text: `${w.at(b.time)} - ${w.people(b.people)}`, style: 'big' },
  ];
  if (b.name) lines.push({ text: `${w.name}: ${b.name}`, style: 'bold' });
  if (b.phone) lines.push({ text: `${w.phone}: ${b.phone}` });
  if (b.tables) lines.push({ text: `${w.tables}: ${b.tables}` });
  if (b.memo) lines.push({ text: `${w.notes}: ${b.memo}` });
  lines.push({ rule: true }, { text: `${b.day} - ${b.reservationId}` });
  return { lines };
}

export function textTicket(venueName: string, title: string, body: string[]): Ticket {
  return {
    lines: [
      { text: venueName, style: 'bold', center: true },
      { text: title, style: 'title', center: true },
      { rule: true },
      ...body.map((text) => ({ text })),
    ],
  };
}

export function testTicket(
  venueName: string,
  printerName: string,
  at: string,
  language: PrinterLanguage = 'it',
): Ticket {
  const w = WORDS[language];
  return {
    lines: [
      { text: venueName, style: 'bold', center: true },
      { text: w.testPage, style: 'title', center: true },
      { rule: true },
      { text: `${w.printer}: ${printerName}` },
      { text: `${w.time}: ${at}` },
      { text: 'àèéìòù € - Tavola' },
    ],
  };
}
