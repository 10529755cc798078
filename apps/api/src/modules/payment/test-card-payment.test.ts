import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, testCardPayments } from '../../db/schema';
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
const card = (paymentId: string, cardNumber = '4242 4242 4242 4242') => ({
  paymentId,
  cardNumber,
  expiry: '12/30',
  cvv: '123',
});
const failure = (n: number) =>
  `Siamo spiacenti, ma si è verificato un errore durante il completamento dell'ordine. Si prega di contattarci per confermare l'ordine. Numero ordine: ${n}`;

async function payNowOrder(email: string, quantity = 2) {
  const { token, customer } = await anonymousCustomer(t.app, email);
  const order = (
    await save(t.app, token, dineInOrder(l, { moment: '1', paymentType: 1, details: [margheritaLine(l, quantity)] }))
  ).json();
  return { token, customer, order };
}

async function stored(orderId: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.orderId, orderId));
  return row;
}

describe('test card and order/completeCustomerOrder', () => {
  it('pays with 4242 4242 4242 4242 and completes the order as Paid after verifying it', async () => {
    const { token, order } = await payNowOrder('paga@example.com');
    const created = await post(token, 'testCard/createPayment', { orderId: order.orderId });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      orderId: order.orderId,
      amount: 18,
      amountCents: 1800,
      currency: 'EUR',
      status: 'requires_confirmation',
    });
    expect(created.json().label).toMatch(/prova/i);
    const { paymentId } = created.json();
    expect(paymentId).toMatch(/^tc_[0-9a-f]{32}$/);

    const confirmed = await post(token, 'testCard/confirm', card(paymentId));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().status).toBe('succeeded');
    const [payment] = await t.db.select().from(testCardPayments).where(eq(testCardPayments.paymentId, paymentId));
    expect(payment.cardLast4).toBe('4242');
    expect(JSON.stringify(payment)).not.toContain('4242424242424242');

    const completed = await post(token, 'order/completeCustomerOrder', {
      ...order,
      paymentType: 1,
      paymentReference: paymentId,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      paymentStatus: 1,
      paymentType: 1,
      paymentReference: paymentId,
      orderStatus: 1,
      ckError: false,
    });
    expect(await stored(order.orderId)).toMatchObject({ paymentStatus: 1, paymentReference: paymentId });

    // A retried completion answers the same; the paid order cannot be paid or saved over.
    expect(
      (
        await post(token, 'order/completeCustomerOrder', {
          orderId: order.orderId,
          paymentType: 1,
          paymentReference: paymentId,
        })
      ).statusCode,
    ).toBe(200);
    expect((await post(token, 'testCard/createPayment', { orderId: order.orderId })).json().code).toBe(
      'ORDER_ALREADY_PAID',
    );
    // Other lines are refused, not answered with the paid order unchanged.
    const resaved = await save(
      t.app,
      token,
      dineInOrder(l, { orderId: order.orderId, details: [margheritaLine(l, 9)], moment: '1', paymentType: 1 }),
    );
    expect(resaved.json()).toMatchObject({ code: 'ORDER_ALREADY_PAID' });
    expect(await stored(order.orderId)).toMatchObject({ totalAmountCents: 1800, paymentStatus: 1 });
  });

  it('declines 4000 0000 0000 0002 with an Italian message, and the order cannot complete with it', async () => {
    const { token, order } = await payNowOrder('rifiutata@example.com');
    const { paymentId } = (await post(token, 'testCard/createPayment', { orderId: order.orderId })).json();
    const declined = await post(token, 'testCard/confirm', card(paymentId, '4000 0000 0000 0002'));
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toMatchObject({ code: 'TEST_CARD_DECLINED' });
    expect(declined.json().message).toMatch(/rifiutato/);

    const completed = await post(token, 'order/completeCustomerOrder', {
      orderId: order.orderId,
      paymentType: 1,
      paymentReference: paymentId,
    });
    expect(completed.statusCode).toBe(400);
    expect(completed.json()).toEqual({ code: 'ORDER_COMPLETION_FAILED', message: failure(order.orderNumber) });
    expect(await stored(order.orderId)).toMatchObject({ paymentStatus: 0, paymentReference: null });

    // The same payment may be retried with a good card.
    expect((await post(token, 'testCard/confirm', card(paymentId))).json().status).toBe('succeeded');
    expect(
      (
        await post(token, 'order/completeCustomerOrder', {
          orderId: order.orderId,
          paymentType: 1,
          paymentReference: paymentId,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('validates the card form and refuses unknown numbers', async () => {
    const { token, order } = await payNowOrder('modulo@example.com');
    const { paymentId } = (await post(token, 'testCard/createPayment', { orderId: order.orderId })).json();
    const bad = await post(token, 'testCard/confirm', { paymentId, cardNumber: '1234', expiry: '10/26', cvv: '1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { path: string }) => f.path)).toEqual(['body.cardNumber', 'body.cvv']);
    const expired = await post(token, 'testCard/confirm', { ...card(paymentId), expiry: '10/26' });
    expect(expired.json().message).toBe('Data di scadenza non valida (MM/AA)');
    const unknown = await post(token, 'testCard/confirm', card(paymentId, '5555 5555 5555 4444'));
    expect(unknown.json().code).toBe('TEST_CARD_UNKNOWN');
  });

  it('does not complete with an unconfirmed payment, a payment of another order or a changed total', async () => {
    const a = await payNowOrder('ordine-a@example.com');
    const pending = (await post(a.token, 'testCard/createPayment', { orderId: a.order.orderId })).json().paymentId;
    const notYet = await post(a.token, 'order/completeCustomerOrder', {
      orderId: a.order.orderId,
      paymentType: 1,
      paymentReference: pending,
    });
    expect(notYet.json().code).toBe('ORDER_COMPLETION_FAILED');

    // The total changes after the payment was created: the amount no longer matches.
    await post(a.token, 'testCard/confirm', card(pending));
    await save(
      t.app,
      a.token,
      dineInOrder(l, { orderId: a.order.orderId, moment: '1', paymentType: 1, details: [margheritaLine(l, 3)] }),
    );
    const changed = await post(a.token, 'order/completeCustomerOrder', {
      orderId: a.order.orderId,
      paymentType: 1,
      paymentReference: pending,
    });
    expect(changed.json().code).toBe('ORDER_COMPLETION_FAILED');

    // A paid payment of order A cannot settle order B, even of the same customer.
    const b = (
      await save(
        t.app,
        a.token,
        dineInOrder(l, { moment: '1', paymentType: 1, details: [margheritaLine(l, 3)] }),
        'ordine-b-000001',
      )
    ).json();
    const forB = await post(a.token, 'order/completeCustomerOrder', {
      orderId: b.orderId,
      paymentType: 1,
      paymentReference: pending,
    });
    expect(forB.json()).toEqual({ code: 'ORDER_COMPLETION_FAILED', message: failure(b.orderNumber) });

    // A reference that does not exist, and a payment type without a provider.
    expect(
      (
        await post(a.token, 'order/completeCustomerOrder', {
          orderId: b.orderId,
          paymentType: 1,
          paymentReference: 'tc_forged',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post(a.token, 'order/completeCustomerOrder', {
          orderId: b.orderId,
          paymentType: 5,
          paymentReference: 'pi_123',
        })
      ).statusCode,
    ).toBe(400);
    expect(await stored(b.orderId)).toMatchObject({ paymentStatus: 0 });
  });

  it("keeps other customers' orders and payments out of reach (404)", async () => {
    const owner = await payNowOrder('padrone@example.com');
    const other = await anonymousCustomer(t.app, 'estraneo@example.com');
    expect((await post(other.token, 'testCard/createPayment', { orderId: owner.order.orderId })).statusCode).toBe(404);
    const { paymentId } = (await post(owner.token, 'testCard/createPayment', { orderId: owner.order.orderId })).json();
    expect((await post(other.token, 'testCard/confirm', card(paymentId))).statusCode).toBe(404);
    await post(owner.token, 'testCard/confirm', card(paymentId));
    const complete = await post(other.token, 'order/completeCustomerOrder', {
      orderId: owner.order.orderId,
      paymentType: 1,
      paymentReference: paymentId,
    });
    expect(complete.statusCode).toBe(404);
    expect(await stored(owner.order.orderId)).toMatchObject({ paymentStatus: 0 });
  });

  it('completes cash with payment Open: Confirmed for a registered customer, still Open for an anonymous one', async () => {
    const registered = await registeredCustomer(t.app, t.db, 'contanti@example.com');
    const order = (await save(t.app, registered.token, dineInOrder(l, { moment: '1', paymentType: 1 }))).json();
    const res = await post(registered.token, 'order/completeCustomerOrder', {
      orderId: order.orderId,
      paymentType: 0,
      paymentReference: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ paymentType: 0, paymentStatus: 0, orderStatus: 1 });

    const anonymous = await anonymousCustomer(t.app, 'contanti-anonimo@example.com');
    const open = (await save(t.app, anonymous.token, dineInOrder(l))).json();
    const completed = await post(anonymous.token, 'order/completeCustomerOrder', {
      orderId: open.orderId,
      paymentType: 0,
    });
    expect(completed.json()).toMatchObject({ paymentType: 0, paymentStatus: 0, orderStatus: 0 });
  });
});

describe('in prod', () => {
  let prod: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    prod = await createTestApp({ now: () => NOW, env: { APP_ENV: 'prod', SESSION_SECRET: 'p'.repeat(32) } });
  });
  afterAll(() => prod.close());

  it('has no test card: its routes do not exist and orders cannot choose it', async () => {
    const { token } = await anonymousCustomer(prod.app, 'prod@example.com');
    const created = await prod.app.inject({
      method: 'POST',
      url: '/api/testCard/createPayment',
      headers: bearer(token),
      payload: { orderId: 1 },
    });
    expect(created.statusCode).toBe(404);
    const res = await save(prod.app, token, dineInOrder(l, { moment: '1', paymentType: 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PAYMENT_METHOD_NOT_AVAILABLE');
  });
});
