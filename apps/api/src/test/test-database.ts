// A fresh, empty, migrated database per test file: in-memory PGlite by default, or a new
// PostgreSQL database when TEST_DATABASE_URL names a cluster (admin URL), dropped on close.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Db } from '../db/database';

export async function createTestDatabase(): Promise<{ db: Db; close(): Promise<void>; url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const opened = await openDatabase({});
    return { db: opened.db, close: () => opened.close() };
  }

  const name = `tavola_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const opened = await openDatabase({ databaseUrl: url.toString() });
    return {
      db: opened.db,
      // Another process (or app instance) may open the same database with it (issue #11 events).
      url: url.toString(),
      close: async () => {
        await opened.close();
        await dropDatabase(adminUrl, name);
      },
    };
  } catch (error) {
    await dropDatabase(adminUrl, name);
    throw error;
  }
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  // FORCE (PostgreSQL 13+) ends sessions a failed test may have left open.
  await withAdminClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
}

async function withAdminClient<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
