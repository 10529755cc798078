// Hours changed (issue #13): the slot lists kept by slot-list-cache.ts must follow at once, in
// every process. Like the menu cache (menu-web/menu-cache.ts), a change drops the venue's lists
// here and sends NOTIFY; every process listening on the database (PostgreSQL: one dedicated
// LISTEN connection; PGlite: its in-process listen) drops them again when the notification
// arrives, i.e. after the change is committed, so a list computed from not-yet-committed data
// in between is thrown away too. While the PostgreSQL listener is down the cache's own 2 s TTL
// bounds what another process's change can leave behind.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { Db, DbOrTx } from '../../db/database';
import { invalidateSlotLists } from './slot-list-cache';

/** The NOTIFY channel; the payload is the venue id. */
export const HOURS_CHANGED_CHANNEL = 'tavola_hours_changed';

/**
 * Call inside the transaction that changes a venue's hours, closures or slot caps: `appDb` is
 * the app's database (the cache key), `db` the transaction (other processes hear at commit).
 */
export async function announceHoursChanged(appDb: Db, db: DbOrTx, seatWebId: number): Promise<void> {
  invalidateSlotLists(appDb, seatWebId);
  await db.execute(sql`select pg_notify(${HOURS_CHANGED_CHANNEL}, ${String(seatWebId)})`);
}

/** Drops the slot lists of each venue a notification names; returns the stop function. */
export async function listenForHoursChanges(db: Db): Promise<() => Promise<void>> {
  const onPayload = (payload: string | undefined) => {
    const seatWebId = Number(payload);
    if (Number.isInteger(seatWebId) && seatWebId > 0) invalidateSlotLists(db, seatWebId);
  };
  const client = (db as unknown as { $client: { listen?: unknown } }).$client;
  if (typeof client.listen === 'function') {
    const unlisten = await (client as unknown as PGlite).listen(HOURS_CHANGED_CHANNEL, onPayload);
    return () => unlisten();
  }
  return listenOnPostgres(client as unknown as pg.Pool, onPayload);
}

/** One dedicated connection holding LISTEN, replaced after a pause when it fails. */
async function listenOnPostgres(pool: pg.Pool, onPayload: (payload: string | undefined) => void): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.PoolClient | null = null;
  let retry: NodeJS.Timeout | null = null;
  const scheduleRetry = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, 1000);
    retry.unref();
  };
  const connect = async () => {
    if (stopped) return;
    try {
      const connection = await pool.connect();
      if (stopped) {
        connection.release();
        return;
      }
      current = connection;
      connection.on('notification', (message) => {
        if (message.channel === HOURS_CHANGED_CHANNEL) onPayload(message.payload);
      });
      connection.on('error', () => {
        if (current !== connection) return;
        current = null;
        connection.release(true);
        scheduleRetry();
      });
      await connection.query(`LISTEN ${HOURS_CHANGED_CHANNEL}`);
    } catch {
      scheduleRetry();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const connection = current;
    current = null;
    if (connection) {
      try {
        await connection.query(`UNLISTEN ${HOURS_CHANGED_CHANNEL}`);
      } catch {
        // Closing anyway.
      }
      connection.release(true);
    }
  };
}
