// The bookkeeping the in-memory caches of companies' data share (the menu cache and
// the company-venue cache): values kept per key under the company they were read from, a TTL,
// one load per key at a time, and the rules that keep a change from being missed.
// - A change of a company (announced on the cache's CompanyChangeChannel) drops its values in
//   this process at once, and in every process listening when the change commits.
// - A load that started before an invalidation of its company (or of all) is answered but not
//   kept: it may have read the data before the change.
// - While changes of other processes could be missed (the PostgreSQL listener down) nothing is
//   kept and every call loads.
import { driverClient, type Db } from './database';
import type { ChannelSubscription, CompanyChangeChannel } from './company-change-channel';

/** What a load read: the value and the company it belongs to; null when there is nothing to keep. */
export type CompanyScoped<T> = { companyId: number; value: T } | null;

export class CompanyScopedStore {
  private readonly entries = new Map<string, { value: unknown; loadedAt: number }>();
  private readonly loading = new Map<string, Promise<unknown>>();
  private readonly keysByCompany = new Map<number, Set<string>>();
  /** Invalidation stamps: a load started before its company's last invalidation is not kept. */
  private invalidations = 0;
  private allInvalidatedAt = 0;
  private readonly companyInvalidatedAt = new Map<number, number>();
  /** False while changes by other processes could be missed (PostgreSQL listener down). */
  private listening: boolean;
  private subscription: ChannelSubscription | null = null;
  private closed = false;

  constructor(
    protected readonly db: Db,
    private readonly changes: CompanyChangeChannel,
    private readonly ttlMs: number,
  ) {
    // PGlite lives in this process only; PostgreSQL: not until LISTEN holds.
    this.listening = 'listen' in driverClient(db);
    changes.track(this);
  }

  get enabled(): boolean {
    return this.ttlMs > 0 && this.listening && !this.closed;
  }

  /** The value kept under `key`, or loaded now (and kept unless a change came meanwhile). */
  protected kept<T>(key: string, load: () => Promise<CompanyScoped<T>>): Promise<T | null> {
    if (this.enabled) {
      const entry = this.entries.get(key);
      if (entry && Date.now() - entry.loadedAt < this.ttlMs) return Promise.resolve(entry.value as T);
      const pending = this.loading.get(key);
      if (pending) return pending as Promise<T | null>;
    }
    const loadNow = this.loadAndKeep(key, load);
    if (this.enabled) {
      this.loading.set(key, loadNow);
      void loadNow.finally(() => this.loading.get(key) === loadNow && this.loading.delete(key)).catch(() => undefined);
    }
    return loadNow;
  }

  private async loadAndKeep<T>(key: string, load: () => Promise<CompanyScoped<T>>): Promise<T | null> {
    const startedAt = this.invalidations;
    const loaded = await load();
    if (!loaded) return null;
    const stale =
      this.allInvalidatedAt > startedAt || (this.companyInvalidatedAt.get(loaded.companyId) ?? 0) > startedAt;
    if (this.enabled && !stale) {
      this.entries.set(key, { value: loaded.value, loadedAt: Date.now() });
      let keys = this.keysByCompany.get(loaded.companyId);
      if (!keys) this.keysByCompany.set(loaded.companyId, (keys = new Set()));
      keys.add(key);
    }
    return loaded.value;
  }

  /** Drops every value of the company (this process only). */
  invalidateCompany(companyId: number): void {
    this.invalidations += 1;
    this.companyInvalidatedAt.set(companyId, this.invalidations);
    for (const key of this.keysByCompany.get(companyId) ?? []) this.entries.delete(key);
    this.keysByCompany.delete(companyId);
    // Loads in flight are attributed to a company only when they finish: new requests start
    // fresh ones; the old ones check the stamps above before keeping anything.
    this.loading.clear();
  }

  /** Drops everything (this process only). */
  invalidateAll(): void {
    this.invalidations += 1;
    this.allInvalidatedAt = this.invalidations;
    this.entries.clear();
    this.loading.clear();
    this.keysByCompany.clear();
  }

  /** Subscribes to the database's notifications of the channel. */
  async listen(): Promise<void> {
    this.subscription = await this.changes.listen(this.db, this, (up) => {
      this.listening = up;
    });
  }

  /** Resolves once every notification committed before the call has been handled here. For tests and tools. */
  async settled(): Promise<void> {
    if (this.enabled) await this.subscription?.settled();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.changes.untrack(this);
    this.invalidateAll();
    await this.subscription?.stop();
  }
}
