// The live streams through the real server and database: many boards and diners' pages get
// every event they may see exactly once, reads do not grow with the number of streams, a
// board or a diner that reconnects while the venue's feed keeps running catches up without
// duplicates, a diner never gets another diner's order, and a signed-out member's or diner's
// stream ends at the next session check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema';
import { bearer, registeredCustomer } from '../../test/ordering-fixtures';
import { createTestApp } from '../../test/test-app';
import { demoLines, dineInOrder, NOW, save, type DemoLines } from '../order/order-test-helpers';
import { openEventStream, type SseMessage } from '../order-board/sse-test-client';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';
import { latestEventId } from './events-repository';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let l: DemoLines;
let address: string;
let kitchen: Awaited<ReturnType<typeof createSignedInStaff>>;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  l = await demoLines(t.db);
  kitchen = await createSignedInStaff(t, { role: 'staff', seatWebIds: [1] });
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

let diners = 0;
const diner = () => registeredCustomer(t.app, t.db, `stream-${++diners}-${Date.now()}@example.com`, { seatWebId: 1 });
let orders = 0;
/** A new dine-in order at venue 1 (its own note: the same order sent again is the same order). */
async function order(token: string): Promise<string> {
  const res = await save(t.app, token, dineInOrder(l, { notes: `ordine ${++orders}` }));
  expect(res.statusCode, res.body).toBe(200);
  return String((res.json() as { orderId: number }).orderId);
}
const act = (orderId: string, action: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/venues/1/orders/${orderId}/actions`,
    headers: kitchen.headers,
    payload: { action },
  });
async function ticketOf(token: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/order/getOrderEventsTicket', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { ticket: string }).ticket;
}
const boardUrl = () => `${address}/api/staff/venues/1/orders/events`;
const dinerUrl = (ticket: string) => `${address}/api/order/orderEvents?ticket=${encodeURIComponent(ticket)}`;
const subjectOf = (m: SseMessage) => (m.data as { subject: string }).subject;
const stageOf = (m: SseMessage) => (m.data as { data: { stage?: string } | null }).data?.stage;
const about = (orderId: string, stage?: string) => (m: SseMessage) =>
  subjectOf(m) === orderId && (stage === undefined || stageOf(m) === stage);
const ids = (s: { messages: SseMessage[] }) => s.messages.map((m) => Number(m.id));

describe('live streams', () => {
  it('gives every board and diner stream each event it may see exactly once, with reads that do not grow with the streams', async () => {
    const people = await Promise.all([diner(), diner(), diner()]);
    const boards = Array.from({ length: 40 }, () => openEventStream(boardUrl(), kitchen.headers));
    const pages = await Promise.all(
      people.flatMap((p) =>
        [0, 1].map(async () => ({ person: p, stream: openEventStream(dinerUrl(await ticketOf(p.token)), {}) })),
      ),
    );
    await Promise.all([...boards.map((b) => b.ready), ...pages.map((p) => p.stream.ready)]);
    const before = t.app.events.stats();
    const firstEvent = (await latestEventId(t.db, 1)) + 1;

    const placed = [];
    for (const p of people) placed.push({ person: p, orderId: await order(p.token) });
    const last = placed[placed.length - 1].orderId;
    expect((await act(last, 'accept')).statusCode).toBe(200);
    const accepted = await Promise.all(boards.map((b) => b.waitFor(about(last, 'accepted'))));
    const upTo = Number(accepted[0].id);
    const written = upTo - firstEvent + 1;

    // Every board has the same events, each once, in order.
    const seen = boards.map((b) => ids(b).filter((id) => id <= upTo));
    for (const list of seen) {
      expect(new Set(list).size).toBe(list.length);
      expect(list).toEqual([...list].sort((a, b) => a - b));
      expect(list).toEqual(seen[0]);
    }
    for (const { orderId } of placed) expect(boards[0].messages.some(about(orderId))).toBe(true);

    // Each diner's two pages get that diner's order, once per event, and nothing else.
    for (const { person, stream } of pages) {
      const own = placed.find((o) => o.person === person)!.orderId;
      await stream.waitFor(about(own));
      if (own === last) await stream.waitFor(about(own, 'accepted'));
      expect(stream.messages.every((m) => subjectOf(m) === own)).toBe(true);
      expect(new Set(ids(stream)).size).toBe(stream.messages.length);
    }

    // One read per wake for all 46 streams (each event's NOTIFY wakes its venue's feed at most
    // once; the safety poll may add a read per feed), and one render per audience and read.
    const after = t.app.events.stats();
    const reads = after.feedReads - before.feedReads;
    expect(reads).toBeLessThanOrEqual(written + 3 * after.feeds);
    expect(reads).toBeLessThan(boards.length);
    expect(after.renders - before.renders).toBeLessThanOrEqual(2 * reads);
    expect(after.openStreams).toBeGreaterThanOrEqual(46);
    expect(after.lastDeliveryDelaysMs.length).toBeGreaterThan(0);
    [...boards, ...pages.map((p) => p.stream)].forEach((s) => s.close());
  });

  it('catches up a board and a diner that reconnect while the feed runs on, without duplicates, then carries on live', async () => {
    const anna = await diner();
    // A board that stays open keeps the venue's feed reading meanwhile.
    const keeper = openEventStream(boardUrl(), kitchen.headers);
    const board = openEventStream(boardUrl(), kitchen.headers);
    const page = openEventStream(dinerUrl(await ticketOf(anna.token)), {});
    await Promise.all([keeper.ready, board.ready, page.ready]);
    const first = await order(anna.token);
    const boardSaw = await board.waitFor(about(first));
    const pageSaw = await page.waitFor(about(first));
    board.close();
    page.close();

    // While they are away: the order moves on and another one comes.
    expect((await act(first, 'accept')).statusCode).toBe(200);
    const second = await order(anna.token);
    await keeper.waitFor(about(second));

    const boardAgain = openEventStream(boardUrl(), { ...kitchen.headers, 'last-event-id': boardSaw.id! });
    const pageAgain = openEventStream(dinerUrl(await ticketOf(anna.token)), { 'last-event-id': pageSaw.id! });
    await boardAgain.waitFor(about(first, 'accepted'));
    await boardAgain.waitFor(about(second));
    await pageAgain.waitFor(about(first, 'accepted'));
    await pageAgain.waitFor(about(second));
    // And live again after the catch-up.
    const acceptSecond = await act(second, 'accept');
    expect(acceptSecond.statusCode, acceptSecond.body).toBe(200);
    await boardAgain.waitFor(about(second, 'accepted'));
    await pageAgain.waitFor(about(second, 'accepted'));
    for (const [stream, resumedAfter] of [
      [boardAgain, boardSaw.id],
      [pageAgain, pageSaw.id],
    ] as const) {
      const list = ids(stream);
      expect(list.every((id) => id > Number(resumedAfter))).toBe(true);
      expect(new Set(list).size).toBe(list.length);
      expect(list).toEqual([...list].sort((a, b) => a - b));
    }
    [keeper, boardAgain, pageAgain].forEach((s) => s.close());
  });

  it('never sends a diner another diner’s order, live or on a catch-up', async () => {
    const [anna, bruno] = await Promise.all([diner(), diner()]);
    const annaPage = openEventStream(dinerUrl(await ticketOf(anna.token)), {});
    const brunoPage = openEventStream(dinerUrl(await ticketOf(bruno.token)), {});
    await Promise.all([annaPage.ready, brunoPage.ready]);
    const from = await latestEventId(t.db, 1);
    const annas = await order(anna.token);
    const brunos = await order(bruno.token);
    await annaPage.waitFor(about(annas));
    await brunoPage.waitFor(about(brunos));
    expect(annaPage.messages.map(subjectOf)).toEqual([annas]);
    expect(brunoPage.messages.map(subjectOf)).toEqual([brunos]);
    // Bruno resuming from before both orders gets only his.
    const brunoAgain = openEventStream(dinerUrl(await ticketOf(bruno.token)), { 'last-event-id': String(from) });
    await brunoAgain.waitFor(about(brunos));
    expect(brunoAgain.messages.every((m) => subjectOf(m) === brunos)).toBe(true);
    [annaPage, brunoPage, brunoAgain].forEach((s) => s.close());
  });

  it('ends the stream of a member who signs out and of a diner who signs out, at the next session check', async () => {
    const member = await createSignedInStaff(t, { role: 'staff', seatWebIds: [1] });
    const colleague = openEventStream(boardUrl(), kitchen.headers);
    const board = openEventStream(boardUrl(), member.headers);
    const carla = await diner();
    const page = openEventStream(dinerUrl(await ticketOf(carla.token)), {});
    await Promise.all([colleague.ready, board.ready, page.ready]);

    expect(
      (await t.app.inject({ method: 'POST', url: '/api/staff/signOut', headers: member.headers })).statusCode,
    ).toBe(200);
    await t.db.update(customers).set({ sessionVersion: 99 }).where(eq(customers.customerId, carla.customer.customerId));
    await t.app.events.checkSessions();
    await Promise.all([board.ended, page.ended]);
    expect(board.endedByServer).toBe(true);
    expect(page.endedByServer).toBe(true);

    // The colleague's board still works.
    const orderId = await order((await diner()).token);
    await colleague.waitFor(about(orderId));
    expect(colleague.endedByServer).toBe(false);
    colleague.close();
  });
});
