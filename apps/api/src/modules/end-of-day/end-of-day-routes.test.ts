// "Chiusura giornata": the summary of a day equals the dashboard's figures for that day to the
// cent; only the venue's owner and managers see it; the daily mail goes out once, at the chosen
// time on the venue's clock, with two API instances on one database and a restart, in the
// language chosen. The clock is the apps' now(): moved by the test, never waited for.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethod } from '@tavola/domain/enums';
import type { EndOfDay } from '@tavola/domain/end-of-day';
import type { Report } from '@tavola/domain/reports';
import { eq } from 'drizzle-orm';
import { orderDetails, orderProgress, orders, outboxEmails, printers, printJobs, products } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Staff = Awaited<ReturnType<typeof createSignedInStaff>>;

/** The apps' clock: Friday 20 November 2026, 15:00 in Rome, until a test moves it. */
let clock = new Date('2026-11-20T14:00:00Z');
const now = () => clock;
let t: TestApp;
let second: TestApp | null = null;
let owner: Staff;
let manager1: Staff;
let manager2: Staff;
let staff2: Staff;
let number = 950_000;

async function seed(s: {
  orderType: number;
  paymentType: number;
  total: number;
  orderStatus: number;
  paymentStatus?: number;
  requested: string;
  rejected?: boolean;
  cancelled?: boolean;
  line?: { productWebId: number; description: string; quantity: number };
}) {
  const [{ orderId }] = await t.db
    .insert(orders)
    .values({
      companyId: 1,
      orderNumber: ++number,
      orderType: s.orderType,
      seatWebId: 2,
      paymentType: s.paymentType,
      totalAmountCents: s.total,
      productAmountCents: s.total,
      orderStatus: s.orderStatus,
      paymentStatus: s.paymentStatus ?? 0,
      requestedDateTime: s.requested,
      cancelledAt: s.cancelled ? new Date('2026-11-20T12:00:00Z') : null,
    })
    .returning({ orderId: orders.orderId });
  if (s.rejected)
    await t.db
      .insert(orderProgress)
      .values({ orderId, rejectedAt: new Date('2026-11-20T12:00:00Z'), rejectionReason: 'Chiusi' });
  if (s.line) {
    await t.db.insert(orderDetails).values({
      orderId,
      productWebId: s.line.productWebId,
      quantity: s.line.quantity,
      amountCents: s.total,
      description: s.line.description,
    });
  }
}

beforeAll(async () => {
  t = await createTestApp({ now });
  owner = await createSignedInStaff(t, { role: 'owner' });
  manager1 = await createSignedInStaff(t, { role: 'manager', seatWebIds: [1] });
  manager2 = await createSignedInStaff(t, { role: 'manager', seatWebIds: [2] });
  staff2 = await createSignedInStaff(t, { role: 'staff', seatWebIds: [2] });
  const [p1, p2] = await t.db
    .select({ productWebId: products.productWebId, description: products.description })
    .from(products)
    .limit(2);
  // Friday 20 November at venue 2: cash and card takeaways, a delivery paid online,
  // one due at 00:40 (still Friday's service), one rejected, one cancelled, one of
  // Thursday and one of Saturday morning (other service days).
  await seed({
    orderType: 1,
    paymentType: PaymentMethod.Cash,
    total: 2350,
    orderStatus: 1,
    requested: '2026-11-20 12:30:00',
    line: { ...p1, quantity: 2 },
  });
  await seed({
    orderType: 2,
    paymentType: PaymentMethod.Stripe,
    total: 4125,
    orderStatus: 4,
    paymentStatus: 1,
    requested: '2026-11-20 20:00:00',
    line: { ...p2, quantity: 3 },
  });
  await seed({
    orderType: 1,
    paymentType: PaymentMethod.Card,
    total: 1999,
    orderStatus: 1,
    paymentStatus: 1,
    requested: '2026-11-20 21:15:00',
    line: { ...p1, quantity: 1 },
  });
  await seed({
    orderType: 1,
    paymentType: PaymentMethod.Cash,
    total: 1001,
    orderStatus: 1,
    requested: '2026-11-21 00:40:00',
    line: { ...p2, quantity: 1 },
  });
  await seed({
    orderType: 1,
    paymentType: PaymentMethod.Cash,
    total: 3000,
    orderStatus: 1,
    requested: '2026-11-20 13:00:00',
    rejected: true,
  });
  await seed({
    orderType: 2,
    paymentType: PaymentMethod.Stripe,
    total: 2500,
    orderStatus: 0,
    requested: '2026-11-20 19:00:00',
    cancelled: true,
  });
  await seed({
    orderType: 1,
    paymentType: PaymentMethod.Cash,
    total: 777,
    orderStatus: 1,
    requested: '2026-11-19 20:00:00',
  });
  await seed({
    orderType: 1,
    paymentType: PaymentMethod.Cash,
    total: 555,
    orderStatus: 1,
    requested: '2026-11-21 05:30:00',
  });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const get = (member: Staff, url: string) => t.app.inject({ method: 'GET', url, headers: member.headers });
async function json<T>(member: Staff, url: string): Promise<T> {
  const res = await get(member, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('the summary of a day', () => {
  it('has the dashboard’s figures for that day, to the cent', async () => {
    const summary = await json<EndOfDay>(owner, '/api/staff/venues/2/end-of-day?date=2026-11-20');
    const dashboard = await json<Report>(owner, '/api/staff/venues/2/reports?period=day&date=2026-11-20');
    expect(summary.figures).toEqual(dashboard.current);
    expect(summary.bestSellers).toEqual(dashboard.products.bestByQuantity);
    expect(summary).toMatchObject({ date: '2026-11-20', venue: { seatWebId: 2 }, dayUnderWay: true });
    // The same figures worked out by hand from the orders seeded for the day.
    expect(summary.figures).toMatchObject({
      orders: 4,
      grossCents: 2350 + 4125 + 1999 + 1001,
      refundsCents: 0,
      netCents: 2350 + 4125 + 1999 + 1001,
      rejected: { orders: 1, amountCents: 3000 },
      cancelled: { orders: 1, amountCents: 2500 },
    });
    expect(summary.figures.byPaymentMethod).toEqual([
      { paymentMethod: 'cash', orders: 2, grossCents: 3351, refundsCents: 0, netCents: 3351 },
      { paymentMethod: 'card', orders: 1, grossCents: 1999, refundsCents: 0, netCents: 1999 },
      { paymentMethod: 'stripe', orders: 1, grossCents: 4125, refundsCents: 0, netCents: 4125 },
    ]);
    expect(summary.figures.byOrderType.map((x) => [x.orderType, x.orders, x.netCents])).toEqual([
      [1, 3, 5350],
      [2, 1, 4125],
    ]);
    expect(summary.bestSellers[0].quantity).toBe(4);
  });

  it('is today’s service day without a date, and a past day is over', async () => {
    expect((await json<EndOfDay>(manager2, '/api/staff/venues/2/end-of-day')).date).toBe('2026-11-20');
    const thursday = await json<EndOfDay>(manager2, '/api/staff/venues/2/end-of-day?date=2026-11-19');
    expect(thursday).toMatchObject({ dayUnderWay: false, figures: { orders: 1, grossCents: 777 } });
  });

  it('is the venue’s owners’ and managers’ only', async () => {
    expect((await get(manager1, '/api/staff/venues/2/end-of-day')).statusCode).toBe(403);
    expect((await get(staff2, '/api/staff/venues/2/end-of-day')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/venues/2/end-of-day' })).statusCode).toBe(401);
    const otherOwner = await createSignedInStaff(t, { company: 'menu-digitale', role: 'owner' });
    expect((await get(otherOwner, '/api/staff/venues/2/end-of-day')).statusCode).toBe(404);
    expect((await get(manager1, '/api/staff/venues/2/end-of-day/settings')).statusCode).toBe(403);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/venues/2/end-of-day/settings',
      headers: manager1.headers,
      payload: { enabled: true, time: '23:00', recipients: ['x@example.com'], language: 'it' },
    });
    expect(put.statusCode).toBe(403);
    expect((await get(owner, '/api/staff/venues/2/end-of-day?date=2026-02-30')).statusCode).toBe(400);
  });
});

describe('printing the summary in the kitchen', () => {
  const print = (member: Staff, seatWebId: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/venues/${seatWebId}/end-of-day/print`,
      headers: member.headers,
      payload: { date: '2026-11-20' },
    });

  it('queues the summary on every printer of the venue in its language, and says so when it has none', async () => {
    await t.db.insert(printers).values([
      { seatWebId: 2, name: 'Cucina', address: '127.0.0.1', port: 9, paperWidth: 58 },
      { seatWebId: 2, name: 'Bar', address: '127.0.0.1', port: 9, paperWidth: 58, language: 'en' },
    ]);
    const res = await print(manager2, 2);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ jobs: 2 });
    const [job, english] = await t.db
      .select()
      .from(printJobs)
      .where(eq(printJobs.seatWebId, 2))
      .orderBy(printJobs.printJobId);
    expect(job).toMatchObject({ kind: 'text', title: 'Chiusura giornata 20/11/2026 - Tavola Navigli' });
    expect(job.lines).toContain(`Incasso lordo${' '.repeat(12)}94,75 €`);
    expect(english).toMatchObject({ kind: 'text', title: 'End of day 20/11/2026 - Tavola Navigli' });
    expect(
      english.lines.some((l) => l.startsWith('Gross takings') && l.endsWith('€94.75')),
      english.lines.join('\n'),
    ).toBe(true);
    // Amount lines fit the narrower paper's 32 characters (prose wraps at the printer).
    for (const line of [...job.lines, ...english.lines].filter((l) => l.includes('€')))
      expect(line.length, line).toBeLessThanOrEqual(32);

    const none = await print(owner, 1);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/non ha stampanti/);
    expect((await print(manager1, 2)).statusCode).toBe(403);
  });
});

describe('the daily mail', () => {
  const put = (member: Staff, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/staff/venues/2/end-of-day/settings', headers: member.headers, payload });
  const mails = () =>
    t.db
      .select()
      .from(outboxEmails)
      .where(inArray(outboxEmails.to, ['titolare@example.com', 'conti@example.com']));

  it('is off by default and refuses settings it could not follow', async () => {
    expect(await json(owner, '/api/staff/venues/2/end-of-day/settings')).toEqual({
      enabled: false,
      time: '23:30',
      recipients: [],
      language: 'it',
      lastSentDay: null,
    });
    for (const bad of [
      { enabled: true, time: '23:00', recipients: [], language: 'it' },
      { enabled: true, time: '25:00', recipients: ['a@example.com'], language: 'it' },
      { enabled: true, time: '23:00', recipients: ['not-an-address'], language: 'it' },
      { enabled: true, time: '23:00', recipients: ['a@example.com'], language: 'de' },
    ]) {
      const res = await put(owner, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('goes once at the chosen time with two API instances, and again the next day', async () => {
    second = await createTestApp({ now, database: t.database });
    const saved = await put(manager2, {
      enabled: true,
      time: '22:00',
      recipients: ['Titolare@Example.com', 'conti@example.com'],
      language: 'en',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      enabled: true,
      time: '22:00',
      recipients: ['titolare@example.com', 'conti@example.com'],
      language: 'en',
    });
    const round = async () => {
      const results = await Promise.all([t.app.endOfDayMails.runRound(), second!.app.endOfDayMails.runRound()]);
      return results.flatMap((r) => (r.ran ? r.result : []));
    };

    clock = new Date('2026-11-20T20:59:00Z'); // 21:59 in Rome: not yet
    expect(await round()).toEqual([]);
    expect(await mails()).toHaveLength(0);

    clock = new Date('2026-11-20T21:00:00Z'); // 22:00 in Rome
    expect(await round()).toEqual([2]);
    const sent = await mails();
    expect(sent.map((m) => m.to).sort()).toEqual(['conti@example.com', 'titolare@example.com']);
    expect(sent[0].subject).toBe('End of day 20/11/2026 - Tavola Navigli');
    expect(sent[0].text).toContain('Net takings: €94.75');
    expect(sent[0].text).toContain('Stripe (1 order): €41.25');
    expect(sent[0].html).toContain('<html lang="en">');

    // Later the same service day (after midnight too), in either process, or after a restart: nothing more.
    for (const at of ['2026-11-20T21:01:00Z', '2026-11-20T23:30:00Z', '2026-11-21T03:00:00Z']) {
      clock = new Date(at);
      expect(await round(), at).toEqual([]);
    }
    await second.close();
    second = await createTestApp({ now, database: t.database });
    expect(await round()).toEqual([]);
    expect(await mails()).toHaveLength(2);
    expect((await json<{ lastSentDay: string }>(owner, '/api/staff/venues/2/end-of-day/settings')).lastSentDay).toBe(
      '2026-11-20',
    );

    // Saturday's service: before 22:00 nothing, at 22:05 Saturday's summary, in Italian now.
    expect(
      (await put(owner, { enabled: true, time: '22:00', recipients: ['titolare@example.com'], language: 'it' }))
        .statusCode,
    ).toBe(200);
    clock = new Date('2026-11-21T12:00:00Z');
    expect(await round()).toEqual([]);
    clock = new Date('2026-11-21T21:05:00Z');
    expect(await round()).toEqual([2]);
    const all = await mails();
    expect(all).toHaveLength(3);
    const saturday = all.find((m) => m.subject.startsWith('Chiusura giornata'))!;
    expect(saturday.subject).toBe('Chiusura giornata 21/11/2026 - Tavola Navigli');
    expect(saturday.text).toContain('Incasso lordo: 5,55 €');
  });

  it('stays off once switched off', async () => {
    expect((await put(owner, { enabled: false, time: '22:00', recipients: [], language: 'it' })).statusCode).toBe(200);
    clock = new Date('2026-11-22T21:30:00Z');
    const result = await t.app.endOfDayMails.runRound();
    expect(result).toEqual({ ran: true, result: [] });
  });

  it('catches up a mail missed while the server was down, at start and on the next round, once', async () => {
    const outbox = async () =>
      (await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'recupero@example.com'))).map((m) => m.subject);
    const settings = (seatWebId: number) => ({
      method: 'PUT' as const,
      url: `/api/staff/venues/${seatWebId}/end-of-day/settings`,
      headers: owner.headers,
      payload: { enabled: true, time: '22:00', recipients: ['recupero@example.com'], language: 'it' },
    });
    // The second instance of the tests above has done its part: only this test's processes run.
    await second?.close();
    second = null;
    clock = new Date('2026-11-23T10:00:00Z'); // Monday 11:00 in Rome
    expect((await t.app.inject(settings(2))).statusCode).toBe(200);

    // Down from Monday afternoon to Tuesday 09:00: the process starting sends Monday's mail.
    clock = new Date('2026-11-24T08:00:00Z');
    const restarted = await createTestApp({ now, database: t.database });
    await restarted.close(); // waits for its start round
    expect(await outbox()).toEqual(['Chiusura giornata 23/11/2026 - Tavola Navigli']);
    // Another process's round (or a restart) right after: nothing more.
    expect(await t.app.endOfDayMails.runRound()).toEqual({ ran: true, result: [] });
    second = await createTestApp({ now, database: t.database });
    await second.close();
    second = null;
    expect(await outbox()).toHaveLength(1);
    // Tuesday's at its time as usual.
    clock = new Date('2026-11-24T21:00:00Z');
    expect(await t.app.endOfDayMails.runRound()).toEqual({ ran: true, result: [2] });

    // Down from Tuesday night to Saturday morning: only Friday's, the day before; not Wednesday's or Thursday's.
    clock = new Date('2026-11-28T10:00:00Z');
    expect(await t.app.endOfDayMails.runRound()).toEqual({ ran: true, result: [2] });
    expect(await t.app.endOfDayMails.runRound()).toEqual({ ran: true, result: [] });
    expect(await outbox()).toEqual([
      'Chiusura giornata 23/11/2026 - Tavola Navigli',
      'Chiusura giornata 24/11/2026 - Tavola Navigli',
      'Chiusura giornata 27/11/2026 - Tavola Navigli',
    ]);

    // Turned on in the morning: last night's time had passed when it was saved, so no mail of yesterday.
    expect((await t.app.inject(settings(1))).statusCode).toBe(200);
    expect(await t.app.endOfDayMails.runRound()).toEqual({ ran: true, result: [] });
    clock = new Date('2026-11-28T21:00:00Z');
    const evening = await t.app.endOfDayMails.runRound();
    expect(evening.ran && evening.result.sort()).toEqual([1, 2]);
  });
});
