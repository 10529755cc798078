// E-mails of an order (spec 000 §7, 001 §7): the confirmation link of an anonymous cash order
// and the order summary, in the diner's language (texts in order-mails.ts). Check codes follow the spec README: the browser gets only
// an opaque, non-secret value; the secret is generated here, sent only by e-mail, stored
// hashed, single-use, expiring, and compared in constant time. The callback URL is accepted
// only on the app's own origin or one of the company's allowed origins.
import { randomUUID } from 'node:crypto';
import { badRequest } from '@tavola/domain/error-codes';
import { OrderStatus, PaymentMethod } from '@tavola/domain/enums';
import { readableExtraAnswers } from '@tavola/domain/extra-field-rules';
import type { Db } from '../../db/database';
import type { Mailer } from '../../plugins/mailer';
import type { ClientSession } from '../../plugins/session';
import { CheckCodePurpose, consumeCheckCode, isIssuedCheckCode, issueCheckCode } from '../account/check-codes';
import { venueLocalTime } from '@tavola/domain/slot-rules';
import {
  confirmationDeadline,
  confirmationLinkEffect,
  OrderState,
  type ConfirmOrderResponse,
} from '@tavola/domain/order-state';
import { findSeatWeb } from '../company';
import { lockOrderRow } from '../order-board';
import type { MailLocale } from '../mail/mail-format';
import { customerMailLocale, dinerMailLocale } from '../mail/mail-language';
import { mailLinkLanguagePrefix, mailLinkPath } from '@tavola/domain/mail-links';
import { findCustomer, type CustomerRow } from '../customer';
import {
  findCompany,
  findCustomerOrderRow,
  findOrderRow,
  findSeatWebTimeZone,
  listMenuExtraFields,
  loadOrder,
  setOrderFields,
  type OrderRow,
} from './order-repository';
import { orderNotFound } from './order-save-service';
import { confirmOrderMail, orderSummaryMail } from './order-mails';
import { orderStateOf, requestedInstant, type OrderStateView } from './order-state-service';

export const ORDER_EXPIRED_MESSAGE = "Ci dispiace, ma l'ordine è scaduto.";
export const CALLBACK_NOT_ALLOWED_MESSAGE = "L'indirizzo di ritorno indicato non è consentito.";
export const NO_EMAIL_MESSAGE = 'Non è stato possibile inviare la mail: il cliente non ha un indirizzo email.';
export const ORDER_ALREADY_CONFIRMED_MESSAGE = "L'ordine è già confermato.";
export const ORDER_NOT_CASH_MESSAGE = "Quest'ordine si conferma con il pagamento online, non via email.";
export const ORDER_CONFIRMED_BY_STAFF_MESSAGE =
  "Quest'ordine lo conferma il personale al tavolo: non serve confermarlo via email.";
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
  if (session.customerId === null || (customerId !== undefined && customerId !== session.customerId))
    throw orderNotFound();
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
 * nothing. That segment becomes the secret; the query keeps the company and names the order's
 * venue (seatWebId); on a local host the language prefix is taken off (spec 000 §7).
 */
export function confirmationLink(
  callbackUrl: string,
  allowedOrigins: readonly string[],
  order: { orderId: number; orderNumber: number; seatWebId: number },
  secret: string,
): string {
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
  url.pathname = mailLinkPath(url.origin, `${path.slice(0, at)}${marker}/${encodeURIComponent(secret)}`);
  url.hash = '';
  // Spec 000 §7: the query names the company and the order's venue, whatever the client sent.
  url.searchParams.set('seatWebId', String(order.seatWebId));
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
  if (order.orderStatus !== OrderStatus.Open)
    throw badRequest('ORDER_ALREADY_CONFIRMED', ORDER_ALREADY_CONFIRMED_MESSAGE);
  // The venue's staff confirm this table order at the table: no link is ever mailed for it.
  if (order.confirmationByStaff) throw badRequest('ORDER_CONFIRMED_BY_STAFF', ORDER_CONFIRMED_BY_STAFF_MESSAGE);
  // Only a cash order is confirmed by e-mail; an online one only by its verified payment.
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
  const locale = await dinerMailLocale(ctx.db, customer, session.languageId);
  const mail = confirmOrderMail(locale, {
    orderNumber: order.orderNumber,
    venueName: venue?.name ?? null,
    tradeName,
    link,
    until: local,
  });
  await ctx.mailer.send({ to: customer.email, ...mail });
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
    // The link verifies the diner's e-mail; it confirms a cash order only.
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
      // Opened from the mail, maybe on another device: the language the diner ordered in.
      await mailSummary(
        ctx,
        customer,
        { ...order, orderStatus: OrderStatus.Confirmed, emailConfirmedAt: now },
        customerMailLocale(customer),
      );
    } catch (error) {
      ctx.log?.warn({ orderId: order.orderId, err: error }, 'order summary mail after the confirmation link failed');
    }
  }
  return answer(false, outcome.view);
}

// ---------------------------------------------------------------------------------------------
// Order summary mail

/** order/sendEmailOrderSummary: the summary of the session customer's order, in the session's language. */
export async function sendEmailOrderSummary(
  ctx: MailContext & { publicOrigin?: string | null },
  session: ClientSession,
  args: { orderId: number; customerId: number },
): Promise<boolean> {
  const { customer, order } = await sessionCustomerOrder(ctx.db, session, args.orderId, args.customerId);
  return mailSummary(ctx, customer, order, await dinerMailLocale(ctx.db, customer, session.languageId));
}

/**
 * The diner's order summary page of an order (spec 000 §2 order-summary/{orderId}/{orderNumber}),
 * with the language prefix except on a local host (spec 001 §2 "E-mail links").
 */
export function orderFollowUrl(
  publicOrigin: string,
  order: { orderId: number; orderNumber: number },
  companyUrlName: string,
  languageCode: string | null = null,
): string {
  const origin = new URL(publicOrigin).origin;
  const prefix = mailLinkLanguagePrefix(origin, languageCode);
  return `${origin}${prefix}/main/order-summary/${order.orderId}/${order.orderNumber}?${new URLSearchParams({ company: companyUrlName })}`;
}

async function mailSummary(
  ctx: MailContext & { publicOrigin?: string | null },
  customer: CustomerRow,
  row: OrderRow,
  locale: MailLocale,
): Promise<boolean> {
  if (!customer.email) throw badRequest('CUSTOMER_EMAIL_MISSING', NO_EMAIL_MESSAGE);
  const company = await findCompany(ctx.db, row.companyId);
  const venue = await findSeatWeb(ctx.db, row.companyId, row.seatWebId);
  const order = await loadOrder(ctx.db, row);
  const tradeName = company?.tradeName ?? '';
  const fields = row.menuWebId === null ? [] : await listMenuExtraFields(ctx.db, row.menuWebId);
  const answers = readableExtraAnswers(
    [row.extraField1, row.extraField2, row.extraField3, row.extraField4, row.extraField5],
    fields,
  );
  const state = await orderStateOf(ctx.db, row, ctx.now);
  const deliveredTime = state.deliveredAt
    ? venueLocalTime(state.deliveredAt, (await findSeatWebTimeZone(ctx.db, row.seatWebId)) ?? 'Europe/Rome').time
    : null;
  const mail = orderSummaryMail(locale, order, {
    tradeName,
    venueName: venue?.name ?? null,
    state,
    deliveredTime,
    followUrl: ctx.publicOrigin && company ? orderFollowUrl(ctx.publicOrigin, row, company.urlName, locale) : null,
    answers,
  });
  await ctx.mailer.send({ to: customer.email, ...mail });
  return true;
}
