// E-mails of an order (spec 000 §7, 001 §7; issue #3): the confirmation link of an anonymous
// cash order and the order summary. Check codes follow the spec README: the browser gets only
// an opaque, non-secret value; the secret is generated here, sent only by e-mail, stored
// hashed, single-use, expiring, and compared in constant time. The callback URL is accepted
// only on the app's own origin or one of the company's allowed origins.
import { randomUUID } from 'node:crypto';
import { badRequest } from '@tavola/domain/error-codes';
import { OrderStatus, OrderType, PaymentMethod, PaymentStatus } from '@tavola/domain/enums';
import type { Order } from '@tavola/domain/order';
import type { Db } from '../../db/database';
import type { Mailer } from '../../plugins/mailer';
import type { ClientSession } from '../../plugins/session';
import { CheckCodePurpose, consumeCheckCode, isIssuedCheckCode, issueCheckCode } from '../account/check-codes';
import { venueLocalTime } from '@tavola/domain/slot-rules';
import { findSeatWeb } from '../company/company-repository';
import { escapeHtml, mailLayout } from '../mail/mail-format';
import { findCustomer, type CustomerRow } from '../customer/customer-repository';
import {
  findCompany,
  findCustomerOrderRow,
  findOrderRow,
  findSeatWebTimeZone,
  loadOrder,
  setOrderFields,
  type OrderRow,
} from './order-repository';
import { orderNotFound } from './order-save-service';

export const ORDER_EXPIRED_MESSAGE = "Ci dispiace, ma l'ordine è scaduto.";
export const CALLBACK_NOT_ALLOWED_MESSAGE = "L'indirizzo di ritorno indicato non è consentito.";
export const NO_EMAIL_MESSAGE = "Non è stato possibile inviare la mail: il cliente non ha un indirizzo email.";
export const ORDER_ALREADY_CONFIRMED_MESSAGE = "L'ordine è già confermato.";
export const ORDER_NOT_CASH_MESSAGE = "Quest'ordine si conferma con il pagamento online, non via email.";

interface MailContext {
  db: Db;
  mailer: Mailer;
  now: Date;
}

/** The session customer's order; the customerId query parameter must name the session's customer. */
async function sessionCustomerOrder(db: Db, session: ClientSession, orderId: number, customerId?: number) {
  if (session.customerId === null || (customerId !== undefined && customerId !== session.customerId)) throw orderNotFound();
  const customer = await findCustomer(db, session.companyId, session.customerId);
  if (!customer) throw orderNotFound();
  const order = await findCustomerOrderRow(db, session.companyId, customer.customerId, orderId);
  if (!order) throw orderNotFound();
  return { customer, order };
}

/**
 * order/getCheckCodeForConfirmOrder: an opaque request id, not a secret. A client written to
 * the documents puts it where the check code goes in the callback URL; the server replaces
 * that path segment with the real secret before mailing the link.
 */
export async function getCheckCodeForConfirmOrder(db: Db, session: ClientSession, orderId: number): Promise<string> {
  await sessionCustomerOrder(db, session, orderId);
  return `req_${randomUUID()}`;
}

/**
 * Where the secret goes: the callback must be http(s) on an allowed origin and point at this
 * order's confirmation page, '{prefix}/order-confirmed/{orderId}/{orderNumber}' followed by the
 * {checkCode} placeholder, any other last segment (getCheckCodeForConfirmOrder's value), or
 * nothing. That segment becomes the secret; the query (company, seatWebId) is kept.
 */
export function confirmationLink(callbackUrl: string, allowedOrigins: readonly string[], order: { orderId: number; orderNumber: number }, secret: string): string {
  let url: URL;
  try {
    url = new URL(callbackUrl);
  } catch {
    throw badRequest('CALLBACK_URL_NOT_ALLOWED', CALLBACK_NOT_ALLOWED_MESSAGE);
  }
  const allowed = new Set(allowedOrigins.map(originOf).filter((o): o is string => o !== null));
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || !allowed.has(url.origin)) {
    throw badRequest('CALLBACK_URL_NOT_ALLOWED', CALLBACK_NOT_ALLOWED_MESSAGE);
  }
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    throw badRequest('CALLBACK_URL_NOT_ALLOWED', CALLBACK_NOT_ALLOWED_MESSAGE);
  }
  const marker = `/order-confirmed/${order.orderId}/${order.orderNumber}`;
  const at = path.lastIndexOf(marker);
  const rest = at < 0 ? null : path.slice(at + marker.length);
  if (rest === null || !(rest === '' || rest === '/' || /^\/[^/]+\/?$/.test(rest))) {
    throw badRequest('CALLBACK_URL_NOT_ALLOWED', CALLBACK_NOT_ALLOWED_MESSAGE);
  }
  url.pathname = `${path.slice(0, at)}${marker}/${encodeURIComponent(secret)}`;
  url.hash = '';
  return url.toString();
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** order/sendEmailConfirmOrder: mails the confirmation link of an anonymous cash order. */
export async function sendEmailConfirmOrder(
  ctx: MailContext & { ttlHours: number; ownOrigins: string[] },
  session: ClientSession,
  args: { orderId: number; customerId: number; callbackUrl: string },
): Promise<boolean> {
  const { customer, order } = await sessionCustomerOrder(ctx.db, session, args.orderId, args.customerId);
  if (order.orderStatus !== OrderStatus.Open) throw badRequest('ORDER_ALREADY_CONFIRMED', ORDER_ALREADY_CONFIRMED_MESSAGE);
  // Only a cash order is confirmed by e-mail; an online one only by its verified payment (#9).
  if (order.paymentType !== PaymentMethod.Cash || order.cancelledAt) throw badRequest('ORDER_NOT_CASH', ORDER_NOT_CASH_MESSAGE);
  if (!customer.email) throw badRequest('CUSTOMER_EMAIL_MISSING', NO_EMAIL_MESSAGE);
  const company = await findCompany(ctx.db, session.companyId);
  const venue = await findSeatWeb(ctx.db, session.companyId, order.seatWebId);

  const allowedOrigins = [...ctx.ownOrigins, ...(company?.allowedOrigins ?? [])];
  // A refused callback must not issue a code: issuing one revokes the link mailed earlier.
  confirmationLink(args.callbackUrl, allowedOrigins, order, 'check');
  const owner = { purpose: CheckCodePurpose.ConfirmOrder, customerId: customer.customerId, orderId: order.orderId };
  const secret = await issueCheckCode(ctx.db, owner, ctx.now, ctx.ttlHours * 3600_000);
  const link = confirmationLink(args.callbackUrl, allowedOrigins, order, secret);

  const tradeName = company?.tradeName ?? '';
  const hours = Number.isInteger(ctx.ttlHours) ? String(ctx.ttlHours) : ctx.ttlHours.toFixed(1);
  const text = [
    'Ciao,',
    '',
    `grazie per il tuo ordine n. ${order.orderNumber}${venue ? ` presso ${venue.name}` : ''}.`,
    `Per confermarlo apri questo link entro ${hours} ore:`,
    link,
    '',
    "Finché non lo confermi l'ordine non viene preparato. Se non hai fatto tu questo ordine, ignora questa email.",
    '',
    tradeName,
  ].join('\n');
  const html = mailLayout({
    title: `Conferma il tuo ordine n. ${order.orderNumber}`,
    bodyHtml: [
      `<p>Grazie per il tuo ordine n. <strong>${order.orderNumber}</strong>${venue ? ` presso ${escapeHtml(venue.name)}` : ''}.</p>`,
      `<p>Per confermarlo premi il pulsante entro ${hours} ore:</p>`,
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#b22222;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none;">Conferma ordine</a></p>`,
      `<p style="font-size:12px;color:#555;">Se il pulsante non funziona, copia questo indirizzo nel browser: ${escapeHtml(link)}</p>`,
      "<p>Finché non lo confermi l'ordine non viene preparato. Se non hai fatto tu questo ordine, ignora questa email.</p>",
    ].join('\n'),
    footer: tradeName,
  });
  await ctx.mailer.send({ to: customer.email, subject: `Conferma il tuo ordine n. ${order.orderNumber} - ${tradeName}`, text, html });
  return true;
}

/** Spec 000 §8 gives no text for a link used after the order's time; ours. */
export const ORDER_TIME_PASSED_MESSAGE =
  "L'orario richiesto per questo ordine è già passato: non è più possibile confermarlo. Contatta il locale per un nuovo ordine.";

export interface ConfirmOrderResponse {
  orderId: number;
  orderNumber: number;
  /** The order was confirmed before (a second click on the link): nothing changed. */
  alreadyConfirmed: boolean;
  ckError: boolean;
  ckErrorStr: string | null;
  ckErrorCode: number | null;
}

/**
 * order/confirmCustomerOrder: the e-mail link's secret confirms the order once. Wrong, used or
 * expired codes answer 'Ci dispiace, ma l'ordine è scaduto.' (000 §8), except (issue #14
 * item 6) a code of this order once issued when the order is no longer Open: the answer then
 * says it is already confirmed. A link used after the order's requested time is refused with
 * its own message. Confirming mails the order summary (000 §1: "a confirmation and a summary
 * e-mail follow"); a mail failure is logged and does not undo the confirmation. No customer
 * is needed in the session (the link may be opened on another device); a session of another
 * company cannot confirm.
 */
export async function confirmCustomerOrder(
  ctx: MailContext & { log?: { warn(obj: object, msg: string): void } },
  session: ClientSession | null,
  args: { orderId: number; checkCode: string },
): Promise<ConfirmOrderResponse> {
  const { db, now } = ctx;
  const expired = () => badRequest('ORDER_CONFIRMATION_EXPIRED', ORDER_EXPIRED_MESSAGE);
  const order = await findOrderRow(db, args.orderId);
  if (!order || (session && session.companyId !== order.companyId)) throw expired();
  const owner = { purpose: CheckCodePurpose.ConfirmOrder, customerId: order.customerId, orderId: order.orderId };
  const answer = (alreadyConfirmed: boolean): ConfirmOrderResponse => ({
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    alreadyConfirmed,
    ckError: false,
    ckErrorStr: null,
    ckErrorCode: null,
  });

  if (order.orderStatus !== OrderStatus.Open) {
    if (await isIssuedCheckCode(db, owner, args.checkCode)) return answer(true);
    throw expired();
  }
  if (order.requestedDateTime && (await requestedTimePassed(db, order, now))) {
    if (!(await isIssuedCheckCode(db, owner, args.checkCode))) throw expired();
    throw badRequest('ORDER_TIME_PASSED', ORDER_TIME_PASSED_MESSAGE);
  }
  await db.transaction(async (tx) => {
    if (!(await consumeCheckCode(tx, owner, args.checkCode, now))) throw expired();
    // The link verifies the diner's e-mail; it confirms a cash order only (issue #8 hole 4, #9).
    if (order.paymentType !== PaymentMethod.Cash || order.cancelledAt) throw expired();
    if (order.orderStatus === OrderStatus.Open) {
      await setOrderFields(tx, order.orderId, { orderStatus: OrderStatus.Confirmed, emailConfirmedAt: now });
    }
  });

  const customer = order.customerId == null ? null : await findCustomer(db, order.companyId, order.customerId);
  if (customer?.email) {
    try {
      await mailSummary(ctx, customer, { ...order, orderStatus: OrderStatus.Confirmed });
    } catch (error) {
      ctx.log?.warn({ orderId: order.orderId, err: error }, 'order summary mail after the confirmation link failed');
    }
  }
  return answer(false);
}

/** The venue-local wall clock has passed the order's requested time ('YYYY-MM-DD HH:mm'). */
async function requestedTimePassed(db: Db, order: OrderRow, now: Date): Promise<boolean> {
  const requested = order.requestedDateTime?.replace('T', ' ').slice(0, 16);
  if (!requested) return false;
  const timeZone = (await findSeatWebTimeZone(db, order.seatWebId)) ?? 'Europe/Rome';
  const local = venueLocalTime(now, timeZone);
  return `${local.date} ${local.time}` > requested;
}

// ---------------------------------------------------------------------------------------------
// Order summary mail

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const money = (amount: number) => euro.format(amount);

const orderTypeLabel: Record<number, string> = {
  [OrderType.AlTavolo]: 'Al tavolo',
  [OrderType.Asporto]: 'Asporto',
  [OrderType.Consegna]: 'Consegna a domicilio',
};
const orderStatusLabel: Record<number, string> = {
  [OrderStatus.Open]: 'Aperto (da confermare)',
  [OrderStatus.Confirmed]: 'Confermato',
  [OrderStatus.InProduction]: 'In produzione',
  [OrderStatus.InTransit]: 'In transito',
  [OrderStatus.Delivered]: 'Consegnato',
};
const paymentLabel: Record<number, string> = {
  [PaymentMethod.Cash]: 'Contanti',
  [PaymentMethod.Card]: 'Carta di prova',
  [PaymentMethod.Paypal]: 'PayPal',
  [PaymentMethod.Satispay]: 'SatisPay',
  [PaymentMethod.Sumup]: 'SumUp',
  [PaymentMethod.Stripe]: 'Stripe',
  [PaymentMethod.Nexi]: 'Carta (Nexi)',
};

function whenText(order: Order): string | null {
  if (!order.requestedDateTime) return null;
  const [date, time] = order.requestedDateTime.split('T');
  const [y, m, d] = date.split('-');
  const verb = order.orderType === OrderType.Consegna ? 'Consegna' : 'Ritiro';
  return `${verb}: ${d}/${m}/${y} alle ${time.slice(0, 5)}`;
}

export function orderSummaryText(order: Order, opts: { tradeName: string; venueName: string | null }): { text: string; html: string } {
  const lines: string[] = [];
  const htmlRows: string[] = [];
  for (const d of order.details) {
    lines.push(`${d.quantity} x ${d.description}  ${money(d.amount)}`);
    const extras: string[] = [];
    if (d.additiveVariations.length) extras.push(`Più: ${d.additiveVariations.map((v) => (v.unitPrice > 0 ? `${v.description} (+${money(v.unitPrice)})` : v.description)).join(', ')}`);
    if (d.subtractiveVariations.length) extras.push(`Meno: ${d.subtractiveVariations.map((v) => v.description).join(', ')}`);
    for (const e of extras) lines.push(`    ${e}`);
    htmlRows.push(
      `<tr><td style="padding:4px 8px 4px 0;vertical-align:top;">${d.quantity} x</td><td style="padding:4px 8px;">${escapeHtml(d.description)}${extras
        .map((e) => `<br><span style="color:#555;font-size:13px;">${escapeHtml(e)}</span>`)
        .join('')}</td><td style="padding:4px 0;text-align:right;white-space:nowrap;vertical-align:top;">${money(d.amount)}</td></tr>`,
    );
  }
  const payment =
    order.paymentType === null
      ? 'da scegliere'
      : `${paymentLabel[order.paymentType] ?? 'Altro'}${order.paymentStatus === PaymentStatus.Paid ? ' (pagato)' : ' (da pagare)'}`;
  const facts: Array<[string, string]> = [
    ['Tipo di ordine', orderTypeLabel[order.orderType] ?? ''],
    ['Sede', order.seatAddress ?? opts.venueName ?? ''],
  ];
  const when = whenText(order);
  if (when) facts.push([when.split(': ')[0], when.split(': ')[1]]);
  if (order.userAddress) facts.push(['Indirizzo di consegna', order.userAddress]);
  facts.push(['Stato', orderStatusLabel[order.orderStatus] ?? '']);
  facts.push(['Pagamento', payment]);
  if (order.notes) facts.push(['Note', order.notes]);
  const totals: Array<[string, string]> = [['Prodotti', money(order.productAmount)]];
  if (order.deliveryAmount > 0) totals.push(['Consegna', money(order.deliveryAmount)]);
  totals.push(['Totale', money(order.totalAmount)]);

  const text = [
    `Riepilogo dell'ordine n. ${order.orderNumber} - ${opts.tradeName}`,
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    ...lines,
    '',
    ...totals.map(([k, v]) => `${k}: ${v}`),
    '',
    `Grazie per aver scelto ${opts.tradeName}!`,
  ].join('\n');
  const html = mailLayout({
    title: `Riepilogo dell'ordine n. ${order.orderNumber}`,
    bodyHtml: [
      `<p>${facts.map(([k, v]) => `<strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}`).join('<br>')}</p>`,
      `<table style="border-collapse:collapse;width:100%;">${htmlRows.join('')}</table>`,
      `<p style="text-align:right;">${totals.map(([k, v]) => (k === 'Totale' ? `<strong>${k}: ${v}</strong>` : `${k}: ${v}`)).join('<br>')}</p>`,
      `<p>Grazie per aver scelto ${escapeHtml(opts.tradeName)}!</p>`,
    ].join('\n'),
    footer: opts.tradeName,
  });
  return { text, html };
}

/** order/sendEmailOrderSummary: the Italian summary of the session customer's order. */
export async function sendEmailOrderSummary(
  ctx: MailContext,
  session: ClientSession,
  args: { orderId: number; customerId: number },
): Promise<boolean> {
  const { customer, order } = await sessionCustomerOrder(ctx.db, session, args.orderId, args.customerId);
  return mailSummary(ctx, customer, order);
}

async function mailSummary(ctx: MailContext, customer: CustomerRow, row: OrderRow): Promise<boolean> {
  if (!customer.email) throw badRequest('CUSTOMER_EMAIL_MISSING', NO_EMAIL_MESSAGE);
  const company = await findCompany(ctx.db, row.companyId);
  const venue = await findSeatWeb(ctx.db, row.companyId, row.seatWebId);
  const order = await loadOrder(ctx.db, row);
  const tradeName = company?.tradeName ?? '';
  const { text, html } = orderSummaryText(order, { tradeName, venueName: venue?.name ?? null });
  await ctx.mailer.send({ to: customer.email, subject: `Riepilogo dell'ordine n. ${order.orderNumber} - ${tradeName}`, text, html });
  return true;
}

