// White-label origins (the allowed origins of the brand and legal screen): which company an address
// such as https://ordini.trattoria.it belongs to. Read on every cross-origin call (CORS) and on
// every start of the web app (settings.json), so the map of all companies' allowed origins is
// kept in memory and dropped when an owner saves the brand screen: in this process at once,
// in every other process through NOTIFY (db/company-change-channel.ts), like the menu cache. While the
// PostgreSQL listener is down the map is not kept at all (read from the database each time),
// since a change made meanwhile in another process would go unheard.
import {
  CompanyChangeChannel,
  type ChannelSubscription,
  type CompanyScopedCache,
} from '../../db/company-change-channel';
import type { Db, DbOrTx } from '../../db/database';
import { listWhiteLabelCompanies } from './white-label-repository';

/** The NOTIFY channel; whichever company changed, the whole map is reloaded (it is small). */
export const WHITE_LABEL_CHANGED_CHANNEL = 'tavola_white_label_changed';
const whiteLabelChanges = new CompanyChangeChannel(WHITE_LABEL_CHANGED_CHANNEL);

export interface WhiteLabelCompany {
  companyId: number;
  urlName: string;
}

type OriginMap = ReadonlyMap<string, WhiteLabelCompany>;

export class WhiteLabelOrigins implements CompanyScopedCache {
  private map: OriginMap | null = null;
  private loading: Promise<OriginMap> | null = null;
  /** Raised by every invalidation: a load that started before it is not kept. */
  private generation = 0;
  private listening = true;
  private subscription: ChannelSubscription | null = null;

  constructor(private readonly db: Db) {
    whiteLabelChanges.track(this);
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

  invalidateCompany(): void {
    this.invalidate();
  }

  invalidateAll(): void {
    this.invalidate();
  }

  async listen(): Promise<void> {
    // Up or down, a change may have gone unheard: the channel empties the map either way.
    this.subscription = await whiteLabelChanges.listen(this.db, this, (up) => {
      this.listening = up;
    });
  }

  async close(): Promise<void> {
    whiteLabelChanges.untrack(this);
    this.invalidate();
    await this.subscription?.stop();
  }
}

async function loadOriginMap(db: Db): Promise<OriginMap> {
  const rows = await listWhiteLabelCompanies(db);
  const map = new Map<string, WhiteLabelCompany>();
  for (const row of rows)
    for (const origin of row.allowedOrigins) map.set(origin, { companyId: row.companyId, urlName: row.urlName });
  return map;
}

/**
 * Call when a company's allowed origins may have changed. Inside a transaction, pass the
 * transaction: other processes hear about it when it commits.
 */
export async function announceWhiteLabelOriginsChanged(db: DbOrTx, companyId: number): Promise<void> {
  await whiteLabelChanges.announce(db, companyId);
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
