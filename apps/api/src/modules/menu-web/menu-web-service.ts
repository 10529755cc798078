// Menus of the session's company and venue (spec 000 §7 menuWeb/*, productWeb/*): which menus
// a venue offers for an order type (the menu's publication mask has the status bit and the
// venue offers that type), the full menu with classifiers and products, its extra questions,
// and product suggestions. A menu of another company, or of another venue, is 404.
import { notFound } from '@tavola/domain/error-codes';
import type { MenuPublicationStatus } from '@tavola/domain/enums';
import type { ExtraField, MenuCollectionItem, Product } from '@tavola/domain/menu';
import type { Db } from '../../db/database';
import type { ClientSession } from '../../plugins/session';
import type { CompanyVenueCache } from '../company/company-venue-cache';
import { findCurrentSeatTimeFrame, venueServesStatus } from '../time-frame/time-frame-service';
import type { MenuCache, MenuDocument } from './menu-cache';
import {
  findMenuRow,
  listExtraFields,
  listMenuProducts,
  listVenueMenuRows,
  menuIdsOfProducts,
  type MenuRow,
} from './menu-web-repository';
import { loadTranslate } from './menu-translation-repository';

export const menuNotFound = () => notFound('MENU_NOT_FOUND', 'Il menù richiesto non è disponibile.');

/**
 * What the menu calls read, kept in memory: with both caches warm a call touches
 * no database. The venue row comes from the company-venue cache, the venue's menu list and
 * the documents from the menu cache; each is dropped by its own invalidation.
 */
export interface MenuReaders {
  db: Db;
  menus: MenuCache;
  rows: CompanyVenueCache;
}

/** The enabled menus of the company for the venue (or for every venue), kept with the menus. */
async function venueMenuRows(readers: MenuReaders, companyId: number, seatWebId: number | null): Promise<MenuRow[]> {
  const rows = await readers.menus.derived(`venueMenus:${companyId}:${seatWebId ?? 'all'}`, async () => ({
    companyId,
    value: await listVenueMenuRows(readers.db, companyId, seatWebId),
  }));
  return rows ?? [];
}

/**
 * Menus of the session's venue for a publication status. Without a venue in the session, the
 * company's menus for every venue. A venue that does not offer the order type has none.
 */
async function currentMenuRows(
  readers: MenuReaders,
  session: ClientSession,
  status: MenuPublicationStatus,
): Promise<MenuRow[]> {
  if (session.seatWebId !== null) {
    const venue = await readers.rows.venue(session.seatWebId);
    if (!venue || venue.companyId !== session.companyId || !venueServesStatus(venue, status)) return [];
  }
  const rows = await venueMenuRows(readers, session.companyId, session.seatWebId);
  return rows.filter((menu) => (menu.publicationStatus & status) !== 0);
}

/** A menu the session may read: its company's, enabled, and not bound to another venue. */
async function sessionMenuRow(db: Db, session: ClientSession, menuWebId: number): Promise<MenuRow> {
  const menu = await findMenuRow(db, menuWebId);
  if (
    !menu ||
    menu.companyId !== session.companyId ||
    !menu.enabled ||
    (menu.seatWebId !== null && session.seatWebId !== null && menu.seatWebId !== session.seatWebId)
  ) {
    throw menuNotFound();
  }
  return menu;
}

/** menuWeb/getCurrentMenuWebCollection: the menu-selection list (empty when none). */
export async function getCurrentMenuWebCollection(
  readers: MenuReaders,
  session: ClientSession,
  status: MenuPublicationStatus,
): Promise<MenuCollectionItem[]> {
  return (await currentMenuRows(readers, session, status)).map((menu) => ({
    menuWebId: menu.menuWebId,
    description: menu.description ?? menu.displayDescription,
    extendedDescription: menu.extendedDescription,
  }));
}

/** The rule of sessionMenuRow, on a kept document: company, enabled, not another venue's. */
function sessionMayRead(document: MenuDocument, session: ClientSession): boolean {
  return (
    document.companyId === session.companyId &&
    document.enabled &&
    (document.seatWebId === null || session.seatWebId === null || document.seatWebId === session.seatWebId)
  );
}

/** A menu's document in the session's language, 404 when the session may not read it. */
async function sessionMenuDocument(cache: MenuCache, session: ClientSession, menuWebId: number): Promise<MenuDocument> {
  const document = await cache.get(menuWebId, session.languageId);
  if (!document || !sessionMayRead(document, session)) throw menuNotFound();
  return document;
}

/** menuWeb/getCurrentMenuWebGroupByClassifiers: the first current menu, in full; 404 when none. */
export async function getCurrentMenuWebGroupByClassifiers(
  readers: MenuReaders,
  session: ClientSession,
  status: MenuPublicationStatus,
): Promise<MenuDocument> {
  const [first] = await currentMenuRows(readers, session, status);
  if (!first) throw menuNotFound();
  return sessionMenuDocument(readers.menus, session, first.menuWebId);
}

/**
 * menuWeb/getMenuWebGroupByClassifiersByTimeFrame: the frame's own menu, or the current menu
 * for the status when the frame names none. The frame must be one of the venue's.
 */
export async function getMenuWebGroupByClassifiersByTimeFrame(
  readers: MenuReaders,
  session: ClientSession,
  args: { timeFrameWebId: number; status: MenuPublicationStatus },
): Promise<MenuDocument> {
  const frame = await findCurrentSeatTimeFrame(readers.rows, session, args.timeFrameWebId);
  if (frame.menuWebId !== null) return sessionMenuDocument(readers.menus, session, frame.menuWebId);
  return getCurrentMenuWebGroupByClassifiers(readers, session, args.status);
}

/**
 * menuWeb/getMenuWebGroupByClassifiers: no database work when the document is kept (the
 * session is in the signed token, the access facts are in the document).
 */
export async function getMenuWebGroupByClassifiers(
  cache: MenuCache,
  session: ClientSession,
  menuWebId: number,
): Promise<MenuDocument> {
  return sessionMenuDocument(cache, session, menuWebId);
}

/** menuWeb/getMenuWebExtraFields: index i is the order's extraField{i+1}. */
export async function getMenuWebExtraFields(db: Db, session: ClientSession, menuWebId: number): Promise<ExtraField[]> {
  const menu = await sessionMenuRow(db, session, menuWebId);
  return listExtraFields(db, menu.menuWebId, await loadTranslate(db, session.companyId, session.languageId));
}

/**
 * productWeb/getSuggestedProducts: products of the cart's menu (the menu the given products
 * are on; with an empty or unknown cart, the menus of the session's venue), the ones marked
 * suggested first, without those already in the cart, at most `suggestedProductsNumber`.
 * timeFrameId is accepted as documented (the client fixes it at 1) and not used.
 */
export async function getSuggestedProducts(
  db: Db,
  session: ClientSession,
  args: { productIds: number[]; suggestedProductsNumber: number },
): Promise<Product[]> {
  let menuWebIds = await menuIdsOfProducts(db, session.companyId, args.productIds);
  if (menuWebIds.length === 0)
    menuWebIds = (await listVenueMenuRows(db, session.companyId, session.seatWebId)).map((m) => m.menuWebId);
  const inCart = new Set(args.productIds);
  const candidates = await listMenuProducts(
    db,
    menuWebIds,
    await loadTranslate(db, session.companyId, session.languageId),
  );
  // A sold-out dish is never suggested.
  return candidates.filter((p) => !inCart.has(p.productWebId) && !p.soldOut).slice(0, args.suggestedProductsNumber);
}
