// E-mails of an order (spec 000 §7, 001 §7; issue #3): the confirmation link of an anonymous
// cash order and the order summary. Check codes follow the spec README: the browser gets only
// an opaque, non-secret value; the secret is generated here, sent only by e-mail, stored
// hashed, single-use, expiring, and compared in constant time. The callback URL is accepted
// only on the app's own origin or one of the company's allowed origins.
import { randomUUID } from 'node:crypto';
import { splitAdditions } from '@tavola/domain/cart-rules';
import { badRequest } from '@tavola/domain/error-codes';
import { OrderStatus, OrderType, PaymentMethod, PaymentStatus } from '@tavola/domain/enums';
import { readableExtraAnswers } from '@tavola/domain/extra-field-rules';
import type { Order } from '@tavola/domain/order';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { menuExtraFields } from '../../db/schema';
import type { Mailer } from '../../plugins/mailer';
import type { ClientSession } from '../../plugins/session';
import { CheckCodePurpose, consumeCheckCode, isIssuedCheckCode, issueCheckCode } from '../account/check-codes';
import { venueLocalTime } from '@tavola/domain/slot-rules';
import { confirmationDeadline, confirmationLinkEffect, OrderState, type ConfirmOrderResponse } from '@tavola/domain/order-state';
import { findSeatWeb } from '../company/company-repository';
import { lockOrderRow } from '../order-board/order-board-repository';
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
import { orderStateOf, requestedInstant, type OrderStateView } from './order-state-service';

export const ORDER_EXPIRED_MESSAGE = "Ci dispiace, ma l'ordine è scaduto.";
export const CALLBACK_NOT_ALLOWED_MESSAGE = "L'indirizzo di ritorno indicato non è consentito.";
export const NO_EMAIL_MESSAGE = "Non è stato possibile inviare la mail: il cliente non ha un indirizzo email.";
export const ORDER_ALREADY_CONFIRMED_MESSAGE = "L'ordine è già confermato.";
export const ORDER_NOT_CASH_MESSAGE = "Quest'ordine si conferma con il pagamento online, non via email.";
export const ORDER_CONFIRMED_BY_STAFF_MESSAGE = "Quest'ordine lo conferma il personale al tavolo: non serve confermarlo via email.";
export const ORDER_REJECTED_MESSAGE = "Il ristorante ha rifiutato quest'ordine: non serve confermarlo.";
/** Spec 000 §8 gives no text for a link used after the order's time; ours. */
export const ORDER_TIME_PASSED_MESSAGE =
  "L'orario richiesto per questo ordine è già passato: non è più possibile confermarlo. Contatta il locale per un nuovo ordine.";

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
  const { state } = await orderStateOf(ctx.db, order, ctx.now);
  if (state === OrderState.Rejected) throw badRequest('ORDER_REJECTED', ORDER_REJECTED_MESSAGE);
  if (state === OrderState.Expired) throw badRequest('ORDER_TIME_PASSED', ORDER_TIME_PASSED_MESSAGE);
  if (order.orderStatus !== OrderStatus.Open) throw badRequest('ORDER_ALREADY_CONFIRMED', ORDER_ALREADY_CONFIRMED_MESSAGE);
  // The venue's staff confirm this table order at the table: no link is ever mailed for it.
  if (order.confirmationByStaff) throw badRequest('ORDER_CONFIRMED_BY_STAFF', ORDER_CONFIRMED_BY_STAFF_MESSAGE);
  // Only a cash order is confirmed by e-mail; an online one only by its verified payment (#9).
  if (state !== OrderState.AwaitingConfirmation) throw badRequest('ORDER_NOT_CASH', ORDER_NOT_CASH_MESSAGE);
  if (!customer.email) throw badRequest('CUSTOMER_EMAIL_MISSING', NO_EMAIL_MESSAGE);
  const company = await findCompany(ctx.db, session.companyId);
  const venue = await findSeatWeb(ctx.db, session.companyId, order.seatWebId);

  const allowedOrigins = [...ctx.ownOrigins, ...(company?.allowedOrigins ?? [])];
  // A refused callback must not issue a code: issuing one revokes the link mailed earlier.
  confirmationLink(args.callbackUrl, allowedOrigins, order, 'check');
  const owner = { purpose: CheckCodePurpose.ConfirmOrder, customerId: customer.customerId, orderId: order.orderId };
  // Good until the order can no longer be served: its requested time, never beyond the TTL.
  const deadline = confirmationDeadline(ctx.now, ctx.ttlHours * 3600_000, await requestedInstant(ctx.db, order));
  const secret = await issueCheckCode(ctx.db, owner, ctx.now, deadline.getTime() - ctx.now.getTime());
  const link = confirmationLink(args.callbackUrl, allowedOrigins, order, secret);

  const tradeName = company?.tradeName ?? '';
  const local = venueLocalTime(deadline, (await findSeatWebTimeZone(ctx.db, order.seatWebId)) ?? 'Europe/Rome');
  const [y, m, d] = local.date.split('-');
  const until = `entro le ${local.time} del ${d}/${m}/${y}`;
  const text = [
    'Ciao,',
    '',
    `grazie per il tuo ordine n. ${order.orderNumber}${venue ? ` presso ${venue.name}` : ''}.`,
    `Per confermarlo apri questo link ${until}:`,
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
      `<p>Per confermarlo premi il pulsante ${until}:</p>`,
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#b22222;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none;">Conferma ordine</a></p>`,
      `<p style="font-size:12px;color:#555;">Se il pulsante non funziona, copia questo indirizzo nel browser: ${escapeHtml(link)}</p>`,
      "<p>Finché non lo confermi l'ordine non viene preparato. Se non hai fatto tu questo ordine, ignora questa email.</p>",
    ].join('\n'),
    footer: tradeName,
  });
  await ctx.mailer.send({ to: customer.email, subject: `Conferma il tuo ordine n. ${order.orderNumber} - ${tradeName}`, text, html });
  return true;
}

/**
 * order/confirmCustomerOrder: the e-mail link's secret confirms the order once, and only while
 * the order waits for it (confirmationLinkEffect). Wrong, used or expired codes answer 'Ci
 * dispiace, ma l'ordine è scaduto.' (000 §8). With a code this order was once given, an order
 * that no longer waits answers as it is and nothing changes: already confirmed (a second
 * click), rejected by the restaurant (with the reason) or cancelled; a link used when the
 * order can no longer be served is refused with its own message. A rejection or cancellation
 * is final: the link never turns it back into a confirmed order, and mails nothing.
 * Confirming mails the order summary (000 §1: "a confirmation and a summary e-mail follow");
 * a mail failure is logged and does not undo the confirmation. No customer is needed in the
 * session (the link may be opened on another device); a session of another company cannot
 * confirm.
 */
export async function confirmCustomerOrder(
  ctx: MailContext & { log?: { warn(obj: object, msg: string): void }; publicOrigin?: string | null },
  session: ClientSession | null,
  args: { orderId: number; checkCode: string },
): Promise<ConfirmOrderResponse> {
  const { db, now } = ctx;
  const expired = () => badRequest('ORDER_CONFIRMATION_EXPIRED', ORDER_EXPIRED_MESSAGE);
  const found = await findOrderRow(db, args.orderId);
  if (!found || (session && session.companyId !== found.companyId)) throw expired();
  const order = found;
  const owner = { purpose: CheckCodePurpose.ConfirmOrder, customerId: order.customerId, orderId: order.orderId };
  const answer = (alreadyConfirmed: boolean, view: OrderStateView): ConfirmOrderResponse => ({
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    alreadyConfirmed,
    state: view.state,
    rejectionReason: view.rejectionReason,
    refund: view.refund,
    ckError: false,
    ckErrorStr: null,
    ckErrorCode: null,
  });

  // Under the order's row lock, as the board's actions: a rejection pressed at the same moment
  // is applied either wholly before (the link then shows it) or after (it rejects a confirmed order).
  const outcome = await db.transaction(async (tx) => {
    const row = (await lockOrderRow(tx, order.orderId)) ?? order;
    const view = await orderStateOf(tx, row, now);
    const effect = confirmationLinkEffect(view.state);
    if (effect !== 'confirm') return { effect, view };
    if (!(await consumeCheckCode(tx, owner, args.checkCode, now))) throw expired();
    // The link verifies the diner's e-mail; it confirms a cash order only (issue #8 hole 4, #9).
    if (row.paymentType !== PaymentMethod.Cash) throw expired();
    await setOrderFields(tx, order.orderId, { orderStatus: OrderStatus.Confirmed, emailConfirmedAt: now });
    return { effect, view: { ...view, state: OrderState.New, final: false } };
  });

  if (outcome.effect !== 'confirm') {
    if (!(await isIssuedCheckCode(db, owner, args.checkCode))) throw expired();
    if (outcome.effect === 'already-confirmed') return answer(true, outcome.view);
    if (outcome.view.state === OrderState.Expired) throw badRequest('ORDER_TIME_PASSED', ORDER_TIME_PASSED_MESSAGE);
    if (outcome.view.state === OrderState.BeingPaid) throw expired();
    return answer(false, outcome.view);
  }

  const customer = order.customerId == null ? null : await findCustomer(db, order.companyId, order.customerId);
  if (customer?.email) {
    try {
      await mailSummary(ctx, customer, { ...order, orderStatus: OrderStatus.Confirmed, emailConfirmedAt: now });
    } catch (error) {
      ctx.log?.warn({ orderId: order.orderId, err: error }, 'order summary mail after the confirmation link failed');
    }
  }
  return answer(false, outcome.view);
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
/** The order's state as the summary mail names it (currentOrderState, never the bare status). */
function stateLabel(view: OrderStateView, orderType: number): string {
  switch (view.state) {
    case OrderState.AwaitingConfirmation:
      return 'Aperto (da confermare)';
    case OrderState.BeingPaid:
      return 'In attesa del pagamento';
    case OrderState.New:
      return 'Confermato';
    case OrderState.Accepted:
      return `Accettato dal ristorante${view.estimatedReadyTime ? `, pronto verso le ${view.estimatedReadyTime}` : ''}`;
    case OrderState.InProduction:
      return 'In produzione';
    case OrderState.Ready:
      return orderType === OrderType.Consegna ? 'In transito' : 'Pronto';
    case OrderState.Delivered:
      return orderType === OrderType.Consegna ? 'Consegnato' : orderType === OrderType.Asporto ? 'Ritirato' : 'Consumato';
    case OrderState.Rejected:
      return `Rifiutato dal ristorante${view.rejectionReason ? ` (motivo: ${view.rejectionReason})` : ''}`;
    case OrderState.Cancelled:
      return 'Annullato: il pagamento non è stato completato';
    case OrderState.Expired:
      return 'Scaduto: non è stato confermato in tempo';
  }
}

function paymentStateLabel(view: OrderStateView, paymentStatus: number): string {
  if (view.refund === 'refunded') return 'rimborsato';
  if (view.refund === 'due') return 'pagato, il ristorante ti rimborserà';
  if (paymentStatus === PaymentStatus.Paid) return 'pagato';
  return view.final ? 'nulla da pagare' : 'da pagare';
}

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

export interface SummaryMailExtras {
  /** The order's real state (orderStateOf). */
  state: OrderStateView;
  /** The diner's order summary page, to follow the order. */
  followUrl: string | null;
  /** The answers to the menu's extra questions, with their captions. */
  answers: Array<{ caption: string; value: string }>;
}

export function orderSummaryText(
  order: Order,
  opts: { tradeName: string; venueName: string | null } & SummaryMailExtras,
): { text: string; html: string } {
  const lines: string[] = [];
  const htmlRows: string[] = [];
  for (const d of order.details) {
    lines.push(`${d.quantity} x ${d.description}  ${money(d.amount)}`);
    const extras: string[] = [];
    // A free choice (the classic dough) is what the dish comes with, not a surcharge (splitAdditions).
    const { included, priced } = splitAdditions(d.additiveVariations);
    if (included.length) extras.push(included.map((v) => v.description).join(', '));
    if (priced.length) extras.push(`Più: ${priced.map((v) => `${v.description} (+${money(v.unitPrice)})`).join(', ')}`);
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
      : `${paymentLabel[order.paymentType] ?? 'Altro'} (${paymentStateLabel(opts.state, order.paymentStatus)})`;
  const facts: Array<[string, string]> = [
    ['Tipo di ordine', orderTypeLabel[order.orderType] ?? ''],
    ['Sede', order.seatAddress ?? opts.venueName ?? ''],
  ];
  if (order.tableNumber != null) facts.push(['Tavolo', String(order.tableNumber)]);
  if (order.customerName) facts.push(['Nome', order.customerName]);
  const when = whenText(order);
  if (when) facts.push([when.split(': ')[0], when.split(': ')[1]]);
  if (order.userAddress) facts.push(['Indirizzo di consegna', order.userAddress]);
  const byStaff = order.confirmationByStaff && opts.state.state === OrderState.AwaitingConfirmation;
  facts.push(['Stato', byStaff ? 'Da confermare: lo conferma il personale al tavolo' : stateLabel(opts.state, order.orderType)]);
  facts.push(['Pagamento', payment]);
  for (const answer of opts.answers) facts.push([answer.caption, answer.value]);
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
    ...(opts.followUrl ? [`Segui il tuo ordine: ${opts.followUrl}`, ''] : []),
    `Grazie per aver scelto ${opts.tradeName}!`,
  ].join('\n');
  const html = mailLayout({
    title: `Riepilogo dell'ordine n. ${order.orderNumber}`,
    bodyHtml: [
      `<p>${facts.map(([k, v]) => `<strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}`).join('<br>')}</p>`,
      `<table style="border-collapse:collapse;width:100%;">${htmlRows.join('')}</table>`,
      `<p style="text-align:right;">${totals.map(([k, v]) => (k === 'Totale' ? `<strong>${k}: ${v}</strong>` : `${k}: ${v}`)).join('<br>')}</p>`,
      ...(opts.followUrl ? [`<p><a href="${escapeHtml(opts.followUrl)}">Segui il tuo ordine</a></p>`] : []),
      `<p>Grazie per aver scelto ${escapeHtml(opts.tradeName)}!</p>`,
    ].join('\n'),
    footer: opts.tradeName,
  });
  return { text, html };
}

/** order/sendEmailOrderSummary: the Italian summary of the session customer's order. */
export async function sendEmailOrderSummary(
  ctx: MailContext & { publicOrigin?: string | null },
  session: ClientSession,
  args: { orderId: number; customerId: number },
): Promise<boolean> {
  const { customer, order } = await sessionCustomerOrder(ctx.db, session, args.orderId, args.customerId);
  return mailSummary(ctx, customer, order);
}

/** The diner's order summary page of an order (spec 000 §2 order-summary/{orderId}/{orderNumber}). */
export function orderFollowUrl(publicOrigin: string, order: { orderId: number; orderNumber: number }, companyUrlName: string): string {
  return `${new URL(publicOrigin).origin}/main/order-summary/${order.orderId}/${order.orderNumber}?${new URLSearchParams({ company: companyUrlName })}`;
}

async function mailSummary(ctx: MailContext & { publicOrigin?: string | null }, customer: CustomerRow, row: OrderRow): Promise<boolean> {
  if (!customer.email) throw badRequest('CUSTOMER_EMAIL_MISSING', NO_EMAIL_MESSAGE);
  const company = await findCompany(ctx.db, row.companyId);
  const venue = await findSeatWeb(ctx.db, row.companyId, row.seatWebId);
  const order = await loadOrder(ctx.db, row);
  const tradeName = company?.tradeName ?? '';
  const fields = row.menuWebId === null ? [] : await ctx.db.select().from(menuExtraFields).where(eq(menuExtraFields.menuWebId, row.menuWebId));
  const answers = readableExtraAnswers([row.extraField1, row.extraField2, row.extraField3, row.extraField4, row.extraField5], fields);
  const { text, html } = orderSummaryText(order, {
    tradeName,
    venueName: venue?.name ?? null,
    state: await orderStateOf(ctx.db, row, ctx.now),
    followUrl: ctx.publicOrigin && company ? orderFollowUrl(ctx.publicOrigin, row, company.urlName) : null,
    answers,
  });
  await ctx.mailer.send({ to: customer.email, subject: `Riepilogo dell'ordine n. ${order.orderNumber} - ${tradeName}`, text, html });
  return true;
}

