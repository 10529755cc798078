// The diner's mail when the restaurant gives money back, in the diner's language
// (customers.language: English, or Italian as the fallback).
import type { MailMessage } from '../../plugins/mailer';
import { escapeHtml, mailLayout, type MailLocale } from '../mail/mail-format';

const texts = {
  it: {
    money: new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }),
    subject: (company: string, n: number) => `${company}: rimborso per l'ordine n. ${n}`,
    given: (amount: string, n: number) => `Il ristorante ti ha rimborsato ${amount} per il tuo ordine n. ${n}.`,
    online: 'Il rimborso torna sul metodo di pagamento che hai usato: può servire qualche giorno perché compaia.',
    counter: 'Il rimborso ti è stato dato in sede.',
    reason: 'Motivo',
    total: (refunded: string, paid: string) => `Rimborsato finora: ${refunded} su ${paid} pagati.`,
  },
  en: {
    money: new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }),
    subject: (company: string, n: number) => `${company}: refund for order no. ${n}`,
    given: (amount: string, n: number) => `The restaurant has refunded you ${amount} for your order no. ${n}.`,
    online: 'The refund goes back to the payment method you used: it may take a few days to show.',
    counter: 'The refund was given to you at the venue.',
    reason: 'Reason',
    total: (refunded: string, paid: string) => `Refunded so far: ${refunded} of ${paid} paid.`,
  },
};

/** The subject and body of a refund's mail in one language. */
export function refundMailText(
  locale: MailLocale,
  input: {
    companyName: string;
    orderNumber: number;
    amountCents: number;
    reason: string;
    online: boolean;
    refundedCents: number;
    paidCents: number;
  },
): Omit<MailMessage, 'to'> {
  const t = texts[locale];
  const money = (cents: number) => t.money.format(cents / 100);
  const lines = [t.given(money(input.amountCents), input.orderNumber), input.online ? t.online : t.counter];
  if (input.reason) lines.push(`${t.reason}: ${input.reason}`);
  lines.push(t.total(money(input.refundedCents), money(input.paidCents)));
  const subject = t.subject(input.companyName, input.orderNumber);
  return {
    subject,
    text: lines.join('\n\n'),
    html: mailLayout({ title: subject, bodyHtml: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''), locale }),
  };
}
