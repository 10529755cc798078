// The assembled menu document, kept in memory per menu and language (issue #14 speed targets:
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
import { CompanyChangeChannel, type ChannelSubscription } from '../../db/company-change-channel';
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
  /** The menu as JSON, exactly as sent. */
  body: string;
  /** Strong validator of body (and of its gzip form: same content). */
  etag: string;
  gzip?: Buffer;
  loadedAt: number;
}

type Loader = (db: Db, menuWebId: number, languageId: number) => Promise<{ row: MenuRow; menu: Menu } | null>;

/** The menu row and its document in the language asked for (issue #12 translations, Italian fallback). */
const loadFromDatabase: Loader = async (db, menuWebId, languageId) => {
  const row = await findMenuRow(db, menuWebId);
  if (!row) return null;
  return { row, menu: await loadMenu(db, row, languageId) };
};

export class MenuCache {
  private readonly documents = new Map<string, MenuDocument>();
  private readonly loading = new Map<string, Promise<MenuDocument | null>>();
  /** Other values read from one menu's rows (the order save's prices and questions), kept and dropped with the documents. */
  private readonly values = new Map<string, { value: unknown; loadedAt: number }>();
  private readonly keysByCompany = new Map<number, Set<string>>();
  /** Invalidation stamps: a load started before its company's last invalidation is not kept. */
  private invalidations = 0;
  private allInvalidatedAt = 0;
  private readonly companyInvalidatedAt = new Map<number, number>();
  /** False while changes by other processes could be missed (PostgreSQL listener down). */
  private listening: boolean;
  private subscription: ChannelSubscription | null = null;
  private closed = false;

  private readonly kind: 'pglite' | 'postgres';

  constructor(
    private readonly db: Db,
    private readonly options: { ttlMs: number; loader?: Loader },
  ) {
    const client = (db as unknown as { $client?: { listen?: unknown } }).$client;
    this.kind = typeof client?.listen === 'function' ? 'pglite' : 'postgres';
    // PGlite lives in this process only; PostgreSQL: not until LISTEN holds.
    this.listening = this.kind === 'pglite';
    menuChanges.track(this);
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0 && this.listening && !this.closed;
  }

  /** The menu's document (kept or built now), or null when there is no such menu. */
  async get(menuWebId: number, languageId: number): Promise<MenuDocument | null> {
    const key = `${menuWebId}:${languageId}`;
    if (this.enabled) {
      const kept = this.documents.get(key);
      if (kept && Date.now() - kept.loadedAt < this.options.ttlMs) return kept;
      const pending = this.loading.get(key);
      if (pending) return pending;
    }
    const load = this.build(key, menuWebId, languageId);
    if (this.enabled) {
      this.loading.set(key, load);
      void load.finally(() => this.loading.get(key) === load && this.loading.delete(key)).catch(() => undefined);
    }
    return load;
  }

  private async build(key: string, menuWebId: number, languageId: number): Promise<MenuDocument | null> {
    const startedAt = this.invalidations;
    const loaded = await (this.options.loader ?? loadFromDatabase)(this.db, menuWebId, languageId);
    if (!loaded) return null;
    const companyId = loaded.row.companyId;
    const body = JSON.stringify(loaded.menu);
    const document: MenuDocument = {
      menuWebId,
      companyId,
      seatWebId: loaded.row.seatWebId,
      enabled: loaded.row.enabled,
      body,
      etag: `"m${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      loadedAt: Date.now(),
    };
    // An invalidation of this company (or of all) while loading: the data read may predate
    // the change; answer with it (the request started before) but do not keep it.
    const stale = this.allInvalidatedAt > startedAt || (this.companyInvalidatedAt.get(companyId) ?? 0) > startedAt;
    if (this.enabled && !stale) {
      this.documents.set(key, document);
      let keys = this.keysByCompany.get(companyId);
      if (!keys) this.keysByCompany.set(companyId, (keys = new Set()));
      keys.add(key);
    }
    return document;
  }

  /**
   * A value built from one company's menu rows, kept under `key` with the same rules as the
   * documents (TTL, dropped by invalidateMenuCache of its company, bypassed while changes of
   * other processes could be missed). `load` answers null when there is nothing to keep.
   */
  async derived<T>(key: string, load: () => Promise<{ companyId: number; value: T } | null>): Promise<T | null> {
    const valueKey = `derived:${key}`;
    if (this.enabled) {
      const kept = this.values.get(valueKey);
      if (kept && Date.now() - kept.loadedAt < this.options.ttlMs) return kept.value as T;
    }
    const startedAt = this.invalidations;
    const loaded = await load();
    if (!loaded) return null;
    const stale = this.allInvalidatedAt > startedAt || (this.companyInvalidatedAt.get(loaded.companyId) ?? 0) > startedAt;
    if (this.enabled && !stale) {
      this.values.set(valueKey, { value: loaded.value, loadedAt: Date.now() });
      let keys = this.keysByCompany.get(loaded.companyId);
      if (!keys) this.keysByCompany.set(loaded.companyId, (keys = new Set()));
      keys.add(valueKey);
    }
    return loaded.value;
  }

  /** Drops every document of the company (this process only). */
  invalidateCompany(companyId: number): void {
    this.invalidations += 1;
    this.companyInvalidatedAt.set(companyId, this.invalidations);
    for (const key of this.keysByCompany.get(companyId) ?? []) {
      this.documents.delete(key);
      this.values.delete(key);
    }
    this.keysByCompany.delete(companyId);
    // Loads in flight cannot be attributed to a company before they finish: new requests
    // start fresh ones; the old ones check the stamps above before keeping anything.
    this.loading.clear();
  }

  /** Drops everything (this process only). */
  invalidateAll(): void {
    this.invalidations += 1;
    this.allInvalidatedAt = this.invalidations;
    this.documents.clear();
    this.values.clear();
    this.loading.clear();
    this.keysByCompany.clear();
  }

  /** gzip form of a document, made once. */
  gzipOf(document: MenuDocument): Buffer {
    document.gzip ??= gzipSync(document.body);
    return document.gzip;
  }

  /** Subscribes to the database's menu notifications. */
  async listen(): Promise<void> {
    this.subscription = await menuChanges.listen(this.db, this, (up) => {
      this.listening = up;
    });
  }

  /** Resolves once every notification committed before the call has been handled here. For tests and tools. */
  async settled(): Promise<void> {
    if (this.enabled) await this.subscription?.settled();
  }

  async close(): Promise<void> {
    this.closed = true;
    menuChanges.untrack(this);
    this.invalidateAll();
    await this.subscription?.stop();
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
