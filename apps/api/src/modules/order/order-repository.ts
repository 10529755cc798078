// The only code touching orders and order_details (and the menu rows an order is checked
// against). Returns the Order entity of spec 000 §3 with euro amounts; stores cents.
import { and, asc, desc, eq, getTableColumns, gte, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { CustomerAddress } from '@tavola/domain/entities';
import { fromCents } from '@tavola/domain/money';
import type { Order, OrderDetail } from '@tavola/domain/order';
import { holdsWholeDatabase, isTransaction, prepared, type Db, type DbOrTx, type Tx } from '../../db/database';
import {
  companies,
  customers,
  onlinePayments,
  orderNumberCounters,
  orderProgress,
  groupVariationIngredients,
  groupVariations,
  ingredients,
  menuClassifiers,
  menuExtraFields,
  menuWebs,
  orderDetails,
  orders,
  productIngredients,
  products,
  timeFrames,
  seatWebs,
  venueOrderPauses,
  type OrderDetailVariation,
} from '../../db/schema';

export type { OrderDetailVariation };
export type OrderRow = typeof orders.$inferSelect;
export type OrderValues = Omit<typeof orders.$inferInsert, 'orderId' | 'orderNumber' | 'companyId' | 'createdAt'>;
export type OrderDetailValues = Omit<typeof orderDetails.$inferInsert, 'orderDetailId' | 'orderId'>;

// ---------------------------------------------------------------------------------------------
// Company, venue and menu

// Advisory lock classes (any fixed numbers, distinct from the migration lock of database.ts).
const CUSTOMER_SAVE_LOCK = 73_126_014;
const SLOT_LOCK = 73_126_015;

/**
 * One save at a time per customer, until the transaction ends: a double click or a retry sees
 * the copy its first request stored (idempotency key, duplicate window). Other customers of
 * the company are not held up.
 */
export async function lockCustomerSaves(tx: Tx, customerId: number): Promise<void> {
  if (holdsWholeDatabase(tx)) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${CUSTOMER_SAVE_LOCK}, ${customerId})`);
}

/**
 * Locks one slot (venue, frame, requested local date-time) until the transaction ends and
 * counts the orders stored in it, with the frame's capacity: capacity is checked on the slot only.
 */
export async function lockAndCountSlot(
  tx: Tx,
  slot: { seatWebId: number; timeFrameWebId: number; requestedDateTime: string },
): Promise<{ taken: number; capacity: number }> {
  const name = `${slot.seatWebId}|${slot.timeFrameWebId}|${slot.requestedDateTime}`;
  if (!holdsWholeDatabase(tx)) await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK}, hashtext(${name}))`);
  const [row] = await tx
    .select({
      taken: sql<number>`count(*)::int`,
      capacity: sql<number>`(select ${timeFrames.ordersPerSlot} from ${timeFrames} where ${timeFrames.timeFrameWebId} = ${slot.timeFrameWebId})`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.seatWebId, slot.seatWebId),
        eq(orders.timeFrameWebId, slot.timeFrameWebId),
        eq(orders.requestedDateTime, slot.requestedDateTime),
      ),
    );
  return { taken: Number(row.taken), capacity: Number(row.capacity ?? 0) };
}

/**
 * What a save reads of the diner, in one statement: the customer (null when not of
 * the company), the venue's pause of online orders, and the order the save repeats, if any:
 * `orderId` (the customer's own order) or else the idempotency key.
 */
export async function findDinerState(
  db: Db,
  args: {
    companyId: number;
    customerId: number;
    seatWebId: number;
    orderId: number | null;
    idempotencyKey: string | null;
  },
) {
  const by = args.orderId ? 'order' : args.idempotencyKey ? 'key' : 'none';
  const query = prepared(db, `order_save_diner_by_${by}`, (d, name) => {
    const repeated: SQL =
      by === 'order'
        ? and(
            eq(orders.orderId, sql.placeholder('orderId')),
            eq(orders.companyId, customers.companyId),
            eq(orders.customerId, customers.customerId),
          )!
        : by === 'key'
          ? eq(orders.idempotencyKey, sql.placeholder('key'))
          : sql`false`;
    return d
      .select({ customer: customers, pause: venueOrderPauses, repeated: orders })
      .from(customers)
      .leftJoin(venueOrderPauses, eq(venueOrderPauses.seatWebId, sql.placeholder('seatWebId')))
      .leftJoin(orders, repeated)
      .where(
        and(
          eq(customers.customerId, sql.placeholder('customerId')),
          eq(customers.companyId, sql.placeholder('companyId')),
        ),
      )
      .limit(1)
      .prepare(name);
  });
  const [row] = await query.execute({ ...args, key: args.idempotencyKey });
  return { customer: row?.customer ?? null, pause: row?.pause ?? null, repeated: row?.repeated ?? null };
}

export async function findCompany(db: DbOrTx, companyId: number) {
  const rows = await db.select().from(companies).where(eq(companies.companyId, companyId)).limit(1);
  return rows[0] ?? null;
}

export async function findMenuRow(db: DbOrTx, menuWebId: number) {
  const rows = await db.select().from(menuWebs).where(eq(menuWebs.menuWebId, menuWebId)).limit(1);
  return rows[0] ?? null;
}

export interface MenuOption {
  ingredientId: number;
  description: string;
  unitPriceCents: number;
  properties: number;
  priority: number;
  /** Esaurito: the save refuses it, naming the dish. */
  soldOut: boolean;
}

export interface MenuProduct {
  productWebId: number;
  description: string;
  extendedDescription: string | null;
  unitPriceCents: number;
  /** Esaurito. */
  soldOut: boolean;
  groups: Array<{ groupVariationId: number; description: string; forceSelection: boolean; options: MenuOption[] }>;
  /** The product's removable ingredients (the possible subtractive variations). */
  removable: MenuOption[];
}

/** The enabled products of a menu (those of `productWebIds`, or all) with their variation groups and removable ingredients. */
export async function loadMenuProducts(
  db: DbOrTx,
  menuWebId: number,
  productWebIds: number[] | null,
): Promise<Map<number, MenuProduct>> {
  const result = new Map<number, MenuProduct>();
  if (productWebIds?.length === 0) return result;
  const productRows = await db
    .select({ product: products })
    .from(products)
    .innerJoin(menuClassifiers, eq(menuClassifiers.menuClassifierId, products.menuClassifierId))
    .where(
      and(
        eq(menuClassifiers.menuWebId, menuWebId),
        eq(products.enabled, true),
        productWebIds ? inArray(products.productWebId, productWebIds) : undefined,
      ),
    );
  if (productRows.length === 0) return result;

  const groupIds = [
    ...new Set(
      productRows.flatMap(({ product: p }) =>
        [
          p.groupVariation1Id,
          p.groupVariation2Id,
          p.groupVariation3Id,
          p.groupVariation4Id,
          p.groupVariation5Id,
        ].filter((id): id is number => id !== null),
      ),
    ),
  ];
  const groupRows = groupIds.length
    ? await db.select().from(groupVariations).where(inArray(groupVariations.groupVariationId, groupIds))
    : [];
  const optionRows = groupIds.length
    ? await db
        .select({
          groupVariationId: groupVariationIngredients.groupVariationId,
          priority: groupVariationIngredients.priority,
          ingredient: ingredients,
        })
        .from(groupVariationIngredients)
        .innerJoin(ingredients, eq(ingredients.ingredientId, groupVariationIngredients.ingredientId))
        .where(inArray(groupVariationIngredients.groupVariationId, groupIds))
        .orderBy(asc(groupVariationIngredients.sortOrder))
    : [];
  const ids = productRows.map(({ product }) => product.productWebId);
  const removableRows = await db
    .select({ productWebId: productIngredients.productWebId, ingredient: ingredients })
    .from(productIngredients)
    .innerJoin(ingredients, eq(ingredients.ingredientId, productIngredients.ingredientId))
    .where(and(inArray(productIngredients.productWebId, ids), eq(productIngredients.removable, true)));

  const option = (i: typeof ingredients.$inferSelect, priority: number): MenuOption => ({
    ingredientId: i.ingredientId,
    description: i.description,
    unitPriceCents: i.unitPriceCents,
    properties: i.properties,
    priority,
    soldOut: i.soldOut,
  });
  for (const { product: p } of productRows) {
    const groups = [
      p.groupVariation1Id,
      p.groupVariation2Id,
      p.groupVariation3Id,
      p.groupVariation4Id,
      p.groupVariation5Id,
    ]
      .filter((id): id is number => id !== null)
      .map((id) => groupRows.find((g) => g.groupVariationId === id))
      .filter((g) => g !== undefined)
      .map((g) => ({
        groupVariationId: g.groupVariationId,
        description: g.description,
        forceSelection: g.forceSelection,
        options: optionRows
          .filter((o) => o.groupVariationId === g.groupVariationId)
          .map((o) => option(o.ingredient, o.priority)),
      }));
    result.set(p.productWebId, {
      productWebId: p.productWebId,
      description: p.description,
      extendedDescription: p.extendedDescription,
      unitPriceCents: p.unitPriceCents,
      soldOut: p.soldOut,
      groups,
      removable: removableRows
        .filter((r) => r.productWebId === p.productWebId)
        .map((r) => option(r.ingredient, r.ingredient.priority)),
    });
  }
  return result;
}

export async function listMenuExtraFields(db: DbOrTx, menuWebId: number) {
  return db
    .select()
    .from(menuExtraFields)
    .where(eq(menuExtraFields.menuWebId, menuWebId))
    .orderBy(asc(menuExtraFields.position));
}

// ---------------------------------------------------------------------------------------------
// Orders

/** An order of this customer in this company, or null (someone else's order is the same as none). */
export async function findCustomerOrderRow(
  db: DbOrTx,
  companyId: number,
  customerId: number,
  orderId: number,
): Promise<OrderRow | null> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.customerId, customerId), eq(orders.orderId, orderId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findOrderRow(db: DbOrTx, orderId: number): Promise<OrderRow | null> {
  const rows = await db.select().from(orders).where(eq(orders.orderId, orderId)).limit(1);
  return rows[0] ?? null;
}

export async function findOrderByIdempotencyKey(db: DbOrTx, key: string): Promise<OrderRow | null> {
  const rows = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return rows[0] ?? null;
}

/** The customer's unpaid orders created since `since`, for spotting a duplicate save sent without a key. */
export async function listRecentUnpaidOrders(tx: Tx, customerId: number, since: Date): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        gte(orders.createdAt, since),
        eq(orders.paymentStatus, 0),
        isNull(orders.paymentReference),
      ),
    )
    .orderBy(desc(orders.orderId));
}

export type OrderDetailRow = typeof orderDetails.$inferSelect;

/**
 * Inserts the order numbered from its company's counter and its lines in one statement, the
 * last of the save: the counter row stays locked only from here to the commit. The counter
 * never goes below the highest stored number (orders stored by other means keep their numbers
 * unique). The order's id is drawn first so the lines' insert (a CTE) can name it; the lines
 * come back, in their order, through the RETURNING clause (one round trip, not two).
 */
export async function insertNumberedOrder(
  db: DbOrTx,
  values: InsertValues,
  details: OrderDetailValues[],
): Promise<{ row: OrderRow; details: OrderDetailRow[] }> {
  const lines = JSON.stringify(details.map(detailJson));
  // Outside a transaction (the lunch-rush save) the statement is built once per set of columns
  // given and reused: drizzle no longer builds this insert's SQL on every save, and
  // the database keeps it parsed (`prepared()`: each PostgreSQL connection, or PGlite itself).
  // Order saves on PostgreSQL went from 311-538 to 552-968 a second in alternating bench runs.
  const [inserted] = isTransaction(db)
    ? await orderInsert(db, values, values.companyId, lines)
    : await preparedOrderInsert(db, values).execute({ ...values, lines } as Record<string, unknown>);
  const { lines: insertedLines, ...row } = inserted;
  return { row, details: insertedLines.map(fromDetailJson) };
}

type InsertValues = OrderValues & { companyId: number; createdAt?: Date };

/** The insert with every value a placeholder named after its column (`lines`: the lines as JSON). */
function preparedOrderInsert(db: Db, values: InsertValues) {
  const columns = Object.keys(values)
    .filter((k) => values[k as keyof InsertValues] !== undefined)
    .sort();
  return prepared(db, `order_insert:${columns.join(',')}`, (d, name) =>
    orderInsert(
      d,
      Object.fromEntries(columns.map((c) => [c, sql.placeholder(c)])) as unknown as InsertValues,
      sql.placeholder('companyId'),
      sql.placeholder('lines'),
    ).prepare(name),
  );
}

/** The single statement of insertNumberedOrder; the values may be placeholders. */
function orderInsert(db: DbOrTx, values: InsertValues, companyId: unknown, lines: unknown) {
  const newId = db
    .$with('new_order', { orderId: sql<number>`order_id` })
    .as(sql`select nextval(pg_get_serial_sequence('orders', 'order_id'))::int as order_id`);
  const numbered = db.$with('numbered', { lastNumber: sql<number>`last_number` }).as(
    sql`insert into ${orderNumberCounters} as c (company_id, last_number)
        values (${companyId}::int, (select coalesce(max(o.order_number), 0) + 1 from ${orders} o where o.company_id = ${companyId}::int))
        on conflict (company_id) do update set last_number = greatest(c.last_number + 1, excluded.last_number)
        returning c.last_number`,
  );
  const insertedLines = db.$with('lines', { orderDetailId: sql<number>`order_detail_id` }).as(
    sql`insert into ${orderDetails} (order_id, product_web_id, quantity, amount_cents, description, extended_description, additive_variations, subtractive_variations)
        select (select order_id from new_order), (l.line->>'product_web_id')::int, (l.line->>'quantity')::int, (l.line->>'amount_cents')::int,
               l.line->>'description', l.line->>'extended_description', l.line->'additive_variations', l.line->'subtractive_variations'
        from jsonb_array_elements(${lines}::jsonb) with ordinality as l(line, n)
        order by l.n
        returning *`,
  );
  return db
    .with(newId, numbered, insertedLines)
    .insert(orders)
    .values({
      ...values,
      orderId: sql`(select order_id from new_order)`,
      orderNumber: sql`(select last_number from numbered)`,
    })
    .returning({
      ...orderColumns,
      lines: sql<
        OrderDetailJson[]
      >`(select coalesce(json_agg(json_build_object(${sql.raw(detailJsonFields)}) order by lines.order_detail_id), '[]') from lines)`,
    });
}

const orderColumns = getTableColumns(orders);

/** The lines as JSON, in and out of the single-statement insert. */
interface OrderDetailJson {
  order_detail_id: number;
  order_id: number;
  product_web_id: number | null;
  quantity: number;
  amount_cents: number;
  description: string;
  extended_description: string | null;
  additive_variations: OrderDetailVariation[];
  subtractive_variations: OrderDetailVariation[];
}
const detailJsonFields = [
  'order_detail_id',
  'order_id',
  'product_web_id',
  'quantity',
  'amount_cents',
  'description',
  'extended_description',
  'additive_variations',
  'subtractive_variations',
]
  .map((c) => `'${c}', lines.${c}`)
  .join(', ');

const detailJson = (d: OrderDetailValues) => ({
  product_web_id: d.productWebId ?? null,
  quantity: d.quantity,
  amount_cents: d.amountCents,
  description: d.description,
  extended_description: d.extendedDescription ?? null,
  additive_variations: d.additiveVariations ?? [],
  subtractive_variations: d.subtractiveVariations ?? [],
});

const fromDetailJson = (d: OrderDetailJson): OrderDetailRow => ({
  orderDetailId: d.order_detail_id,
  orderId: d.order_id,
  productWebId: d.product_web_id,
  quantity: d.quantity,
  amountCents: d.amount_cents,
  description: d.description,
  extendedDescription: d.extended_description,
  additiveVariations: d.additive_variations,
  subtractiveVariations: d.subtractive_variations,
});

export async function updateOrder(
  tx: Tx,
  orderId: number,
  values: OrderValues,
  details: OrderDetailValues[],
): Promise<{ row: OrderRow; details: OrderDetailRow[] }> {
  const [row] = await tx.update(orders).set(values).where(eq(orders.orderId, orderId)).returning();
  await tx.delete(orderDetails).where(eq(orderDetails.orderId, orderId));
  const detailRows = await tx
    .insert(orderDetails)
    .values(details.map((d) => ({ ...d, orderId })))
    .returning();
  return { row, details: detailRows };
}

export async function setOrderFields(db: DbOrTx, orderId: number, values: Partial<OrderValues>): Promise<void> {
  await db.update(orders).set(values).where(eq(orders.orderId, orderId));
}

/** Another order already settled by this provider payment (docs/contract/README.md: "not used before"). */
export async function findOrderPaidBy(db: DbOrTx, paymentType: number, reference: string, exceptOrderId: number) {
  const rows = await db
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(
      and(
        eq(orders.paymentType, paymentType),
        eq(orders.paymentReference, reference),
        ne(orders.orderId, exceptOrderId),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function listDetailRows(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderDetails)
    .where(inArray(orderDetails.orderId, orderIds))
    .orderBy(asc(orderDetails.orderDetailId));
}

export async function listCustomerOrderRows(
  db: Db,
  companyId: number,
  customerId: number,
  limit: number,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.customerId, customerId)))
    .orderBy(desc(orders.createdAt), desc(orders.orderId))
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------
// Mapping

const variation = (v: OrderDetailVariation) => ({
  ingredientId: v.ingredientId,
  description: v.description,
  unitPrice: fromCents(v.unitPriceCents),
});

/** 'YYYY-MM-DD HH:mm:ss' (stored) to the local ISO 'YYYY-MM-DDTHH:mm:ss' the client sent. */
export function toLocalIso(value: string | null): string | null {
  return value ? value.replace(' ', 'T').slice(0, 19) : null;
}

export function toOrder(row: OrderRow, detailRows: Array<typeof orderDetails.$inferSelect>): Order {
  const details: OrderDetail[] = detailRows.map((d) => ({
    orderDetailId: d.orderDetailId,
    productWebId: d.productWebId ?? 0,
    quantity: d.quantity,
    amount: fromCents(d.amountCents),
    description: d.description,
    extendedDescription: d.extendedDescription,
    additiveVariations: d.additiveVariations.map(variation),
    subtractiveVariations: d.subtractiveVariations.map(variation),
  }));
  return {
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    orderType: row.orderType as Order['orderType'],
    menuWebId: row.menuWebId,
    customerAddressIdInvoice: row.customerAddressIdInvoice,
    customerDeliveryAddress: (row.customerDeliveryAddress as CustomerAddress | null) ?? null,
    requestedDateTime: toLocalIso(row.requestedDateTime),
    productAmount: fromCents(row.productAmountCents),
    deliveryAmount: fromCents(row.deliveryAmountCents),
    totalAmount: fromCents(row.totalAmountCents),
    orderStatus: row.orderStatus as Order['orderStatus'],
    paymentStatus: row.paymentStatus as Order['paymentStatus'],
    paymentType: row.paymentType as Order['paymentType'],
    paymentReference: row.paymentReference,
    notes: row.notes,
    extraField1: row.extraField1,
    extraField2: row.extraField2,
    extraField3: row.extraField3,
    extraField4: row.extraField4,
    extraField5: row.extraField5,
    timeFrameWebId: row.timeFrameWebId,
    seatAddress: row.seatAddress,
    userAddress: row.userAddress,
    ckError: false,
    ckErrorStr: null,
    ckErrorCode: null,
    details,
    tableNumber: row.tableNumber,
    customerName: row.customerName,
    confirmationByStaff: row.confirmationByStaff,
  };
}

export async function loadOrder(db: DbOrTx, row: OrderRow): Promise<Order> {
  return toOrder(row, await listDetailRows(db, [row.orderId]));
}

export async function loadOrders(db: Db, rows: OrderRow[]): Promise<Order[]> {
  const details = await listDetailRows(
    db,
    rows.map((r) => r.orderId),
  );
  return rows.map((row) =>
    toOrder(
      row,
      details.filter((d) => d.orderId === row.orderId),
    ),
  );
}

/** The IANA zone of a venue (orders' requested times are in it), or null when unknown. */
export async function findSeatWebTimeZone(db: DbOrTx, seatWebId: number): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: seatWebs.timeZone })
    .from(seatWebs)
    .where(eq(seatWebs.seatWebId, seatWebId));
  return row?.timeZone ?? null;
}

/** The restaurant's progress on the order (acceptance, rejection, refund, delivery), if any. */
export async function findOrderProgress(db: DbOrTx, orderId: number) {
  const [progress] = await db.select().from(orderProgress).where(eq(orderProgress.orderId, orderId)).limit(1);
  return progress ?? null;
}

/** The reason of the order's refunded online payment, or undefined when none was refunded. */
export async function findRefundedPaymentReason(db: DbOrTx, orderId: number) {
  const [given] = await db
    .select({ reason: onlinePayments.refundReason })
    .from(onlinePayments)
    .where(and(eq(onlinePayments.orderId, orderId), eq(onlinePayments.status, 'refunded')));
  return given;
}
