// The only code touching order_progress, order_actions and venue_order_pauses, and the reads of
// orders the board needs.
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { SERVICE_DAY_END_HOUR } from '@tavola/domain/order-board';
import type { DbOrTx, Tx } from '../../db/database';
import {
  customers,
  menuExtraFields,
  orderActions,
  orderProgress,
  orders,
  seatWebs,
  staffMembers,
  venueOrderPauses,
} from '../../db/schema';
import type { OrderRow } from '../order';

export type OrderProgressRow = typeof orderProgress.$inferSelect;

export async function findVenue(db: DbOrTx, seatWebId: number) {
  const [row] = await db.select().from(seatWebs).where(eq(seatWebs.seatWebId, seatWebId)).limit(1);
  return row ?? null;
}

/**
 * The venue's orders of a local day: requested for that day, or (dine-in, no requested time)
 * created that day in the venue's zone.
 */
export async function listVenueOrderRows(
  db: DbOrTx,
  seatWebId: number,
  day: string,
  timeZone: string,
  orderType?: number,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.seatWebId, seatWebId),
        orderType === undefined ? undefined : eq(orders.orderType, orderType),
        // The service day: due before 05:00 counts as the evening before (serviceDayOf).
        sql`(coalesce(${orders.requestedDateTime}, ${orders.createdAt} at time zone ${timeZone}) - make_interval(hours => ${SERVICE_DAY_END_HOUR}))::date = ${day}::date`,
      ),
    )
    .orderBy(asc(orders.requestedDateTime), asc(orders.orderId));
}

export async function findVenueOrderRow(db: DbOrTx, seatWebId: number, orderId: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.seatWebId, seatWebId), eq(orders.orderId, orderId)))
    .limit(1);
  return row ?? null;
}

/** Locks the order until the transaction ends: two tablets pressing at once apply one after the other. */
export async function lockOrderRow(tx: Tx, orderId: number): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for('update');
  return row ?? null;
}

export async function listProgress(db: DbOrTx, orderIds: number[]): Promise<Map<number, OrderProgressRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select().from(orderProgress).where(inArray(orderProgress.orderId, orderIds));
  return new Map(rows.map((r) => [r.orderId, r]));
}

export async function upsertProgress(
  tx: DbOrTx,
  orderId: number,
  values: Partial<Omit<OrderProgressRow, 'orderId'>>,
  now: Date,
) {
  await tx
    .insert(orderProgress)
    .values({ orderId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: orderProgress.orderId, set: { ...values, updatedAt: now } });
}

export async function insertAction(tx: DbOrTx, values: typeof orderActions.$inferInsert) {
  await tx.insert(orderActions).values(values);
}

export async function listActions(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderActions.orderId,
      action: orderActions.action,
      toStage: orderActions.toStage,
      by: staffMembers.name,
      at: orderActions.createdAt,
    })
    .from(orderActions)
    .leftJoin(staffMembers, eq(staffMembers.staffMemberId, orderActions.staffMemberId))
    .where(inArray(orderActions.orderId, orderIds))
    .orderBy(asc(orderActions.orderActionId));
}

export async function listCustomers(db: DbOrTx, customerIds: number[]) {
  if (customerIds.length === 0) return new Map<number, typeof customers.$inferSelect>();
  const rows = await db.select().from(customers).where(inArray(customers.customerId, customerIds));
  return new Map(rows.map((r) => [r.customerId, r]));
}

export async function listExtraFieldCaptions(db: DbOrTx, menuWebIds: number[]) {
  if (menuWebIds.length === 0) return [];
  return db
    .select({
      menuWebId: menuExtraFields.menuWebId,
      position: menuExtraFields.position,
      caption: menuExtraFields.caption,
      values: menuExtraFields.values,
    })
    .from(menuExtraFields)
    .where(inArray(menuExtraFields.menuWebId, menuWebIds));
}

export async function findPause(db: DbOrTx, seatWebId: number) {
  const [row] = await db.select().from(venueOrderPauses).where(eq(venueOrderPauses.seatWebId, seatWebId)).limit(1);
  return row ?? null;
}

/** The pauses not over yet at a company's venues, with each venue's time zone. */
export async function listCompanyPauses(db: DbOrTx, companyId: number, now: Date) {
  return db
    .select({
      seatWebId: venueOrderPauses.seatWebId,
      pausedUntil: venueOrderPauses.pausedUntil,
      reason: venueOrderPauses.reason,
      timeZone: seatWebs.timeZone,
    })
    .from(venueOrderPauses)
    .innerJoin(seatWebs, eq(seatWebs.seatWebId, venueOrderPauses.seatWebId))
    .where(and(eq(seatWebs.companyId, companyId), gt(venueOrderPauses.pausedUntil, now)))
    .orderBy(asc(venueOrderPauses.seatWebId));
}

export async function setPause(db: DbOrTx, values: typeof venueOrderPauses.$inferInsert) {
  await db
    .insert(venueOrderPauses)
    .values(values)
    .onConflictDoUpdate({
      target: venueOrderPauses.seatWebId,
      set: { pausedUntil: values.pausedUntil, reason: values.reason, staffMemberId: values.staffMemberId },
    });
}

export async function deletePause(db: DbOrTx, seatWebId: number) {
  await db.delete(venueOrderPauses).where(eq(venueOrderPauses.seatWebId, seatWebId));
}

export async function setOrderStatus(tx: DbOrTx, orderId: number, orderStatus: number) {
  await tx.update(orders).set({ orderStatus }).where(eq(orders.orderId, orderId));
}

/** The session version of the company's customer, or null when there is no such customer. */
export async function findCustomerSessionVersion(
  db: DbOrTx,
  companyId: number,
  customerId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ sessionVersion: customers.sessionVersion })
    .from(customers)
    .where(and(eq(customers.customerId, customerId), eq(customers.companyId, companyId)))
    .limit(1);
  return row?.sessionVersion ?? null;
}
