import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkCodes, companies, orders } from '../../db/schema';
import { anonymousCustomer, bearer, registeredCustomer } from '../../test/ordering-fixtures';
import { createTestApp } from '../../test/test-app';
import { demoLines, dineInOrder, NOW, save, takeawayOrder, TODAY, type DemoLines } from './order-test-helpers';

let clock = NOW;
let t: Awaited<ReturnType<typeof createTestApp>>;
let l: DemoLines;
beforeAll(async () => {
  // Many mails from one address: lift the per-address mail budget (the rate limits have their own tests).
  t = await createTestApp({ now: () => clock, env: { RATE_LIMIT_MAIL_MAX: '1000' } });
  l = await demoLines(t.db);
});
afterAll(() => t.close());
beforeEach(() => {
  clock = NOW;
});

const ORIGIN = 'http://localhost'; // app.inject's Host is localhost:80
const get = (token: string | null, path: string, query: Record<string, string | number>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/order/${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    headers: token ? bearer(token) : {},
  });

async function lastMailTo(email: string) {
  const res = await t.app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(email)}` });
  return res.json().emails[0] as { subject: string; text: string; html: string; links: string[] } | undefined;
}

async function anonymousCashOrder(email: string) {
  const { token, customer } = await anonymousCustomer(t.app, email, 2);
  const order = (await save(t.app, token, takeawayOrder(l))).json();
  expect(order.orderStatus).toBe(0);
  return { token, customer, order };
}

const callback = (o: { orderId: number; orderNumber: number }, last = '{checkCode}', origin = ORIGIN) =>
  `${origin}/order-confirmed/${o.orderId}/${o.orderNumber}/${last}?company=demo&seatWebId=2`;

async function statusOf(orderId: number) {
  const [row] = await t.db.select({ orderStatus: orders.orderStatus }).from(orders).where(eq(orders.orderId, orderId));
  return row.orderStatus;
}

describe('e-mail confirmation of an anonymous cash order', () => {
  it('mails a link with a server-side secret that confirms the order once', async () => {
    const { token, customer, order } = await anonymousCashOrder('conferma@example.com');

    const code = await get(token, 'getCheckCodeForConfirmOrder', { orderId: order.orderId });
    expect(code.statusCode).toBe(200);
    expect(code.headers['content-type']).toContain('text/plain');
    const opaque = code.body;
    expect(opaque).toMatch(/^req_/);

    const sent = await get(token, 'sendEmailConfirmOrder', {
      orderId: order.orderId,
      customerId: customer.customerId,
      callbackUrl: callback(order),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toBe(true);

    const mail = await lastMailTo('conferma@example.com');
    expect(mail?.subject).toBe(`Conferma il tuo ordine n. ${order.orderNumber} - Trattoria Da Tavola`);
    const link = mail!.links[0];
    const prefix = `${ORIGIN}/order-confirmed/${order.orderId}/${order.orderNumber}/`;
    expect(link.startsWith(prefix)).toBe(true);
    expect(link).toMatch(/\?company=demo&seatWebId=2$/);
    const secret = decodeURIComponent(new URL(link).pathname.split('/').pop()!);
    expect(secret).toMatch(/^[\w-]{40,}$/);
    expect(secret).not.toBe(opaque);
    expect(mail!.html).toContain('Conferma ordine');

    // Only a hash is stored.
    const stored = await t.db.select().from(checkCodes).where(eq(checkCodes.orderId, order.orderId));
    expect(stored).toHaveLength(1);
    expect(stored[0].codeHash).not.toContain(secret);

    const wrong = await get(null, 'confirmCustomerOrder', { orderId: order.orderId, checkCode: `${secret}x` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'ORDER_CONFIRMATION_EXPIRED',
      message: "Ci dispiace, ma l'ordine è scaduto.",
    });
    expect(await statusOf(order.orderId)).toBe(0);

    // Opened on another device: no session needed.
    const confirmed = await get(null, 'confirmCustomerOrder', { orderId: order.orderId, checkCode: secret });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ orderId: order.orderId, orderNumber: order.orderNumber, ckError: false });
    expect(await statusOf(order.orderId)).toBe(1);

    expect(confirmed.json().alreadyConfirmed).toBe(false);
    // Spec 000 §1: the summary mail follows the confirmation.
    const summary = await lastMailTo('conferma@example.com');
    expect(summary?.subject).toBe(`Riepilogo dell'ordine n. ${order.orderNumber} - Trattoria Da Tavola`);
    expect(summary?.text).toContain('Stato: Confermato');

    // A second click says the order is already confirmed (not 'scaduto'), and mails nothing more.
    const again = await get(null, 'confirmCustomerOrder', { orderId: order.orderId, checkCode: secret });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ orderId: order.orderId, alreadyConfirmed: true });
    expect((await lastMailTo('conferma@example.com'))?.subject).toBe(summary?.subject);
    // A forged code still learns nothing.
    const forged = await get(null, 'confirmCustomerOrder', { orderId: order.orderId, checkCode: `${secret}x` });
    expect(forged.statusCode).toBe(400);
  });

  it("refuses a link used after the order's requested time with its own message", async () => {
    // Its own slot (13:00), so the slots the other tests fill stay as they were.
    const { token, customer } = await anonymousCustomer(t.app, 'tardi@example.com', 2);
    const order = (await save(t.app, token, takeawayOrder(l, { requestedDateTime: `${TODAY}T13:00:00` }))).json();
    expect(order.orderStatus).toBe(0);
    await get(token, 'sendEmailConfirmOrder', {
      orderId: order.orderId,
      customerId: customer.customerId,
      callbackUrl: callback(order),
    });
    const secret = decodeURIComponent(
      new URL((await lastMailTo('tardi@example.com'))!.links[0]).pathname.split('/').pop()!,
    );
    clock = new Date('2026-11-21T12:30:00Z'); // 13:30 in Milan, the order was for 13:00
    const late = await get(null, 'confirmCustomerOrder', { orderId: order.orderId, checkCode: secret });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({
      code: 'ORDER_TIME_PASSED',
      message:
        "L'orario richiesto per questo ordine è già passato: non è più possibile confermarlo. Contatta il locale per un nuovo ordine.",
    });
    expect(await statusOf(order.orderId)).toBe(0);
  });

  it('refuses an expired link, and a resent mail revokes the earlier link', async () => {
    const { token, customer, order } = await anonymousCashOrder('scaduto@example.com');
    const send = () =>
      get(token, 'sendEmailConfirmOrder', {
        orderId: order.orderId,
        customerId: customer.customerId,
        callbackUrl: callback(order),
      });
    const secretOf = async () =>
      decodeURIComponent(new URL((await lastMailTo('scaduto@example.com'))!.links[0]).pathname.split('/').pop()!);

    await send();
    const first = await secretOf();
    await send();
    const second = await secretOf();
    expect(second).not.toBe(first);
    expect((await get(null, 'confirmCustomerOrder', { orderId: order.orderId, checkCode: first })).statusCode).toBe(
      400,
    );

    clock = new Date(NOW.getTime() + 25 * 3600_000); // ORDER_CONFIRM_TTL_HOURS defaults to 24
    expect((await get(null, 'confirmCustomerOrder', { orderId: order.orderId, checkCode: second })).statusCode).toBe(
      400,
    );
    expect(await statusOf(order.orderId)).toBe(0);
  });

  it('replaces the opaque value or an empty last segment with the secret', async () => {
    const { token, customer, order } = await anonymousCashOrder('segmento@example.com');
    const opaque = (await get(token, 'getCheckCodeForConfirmOrder', { orderId: order.orderId })).body;
    for (const last of [opaque, '']) {
      const res = await get(token, 'sendEmailConfirmOrder', {
        orderId: order.orderId,
        customerId: customer.customerId,
        callbackUrl: callback(order, last),
      });
      expect(res.statusCode, res.body).toBe(200);
      const link = (await lastMailTo('segmento@example.com'))!.links[0];
      expect(link).not.toContain(opaque);
      expect(new URL(link).pathname).toMatch(
        new RegExp(`^/order-confirmed/${order.orderId}/${order.orderNumber}/[\\w-]{40,}$`),
      );
    }
    // With the language prefix of a public host.
    await t.db
      .update(companies)
      .set({ allowedOrigins: ['https://ordini.trattoria.example'] })
      .where(eq(companies.companyId, 1));
    const res = await get(token, 'sendEmailConfirmOrder', {
      orderId: order.orderId,
      customerId: customer.customerId,
      callbackUrl: callback(order, '{checkCode}', 'https://ordini.trattoria.example/it'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await lastMailTo('segmento@example.com'))!.links[0]).toMatch(
      new RegExp(
        `^https://ordini\\.trattoria\\.example/it/order-confirmed/${order.orderId}/${order.orderNumber}/[\\w-]{40,}\\?company=demo&seatWebId=2$`,
      ),
    );
  });

  it('refuses callback URLs on foreign origins or for another page, and mails nothing', async () => {
    const { token, customer, order } = await anonymousCashOrder('origine@example.com');
    for (const callbackUrl of [
      callback(order, '{checkCode}', 'https://evil.example'),
      callback(order, '{checkCode}', 'http://localhost:8080'),
      `javascript:alert(1)//${ORIGIN}`,
      `${ORIGIN}/reset-password/1/{checkCode}`,
      `${ORIGIN}/order-confirmed/${order.orderId + 1}/${order.orderNumber}/{checkCode}`,
      `${ORIGIN}/order-confirmed/${order.orderId}/${order.orderNumber}/a/b`,
      'non un url',
      `${ORIGIN}/order-confirmed/${order.orderId}/${order.orderNumber}/%E0%A4%A`,
    ]) {
      const res = await get(token, 'sendEmailConfirmOrder', {
        orderId: order.orderId,
        customerId: customer.customerId,
        callbackUrl,
      });
      expect(res.statusCode, callbackUrl).toBe(400);
      expect(res.json().code, callbackUrl).toBe('CALLBACK_URL_NOT_ALLOWED');
    }
    expect(await lastMailTo('origine@example.com')).toBeUndefined();
  });

  it("answers 404 for another customer's id or order, and 401 without a session", async () => {
    const { token, customer, order } = await anonymousCashOrder('mia@example.com');
    const other = await anonymousCustomer(t.app, 'altra@example.com', 2);
    const query = { orderId: order.orderId, customerId: customer.customerId, callbackUrl: callback(order) };
    expect(
      (await get(token, 'sendEmailConfirmOrder', { ...query, customerId: other.customer.customerId })).statusCode,
    ).toBe(404);
    expect((await get(other.token, 'sendEmailConfirmOrder', query)).statusCode).toBe(404);
    expect(
      (await get(other.token, 'sendEmailConfirmOrder', { ...query, customerId: other.customer.customerId })).statusCode,
    ).toBe(404);
    expect((await get(other.token, 'getCheckCodeForConfirmOrder', { orderId: order.orderId })).statusCode).toBe(404);
    expect((await get(null, 'sendEmailConfirmOrder', query)).statusCode).toBe(401);
    expect(await lastMailTo('mia@example.com')).toBeUndefined();
  });

  it('does not send a confirmation link for an order that is already confirmed', async () => {
    const { token, customer } = await registeredCustomer(t.app, t.db, 'gia-confermato@example.com');
    const order = (await save(t.app, token, dineInOrder(l))).json();
    const res = await get(token, 'sendEmailConfirmOrder', {
      orderId: order.orderId,
      customerId: customer.customerId,
      callbackUrl: callback(order),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('ORDER_ALREADY_CONFIRMED');
  });
});

describe('order/sendEmailOrderSummary', () => {
  it('mails an Italian summary with lines, variations, totals, venue and time', async () => {
    const { token, customer, order } = await anonymousCashOrder('riepilogo@example.com');
    const res = await get(token, 'sendEmailOrderSummary', { orderId: order.orderId, customerId: customer.customerId });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await lastMailTo('riepilogo@example.com');
    expect(mail?.subject).toBe(`Riepilogo dell'ordine n. ${order.orderNumber} - Trattoria Da Tavola`);
    const text = mail!.text.replaceAll('\u00a0', ' ');
    expect(text).toContain('Tipo di ordine: Asporto');
    expect(text).toContain('Sede: Tavola Navigli, Alzaia Naviglio Grande 36, 20144 Milano (MI)');
    expect(text).toContain('Ritiro: 21/11/2026 alle 12:00');
    expect(text).toContain('2 x Margherita  18,00 €');
    // The free dough is listed as what the pizza comes with, not after 'Più:' as a surcharge.
    expect(text).toContain('    Impasto classico\n');
    expect(text).toContain('Più: Mozzarella di bufala campana DOP (+2,00 €)\n');
    expect(text).toContain('Meno: Basilico fresco');
    expect(text).toContain('Totale: 18,00 €');
    expect(text).toContain('Pagamento: Contanti (da pagare)');
    expect(mail!.html).toContain('<strong>Totale: 18,00');
  });

  it('answers 404 for another customer', async () => {
    const { customer, order } = await anonymousCashOrder('riepilogo-mio@example.com');
    const other = await anonymousCustomer(t.app, 'riepilogo-altro@example.com', 2);
    expect(
      (await get(other.token, 'sendEmailOrderSummary', { orderId: order.orderId, customerId: customer.customerId }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await get(other.token, 'sendEmailOrderSummary', {
          orderId: order.orderId,
          customerId: other.customer.customerId,
        })
      ).statusCode,
    ).toBe(404);
    expect(await lastMailTo('riepilogo-mio@example.com')).toBeUndefined();
  });
});

describe('order/getCustomerOrders', () => {
  it("lists the session customer's orders, newest first, with details; at most 20", async () => {
    const { token, customer } = await anonymousCustomer(t.app, 'storico@example.com', 2);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await save(t.app, token, takeawayOrder(l), `storico-${i}-000000`)).json().orderId);
    const res = await get(token, 'getCustomerOrders', { customerId: customer.customerId, pageSize: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((o: { orderId: number }) => o.orderId)).toEqual([ids[2], ids[1]]);
    expect(res.json()[0]).toMatchObject({
      orderType: 1,
      totalAmount: 18,
      seatAddress: 'Tavola Navigli, Alzaia Naviglio Grande 36, 20144 Milano (MI)',
      details: [{ quantity: 2, description: 'Margherita', amount: 18 }],
    });
    expect((await get(token, 'getCustomerOrders', { customerId: customer.customerId })).json()).toHaveLength(3);
    expect((await get(token, 'getCustomerOrders', { customerId: customer.customerId, pageSize: 500 })).statusCode).toBe(
      200,
    );
  });

  it("answers 404 for another customer's id and 401 without a customer", async () => {
    const mine = await anonymousCustomer(t.app, 'storico-mio@example.com', 2);
    const other = await anonymousCustomer(t.app, 'storico-altro@example.com', 2);
    await save(t.app, mine.token, takeawayOrder(l));
    const res = await get(other.token, 'getCustomerOrders', { customerId: mine.customer.customerId });
    expect(res.statusCode).toBe(404);
    const noCustomer = (
      await t.app.inject({
        method: 'POST',
        url: '/api/account/authenticateClient',
        payload: { companyUrlName: 'demo' },
      })
    ).headers.authorization;
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/order/getCustomerOrders?customerId=${mine.customer.customerId}`,
      headers: { authorization: String(noCustomer) },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
