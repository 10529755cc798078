// What a kitchen ticket says, as plain lines with a style each; esc-pos.ts turns them into the
// printer's bytes. The order ticket carries what the board's "Stampa" ticket carries
// (kitchen-ticket.tsx): venue, number, type, time, table, name, the lines with their options,
// notes, extra answers, address, customer and payment. A printer given some categories gets
// only the lines of its job; a later round says so. Tickets are in Italian, the kitchen's
// language of the app.
import type { BoardOrder } from '@tavola/domain/order-board';
import { ORDER_LABELS } from '@tavola/domain/order-labels';

export type TicketLine = { text: string; style?: 'title' | 'big' | 'bold'; center?: boolean } | { rule: true };
export interface Ticket {
  lines: TicketLine[];
}

const TYPES = ORDER_LABELS.it.orderTypes;
const PAYMENTS: Record<number, string> = {
  0: 'Contanti',
  1: 'Carta',
  2: 'PayPal',
  3: 'SatisPay',
  4: 'SumUp',
  5: 'Stripe',
  6: 'Nexi',
};
const TABLE_CAPTION = /tavol|table/i;

const euro = (amount: number) => `${amount.toFixed(2).replace('.', ',')} €`;

export interface OrderTicketInput {
  venueName: string;
  card: BoardOrder;
  kind: 'new-order' | 'accepted-order';
  /** The order's lines this ticket prints. */
  orderDetailIds: number[];
  round: number;
  /** 'HH:mm' venue-local: when the order was placed (dine-in orders have no requested time). */
  placedAt: string;
}

export function orderTicket(input: OrderTicketInput): Ticket {
  const { card } = input;
  const o = card.order;
  const wanted = new Set(input.orderDetailIds);
  const details = o.details.filter((d) => d.orderDetailId !== null && wanted.has(d.orderDetailId));
  const time = o.requestedDateTime ? o.requestedDateTime.slice(11, 16) : input.placedAt;
  const lines: TicketLine[] = [
    { text: input.venueName, style: 'bold', center: true },
    { text: `Ordine n. ${o.orderNumber ?? ''}`, style: 'title', center: true },
  ];
  if (input.round > 1) lines.push({ text: `Aggiunta (giro ${input.round})`, style: 'bold', center: true });
  if (input.kind === 'accepted-order') {
    lines.push({
      text: card.estimatedReadyTime ? `Accettato - pronto alle ${card.estimatedReadyTime}` : 'Accettato',
      center: true,
    });
  }
  lines.push({ text: `${TYPES[o.orderType] ?? ''} - ore ${time}` });
  if (card.tableNumber) lines.push({ text: `Tavolo ${card.tableNumber}`, style: 'big' });
  if (o.customerName) lines.push({ text: `Nome: ${o.customerName}`, style: 'bold' });
  lines.push({ rule: true });
  for (const d of details) {
    lines.push({ text: `${d.quantity} x ${d.description}`, style: 'bold' });
    for (const v of d.additiveVariations) lines.push({ text: `   + ${v.description}` });
    for (const v of d.subtractiveVariations) lines.push({ text: `   - ${v.description}` });
  }
  const answers = card.extraFields.filter((f) => f.value !== card.tableNumber || !TABLE_CAPTION.test(f.caption));
  if (o.notes || answers.length > 0) lines.push({ rule: true });
  if (o.notes) lines.push({ text: `Note: ${o.notes}`, style: 'bold' });
  for (const f of answers) lines.push({ text: `${f.caption}: ${f.value}` });
  if (input.round === 1) {
    const address = o.orderType === 2 ? deliveryAddress(card) : null;
    if (address) lines.push({ text: address });
    if (card.customer) lines.push({ text: [card.customer.name, card.customer.phone].filter(Boolean).join(' - ') });
    lines.push({ rule: true });
    const payment = o.paymentType !== null ? (PAYMENTS[o.paymentType] ?? '') : '';
    lines.push({ text: `${payment} - ${o.paymentStatus === 1 ? 'Pagato' : 'Da pagare'} - ${euro(o.totalAmount)}` });
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

export function bookingTicket(b: BookingTicketInput): Ticket {
  const lines: TicketLine[] = [
    { text: b.venueName, style: 'bold', center: true },
    { text: 'Prenotazione di oggi', style: 'title', center: true },
    { text: `ore ${b.time} - ${b.people} ${b.people === 1 ? 'persona' : 'persone'}`, style: 'big' },
  ];
  if (b.name) lines.push({ text: `Nome: ${b.name}`, style: 'bold' });
  if (b.phone) lines.push({ text: `Telefono: ${b.phone}` });
  if (b.tables) lines.push({ text: `Tavoli: ${b.tables}` });
  if (b.memo) lines.push({ text: `Note: ${b.memo}` });
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

export function testTicket(venueName: string, printerName: string, at: string): Ticket {
  return {
    lines: [
      { text: venueName, style: 'bold', center: true },
      { text: 'Stampa di prova', style: 'title', center: true },
      { rule: true },
      { text: `Stampante: ${printerName}` },
      { text: `Ora: ${at}` },
      { text: 'àèéìòù € - Tavola' },
    ],
  };
}
