// LISTEN on one NOTIFY channel of the app's database, for the caches every server process keeps
// (menu documents, slot lists): PGlite lives in this process and has its own listen API;
// PostgreSQL gets one dedicated pool connection holding LISTEN, replaced after a pause when it
// fails. onState(up) says when notifications may have been missed (PostgreSQL only), so a
// cache can empty itself or bypass itself meanwhile.
import type pg from 'pg';
import { driverClient, type Db } from './database';

export type StopListening = () => Promise<void>;

export async function listenToChannel(
  db: Db,
  channel: string,
  onPayload: (payload: string | undefined) => void,
  onState: (up: boolean) => void = () => {},
): Promise<StopListening> {
  const client = driverClient(db);
  if ('listen' in client) {
    const unlisten = await client.listen(channel, onPayload);
    return () => unlisten();
  }
  return listenOnPostgres(client, channel, onPayload, onState);
}

async function listenOnPostgres(
  pool: pg.Pool,
  channel: string,
  onPayload: (payload: string | undefined) => void,
  onState: (up: boolean) => void,
): Promise<StopListening> {
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
        if (message.channel === channel) onPayload(message.payload);
      });
      connection.on('error', () => {
        if (current !== connection) return;
        current = null;
        onState(false);
        connection.release(true);
        scheduleRetry();
      });
      await connection.query(`LISTEN ${channel}`);
      onState(true);
    } catch {
      onState(false);
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
        await connection.query(`UNLISTEN ${channel}`);
      } catch {
        // Closing anyway.
      }
      connection.release(true);
    }
  };
}
