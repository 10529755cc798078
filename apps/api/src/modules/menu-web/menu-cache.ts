// The assembled menu document, kept in memory per menu and language (speed targets:
// every diner loads the menu, so the call must cost close to nothing).
//
// - What is kept: the menu row's access facts (company, venue, enabled) and the document
//   already serialised to JSON, its ETag and, when a phone asks for it, its gzip form. Which
//   menu a request may read is still decided per request from the session (company, venue);
//   which menu a time frame or an order type uses is still computed per request by the
//   callers, so nothing here depends on the clock except the safety TTL.
// - Invalidation: invalidateMenuCache(db, companyId) after any menu change (back office,
//   sold-out, prices, availability). It drops the company's documents in this process at once
//   and sends NOTIFY on the database; every process listening on that database (PostgreSQL:
//   one LISTEN connection per process; PGlite: its listen API) drops them again when the
//   notification arrives, i.e. after the change is committed, so a document rebuilt from
//   not-yet-committed data in between is thrown away too.
// - While the LISTEN connection of PostgreSQL is down the cache is bypassed (and emptied),
//   since changes made by other processes could be missed.
// - A document older than the TTL (MENU_CACHE_TTL_SECONDS) is rebuilt: a change made by hand in
//   SQL without calling invalidateMenuCache is served at most that long.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Menu } from '@tavola/domain/menu';
import type { Db, DbOrTx } from '../../db/database';
import { CompanyChangeChannel } from '../../db/company-change-channel';
import { CompanyScopedStore, type CompanyScoped } from '../../db/company-scoped-store';
import { findMenuRow, loadMenu, type MenuRow } from './menu-web-repository';

/** The NOTIFY channel; the payload is the company id. */
export const MENU_CHANGED_CHANNEL = 'tavola_menu_changed';
const menuChanges = new CompanyChangeChannel(MENU_CHANGED_CHANNEL);

export interface MenuDocument {
  menuWebId: number;
  companyId: number;
  /** Null: the menu serves every venue of the company. */
  seatWebId: number | null;
  enabled: boolean;
  /**
   * The menu as JSON in UTF-8, exactly as sent: bytes, so that a reply does not encode the
   * text again (a string of 72 KB cost Node about 0.09 ms of CPU per reply, half of a kept
   * menu's cost).
   */
  body: Buffer;
  /** Strong validator of body (and of its gzip form: same content). */
  etag: string;
  gzip?: Buffer;
}

type Loader = (db: Db, menuWebId: number, languageId: number) => Promise<{ row: MenuRow; menu: Menu } | null>;

/** The menu row and its document in the language asked for (translations, Italian fallback). */
const loadFromDatabase: Loader = async (db, menuWebId, languageId) => {
  const row = await findMenuRow(db, menuWebId);
  if (!row) return null;
  return { row, menu: await loadMenu(db, row, languageId) };
};

export class MenuCache extends CompanyScopedStore {
  constructor(
    db: Db,
    private readonly options: { ttlMs: number; loader?: Loader },
  ) {
    super(db, menuChanges, options.ttlMs);
  }

  /** The menu's document (kept or built now), or null when there is no such menu. */
  get(menuWebId: number, languageId: number): Promise<MenuDocument | null> {
    return this.kept(`${menuWebId}:${languageId}`, async () => {
      const loaded = await (this.options.loader ?? loadFromDatabase)(this.db, menuWebId, languageId);
      if (!loaded) return null;
      const body = Buffer.from(JSON.stringify(loaded.menu));
      const document: MenuDocument = {
        menuWebId,
        companyId: loaded.row.companyId,
        seatWebId: loaded.row.seatWebId,
        enabled: loaded.row.enabled,
        body,
        etag: `"m${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      };
      return { companyId: document.companyId, value: document };
    });
  }

  /**
   * A value built from one company's menu rows, kept under `key` with the same rules as the
   * documents (TTL, dropped by invalidateMenuCache of its company, bypassed while changes of
   * other processes could be missed). `load` answers null when there is nothing to keep.
   */
  derived<T>(key: string, load: () => Promise<CompanyScoped<T>>): Promise<T | null> {
    return this.kept(`derived:${key}`, load);
  }

  /** gzip form of a document, made once. */
  gzipOf(document: MenuDocument): Buffer {
    document.gzip ??= gzipSync(document.body);
    return document.gzip;
  }
}

/**
 * Call after any change to a company's menus (menus, categories, products, prices, ingredients,
 * variations, allergens, features, availability such as sold-out). Inside a transaction, pass
 * the transaction: other processes hear about it when it commits.
 */
export async function invalidateMenuCache(db: DbOrTx, companyId: number): Promise<void> {
  await menuChanges.announce(db, companyId);
}
