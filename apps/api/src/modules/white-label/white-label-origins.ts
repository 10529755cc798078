// White-label origins (issue #13 "Brand and legal: allowed origins"): which company an address
// such as https://ordini.trattoria.it belongs to. Read on every cross-origin call (CORS) and on
// every start of the web app (settings.json), so the map of all companies' allowed origins is
// kept in memory and dropped when an owner saves the brand screen: in this process at once,
// in every other process through NOTIFY (db/listen.ts), like the menu cache. While the
// PostgreSQL listener is down the map is not kept at all (read from the database each time),
// since a change made meanwhile in another process would go unheard.
import { sql } from 'drizzle-orm';
import { ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { listenToChannel, type StopListening } from '../../db/listen';
import { companies } from '../../db/schema';

/** The NOTIFY channel; the payload carries nothing (the whole map is reloaded, it is small). */
export const WHITE_LABEL_CHANGED_CHANNEL = 'tavola_white_label_changed';

export interface WhiteLabelCompany {
  companyId: number;
  urlName: string;
}

type OriginMap = ReadonlyMap<string, WhiteLabelCompany>;

/** Every live map of this process, so a save here drops them without waiting for NOTIFY. */
const liveMaps = new Set<WhiteLabelOrigins>();

export class WhiteLabelOrigins {
  private map: OriginMap | null = null;
  private loading: Promise<OriginMap> | null = null;
  /** Raised by every invalidation: a load that started before it is not kept. */
  private generation = 0;
  private listening = true;
  private stopListening: StopListening | null = null;

  constructor(private readonly db: Db) {
    liveMaps.add(this);
  }

  /** The company whose allowed origins include `origin` (exactly, as URL.origin writes it). */
  async companyFor(origin: string): Promise<WhiteLabelCompany | null> {
    return (await this.origins()).get(origin) ?? null;
  }

  private async origins(): Promise<OriginMap> {
    if (this.map) return this.map;
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = loadOriginMap(this.db).finally(() => {
      if (this.loading === loading) this.loading = null;
    });
    this.loading = loading;
    const map = await loading;
    if (generation === this.generation && this.listening) this.map = map;
    return map;
  }

  invalidate(): void {
    this.generation += 1;
    this.map = null;
    this.loading = null;
  }

  async listen(): Promise<void> {
    this.stopListening = await listenToChannel(
      this.db,
      WHITE_LABEL_CHANGED_CHANNEL,
      () => this.invalidate(),
      (up) => {
        // Up or down, a change may have gone unheard: start again from the database.
        this.listening = up;
        this.invalidate();
      },
    );
  }

  async close(): Promise<void> {
    liveMaps.delete(this);
    this.invalidate();
    await this.stopListening?.();
  }
}

async function loadOriginMap(db: Db): Promise<OriginMap> {
  const rows = await db
    .select({ companyId: companies.companyId, urlName: companies.urlName, allowedOrigins: companies.allowedOrigins })
    .from(companies)
    .where(ne(companies.allowedOrigins, sql`'{}'::text[]`));
  const map = new Map<string, WhiteLabelCompany>();
  for (const row of rows) for (const origin of row.allowedOrigins) map.set(origin, { companyId: row.companyId, urlName: row.urlName });
  return map;
}

/**
 * Call when a company's allowed origins may have changed. Inside a transaction, pass the
 * transaction: other processes hear about it when it commits.
 */
export async function announceWhiteLabelOriginsChanged(db: DbOrTx): Promise<void> {
  for (const map of liveMaps) map.invalidate();
  await db.execute(sql`select pg_notify(${WHITE_LABEL_CHANGED_CHANNEL}, '')`);
}

/**
 * The origin a browser shows for this request's host, when it can be a white-label one: allowed
 * origins are https only (company-settings.ts), so 'ordini.trattoria.it' → 'https://ordini.trattoria.it'.
 */
export function httpsOriginOfHost(host: string): string | null {
  try {
    return new URL(`https://${host}`).origin;
  } catch {
    return null;
  }
}
