// timeFrameWeb/* on the demo data (spec 000 §4 "Day and time", §7), with the clock fixed:
// Tavola Centro (1): frames 1 'Pranzo' 11:30-15:00 and 2 'Cena' 18:30-23:30, every day, all
// order types, 5 orders per 15-minute slot. Tavola Navigli (2): frame 3 00:00-23:59, takeaway
// and delivery only. Tavola Isola (3): no takeaway, no delivery; frames 4-5 serve only the digital menu (
// they give the info modal's hours).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daySchema, slotListSchema, timeFrameSchema } from '@tavola/domain/menu';
import { MenuPublicationStatus, OrderType } from '@tavola/domain/enums';
import { orders } from '../../db/schema';
import { authenticate, createTestApp } from '../../test/test-app';

const TAKEAWAY = MenuPublicationStatus.TakeAwayMenu;
const DELIVERY = MenuPublicationStatus.DeliveryMenu;
const LOCAL = MenuPublicationStatus.LocalOrder;

// Friday 7 March 2025, 11:00 in Rome (UTC+1) unless a test moves it.
const FRIDAY_11 = new Date('2025-03-07T10:00:00Z');
let now = FRIDAY_11;
let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  tokens.centro = (await authenticate(t.app, { companyUrlName: 'demo', seatWebId: 1 })).token;
  tokens.navigli = (await authenticate(t.app, { companyUrlName: 'demo', seatWebId: 2 })).token;
  tokens.isola = (await authenticate(t.app, { companyUrlName: 'demo', seatWebId: 3 })).token;
  tokens.noVenue = (await authenticate(t.app, { companyUrlName: 'demo' })).token;
  tokens.bar = (await authenticate(t.app, { companyUrlName: 'menu-digitale' })).token;
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const days = (status: number, token: string) =>
  get(`/api/timeFrameWeb/getDaysForCurrentSeat?menuPublicationStatus=${status}`, token);
const frames = (date: string, status: number, token: string) =>
  get(
    `/api/timeFrameWeb/getTimeFramesForCurrentSeat?date=${encodeURIComponent(date)}&menuPublicationStatus=${status}`,
    token,
  );
const slots = (body: Record<string, unknown>, token: string) =>
  post(
    '/api/timeFrameWeb/getAvailableSlotsForTimeFrame',
    { orderType: OrderType.Asporto, details: [], ...body },
    token,
  );

describe('timeFrameWeb/getDaysForCurrentSeat', () => {
  it('lists today and the next 2 days, today first, on the venue calendar', async () => {
    now = FRIDAY_11;
    const res = await days(TAKEAWAY, tokens.centro);
    expect(res.statusCode).toBe(200);
    expect(daySchema.array().parse(res.json())).toEqual([
      { dayId: 0, day: '2025-03-07', description: 'oggi 07/03' },
      { dayId: 1, day: '2025-03-08', description: 'domani 08/03' },
      { dayId: 2, day: '2025-03-09', description: 'domenica 09/03' },
    ]);
  });

  it("drops today once the last slot is within 15 minutes of the venue's time", async () => {
    // 23:20 in Rome: Cena's last slot (23:15) is gone.
    now = new Date('2025-03-07T22:20:00Z');
    expect((await days(DELIVERY, tokens.centro)).json().map((d: { day: string }) => d.day)).toEqual([
      '2025-03-08',
      '2025-03-09',
    ]);
    // 23:40 UTC is already Saturday 00:40 in Rome: Saturday is today.
    now = new Date('2025-03-07T23:40:00Z');
    expect((await days(DELIVERY, tokens.navigli)).json()[0]).toEqual({
      dayId: 0,
      day: '2025-03-08',
      description: 'oggi 08/03',
    });
    now = FRIDAY_11;
  });

  it('is empty (the client shows the no-days message) when the venue does not offer the order type', async () => {
    const res = await days(TAKEAWAY, tokens.isola);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    // Navigli has frames, but no dine-in.
    expect((await days(LOCAL, tokens.navigli)).json()).toEqual([]);
  });

  it('needs a session with a venue and a valid status', async () => {
    expect((await days(TAKEAWAY, '')).statusCode).toBe(401);
    const noVenue = await days(TAKEAWAY, tokens.noVenue);
    expect(noVenue.statusCode).toBe(400);
    expect(noVenue.json()).toMatchObject({
      code: 'SEAT_WEB_REQUIRED',
      message: 'Seleziona una sede prima di continuare',
    });
    for (const status of ['3', '16', 'asporto', '']) {
      const res = await get(`/api/timeFrameWeb/getDaysForCurrentSeat?menuPublicationStatus=${status}`, tokens.centro);
      expect(res.statusCode, status).toBe(400);
      expect(res.json().fields[0].path).toBe('querystring.menuPublicationStatus');
    }
  });
});

describe('timeFrameWeb/getTimeFramesForCurrentSeat', () => {
  it('gives the frames of the day with their hours', async () => {
    now = FRIDAY_11;
    const res = await frames('2025-03-08', TAKEAWAY, tokens.centro);
    expect(res.statusCode).toBe(200);
    const list = timeFrameSchema.array().parse(res.json());
    expect(list.map((f) => [f.timeFrameWebId, f.description, f.beginTime, f.endTime])).toEqual([
      [1, 'Pranzo', '11:30', '15:00'],
      [2, 'Cena', '18:30', '23:30'],
    ]);
    expect(list[0]).toMatchObject({
      seatWebId: 1,
      daysOfWeek: 127,
      openingTimeInTimeFrame: [{ beginTime: '11:30', endTime: '15:00' }],
    });
  });

  it("today keeps only the frames with a slot still ahead of the venue's time", async () => {
    now = new Date('2025-03-07T15:00:00Z'); // 16:00 in Rome
    expect(
      (await frames('2025-03-07', TAKEAWAY, tokens.centro))
        .json()
        .map((f: { timeFrameWebId: number }) => f.timeFrameWebId),
    ).toEqual([2]);
    now = FRIDAY_11;
    expect((await frames('2025-03-07', TAKEAWAY, tokens.centro)).json()).toHaveLength(2);
  });

  it('is empty (the client shows the no-frames message) outside the next 3 days or for an order type the venue lacks', async () => {
    now = FRIDAY_11;
    for (const date of ['2025-03-06', '2025-03-10'])
      expect((await frames(date, TAKEAWAY, tokens.centro)).json(), date).toEqual([]);
    expect((await frames('2025-03-08', LOCAL, tokens.navigli)).json()).toEqual([]);
    expect(
      (await frames('2025-03-08', TAKEAWAY, tokens.navigli))
        .json()
        .map((f: { timeFrameWebId: number }) => f.timeFrameWebId),
    ).toEqual([3]);
  });

  it('reads a zoned instant on the venue clock and refuses a non-date', async () => {
    now = FRIDAY_11;
    // Saturday's local midnight as a browser in Italy prints it in UTC.
    expect((await frames('2025-03-07T23:00:00.000Z', TAKEAWAY, tokens.centro)).json()).toHaveLength(2);
    const bad = await frames('2025-02-30', TAKEAWAY, tokens.centro);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].path).toBe('querystring.date');
    expect(
      (await get('/api/timeFrameWeb/getTimeFramesForCurrentSeat?menuPublicationStatus=4', tokens.centro)).statusCode,
    ).toBe(400);
  });
});

describe('timeFrameWeb/getAvailableSlotsForTimeFrame', () => {
  it("today offers the frame's 15-minute slots strictly after now + 15 minutes", async () => {
    now = new Date('2025-03-07T12:50:00Z'); // 13:50 in Rome
    const res = await slots({ timeFrameWebId: 1, OrderDate: '2025-03-07' }, tokens.centro);
    expect(res.statusCode).toBe(200);
    expect(slotListSchema.parse(res.json())).toEqual({ slotList: ['14:15', '14:30', '14:45'] });
    now = FRIDAY_11;
  });

  it('offers the whole frame on a later day, for delivery too', async () => {
    now = FRIDAY_11;
    const { slotList } = (
      await slots({ timeFrameWebId: 2, OrderDate: '2025-03-09', orderType: OrderType.Consegna }, tokens.centro)
    ).json();
    expect(slotList[0]).toBe('18:30');
    expect(slotList.at(-1)).toBe('23:15');
    expect(slotList).toHaveLength(20);
  });

  it('leaves out the slots stored orders have filled', async () => {
    now = FRIDAY_11;
    await t.db.insert(orders).values(
      Array.from({ length: 5 }, (_, i) => ({
        companyId: 1,
        orderNumber: 8000 + i,
        orderType: OrderType.Asporto,
        seatWebId: 1,
        timeFrameWebId: 1,
        requestedDateTime: '2025-03-08 12:00:00',
      })),
    );
    const { slotList } = (await slots({ timeFrameWebId: 1, OrderDate: '2025-03-08' }, tokens.centro)).json();
    expect(slotList.slice(0, 3)).toEqual(['11:30', '11:45', '12:15']);
  });

  it('gives no slots outside the next 3 days or for a type the venue lacks', async () => {
    now = FRIDAY_11;
    expect((await slots({ timeFrameWebId: 1, OrderDate: '2025-03-06' }, tokens.centro)).json()).toEqual({
      slotList: [],
    });
    expect((await slots({ timeFrameWebId: 1, OrderDate: '2025-03-10' }, tokens.centro)).json()).toEqual({
      slotList: [],
    });
  });

  it("answers 404 for another venue's frame and 400 for bad input", async () => {
    const foreign = await slots({ timeFrameWebId: 3, OrderDate: '2025-03-08' }, tokens.centro);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('TIME_FRAME_NOT_FOUND');
    // Dine-in has no time selection; the documented body needs these fields.
    expect(
      (await slots({ timeFrameWebId: 1, OrderDate: '2025-03-08', orderType: OrderType.AlTavolo }, tokens.centro))
        .statusCode,
    ).toBe(400);
    expect((await slots({ timeFrameWebId: 1 }, tokens.centro)).json().fields[0].path).toBe('body.OrderDate');
    expect((await slots({ timeFrameWebId: 1, OrderDate: 'sabato' }, tokens.centro)).json().fields[0].path).toBe(
      'body.OrderDate',
    );
    expect((await slots({ timeFrameWebId: 1, OrderDate: '2025-03-08' }, '')).statusCode).toBe(401);
  });

  it('accepts the order lines as details without changing the slots', async () => {
    now = FRIDAY_11;
    const withDetails = await slots(
      { timeFrameWebId: 2, OrderDate: '2025-03-08', details: [{ productWebId: 1, quantity: 2 }] },
      tokens.centro,
    );
    const without = await slots({ timeFrameWebId: 2, OrderDate: '2025-03-08' }, tokens.centro);
    expect(withDetails.json()).toEqual(without.json());
  });
});

describe('timeFrameWeb/getAllTimeFrames', () => {
  it("lists the venue's frames, or the company's without a venue", async () => {
    const ids = async (token: string) =>
      (await get('/api/timeFrameWeb/getAllTimeFrames', token))
        .json()
        .map((f: { timeFrameWebId: number }) => f.timeFrameWebId);
    expect(await ids(tokens.centro)).toEqual([1, 2]);
    expect(await ids(tokens.navigli)).toEqual([3]);
    // The digital-menu-only venues have windows too (their info modal's hours).
    expect(await ids(tokens.isola)).toEqual([4, 5]);
    expect(await ids(tokens.noVenue)).toEqual([1, 2, 3, 4, 5]);
    expect(await ids(tokens.bar)).toEqual([6]);
    expect((await get('/api/timeFrameWeb/getAllTimeFrames')).statusCode).toBe(401);
  });
});
