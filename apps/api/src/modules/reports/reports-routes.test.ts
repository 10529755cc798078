// The owner's dashboard: who may see which venues, and the figures to the cent for orders of
// known totals (a rejected, a cancelled, a refunded one, a duplicate payment given back, an
// order past midnight, one waiting for its e-mail link), checked against each order's own state
// (orderStateOf, what the order history shows).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethod } from '@tavola/domain/enums';
import type { Report, reportQuerySchema } from '@tavola/domain/reports';
import { StaffRole } from '@tavola/domain/staff';
import type { z } from 'zod';
import {
  bookingBands,
  onlinePayments,
  orderDetails,
  orderProgress,
  orders,
  products,
  refunds,
  reportDays,
  reportDayTakings,
  reportMonths,
  reservationAttendance,
  tableReservations,
} from '../../db/schema';
import { authenticate, createTestApp } from '../../test/test-app';
import { orderStateOf } from '../order/order-state-service';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';
import { loadReport } from './reports-service';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Staff = Awaited<ReturnType<typeof createSignedInStaff>>;

/** Wednesday 18 November 2026, 11:00 in Rome: the week is Monday 16 to Sunday 22. */
const NOW = new Date('2026-11-18T10:00:00Z');
let t: TestApp;
let owner: Staff;
let manager1: Staff;
let manager2: Staff;
let staff2: Staff;
let p1: { productWebId: number; description: string };
let p2: { productWebId: number; description: string };
const venue2Orders: number[] = [];
let number = 900_000;

interface Seed {
  seatWebId?: number;
  orderType: number;
  paymentType: number;
  total: number;
  orderStatus: number;
  paymentStatus?: number;
  requested?: string | null;
  createdAt?: Date;
  cancelled?: boolean;
  rejected?: boolean;
  payments?: Array<{
    status: 'succeeded' | 'refunded';
    amount: number;
    reason?: 'duplicate' | 'staff' | 'order_cancelled';
    provider?: 'stripe' | 'paypal' | 'satispay';
  }>;
  lines?: Array<{
    product: { productWebId: number; description: string };
    quantity: number;
    amount: number;
    options?: Array<{ ingredientId: number; description: string; unitPriceCents: number }>;
  }>;
}

async function seed(s: Seed): Promise<number> {
  const seatWebId = s.seatWebId ?? 2;
  const [row] = await t.db
    .insert(orders)
    .values({
      companyId: 1,
      orderNumber: ++number,
      orderType: s.orderType,
      seatWebId,
      paymentType: s.paymentType,
      totalAmountCents: s.total,
      productAmountCents: s.total,
      orderStatus: s.orderStatus,
      paymentStatus: s.paymentStatus ?? 0,
      requestedDateTime: s.requested === undefined ? null : s.requested,
      createdAt: s.createdAt ?? new Date('2026-11-16T09:00:00Z'),
      cancelledAt: s.cancelled ? new Date('2026-11-17T12:00:00Z') : null,
    })
    .returning({ orderId: orders.orderId });
  const orderId = row.orderId;
  if (s.rejected)
    await t.db.insert(orderProgress).values({
      orderId,
      rejectedAt: new Date('2026-11-17T12:00:00Z'),
      rejectionReason: 'Chiusi',
      refundStatus: 'refunded',
    });
  for (const [i, p] of (s.payments ?? []).entries()) {
    const [payment] = await t.db
      .insert(onlinePayments)
      .values({
        companyId: 1,
        orderId,
        provider: p.provider ?? 'stripe',
        reference: `ref-${orderId}-${i}`,
        amountCents: p.amount,
        status: p.status,
        refundReason: p.status === 'refunded' ? (p.reason ?? 'staff') : null,
        refundedAt: p.status === 'refunded' ? new Date('2026-11-17T13:00:00Z') : null,
      })
      .returning();
    // Money given back is in the refunds table; a duplicate payment's never was the order's.
    if (p.status === 'refunded' && p.reason !== 'duplicate') {
      await t.db.insert(refunds).values({
        companyId: 1,
        orderId,
        onlinePaymentId: payment.onlinePaymentId,
        method: payment.provider,
        amountCents: p.amount,
        reason: p.reason ?? 'staff',
        status: 'succeeded',
        idempotencyKey: `seed-${orderId}-${i}`,
        settledAt: new Date('2026-11-17T13:00:00Z'),
      });
    }
  }
  for (const l of s.lines ?? []) {
    await t.db.insert(orderDetails).values({
      orderId,
      productWebId: l.product.productWebId,
      quantity: l.quantity,
      amountCents: l.amount,
      description: l.product.description,
      additiveVariations: l.options ?? [],
    });
  }
  if (seatWebId === 2) venue2Orders.push(orderId);
  return orderId;
}

const Takeaway = 1;
const Delivery = 2;
const DineIn = 0;

beforeAll(async () => {
  // The job storing closed days ahead stays off: these tests look at which days are stored.
  t = await createTestApp({ now: () => NOW, env: { REPORT_DAYS_INTERVAL_MINUTES: '0' } });
  owner = await createSignedInStaff(t, { role: 'owner' });
  manager1 = await createSignedInStaff(t, { role: 'manager', seatWebIds: [1] });
  manager2 = await createSignedInStaff(t, { role: 'manager', seatWebIds: [2] });
  staff2 = await createSignedInStaff(t, { role: 'staff', seatWebIds: [2] });
  const found = await t.db
    .select({ productWebId: products.productWebId, description: products.description })
    .from(products)
    .limit(2);
  [p1, p2] = found;
  const bufala = { ingredientId: 77, description: 'Bufala', unitPriceCents: 150 };

  // Venue 2, this week.
  await seed({
    orderType: Takeaway,
    paymentType: PaymentMethod.Cash,
    total: 2350,
    orderStatus: 1,
    requested: '2026-11-17 12:30:00',
    lines: [
      { product: p1, quantity: 2, amount: 1600, options: [bufala] },
      { product: p2, quantity: 1, amount: 750 },
    ],
  });
  await seed({
    orderType: Delivery,
    paymentType: PaymentMethod.Stripe,
    total: 4100,
    orderStatus: 4,
    paymentStatus: 1,
    requested: '2026-11-18 20:00:00',
    payments: [
      { status: 'succeeded', amount: 4100 },
      { status: 'refunded', amount: 4100, reason: 'duplicate' },
    ],
    lines: [{ product: p1, quantity: 3, amount: 3600 }],
  });
  // Dine-in without a requested time: created at 20:30 in Rome.
  await seed({
    orderType: DineIn,
    paymentType: PaymentMethod.Cash,
    total: 1800,
    orderStatus: 2,
    createdAt: new Date('2026-11-18T19:30:00Z'),
  });
  // Rejected after payment, given back.
  await seed({
    orderType: Takeaway,
    paymentType: PaymentMethod.Paypal,
    total: 3000,
    orderStatus: 1,
    paymentStatus: 1,
    requested: '2026-11-19 13:00:00',
    rejected: true,
    payments: [{ status: 'refunded', amount: 3000, reason: 'staff', provider: 'paypal' }],
    lines: [{ product: p2, quantity: 5, amount: 3000 }],
  });
  // Never paid, cancelled.
  await seed({
    orderType: Delivery,
    paymentType: PaymentMethod.Stripe,
    total: 2500,
    orderStatus: 0,
    requested: '2026-11-19 20:00:00',
    cancelled: true,
  });
  // Served, then refunded by the staff.
  await seed({
    orderType: Takeaway,
    paymentType: PaymentMethod.Satispay,
    total: 1500,
    orderStatus: 4,
    paymentStatus: 1,
    requested: '2026-11-20 19:00:00',
    payments: [{ status: 'refunded', amount: 1500, reason: 'staff', provider: 'satispay' }],
  });
  // Still waiting for its e-mail link: no takings.
  await seed({
    orderType: Takeaway,
    paymentType: PaymentMethod.Cash,
    total: 999,
    orderStatus: 0,
    requested: '2026-11-20 20:00:00',
  });
  // Due at 00:30 on Sunday: Saturday's service.
  await seed({
    orderType: Takeaway,
    paymentType: PaymentMethod.Cash,
    total: 1000,
    orderStatus: 1,
    requested: '2026-11-22 00:30:00',
  });
  // Due at 04:00 on Monday: the Sunday before, the previous week.
  await seed({
    orderType: Takeaway,
    paymentType: PaymentMethod.Cash,
    total: 700,
    orderStatus: 1,
    requested: '2026-11-16 04:00:00',
  });
  // The previous week.
  await seed({
    orderType: Takeaway,
    paymentType: PaymentMethod.Cash,
    total: 2000,
    orderStatus: 1,
    requested: '2026-11-10 13:00:00',
  });
  // Venue 1, this week.
  await seed({
    seatWebId: 1,
    orderType: Takeaway,
    paymentType: PaymentMethod.Cash,
    total: 5000,
    orderStatus: 1,
    requested: '2026-11-17 13:00:00',
  });

  // Venue 1's bookings: two confirmed (4 and 2 people, one did not come), one unconfirmed, one cancelled.
  let [band] = await t.db.select().from(bookingBands).where(eq(bookingBands.seatWebId, 1)).limit(1);
  if (!band)
    [band] = await t.db
      .insert(bookingBands)
      .values({ seatWebId: 1, startTime: '12:00', endTime: '15:00', times: ['12:30'], places: 40 })
      .returning();
  const reservation = (id: string, people: number, extra: object) =>
    t.db.insert(tableReservations).values({
      reservationId: id,
      seatWebId: 1,
      bandId: band.bandId,
      day: '2026-11-17',
      startTime: '12:00',
      endTime: '15:00',
      time: '12:30',
      people,
      token: `tok-${id}`,
      ...extra,
    });
  await reservation('RPT00001', 4, { verifiedAt: NOW });
  await reservation('RPT00002', 2, { verifiedAt: NOW });
  await reservation('RPT00003', 3, {});
  await reservation('RPT00004', 5, { verifiedAt: NOW, cancelledAt: NOW });
  await t.db.insert(reservationAttendance).values({ reservationId: 'RPT00002', status: 'no-show' });
});
afterAll(async () => t?.close());

const get = (member: Staff, url: string) => t.app.inject({ method: 'GET', url, headers: member.headers });
async function report(member: Staff, url: string): Promise<Report> {
  const res = await get(member, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('who sees what', () => {
  it('keeps a manager to their venues and staff members out', async () => {
    expect((await get(manager1, '/api/staff/venues/2/reports')).statusCode).toBe(403);
    expect((await get(staff2, '/api/staff/venues/2/reports')).statusCode).toBe(403);
    expect((await get(staff2, '/api/staff/reports')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/reports' })).statusCode).toBe(401);
    const diner = await authenticate(t.app, { companyUrlName: 'demo', seatWebId: 1 });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/staff/reports',
          headers: { authorization: `Bearer ${diner.token}` },
        })
      ).statusCode,
    ).toBe(401);
    const otherOwner = await createSignedInStaff(t, { company: 'menu-digitale', role: 'owner' });
    expect((await get(otherOwner, '/api/staff/venues/2/reports')).statusCode).toBe(404);

    // "All my venues" of a manager is their venue only.
    const mine = await report(manager1, '/api/staff/reports?period=week&date=2026-11-18');
    expect(mine.venues.map((v) => v.seatWebId)).toEqual([1]);
    expect(mine.current.grossCents).toBe(5000);
    const theirs = await report(manager2, '/api/staff/reports?period=week&date=2026-11-18');
    expect(theirs.venues.map((v) => v.seatWebId)).toEqual([2]);
    expect(theirs.current.grossCents).toBe(10750);
    // The owner's "all venues" adds every venue of the company, and nothing of another.
    const all = await report(owner, '/api/staff/reports?period=week&date=2026-11-18');
    expect(all.venues.map((v) => v.seatWebId).sort()).toEqual([1, 2, 3]);
    expect(all.current.grossCents).toBe(15750);
  });

  it('answers a clear 400 for a range without its end, upside down or too long', async () => {
    for (const query of [
      'period=range&from=2026-11-01',
      'period=range&from=2026-11-10&to=2026-11-01',
      'period=range&from=2025-01-01&to=2026-11-01',
      'period=week&date=2026-02-30',
    ]) {
      const res = await get(owner, `/api/staff/reports?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBeTruthy();
    }
  });
});

describe('figures', () => {
  it('counts only confirmed or paid orders, and gives rejected, cancelled and refunded money apart, to the cent', async () => {
    const r = await report(owner, '/api/staff/venues/2/reports?period=week&date=2026-11-18');
    expect(r).toMatchObject({
      period: 'week',
      first: '2026-11-16',
      last: '2026-11-22',
      previousFirst: '2026-11-09',
      previousLast: '2026-11-15',
    });
    expect(r.current).toMatchObject({
      orders: 5,
      grossCents: 10750,
      refundsCents: 1500,
      netCents: 9250,
      averageTicketCents: 2150,
      rejected: { orders: 1, amountCents: 3000 },
      cancelled: { orders: 1, amountCents: 2500 },
      // The duplicate payment given back was never takings: not a refund.
      refunded: { orders: 2, amountCents: 4500 },
    });
    expect(r.current.byOrderType).toEqual([
      { orderType: DineIn, orders: 1, grossCents: 1800, refundsCents: 0, netCents: 1800 },
      { orderType: Takeaway, orders: 3, grossCents: 4850, refundsCents: 1500, netCents: 3350 },
      { orderType: Delivery, orders: 1, grossCents: 4100, refundsCents: 0, netCents: 4100 },
    ]);
    expect(r.current.byPaymentMethod).toEqual([
      { paymentMethod: 'cash', orders: 3, grossCents: 5150, refundsCents: 0, netCents: 5150 },
      { paymentMethod: 'stripe', orders: 1, grossCents: 4100, refundsCents: 0, netCents: 4100 },
      { paymentMethod: 'satispay', orders: 1, grossCents: 1500, refundsCents: 1500, netCents: 0 },
    ]);
    expect(r.previous).toMatchObject({ orders: 2, grossCents: 2700, netCents: 2700, averageTicketCents: 1350 });

    // Every day of the week, the previous week's beside it; the 00:30 order is Saturday's.
    expect(r.takingsByDay.map((d) => [d.date, d.grossCents, d.netCents, d.previousDate, d.previousNetCents])).toEqual([
      ['2026-11-16', 0, 0, '2026-11-09', 0],
      ['2026-11-17', 2350, 2350, '2026-11-10', 2000],
      ['2026-11-18', 5900, 5900, '2026-11-11', 0],
      ['2026-11-19', 0, 0, '2026-11-12', 0],
      ['2026-11-20', 1500, 0, '2026-11-13', 0],
      ['2026-11-21', 1000, 1000, '2026-11-14', 0],
      ['2026-11-22', 0, 0, '2026-11-15', 700],
    ]);
    expect(r.takingsByDay.reduce((sum, d) => sum + d.grossCents, 0)).toBe(r.current.grossCents);
    expect(r.ordersByHour).toEqual([
      { weekday: 2, hour: 12, orders: 1 },
      { weekday: 3, hour: 20, orders: 2 },
      { weekday: 5, hour: 19, orders: 1 },
      { weekday: 6, hour: 0, orders: 1 },
    ]);

    // Sellers: the rejected order's five p2 are not sales.
    expect(r.products.bestByQuantity).toEqual([
      { id: p1.productWebId, name: p1.description, quantity: 5, amountCents: 5200 },
      { id: p2.productWebId, name: p2.description, quantity: 1, amountCents: 750 },
    ]);
    expect(r.products.worstByTakings[0]).toMatchObject({ id: p2.productWebId, amountCents: 750 });
    expect(r.options.bestByTakings).toEqual([{ id: 77, name: 'Bufala', quantity: 2, amountCents: 300 }]);
  });

  it('matches the sum of the orders’ own states (the order history) to the cent', async () => {
    const r = await report(owner, '/api/staff/venues/2/reports?period=week&date=2026-11-18');
    const rows = await t.db.select().from(orders).where(eq(orders.seatWebId, 2));
    let gross = 0;
    let refunds = 0;
    let counted = 0;
    const takings = new Set(['new', 'accepted', 'in-production', 'ready', 'delivered']);
    for (const row of rows.filter((o) => venue2Orders.includes(o.orderId))) {
      const due = (row.requestedDateTime ?? '').replace('T', ' ');
      // This week's service days: 2026-11-16 05:00 to 2026-11-23 05:00 (the dine-in one is Wednesday's).
      const inWeek = due === '' || (due >= '2026-11-16 05:00' && due < '2026-11-23 05:00');
      if (!inWeek) continue;
      const state = await orderStateOf(t.db, row, NOW);
      if (!takings.has(state.state) && !(state.state === 'being-paid' && state.paid)) continue;
      counted++;
      gross += row.totalAmountCents;
      if (state.refund === 'refunded') refunds += row.totalAmountCents;
    }
    expect(counted).toBe(r.current.orders);
    expect(gross).toBe(r.current.grossCents);
    expect(refunds).toBe(r.current.refundsCents);
    expect(gross - refunds).toBe(r.current.netCents);
  });

  it('counts covers of confirmed bookings and the no-show rate of those whose day has come', async () => {
    const r = await report(owner, '/api/staff/venues/1/reports?period=week&date=2026-11-18');
    expect(r.current).toMatchObject({ reservations: 2, coversBooked: 6, noShows: 1, noShowRate: 0.5 });
    expect(r.previous).toMatchObject({ reservations: 0, coversBooked: 0, noShowRate: null });
  });

  it('compares a day with the day before, a month with the month before and a range with as many days before it', async () => {
    const day = await report(owner, '/api/staff/venues/2/reports?period=day&date=2026-11-18');
    expect(day).toMatchObject({
      first: '2026-11-18',
      last: '2026-11-18',
      previousFirst: '2026-11-17',
      previousLast: '2026-11-17',
    });
    expect(day.current.grossCents).toBe(5900);
    expect(day.previous.grossCents).toBe(2350);
    const month = await report(owner, '/api/staff/venues/2/reports?period=month&date=2026-11-18');
    expect(month).toMatchObject({
      first: '2026-11-01',
      last: '2026-11-30',
      previousFirst: '2026-10-01',
      previousLast: '2026-10-31',
    });
    expect(month.current.grossCents).toBe(10750 + 2000 + 700);
    expect(month.takingsByDay).toHaveLength(30);
    const range = await report(owner, '/api/staff/venues/2/reports?period=range&from=2026-11-17&to=2026-11-18');
    expect(range).toMatchObject({ previousFirst: '2026-11-15', previousLast: '2026-11-16' });
    expect(range.current.grossCents).toBe(2350 + 5900);
    expect(range.previous.grossCents).toBe(700);
    // Without a date: the service day under way on the venue's clock.
    const today = await report(owner, '/api/staff/venues/2/reports?period=day');
    expect(today.first).toBe('2026-11-18');
  });
});

describe('day totals', () => {
  /** A week after NOW: every day of NOW's week is closed (up to the day before yesterday) and read from the day totals. */
  const LATER = new Date('2026-11-25T10:00:00Z');
  const direct = (seatWebId: number | null, query: z.input<typeof reportQuerySchema>, dayTotals?: boolean) =>
    loadReport(
      { db: t.db, now: () => LATER, dayTotals },
      { companyId: 1, role: StaffRole.Owner, seatWebIds: [], seatWebId },
      query as z.output<typeof reportQuerySchema>,
    );

  it('reads closed days from the day totals to the cent as from the orders, and writes only closed days', async () => {
    const queries: Array<[number | null, z.input<typeof reportQuerySchema>]> = [
      [2, { period: 'week', date: '2026-11-18' }],
      [2, { period: 'month', date: '2026-11-18' }],
      [null, { period: 'range', from: '2026-11-10', to: '2026-11-24' }],
      [2, { period: 'day', date: '2026-11-20' }],
    ];
    for (const [seatWebId, query] of queries) {
      const fromTotals = await direct(seatWebId, query);
      const fromOrders = await direct(seatWebId, query, false);
      expect(fromTotals, JSON.stringify(query)).toEqual(fromOrders);
    }
    const week = await direct(2, { period: 'week', date: '2026-11-18' });
    expect(week.current).toMatchObject({ orders: 5, grossCents: 10750, refundsCents: 1500, netCents: 9250 });
    expect(week.products.bestByQuantity[0]).toMatchObject({ id: p1.productWebId, quantity: 5, amountCents: 5200 });
    expect(week.options.bestByTakings).toEqual([{ id: 77, name: 'Bufala', quantity: 2, amountCents: 300 }]);

    // The week's days are stored (its takings with them); yesterday and today are not.
    const days = (await t.db.select().from(reportDays).where(eq(reportDays.seatWebId, 2))).map((d) => d.day);
    expect(days).toEqual(
      expect.arrayContaining(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-22', '2026-11-23']),
    );
    expect(days).not.toContain('2026-11-24');
    expect(days).not.toContain('2026-11-25');
    const stored = await t.db
      .select()
      .from(reportDayTakings)
      .where(and(eq(reportDayTakings.seatWebId, 2), eq(reportDayTakings.day, '2026-11-18')));
    expect(stored.reduce((sum, r) => sum + (r.class === 1 ? r.amountCents : 0), 0)).toBe(5900);
    // October, a whole month before November: rolled up from its days.
    expect(
      await t.db
        .select()
        .from(reportMonths)
        .where(and(eq(reportMonths.seatWebId, 2), eq(reportMonths.month, '2026-10-01'))),
    ).toHaveLength(1);
  });

  it('follows at once a rejection, a refund, a change of state and of total of an order months old', async () => {
    // Venue 3, Tuesday 15 September 2026: a takeaway and a dine-in order, both takings.
    const takeaway = await seed({
      seatWebId: 3,
      orderType: Takeaway,
      paymentType: PaymentMethod.Cash,
      total: 2000,
      orderStatus: 4,
      requested: '2026-09-15 12:30:00',
      lines: [{ product: p1, quantity: 2, amount: 2000 }],
    });
    const dineIn = await seed({
      seatWebId: 3,
      orderType: DineIn,
      paymentType: PaymentMethod.Cash,
      total: 1500,
      orderStatus: 4,
      createdAt: new Date('2026-09-15T18:00:00Z'),
      lines: [{ product: p2, quantity: 1, amount: 1500 }],
    });
    const url = '/api/staff/venues/3/reports?period=day&date=2026-09-15';
    const check = async () => {
      const r = await report(owner, url);
      // Whatever the change, the stored day says what the orders say.
      const fromOrders = await direct(3, { period: 'day', date: '2026-09-15' }, false);
      expect(r.current).toEqual(fromOrders.current);
      expect(r.products).toEqual(fromOrders.products);
      // The month, a whole one: from its month totals.
      const september = { period: 'month', date: '2026-09-15' } as const;
      expect(await direct(3, september)).toEqual(await direct(3, september, false));
      return r;
    };
    const stored = async () =>
      (
        await t.db
          .select()
          .from(reportDays)
          .where(and(eq(reportDays.seatWebId, 3), eq(reportDays.day, '2026-09-15')))
      ).length;

    const storedMonth = async () =>
      (
        await t.db
          .select()
          .from(reportMonths)
          .where(and(eq(reportMonths.seatWebId, 3), eq(reportMonths.month, '2026-09-01')))
      ).length;

    let r = await check();
    expect(r.current).toMatchObject({ orders: 2, grossCents: 3500, refundsCents: 0, netCents: 3500 });
    expect(await stored()).toBe(1);
    expect(await storedMonth()).toBe(1);

    // Rejected afterwards: out of the takings and of the sellers.
    await t.db.insert(orderProgress).values({ orderId: takeaway, rejectedAt: new Date(), rejectionReason: 'Errore' });
    expect(await stored()).toBe(0);
    expect(await storedMonth()).toBe(0);
    r = await check();
    expect(r.current).toMatchObject({ orders: 1, grossCents: 1500, rejected: { orders: 1, amountCents: 2000 } });
    expect(r.products.bestByQuantity.map((s) => s.id)).toEqual([p2.productWebId]);

    // Part of the dine-in order given back at the counter, through the refund route.
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${dineIn}/refunds`,
      headers: owner.headers,
      payload: { idempotencyKey: `report-days-${dineIn}`, reason: 'Piatto freddo', amountCents: 500 },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    r = await check();
    expect(r.current).toMatchObject({ orders: 1, grossCents: 1500, refundsCents: 500, netCents: 1000 });
    expect(r.current.refunded).toEqual({ orders: 1, amountCents: 500 });

    // The rejection undone, then the dine-in order's total corrected and its state set back to open.
    await t.db.update(orderProgress).set({ rejectedAt: null }).where(eq(orderProgress.orderId, takeaway));
    r = await check();
    expect(r.current).toMatchObject({ orders: 2, grossCents: 3500, refundsCents: 500 });
    await t.db.update(orders).set({ totalAmountCents: 1700 }).where(eq(orders.orderId, dineIn));
    r = await check();
    expect(r.current.grossCents).toBe(3700);
    await t.db.update(orders).set({ orderStatus: 0 }).where(eq(orders.orderId, dineIn));
    r = await check();
    expect(r.current).toMatchObject({ orders: 1, grossCents: 2000, refundsCents: 0 });

    // A line changed (an edited order replaces its lines): the sellers follow.
    await t.db.update(orderDetails).set({ quantity: 3 }).where(eq(orderDetails.orderId, takeaway));
    r = await check();
    expect(r.products.bestByQuantity[0]).toMatchObject({ id: p1.productWebId, quantity: 3 });
  });
});
