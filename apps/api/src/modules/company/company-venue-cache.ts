// The company and venue rows every hot call reads, kept in memory: the company
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
import type { Db, DbOrTx } from '../../db/database';
import { CompanyChangeChannel } from '../../db/company-change-channel';
import { CompanyScopedStore } from '../../db/company-scoped-store';
import {
  findCompanyRowById,
  findCompanyRowByUrlName,
  findCustomerSessionVersion,
  findSeatWebRow,
  listSeatWebRows,
  listTimeFrameRows,
  type CompanyRow as CompanyTableRow,
  type SeatWebRow,
  type TimeFrameRow,
} from './company-repository';

/** The NOTIFY channel; the payload is the company id (anything else: everything). */
export const COMPANY_CHANGED_CHANNEL = 'tavola_company_changed';
const companyChanges = new CompanyChangeChannel(COMPANY_CHANGED_CHANNEL);

export type CompanyRow = Readonly<CompanyTableRow>;
export type VenueRow = Readonly<SeatWebRow>;
export type VenueTimeFrameRow = Readonly<TimeFrameRow>;

function frozen<T extends object>(value: T): T {
  if (Array.isArray(value)) value.forEach((item) => Object.freeze(item));
  return Object.freeze(value);
}

export class CompanyVenueCache extends CompanyScopedStore {
  constructor(db: Db, options: { ttlMs: number }) {
    super(db, companyChanges, options.ttlMs);
  }

  /** The company row, or null. */
  company(companyId: number): Promise<CompanyRow | null> {
    return this.kept(`company:${companyId}`, async () => {
      const row = await findCompanyRowById(this.db, companyId);
      return row ? { companyId: row.companyId, value: frozen(row) } : null;
    });
  }

  /** The company row of a urlName (the ?company= of a link), or null. */
  companyByUrlName(urlName: string): Promise<CompanyRow | null> {
    return this.kept(`companyUrl:${urlName}`, async () => {
      const row = await findCompanyRowByUrlName(this.db, urlName);
      return row ? { companyId: row.companyId, value: frozen(row) } : null;
    });
  }

  /** The venue row (any company: callers compare companyId with the session's), or null. */
  venue(seatWebId: number): Promise<VenueRow | null> {
    return this.kept(`venue:${seatWebId}`, async () => {
      const row = await findSeatWebRow(this.db, seatWebId);
      return row ? { companyId: row.companyId, value: frozen(row) } : null;
    });
  }

  /** Every venue of the company (enabled or not), in display order. */
  async venuesOfCompany(companyId: number): Promise<readonly VenueRow[]> {
    const rows = await this.kept(`venues:${companyId}`, async () => {
      const found = await listSeatWebRows(this.db, companyId);
      return { companyId, value: frozen(found) };
    });
    return rows ?? [];
  }

  /** The time frames of a venue, by begin time; empty for an unknown venue. */
  async timeFramesOfVenue(seatWebId: number): Promise<readonly VenueTimeFrameRow[]> {
    const rows = await this.kept(`frames:${seatWebId}`, async () => {
      const venue = await this.venue(seatWebId);
      if (!venue) return null;
      const found = await listTimeFrameRows(this.db, seatWebId);
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
      const row = await findCustomerSessionVersion(this.db, customerId);
      return row ? { companyId: row.companyId, value: frozen(row) } : null;
    });
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
