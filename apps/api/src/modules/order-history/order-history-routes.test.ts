// The staff order history: who sees which venues, each search filter, keyset pages without
// duplicates or gaps, one order opened with its lines, payments, refunds and who did what, the
// CSV's bytes, and the history's totals equal to the dashboard's for the same days to the cent.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethod } from '@tavola/domain/enums';
import type { OrderHistoryDetail, OrderHistoryPage, OrderHistoryRow } from '@tavola/domain/order-history-search';
import type { Report } from '@tavola/domain/reports';
import {
  bookingBands,
  customers,
  onlinePayments,
  reservationAttendance,
  tableReservations,
  orderActions,
  orderDetails,
  orderProgress,
  orders,
  products,
  refunds,
} from '../../db/schema';
import { authenticate, createTestApp } from '../../test/test-app';
import { findOrderRow } from '../order/order-repository';
import { orderStateOf } from '../order/order-state-service';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Staff = Awaited<ReturnType<typeof createSignedInStaff>>;

const NOW = new Date('2026-11-18T10:00:00Z');
let t: TestApp;
let owner: Staff;
let manager1: Staff;
let staff2: Staff;
let number = 800_000;
const ids: Record<string, number> = {};
const numbers: Record<string, number> = {};

interface Seed {
  key: string;
  seatWebId?: number;
  orderType?: number;
  paymentType: number | null;
  total: number;
  orderStatus: number;
  paymentStatus?: number;
  requested?: string | null;
  createdAt: Date;
  cancelled?: boolean;
  rejected?: boolean;
  accepted?: boolean;
  customerId?: number;
  customerName?: string;
  table?: number;
  paymentReference?: string;
  payments?: Array<{
    status: 'succeeded' | 'refunded';
    amount: number;
    reason?: 'duplicate' | 'staff';
    provider?: 'stripe' | 'paypal' | 'nexi';
    reference?: string;
  }>;
  /** Refunds of part of the first payment (the refunds table), with their status. */
  partialRefunds?: Array<{ amount: number; status: 'succeeded' | 'failed' }>;
}

async function seed(s: Seed): Promise<number> {
  const [row] = await t.db
    .insert(orders)
    .values({
      companyId: 1,
      orderNumber: ++number,
      orderType: s.orderType ?? 1,
      seatWebId: s.seatWebId ?? 2,
      paymentType: s.paymentType,
      paymentReference: s.paymentReference ?? null,
      totalAmountCents: s.total,
      productAmountCents: s.total,
      orderStatus: s.orderStatus,
      paymentStatus: s.paymentStatus ?? 0,
      requestedDateTime: s.requested ?? null,
      createdAt: s.createdAt,
      cancelledAt: s.cancelled ? new Date('2026-11-17T12:00:00Z') : null,
      customerId: s.customerId ?? null,
      customerName: s.customerName ?? null,
      tableNumber: s.table ?? null,
      extraField1: s.key === 'paid' ? 'Citofono rotto' : null,
    })
    .returning({ orderId: orders.orderId });
  const orderId = row.orderId;
  if (s.rejected || s.accepted)
    await t.db.insert(orderProgress).values({
      orderId,
      acceptedAt: s.accepted ? new Date('2026-11-16T10:00:00Z') : null,
      rejectedAt: s.rejected ? new Date('2026-11-17T12:00:00Z') : null,
      rejectionReason: s.rejected ? 'Chiusi' : null,
      refundStatus: s.rejected ? 'refunded' : null,
    });
  for (const [i, p] of (s.payments ?? []).entries()) {
    const [payment] = await t.db
      .insert(onlinePayments)
      .values({
        companyId: 1,
        orderId,
        provider: p.provider ?? 'stripe',
        reference: p.reference ?? `hist-${orderId}-${i}`,
        amountCents: p.amount,
        status: p.status,
        settledAt: new Date('2026-11-16T09:01:00Z'),
        refundId: p.status === 'refunded' ? `re_${orderId}_${i}` : null,
        refundReason: p.status === 'refunded' ? (p.reason ?? 'staff') : null,
        refundedAt: p.status === 'refunded' ? new Date('2026-11-17T13:00:00Z') : null,
      })
      .returning();
    // Money given back is in the refunds table; a duplicate payment's never was the order's.
    const given = (amount: number, status: 'succeeded' | 'failed', n: number) =>
      t.db.insert(refunds).values({
        companyId: 1,
        orderId,
        onlinePaymentId: payment.onlinePaymentId,
        method: payment.provider,
        amountCents: amount,
        reason: 'Test',
        status,
        providerRefundId: `re_${orderId}_${i}${n ? `_${n}` : ''}`,
        idempotencyKey: `seed-${orderId}-${i}-${n}`,
        createdAt: new Date('2026-11-17T13:00:00Z'),
        settledAt: status === 'succeeded' ? new Date('2026-11-17T13:00:00Z') : null,
      });
    if (p.status === 'refunded' && p.reason !== 'duplicate') await given(p.amount, 'succeeded', 0);
    if (i === 0) for (const [n, r] of (s.partialRefunds ?? []).entries()) await given(r.amount, r.status, n + 1);
  }
  ids[s.key] = orderId;
  numbers[s.key] = number;
  return orderId;
}

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  owner = await createSignedInStaff(t, { role: 'owner' });
  manager1 = await createSignedInStaff(t, { role: 'manager', seatWebIds: [1] });
  staff2 = await createSignedInStaff(t, { role: 'staff', seatWebIds: [2] });
  const [product] = await t.db
    .select({ productWebId: products.productWebId, description: products.description })
    .from(products)
    .limit(1);
  const [maria] = await t.db
    .insert(customers)
    .values({
      companyId: 1,
      email: 'maria.rossi@example.com',
      firstName: 'Maria',
      lastName: 'Rossi',
      telephoneNumber1: '+39 333 1234567',
      isAnonymous: true,
    })
    .returning({ customerId: customers.customerId });

  // Venue 2, the week of 16-22 November 2026.
  await seed({
    key: 'cash',
    paymentType: PaymentMethod.Cash,
    total: 2350,
    orderStatus: 1,
    requested: '2026-11-17 12:30:00',
    createdAt: at('2026-11-16T09:00:00Z'),
    customerName: 'Niccolò, "il Magnifico"',
    accepted: true,
  });
  await seed({
    key: 'paid',
    orderType: 2,
    paymentType: PaymentMethod.Stripe,
    total: 4100,
    orderStatus: 4,
    paymentStatus: 1,
    requested: '2026-11-18 20:00:00',
    createdAt: at('2026-11-16T09:00:00Z'),
    customerId: maria.customerId,
    paymentReference: 'pi_HISTORY_1',
    payments: [
      { status: 'succeeded', amount: 4100, reference: 'pi_HISTORY_1' },
      { status: 'refunded', amount: 4100, reason: 'duplicate' },
    ],
  });
  await seed({
    key: 'dineIn',
    orderType: 0,
    paymentType: PaymentMethod.Cash,
    total: 1800,
    orderStatus: 2,
    createdAt: at('2026-11-18T19:30:00Z'),
    table: 12,
  });
  await seed({
    key: 'rejected',
    paymentType: PaymentMethod.Paypal,
    total: 3000,
    orderStatus: 1,
    paymentStatus: 1,
    requested: '2026-11-19 13:00:00',
    rejected: true,
    createdAt: at('2026-11-16T09:00:00Z'),
    payments: [{ status: 'refunded', amount: 3000, provider: 'paypal' }],
  });
  await seed({
    key: 'cancelled',
    orderType: 2,
    paymentType: PaymentMethod.Stripe,
    total: 2500,
    orderStatus: 0,
    requested: '2026-11-19 20:00:00',
    cancelled: true,
    createdAt: at('2026-11-17T09:00:00Z'),
  });
  await seed({
    key: 'refunded',
    paymentType: PaymentMethod.Satispay,
    total: 1500,
    orderStatus: 4,
    paymentStatus: 1,
    requested: '2026-11-20 19:00:00',
    createdAt: at('2026-11-17T09:00:00Z'),
    payments: [{ status: 'refunded', amount: 1500 }],
  });
  // Paid, then given back in part (5,50 €; a refund the provider refused does not count).
  await seed({
    key: 'partial',
    paymentType: PaymentMethod.Nexi,
    total: 2000,
    orderStatus: 4,
    paymentStatus: 1,
    requested: '2026-11-19 19:00:00',
    createdAt: at('2026-11-17T09:30:00Z'),
    paymentReference: 'nexi_PARTIAL_1',
    payments: [{ status: 'succeeded', amount: 2000, provider: 'nexi', reference: 'nexi_PARTIAL_1' }],
    partialRefunds: [
      { amount: 550, status: 'succeeded' },
      { amount: 300, status: 'failed' },
    ],
  });
  await seed({
    key: 'waiting',
    paymentType: PaymentMethod.Cash,
    total: 999,
    orderStatus: 0,
    requested: '2026-11-20 20:00:00',
    createdAt: at('2026-11-17T10:00:00Z'),
  });
  await seed({
    key: 'expired',
    paymentType: PaymentMethod.Cash,
    total: 450,
    orderStatus: 0,
    requested: '2026-11-17 20:00:00',
    createdAt: at('2026-11-17T10:00:00Z'),
  });
  await seed({
    key: 'afterMidnight',
    paymentType: PaymentMethod.Cash,
    total: 1000,
    orderStatus: 1,
    requested: '2026-11-22 00:30:00',
    createdAt: at('2026-11-17T11:00:00Z'),
  });
  await seed({
    key: 'previousWeek',
    paymentType: PaymentMethod.Cash,
    total: 2000,
    orderStatus: 1,
    requested: '2026-11-10 13:00:00',
    createdAt: at('2026-11-09T11:00:00Z'),
  });
  await seed({
    key: 'venue1',
    seatWebId: 1,
    paymentType: PaymentMethod.Cash,
    total: 5000,
    orderStatus: 1,
    requested: '2026-11-17 13:00:00',
    createdAt: at('2026-11-16T09:00:00Z'),
  });

  await t.db.insert(orderDetails).values([
    {
      orderId: ids.paid,
      productWebId: product.productWebId,
      quantity: 2,
      amountCents: 3100,
      description: 'Pizza, "bufala" e basilico',
      additiveVariations: [{ ingredientId: 77, description: 'Bufala', unitPriceCents: 150 }],
      subtractiveVariations: [{ ingredientId: 78, description: 'Origano', unitPriceCents: 0 }],
    },
    { orderId: ids.paid, productWebId: product.productWebId, quantity: 1, amountCents: 1000, description: 'Tiramisù' },
  ]);
  await t.db.insert(orderActions).values([
    {
      orderId: ids.cash,
      action: 'accept',
      fromStage: 'new',
      toStage: 'accepted',
      staffMemberId: owner.staffMemberId,
      createdAt: at('2026-11-16T10:00:00Z'),
    },
  ]);
});
afterAll(async () => t?.close());

const get = (member: Staff, url: string) => t.app.inject({ method: 'GET', url, headers: member.headers });
async function search(member: Staff, query: string): Promise<OrderHistoryPage> {
  const res = await get(member, `/api/staff/orders?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const keysOf = (rows: OrderHistoryRow[]) =>
  rows
    .map((r) => Object.keys(ids).find((k) => ids[k] === r.orderId))
    .filter(Boolean)
    .sort();
/** The seeded orders a search finds (the demo's own orders are left out). */
const found = async (query: string, member = owner) => keysOf((await search(member, `${query}&limit=100`)).orders);

describe('who sees what', () => {
  it('lets owners and managers in, each to their venues, and keeps staff members and strangers out', async () => {
    expect((await get(staff2, '/api/staff/orders')).statusCode).toBe(403);
    expect((await get(staff2, '/api/staff/orders.csv')).statusCode).toBe(403);
    expect((await get(staff2, `/api/staff/orders/${ids.cash}`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/orders' })).statusCode).toBe(401);
    const diner = await authenticate(t.app, { companyUrlName: 'demo', seatWebId: 1 });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/staff/orders',
          headers: { authorization: `Bearer ${diner.token}` },
        })
      ).statusCode,
    ).toBe(401);
    expect(await found('from=2026-11-16&to=2026-11-22', manager1)).toEqual(['venue1']);
    expect((await get(manager1, '/api/staff/orders?seatWebId=2')).statusCode).toBe(404);
    expect((await get(manager1, `/api/staff/orders/${ids.cash}`)).statusCode).toBe(404);
    const otherOwner = await createSignedInStaff(t, { company: 'menu-digitale', role: 'owner' });
    expect(keysOf((await search(otherOwner, 'limit=100')).orders)).toEqual([]);
    expect((await get(otherOwner, `/api/staff/orders/${ids.cash}`)).statusCode).toBe(404);
  });

  it('answers a clear 400 for a bad range, a bad state or a forged cursor', async () => {
    for (const query of [
      'from=2026-11-10&to=2026-11-01',
      'from=2026-02-30',
      'state=lost',
      'cursor=bm90LWEtY3Vyc29y',
      'limit=0',
      'paymentMethod=bitcoin',
    ]) {
      const res = await get(owner, `/api/staff/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBeTruthy();
    }
  });
});

describe('filters', () => {
  it('finds by order number, name, phone and e-mail', async () => {
    expect(await found(`q=${numbers.refunded}`)).toEqual(['refunded']);
    expect(await found('q=niccol')).toEqual(['cash']);
    expect(await found('q=maria%20rossi')).toEqual(['paid']);
    expect(await found('q=333%20123')).toEqual(['paid']);
    expect(await found('q=MARIA.ROSSI%40example')).toEqual(['paid']);
    // LIKE's wildcards are searched as themselves.
    expect(await found('q=%25')).toEqual([]);
  });

  it('finds by service days on the venue clock, as the dashboard counts them', async () => {
    expect(await found('seatWebId=2&from=2026-11-21&to=2026-11-21')).toEqual(['afterMidnight']);
    expect(await found('seatWebId=2&from=2026-11-09&to=2026-11-15')).toEqual(['previousWeek']);
    expect(await found('seatWebId=2&from=2026-11-18&to=2026-11-18')).toEqual(['dineIn', 'paid']);
  });

  it('finds by state (the order state the diner sees), type, table, payment method and reference', async () => {
    const states = {
      rejected: 'rejected',
      cancelled: 'cancelled',
      waiting: 'awaiting-confirmation',
      expired: 'expired',
      cash: 'accepted',
      dineIn: 'in-production',
    };
    for (const [key, state] of Object.entries(states)) expect(await found(`state=${state}`), state).toContain(key);
    expect(await found('state=expired')).not.toContain('waiting');
    expect(await found('orderType=0&seatWebId=2')).toEqual(['dineIn']);
    expect(await found('table=12')).toEqual(['dineIn']);
    expect(await found('paymentMethod=paypal')).toEqual(['rejected']);
    expect(await found('paymentMethod=satispay')).toEqual(['refunded']);
    expect(await found('reference=pi_HISTORY_1')).toEqual(['paid']);
    expect(await found(`reference=re_${ids.refunded}_0`)).toEqual(['refunded']);
  });

  it('gives every order the state orderStateOf gives it', async () => {
    const { orders: rows } = await search(owner, 'limit=100');
    for (const key of Object.keys(ids)) {
      const row = rows.find((r) => r.orderId === ids[key])!;
      const view = await orderStateOf(t.db, (await findOrderRow(t.db, ids[key]))!, NOW);
      expect(row.state, key).toBe(view.state);
    }
  });
});

describe('keyset pages', () => {
  it('walks every order newest first, a page at a time, without duplicates or gaps', async () => {
    const all = (await search(owner, 'limit=100')).orders.map((r) => r.orderId);
    const walked: number[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 100; page++) {
      const res: OrderHistoryPage = await search(owner, `limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.orders.length).toBeLessThanOrEqual(2);
      walked.push(...res.orders.map((r) => r.orderId));
      cursor = res.nextCursor;
      if (!cursor) break;
    }
    expect(walked).toEqual(all);
    expect(new Set(walked).size).toBe(walked.length);
    // Three seeded orders share one creation instant: the order id breaks the tie.
    const tied = [ids.cash, ids.paid, ids.rejected].sort((a, b) => b - a);
    expect(walked.filter((id) => tied.includes(id))).toEqual(tied);
  });
});

describe('one order', () => {
  it('shows every line, option, answer, payment, refund and who did what when', async () => {
    const res = await get(owner, `/api/staff/orders/${ids.paid}`);
    expect(res.statusCode, res.body).toBe(200);
    const o: OrderHistoryDetail = res.json();
    expect(o).toMatchObject({
      orderNumber: numbers.paid,
      state: 'delivered',
      dinerName: 'Maria Rossi',
      email: 'maria.rossi@example.com',
      totalCents: 4100,
      refundedCents: 0,
    });
    expect(o.lines).toEqual([
      {
        orderDetailId: expect.any(Number),
        refundedQuantity: 0,
        description: 'Pizza, "bufala" e basilico',
        quantity: 2,
        amountCents: 3100,
        added: [{ description: 'Bufala', unitPriceCents: 150 }],
        removed: [{ description: 'Origano', unitPriceCents: 0 }],
      },
      {
        orderDetailId: expect.any(Number),
        refundedQuantity: 0,
        description: 'Tiramisù',
        quantity: 1,
        amountCents: 1000,
        added: [],
        removed: [],
      },
    ]);
    expect(o.answers.map((a) => a.answer)).toEqual(['Citofono rotto']);
    expect(o.payments.map((p) => [p.status, p.amountCents, p.refundReason])).toEqual([
      ['succeeded', 4100, null],
      ['refunded', 4100, 'duplicate'],
    ]);
    expect(o.history.map((h) => h.event)).toEqual(['placed', 'paid', 'paid', 'refunded']);

    const accepted: OrderHistoryDetail = (await get(owner, `/api/staff/orders/${ids.cash}`)).json();
    expect(accepted.history.find((h) => h.event === 'accept')).toMatchObject({
      toStage: 'accepted',
      by: expect.stringContaining('owner'),
      at: '2026-11-16T10:00:00.000Z',
    });
    const rejected: OrderHistoryDetail = (await get(owner, `/api/staff/orders/${ids.rejected}`)).json();
    expect(rejected).toMatchObject({
      state: 'rejected',
      rejectionReason: 'Chiusi',
      refund: 'refunded',
      refundedCents: 3000,
    });
    expect((await get(owner, '/api/staff/orders/2147483647')).statusCode).toBe(404);

    // Each refund with its amount, reason, status; only the succeeded ones count.
    const partial: OrderHistoryDetail = (await get(owner, `/api/staff/orders/${ids.partial}`)).json();
    expect(partial).toMatchObject({ refundedCents: 550, refundableCents: 1450, refundMethod: 'online' });
    expect(partial.refunds.map((r) => [r.amountCents, r.reason, r.status])).toEqual([
      [550, 'Test', 'succeeded'],
      [300, 'Test', 'failed'],
    ]);
  });
});

/** A CSV's lines (the tests' records hold no line breaks). */
const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

describe('CSV export', () => {
  it('streams UTF-8 with a BOM, a header, euro with a decimal point, quoted commas and accents', async () => {
    const res = await get(owner, '/api/staff/orders.csv?seatWebId=2&from=2026-11-16&to=2026-11-22');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('orders.csv');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csvLines(res.rawPayload.toString('utf8'));
    expect(lines[0]).toBe(
      'Numero,Sede,Creato,Servizio,Tipo,Stato,Pagamento,Riferimento,Tavolo,Cliente,Telefono,E-mail,Totale,Rimborsato,Netto,Incasso',
    );
    const cash = lines.find((l) => l.startsWith(`${numbers.cash},`))!;
    expect(cash).toContain(',"Niccolò, ""il Magnifico""",');
    expect(cash).toContain(',23.50,0.00,23.50,sì');
    expect(lines.find((l) => l.startsWith(`${numbers.refunded},`))).toContain(',15.00,15.00,0.00,sì');
    expect(lines.find((l) => l.startsWith(`${numbers.partial},`))).toContain(',20.00,5.50,14.50,sì');
    expect(lines).toHaveLength(1 + 10);

    const en = await get(owner, '/api/staff/orders.csv?seatWebId=2&from=2026-11-16&to=2026-11-22&lang=en');
    expect(csvLines(en.body)[0]).toMatch(/^Number,Venue,Created,/);
  });

  it('writes one line per order line on request', async () => {
    const res = await get(owner, `/api/staff/orders.csv?lines=1&q=${numbers.paid}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('order-lines.csv');
    const lines = csvLines(res.body);
    expect(lines[0]).toBe('Numero,Sede,Servizio,Stato,Prodotto,Quantità,Aggiunte,Tolti,Importo');
    expect(lines.slice(1)).toEqual([
      `${numbers.paid},${lines[1].split(',')[1]},2026-11-18 20:00,delivered,"Pizza, ""bufala"" e basilico",2,Bufala,Origano,31.00`,
      `${numbers.paid},${lines[1].split(',')[1]},2026-11-18 20:00,delivered,Tiramisù,1,,,10.00`,
    ]);
  });

  it('refuses a venue the member does not reach before it starts writing', async () => {
    expect((await get(manager1, '/api/staff/orders.csv?seatWebId=2')).statusCode).toBe(404);
  });
});

describe('bookings CSV', () => {
  it('streams the reservations of the days in calendar order, with their state and attendance', async () => {
    let [band] = await t.db.select().from(bookingBands).where(eq(bookingBands.seatWebId, 1)).limit(1);
    if (!band)
      [band] = await t.db
        .insert(bookingBands)
        .values({ seatWebId: 1, startTime: '12:00', endTime: '15:00', times: ['12:30'], places: 40 })
        .returning();
    const reservation = (id: string, day: string, time: string, extra: object) =>
      t.db.insert(tableReservations).values({
        reservationId: id,
        seatWebId: 1,
        bandId: band.bandId,
        day,
        startTime: '12:00',
        endTime: '15:00',
        time,
        people: 4,
        token: `tok-${id}`,
        ...extra,
      });
    await reservation('HST00002', '2026-12-03', '13:00', { name: 'Bianchi, Luca', verifiedAt: NOW });
    await reservation('HST00001', '2026-12-03', '12:30', { name: 'Niccolò', cancelledAt: NOW });
    await reservation('HST00003', '2026-12-04', '12:30', { name: 'Rossi', verifiedAt: NOW });
    await reservation('HST00004', '2026-12-09', '12:30', { name: 'Fuori' });
    await t.db.insert(reservationAttendance).values({ reservationId: 'HST00003', status: 'no-show' });

    const res = await get(owner, '/api/staff/bookings.csv?from=2026-12-03&to=2026-12-04&seatWebId=1');
    expect(res.statusCode, res.body).toBe(200);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csvLines(res.body);
    expect(lines[0]).toBe('Codice,Sede,Giorno,Ora,Persone,Nome,Telefono,Note,Tavoli,Stato,Presenza,Ricevuta');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['HST00001', 'HST00002', 'HST00003']);
    expect(lines[1]).toContain(',Niccolò,');
    expect(lines[1]).toContain(',cancellata,');
    expect(lines[2]).toContain(',"Bianchi, Luca",');
    expect(lines[3]).toContain(',confermata,non arrivati,');
    expect((await get(manager1, '/api/staff/bookings.csv?seatWebId=2')).statusCode).toBe(404);
    expect((await get(staff2, '/api/staff/bookings.csv')).statusCode).toBe(403);
  });
});

describe('the dashboard and the history add up to the same cents', () => {
  it('for a week of venue 2: the counted orders of the history are the dashboard takings', async () => {
    const report: Report = (await get(owner, '/api/staff/venues/2/reports?period=week&date=2026-11-18')).json();
    // Every order of those days, the demo's own included, read page by page like the browser does.
    const rows: OrderHistoryRow[] = [];
    let cursor: string | null = null;
    do {
      const page: OrderHistoryPage = await search(
        owner,
        `seatWebId=2&from=2026-11-16&to=2026-11-22&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      rows.push(...page.orders);
      cursor = page.nextCursor;
    } while (cursor);
    const counted = rows.filter((r) => r.counted);
    const gross = counted.reduce((s, r) => s + r.totalCents, 0);
    const refunds = counted.reduce((s, r) => s + r.refundedCents, 0);
    expect(counted.length).toBe(report.current.orders);
    expect(gross).toBe(report.current.grossCents);
    expect(refunds).toBe(report.current.refundsCents);
    expect(gross - refunds).toBe(report.current.netCents);
    expect(gross).toBeGreaterThan(0);
    // A partial refund counts its amount, not the order's total.
    expect(counted.find((r) => r.orderId === ids.partial)?.refundedCents).toBe(550);

    // The CSV says the same, in euro.
    const csv = csvLines(
      (await get(owner, '/api/staff/orders.csv?seatWebId=2&from=2026-11-16&to=2026-11-22')).body,
    ).slice(1);
    const netOfCsv = csv
      .map((l) => l.split(','))
      .filter((cells) => cells.at(-1) === 'sì')
      .reduce((s, cells) => s + Math.round(Number(cells.at(-2)) * 100), 0);
    expect(netOfCsv).toBe(report.current.netCents);
  });
});
