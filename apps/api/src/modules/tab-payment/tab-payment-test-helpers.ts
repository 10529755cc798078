// A table's tab made directly in the database for the split-of-the-bill tests: a tab at a
// venue table, participants with known tokens, and rounds (orders of the tab) whose lines say
// whose dish each is.
import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers, orderDetails, orders, tableTabParticipants, tableTabs } from '../../db/schema';

let orderNumber = 900_000 + Math.floor(Math.random() * 50_000);
/** Each tab at a table of its own: a table has one open tab at a time. */
let tableNumber = 100;

export interface TestTab {
  tableTabId: number;
  companyId: number;
  seatWebId: number;
  participants: Array<{ participantId: number; token: string; name: string }>;
}

export async function createTestTab(
  db: Db,
  opts: { companyId?: number; seatWebId?: number; tableNumber?: number; names?: string[] } = {},
): Promise<TestTab> {
  const companyId = opts.companyId ?? 1;
  const seatWebId = opts.seatWebId ?? 1;
  const [customer] = await db
    .insert(customers)
    .values({ companyId, isAnonymous: true })
    .returning({ customerId: customers.customerId });
  const [tab] = await db
    .insert(tableTabs)
    .values({ companyId, seatWebId, tableNumber: opts.tableNumber ?? ++tableNumber, customerId: customer.customerId })
    .returning({ tableTabId: tableTabs.tableTabId });
  const participants: TestTab['participants'] = [];
  for (const name of opts.names ?? ['Anna', 'Bruno', 'Carla']) {
    const token = randomBytes(32).toString('base64url');
    const [row] = await db
      .insert(tableTabParticipants)
      .values({
        tableTabId: tab.tableTabId,
        displayName: name,
        tokenHash: createHash('sha256').update(token, 'utf8').digest('hex'),
      })
      .returning({ participantId: tableTabParticipants.participantId });
    participants.push({ participantId: row.participantId, token, name });
  }
  return { tableTabId: tab.tableTabId, companyId, seatWebId, participants };
}

/** A round of the tab: one order with a line per entry, each the dish of one participant. */
export async function addRound(
  db: Db,
  tab: TestTab,
  lines: Array<{ participantId: number; amountCents: number }>,
): Promise<number> {
  const total = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const [order] = await db
    .insert(orders)
    .values({
      companyId: tab.companyId,
      seatWebId: tab.seatWebId,
      orderNumber: ++orderNumber,
      orderType: 0,
      productAmountCents: total,
      totalAmountCents: total,
      orderStatus: 1,
      tableTabId: tab.tableTabId,
      tableTabParticipantId: lines[0]?.participantId ?? null,
    })
    .returning({ orderId: orders.orderId });
  for (const line of lines) {
    const [detail] = await db
      .insert(orderDetails)
      .values({ orderId: order.orderId, quantity: 1, amountCents: line.amountCents, description: 'Piatto' })
      .returning({ id: orderDetails.orderDetailId });
    await db.execute(
      sql`update order_details set table_tab_participant_id = ${line.participantId} where order_detail_id = ${detail.id}`,
    );
  }
  return order.orderId;
}

export async function tabStatus(db: Db, tableTabId: number): Promise<string> {
  const [row] = await db
    .select({ status: tableTabs.status })
    .from(tableTabs)
    .where(eq(tableTabs.tableTabId, tableTabId));
  return row.status;
}

export const tabHeaders = (token: string) => ({ 'x-table-tab-token': token });
