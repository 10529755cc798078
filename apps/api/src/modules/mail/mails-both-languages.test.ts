// Every mail a diner receives, rendered in Italian and in English: each must read in its own
// language (real words of it, none of the other), and anything but English falls back to Italian.
import { describe, expect, it } from 'vitest';
import type { Order } from '@tavola/domain/order';
import { OrderType, PaymentMethod, PaymentStatus } from '@tavola/domain/enums';
import { confirmRegistrationMail, durationText, noAccountMail, resetPasswordMail } from '../account/account-mails';
import { orderUpdateMailText } from '../order-board/order-board-mails';
import { refundMailText } from '../refund/refund-mails';
import { confirmOrderMail, orderSummaryMail } from '../order/order-mails';
import type { OrderStateView } from '../order/order-state-service';
import { mailLocaleOf, type MailLocale } from './mail-format';
import type { EndOfDay } from '@tavola/domain/end-of-day';
import { endOfDayMail } from '../end-of-day/end-of-day-text';

const LOCALES: MailLocale[] = ['it', 'en'];
/** Words only the Italian mails use, and only the English ones. */
const ITALIAN = /\b(Ciao|grazie|ordine|Grazie|Conferma|Riepilogo|Stato|Totale|ristorante)\b/;
const ENGLISH = /\b(Hi|thank|order|Thank|Confirm|Summary|Status|Total|restaurant)\b/;

function expectLanguage(
  mail: { subject: string; text: string; html?: string },
  locale: MailLocale,
  words: { it: string[]; en: string[] },
) {
  const all = `${mail.subject}\n${mail.text}`.replaceAll('\u00a0', ' ');
  for (const word of words[locale]) expect(all, `${locale}: ${word}`).toContain(word);
  for (const word of words[locale === 'it' ? 'en' : 'it']) expect(all, `${locale} without ${word}`).not.toContain(word);
  expect(all).toMatch(locale === 'it' ? ITALIAN : ENGLISH);
  expect(mail.html).toContain(`<html lang="${locale}">`);
}

const order: Order = {
  orderId: 12,
  orderNumber: 7,
  orderType: OrderType.Asporto,
  details: [
    {
      quantity: 2,
      description: 'Margherita',
      amount: 18,
      unitPrice: 9,
      additiveVariations: [{ description: 'Bufala', unitPrice: 2 }],
      subtractiveVariations: [{ description: 'Basilico', unitPrice: 0 }],
    },
  ],
  seatAddress: 'Tavola Navigli',
  tableNumber: null,
  customerName: 'Anna',
  requestedDateTime: '2026-11-28T12:30:00',
  userAddress: null,
  confirmationByStaff: false,
  paymentType: PaymentMethod.Cash,
  paymentStatus: PaymentStatus.Open,
  notes: null,
  productAmount: 18,
  deliveryAmount: 0,
  totalAmount: 18,
} as unknown as Order;

const state = (s: Partial<OrderStateView>): OrderStateView => ({
  state: 'new',
  final: false,
  paid: false,
  refund: null,
  rejectionReason: null,
  estimatedReadyTime: null,
  deliveredAt: null,
  ...s,
});

describe('the language of a mail', () => {
  it('is English for English codes and Italian for everything else (the fallback)', () => {
    expect(mailLocaleOf('en')).toBe('en');
    expect(mailLocaleOf('EN-gb')).toBe('en');
    for (const code of ['it', 'it-IT', 'de', 'fr', '', null, undefined]) expect(mailLocaleOf(code)).toBe('it');
  });
});

describe('account mails', () => {
  const input = (english: boolean) => ({
    to: 'a@example.com',
    firstName: 'Anna',
    companyName: 'Trattoria',
    link: 'https://x.it/e/1?checkCode=abc',
    validFor: durationText(72 * 3_600_000, english),
    english,
  });

  it.each(LOCALES)('registration confirmation in %s', (locale) => {
    const mail = confirmRegistrationMail(input(locale === 'en'));
    expectLanguage(mail, locale, {
      it: ['Conferma la tua registrazione a Trattoria', 'Ciao Anna,', 'grazie per esserti registrato', '72 ore'],
      en: ['Confirm your registration with Trattoria', 'Hi Anna,', 'thank you for registering', '72 hours'],
    });
    expect(mail.text).toContain('https://x.it/e/1?checkCode=abc');
  });

  it.each(LOCALES)('password reset in %s', (locale) => {
    const mail = resetPasswordMail({ ...input(locale === 'en'), validFor: durationText(60 * 60_000, locale === 'en') });
    expectLanguage(mail, locale, {
      it: ['Recupero password - Trattoria', 'nuova password', '60 minuti'],
      en: ['Password recovery - Trattoria', 'new password', '60 minutes'],
    });
  });

  it.each(LOCALES)('password reset without an account in %s', (locale) => {
    const mail = noAccountMail({
      to: 'a@example.com',
      companyName: 'Trattoria',
      link: 'https://x.it/register',
      english: locale === 'en',
    });
    expectLanguage(mail, locale, { it: ['non esiste un account'], en: ['there is no account'] });
  });
});

describe('order mails', () => {
  it.each(LOCALES)('the confirmation link of an anonymous cash order in %s', (locale) => {
    const mail = confirmOrderMail(locale, {
      orderNumber: 7,
      venueName: 'Tavola Navigli',
      tradeName: 'Trattoria',
      link: 'http://localhost/order-confirmed/12/7/secret?company=demo&seatWebId=2',
      until: { date: '2026-11-28', time: '12:30' },
    });
    expectLanguage(mail, locale, {
      it: [
        'Conferma il tuo ordine n. 7 - Trattoria',
        'grazie per il tuo ordine n. 7 presso Tavola Navigli',
        'entro le 12:30 del 28/11/2026',
        'non viene preparato',
      ],
      en: [
        'Confirm your order no. 7 - Trattoria',
        'thank you for your order no. 7 at Tavola Navigli',
        'by 12:30 on 28/11/2026',
        'is not prepared',
      ],
    });
    expect(mail.html).toContain(locale === 'it' ? '>Conferma ordine</a>' : '>Confirm order</a>');
  });

  it.each(LOCALES)('the summary in %s, with the status in the words of the history (orderStatusText)', (locale) => {
    const mail = orderSummaryMail(locale, order, {
      tradeName: 'Trattoria',
      venueName: 'Tavola Navigli',
      state: state({ state: 'accepted', estimatedReadyTime: '12:25' }),
      deliveredTime: null,
      followUrl: 'https://x.it/en/main/order-summary/12/7?company=demo',
      answers: [],
    });
    expectLanguage(mail, locale, {
      it: [
        "Riepilogo dell'ordine n. 7 - Trattoria",
        'Tipo di ordine: Asporto',
        'Ritiro: 28/11/2026 alle 12:30',
        'Stato: Accettato dal ristorante — pronto verso le 12:25',
        'Pagamento: Contanti (da pagare)',
        'Più: Bufala',
        'Meno: Basilico',
        'Totale: 18,00 €',
        'Segui il tuo ordine',
      ],
      en: [
        'Summary of order no. 7 - Trattoria',
        'Order type: Takeaway',
        'Pickup: 28/11/2026 at 12:30',
        'Status: Accepted by the restaurant — ready around 12:25',
        'Payment: Cash (to be paid)',
        'Extra: Bufala',
        'Without: Basilico',
        'Total: €18.00',
        'Follow your order',
      ],
    });
  });

  it.each(LOCALES)('the summary of a collected and of a rejected order in %s', (locale) => {
    const collected = orderSummaryMail(locale, order, {
      tradeName: 'T',
      venueName: null,
      state: state({ state: 'delivered' }),
      deliveredTime: '12:41',
      followUrl: null,
      answers: [],
    });
    expect(collected.text).toContain(locale === 'it' ? 'Stato: Ritirato alle 12:41' : 'Status: Collected at 12:41');
    const rejected = orderSummaryMail(locale, order, {
      tradeName: 'T',
      venueName: null,
      state: state({ state: 'rejected', final: true, rejectionReason: 'Forno guasto' }),
      deliveredTime: null,
      followUrl: null,
      answers: [],
    });
    expect(rejected.text).toContain(
      locale === 'it'
        ? 'Stato: Rifiutato dal ristorante — Forno guasto'
        : 'Status: Rejected by the restaurant — Forno guasto',
    );
    expect(rejected.text).toContain(locale === 'it' ? 'Contanti (nulla da pagare)' : 'Cash (nothing to pay)');
  });

  const update = (
    locale: MailLocale,
    stage: 'accepted' | 'rejected' | 'ready',
    more: { refund?: 'due' | 'refunded' } = {},
  ) =>
    orderUpdateMailText(locale, {
      companyName: 'Trattoria',
      order: { orderNumber: 4, orderType: OrderType.Asporto, tableNumber: null },
      stage,
      estimatedReadyTime: '12:10',
      reason: 'Forno guasto',
      refund: more.refund ?? null,
      venue: { name: 'Tavola Navigli', phone: '+39 02 1234' },
    });

  it.each(LOCALES)('the status changes (accepted, rejected, ready) in %s', (locale) => {
    expectLanguage(update(locale, 'accepted'), locale, {
      it: [
        'Trattoria: ordine n. 4 accettato dal ristorante',
        'Il tuo ordine n. 4: Accettato dal ristorante — pronto verso le 12:10',
        'Sede: Tavola Navigli',
      ],
      en: [
        'Trattoria: order no. 4 accepted by the restaurant',
        'Your order no. 4: Accepted by the restaurant — ready around 12:10',
        'Venue: Tavola Navigli',
      ],
    });
    expectLanguage(update(locale, 'rejected', { refund: 'due' }), locale, {
      it: ['ordine n. 4 rifiutato dal ristorante', 'Rifiutato dal ristorante — Forno guasto', 'ti rimborserà'],
      en: ['order no. 4 rejected by the restaurant', 'Rejected by the restaurant — Forno guasto', 'will refund'],
    });
    expectLanguage(update(locale, 'ready'), locale, {
      it: ['ordine n. 4 pronto per il ritiro', 'puoi passare a ritirarlo'],
      en: ['order no. 4 ready for pickup', 'you can collect it'],
    });
  });
});

describe('the owner’s end-of-day mail', () => {
  const takings = (orders: number, cents: number) => ({ orders, grossCents: cents, refundsCents: 0, netCents: cents });
  const summary: EndOfDay = {
    date: '2026-11-20',
    venue: { seatWebId: 2, name: 'Tavola Navigli', timeZone: 'Europe/Rome' },
    figures: {
      ...takings(3, 5400),
      averageTicketCents: 1800,
      rejected: { orders: 1, amountCents: 1200 },
      cancelled: { orders: 0, amountCents: 0 },
      refunded: { orders: 0, amountCents: 0 },
      coversBooked: 6,
      reservations: 2,
      noShows: 1,
      noShowRate: 0.5,
      byOrderType: [{ orderType: OrderType.Asporto, ...takings(3, 5400) }],
      byPaymentMethod: [{ paymentMethod: 'cash', ...takings(3, 5400) }],
    } as EndOfDay['figures'],
    bestSellers: [{ id: 1, name: 'Margherita', quantity: 4, amountCents: 3600 }],
    madeAt: '2026-11-20T22:00:00.000Z',
    dayUnderWay: true,
  };

  it.each(LOCALES)('in %s', (locale) => {
    expectLanguage(endOfDayMail(summary, locale, '23:00'), locale, {
      it: [
        'Chiusura giornata 20/11/2026 - Tavola Navigli',
        'Incasso netto: 54,00 €',
        'Contanti (3 ordini): 54,00 €',
        'Asporto (3 ordini)',
        'Rifiutati (1 ordine): 12,00 €',
        'Coperti: 6',
        'Non arrivati: 1',
        'dati alle 23:00',
      ],
      en: [
        'End of day 20/11/2026 - Tavola Navigli',
        'Net takings: €54.00',
        'Cash (3 orders): €54.00',
        'Takeaway (3 orders)',
        'Rejected (1 order): €12.00',
        'Covers: 6',
        'No-shows: 1',
        'as of 23:00',
      ],
    });
    expect(endOfDayMail(summary, locale, '23:00').text).toContain('4 x Margherita');
  });
});

describe('refund mails', () => {
  const refund = (locale: MailLocale, online: boolean) =>
    refundMailText(locale, {
      companyName: 'Trattoria',
      orderNumber: 4,
      amountCents: 550,
      reason: 'Pizza fredda',
      online,
      refundedCents: 550,
      paidCents: 2000,
    });

  it.each(LOCALES)('a partial refund, online and at the counter, in %s', (locale) => {
    expectLanguage(refund(locale, true), locale, {
      it: [
        "Trattoria: rimborso per l'ordine n. 4",
        'ti ha rimborsato 5,50 €',
        'metodo di pagamento che hai usato',
        'Motivo: Pizza fredda',
        'Rimborsato finora: 5,50 € su 20,00 € pagati',
      ],
      en: [
        'Trattoria: refund for order no. 4',
        'has refunded you €5.50',
        'payment method you used',
        'Reason: Pizza fredda',
        'Refunded so far: €5.50 of €20.00 paid',
      ],
    });
    expectLanguage(refund(locale, false), locale, {
      it: ['ti è stato dato in sede'],
      en: ['given to you at the venue'],
    });
  });
});
