// A dine-in order knows its table, takeaway and delivery carry the diner's name, and a venue may
// have its staff confirm anonymous cash table orders at the table (table-order-rules.ts).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, seatWebs, venueTables } from '../../db/schema';
import { anonymousCustomer, bearer, registeredCustomer, venueSession } from '../../test/ordering-fixtures';
import { createTestApp } from '../../test/test-app';
import { invalidateCompanyVenueCache } from '../company/company-venue-cache';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';
import {
  deliveryOrder,
  demoLines,
  dineInOrder,
  NOW,
  save,
  takeawayOrder,
  TODAY,
  type DemoLines,
} from './order-test-helpers';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let l: DemoLines;
let owner: Awaited<ReturnType<typeof createSignedInStaff>>;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, env: { RATE_LIMIT_MAIL_MAX: '1000' } });
  l = await demoLines(t.db);
  owner = await createSignedInStaff(t, { role: 'owner' });
  // Tavola Centro's tables: 12 and 14 in use, 13 put away; Tavola Navigli has a 30 (in place of the demo's own tables).
  await t.db.delete(venueTables);
  await t.db.insert(venueTables).values([
    { seatWebId: 1, number: 12, name: 'Finestra' },
    { seatWebId: 1, number: 13, enabled: false },
    { seatWebId: 1, number: 14 },
    { seatWebId: 2, number: 30 },
  ]);
});
afterAll(() => t?.close());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(token) });

async function lastMailTo(email: string) {
  const res = await t.app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(email)}` });
  return res.json().emails[0] as { subject: string; text: string; html: string } | undefined;
}

async function boardCard(seatWebId: number, orderId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/staff/venues/${seatWebId}/orders?day=${TODAY}`,
    headers: owner.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (
    res.json().orders as Array<{
      order: Record<string, unknown>;
      tableNumber: string | null;
      stage: string;
      allowedActions: string[];
    }>
  ).find((c) => c.order.orderId === orderId);
}

async function setStaffConfirms(on: boolean) {
  await t.db.update(seatWebs).set({ tableOrdersConfirmedByStaff: on }).where(eq(seatWebs.seatWebId, 1));
  await invalidateCompanyVenueCache(t.db, 1);
}

describe('a dine-in order knows its table', () => {
  it('stores the table of the request and shows it on the board card and in the mails', async () => {
    const diner = await registeredCustomer(t.app, t.db, 'tavolo12@example.com');
    const res = await save(t.app, diner.token, dineInOrder(l, { tableNumber: 12 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ tableNumber: 12, orderStatus: 1 });
    const [row] = await t.db.select().from(orders).where(eq(orders.orderId, res.json().orderId));
    expect(row.tableNumber).toBe(12);

    const card = await boardCard(1, row.orderId);
    expect(card?.tableNumber).toBe('12');
    expect(card?.order.tableNumber).toBe(12);

    const summary = await get(
      diner.token,
      `order/sendEmailOrderSummary?orderId=${row.orderId}&customerId=${diner.customer.customerId}`,
    );
    expect(summary.statusCode, summary.body).toBe(200);
    const mail = await lastMailTo('tavolo12@example.com');
    expect(mail?.text).toContain('Tavolo: 12');
    expect(mail?.html).toContain('<strong>Tavolo:</strong> 12');

    // The restaurant's update mail names the table too.
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/staff/venues/1/orders/${row.orderId}/actions`,
      headers: owner.headers,
      payload: { action: 'accept' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await lastMailTo('tavolo12@example.com'))?.text).toContain('Tavolo: 12');
  });

  it('refuses a table the venue does not have, has put away, or that is another venue’s, with a clear 400', async () => {
    const { token } = await anonymousCustomer(t.app, 'tavolo-sbagliato@example.com');
    for (const tableNumber of [99, 13, 30]) {
      const res = await save(t.app, token, dineInOrder(l, { tableNumber }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'TABLE_NOT_AVAILABLE',
        message: 'Il tavolo indicato non esiste o non è attivo in questa sede',
      });
      expect(res.json().fields).toEqual([
        { path: 'tableNumber', message: 'Il tavolo indicato non esiste o non è attivo in questa sede' },
      ]);
    }
    for (const tableNumber of [0, 10000, 1.5, '12']) {
      expect((await save(t.app, token, dineInOrder(l, { tableNumber }))).statusCode).toBe(400);
    }
  });

  it('keeps a client that sends no table working (spec 000), and ignores a table on a takeaway', async () => {
    const { token } = await anonymousCustomer(t.app, 'senza-tavolo@example.com');
    const res = await save(t.app, token, dineInOrder(l));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tableNumber).toBeNull();
    // The answer to the menu's table question still reaches the board.
    expect((await boardCard(1, res.json().orderId))?.tableNumber).toBe('12');

    const takeaway = await anonymousCustomer(t.app, 'asporto-tavolo@example.com', 2);
    const saved = await save(t.app, takeaway.token, takeawayOrder(l, { tableNumber: 30 }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().tableNumber).toBeNull();
  });

  it('lists the venue’s tables in use for the diner to choose from', async () => {
    const token = await venueSession(t.app, 1);
    const res = await get(token, 'seatWeb/getVenueTables?seatWebId=1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { number: 12, name: 'Finestra' },
      { number: 14, name: null },
    ]);
    const other = await venueSession(t.app, 4, 'menu-digitale');
    expect((await get(other, 'seatWeb/getVenueTables?seatWebId=1')).statusCode).toBe(404);
  });
});

describe('takeaway and delivery carry the diner’s name', () => {
  it('requires the name from an anonymous diner, stores it and shows it on the card and in the mail', async () => {
    const { token, customer } = await anonymousCustomer(t.app, 'nome-asporto@example.com', 2);
    for (const customerName of [null, '   ']) {
      const res = await save(t.app, token, takeawayOrder(l, { customerName }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'CUSTOMER_NAME_REQUIRED',
        message: 'Indica il tuo nome prima di continuare',
      });
    }
    // A client written to spec 000 sends no name field: its diner's e-mail and phone stand in.
    const spec000Order: Record<string, unknown> = takeawayOrder(l);
    delete spec000Order.customerName;
    const fromSpecClient = await save(t.app, token, spec000Order);
    expect(fromSpecClient.statusCode, fromSpecClient.body).toBe(200);
    expect(fromSpecClient.json().customerName).toBeNull();
    const delivery = await save(t.app, token, deliveryOrder(l, { customerName: '' }));
    expect(delivery.json().code).toBe('CUSTOMER_NAME_REQUIRED');
    expect((await save(t.app, token, takeawayOrder(l, { customerName: 'x'.repeat(101) }))).statusCode).toBe(400);

    const res = await save(t.app, token, takeawayOrder(l, { customerName: '  Giulia Verdi ' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().customerName).toBe('Giulia Verdi');
    const card = await boardCard(2, res.json().orderId);
    expect(card?.order.customerName).toBe('Giulia Verdi');

    const summary = await get(
      token,
      `order/sendEmailOrderSummary?orderId=${res.json().orderId}&customerId=${customer.customerId}`,
    );
    expect(summary.statusCode, summary.body).toBe(200);
    expect((await lastMailTo('nome-asporto@example.com'))?.text).toContain('Nome: Giulia Verdi');
  });

  it("takes a signed-in diner's name from the profile when the order sends none", async () => {
    const diner = await registeredCustomer(t.app, t.db, 'anna-profilo@example.com', { seatWebId: 2 });
    const res = await save(t.app, diner.token, takeawayOrder(l, { customerName: null }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().customerName).toBe('Anna');
    const chosen = await save(
      t.app,
      diner.token,
      takeawayOrder(l, { customerName: 'Anna per Luca', requestedDateTime: `${TODAY}T12:15:00` }),
    );
    expect(chosen.json().customerName).toBe('Anna per Luca');
  });
});

describe('venue setting: table orders are confirmed by the staff', () => {
  it('is off by default: an anonymous cash table order waits for the e-mail link', async () => {
    const { token } = await anonymousCustomer(t.app, 'regola-spec@example.com');
    const res = await save(t.app, token, dineInOrder(l, { tableNumber: 12 }));
    expect(res.json()).toMatchObject({ orderStatus: 0, confirmationByStaff: false });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/account/anonymousTableDiner',
          headers: bearer(await venueSession(t.app, 1)),
        })
      ).json().code,
    ).toBe('CONTACT_DATA_REQUIRED');
  });

  it('on: no contact data, the name and the table are enough, no mail, and staff confirm it at the table', async () => {
    await setStaffConfirms(true);
    try {
      // No e-mail, phone or consents: an anonymous diner without contact data.
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/account/anonymousTableDiner',
        headers: bearer(await venueSession(t.app, 1)),
      });
      expect(started.statusCode, started.body).toBe(200);
      expect(started.json()).toMatchObject({ isAnonymous: true, email: null });
      const token = String(started.headers.authorization).replace('Bearer ', '');
      const customerId = started.json().customerId as number;

      // The table and the name are required for such an order.
      const noTable = await save(t.app, token, dineInOrder(l, { customerName: 'Luca' }));
      expect(noTable.json()).toMatchObject({
        code: 'TABLE_REQUIRED',
        message: 'Scegli il tuo tavolo prima di continuare',
      });
      expect((await save(t.app, token, dineInOrder(l, { tableNumber: 14 }))).json().code).toBe(
        'CUSTOMER_NAME_REQUIRED',
      );

      const res = await save(t.app, token, dineInOrder(l, { tableNumber: 14, customerName: 'Luca' }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        orderStatus: 0,
        paymentStatus: 0,
        tableNumber: 14,
        customerName: 'Luca',
        confirmationByStaff: true,
      });
      const orderId = res.json().orderId as number;

      // No confirmation mail: there is no link to open.
      const mail = await get(
        token,
        `order/sendEmailConfirmOrder?orderId=${orderId}&customerId=${customerId}&callbackUrl=${encodeURIComponent(`http://localhost/order-confirmed/${orderId}/${res.json().orderNumber}/{checkCode}?company=demo`)}`,
      );
      expect(mail.statusCode).toBe(400);
      expect(mail.json().code).toBe('ORDER_CONFIRMED_BY_STAFF');

      // On the board at once, waiting for the staff, who confirm it with the confirm action.
      const card = await boardCard(1, orderId);
      expect(card).toMatchObject({
        stage: 'awaiting-confirmation',
        tableNumber: '14',
        order: { confirmationByStaff: true, customerName: 'Luca' },
      });
      expect(card?.allowedActions).toContain('confirm');
      const confirmed = await t.app.inject({
        method: 'POST',
        url: `/api/staff/venues/1/orders/${orderId}/actions`,
        headers: owner.headers,
        payload: { action: 'confirm' },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json().stage).toBe('new');
      const [row] = await t.db
        .select()
        .from(orders)
        .where(and(eq(orders.orderId, orderId), eq(orders.customerId, customerId)));
      expect(row.orderStatus).toBe(1);

      // A venue that switched the setting on before keeping any table: the name is enough.
      await t.db.update(venueTables).set({ enabled: false }).where(eq(venueTables.seatWebId, 1));
      try {
        const noTables = await save(t.app, token, dineInOrder(l, { customerName: 'Luca' }));
        expect(noTables.statusCode, noTables.body).toBe(200);
        expect(noTables.json()).toMatchObject({ tableNumber: null, confirmationByStaff: true });
      } finally {
        await t.db
          .update(venueTables)
          .set({ enabled: true })
          .where(and(eq(venueTables.seatWebId, 1), eq(venueTables.number, 12)));
        await t.db
          .update(venueTables)
          .set({ enabled: true })
          .where(and(eq(venueTables.seatWebId, 1), eq(venueTables.number, 14)));
      }

      // A signed-in diner's cash table order is confirmed at once, as always.
      const diner = await registeredCustomer(t.app, t.db, 'registrato-tavolo@example.com');
      const signedIn = await save(t.app, diner.token, dineInOrder(l, { tableNumber: 12 }));
      expect(signedIn.json()).toMatchObject({ orderStatus: 1, confirmationByStaff: false, customerName: 'Anna' });
    } finally {
      await setStaffConfirms(false);
    }
  });

  it('is edited in the venue back office', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/staff/venues', headers: owner.headers });
    const centro = (read.json() as Array<Record<string, unknown>>).find((v) => v.seatWebId === 1)!;
    expect(centro.tableOrdersConfirmedByStaff).toBe(false);
    const { seatWebId: _id, latitude: _lat, longitude: _lng, ...form } = centro;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/venues/1',
      headers: owner.headers,
      payload: { ...form, tableOrdersConfirmedByStaff: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().tableOrdersConfirmedByStaff).toBe(true);
    const token = await venueSession(t.app, 1);
    expect((await get(token, 'seatWeb/getSetWeb?seatWebId=1')).json().tableOrdersConfirmedByStaff).toBe(true);
    await setStaffConfirms(false);
  });
});
