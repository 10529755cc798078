// The table's shared tab (docs/table-tab.md): joining under a name, the shared cart, sending it
// as a round through the usual order save, and the staff's moves. The participant's secret
// token is the only key a phone holds: the server keeps its SHA-256 and finds participant →
// tab → company from it, so a token never reaches another tab or company.
import { randomBytes } from 'node:crypto';
import { badRequest, conflict, notFound } from '@tavola/domain/error-codes';
import { OrderType, PaymentMoment } from '@tavola/domain/enums';
import { tableNumberFieldIndex } from '@tavola/domain/extra-field-rules';
import { italianMessages } from '@tavola/domain/validation-messages';
import type { SaveCustomerOrderRequest } from '@tavola/domain/order-requests';
import {
  cartTotalCents,
  TABLE_TAB_CART_LINES_MAX,
  tableTabTotalCents,
  type AddTableTabCartLineRequest,
  type JoinTableTabRequest,
  type JoinTableTabResponse,
  type StaffTableTab,
  type TableTabCartLine,
  type TableTabMenu,
  type TableTabRound,
  type TableTabTableInfo,
  type TableTabView,
} from '@tavola/domain/table-tab';
import { serviceDayAt } from '@tavola/domain/order-board';
import type { DbOrTx } from '../../db/database';
import type { SaveContext } from '../order/order-save-service';
import { checkVariations, saveCustomerOrder } from '../order/order-save-service';
import { orderStateOf } from '../order/order-state-service';
import { listDetailRows, listMenuExtraFields, loadMenuProducts, type MenuProduct, type OrderRow } from '../order';
import {
  claimCartLines,
  closeOpenTab,
  countCartLines,
  deleteCartLine,
  findEnabledTable,
  findOpenTab,
  findTab,
  findTabMenuId,
  findTabVenue,
  insertCartLine,
  insertOpenTab,
  insertParticipant,
  listCartLines,
  listMenuCategories,
  listBoardTabs,
  findVenueTimeZone,
  listParticipants,
  listRoundRows,
  markParticipantRemoved,
  moveOpenTab,
  restoreCartLines,
  updateCartLineQuantity,
  type CartLineRow,
  type TableTabRow,
} from './table-tab-repository';
import { recordRoundOwners } from '../tab-payment/tab-payment-service';
import { hashToken, type Participant } from './participant-token';

export const TABLE_TAB_DISABLED_MESSAGE = 'Il conto condiviso non è attivo in questa sede: ordina dal menù.';
export const TABLE_TAB_FULL_MESSAGE =
  'Il conto di questo tavolo ha già il numero massimo di persone. Chiedi al personale.';
export const TABLE_TAB_CLOSED_MESSAGE =
  'Il conto di questo tavolo è chiuso. Inquadra di nuovo il codice QR per aprirne uno nuovo.';
export const TABLE_TAB_NOT_FOUND_MESSAGE = 'Il conto richiesto non esiste.';
export const CART_LINE_NOT_FOUND_MESSAGE = 'La riga del carrello non esiste più.';
export const CART_FULL_MESSAGE = `Il carrello condiviso ha già ${TABLE_TAB_CART_LINES_MAX} righe: invia il giro prima di aggiungere altro.`;
export const TABLE_BUSY_MESSAGE = 'Il tavolo scelto ha già un conto aperto.';
export const PRODUCT_NOT_ON_TAB_MENU_MESSAGE = 'Il piatto scelto non è nel menù di questo tavolo.';
export const PRODUCT_SOLD_OUT_MESSAGE = 'Il piatto scelto è esaurito.';
export const OPTIONS_INVALID_MESSAGE = 'Le varianti scelte non sono valide per questo piatto.';
export const EMPTY_TAB_CART_MESSAGE = 'Il carrello condiviso è vuoto: aggiungi almeno un piatto.';

const tabNotFound = () => notFound('TABLE_TAB_NOT_FOUND', TABLE_TAB_NOT_FOUND_MESSAGE);
const tabClosed = () => conflict('TABLE_TAB_CLOSED', TABLE_TAB_CLOSED_MESSAGE);
const tableNotAvailable = () =>
  badRequest('TABLE_NOT_AVAILABLE', italianMessages.tableNotAvailable, [
    { path: 'tableNumber', message: italianMessages.tableNotAvailable },
  ]);

function requireOpen(tab: TableTabRow) {
  if (tab.status !== 'open') throw tabClosed();
}

/** The join page's facts about a table; 404 when the venue or table is not there to order at. */
export async function tableInfo(db: DbOrTx, seatWebId: number, tableNumber: number): Promise<TableTabTableInfo> {
  const venue = await findTabVenue(db, seatWebId);
  if (!venue || !venue.enabled) throw notFound('SEAT_WEB_NOT_FOUND', 'La sede richiesta non esiste.');
  const table = await findEnabledTable(db, seatWebId, tableNumber);
  if (!table) throw notFound('TABLE_NOT_AVAILABLE', italianMessages.tableNotAvailable);
  const open = venue.tableTabEnabled ? await findOpenTab(db, seatWebId, tableNumber) : null;
  const participants = open ? (await listParticipants(db, [open.tableTabId])).filter((p) => !p.removed).length : 0;
  return {
    seatWebId,
    venueName: venue.name,
    tableNumber,
    tableName: table.name,
    tableTabEnabled: venue.tableTabEnabled && venue.localOrderEnabled,
    participantLimit: venue.tableTabParticipantLimit,
    openTab: open ? { tableTabId: open.tableTabId, participantCount: participants } : null,
  };
}

/** Joins the table's open tab, opening one when the table has none (a new scan after a close opens a new one). */
export async function joinTab(
  db: SaveContext['db'],
  request: JoinTableTabRequest,
  now: Date,
): Promise<JoinTableTabResponse> {
  const venue = await findTabVenue(db, request.seatWebId);
  if (!venue || !venue.enabled) throw notFound('SEAT_WEB_NOT_FOUND', 'La sede richiesta non esiste.');
  if (!venue.tableTabEnabled || !venue.localOrderEnabled)
    throw badRequest('TABLE_TAB_DISABLED', TABLE_TAB_DISABLED_MESSAGE);
  if (!(await findEnabledTable(db, venue.seatWebId, request.tableNumber))) throw tableNotAvailable();
  const token = randomBytes(32).toString('base64url');
  // A tab closed or opened by another phone meanwhile: look again (a few times at most).
  for (let attempt = 0; attempt < 3; attempt++) {
    let tab = await findOpenTab(db, venue.seatWebId, request.tableNumber);
    if (!tab) {
      const menuWebId = await findTabMenuId(db, venue.companyId, venue.seatWebId, request.menuWebId ?? null);
      tab = await insertOpenTab(db, {
        companyId: venue.companyId,
        seatWebId: venue.seatWebId,
        tableNumber: request.tableNumber,
        menuWebId,
        now,
      });
      if (!tab) continue;
    }
    const outcome = await insertParticipant(db, {
      tableTabId: tab.tableTabId,
      limit: venue.tableTabParticipantLimit,
      displayName: request.displayName,
      tokenHash: hashToken(token),
      now,
    });
    if ('refused' in outcome) {
      if (outcome.refused === 'full') throw conflict('TABLE_TAB_FULL', TABLE_TAB_FULL_MESSAGE);
      continue;
    }
    return {
      participantToken: token,
      participantId: outcome.participant.participantId,
      tab: await tabView(db, tab, now),
    };
  }
  throw conflict('TABLE_TAB_BUSY', 'Il conto del tavolo è cambiato proprio ora: riprova.');
}

// ---- Views ----------------------------------------------------------------------------------

const productsCache = () => new Map<number, Promise<Map<number, MenuProduct>>>();

function cartLineView(
  line: CartLineRow,
  product: MenuProduct | undefined,
  names: Map<number, string>,
): TableTabCartLine {
  const options = new Map((product?.groups.flatMap((g) => g.options) ?? []).map((o) => [o.ingredientId, o]));
  const removable = new Map((product?.removable ?? []).map((o) => [o.ingredientId, o]));
  const added = line.additiveVariations.map((v) => {
    const o = options.get(v.ingredientId);
    return { ingredientId: v.ingredientId, description: o?.description ?? '', unitPriceCents: o?.unitPriceCents ?? 0 };
  });
  const removed = line.subtractiveVariations.map((v) => ({
    ingredientId: v.ingredientId,
    description: removable.get(v.ingredientId)?.description ?? '',
  }));
  const unit = (product?.unitPriceCents ?? 0) + added.reduce((sum, a) => sum + a.unitPriceCents, 0);
  return {
    cartLineId: line.cartLineId,
    participantId: line.participantId,
    participantName: names.get(line.participantId) ?? '',
    productWebId: line.productWebId,
    description: product?.description ?? '',
    quantity: line.quantity,
    additiveVariations: added,
    subtractiveVariations: removed,
    totalCents: unit * line.quantity,
  };
}

async function roundViews(
  db: DbOrTx,
  rows: OrderRow[],
  names: Map<number, string>,
  now: Date,
): Promise<TableTabRound[]> {
  if (rows.length === 0) return [];
  const details = await listDetailRows(
    db,
    rows.map((r) => r.orderId),
  );
  return Promise.all(
    rows.map(async (row) => ({
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      sentBy: row.tableTabParticipantId !== null ? (names.get(row.tableTabParticipantId) ?? null) : null,
      sentAt: row.createdAt.toISOString(),
      state: (await orderStateOf(db, row, now)).state,
      totalAmountCents: row.totalAmountCents,
      lines: details
        .filter((d) => d.orderId === row.orderId)
        .map((d) => ({
          description: d.description,
          quantity: d.quantity,
          additions: (d.additiveVariations ?? []).map((v) => v.description),
          removals: (d.subtractiveVariations ?? []).map((v) => v.description),
          amountCents: d.amountCents,
        })),
    })),
  );
}

/**
 * The whole tabs as their phones see them, read together (the live stream renders every tab
 * of a batch of events with these reads, once for all the tab's phones).
 */
export async function tabViews(db: DbOrTx, tabs: TableTabRow[], now: Date): Promise<Map<number, TableTabView>> {
  const views = new Map<number, TableTabView>();
  if (tabs.length === 0) return views;
  const ids = tabs.map((t) => t.tableTabId);
  const [participants, lines, rounds] = await Promise.all([
    listParticipants(db, ids),
    listCartLines(db, ids),
    listRoundRows(db, ids),
  ]);
  const menus = productsCache();
  const venues = new Map<number, Promise<number>>();
  for (const tab of tabs) {
    const own = participants.filter((p) => p.tableTabId === tab.tableTabId);
    const names = new Map(own.map((p) => [p.participantId, p.displayName]));
    const tabLines = lines.filter((l) => l.tableTabId === tab.tableTabId);
    let products = new Map<number, MenuProduct>();
    if (tab.menuWebId !== null && tabLines.length > 0) {
      const menuWebId = tab.menuWebId;
      if (!menus.has(menuWebId)) menus.set(menuWebId, loadMenuProducts(db, menuWebId, null));
      products = await menus.get(menuWebId)!;
    }
    if (!venues.has(tab.seatWebId))
      venues.set(
        tab.seatWebId,
        findTabVenue(db, tab.seatWebId).then((v) => v?.tableTabParticipantLimit ?? 0),
      );
    const cartLines = tabLines.map((l) => cartLineView(l, products.get(l.productWebId), names));
    const tabRounds = await roundViews(
      db,
      rounds.filter((r) => r.tableTabId === tab.tableTabId),
      names,
      now,
    );
    views.set(tab.tableTabId, {
      tableTabId: tab.tableTabId,
      seatWebId: tab.seatWebId,
      tableNumber: tab.tableNumber,
      menuWebId: tab.menuWebId,
      status: tab.status,
      openedAt: tab.openedAt.toISOString(),
      closedAt: tab.closedAt?.toISOString() ?? null,
      participantLimit: await venues.get(tab.seatWebId)!,
      participants: own.map((p) => ({
        participantId: p.participantId,
        displayName: p.displayName,
        removed: p.removed,
      })),
      cartLines,
      cartTotalCents: cartTotalCents(cartLines),
      rounds: tabRounds,
      totalCents: tableTabTotalCents(tabRounds),
    });
  }
  return views;
}

export async function tabView(db: DbOrTx, tab: TableTabRow, now: Date): Promise<TableTabView> {
  return (await tabViews(db, [tab], now)).get(tab.tableTabId)!;
}

/** The views of these tab ids (the live stream's render); a tab gone is left out. */
export async function tabViewsByIds(db: DbOrTx, tableTabIds: number[], now: Date): Promise<Map<number, TableTabView>> {
  const tabs = (await Promise.all([...new Set(tableTabIds)].map((id) => findTab(db, id)))).filter(
    (t): t is TableTabRow => t !== null,
  );
  return tabViews(db, tabs, now);
}

/** The board's summary of a tab. */
export function staffTabOf(view: TableTabView): StaffTableTab {
  return {
    tableTabId: view.tableTabId,
    tableNumber: view.tableNumber,
    status: view.status,
    openedAt: view.openedAt,
    participants: view.participants,
    roundOrderIds: view.rounds.map((r) => r.orderId),
    cartLineCount: view.cartLines.length,
    totalCents: view.totalCents,
  };
}

/** The menu a tab's phones add from: its categories and dishes with their options and prices. */
export async function tabMenu(db: DbOrTx, tab: TableTabRow): Promise<TableTabMenu> {
  if (tab.menuWebId === null) return { menuWebId: null, categories: [] };
  const [categories, products] = await Promise.all([
    listMenuCategories(db, tab.menuWebId),
    loadMenuProducts(db, tab.menuWebId, null),
  ]);
  return {
    menuWebId: tab.menuWebId,
    categories: categories
      .map((c) => ({
        name: c.name,
        products: c.productWebIds.flatMap((id) => {
          const p = products.get(id);
          if (!p) return [];
          return [
            {
              productWebId: p.productWebId,
              description: p.description,
              extendedDescription: p.extendedDescription,
              unitPriceCents: p.unitPriceCents,
              soldOut: p.soldOut,
              groups: p.groups.map((g) => ({
                description: g.description,
                forceSelection: g.forceSelection,
                options: g.options.map((o) => ({
                  ingredientId: o.ingredientId,
                  description: o.description,
                  unitPriceCents: o.unitPriceCents,
                  unavailable: o.soldOut || o.properties === 1,
                })),
              })),
              removable: p.removable.map((o) => ({ ingredientId: o.ingredientId, description: o.description })),
            },
          ];
        }),
      }))
      .filter((c) => c.products.length > 0),
  };
}

// ---- The shared cart ------------------------------------------------------------------------

/** Adds a dish of the tab's menu, with options that dish has, to the shared cart. */
export async function addCartLine(
  db: DbOrTx,
  who: Participant,
  request: Required<AddTableTabCartLineRequest>,
  now: Date,
): Promise<TableTabView> {
  requireOpen(who.tab);
  const product =
    who.tab.menuWebId !== null
      ? (await loadMenuProducts(db, who.tab.menuWebId, [request.productWebId])).get(request.productWebId)
      : undefined;
  if (!product)
    throw badRequest('PRODUCT_NOT_ON_MENU', PRODUCT_NOT_ON_TAB_MENU_MESSAGE, [
      { path: 'productWebId', message: PRODUCT_NOT_ON_TAB_MENU_MESSAGE },
    ]);
  if (product.soldOut)
    throw badRequest('PRODUCT_SOLD_OUT', PRODUCT_SOLD_OUT_MESSAGE, [
      { path: 'productWebId', message: PRODUCT_SOLD_OUT_MESSAGE },
    ]);
  // The order's own rules (forced groups included), so a line the cart takes never blocks the round.
  const { added, removed } = checkVariations(product, request, '');
  const soldOut = new Set(
    product.groups
      .flatMap((g) => g.options)
      .filter((o) => o.soldOut)
      .map((o) => o.ingredientId),
  );
  if (added.some((v) => soldOut.has(v.ingredientId))) {
    throw badRequest('INVALID_VARIATION', OPTIONS_INVALID_MESSAGE, [
      { path: 'additiveVariations', message: OPTIONS_INVALID_MESSAGE },
    ]);
  }
  if ((await countCartLines(db, who.tab.tableTabId)) >= TABLE_TAB_CART_LINES_MAX)
    throw conflict('TABLE_TAB_CART_FULL', CART_FULL_MESSAGE);
  await insertCartLine(db, {
    tableTabId: who.tab.tableTabId,
    participantId: who.participant.participantId,
    productWebId: product.productWebId,
    quantity: request.quantity,
    additiveVariations: added.map(({ ingredientId }) => ({ ingredientId })),
    subtractiveVariations: removed.map(({ ingredientId }) => ({ ingredientId })),
    createdAt: now,
  });
  return tabView(db, who.tab, now);
}

export async function changeCartLine(
  db: DbOrTx,
  who: Participant,
  cartLineId: number,
  quantity: number,
  now: Date,
): Promise<TableTabView> {
  requireOpen(who.tab);
  if (!(await updateCartLineQuantity(db, who.tab.tableTabId, cartLineId, quantity)))
    throw notFound('CART_LINE_NOT_FOUND', CART_LINE_NOT_FOUND_MESSAGE);
  return tabView(db, who.tab, now);
}

export async function removeCartLine(
  db: DbOrTx,
  who: Participant,
  cartLineId: number,
  now: Date,
): Promise<TableTabView> {
  requireOpen(who.tab);
  if (!(await deleteCartLine(db, who.tab.tableTabId, cartLineId)))
    throw notFound('CART_LINE_NOT_FOUND', CART_LINE_NOT_FOUND_MESSAGE);
  return tabView(db, who.tab, now);
}

// ---- Rounds ---------------------------------------------------------------------------------

/**
 * Sends the whole shared cart as one order of the tab, through the usual order save (the
 * venue's pause, sold-out dishes, slot caps and the menu's prices apply). The lines are taken
 * first, so two phones sending at once send them once; a refused save puts them back.
 */
export async function sendRound(
  ctx: SaveContext,
  who: Participant,
): Promise<{ orderId: number; orderNumber: number; tab: TableTabView }> {
  requireOpen(who.tab);
  const { tab } = who;
  const lines = await claimCartLines(ctx.db, tab.tableTabId);
  if (lines.length === 0) throw badRequest('EMPTY_CART', EMPTY_TAB_CART_MESSAGE);
  try {
    const answers: Partial<Record<`extraField${1 | 2 | 3 | 4 | 5}`, string>> = {};
    if (tab.menuWebId !== null) {
      // The menu's own table question, if it has one, is answered by the tab's table.
      const fields = await listMenuExtraFields(ctx.db, tab.menuWebId);
      const index = tableNumberFieldIndex(fields as Parameters<typeof tableNumberFieldIndex>[0]);
      if (index >= 0) answers[`extraField${fields[index].position as 1 | 2 | 3 | 4 | 5}`] = String(tab.tableNumber);
    }
    const request: SaveCustomerOrderRequest = {
      orderType: OrderType.AlTavolo,
      menuWebId: tab.menuWebId,
      tableNumber: tab.tableNumber,
      customerName: who.participant.displayName,
      moment: PaymentMoment.PayAfter,
      details: lines.map((l) => ({
        productWebId: l.productWebId,
        quantity: l.quantity,
        additiveVariations: l.additiveVariations,
        subtractiveVariations: l.subtractiveVariations,
      })),
      ...answers,
    };
    const order = await saveCustomerOrder(
      ctx,
      {
        companyId: tab.companyId,
        seatWebId: tab.seatWebId,
        seatWebFixed: true,
        languageId: 1,
        customerId: tab.customerId,
      },
      request,
      `tab-round:${tab.tableTabId}:${lines[0].cartLineId}:${lines.length}`,
      { tableTabId: tab.tableTabId, participantId: who.participant.participantId },
    );
    // Whose dish each line is, for paying "my dishes" (split of the bill); unrecorded, the
    // round's dishes count as its sender's, and the round itself stands.
    await recordRoundOwners(
      ctx.db,
      order.orderId,
      lines.map((l) => l.participantId),
    ).catch(() => undefined);
    return { orderId: order.orderId, orderNumber: order.orderNumber ?? 0, tab: await tabView(ctx.db, tab, ctx.now) };
  } catch (error) {
    await restoreCartLines(ctx.db, lines);
    throw error;
  }
}

// ---- Staff ----------------------------------------------------------------------------------

/**
 * The board's tabs: the open ones, and those that ended (settled, or closed by the staff)
 * during the service day under way on the venue's clock (serviceDayAt: it runs until 05:00),
 * which the board shows apart as done until that day ends.
 */
export async function staffBoardTabs(db: DbOrTx, seatWebId: number, now: Date): Promise<StaffTableTab[]> {
  const timeZone = await findVenueTimeZone(db, seatWebId);
  const serviceDay = (at: Date) => serviceDayAt(at, timeZone);
  const today = serviceDay(now);
  // A service day is at most a day and five hours long: read that far back, keep today's.
  const candidates = await listBoardTabs(db, seatWebId, new Date(now.getTime() - 30 * 3600_000));
  const tabs = candidates.filter(
    (t) => t.status === 'open' || (t.closedAt !== null && serviceDay(t.closedAt) === today),
  );
  const views = await tabViews(db, tabs, now);
  return tabs.map((t) => staffTabOf(views.get(t.tableTabId)!));
}

/** The board's summaries of these tabs, with their venue (the board stream's 'tab' events); a tab gone is left out. */
export async function staffTabsByIds(
  db: DbOrTx,
  tableTabIds: number[],
  now: Date,
): Promise<Map<number, { seatWebId: number; summary: StaffTableTab }>> {
  const found = new Map<number, { seatWebId: number; summary: StaffTableTab }>();
  if (tableTabIds.length === 0) return found;
  for (const [id, view] of await tabViewsByIds(db, tableTabIds, now))
    found.set(id, { seatWebId: view.seatWebId, summary: staffTabOf(view) });
  return found;
}

/** A tab by id (the live stream's ticket names it). */
export async function findTabById(db: DbOrTx, tableTabId: number): Promise<TableTabRow | null> {
  return findTab(db, tableTabId);
}

async function staffTab(db: DbOrTx, seatWebId: number, tableTabId: number): Promise<TableTabRow> {
  const tab = await findTab(db, tableTabId);
  if (!tab || tab.seatWebId !== seatWebId) throw tabNotFound();
  return tab;
}

export async function moveTab(
  db: DbOrTx,
  seatWebId: number,
  tableTabId: number,
  tableNumber: number,
  now: Date,
): Promise<StaffTableTab> {
  const tab = await staffTab(db, seatWebId, tableTabId);
  requireOpen(tab);
  if (!(await findEnabledTable(db, seatWebId, tableNumber))) throw tableNotAvailable();
  const moved = await moveOpenTab(db, seatWebId, tableTabId, tableNumber);
  if (moved === 'busy') throw conflict('TABLE_TAB_TABLE_BUSY', TABLE_BUSY_MESSAGE);
  if (!moved) throw tabClosed();
  return staffTabOf(await tabView(db, moved, now));
}

export async function closeTab(
  db: DbOrTx,
  seatWebId: number,
  tableTabId: number,
  staffMemberId: number,
  now: Date,
): Promise<StaffTableTab> {
  const tab = await staffTab(db, seatWebId, tableTabId);
  requireOpen(tab);
  const closed = await closeOpenTab(db, seatWebId, tableTabId, staffMemberId, now);
  if (!closed) throw tabClosed();
  return staffTabOf(await tabView(db, closed, now));
}

export async function removeParticipant(
  db: DbOrTx,
  seatWebId: number,
  tableTabId: number,
  participantId: number,
  now: Date,
): Promise<StaffTableTab> {
  const tab = await staffTab(db, seatWebId, tableTabId);
  if (!(await markParticipantRemoved(db, tableTabId, participantId)))
    throw notFound('PARTICIPANT_NOT_FOUND', 'La persona indicata non è in questo conto.');
  return staffTabOf(await tabView(db, tab, now));
}
