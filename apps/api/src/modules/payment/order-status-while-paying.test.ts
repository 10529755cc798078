// Order status while paying: the server derives an order's status
// from what it verified (an e-mail link, a provider's payment), never from the sequence of
// calls. A PayNow order with an online method stays Open with payment Open until the payment
// is verified; it becomes Confirmed and Paid together.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { anonymousCustomer, bearer, registeredCustomer } from '../../test/ordering-fixtures';
import { createTestApp } from '../../test/test-app';
import { demoLines, dineInOrder, margheritaLine, NOW, save, type DemoLines } from '../order/order-test-helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let l: DemoLines;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  l = await demoLines(t.db);
});
afterAll(() => t.close());

const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers: bearer(token), payload });
const callback = (o: { orderId: number; orderNumber: number }) =>
  encodeURIComponent(
    `http://localhost/order-confirmed/${o.orderId}/${o.orderNumber}/{checkCode}?company=demo&seatWebId=1`,
  );
const card = (paymentId: string) => ({ paymentId, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' });
async function stored(orderId: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.orderId, orderId));
  return row;
}
async function payWithTestCard(token: string, orderId: number) {
  const { paymentId } = (await post(token, 'testCard/createPayment', { orderId })).json();
  await post(token, 'testCard/confirm', card(paymentId));
  return paymentId as string;
}

describe('order status while paying', () => {
  it('keeps a PayNow online order Open with payment Open until the payment is verified, then Confirmed and Paid together', async () => {
    const { token } = await registeredCustomer(t.app, t.db, 'stato.pagamento@example.com');
    const saved = (await save(t.app, token, dineInOrder(l, { moment: '1', paymentType: 1 }))).json();
    expect(saved).toMatchObject({ orderStatus: 0, paymentStatus: 0, paymentType: 1 });

    const paymentId = await payWithTestCard(token, saved.orderId);
    const done = await post(token, 'order/completeCustomerOrder', {
      orderId: saved.orderId,
      paymentType: 1,
      paymentReference: paymentId,
    });
    expect(done.json()).toMatchObject({ orderStatus: 1, paymentStatus: 1 });
    expect(await stored(saved.orderId)).toMatchObject({
      orderStatus: 1,
      paymentStatus: 1,
      paymentReference: paymentId,
    });
  });

  // Saving with a card and PayNow, then completing with cash, must not skip the e-mail.
  it('leaves an anonymous order Open after PayNow with a card then cash, so the e-mail link is still needed', async () => {
    const { token, customer } = await anonymousCustomer(t.app, 'salta.conferma@example.com');
    const saved = (await save(t.app, token, dineInOrder(l, { moment: '1', paymentType: 1 }))).json();
    expect(saved.orderStatus).toBe(0);
    const cash = await post(token, 'order/completeCustomerOrder', {
      orderId: saved.orderId,
      paymentType: 0,
      paymentReference: null,
    });
    expect(cash.statusCode, cash.body).toBe(200);
    expect(cash.json()).toMatchObject({ orderStatus: 0, paymentStatus: 0, paymentType: 0 });
    expect(await stored(saved.orderId)).toMatchObject({ orderStatus: 0, paymentStatus: 0 });

    // The confirmation mail can be sent: the order is waiting for it.
    const mail = await t.app.inject({
      method: 'GET',
      url: `/api/order/sendEmailConfirmOrder?orderId=${saved.orderId}&customerId=${customer.customerId}&callbackUrl=${callback(saved)}`,
      headers: bearer(token),
    });
    expect(mail.statusCode, mail.body).toBe(200);
  });

  it('never confirms an online order through the e-mail link: only a verified payment does', async () => {
    const { token, customer } = await anonymousCustomer(t.app, 'link.online@example.com');
    const saved = (await save(t.app, token, dineInOrder(l, { moment: '1', paymentType: 1 }))).json();
    const mail = await t.app.inject({
      method: 'GET',
      url: `/api/order/sendEmailConfirmOrder?orderId=${saved.orderId}&customerId=${customer.customerId}&callbackUrl=${callback(saved)}`,
      headers: bearer(token),
    });
    expect(mail.statusCode).toBe(400);
    expect(await stored(saved.orderId)).toMatchObject({ orderStatus: 0, paymentStatus: 0 });
  });

  it('refuses to re-save a verified order with other lines; an identical retry answers it unchanged', async () => {
    const { token } = await anonymousCustomer(t.app, 'risalva@example.com');
    const body = dineInOrder(l, { moment: '1', paymentType: 1, details: [margheritaLine(l, 2)] });
    const saved = (await save(t.app, token, body)).json();
    const paymentId = await payWithTestCard(token, saved.orderId);
    await post(token, 'order/completeCustomerOrder', {
      orderId: saved.orderId,
      paymentType: 1,
      paymentReference: paymentId,
    });

    const changed = await save(t.app, token, { ...body, orderId: saved.orderId, details: [margheritaLine(l, 5)] });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().code).toBe('ORDER_ALREADY_PAID');
    const retry = await save(t.app, token, { ...body, orderId: saved.orderId });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ orderId: saved.orderId, totalAmount: 18, paymentStatus: 1, orderStatus: 1 });
    expect(await stored(saved.orderId)).toMatchObject({ totalAmountCents: 1800, paymentStatus: 1 });
  });
});
