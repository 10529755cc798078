// The texts of an order's e-mails to the diner, in Italian and English (the diner's language,
// mail/mail-language.ts): the link that confirms an anonymous cash order, and the order
// summary. The order's state is worded by the domain (orderStatusText), the same words as
// 'I tuoi ordini' and the summary page.
import { splitAdditions } from '@tavola/domain/cart-rules';
import { OrderType, PaymentMethod, PaymentStatus } from '@tavola/domain/enums';
import type { Order } from '@tavola/domain/order';
import { orderStatusText } from '@tavola/domain/order-status-wording';
import { escapeHtml, mailLayout, type MailLocale } from '../mail/mail-format';
import type { OrderStateView } from './order-state-service';

interface MailText {
  subject: string;
  text: string;
  html: string;
}

const texts = {
  it: {
    hello: 'Ciao,',
    thanks: (n: number, venue: string | null) => `grazie per il tuo ordine n. ${n}${venue ? ` presso ${venue}` : ''}.`,
    thanksHtml: (n: string, venue: string | null) =>
      `Grazie per il tuo ordine n. ${n}${venue ? ` presso ${venue}` : ''}.`,
    until: (date: string, time: string) => `entro le ${time} del ${date}`,
    openLink: (until: string) => `Per confermarlo apri questo link ${until}:`,
    pressButton: (until: string) => `Per confermarlo premi il pulsante ${until}:`,
    button: 'Conferma ordine',
    copyLink: 'Se il pulsante non funziona, copia questo indirizzo nel browser:',
    notPrepared:
      "Finché non lo confermi l'ordine non viene preparato. Se non hai fatto tu questo ordine, ignora questa email.",
    confirmTitle: (n: number) => `Conferma il tuo ordine n. ${n}`,
    summaryTitle: (n: number | null) => `Riepilogo dell'ordine n. ${n}`,
    orderType: {
      [OrderType.AlTavolo]: 'Al tavolo',
      [OrderType.Asporto]: 'Asporto',
      [OrderType.Consegna]: 'Consegna a domicilio',
    } as Record<number, string>,
    payment: {
      [PaymentMethod.Cash]: 'Contanti',
      [PaymentMethod.Card]: 'Carta di prova',
      [PaymentMethod.Nexi]: 'Carta (Nexi)',
    } as Record<number, string>,
    otherPayment: 'Altro',
    paymentToChoose: 'da scegliere',
    refunded: 'rimborsato',
    refundDue: 'pagato, il ristorante ti rimborserà',
    paid: 'pagato',
    nothingToPay: 'nulla da pagare',
    toPay: 'da pagare',
    more: 'Più',
    less: 'Meno',
    facts: {
      orderType: 'Tipo di ordine',
      venue: 'Sede',
      table: 'Tavolo',
      name: 'Nome',
      pickup: 'Ritiro',
      delivery: 'Consegna',
      address: 'Indirizzo di consegna',
      status: 'Stato',
      payment: 'Pagamento',
      notes: 'Note',
      products: 'Prodotti',
      deliveryCost: 'Consegna',
      total: 'Totale',
    },
    dateTime: (date: string, time: string) => `${date} alle ${time}`,
    follow: 'Segui il tuo ordine',
    goodbye: (company: string) => `Grazie per aver scelto ${company}!`,
    money: new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }),
  },
  en: {
    hello: 'Hi,',
    thanks: (n: number, venue: string | null) => `thank you for your order no. ${n}${venue ? ` at ${venue}` : ''}.`,
    thanksHtml: (n: string, venue: string | null) => `Thank you for your order no. ${n}${venue ? ` at ${venue}` : ''}.`,
    until: (date: string, time: string) => `by ${time} on ${date}`,
    openLink: (until: string) => `To confirm it, open this link ${until}:`,
    pressButton: (until: string) => `To confirm it, press the button ${until}:`,
    button: 'Confirm order',
    copyLink: 'If the button does not work, copy this address into your browser:',
    notPrepared:
      'Until you confirm it, the order is not prepared. If you did not place this order, ignore this e-mail.',
    confirmTitle: (n: number) => `Confirm your order no. ${n}`,
    summaryTitle: (n: number | null) => `Summary of order no. ${n}`,
    orderType: {
      [OrderType.AlTavolo]: 'At the table',
      [OrderType.Asporto]: 'Takeaway',
      [OrderType.Consegna]: 'Home delivery',
    } as Record<number, string>,
    payment: {
      [PaymentMethod.Cash]: 'Cash',
      [PaymentMethod.Card]: 'Test card',
      [PaymentMethod.Nexi]: 'Card (Nexi)',
    } as Record<number, string>,
    otherPayment: 'Other',
    paymentToChoose: 'to be chosen',
    refunded: 'refunded',
    refundDue: 'paid, the restaurant will refund you',
    paid: 'paid',
    nothingToPay: 'nothing to pay',
    toPay: 'to be paid',
    more: 'Extra',
    less: 'Without',
    facts: {
      orderType: 'Order type',
      venue: 'Venue',
      table: 'Table',
      name: 'Name',
      pickup: 'Pickup',
      delivery: 'Delivery',
      address: 'Delivery address',
      status: 'Status',
      payment: 'Payment',
      notes: 'Notes',
      products: 'Products',
      deliveryCost: 'Delivery',
      total: 'Total',
    },
    dateTime: (date: string, time: string) => `${date} at ${time}`,
    follow: 'Follow your order',
    goodbye: (company: string) => `Thank you for choosing ${company}!`,
    money: new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }),
  },
} as const;

/** The brand names of the online providers read the same in every language. */
const providerNames: Record<number, string> = {
  [PaymentMethod.Paypal]: 'PayPal',
  [PaymentMethod.Satispay]: 'SatisPay',
  [PaymentMethod.Sumup]: 'SumUp',
  [PaymentMethod.Stripe]: 'Stripe',
};

/** '2026-11-28' as '28/11/2026'. */
function dayText(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}/${m}/${y}`;
}

/** The mail with the link that confirms an anonymous cash order (order/sendEmailConfirmOrder). */
export function confirmOrderMail(
  locale: MailLocale,
  input: {
    orderNumber: number;
    venueName: string | null;
    tradeName: string;
    link: string;
    until: { date: string; time: string };
  },
): MailText {
  const t = texts[locale];
  const until = t.until(dayText(input.until.date), input.until.time);
  const text = [
    t.hello,
    '',
    t.thanks(input.orderNumber, input.venueName),
    t.openLink(until),
    input.link,
    '',
    t.notPrepared,
    '',
    input.tradeName,
  ].join('\n');
  const html = mailLayout({
    title: t.confirmTitle(input.orderNumber),
    bodyHtml: [
      `<p>${t.thanksHtml(`<strong>${input.orderNumber}</strong>`, input.venueName === null ? null : escapeHtml(input.venueName))}</p>`,
      `<p>${escapeHtml(t.pressButton(until))}</p>`,
      `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#b22222;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none;">${t.button}</a></p>`,
      `<p style="font-size:12px;color:#555;">${escapeHtml(t.copyLink)} ${escapeHtml(input.link)}</p>`,
      `<p>${escapeHtml(t.notPrepared)}</p>`,
    ].join('\n'),
    footer: input.tradeName,
    locale,
  });
  return { subject: `${t.confirmTitle(input.orderNumber)} - ${input.tradeName}`, text, html };
}

export interface SummaryMailExtras {
  /** The order's real state (orderStateOf). */
  state: OrderStateView;
  /** 'HH:mm' venue-local: when it was collected, delivered or served. */
  deliveredTime: string | null;
  /** The diner's order summary page, to follow the order. */
  followUrl: string | null;
  /** The answers to the menu's extra questions, with their captions. */
  answers: Array<{ caption: string; value: string }>;
}

function paymentText(locale: MailLocale, order: Order, state: OrderStateView): string {
  const t = texts[locale];
  if (order.paymentType === null) return t.paymentToChoose;
  const name = t.payment[order.paymentType] ?? providerNames[order.paymentType] ?? t.otherPayment;
  const paid =
    state.refund === 'refunded'
      ? t.refunded
      : state.refund === 'due'
        ? t.refundDue
        : order.paymentStatus === PaymentStatus.Paid
          ? t.paid
          : state.final
            ? t.nothingToPay
            : t.toPay;
  return `${name} (${paid})`;
}

/** The order summary mail (order/sendEmailOrderSummary, and after the confirmation link). */
export function orderSummaryMail(
  locale: MailLocale,
  order: Order,
  opts: { tradeName: string; venueName: string | null } & SummaryMailExtras,
): MailText {
  const t = texts[locale];
  const f = t.facts;
  const money = (amount: number) => t.money.format(amount);
  const lines: string[] = [];
  const htmlRows: string[] = [];
  for (const d of order.details) {
    lines.push(`${d.quantity} x ${d.description}  ${money(d.amount)}`);
    const extras: string[] = [];
    // A free choice (the classic dough) is what the dish comes with, not a surcharge (splitAdditions).
    const { included, priced } = splitAdditions(d.additiveVariations);
    if (included.length) extras.push(included.map((v) => v.description).join(', '));
    if (priced.length)
      extras.push(`${t.more}: ${priced.map((v) => `${v.description} (+${money(v.unitPrice)})`).join(', ')}`);
    if (d.subtractiveVariations.length)
      extras.push(`${t.less}: ${d.subtractiveVariations.map((v) => v.description).join(', ')}`);
    for (const e of extras) lines.push(`    ${e}`);
    htmlRows.push(
      `<tr><td style="padding:4px 8px 4px 0;vertical-align:top;">${d.quantity} x</td><td style="padding:4px 8px;">${escapeHtml(d.description)}${extras
        .map((e) => `<br><span style="color:#555;font-size:13px;">${escapeHtml(e)}</span>`)
        .join(
          '',
        )}</td><td style="padding:4px 0;text-align:right;white-space:nowrap;vertical-align:top;">${money(d.amount)}</td></tr>`,
    );
  }
  const facts: Array<[string, string]> = [
    [f.orderType, t.orderType[order.orderType] ?? ''],
    [f.venue, order.seatAddress ?? opts.venueName ?? ''],
  ];
  if (order.tableNumber != null) facts.push([f.table, String(order.tableNumber)]);
  if (order.customerName) facts.push([f.name, order.customerName]);
  if (order.requestedDateTime) {
    const [date, time] = order.requestedDateTime.split('T');
    facts.push([
      order.orderType === OrderType.Consegna ? f.delivery : f.pickup,
      t.dateTime(dayText(date), time.slice(0, 5)),
    ]);
  }
  if (order.userAddress) facts.push([f.address, order.userAddress]);
  const status = orderStatusText(
    {
      state: opts.state.state,
      orderType: order.orderType,
      estimatedReadyTime: opts.state.estimatedReadyTime,
      deliveredTime: opts.deliveredTime,
      rejectionReason: opts.state.rejectionReason,
      confirmationByStaff: order.confirmationByStaff,
    },
    locale,
  );
  facts.push([f.status, status]);
  facts.push([f.payment, paymentText(locale, order, opts.state)]);
  for (const answer of opts.answers) facts.push([answer.caption, answer.value]);
  if (order.notes) facts.push([f.notes, order.notes]);
  const totals: Array<[string, string]> = [[f.products, money(order.productAmount)]];
  if (order.deliveryAmount > 0) totals.push([f.deliveryCost, money(order.deliveryAmount)]);
  totals.push([f.total, money(order.totalAmount)]);

  const title = t.summaryTitle(order.orderNumber);
  const text = [
    `${title} - ${opts.tradeName}`,
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    ...lines,
    '',
    ...totals.map(([k, v]) => `${k}: ${v}`),
    '',
    ...(opts.followUrl ? [`${t.follow}: ${opts.followUrl}`, ''] : []),
    t.goodbye(opts.tradeName),
  ].join('\n');
  const html = mailLayout({
    title,
    bodyHtml: [
      `<p>${facts.map(([k, v]) => `<strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}`).join('<br>')}</p>`,
      `<table style="border-collapse:collapse;width:100%;">${htmlRows.join('')}</table>`,
      `<p style="text-align:right;">${totals.map(([k, v]) => (k === f.total ? `<strong>${k}: ${v}</strong>` : `${k}: ${v}`)).join('<br>')}</p>`,
      ...(opts.followUrl ? [`<p><a href="${escapeHtml(opts.followUrl)}">${t.follow}</a></p>`] : []),
      `<p>${escapeHtml(t.goodbye(opts.tradeName))}</p>`,
    ].join('\n'),
    footer: opts.tradeName,
    locale,
  });
  return { subject: `${title} - ${opts.tradeName}`, text, html };
}
