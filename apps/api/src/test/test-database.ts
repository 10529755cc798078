// A fresh, migrated database per test file: PGlite on a temporary folder by default, or a new
// PostgreSQL database when TEST_DATABASE_URL names a cluster (admin URL), dropped on close.
// Both are copies of the templates database-templates.global.ts makes once per run: empty
// (migrated only) or seeded with the demo data.
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Db } from '../db/database';

/** Where the run's template databases are: PGlite data folders, or PostgreSQL database names. */
export interface DatabaseTemplates {
  empty: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export interface TestDatabase {
  db: Db;
  /** The PostgreSQL URL of this database (absent on PGlite): a second pool on it is another server process's view. */
  url?: string;
  close(): Promise<void>;
}

/** `seeded`: with the demo data (what `seedDemoData` writes), else only migrated. */
export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const template = inject('databaseTemplates')[options.seeded ? 'seeded' : 'empty'];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tavola-test-db-'));
    await cp(template, dataDir, { recursive: true });
    const opened = await openDatabase({ dataDir });
    return {
      db: opened.db,
      close: async () => {
        await opened.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }

  const made = await createPostgresDatabase(adminUrl, 'test', template);
  try {
    const opened = await openDatabase({ databaseUrl: made.url });
    return {
      db: opened.db,
      // Another process (or app instance) may open the same database with it (e.g. the multi-process tests).
      url: made.url,
      close: async () => {
        await opened.close();
        await dropPostgresDatabase(adminUrl, made.name);
      },
    };
  } catch (error) {
    await dropPostgresDatabase(adminUrl, made.name);
    throw error;
  }
}

/** A new database on the cluster of `adminUrl` (a copy of `template` if given): its name and URL. */
export async function createPostgresDatabase(
  adminUrl: string,
  kind: string,
  template?: string,
): Promise<{ name: string; url: string }> {
  const name = `tavola_${kind}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) =>
    client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
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
