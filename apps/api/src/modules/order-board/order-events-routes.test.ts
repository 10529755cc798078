// The diner's live order stream: order/getOrderEventsTicket
// and order/orderEvents carry the calling diner's own orders only (another diner, a diner of
// another company and an anonymous caller get nothing), and resume after Last-Event-ID.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, customers, seatWebs } from '../../db/schema';
import { bearer, registeredCustomer, venueSession } from '../../test/ordering-fixtures';
import { createTestApp } from '../../test/test-app';
import { listCatchUpEvents } from '../events/events-repository';
import { demoLines, NOW, save, takeawayOrder, TODAY, type DemoLines } from '../order/order-test-helpers';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';
import { openEventStream, type SseMessage } from './sse-test-client';
import { eq } from 'drizzle-orm';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let l: DemoLines;
let kitchen: Awaited<ReturnType<typeof createSignedInStaff>>;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  l = await demoLines(t.db);
  kitchen = await createSignedInStaff(t, { role: 'staff', seatWebIds: [2] });
  base = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/order/orderEvents`;
});
afterAll(async () => t?.close());

let n = 0;
async function diner() {
  return registeredCustomer(t.app, t.db, `live-${++n}-${Date.now()}@example.com`, { seatWebId: 2 });
}
async function order(token: string) {
  const res = await save(
    t.app,
    token,
    takeawayOrder(l, {
      requestedDateTime: `${TODAY}T${12 + Math.floor(n / 4)}:${String((n % 4) * 15).padStart(2, '0')}:00`,
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { orderId: number }).orderId;
}
async function ticketOf(token: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/order/getOrderEventsTicket', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { ticket: string }).ticket;
}
const act = (orderId: number, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/venues/2/orders/${orderId}/actions`,
    headers: kitchen.headers,
    payload: body,
  });
const about = (orderId: number) => (m: SseMessage) => (m.data as { subject: string }).subject === String(orderId);
const stageIn = (m: SseMessage) => (m.data as { data: { stage: string } | null }).data?.stage;

describe('order/orderEvents', () => {
  it('carries the diner’s own orders live and resumes after Last-Event-ID', async () => {
    const anna = await diner();
    const stream = openEventStream(`${base}?ticket=${await ticketOf(anna.token)}`, {});
    await stream.ready;
    const orderId = await order(anna.token);
    expect(stageIn(await stream.waitFor(about(orderId)))).toBe('new');
    expect((await act(orderId, { action: 'accept', estimatedReadyTime: '12:45' })).statusCode).toBe(200);
    const accepted = await stream.waitFor((m) => about(orderId)(m) && stageIn(m) === 'accepted');
    expect((accepted.data as { data: { estimatedReadyTime: string } }).data.estimatedReadyTime).toBe('12:45');
    stream.close();

    // While away, the kitchen starts it: the reconnect (EventSource's Last-Event-ID) catches up once.
    expect((await act(orderId, { action: 'start-production' })).statusCode).toBe(200);
    const again = openEventStream(`${base}?ticket=${await ticketOf(anna.token)}`, { 'last-event-id': accepted.id! });
    expect(stageIn(await again.waitFor(about(orderId)))).toBe('in-production');
    expect(again.messages.every((m) => Number(m.id) > Number(accepted.id))).toBe(true);
    again.close();
  });

  it('never carries another diner’s or another company’s orders', async () => {
    const anna = await diner();
    const bruno = await diner();
    // A diner of another company (menu-digitale).
    const [other] = await t.db.select().from(companies).where(eq(companies.urlName, 'menu-digitale'));
    const [carla] = await t.db
      .insert(customers)
      .values({
        companyId: other.companyId,
        email: `carla-${Date.now()}@example.com`,
        isAnonymous: false,
        hasAccount: true,
        confirmed: true,
        passwordHash: 'x',
      })
      .returning();
    const carlaToken = await t.app.issueSession({ header: () => {} } as never, {
      companyId: other.companyId,
      seatWebId: null,
      seatWebFixed: false,
      languageId: 1,
      customerId: carla.customerId,
    });

    const annaStream = openEventStream(`${base}?ticket=${await ticketOf(anna.token)}`, {});
    const brunoStream = openEventStream(`${base}?ticket=${await ticketOf(bruno.token)}`, {});
    const carlaStream = openEventStream(`${base}?ticket=${await ticketOf(carlaToken)}&lastEventId=0`, {});
    await Promise.all([annaStream.ready, brunoStream.ready, carlaStream.ready]);

    const annas = await order(anna.token);
    await act(annas, { action: 'accept' });
    await annaStream.waitFor((m) => about(annas)(m) && stageIn(m) === 'accepted');
    // Bruno's own later order is his sentinel: events come in order, so had Anna's been sent to
    // him, it would be there before it.
    const brunos = await order(bruno.token);
    await brunoStream.waitFor(about(brunos));
    expect(brunoStream.messages.map((m) => (m.data as { subject: string }).subject)).toEqual([String(brunos)]);
    expect(annaStream.messages.some(about(brunos))).toBe(false);
    // Carla's stream started from the first event ever and has seen nothing of company 1.
    expect(carlaStream.messages).toEqual([]);
    // The read that filters by diner in SQL (a resuming stream's catch-up), over every venue.
    const everyVenue = new Map(
      (await t.db.select({ id: seatWebs.seatWebId }).from(seatWebs)).map((v) => [v.id, Number.MAX_SAFE_INTEGER]),
    );
    const dinerEvents = (companyId: number, customerId: number) =>
      listCatchUpEvents(t.db, { topics: ['order'], customer: { companyId, customerId } }, 0, everyVenue);
    expect(await dinerEvents(other.companyId, carla.customerId)).toEqual([]);
    expect(await dinerEvents(other.companyId, anna.customer.customerId)).toEqual([]);
    expect((await dinerEvents(1, anna.customer.customerId)).map((e) => e.subject)).toContain(String(annas));
    [annaStream, brunoStream, carlaStream].forEach((s) => s.close());
  });

  it('refuses anonymous callers, forged tickets and tickets of a signed-out diner', async () => {
    // No customer in the session: no ticket.
    const noCustomer = await venueSession(t.app, 2);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/order/getOrderEventsTicket', headers: bearer(noCustomer) }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/order/getOrderEventsTicket' })).statusCode).toBe(401);
    // No ticket, a forged one, a session token passed as a ticket.
    expect((await t.app.inject({ method: 'GET', url: '/api/order/orderEvents' })).statusCode).toBe(400);
    const anna = await diner();
    const ticket = await ticketOf(anna.token);
    const [head, payload, signature] = ticket.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, u: Number(claims.u) + 1 })).toString('base64url')}.${signature}`;
    for (const bad of [forged, anna.token, 'x']) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/order/orderEvents?ticket=${encodeURIComponent(bad)}` }))
          .statusCode,
      ).toBe(401);
    }
    // Signing out (session version bump) ends the ticket too.
    await t.db.update(customers).set({ sessionVersion: 1 }).where(eq(customers.customerId, anna.customer.customerId));
    expect((await t.app.inject({ method: 'GET', url: `/api/order/orderEvents?ticket=${ticket}` })).statusCode).toBe(
      401,
    );
  });
});
