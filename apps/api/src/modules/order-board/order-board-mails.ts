// The diner's e-mails when the restaurant accepts, rejects or readies an order (issue #11), in
// the diner's language (customers.language: 'en' gets English, anything else Italian).
import { OrderType } from '@tavola/domain/enums';
import type { OrderActionRequest } from '@tavola/domain/order-board';
import { OrderStage } from '@tavola/domain/order-progress';
import type { RefundState } from '@tavola/domain/order-state';
import type { Db } from '../../db/database';
import type { MailMessage } from '../../plugins/mailer';
import { escapeHtml, mailLayout } from '../mail/mail-format';
import { findCustomer } from '../customer/customer-repository';
import { findCompany, type OrderRow } from '../order/order-repository';
import { findVenue } from './order-board-repository';

type Stage = typeof OrderStage.Accepted | typeof OrderStage.Rejected | typeof OrderStage.Ready;

const texts = {
  it: {
    subject: (company: string, n: number, stage: Stage) =>
      `${company}: ordine n. ${n} ${stage === 'accepted' ? 'accettato' : stage === 'rejected' ? 'rifiutato' : 'pronto'}`,
    accepted: (n: number, eta: string | null) => `Il ristorante ha accettato il tuo ordine n. ${n}.${eta ? ` Sarà pronto verso le ${eta}.` : ''}`,
    rejected: (n: number, reason: string) => `Ci dispiace, il ristorante non può preparare il tuo ordine n. ${n}. Motivo: ${reason}`,
    refunded: 'Il pagamento online ti è stato rimborsato.',
    refundDue: 'Il ristorante ti rimborserà il pagamento online.',
    ready: (n: number, type: number) =>
      type === OrderType.Consegna
        ? `Il tuo ordine n. ${n} è in transito: sta arrivando.`
        : type === OrderType.Asporto
          ? `Il tuo ordine n. ${n} è pronto: puoi passare a ritirarlo.`
          : `Il tuo ordine n. ${n} è pronto e sta arrivando al tavolo.`,
    venue: 'Sede',
    table: 'Tavolo',
  },
  en: {
    subject: (company: string, n: number, stage: Stage) =>
      `${company}: order no. ${n} ${stage === 'accepted' ? 'accepted' : stage === 'rejected' ? 'declined' : 'ready'}`,
    accepted: (n: number, eta: string | null) => `The restaurant accepted your order no. ${n}.${eta ? ` It will be ready around ${eta}.` : ''}`,
    rejected: (n: number, reason: string) => `We are sorry, the restaurant cannot prepare your order no. ${n}. Reason: ${reason}`,
    refunded: 'Your online payment has been refunded.',
    refundDue: 'The restaurant will refund your online payment.',
    ready: (n: number, type: number) =>
      type === OrderType.Consegna
        ? `Your order no. ${n} is on its way.`
        : type === OrderType.Asporto
          ? `Your order no. ${n} is ready: you can collect it.`
          : `Your order no. ${n} is ready and on its way to your table.`,
    venue: 'Venue',
    table: 'Table',
  },
};

/** The mail for the diner, or null when the order has no customer e-mail. */
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
  const t = customer.language?.toLowerCase().startsWith('en') ? texts.en : texts.it;
  const company = (await findCompany(db, order.companyId))?.tradeName ?? '';
  const venue = await findVenue(db, order.seatWebId);
  const lines = [
    stage === OrderStage.Accepted
      ? t.accepted(order.orderNumber, request.estimatedReadyTime ?? null)
      : stage === OrderStage.Rejected
        ? t.rejected(order.orderNumber, request.reason ?? '')
        : t.ready(order.orderNumber, order.orderType),
  ];
  // The refund as it stands when the mail leaves (currentOrderState): given back or still owed.
  if (stage === OrderStage.Rejected && refund) lines.push(refund === 'refunded' ? t.refunded : t.refundDue);
  if (order.tableNumber !== null) lines.push(`${t.table}: ${order.tableNumber}`);
  if (venue) lines.push(`${t.venue}: ${venue.name}${venue.phone ? ` — ${venue.phone}` : ''}`);
  const subject = t.subject(company, order.orderNumber, stage);
  return {
    to: customer.email,
    subject,
    text: lines.join('\n\n'),
    html: mailLayout({ title: subject, bodyHtml: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') }),
  };
}
