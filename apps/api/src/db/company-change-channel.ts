// What the in-memory caches of companies' data share (the menu cache, the
// company-venue cache, the white-label origins): a NOTIFY channel whose payload is the id of
// the company that changed.
// A change's own call empties this process's caches at once and sends NOTIFY; every process
// listening on the same database (PostgreSQL; PGlite: this process) empties them again when
// the change commits. Markers sent by settled() tell a test that every earlier notification
// has been heard (they arrive in commit order).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './database';
import { listenToChannel } from './listen';

const SYNC_PREFIX = 'sync:';

/** A cache of company data: what a change notification does to it. */
export interface CompanyScopedCache {
  invalidateCompany(companyId: number): void;
  invalidateAll(): void;
}

export interface ChannelSubscription {
  /** Resolves once every notification committed before the call has been handled here. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

export class CompanyChangeChannel {
  private readonly live = new Set<CompanyScopedCache>();

  constructor(readonly channel: string) {}

  /** Caches of this process emptied at once by announce(), until untrack(). */
  track(cache: CompanyScopedCache): void {
    this.live.add(cache);
  }

  untrack(cache: CompanyScopedCache): void {
    this.live.delete(cache);
  }

  /** After a change of the company's data; inside a transaction, pass the transaction. */
  async announce(db: DbOrTx, companyId: number): Promise<void> {
    for (const cache of this.live) cache.invalidateCompany(companyId);
    await db.execute(sql`select pg_notify(${this.channel}, ${String(companyId)})`);
  }

  /**
   * Tells `cache` of every change announced on `db`. onState(up): whether changes by other
   * processes could be missed (PostgreSQL listener down); the cache is emptied either way.
   */
  async listen(db: Db, cache: CompanyScopedCache, onState: (up: boolean) => void): Promise<ChannelSubscription> {
    const syncWaiters = new Map<string, () => void>();
    const stop = await listenToChannel(
      db,
      this.channel,
      (payload) => {
        if (payload?.startsWith(SYNC_PREFIX)) {
          syncWaiters.get(payload)?.();
          return;
        }
        const companyId = Number(payload);
        if (Number.isInteger(companyId) && companyId > 0) cache.invalidateCompany(companyId);
        else cache.invalidateAll();
      },
      (up) => {
        // Up or down, what was kept may have missed a change: start again from empty.
        cache.invalidateAll();
        onState(up);
      },
    );
    const settled = async () => {
      const marker = `${SYNC_PREFIX}${randomUUID()}`;
      const heard = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          syncWaiters.delete(marker);
          reject(new Error(`${this.channel}: no notification heard`));
        }, 5000);
        syncWaiters.set(marker, () => {
          clearTimeout(timer);
          syncWaiters.delete(marker);
          resolve();
        });
      });
      await db.execute(sql`select pg_notify(${this.channel}, ${marker})`);
      await heard;
    };
    return { settled, stop };
  }
}
