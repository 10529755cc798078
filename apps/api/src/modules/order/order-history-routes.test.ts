// order/getCustomerOrders ('I tuoi ordini') tells each order's real state, as the summary and
// the mails do: a rejected order is rejected with its reason (its stored orderStatus stays 1), an
// unpaid online order cancelled by the sweep is cancelled (its orderStatus stays 0), and an
// order carried through the board has the venue-local times it was really accepted, readied and
// collected, not the requested slot.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethod } from '@tavola/domain/enums';
import { orders } from '../../db/schema';
import { bearer, registeredCustomer } from '../../test/ordering-fixtures';
import { createTestApp } from '../../test/test-app';
import { createSignedInStaff } from '../staff-accounts/staff-test-helpers';
import { demoLines, NOW, save, takeawayOrder, TODAY, type DemoLines } from './order-test-helpers';

let clock = NOW;
let t: Awaited<ReturnType<typeof createTestApp>>;
let l: DemoLines;
let owner: Awaited<ReturnType<typeof createSignedInStaff>>;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { RATE_LIMIT_MAIL_MAX: '1000' } });
  l = await demoLines(t.db);
  owner = await createSignedInStaff(t, { role: 'owner' });
});
afterAll(() => t.close());

const act = (orderId: number, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/venues/2/orders/${orderId}/actions`,
    headers: owner.headers,
    payload: body,
  });

describe('order/getCustomerOrders', () => {
  it('shows a rejected, a cancelled and a collected order as they really are, with the real times', async () => {
    const diner = await registeredCustomer(t.app, t.db, 'storico-stati@example.com', { seatWebId: 2 });
    const place = async (time: string) => {
      const res = await save(t.app, diner.token, takeawayOrder(l, { requestedDateTime: `${TODAY}T${time}:00` }));
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { orderId: number };
    };
    const rejected = await place('12:00');
    const cancelled = await place('12:15');
    const collected = await place('12:30');

    expect((await act(rejected.orderId, { action: 'reject', reason: 'Forno guasto' })).statusCode).toBe(200);
    // The unpaid-order sweep cancels an online order and leaves its orderStatus at 0.
    await t.db
      .update(orders)
      .set({ orderStatus: 0, paymentType: PaymentMethod.Stripe, cancelledAt: NOW })
      .where(eq(orders.orderId, cancelled.orderId));
    // NOW is 11:00 in Milan: accepted at 11:05, ready at 12:20, collected at 12:47 (requested 12:30).
    clock = new Date('2026-11-21T10:05:00Z');
    expect((await act(collected.orderId, { action: 'accept', estimatedReadyTime: '12:25' })).statusCode).toBe(200);
    clock = new Date('2026-11-21T10:40:00Z');
    expect((await act(collected.orderId, { action: 'start-production' })).statusCode).toBe(200);
    clock = new Date('2026-11-21T11:20:00Z');
    expect((await act(collected.orderId, { action: 'ready' })).statusCode).toBe(200);
    clock = new Date('2026-11-21T11:47:00Z');
    expect((await act(collected.orderId, { action: 'deliver' })).statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/order/getCustomerOrders?customerId=${diner.customer.customerId}`,
      headers: bearer(diner.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const byId = new Map((res.json() as Array<{ orderId: number }>).map((o) => [o.orderId, o]));
    expect(byId.get(rejected.orderId)).toMatchObject({
      orderStatus: 1,
      state: 'rejected',
      rejectionReason: 'Forno guasto',
      deliveredAt: null,
    });
    expect(byId.get(cancelled.orderId)).toMatchObject({ orderStatus: 0, state: 'cancelled', rejectionReason: null });
    expect(byId.get(collected.orderId)).toMatchObject({
      orderStatus: 4,
      state: 'delivered',
      requestedDateTime: expect.stringMatching(/12:30/),
      estimatedReadyTime: '12:25',
      acceptedAt: `${TODAY} 11:05`,
      readyAt: `${TODAY} 12:20`,
      deliveredAt: `${TODAY} 12:47`,
      rejectionReason: null,
    });
    // The summary page reads the same collection time.
    const progress = await t.app.inject({
      method: 'GET',
      url: `/api/order/getOrderProgress?orderId=${collected.orderId}`,
      headers: bearer(diner.token),
    });
    expect(progress.json()).toMatchObject({ state: 'delivered', deliveredTime: '12:47' });
    const rejectedProgress = await t.app.inject({
      method: 'GET',
      url: `/api/order/getOrderProgress?orderId=${rejected.orderId}`,
      headers: bearer(diner.token),
    });
    expect(rejectedProgress.json()).toMatchObject({ state: 'rejected', deliveredTime: null });
  });
});
