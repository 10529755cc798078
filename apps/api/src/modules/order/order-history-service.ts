// order/getCustomerOrders (spec 001 §2 'I tuoi ordini', §3 order history, §9 last 20): the
// session customer's latest orders, newest first, in the Order shape (a superset of the
// history fields) with the order's real state (orderStateOf, as the summary and the mails read
// it) and the venue-local times the restaurant accepted, readied and handed over each order.
// The customerId parameter must be the session's customer.
import type { CustomerOrder } from '@tavola/domain/order-history';
import { CUSTOMER_ORDERS_PAGE_SIZE } from '@tavola/domain/order-requests';
import { OrderStage } from '@tavola/domain/order-progress';
import { venueLocalTime } from '@tavola/domain/slot-rules';
import type { Db } from '../../db/database';
import type { ClientSession } from '../../plugins/session';
import { requireSessionCustomer } from '../customer/customer-service';
import { listActions, listProgress } from '../order-board';
import { findSeatWebTimeZone, listCustomerOrderRows, loadOrders } from './order-repository';
import { orderNotFound } from './order-save-service';
import { orderStateOf } from './order-state-service';

export async function getCustomerOrders(
  db: Db,
  session: ClientSession,
  args: { customerId: number; pageSize?: number },
  now: Date,
): Promise<CustomerOrder[]> {
  if (session.customerId !== null && args.customerId !== session.customerId) throw orderNotFound();
  const customer = await requireSessionCustomer(db, session);
  const limit = Math.min(Math.max(args.pageSize ?? CUSTOMER_ORDERS_PAGE_SIZE, 1), CUSTOMER_ORDERS_PAGE_SIZE);
  const rows = await listCustomerOrderRows(db, session.companyId, customer.customerId, limit);
  const ids = rows.map((r) => r.orderId);
  const [orders, progress, actions] = await Promise.all([
    loadOrders(db, rows),
    listProgress(db, ids),
    listActions(db, ids),
  ]);
  const zones = new Map<number, string>();
  for (const seatWebId of new Set(rows.map((r) => r.seatWebId)))
    zones.set(seatWebId, (await findSeatWebTimeZone(db, seatWebId)) ?? 'Europe/Rome');
  return Promise.all(
    orders.map(async (order, i) => {
      const row = rows[i];
      const local = (at: Date | null | undefined) => {
        if (!at) return null;
        const t = venueLocalTime(at, zones.get(row.seatWebId) ?? 'Europe/Rome');
        return `${t.date} ${t.time}`;
      };
      const p = progress.get(row.orderId);
      // The last time the board marked it ready (a step can be undone and done again).
      const readyAt = actions.filter((a) => a.orderId === row.orderId && a.toStage === OrderStage.Ready).at(-1)?.at;
      const view = await orderStateOf(db, row, now);
      return {
        ...order,
        state: view.state,
        rejectionReason: view.rejectionReason,
        refund: view.refund,
        estimatedReadyTime: view.estimatedReadyTime,
        acceptedAt: local(p?.acceptedAt),
        readyAt: local(readyAt),
        deliveredAt: view.state === 'delivered' ? local(p?.deliveredAt) : null,
      };
    }),
  );
}
