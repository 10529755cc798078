// The company and venue rows every hot call reads, kept in memory (issue #14): the company
// (by id and by urlName), its venues (seat_webs, by id and per company) and each venue's time
// frames. A kept menu, the menu selection and the order save decide company, venue, enabled
// and frame rules from here instead of querying the database on every request (on PGlite a
// query waits behind every statement of an order rush).
//
// - What is kept: whole rows, frozen (read-only for callers). Absent rows are not kept, so a
//   new company or venue is seen at once. Also each signed-in customer's session version
//   (the token check of plugins/session.ts), kept under the customer's company.
// - Invalidation: invalidateCompanyVenueCache(db, companyId) after any change to a company's
//   row, its venues (add, edit, enable, remove) or their time frames (hours). It drops the
//   company's entries in this process at once and sends NOTIFY tavola_company_changed; every
//   process listening on that database drops them again when the change commits (inside a
//   transaction, pass the transaction). A load that started before an invalidation of its
//   company is answered but not kept.
// - While the LISTEN connection of PostgreSQL is down the cache is bypassed (every call reads
//   the database), since changes made by other processes could be missed.
// - TTL (COMPANY_CACHE_TTL_SECONDS): how long a change made by hand in SQL, without the call,
//   can go unseen. 0 turns the cache off.
// Inside a transaction that must see its own writes or hold locks, read the database directly.
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { CompanyChangeChannel, type ChannelSubscription } from '../../db/company-change-channel';
import { companies, customers, seatWebs, timeFrames } from '../../db/schema';

/** The NOTIFY channel; the payload is the company id (anything else: everything). */
export const COMPANY_CHANGED_CHANNEL = 'tavola_company_changed';
const companyChanges = new CompanyChangeChannel(COMPANY_CHANGED_CHANNEL);

export type CompanyRow = Readonly<typeof companies.$inferSelect>;
export type VenueRow = Readonly<typeof seatWebs.$inferSelect>;
export type VenueTimeFrameRow = Readonly<typeof timeFrames.$inferSelect>;

type Loaded<T> = { companyId: number; value: T } | null;

function frozen<T extends object>(value: T): T {
  if (Array.isArray(value)) value.forEach((item) => Object.freeze(item));
  return Object.freeze(value);
}

export class CompanyVenueCache {
  private readonly entries = new Map<string, { value: unknown; loadedAt: number }>();
  private readonly loading = new Map<string, Promise<unknown>>();
  private readonly keysByCompany = new Map<number, Set<string>>();
  private invalidations = 0;
  private allInvalidatedAt = 0;
  private readonly companyInvalidatedAt = new Map<number, number>();
  private listening: boolean;
  private subscription: ChannelSubscription | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly options: { ttlMs: number },
  ) {
    const client = (db as unknown as { $client?: { listen?: unknown } }).$client;
    // PGlite lives in this process only; PostgreSQL: not until LISTEN holds.
    this.listening = typeof client?.listen === 'function';
    companyChanges.track(this);
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0 && this.listening && !this.closed;
  }

  /** The company row, or null. */
  company(companyId: number): Promise<CompanyRow | null> {
    return this.kept(`company:${companyId}`, async () => {
      const [row] = await this.db.select().from(companies).where(eq(companies.companyId, companyId)).limit(1);
      return row ? { companyId: row.companyId, value: frozen(row) } : null;
    });
  }

  /** The company row of a urlName (the ?company= of a link), or null. */
  companyByUrlName(urlName: string): Promise<CompanyRow | null> {
    return this.kept(`companyUrl:${urlName}`, async () => {
      const [row] = await this.db.select().from(companies).where(eq(companies.urlName, urlName)).limit(1);
      return row ? { companyId: row.companyId, value: frozen(row) } : null;
    });
  }

  /** The venue row (any company: callers compare companyId with the session's), or null. */
  venue(seatWebId: number): Promise<VenueRow | null> {
    return this.kept(`venue:${seatWebId}`, async () => {
      const [row] = await this.db.select().from(seatWebs).where(eq(seatWebs.seatWebId, seatWebId)).limit(1);
      return row ? { companyId: row.companyId, value: frozen(row) } : null;
    });
  }

  /** Every venue of the company (enabled or not), in display order. */
  async venuesOfCompany(companyId: number): Promise<readonly VenueRow[]> {
    const rows = await this.kept(`venues:${companyId}`, async () => {
      const found = await this.db
        .select()
        .from(seatWebs)
        .where(eq(seatWebs.companyId, companyId))
        .orderBy(asc(seatWebs.sortOrder), asc(seatWebs.seatWebId));
      return { companyId, value: frozen(found) };
    });
    return rows ?? [];
  }

  /** The time frames of a venue, by begin time; empty for an unknown venue. */
  async timeFramesOfVenue(seatWebId: number): Promise<readonly VenueTimeFrameRow[]> {
    const rows = await this.kept(`frames:${seatWebId}`, async () => {
      const venue = await this.venue(seatWebId);
      if (!venue) return null;
      const found = await this.db
        .select()
        .from(timeFrames)
        .where(eq(timeFrames.seatWebId, seatWebId))
        .orderBy(asc(timeFrames.beginTime), asc(timeFrames.timeFrameWebId));
      return { companyId: venue.companyId, value: frozen(found) };
    });
    return rows ?? [];
  }

  /**
   * A customer's company and session version (plugins/session.ts checks a signed-in diner's
   * token against it on every call). Kept under the customer's company: bumpSessionVersion
   * invalidates that company, so a logout or a password change ends sessions at once.
   */
  customerSession(customerId: number): Promise<{ companyId: number; sessionVersion: number } | null> {
    return this.kept(`customer:${customerId}`, async () => {
      const [row] = await this.db
        .select({ companyId: customers.companyId, sessionVersion: customers.sessionVersion })
        .from(customers)
        .where(eq(customers.customerId, customerId))
        .limit(1);
      return row ? { companyId: row.companyId, value: frozen(row) } : null;
    });
  }

  private async kept<T>(key: string, load: () => Promise<Loaded<T>>): Promise<T | null> {
    if (this.enabled) {
      const entry = this.entries.get(key);
      if (entry && Date.now() - entry.loadedAt < this.options.ttlMs) return entry.value as T;
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

  private async loadAndKeep<T>(key: string, load: () => Promise<Loaded<T>>): Promise<T | null> {
    const startedAt = this.invalidations;
    const loaded = await load();
    if (!loaded) return null;
    const stale = this.allInvalidatedAt > startedAt || (this.companyInvalidatedAt.get(loaded.companyId) ?? 0) > startedAt;
    if (this.enabled && !stale) {
      this.entries.set(key, { value: loaded.value, loadedAt: Date.now() });
      let keys = this.keysByCompany.get(loaded.companyId);
      if (!keys) this.keysByCompany.set(loaded.companyId, (keys = new Set()));
      keys.add(key);
    }
    return loaded.value;
  }

  /** Drops every entry of the company (this process only). */
  invalidateCompany(companyId: number): void {
    this.invalidations += 1;
    this.companyInvalidatedAt.set(companyId, this.invalidations);
    for (const key of this.keysByCompany.get(companyId) ?? []) this.entries.delete(key);
    this.keysByCompany.delete(companyId);
    // Loads in flight are attributed to a company only when they finish: start afresh.
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

  /** Subscribes to the database's company notifications. */
  async listen(): Promise<void> {
    this.subscription = await companyChanges.listen(this.db, this, (up) => {
      this.listening = up;
    });
  }

  /** Resolves once every notification committed before the call has been handled here. For tests and tools. */
  async settled(): Promise<void> {
    if (this.enabled) await this.subscription?.settled();
  }

  async close(): Promise<void> {
    this.closed = true;
    companyChanges.untrack(this);
    this.invalidateAll();
    await this.subscription?.stop();
  }
}

/**
 * Call after any change to a company's row, its venues or their time frames (back office,
 * setup, geocoding), or to a customer's session version (customer-repository.ts). Inside a
 * transaction, pass the transaction: other processes hear about it when it commits.
 */
export async function invalidateCompanyVenueCache(db: DbOrTx, companyId: number): Promise<void> {
  await companyChanges.announce(db, companyId);
}
