// The only code touching the table tab's tables (schema-table-tab.ts, migration 0034) and the
// rounds' order rows by tab. Every write here fires the 'tab' event trigger of migration 0034.
import { and, asc, count, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import {
  customers,
  menuClassifiers,
  menuWebs,
  orders,
  products,
  seatWebs,
  tableTabCartLines,
  tableTabParticipants,
  tableTabs,
  venueTables,
} from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { OrderRow } from '../order';

export type TableTabRow = typeof tableTabs.$inferSelect;
export type ParticipantRow = typeof tableTabParticipants.$inferSelect;
export type CartLineRow = typeof tableTabCartLines.$inferSelect;

export interface TabVenue {
  seatWebId: number;
  companyId: number;
  name: string;
  enabled: boolean;
  localOrderEnabled: boolean;
  tableTabEnabled: boolean;
  tableTabParticipantLimit: number;
}

const DINE_IN_MENU = 8;

export async function findTabVenue(db: DbOrTx, seatWebId: number): Promise<TabVenue | null> {
  const [row] = await db
    .select({
      seatWebId: seatWebs.seatWebId,
      companyId: seatWebs.companyId,
      name: seatWebs.name,
      enabled: seatWebs.enabled,
      localOrderEnabled: seatWebs.localOrderEnabled,
      tableTabEnabled: seatWebs.tableTabEnabled,
      tableTabParticipantLimit: seatWebs.tableTabParticipantLimit,
    })
    .from(seatWebs)
    .where(eq(seatWebs.seatWebId, seatWebId))
    .limit(1);
  return row ?? null;
}

/** The venue's table in use with this number, or null. */
export async function findEnabledTable(
  db: DbOrTx,
  seatWebId: number,
  number: number,
): Promise<{ number: number; name: string | null } | null> {
  const [row] = await db
    .select({ number: venueTables.number, name: venueTables.name })
    .from(venueTables)
    .where(and(eq(venueTables.seatWebId, seatWebId), eq(venueTables.number, number), eq(venueTables.enabled, true)))
    .limit(1);
  return row ?? null;
}

/** The menu a tab orders from: the one named, if it is the company's enabled dine-in menu for the venue, else the venue's first such menu. */
export async function findTabMenuId(
  db: DbOrTx,
  companyId: number,
  seatWebId: number,
  asked: number | null,
): Promise<number | null> {
  const rows = await db
    .select({ menuWebId: menuWebs.menuWebId })
    .from(menuWebs)
    .where(
      and(
        eq(menuWebs.companyId, companyId),
        eq(menuWebs.enabled, true),
        sql`(${menuWebs.publicationStatus} & ${DINE_IN_MENU}) <> 0`,
        sql`(${menuWebs.seatWebId} is null or ${menuWebs.seatWebId} = ${seatWebId})`,
      ),
    )
    .orderBy(asc(menuWebs.sortOrder), asc(menuWebs.menuWebId));
  if (asked !== null && rows.some((r) => r.menuWebId === asked)) return asked;
  return rows[0]?.menuWebId ?? null;
}

/** The classifiers (categories) of a menu with their enabled products' ids, in menu order. */
export async function listMenuCategories(
  db: DbOrTx,
  menuWebId: number,
): Promise<Array<{ name: string; productWebIds: number[] }>> {
  const rows = await db
    .select({
      classifierId: menuClassifiers.menuClassifierId,
      name: menuClassifiers.name,
      productWebId: products.productWebId,
    })
    .from(menuClassifiers)
    .innerJoin(
      products,
      and(eq(products.menuClassifierId, menuClassifiers.menuClassifierId), eq(products.enabled, true)),
    )
    .where(eq(menuClassifiers.menuWebId, menuWebId))
    .orderBy(
      asc(menuClassifiers.sortOrder),
      asc(menuClassifiers.menuClassifierId),
      asc(products.sortOrder),
      asc(products.productWebId),
    );
  const byClassifier = new Map<number, { name: string; productWebIds: number[] }>();
  for (const row of rows) {
    let category = byClassifier.get(row.classifierId);
    if (!category) byClassifier.set(row.classifierId, (category = { name: row.name, productWebIds: [] }));
    category.productWebIds.push(row.productWebId);
  }
  return [...byClassifier.values()];
}

export async function findOpenTab(db: DbOrTx, seatWebId: number, tableNumber: number): Promise<TableTabRow | null> {
  const [row] = await db
    .select()
    .from(tableTabs)
    .where(
      and(eq(tableTabs.seatWebId, seatWebId), eq(tableTabs.tableNumber, tableNumber), eq(tableTabs.status, 'open')),
    )
    .limit(1);
  return row ?? null;
}

export async function findTab(db: DbOrTx, tableTabId: number): Promise<TableTabRow | null> {
  const [row] = await db.select().from(tableTabs).where(eq(tableTabs.tableTabId, tableTabId)).limit(1);
  return row ?? null;
}

/**
 * Opens the table's tab with the anonymous customer its rounds are saved under. Null when
 * another phone opened the table's tab at the same moment (the open-table unique index).
 */
export async function insertOpenTab(
  db: Db,
  values: { companyId: number; seatWebId: number; tableNumber: number; menuWebId: number | null; now: Date },
): Promise<TableTabRow | null> {
  try {
    return await db.transaction(async (tx) => {
      const [customer] = await tx
        .insert(customers)
        .values({
          companyId: values.companyId,
          isAnonymous: true,
          confirmed: false,
          firstName: `Tavolo ${values.tableNumber}`,
        })
        .returning({ customerId: customers.customerId });
      const [tab] = await tx
        .insert(tableTabs)
        .values({
          companyId: values.companyId,
          seatWebId: values.seatWebId,
          tableNumber: values.tableNumber,
          menuWebId: values.menuWebId,
          customerId: customer.customerId,
          openedAt: values.now,
        })
        .returning();
      return tab;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'table_tabs_open_table_uq')) return null;
    throw error;
  }
}

export type JoinOutcome = { participant: ParticipantRow } | { refused: 'closed' | 'full' };

/** Adds a participant under the tab's row lock, so the venue's limit holds whatever the concurrency. */
export async function insertParticipant(
  db: Db,
  args: { tableTabId: number; limit: number; displayName: string; tokenHash: string; now: Date },
): Promise<JoinOutcome> {
  return db.transaction(async (tx) => {
    const [tab] = await tx
      .select({ status: tableTabs.status })
      .from(tableTabs)
      .where(eq(tableTabs.tableTabId, args.tableTabId))
      .for('update');
    if (!tab || tab.status !== 'open') return { refused: 'closed' as const };
    const [{ n }] = await tx
      .select({ n: count() })
      .from(tableTabParticipants)
      .where(and(eq(tableTabParticipants.tableTabId, args.tableTabId), eq(tableTabParticipants.removed, false)));
    if (n >= args.limit) return { refused: 'full' as const };
    const [participant] = await tx
      .insert(tableTabParticipants)
      .values({
        tableTabId: args.tableTabId,
        displayName: args.displayName,
        tokenHash: args.tokenHash,
        joinedAt: args.now,
      })
      .returning();
    return { participant };
  });
}

/** The participant a token names, with their tab. */
export async function findParticipantByTokenHash(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ participant: ParticipantRow; tab: TableTabRow } | null> {
  const [row] = await db
    .select({ participant: tableTabParticipants, tab: tableTabs })
    .from(tableTabParticipants)
    .innerJoin(tableTabs, eq(tableTabs.tableTabId, tableTabParticipants.tableTabId))
    .where(eq(tableTabParticipants.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** These participants' removed flags and tabs (one query: the live streams' session check). */
export async function participantStates(
  db: DbOrTx,
  participantIds: number[],
): Promise<Map<number, { removed: boolean; tableTabId: number }>> {
  if (participantIds.length === 0) return new Map();
  const rows = await db
    .select({
      participantId: tableTabParticipants.participantId,
      removed: tableTabParticipants.removed,
      tableTabId: tableTabParticipants.tableTabId,
    })
    .from(tableTabParticipants)
    .where(inArray(tableTabParticipants.participantId, participantIds));
  return new Map(rows.map((r) => [r.participantId, { removed: r.removed, tableTabId: r.tableTabId }]));
}

export async function listParticipants(db: DbOrTx, tableTabIds: number[]): Promise<ParticipantRow[]> {
  if (tableTabIds.length === 0) return [];
  return db
    .select()
    .from(tableTabParticipants)
    .where(inArray(tableTabParticipants.tableTabId, tableTabIds))
    .orderBy(asc(tableTabParticipants.joinedAt), asc(tableTabParticipants.participantId));
}

export async function listCartLines(db: DbOrTx, tableTabIds: number[]): Promise<CartLineRow[]> {
  if (tableTabIds.length === 0) return [];
  return db
    .select()
    .from(tableTabCartLines)
    .where(inArray(tableTabCartLines.tableTabId, tableTabIds))
    .orderBy(asc(tableTabCartLines.createdAt), asc(tableTabCartLines.cartLineId));
}

export async function countCartLines(db: DbOrTx, tableTabId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(tableTabCartLines)
    .where(eq(tableTabCartLines.tableTabId, tableTabId));
  return n;
}

export async function insertCartLine(
  db: DbOrTx,
  values: Pick<
    CartLineRow,
    | 'tableTabId'
    | 'participantId'
    | 'productWebId'
    | 'quantity'
    | 'additiveVariations'
    | 'subtractiveVariations'
    | 'createdAt'
  >,
): Promise<CartLineRow> {
  const [row] = await db.insert(tableTabCartLines).values(values).returning();
  return row;
}

/** Changes a line of this tab's cart; null when the tab has no such line. */
export async function updateCartLineQuantity(
  db: DbOrTx,
  tableTabId: number,
  cartLineId: number,
  quantity: number,
): Promise<CartLineRow | null> {
  const [row] = await db
    .update(tableTabCartLines)
    .set({ quantity })
    .where(and(eq(tableTabCartLines.tableTabId, tableTabId), eq(tableTabCartLines.cartLineId, cartLineId)))
    .returning();
  return row ?? null;
}

export async function deleteCartLine(db: DbOrTx, tableTabId: number, cartLineId: number): Promise<boolean> {
  const rows = await db
    .delete(tableTabCartLines)
    .where(and(eq(tableTabCartLines.tableTabId, tableTabId), eq(tableTabCartLines.cartLineId, cartLineId)))
    .returning({ id: tableTabCartLines.cartLineId });
  return rows.length > 0;
}

/**
 * Takes the whole shared cart for a round: the lines are deleted and returned in one
 * statement, so two phones sending at once never send the same lines twice (the second gets none).
 */
export async function claimCartLines(db: DbOrTx, tableTabId: number): Promise<CartLineRow[]> {
  const rows = await db.delete(tableTabCartLines).where(eq(tableTabCartLines.tableTabId, tableTabId)).returning();
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.cartLineId - b.cartLineId);
}

/** Puts claimed lines back when their round could not be saved (same ids, same authors). */
export async function restoreCartLines(db: DbOrTx, rows: CartLineRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(tableTabCartLines).values(rows).onConflictDoNothing();
}

/** The rounds of these tabs: their orders, oldest first. */
export async function listRoundRows(db: DbOrTx, tableTabIds: number[]): Promise<OrderRow[]> {
  if (tableTabIds.length === 0) return [];
  return db
    .select()
    .from(orders)
    .where(inArray(orders.tableTabId, tableTabIds))
    .orderBy(asc(orders.createdAt), asc(orders.orderId));
}

/** The venue's open tabs, and those that ended (settled or closed) since `endedSince`. */
export async function listBoardTabs(db: DbOrTx, seatWebId: number, endedSince: Date): Promise<TableTabRow[]> {
  return db
    .select()
    .from(tableTabs)
    .where(
      and(eq(tableTabs.seatWebId, seatWebId), or(eq(tableTabs.status, 'open'), gte(tableTabs.closedAt, endedSince))),
    )
    .orderBy(asc(tableTabs.tableNumber), asc(tableTabs.tableTabId));
}

/** The venue's time zone (the board's service day). */
export async function findVenueTimeZone(db: DbOrTx, seatWebId: number): Promise<string> {
  const [row] = await db
    .select({ timeZone: seatWebs.timeZone })
    .from(seatWebs)
    .where(eq(seatWebs.seatWebId, seatWebId))
    .limit(1);
  return row?.timeZone ?? 'Europe/Rome';
}

/** Moves an open tab of the venue to another table; 'busy' when that table has an open tab. */
export async function moveOpenTab(
  db: DbOrTx,
  seatWebId: number,
  tableTabId: number,
  tableNumber: number,
): Promise<TableTabRow | null | 'busy'> {
  try {
    const [row] = await db
      .update(tableTabs)
      .set({ tableNumber, version: sql`${tableTabs.version} + 1` })
      .where(
        and(eq(tableTabs.tableTabId, tableTabId), eq(tableTabs.seatWebId, seatWebId), eq(tableTabs.status, 'open')),
      )
      .returning();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error, 'table_tabs_open_table_uq')) return 'busy';
    throw error;
  }
}

/** Closes an open tab of the venue (paid at the counter); null when there is none. */
export async function closeOpenTab(
  db: DbOrTx,
  seatWebId: number,
  tableTabId: number,
  staffMemberId: number,
  now: Date,
): Promise<TableTabRow | null> {
  const [row] = await db
    .update(tableTabs)
    .set({
      status: 'closed',
      closedAt: now,
      closedByStaffMemberId: staffMemberId,
      version: sql`${tableTabs.version} + 1`,
    })
    .where(and(eq(tableTabs.tableTabId, tableTabId), eq(tableTabs.seatWebId, seatWebId), eq(tableTabs.status, 'open')))
    .returning();
  return row ?? null;
}

/** Removes a participant of this tab; false when the tab has no such participant. */
export async function markParticipantRemoved(db: DbOrTx, tableTabId: number, participantId: number): Promise<boolean> {
  const rows = await db
    .update(tableTabParticipants)
    .set({ removed: true })
    .where(and(eq(tableTabParticipants.tableTabId, tableTabId), eq(tableTabParticipants.participantId, participantId)))
    .returning({ id: tableTabParticipants.participantId });
  return rows.length > 0;
}
