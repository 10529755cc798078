// The diner's e-mails when the restaurant accepts, rejects or readies an order, in the diner's
// language (customers.language: English, or Italian as the fallback).
import { OrderType } from '@tavola/domain/enums';
import type { OrderActionRequest } from '@tavola/domain/order-board';
import { OrderStage } from '@tavola/domain/order-progress';
import type { RefundState } from '@tavola/domain/order-state';
import { orderStatusText } from '@tavola/domain/order-status-wording';
import type { Db } from '../../db/database';
import type { MailMessage } from '../../plugins/mailer';
import { escapeHtml, mailLayout, type MailLocale } from '../mail/mail-format';
import { customerMailLocale } from '../mail/mail-language';
import { findCustomer } from '../customer';
import { findCompany, type OrderRow } from '../order';
import { findVenue } from './order-board-repository';

type Stage = typeof OrderStage.Accepted | typeof OrderStage.Rejected | typeof OrderStage.Ready;

/** 'Accettato dal ristorante' as 'accettato dal ristorante', after the order's number. */
const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase() + text.slice(1);

// The status itself is worded by the domain (orderStatusText), the same words as the diner's
// history and summary page; these are the sentences around it.
const texts = {
  it: {
    subject: (company: string, n: number, status: string) => `${company}: ordine n. ${n} ${lowerFirst(status)}`,
    status: (n: number) => `Il tuo ordine n. ${n}`,
    accepted: 'Il ristorante ha accettato il tuo ordine.',
    rejected: 'Ci dispiace, il ristorante non può preparare il tuo ordine.',
    refunded: 'Il pagamento online ti è stato rimborsato.',
    refundDue: 'Il ristorante ti rimborserà il pagamento online.',
    ready: (type: number) =>
      type === OrderType.Consegna
        ? 'Il tuo ordine sta arrivando.'
        : type === OrderType.Asporto
          ? 'Il tuo ordine è pronto: puoi passare a ritirarlo.'
          : 'Sta arrivando al tavolo.',
    venue: 'Sede',
    table: 'Tavolo',
  },
  en: {
    subject: (company: string, n: number, status: string) => `${company}: order no. ${n} ${lowerFirst(status)}`,
    status: (n: number) => `Your order no. ${n}`,
    accepted: 'The restaurant accepted your order.',
    rejected: 'We are sorry, the restaurant cannot prepare your order.',
    refunded: 'Your online payment has been refunded.',
    refundDue: 'The restaurant will refund your online payment.',
    ready: (type: number) =>
      type === OrderType.Consegna
        ? 'Your order is on its way.'
        : type === OrderType.Asporto
          ? 'Your order is ready: you can collect it.'
          : 'It is on its way to your table.',
    venue: 'Venue',
    table: 'Table',
  },
};

/**
 * The mail for the diner, or null when the order has no customer e-mail. Written in the
 * language the diner last used (customers.language, mail/mail-language.ts), Italian otherwise.
 */
export async function orderUpdateMail(
  db: Db,
  order: OrderRow,
  stage: Stage,
  request: OrderActionRequest,
  refund: RefundState | null = null,
): Promise<MailMessage | null> {
  if (order.customerId === null) return null;
  const customer = await findCustomer(db, order.companyId, order.customerId);
  if (!customer?.email) return null;
  const venue = await findVenue(db, order.seatWebId);
  return {
    to: customer.email,
    ...orderUpdateMailText(customerMailLocale(customer), {
      companyName: (await findCompany(db, order.companyId))?.tradeName ?? '',
      order,
      stage,
      estimatedReadyTime: request.estimatedReadyTime ?? null,
      reason: request.reason ?? null,
      refund,
      venue: venue ? { name: venue.name, phone: venue.phone ?? null } : null,
    }),
  };
}

/** The subject and body of an order's status mail in one language. */
export function orderUpdateMailText(
  locale: MailLocale,
  input: {
    companyName: string;
    order: Pick<OrderRow, 'orderNumber' | 'orderType' | 'tableNumber'>;
    stage: Stage;
    estimatedReadyTime: string | null;
    reason: string | null;
    refund: RefundState | null;
    venue: { name: string; phone: string | null } | null;
  },
): Omit<MailMessage, 'to'> {
  const { order, stage, venue } = input;
  const t = texts[locale];
  // The stage the staff just moved the order to is its state (currentOrderState) from now on.
  const facts = { state: stage, orderType: order.orderType };
  const short = orderStatusText(facts, locale);
  const full = orderStatusText(
    {
      ...facts,
      estimatedReadyTime: stage === OrderStage.Accepted ? input.estimatedReadyTime : null,
      rejectionReason: stage === OrderStage.Rejected ? (input.reason ?? '') : null,
    },
    locale,
  );
  const lines = [
    stage === OrderStage.Accepted ? t.accepted : stage === OrderStage.Rejected ? t.rejected : t.ready(order.orderType),
    `${t.status(order.orderNumber)}: ${full}`,
  ];
  // The refund as it stands when the mail leaves (currentOrderState): given back or still owed.
  if (stage === OrderStage.Rejected && input.refund) lines.push(input.refund === 'refunded' ? t.refunded : t.refundDue);
  if (order.tableNumber !== null) lines.push(`${t.table}: ${order.tableNumber}`);
  if (venue) lines.push(`${t.venue}: ${venue.name}${venue.phone ? ` — ${venue.phone}` : ''}`);
  const subject = t.subject(input.companyName, order.orderNumber, short);
  return {
    subject,
    text: lines.join('\n\n'),
    html: mailLayout({ title: subject, bodyHtml: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''), locale }),
  };
}
