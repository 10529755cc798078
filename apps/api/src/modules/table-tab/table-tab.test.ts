// The table's shared tab (docs/table-tab.md) on the demo's Tavola Centro, table 12 (seeded with
// the setting on): joining under a name, the limit, the live stream every phone gets, a round
// saved as one order of the table through the usual save (the pause applies), the staff's
// moves, and what a stranger or another company's token can reach.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuClassifiers, orders, products, seatWebs, tableTabs, venueTables } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { invalidateCompanyVenueCache } from '../company/company-venue-cache';
import { openEventStream, type SseMessage } from '../order-board/sse-test-client';
import { demoLines, NOW, TODAY, type DemoLines } from '../order/order-test-helpers';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let l: DemoLines;
let owner: Awaited<ReturnType<typeof createSignedInStaff>>;
let otherOwner: Awaited<ReturnType<typeof createSignedInStaff>>;
let base: string;
let acqua: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  l = await demoLines(t.db);
  owner = await createSignedInStaff(t, { role: 'owner' });
  otherOwner = await createSignedInStaff(t, { role: 'owner', company: 'menu-digitale' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const [water] = await t.db
    .select({ id: products.productWebId })
    .from(products)
    .innerJoin(menuClassifiers, eq(menuClassifiers.menuClassifierId, products.menuClassifierId))
    .where(and(eq(menuClassifiers.menuWebId, 1), eq(products.description, 'Acqua naturale 75 cl')));
  acqua = water.id;
});
afterAll(async () => t?.close());

const TOKEN = 'x-table-tab-token';
const join = (payload: object) => t.app.inject({ method: 'POST', url: '/api/tableTab/join', payload });
const as = (token: string) => ({ [TOKEN]: token });
const current = (token: string) => t.app.inject({ method: 'GET', url: '/api/tableTab/current', headers: as(token) });
const addLine = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/tableTab/cartLines', headers: as(token), payload });
const sendRound = (token: string) => t.app.inject({ method: 'POST', url: '/api/tableTab/rounds', headers: as(token) });
const staff = (method: 'GET' | 'POST', url: string, who = owner, payload?: object) =>
  t.app.inject({ method, url: `/api/staff/venues/${url}`, headers: who.headers, payload });

async function joined(tableNumber: number, displayName: string, seatWebId = 1) {
  const res = await join({ seatWebId, tableNumber, menuWebId: 1, displayName });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    participantToken: string;
    participantId: number;
    tab: { tableTabId: number; participants: unknown[] };
  };
}

async function closeTable(tableNumber: number, seatWebId = 1) {
  const [tab] = await t.db
    .select()
    .from(tableTabs)
    .where(
      and(eq(tableTabs.seatWebId, seatWebId), eq(tableTabs.tableNumber, tableNumber), eq(tableTabs.status, 'open')),
    );
  if (tab) await t.db.update(tableTabs).set({ status: 'closed' }).where(eq(tableTabs.tableTabId, tab.tableTabId));
}

async function ticketOf(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/tableTab/eventsTicket', headers: as(token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { ticket: string }).ticket;
}

type View = {
  cartLines: Array<{ participantName: string; description: string }>;
  rounds: Array<{ orderId: number; state: string }>;
  participants: unknown[];
  totalCents: number;
  status: string;
};
const viewOf = (m: SseMessage) => (m.data as { data: View | null }).data;

describe('joining a table’s tab', () => {
  it('shows the table before joining, opens one tab for the table and lets every phone join it under a name', async () => {
    const info = await t.app.inject({ method: 'GET', url: '/api/tableTab/table?seatWebId=1&tableNumber=12' });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({ tableTabEnabled: true, tableNumber: 12, tableName: 'Finestra', openTab: null });

    const anna = await joined(12, 'Anna');
    const bruno = await joined(12, ' Bruno ');
    expect(bruno.tab.tableTabId).toBe(anna.tab.tableTabId);
    const mine = await current(anna.participantToken);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().tab.participants.map((p: { displayName: string }) => p.displayName)).toEqual(['Anna', 'Bruno']);
    expect(mine.json().participantId).toBe(anna.participantId);
    // The token is kept only as its hash.
    expect(JSON.stringify(await t.db.select().from(tableTabs))).not.toContain(anna.participantToken);
    await closeTable(12);
  });

  it('refuses a blank name, a table not in use, and a venue with the setting off, with clear 4xx', async () => {
    expect((await join({ seatWebId: 1, tableNumber: 12, displayName: '   ' })).statusCode).toBe(400);
    const missing = await join({ seatWebId: 1, tableNumber: 99, displayName: 'Anna' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('TABLE_NOT_AVAILABLE');
    await t.db.update(seatWebs).set({ tableTabEnabled: false }).where(eq(seatWebs.seatWebId, 1));
    const off = await join({ seatWebId: 1, tableNumber: 12, displayName: 'Anna' });
    expect(off.statusCode).toBe(400);
    expect(off.json()).toMatchObject({
      code: 'TABLE_TAB_DISABLED',
      message: 'Il conto condiviso non è attivo in questa sede: ordina dal menù.',
    });
    await t.db.update(seatWebs).set({ tableTabEnabled: true }).where(eq(seatWebs.seatWebId, 1));
  });

  it('does not grow past the venue’s limit, even when many phones join at once', async () => {
    await t.db.update(seatWebs).set({ tableTabParticipantLimit: 3 }).where(eq(seatWebs.seatWebId, 1));
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => join({ seatWebId: 1, tableNumber: 11, displayName: `P${i}` })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused.every((r) => r.statusCode === 509 && r.json().code === 'TABLE_TAB_FULL')).toBe(true);
    expect(new Set(results.filter((r) => r.statusCode === 200).map((r) => r.json().tab.tableTabId)).size).toBe(1);
    await t.db.update(seatWebs).set({ tableTabParticipantLimit: 10 }).where(eq(seatWebs.seatWebId, 1));
    await closeTable(11);
  });
});

describe('the shared cart and its rounds', () => {
  it('sends the shared cart as one order of the table, seen live by every phone', async () => {
    const anna = await joined(12, 'Anna');
    const bruno = await joined(12, 'Bruno');
    const carla = await joined(12, 'Carla');
    const streams = await Promise.all(
      [anna, bruno, carla].map(async (p) => {
        const stream = openEventStream(`${base}/api/tableTab/events?ticket=${await ticketOf(p.participantToken)}`, {});
        await stream.ready;
        return stream;
      }),
    );

    const pizza = await addLine(anna.participantToken, {
      productWebId: l.margherita1.productWebId,
      quantity: 2,
      additiveVariations: [{ ingredientId: l.integrale.ingredientId }],
      subtractiveVariations: [{ ingredientId: l.basilico.ingredientId }],
    });
    expect(pizza.statusCode, pizza.body).toBe(200);
    const water = await addLine(bruno.participantToken, { productWebId: acqua, quantity: 1 });
    expect(water.statusCode, water.body).toBe(200);
    const cart = water.json().cartLines as Array<{
      participantName: string;
      description: string;
      additiveVariations: Array<{ description: string }>;
      totalCents: number;
    }>;
    expect(cart.map((c) => [c.participantName, c.description])).toEqual([
      ['Anna', 'Margherita'],
      ['Bruno', 'Acqua naturale 75 cl'],
    ]);
    expect(cart[0].additiveVariations.map((v) => v.description)).toEqual(['Impasto integrale']);
    expect(water.json().cartTotalCents).toBe(cart[0].totalCents + cart[1].totalCents);
    for (const stream of streams) await stream.waitFor((m) => (viewOf(m)?.cartLines.length ?? 0) === 2);

    const sent = await sendRound(carla.participantToken);
    expect(sent.statusCode, sent.body).toBe(200);
    const { orderId, tab } = sent.json() as { orderId: number; tab: View };
    expect(tab.cartLines).toEqual([]);
    expect(tab.rounds).toMatchObject([{ orderId, state: 'new' }]);
    expect(tab.totalCents).toBe(cart[0].totalCents + cart[1].totalCents);

    const [row] = await t.db.select().from(orders).where(eq(orders.orderId, orderId));
    expect(row).toMatchObject({
      tableNumber: 12,
      tableTabId: sent.json().tab.tableTabId,
      customerName: 'Carla',
      orderType: 0,
    });
    expect(await t.db.select().from(orders).where(eq(orders.tableTabId, sent.json().tab.tableTabId))).toHaveLength(1);

    // The board: one card for table 12; the tab listed under its table.
    const board = await staff('GET', `1/orders?day=${TODAY}`);
    const card = (board.json().orders as Array<{ order: { orderId: number }; tableNumber: string }>).find(
      (c) => c.order.orderId === orderId,
    );
    expect(card?.tableNumber).toBe('12');
    const tabs = await staff('GET', '1/tableTabs');
    expect(tabs.json()).toMatchObject([{ tableNumber: 12, roundOrderIds: [orderId] }]);

    // Every phone sees the round, then the kitchen's progress of it.
    for (const stream of streams)
      await stream.waitFor((m) => viewOf(m)?.rounds.some((r) => r.orderId === orderId) ?? false);
    expect((await staff('POST', `1/orders/${orderId}/actions`, owner, { action: 'accept' })).statusCode).toBe(200);
    for (const stream of streams)
      await stream.waitFor(
        (m) => viewOf(m)?.rounds.some((r) => r.orderId === orderId && r.state === 'accepted') ?? false,
      );
    streams.forEach((s) => s.close());

    expect((await sendRound(anna.participantToken)).json().code).toBe('EMPTY_CART');
    await closeTable(12);
  });

  it('keeps the cart when the venue has paused orders: the round is refused like any order', async () => {
    const anna = await joined(13, 'Anna');
    expect((await addLine(anna.participantToken, { productWebId: acqua, quantity: 1 })).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/staff/venues/1/ordering-pause',
          headers: owner.headers,
          payload: { minutes: 30, reason: 'Cucina piena' },
        })
      ).statusCode,
    ).toBe(200);
    const refused = await sendRound(anna.participantToken);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(refused.json().message).toContain('Cucina piena');
    expect((await current(anna.participantToken)).json().tab.cartLines).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/staff/venues/1/ordering-pause', headers: owner.headers }))
        .statusCode,
    ).toBe(200);
    expect((await sendRound(anna.participantToken)).statusCode).toBe(200);
    await closeTable(13);
  });

  it('refuses a dish of another menu and options the dish does not have', async () => {
    const anna = await joined(10, 'Anna');
    expect((await addLine(anna.participantToken, { productWebId: 999999, quantity: 1 })).json().code).toBe(
      'PRODUCT_NOT_ON_MENU',
    );
    expect(
      (
        await addLine(anna.participantToken, {
          productWebId: acqua,
          quantity: 1,
          additiveVariations: [{ ingredientId: l.integrale.ingredientId }],
        })
      ).json().code,
    ).toBe('INVALID_VARIATION');
    expect((await addLine(anna.participantToken, { productWebId: acqua, quantity: 100 })).statusCode).toBe(400);
    await closeTable(10);
  });
});

describe('who may reach a tab', () => {
  it('answers 401 without a token or with a forged one, and a token never reaches another tab’s lines', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/tableTab/current' })).statusCode).toBe(401);
    expect((await current('forged-token')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/tableTab/events?ticket=forged' })).statusCode).toBe(401);
    const a = await joined(10, 'Anna');
    const b = await joined(14, 'Bea');
    const line = (await addLine(b.participantToken, { productWebId: acqua, quantity: 1 })).json().cartLines[0]
      .cartLineId as number;
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/tableTab/cartLines/${line}`,
      headers: as(a.participantToken),
      payload: { quantity: 5 },
    });
    expect(patch.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/tableTab/cartLines/${line}`,
      headers: as(a.participantToken),
    });
    expect(del.statusCode).toBe(404);
    expect((await current(b.participantToken)).json().tab.cartLines[0].quantity).toBe(1);
    await closeTable(10);
    await closeTable(14);
  });

  it('keeps another company’s staff and tabs apart', async () => {
    // Bar Aperitivo (another company) gets a table and the setting, for this test.
    await t.db
      .update(seatWebs)
      .set({ tableTabEnabled: true, localOrderEnabled: true })
      .where(eq(seatWebs.seatWebId, 4));
    await invalidateCompanyVenueCache(t.db, 4);
    await t.db.insert(venueTables).values({ seatWebId: 4, number: 12 });
    const theirs = await joined(12, 'Zoe', 4);
    const ours = await joined(12, 'Anna');
    expect(theirs.tab.tableTabId).not.toBe(ours.tab.tableTabId);
    // Our staff cannot list or close their tab, nor reach it through our venue.
    // (another company's venue is answered as missing: nothing tells it exists)
    expect((await staff('GET', '4/tableTabs')).statusCode).toBe(404);
    expect((await staff('POST', `4/tableTabs/${theirs.tab.tableTabId}/close`)).statusCode).toBe(404);
    expect((await staff('POST', `1/tableTabs/${theirs.tab.tableTabId}/close`)).statusCode).toBe(404);
    expect((await staff('POST', `1/tableTabs/${ours.tab.tableTabId}/close`, otherOwner)).statusCode).toBe(404);
    expect((await staff('GET', '1/tableTabs')).json().map((tab: { tableTabId: number }) => tab.tableTabId)).toEqual([
      ours.tab.tableTabId,
    ]);
    // Their phone's view is their tab only.
    expect((await current(theirs.participantToken)).json().tab.tableTabId).toBe(theirs.tab.tableTabId);
    await closeTable(12, 4);
    await closeTable(12);
  });
});

describe('the staff and a table’s tab', () => {
  it('moves a tab to a free table, refuses a busy one, removes a participant and closes it; a new scan opens a new tab', async () => {
    const anna = await joined(12, 'Anna');
    const bruno = await joined(12, 'Bruno');
    const other = await joined(10, 'Dario');
    const tabId = anna.tab.tableTabId;

    const busy = await staff('POST', `1/tableTabs/${tabId}/move`, owner, { tableNumber: 10 });
    expect(busy.statusCode).toBe(509);
    expect(busy.json().code).toBe('TABLE_TAB_TABLE_BUSY');
    expect((await staff('POST', `1/tableTabs/${tabId}/move`, owner, { tableNumber: 99 })).statusCode).toBe(400);
    const moved = await staff('POST', `1/tableTabs/${tabId}/move`, owner, { tableNumber: 11 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().tableNumber).toBe(11);
    expect((await addLine(anna.participantToken, { productWebId: acqua, quantity: 1 })).statusCode).toBe(200);
    const round = await sendRound(anna.participantToken);
    const [row] = await t.db.select().from(orders).where(eq(orders.orderId, round.json().orderId));
    expect(row.tableNumber).toBe(11);

    // A removed participant's token stops working, and so does their stream.
    const stream = openEventStream(`${base}/api/tableTab/events?ticket=${await ticketOf(bruno.participantToken)}`, {});
    await stream.ready;
    const removed = await staff('POST', `1/tableTabs/${tabId}/participants/${bruno.participantId}/remove`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await current(bruno.participantToken)).statusCode).toBe(401);
    await t.app.events.checkSessions();
    await stream.ended;
    expect(stream.endedByServer).toBe(true);

    const closed = await staff('POST', `1/tableTabs/${tabId}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().status).toBe('closed');
    expect((await staff('POST', `1/tableTabs/${tabId}/close`)).statusCode).toBe(509);
    const after = await current(anna.participantToken);
    expect(after.json().tab.status).toBe('closed');
    expect((await addLine(anna.participantToken, { productWebId: acqua, quantity: 1 })).json().code).toBe(
      'TABLE_TAB_CLOSED',
    );
    const again = await joined(11, 'Anna');
    expect(again.tab.tableTabId).not.toBe(tabId);
    await closeTable(11);
    await closeTable(10);
    void other;
  });
});

describe('the board’s tabs', () => {
  it('streams each change of a tab to the board, and keeps an ended tab on the board, as done, for the service day', async () => {
    const board = openEventStream(`${base}/api/staff/venues/1/orders/events`, owner.headers);
    await board.ready;
    const anna = await joined(14, 'Anna');
    const tabId = anna.tab.tableTabId;
    const tabEvent = (match: (tab: { status: string; participants: unknown[] }) => boolean) =>
      board.waitFor((m) => {
        const data = (m.data as { subject: string; data: { status: string; participants: unknown[] } | null }).data;
        return m.event === 'tab' && Number((m.data as { subject: string }).subject) === tabId && !!data && match(data);
      });
    await tabEvent((tab) => tab.participants.length === 1);
    await joined(14, 'Bruno');
    await tabEvent((tab) => tab.participants.length === 2);
    expect((await staff('POST', `1/tableTabs/${tabId}/close`)).statusCode).toBe(200);
    const closed = await tabEvent((tab) => tab.status === 'closed');
    expect(closed.data).toMatchObject({ subject: String(tabId), data: { tableNumber: 14, status: 'closed' } });
    board.close();

    // Listed after it ended (the board shows it apart, as done), until the service day ends.
    const listed = (await staff('GET', '1/tableTabs')).json() as Array<{ tableTabId: number; status: string }>;
    expect(listed.find((tab) => tab.tableTabId === tabId)?.status).toBe('closed');
    await t.db
      .update(tableTabs)
      .set({ closedAt: new Date(NOW.getTime() - 26 * 3600_000) })
      .where(eq(tableTabs.tableTabId, tabId));
    const later = (await staff('GET', '1/tableTabs')).json() as Array<{ tableTabId: number }>;
    expect(later.map((tab) => tab.tableTabId)).not.toContain(tabId);
  });
});
