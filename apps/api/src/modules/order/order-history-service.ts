// order/getCustomerOrders (spec 001 §2 'I tuoi ordini', §3 order history, §9 last 20): the
// session customer's latest orders, newest first, in the Order shape (a superset of the
// history fields). The customerId parameter must be the session's customer.
import type { Order } from '@tavola/domain/order';
import { CUSTOMER_ORDERS_PAGE_SIZE } from '@tavola/domain/order-requests';
import type { Db } from '../../db/database';
import type { ClientSession } from '../../plugins/session';
import { requireSessionCustomer } from '../customer/customer-service';
import { listCustomerOrderRows, loadOrders } from './order-repository';
import { orderNotFound } from './order-save-service';

export async function getCustomerOrders(db: Db, session: ClientSession, args: { customerId: number; pageSize?: number }): Promise<Order[]> {
  if (session.customerId !== null && args.customerId !== session.customerId) throw orderNotFound();
  const customer = await requireSessionCustomer(db, session);
  const limit = Math.min(Math.max(args.pageSize ?? CUSTOMER_ORDERS_PAGE_SIZE, 1), CUSTOMER_ORDERS_PAGE_SIZE);
  return loadOrders(db, await listCustomerOrderRows(db, session.companyId, customer.customerId, limit));
}
