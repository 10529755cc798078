// The order's real state through the mailed confirmation link, the diner's progress and the
// summary mail: a rejection or a cancellation is final (the link changes nothing and says so),
// a refund is told, the link expires when the order can no longer be served, and the summary
// mail links to the order and carries the answers to the menu's questions.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkCodes, orderProgress, orders, outboxEmails } from '../../db/schema';
import { anonymousCustomer, bearer } from '../../test/ordering-fixtures';
import { createTestApp } from '../../test/test-app';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';
import {
  demoLines,
  dineInOrder,
  margheritaLine,
  NOW,
  save,
  takeawayOrder,
  TODAY,
  type DemoLines,
} from './order-test-helpers';

let clock = NOW;
let t: Awaited<ReturnType<typeof createTestApp>>;
let l: DemoLines;
let owner: Awaited<ReturnType<typeof createSignedInStaff>>;
beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    env: { RATE_LIMIT_MAIL_MAX: '1000', PUBLIC_ORIGIN: 'https://ordini.example.it' },
  });
  l = await demoLines(t.db);
  owner = await createSignedInStaff(t, { role: 'owner' });
});
afterAll(() => t.close());
beforeEach(() => {
  clock = NOW;
});

const ORIGIN = 'https://ordini.example.it';
const get = (token: string | null, path: string, query: Record<string, string | number>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/order/${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    headers: token ? bearer(token) : {},
  });
const act = (seatWebId: number, orderId: number, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/venues/${seatWebId}/orders/${orderId}/actions`,
    headers: owner.headers,
    payload: body,
  });

async function mailsTo(email: string) {
  return t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email)).orderBy(desc(outboxEmails.id));
}

let slot = 0;
/** An anonymous cash takeaway at venue 2 with its confirmation link mailed; each in its own slot. */
async function orderWithLink(email: string, time?: string) {
  const requested =
    time ?? `${String(14 + Math.floor(slot / 4)).padStart(2, '0')}:${String((slot++ % 4) * 15).padStart(2, '0')}`;
  const { token, customer } = await anonymousCustomer(t.app, email, 2);
  const saved = await save(t.app, token, takeawayOrder(l, { requestedDateTime: `${TODAY}T${requested}:00` }));
  expect(saved.statusCode, saved.body).toBe(200);
  const order = saved.json() as { orderId: number; orderNumber: number; orderStatus: number };
  expect(order.orderStatus).toBe(0);
  const callbackUrl = `${ORIGIN}/order-confirmed/${order.orderId}/${order.orderNumber}/{checkCode}?company=demo&seatWebId=2`;
  const sent = await get(token, 'sendEmailConfirmOrder', {
    orderId: order.orderId,
    customerId: customer.customerId,
    callbackUrl,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const [mail] = await mailsTo(email);
  const link = /https?:\/\/\S+/.exec(mail.text)![0];
  const secret = decodeURIComponent(new URL(link).pathname.split('/').pop()!);
  return { token, customer, order, secret, mail, callbackUrl };
}

async function statusOf(orderId: number) {
  const [row] = await t.db.select({ orderStatus: orders.orderStatus }).from(orders).where(eq(orders.orderId, orderId));
  return row.orderStatus;
}

describe('the confirmation link of an order the restaurant rejected', () => {
  it('changes nothing, mails nothing, and answers that the order was rejected with the reason', async () => {
    const email = 'rifiutato@example.com';
    const { token, customer, order, secret, callbackUrl } = await orderWithLink(email);
    const rejected = await act(2, order.orderId, { action: 'reject', reason: 'Forno guasto' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const mailsBefore = (await mailsTo(email)).length;

    const link = await get(null, 'confirmCustomerOrder', { orderId: order.orderId, checkCode: secret });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json()).toMatchObject({
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      alreadyConfirmed: false,
      state: 'rejected',
      rejectionReason: 'Forno guasto',
      refund: null,
    });
    expect(await statusOf(order.orderId)).toBe(0);
    expect((await mailsTo(email)).length).toBe(mailsBefore);
    // The code was not spent: a second click says the same.
    expect(
      (await get(null, 'confirmCustomerOrder', { orderId: order.orderId, checkCode: secret })).json(),
    ).toMatchObject({ state: 'rejected' });
    // A forged code learns nothing of the order.
    expect(
      (await get(null, 'confirmCustomerOrder', { orderId: order.orderId, checkCode: `${secret}x` })).json().code,
    ).toBe('ORDER_CONFIRMATION_EXPIRED');

    // The diner's progress and the board agree.
    const progress = await get(token, 'getOrderProgress', { orderId: order.orderId });
    expect(progress.json()).toMatchObject({
      stage: 'rejected',
      state: 'rejected',
      rejectionReason: 'Forno guasto',
      paid: false,
    });
    // No new link for a rejected order.
    const again = await get(token, 'sendEmailConfirmOrder', {
      orderId: order.orderId,
      customerId: customer.customerId,
      callbackUrl,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('ORDER_REJECTED');

    // The summary mail the diner asks for tells the rejection, and that nothing is to pay.
    expect(
      (await get(token, 'sendEmailOrderSummary', { orderId: order.orderId, customerId: customer.customerId }))
        .statusCode,
    ).toBe(200);
    const [summary] = await mailsTo(email);
    expect(summary.text).toContain('Stato: Rifiutato dal ristorante — Forno guasto');
    expect(summary.text).toContain('Pagamento: Contanti (nulla da pagare)');
    expect(summary.text).not.toContain('Confermato');
  });

  it('a rejection after the confirmation: the link shows the order rejected, not confirmed', async () => {
    const { order, secret } = await orderWithLink('dopo@example.com');
    expect(
      (await get(null, 'confirmCustomerOrder', { orderId: order.orderId, checkCode: secret })).json(),
    ).toMatchObject({ alreadyConfirmed: false, state: 'new' });
    await act(2, order.orderId, { action: 'reject', reason: 'Chiusura anticipata' });
    const link = await get(null, 'confirmCustomerOrder', { orderId: order.orderId, checkCode: secret });
    expect(link.json()).toMatchObject({
      alreadyConfirmed: false,
      state: 'rejected',
      rejectionReason: 'Chiusura anticipata',
    });
    expect(await statusOf(order.orderId)).toBe(1);
  });
});

describe('the confirmation link of a cancelled order', () => {
  it('changes nothing and answers cancelled', async () => {
    const email = 'annullato@example.com';
    const { order, secret } = await orderWithLink(email);
    await t.db.update(orders).set({ cancelledAt: NOW }).where(eq(orders.orderId, order.orderId));
    const mailsBefore = (await mailsTo(email)).length;
    const link = await get(null, 'confirmCustomerOrder', { orderId: order.orderId, checkCode: secret });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json()).toMatchObject({ alreadyConfirmed: false, state: 'cancelled' });
    expect(await statusOf(order.orderId)).toBe(0);
    expect((await mailsTo(email)).length).toBe(mailsBefore);
  });
});

describe('when the link expires', () => {
  it('an order due in 2 hours: the link is good until the requested time, not 24 hours', async () => {
    // NOW is 11:00 in Milan; the order is for 13:00 (12:00 UTC).
    const email = 'due-ore@example.com';
    const { order, secret, mail } = await orderWithLink(email, '13:00');
    const [code] = await t.db.select().from(checkCodes).where(eq(checkCodes.orderId, order.orderId));
    expect(code.expiresAt.toISOString()).toBe('2026-11-21T12:00:00.000Z');
    expect(mail.text).toContain('entro le 13:00 del 21/11/2026');

    clock = new Date('2026-11-21T12:05:00Z');
    const late = await get(null, 'confirmCustomerOrder', { orderId: order.orderId, checkCode: secret });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('ORDER_TIME_PASSED');
    expect(await statusOf(order.orderId)).toBe(0);
    expect((await mailsTo(email)).length).toBe(1);
  });

  it('an order with no requested time keeps the configured validity', async () => {
    const email = 'tavolo@example.com';
    const { token, customer } = await anonymousCustomer(t.app, email, 1);
    const order = (await save(t.app, token, dineInOrder(l, { details: [margheritaLine(l, 1)] }))).json();
    expect(order.orderStatus).toBe(0);
    const callbackUrl = `${ORIGIN}/order-confirmed/${order.orderId}/${order.orderNumber}/{checkCode}?company=demo`;
    expect(
      (
        await get(token, 'sendEmailConfirmOrder', {
          orderId: order.orderId,
          customerId: customer.customerId,
          callbackUrl,
        })
      ).statusCode,
    ).toBe(200);
    const [code] = await t.db.select().from(checkCodes).where(eq(checkCodes.orderId, order.orderId));
    expect(code.expiresAt.getTime()).toBe(NOW.getTime() + 24 * 3600_000);
  });
});

describe('the summary mail', () => {
  it('links to the order summary page and gives the answers to the menu questions', async () => {
    const email = 'riepilogo@example.com';
    const { order, secret } = await orderWithLink(email);
    expect((await get(null, 'confirmCustomerOrder', { orderId: order.orderId, checkCode: secret })).statusCode).toBe(
      200,
    );
    const [summary] = await mailsTo(email);
    expect(summary.subject).toMatch(/^Riepilogo dell'ordine/);
    // The language prefix of spec 001 §2 e-mail links, on a real host.
    const follow = `${ORIGIN}/it/main/order-summary/${order.orderId}/${order.orderNumber}?company=demo`;
    expect(summary.text).toContain(`Segui il tuo ordine: ${follow}`);
    expect(summary.html).toContain(`href="${follow}"`);
    expect(summary.text).toContain('Stato: Confermato');
    expect(summary.text).toContain('Citofono, scala e piano, o indicazioni per il ritiro: Citofono Rossi');
    expect(summary.text).toContain('Vuoi posate e tovaglioli?: Sì, grazie');
    expect(summary.text).toContain('Per quante persone?: 2');
  });

  it('a paid order rejected tells the refund: due while the restaurant owes it, then refunded', async () => {
    const email = 'rimborso@example.com';
    const { token, customer } = await anonymousCustomer(t.app, email, 1);
    const order = (
      await save(t.app, token, dineInOrder(l, { moment: '1', paymentType: 1, details: [margheritaLine(l, 2)] }))
    ).json();
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/${url}`, headers: bearer(token), payload });
    const { paymentId } = (await post('testCard/createPayment', { orderId: order.orderId })).json();
    await post('testCard/confirm', { paymentId, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' });
    expect(
      (await post('order/completeCustomerOrder', { ...order, paymentType: 1, paymentReference: paymentId })).json()
        .paymentStatus,
    ).toBe(1);

    // The test card cannot give money back: the refund is due, and the rejection mail says so.
    const rejected = await act(1, order.orderId, { action: 'reject', reason: 'Ingredienti finiti' });
    expect(rejected.json()).toMatchObject({ stage: 'rejected', refundStatus: 'due' });
    expect((await mailsTo(email))[0].text).toContain('Il ristorante ti rimborserà il pagamento online.');
    expect((await get(token, 'getOrderProgress', { orderId: order.orderId })).json()).toMatchObject({
      state: 'rejected',
      paid: true,
      refund: 'due',
    });
    await get(token, 'sendEmailOrderSummary', { orderId: order.orderId, customerId: customer.customerId });
    expect((await mailsTo(email))[0].text).toContain('Pagamento: Carta di prova (pagato, il ristorante ti rimborserà)');

    // Once the restaurant has given it back (as a provider's refund records it).
    await t.db.update(orderProgress).set({ refundStatus: 'refunded' }).where(eq(orderProgress.orderId, order.orderId));
    expect((await get(token, 'getOrderProgress', { orderId: order.orderId })).json()).toMatchObject({
      state: 'rejected',
      paid: false,
      refund: 'refunded',
    });
    await get(token, 'sendEmailOrderSummary', { orderId: order.orderId, customerId: customer.customerId });
    const [summary] = await mailsTo(email);
    expect(summary.text).toContain('Pagamento: Carta di prova (rimborsato)');
    expect(summary.text).toContain('Stato: Rifiutato dal ristorante — Ingredienti finiti');
  });
});
