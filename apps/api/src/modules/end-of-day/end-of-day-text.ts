// The day's summary in words, Italian or English: the owner's mail (text and HTML) and the
// ticket the kitchen printer prints. Both come from the same sections, so the mail, the paper
// and the screen (which formats the same server figures) say the same thing.
import type { EndOfDay } from '@tavola/domain/end-of-day';
import { ORDER_LABELS } from '@tavola/domain/order-labels';
import { escapeHtml, mailLayout, type MailLocale } from '../mail/mail-format';

const words = {
  it: {
    title: (venue: string, date: string) => `Chiusura giornata ${date} - ${venue}`,
    intro: (venue: string, date: string) =>
      `Riepilogo della giornata di servizio del ${date} di ${venue} (dalle 05:00 alle 05:00).`,
    underWay: (time: string) => `La giornata non è ancora finita: dati alle ${time}.`,
    takings: 'Incassi',
    gross: 'Incasso lordo',
    refunds: 'Rimborsi',
    net: 'Incasso netto',
    orders: 'Ordini',
    averageTicket: 'Scontrino medio',
    byPaymentMethod: 'Per metodo di pagamento',
    byOrderType: 'Per tipo di ordine',
    apart: 'Fuori dagli incassi',
    rejected: 'Rifiutati',
    cancelled: 'Annullati (non pagati)',
    refunded: 'Rimborsati',
    bookings: 'Prenotazioni',
    reservations: 'Prenotazioni confermate',
    covers: 'Coperti',
    noShows: 'Non arrivati',
    bestSellers: 'I più venduti',
    nothingSold: 'Nessun prodotto venduto.',
    none: 'Nessuno',
    ordersCount: (n: number) => (n === 1 ? '1 ordine' : `${n} ordini`),
    footer: 'Ricevi questa mail perché è attivo l’invio del riepilogo giornaliero nelle impostazioni della sede.',
    ...ORDER_LABELS.it,
    money: new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }),
    date: (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`,
  },
  en: {
    title: (venue: string, date: string) => `End of day ${date} - ${venue}`,
    intro: (venue: string, date: string) => `Summary of the service day of ${date} at ${venue} (from 05:00 to 05:00).`,
    underWay: (time: string) => `The day is not over yet: figures as of ${time}.`,
    takings: 'Takings',
    gross: 'Gross takings',
    refunds: 'Refunds',
    net: 'Net takings',
    orders: 'Orders',
    averageTicket: 'Average ticket',
    byPaymentMethod: 'By payment method',
    byOrderType: 'By order type',
    apart: 'Not in the takings',
    rejected: 'Rejected',
    cancelled: 'Cancelled (unpaid)',
    refunded: 'Refunded',
    bookings: 'Bookings',
    reservations: 'Confirmed bookings',
    covers: 'Covers',
    noShows: 'No-shows',
    bestSellers: 'Best sellers',
    nothingSold: 'Nothing sold.',
    none: 'None',
    ordersCount: (n: number) => (n === 1 ? '1 order' : `${n} orders`),
    footer: 'You receive this e-mail because the daily summary is switched on in the venue’s settings.',
    ...ORDER_LABELS.en,
    money: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
    date: (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`,
  },
};

/** One line of a section: a label, its value, and an optional note (an order count). */
export interface SummaryRow {
  label: string;
  value: string;
  note?: string;
}

export interface SummarySection {
  heading: string;
  rows: SummaryRow[];
  /** Said instead of the rows when there are none. */
  empty?: string;
}

export interface SummaryWords {
  title: string;
  intro: string[];
  sections: SummarySection[];
  footer: string;
}

/** Money as the owner reads it (no narrow spaces: a thermal printer's code page lacks them). */
function moneyOf(locale: MailLocale, cents: number): string {
  return words[locale].money.format(cents / 100).replace(/[\u00a0\u202f]/g, ' ');
}

/** The summary's sections in one language. `madeAt` 'HH:MM' on the venue's clock. */
export function endOfDayWords(summary: EndOfDay, locale: MailLocale, madeAt: string): SummaryWords {
  const w = words[locale];
  const money = (cents: number) => moneyOf(locale, cents);
  const f = summary.figures;
  const date = w.date(summary.date);
  const count = (n: number) => w.ordersCount(n);
  return {
    title: w.title(summary.venue.name, date),
    intro: [w.intro(summary.venue.name, date), ...(summary.dayUnderWay ? [w.underWay(madeAt)] : [])],
    sections: [
      {
        heading: w.takings,
        rows: [
          { label: w.gross, value: money(f.grossCents) },
          { label: w.refunds, value: money(f.refundsCents) },
          { label: w.net, value: money(f.netCents) },
          { label: w.orders, value: String(f.orders) },
          { label: w.averageTicket, value: money(f.averageTicketCents) },
        ],
      },
      {
        heading: w.byPaymentMethod,
        rows: f.byPaymentMethod.map((m) => ({
          label: w.paymentMethods[m.paymentMethod],
          value: money(m.netCents),
          note: count(m.orders),
        })),
        empty: w.none,
      },
      {
        heading: w.byOrderType,
        rows: f.byOrderType.map((t) => ({
          label: w.orderTypes[t.orderType] ?? String(t.orderType),
          value: money(t.netCents),
          note: count(t.orders),
        })),
        empty: w.none,
      },
      {
        heading: w.apart,
        rows: [
          { label: w.rejected, value: money(f.rejected.amountCents), note: count(f.rejected.orders) },
          { label: w.cancelled, value: money(f.cancelled.amountCents), note: count(f.cancelled.orders) },
          { label: w.refunded, value: money(f.refunded.amountCents), note: count(f.refunded.orders) },
        ],
      },
      {
        heading: w.bookings,
        rows: [
          { label: w.reservations, value: String(f.reservations) },
          { label: w.covers, value: String(f.coversBooked) },
          { label: w.noShows, value: String(f.noShows) },
        ],
      },
      {
        heading: w.bestSellers,
        rows: summary.bestSellers.map((s) => ({ label: `${s.quantity} x ${s.name}`, value: money(s.amountCents) })),
        empty: w.nothingSold,
      },
    ],
    footer: w.footer,
  };
}

/** A row as one line: "label (note): value". */
const plainRow = (r: SummaryRow) => `${r.label}${r.note ? ` (${r.note})` : ''}: ${r.value}`;

/** The owner's mail: subject, plain text and HTML with one table per section. */
export function endOfDayMail(
  summary: EndOfDay,
  locale: MailLocale,
  madeAt: string,
): { subject: string; text: string; html: string } {
  const s = endOfDayWords(summary, locale, madeAt);
  const text = [
    ...s.intro,
    '',
    ...s.sections.flatMap((section) => [
      section.heading,
      ...(section.rows.length ? section.rows.map((r) => `  ${plainRow(r)}`) : [`  ${section.empty ?? ''}`]),
      '',
    ]),
    s.footer,
  ].join('\n');
  const cell = 'style="padding: 2px 8px; border-bottom: 1px solid #eee;"';
  const html = mailLayout({
    title: s.title,
    locale,
    footer: s.footer,
    bodyHtml: [
      ...s.intro.map((p) => `<p>${escapeHtml(p)}</p>`),
      ...s.sections.map((section) =>
        [
          `<table style="border-collapse: collapse; margin: 12px 0; min-width: 320px;">`,
          `<caption style="text-align: left; font-weight: bold; padding: 4px 0;">${escapeHtml(section.heading)}</caption>`,
          section.rows.length
            ? section.rows
                .map(
                  (r) =>
                    `<tr><th scope="row" ${cell} align="left">${escapeHtml(r.label)}</th><td ${cell}>${escapeHtml(r.note ?? '')}</td><td ${cell} align="right">${escapeHtml(r.value)}</td></tr>`,
                )
                .join('\n')
            : `<tr><td ${cell}>${escapeHtml(section.empty ?? '')}</td></tr>`,
          '</table>',
        ].join('\n'),
      ),
    ].join('\n'),
  });
  return { subject: s.title, text, html };
}

/**
 * The summary as a ticket of `columns` characters (32 on 58 mm paper, 48 on 80 mm): labels on
 * the left, amounts on the right, a long label cut to leave room for its amount.
 */
export function endOfDayTicket(summary: EndOfDay, locale: MailLocale, madeAt: string, columns = 42): string {
  const s = endOfDayWords(summary, locale, madeAt);
  const line = (left: string, right: string) => {
    const room = Math.max(1, columns - right.length - 1);
    const cut = left.length > room ? `${left.slice(0, room - 1)}.` : left;
    return `${cut}${' '.repeat(Math.max(1, columns - cut.length - right.length))}${right}`;
  };
  const rule = '-'.repeat(columns);
  return [
    s.title,
    ...s.intro.slice(1),
    rule,
    ...s.sections.flatMap((section) => [
      section.heading.toUpperCase(),
      ...(section.rows.length
        ? section.rows.map((r) => line(r.note ? `${r.label} (${r.note})` : r.label, r.value))
        : [section.empty ?? '']),
      rule,
    ]),
  ].join('\n');
}
