// Hours changed: the slot lists kept by slot-list-cache.ts must follow at once, in
// every process. Like the menu cache (menu-web/menu-cache.ts), a change drops the venue's lists
// here and sends NOTIFY; every process listening on the database (PostgreSQL: one dedicated
// LISTEN connection; PGlite: its in-process listen) drops them again when the notification
// arrives, i.e. after the change is committed, so a list computed from not-yet-committed data
// in between is thrown away too. While the PostgreSQL listener is down the cache's own 2 s TTL
// bounds what another process's change can leave behind.
import type { Db, DbOrTx } from '../../db/database';
import { listenToChannel, type StopListening } from '../../db/listen';
import { invalidateCompanyVenueCache } from '../company/company-venue-cache';
import { invalidateSlotLists } from './slot-list-cache';
import { findVenueCompanyId, notifyChannel } from './time-frame-repository';

/** The NOTIFY channel; the payload is the venue id. */
export const HOURS_CHANGED_CHANNEL = 'tavola_hours_changed';

/**
 * Call inside the transaction that changes a venue's hours, closures or slot caps: `appDb` is
 * the app's database (the cache key), `db` the transaction (other processes hear at commit).
 */
export async function announceHoursChanged(appDb: Db, db: DbOrTx, seatWebId: number): Promise<void> {
  invalidateSlotLists(appDb, seatWebId);
  await notifyChannel(db, HOURS_CHANGED_CHANNEL, String(seatWebId));
  // The venue's time frames are kept by the company-venue cache too.
  const companyId = await findVenueCompanyId(db, seatWebId);
  if (companyId !== null) await invalidateCompanyVenueCache(db, companyId);
}

/** Drops the slot lists of each venue a notification names; returns the stop function. */
export async function listenForHoursChanges(db: Db): Promise<StopListening> {
  return listenToChannel(db, HOURS_CHANGED_CHANNEL, (payload) => {
    const seatWebId = Number(payload);
    if (Number.isInteger(seatWebId) && seatWebId > 0) invalidateSlotLists(db, seatWebId);
  });
}
