// assertRequestedTimeAvailable: the order save's slot check (a slot in the past is
// never accepted), on the demo data: Tavola Centro (venue 1) frames 1 'Pranzo' 11:30-15:00
// and 2 'Cena' 18:30-23:30, every day, 5 orders per 15-minute slot; Tavola Navigli (venue 2)
// frame 3 00:00-23:59, takeaway and delivery, menu 3.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderType } from '@tavola/domain/enums';
import { orders } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { assertRequestedTimeAvailable } from './time-frame-service';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Friday 7 March 2025, 11:00 in Rome (UTC+1).
const now = new Date('2025-03-07T10:00:00Z');
const check = (args: Partial<Parameters<typeof assertRequestedTimeAvailable>[1]>) =>
  assertRequestedTimeAvailable(t.db, {
    seatWebId: 1,
    orderType: OrderType.Asporto,
    timeFrameWebId: 1,
    requestedDateTime: '2025-03-07T12:00:00',
    now,
    ...args,
  });

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e as { code?: string; kind?: string; message?: string },
  );
  expect(error, 'expected a rejection').not.toBeNull();
  return error!;
};

let orderNumber = 9000;
async function storeOrders(
  count: number,
  values: { seatWebId: number; timeFrameWebId: number; requestedDateTime: string },
) {
  await t.db.insert(orders).values(
    Array.from({ length: count }, () => ({
      companyId: 1,
      orderNumber: orderNumber++,
      orderType: OrderType.Asporto,
      ...values,
    })),
  );
}

describe('assertRequestedTimeAvailable', () => {
  it('accepts an offered slot and returns the frame and its menu (null: any menu of the type)', async () => {
    await expect(check({})).resolves.toEqual({ timeFrameWebId: 1, menuWebId: null });
    await expect(
      check({ orderType: OrderType.Consegna, timeFrameWebId: 2, requestedDateTime: '2025-03-09T20:15' }),
    ).resolves.toEqual({
      timeFrameWebId: 2,
      menuWebId: null,
    });
    await expect(check({ seatWebId: 2, timeFrameWebId: 3, requestedDateTime: '2025-03-08 00:00:00' })).resolves.toEqual(
      {
        timeFrameWebId: 3,
        menuWebId: 3,
      },
    );
  });

  it('refuses a slot in the past, with our message', async () => {
    const past = await rejection(check({ requestedDateTime: '2025-03-06T12:00:00' }));
    expect(past).toMatchObject({
      kind: 'BadRequest',
      code: 'SLOT_NOT_AVAILABLE',
      message: "L'orario scelto non è più disponibile. Scegline un altro.",
    });
    // 12:50 in Rome: 12:45 has passed, 12:30 long ago.
    const later = new Date('2025-03-07T11:50:00Z');
    for (const time of ['12:45', '12:30', '11:30']) {
      expect((await rejection(check({ requestedDateTime: `2025-03-07T${time}:00`, now: later }))).code, time).toBe(
        'SLOT_NOT_AVAILABLE',
      );
    }
  });

  it('accepts a slot offered a few minutes ago until 5 minutes before it', async () => {
    // Offered at 11:00 (first slot after 11:15): 11:30. Saved at 11:20: still fine; at 11:25, no.
    await expect(
      check({ requestedDateTime: '2025-03-07T11:30:00', now: new Date('2025-03-07T10:20:00Z') }),
    ).resolves.toMatchObject({ timeFrameWebId: 1 });
    expect(
      (await rejection(check({ requestedDateTime: '2025-03-07T11:30:00', now: new Date('2025-03-07T10:25:00Z') })))
        .code,
    ).toBe('SLOT_NOT_AVAILABLE');
    // At 12:00, 12:15 is not offered any more (not after 12:15) but a save still takes it.
    const noon = new Date('2025-03-07T11:00:00Z');
    await expect(check({ requestedDateTime: '2025-03-07T12:15:00', now: noon })).resolves.toMatchObject({
      timeFrameWebId: 1,
    });
    expect((await rejection(check({ requestedDateTime: '2025-03-07T12:00:00', now: noon }))).code).toBe(
      'SLOT_NOT_AVAILABLE',
    );
  });

  it('refuses a time off the slot grid, outside the frame, or beyond the next 3 days', async () => {
    for (const requestedDateTime of [
      '2025-03-07T12:05:00',
      '2025-03-07T15:00:00',
      '2025-03-07T19:00:00',
      '2025-03-10T12:00:00',
    ]) {
      expect((await rejection(check({ requestedDateTime }))).code, requestedDateTime).toBe('SLOT_NOT_AVAILABLE');
    }
  });

  it('refuses a missing or malformed time, a missing frame, or a frame of another venue', async () => {
    for (const args of [
      { requestedDateTime: null },
      { timeFrameWebId: null },
      { requestedDateTime: 'domani a pranzo' },
      { requestedDateTime: '2025-03-07T12:00:00Z' },
      { timeFrameWebId: 3 },
      { timeFrameWebId: 9999 },
    ]) {
      expect((await rejection(check(args))).code, JSON.stringify(args)).toBe('SLOT_NOT_AVAILABLE');
    }
  });

  it('refuses a venue that does not offer the order type (Tavola Isola has no takeaway)', async () => {
    expect((await rejection(check({ seatWebId: 3, timeFrameWebId: 1 }))).code).toBe('SLOT_NOT_AVAILABLE');
  });

  it('refuses a slot whose capacity stored orders have taken', async () => {
    const slot = { seatWebId: 1, timeFrameWebId: 2, requestedDateTime: '2025-03-08 21:00:00' };
    await storeOrders(4, slot);
    await expect(check({ timeFrameWebId: 2, requestedDateTime: '2025-03-08T21:00:00' })).resolves.toMatchObject({
      timeFrameWebId: 2,
    });
    await storeOrders(1, slot);
    expect((await rejection(check({ timeFrameWebId: 2, requestedDateTime: '2025-03-08T21:00:00' }))).code).toBe(
      'SLOT_NOT_AVAILABLE',
    );
    // The next slot and the same time of another day are untouched.
    await expect(check({ timeFrameWebId: 2, requestedDateTime: '2025-03-08T21:15:00' })).resolves.toMatchObject({
      timeFrameWebId: 2,
    });
    await expect(check({ timeFrameWebId: 2, requestedDateTime: '2025-03-09T21:00:00' })).resolves.toMatchObject({
      timeFrameWebId: 2,
    });
  });

  it('for dine-in needs no time and returns the frame running now, if any', async () => {
    await expect(
      check({
        orderType: OrderType.AlTavolo,
        timeFrameWebId: null,
        requestedDateTime: null,
        now: new Date('2025-03-07T12:00:00Z'),
      }),
    ).resolves.toEqual({
      timeFrameWebId: 1,
      menuWebId: null,
    });
    // 17:00 in Rome: between lunch and dinner.
    await expect(
      check({
        orderType: OrderType.AlTavolo,
        timeFrameWebId: null,
        requestedDateTime: null,
        now: new Date('2025-03-07T16:00:00Z'),
      }),
    ).resolves.toEqual({
      timeFrameWebId: null,
      menuWebId: null,
    });
  });

  it('refuses order types that are not orders, and unknown venues', async () => {
    expect((await rejection(check({ orderType: OrderType.DigitalMenu }))).code).toBe('ORDER_TYPE_NOT_ORDERABLE');
    expect((await rejection(check({ orderType: OrderType.PrenotaUnTavolo }))).code).toBe('ORDER_TYPE_NOT_ORDERABLE');
    expect((await rejection(check({ seatWebId: 9999 }))).code).toBe('SEAT_WEB_NOT_FOUND');
  });

  it('uses the venue clock across the DST change', async () => {
    // Sunday 30 March 2025, 01:00 UTC is 03:00 in Rome (CEST), not 02:00: Navigli's 03:00 is now, 03:15 is accepted.
    const dst = new Date('2025-03-30T01:00:00Z');
    const navigli = { seatWebId: 2, timeFrameWebId: 3, now: dst };
    expect((await rejection(check({ ...navigli, requestedDateTime: '2025-03-30T03:00:00' }))).code).toBe(
      'SLOT_NOT_AVAILABLE',
    );
    await expect(check({ ...navigli, requestedDateTime: '2025-03-30T03:15:00' })).resolves.toMatchObject({
      timeFrameWebId: 3,
    });
    // The skipped hour does not exist on a later DST day either.
    const before = { ...navigli, now: new Date('2025-03-28T12:00:00Z') };
    expect((await rejection(check({ ...before, requestedDateTime: '2025-03-30T02:15:00' }))).code).toBe(
      'SLOT_NOT_AVAILABLE',
    );
    await expect(check({ ...before, requestedDateTime: '2025-03-30T01:45:00' })).resolves.toMatchObject({
      timeFrameWebId: 3,
    });
  });
});
