// Splitting a table's tab: the shares the server computes, the hold that keeps the sum under the
// tab's total whatever the concurrency (20 phones paying the last share at once), who may pay
// or read a tab, "pago alla cassa" marked by the staff, and the tab settling when paid in full.
// Runs on PGlite and, with scripts/test-postgres.sh, on PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tabPayments } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { openEventStream } from '../order-board/sse-test-client';
import { demoLines } from '../order/order-test-helpers';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';
import { addRound, createTestTab, tabHeaders, tabStatus, type TestTab } from './tab-payment-test-helpers';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let staff: Awaited<ReturnType<typeof createSignedInStaff>>;
let otherCompanyStaff: Awaited<ReturnType<typeof createSignedInStaff>>;
let owner: Awaited<ReturnType<typeof createSignedInStaff>>;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAIL_MAX: '1000' } });
  staff = await createSignedInStaff(t, { role: 'staff', seatWebIds: [1] });
  otherCompanyStaff = await createSignedInStaff(t, { company: 'menu-digitale', role: 'owner' });
  owner = await createSignedInStaff(t, { role: 'owner' });
});
afterAll(() => t?.close());

let keys = 0;
const key = () => `test-key-${Date.now().toString(36)}-${++keys}`;
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' };

const split = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/tableTab/payments${query}`, headers: tabHeaders(token) });
const start = (token: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/tableTab/payments',
    headers: tabHeaders(token),
    payload: { idempotencyKey: key(), ...body },
  });
const testCard = (token: string, tabPaymentId: number, card = CARD) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tableTab/payments/${tabPaymentId}/testCard`,
    headers: tabHeaders(token),
    payload: card,
  });

/** A tab of three with one round: Anna 30 €, Bruno 25 € + 15 €, Carla 20 € (90 €). */
async function tabOfThree(): Promise<TestTab> {
  const tab = await createTestTab(t.db);
  const [anna, bruno, carla] = tab.participants;
  await addRound(t.db, tab, [
    { participantId: anna.participantId, amountCents: 3000 },
    { participantId: bruno.participantId, amountCents: 2500 },
    { participantId: bruno.participantId, amountCents: 1500 },
    { participantId: carla.participantId, amountCents: 2000 },
  ]);
  return tab;
}

describe('the shares the server computes', () => {
  it('answers the balance, my items and an equal share before paying', async () => {
    const tab = await tabOfThree();
    const res = await split(tab.participants[1].token, '?equalParts=4');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      totalCents: 9000,
      paidCents: 0,
      pendingCents: 0,
      remainingCents: 9000,
      settled: false,
      myItemsCents: 4000,
      equalShareCents: 2250,
    });
    expect(res.json().methods.map((m: { method: string }) => m.method)).toEqual(
      expect.arrayContaining(['testCard', 'counter']),
    );
  });

  it('my items with a 10 % tip: the tip goes on top and is kept apart', async () => {
    const tab = await tabOfThree();
    const anna = tab.participants[0];
    const started = await start(anna.token, { share: { kind: 'items' }, tip: { percent: 10 }, method: 'testCard' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().payment).toMatchObject({
      kind: 'items',
      amountCents: 3000,
      tipCents: 300,
      status: 'pending',
      method: 'testCard',
    });
    const paid = await testCard(anna.token, started.json().payment.tabPaymentId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'succeeded', amountCents: 3000, tipCents: 300 });
    expect((await split(anna.token)).json()).toMatchObject({ paidCents: 3000, remainingCents: 6000, myItemsCents: 0 });
  });

  it('refuses an amount above what is left, nothing of yours, a bad tip, with clear 4xx', async () => {
    const tab = await tabOfThree();
    const anna = tab.participants[0];
    const above = await start(anna.token, { share: { kind: 'amount', amountCents: 9001 }, method: 'counter' });
    expect(above.statusCode).toBe(509);
    expect(above.json().code).toBe('TAB_AMOUNT_ABOVE_REMAINING');
    const stranger = await createTestTab(t.db, { names: ['Dario'] });
    await addRound(t.db, stranger, [{ participantId: stranger.participants[0].participantId, amountCents: 1000 }]);
    const other = await createTestTab(t.db, { names: ['Elena', 'Fabio'] });
    await addRound(t.db, other, [{ participantId: other.participants[0].participantId, amountCents: 1000 }]);
    const none = await start(other.participants[1].token, { share: { kind: 'items' }, method: 'counter' });
    expect(none.statusCode).toBe(509);
    expect(none.json().code).toBe('TAB_NOTHING_OF_YOURS');
    const badTip = await start(anna.token, { share: { kind: 'rest' }, tip: { percent: 80 }, method: 'counter' });
    expect(badTip.statusCode).toBe(400);
    const badKind = await start(anna.token, { share: { kind: 'everything' }, method: 'counter' });
    expect(badKind.statusCode).toBe(400);
  });

  it('the same idempotency key answers the same payment', async () => {
    const tab = await tabOfThree();
    const body = { idempotencyKey: key(), share: { kind: 'amount', amountCents: 1000 }, method: 'counter' };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/tableTab/payments',
      headers: tabHeaders(tab.participants[0].token),
      payload: body,
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/tableTab/payments',
      headers: tabHeaders(tab.participants[0].token),
      payload: body,
    });
    expect(again.json().payment.tabPaymentId).toBe(first.json().payment.tabPaymentId);
    expect((await t.db.select().from(tabPayments).where(eq(tabPayments.tableTabId, tab.tableTabId))).length).toBe(1);
  });

  it('the amount the phone showed changed meanwhile: 509 TAB_AMOUNT_CHANGED, nothing held; the same figure is taken', async () => {
    const tab = await tabOfThree();
    const [anna, bruno] = tab.participants;
    // Anna's phone showed "everything left" as 90 € + 10 % = 99 €; then a round of 12 € arrives.
    await addRound(t.db, tab, [{ participantId: bruno.participantId, amountCents: 1200 }]);
    const stale = await start(anna.token, {
      share: { kind: 'rest' },
      tip: { percent: 10 },
      method: 'counter',
      expectedCents: 9900,
    });
    expect(stale.statusCode).toBe(509);
    expect(stale.json()).toMatchObject({ code: 'TAB_AMOUNT_CHANGED' });
    expect(stale.json().message).toContain('cambiato');
    expect((await t.db.select().from(tabPayments).where(eq(tabPayments.tableTabId, tab.tableTabId))).length).toBe(0);
    expect((await split(anna.token)).json()).toMatchObject({ remainingCents: 10200, pendingCents: 0 });

    // Someone else's payment changes an equal share too: Bruno holds one share of 3 (34 €),
    // Anna's phone still shows the first one.
    const brunoShare = await start(bruno.token, { share: { kind: 'equal', parts: 3 }, method: 'counter' });
    expect(brunoShare.json().payment.amountCents).toBe(3400);
    const rest = await start(anna.token, { share: { kind: 'rest' }, method: 'counter', expectedCents: 10200 });
    expect(rest.json().code).toBe('TAB_AMOUNT_CHANGED');

    // The figure the server computes now is taken.
    const fresh = await start(anna.token, {
      share: { kind: 'rest' },
      tip: { percent: 10 },
      method: 'counter',
      expectedCents: 6800 + 680,
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().payment).toMatchObject({ amountCents: 6800, tipCents: 680, status: 'pending' });
    const outOfBounds = await start(anna.token, { share: { kind: 'rest' }, method: 'counter', expectedCents: 0 });
    expect(outOfBounds.statusCode).toBe(400);
  });
});

describe('never more than the total, whatever the concurrency', () => {
  it('20 phones paying the last 20 € at once: one holds it, the others are told at once', async () => {
    const tab = await createTestTab(t.db, { names: Array.from({ length: 20 }, (_, i) => `Ospite ${i + 1}`) });
    await addRound(t.db, tab, [{ participantId: tab.participants[0].participantId, amountCents: 2000 }]);
    const answers = await Promise.all(
      tab.participants.map((p, i) =>
        start(p.token, {
          share: i % 2 === 0 ? { kind: 'rest' } : { kind: 'amount', amountCents: 2000 },
          method: 'testCard',
        }),
      ),
    );
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.statusCode !== 200)) {
      expect(lost.statusCode).toBe(509);
      expect(['TAB_NOTHING_LEFT', 'TAB_AMOUNT_ABOVE_REMAINING']).toContain(lost.json().code);
    }
    const rows = await t.db.select().from(tabPayments).where(eq(tabPayments.tableTabId, tab.tableTabId));
    expect(
      rows.filter((r) => r.status === 'pending' || r.status === 'succeeded').reduce((s, r) => s + r.amountCents, 0),
    ).toBe(2000);

    // The winner pays; everyone's phone then sees the tab settled.
    const winner = tab.participants[answers.indexOf(won[0])];
    expect((await testCard(winner.token, won[0].json().payment.tabPaymentId)).statusCode).toBe(200);
    expect(await tabStatus(t.db, tab.tableTabId)).toBe('settled');
    expect((await split(tab.participants[5].token)).json()).toMatchObject({
      status: 'settled',
      settled: true,
      remainingCents: 0,
      paidCents: 2000,
    });
  });

  it('20 equal shares of 3 in parallel take exactly the total, in three shares that sum to it', async () => {
    const tab = await createTestTab(t.db, { names: Array.from({ length: 20 }, (_, i) => `Ospite ${i + 1}`) });
    await addRound(t.db, tab, [{ participantId: tab.participants[0].participantId, amountCents: 10000 }]);
    const answers = await Promise.all(
      tab.participants.map((p) => start(p.token, { share: { kind: 'equal', parts: 3 }, method: 'counter' })),
    );
    const amounts = answers.filter((a) => a.statusCode === 200).map((a) => a.json().payment.amountCents as number);
    expect(amounts.sort()).toEqual([3333, 3333, 3334]);
  });

  it('a share whose hold was given up is free again', async () => {
    const tab = await tabOfThree();
    const [anna, bruno] = tab.participants;
    const held = await start(anna.token, { share: { kind: 'rest' }, method: 'counter' });
    expect((await start(bruno.token, { share: { kind: 'rest' }, method: 'counter' })).statusCode).toBe(509);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/tableTab/payments/${held.json().payment.tabPaymentId}/cancel`,
      headers: tabHeaders(anna.token),
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await start(bruno.token, { share: { kind: 'rest' }, method: 'counter' })).statusCode).toBe(200);
  });
});

describe('who may pay or read a tab', () => {
  it('no token, an unknown token: 401; a payment of another tab: 404; another company cannot read it', async () => {
    const tab = await tabOfThree();
    const other = await tabOfThree();
    expect((await t.app.inject({ method: 'GET', url: '/api/tableTab/payments' })).statusCode).toBe(401);
    expect((await split('not-a-real-token')).statusCode).toBe(401);
    const mine = await start(tab.participants[0].token, {
      share: { kind: 'amount', amountCents: 500 },
      method: 'testCard',
    });
    const id = mine.json().payment.tabPaymentId;
    // A participant of another tab cannot pay, complete or cancel this one's payment.
    expect((await testCard(other.participants[0].token, id)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/tableTab/payments/${id}/cancel`,
          headers: tabHeaders(other.participants[0].token),
        })
      ).statusCode,
    ).toBe(404);
    // Nor another participant of the same tab (it is Anna's payment).
    expect((await testCard(tab.participants[1].token, id)).statusCode).toBe(404);
    // Staff of another company, or without a session, cannot read or mark it.
    const url = `/api/staff/venues/1/tableTabs/${tab.tableTabId}/payments`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect([403, 404]).toContain(
      (await t.app.inject({ method: 'GET', url, headers: otherCompanyStaff.headers })).statusCode,
    );
    const venueOfOther = (
      await t.app.inject({
        method: 'GET',
        url: `/api/staff/venues/1/tableTabs/${tab.tableTabId}/payments`,
        headers: staff.headers,
      })
    ).statusCode;
    expect(venueOfOther).toBe(200);
  });
});

describe('pago alla cassa', () => {
  it('the staff mark it paid; paying the tab in full settles it and a new payment is refused', async () => {
    const tab = await tabOfThree();
    const [anna, bruno, carla] = tab.participants;
    const items = await start(anna.token, { share: { kind: 'items' }, method: 'testCard' });
    expect((await testCard(anna.token, items.json().payment.tabPaymentId)).statusCode).toBe(200);
    const tipsToday = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/staff/venues/1/reports?period=day', headers: owner.headers })
      ).json().current;
    const before = await tipsToday();
    const equal = await start(bruno.token, {
      share: { kind: 'equal', parts: 3 },
      tip: { cents: 200 },
      method: 'testCard',
    });
    expect(equal.json().payment).toMatchObject({ amountCents: 3000, tipCents: 200 });
    expect((await testCard(bruno.token, equal.json().payment.tabPaymentId)).statusCode).toBe(200);
    // The dashboard shows the tip apart: the takings do not move.
    const after = await tipsToday();
    expect(after.tipsCents - before.tipsCents).toBe(200);
    expect(after.grossCents).toBe(before.grossCents);
    const counter = await start(carla.token, { share: { kind: 'rest' }, method: 'counter' });
    expect(counter.json()).toMatchObject({
      payment: { amountCents: 3000, status: 'pending', method: 'counter' },
      browserValue: null,
    });
    // The diner cannot mark it paid; only the staff.
    const self = await t.app.inject({
      method: 'POST',
      url: `/api/tableTab/payments/${counter.json().payment.tabPaymentId}/complete`,
      headers: tabHeaders(carla.token),
    });
    expect(self.statusCode).toBe(400);
    const markUrl = `/api/staff/venues/1/tableTabs/${tab.tableTabId}/payments/${counter.json().payment.tabPaymentId}/markPaid`;
    expect(
      (await t.app.inject({ method: 'POST', url: markUrl, headers: otherCompanyStaff.headers })).statusCode,
    ).not.toBe(200);
    expect(await tabStatus(t.db, tab.tableTabId)).toBe('open');
    const marked = await t.app.inject({ method: 'POST', url: markUrl, headers: staff.headers });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ status: 'succeeded' });

    expect(await tabStatus(t.db, tab.tableTabId)).toBe('settled');
    const board = await t.app.inject({
      method: 'GET',
      url: `/api/staff/venues/1/tableTabs/${tab.tableTabId}/payments`,
      headers: staff.headers,
    });
    expect(board.json()).toMatchObject({
      status: 'settled',
      totalCents: 9000,
      paidCents: 9000,
      remainingCents: 0,
      settled: true,
    });
    expect(board.json().payments.reduce((s: number, p: { tipCents: number }) => s + p.tipCents, 0)).toBe(200);
    const late = await start(anna.token, { share: { kind: 'rest' }, method: 'counter' });
    expect(late.statusCode).toBe(509);
    expect(late.json().code).toBe('TAB_NOT_OPEN');
  });
});

describe('a real tab: joined, a round sent by one phone, paid by all', () => {
  it("records whose each dish is, and every phone's stream hears each payment until the tab is settled", async () => {
    const l = await demoLines(t.db);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const join = async (displayName: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/tableTab/join',
        payload: { seatWebId: 1, tableNumber: 12, menuWebId: 1, displayName },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { participantToken: string; participantId: number };
    };
    const anna = await join('Anna');
    const bruno = await join('Bruno');
    const add = (token: string, quantity: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/tableTab/cartLines',
        headers: tabHeaders(token),
        payload: {
          productWebId: l.margherita1.productWebId,
          quantity,
          additiveVariations: [{ ingredientId: l.integrale.ingredientId }],
        },
      });
    expect((await add(anna.participantToken, 1)).statusCode).toBe(200);
    expect((await add(bruno.participantToken, 2)).statusCode).toBe(200);
    // Bruno sends the round for both.
    const round = await t.app.inject({
      method: 'POST',
      url: '/api/tableTab/rounds',
      headers: tabHeaders(bruno.participantToken),
    });
    expect(round.statusCode, round.body).toBe(200);
    const total = round.json().tab.totalCents as number;

    const ticket = (
      await t.app.inject({
        method: 'GET',
        url: '/api/tableTab/eventsTicket',
        headers: tabHeaders(anna.participantToken),
      })
    ).json().ticket;
    const stream = openEventStream(`${base}/api/tableTab/events?ticket=${ticket}`, {});
    await stream.ready;

    const annaSplit = (await split(anna.participantToken)).json();
    expect(annaSplit.myItemsCents * 3).toBe(total);
    const mine = await start(anna.participantToken, { share: { kind: 'items' }, method: 'counter' });
    expect(mine.json().payment.amountCents).toBe(total / 3);
    // Anna's phone hears the hold (her payment is a change of the tab).
    await stream.waitFor((m) => m.event === 'tab');
    const seen = stream.messages.length;
    const rest = await start(bruno.participantToken, { share: { kind: 'rest' }, method: 'testCard' });
    expect(rest.json().payment.amountCents).toBe((total * 2) / 3);
    await testCard(bruno.participantToken, rest.json().payment.tabPaymentId);
    const tableTabId = round.json().tab.tableTabId as number;
    await t.app.inject({
      method: 'POST',
      url: `/api/staff/venues/1/tableTabs/${tableTabId}/payments/${mine.json().payment.tabPaymentId}/markPaid`,
      headers: staff.headers,
    });
    const settled = await stream.waitFor(
      (m) => (m.data as { data: { status?: string } | null }).data?.status === 'settled',
      seen,
    );
    expect(settled.event).toBe('tab');
    stream.close();

    // The tab is over: a new scan opens a new tab.
    const again = await join('Carla');
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/tableTab/current',
      headers: tabHeaders(again.participantToken),
    });
    expect(info.json().tab.tableTabId).not.toBe(tableTabId);
    expect(info.json().tab.status).toBe('open');
  });
});
